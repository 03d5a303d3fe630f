"""CR 702.124: the partner abilities, keywords of deck construction in the Commander variant (903).

"Partner" (702.124h) and "Choose a Background" (702.124k) let a player designate two cards as their commander; they
function before the game begins (702.124a) and do nothing during a game, so a card with one plays as its other
abilities say.  A game of this engine has no command zone and no commander (903.3: only the Commander variant
designates one), so the keywords are accepted and have no effect.  "Partner with [name]" (702.124j) is not among
them: it also means a triggered ability ("When this permanent enters, target player may search their library for a
card named [name]"), which is not implemented here.
"""

from __future__ import annotations

from manastack.cards.vocabulary import keyword

keyword("partner", "702.124h", "a deck-construction keyword of the Commander variant (two commanders, 903); it "
        "functions before the game begins and has no effect in a game (702.124a)")
keyword("choose_a_background", "702.124k", "\"Choose a Background\": a deck-construction keyword of the Commander "
        "variant (a legendary Background enchantment as a second commander, 903); no effect in a game (702.124a)")
