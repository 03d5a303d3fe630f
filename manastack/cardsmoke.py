"""Smoke-playing compiled cards (issue 9's ``smoke-passed`` status): a generated position plays the card, and what
happened must fit what the card says.

Alice, in her precombat main phase of turn 3 with four mana of each colour and six colourless in her pool, has the
card and spells of the common kinds (``HAND``: for "counter target artifact / sorcery / red spell") in hand and a
copy of the card (a permanent) on the battlefield, not summoning sick; each player has an untapped and a tapped
Grizzly Bears (the untapped one wearing Holy Strength, an Aura; the tapped one with a +1/+1 counter), an Ornithopter (an artifact creature with flying), a Bonesplitter
(an Equipment) and a Forest (a land), and a graveyard of cards of the common kinds (``GRAVEYARD``), so that targets
of the common kinds exist on both sides; Bob has an Island, a Grizzly Bears and a Giant Growth in hand.  She casts (or
plays) the card, activates each activated ability of the battlefield copy once (the copy cast stays for the
triggers), attacks with that copy when it can, and every other decision is a random legal choice (but for
activating the card's abilities again); the game goes on through Bob's turn to Alice's next precombat main phase,
so that the card's "enters", "attacks", upkeep, draw-step and end-step triggers are set up.  A card with a "dies"
or "leaves the battlefield" trigger is also played from a second position, where Alice casts Day of Judgment with
the copy on the battlefield.  An instant (or a card with flash) whose text speaks of attacking or blocking creatures
is also played from a combat position (``_combat_position``: the declare blockers step, attackers and blockers on
both sides).  A card whose own text says when it may be cast (CR 601.3), not in
the precombat main phase, is also played from a position in the first step it allows (``_timed_position``: in combat,
Bob's turn with his creatures attacking Alice).  A card with suspend is also played from a position where it is suspended in Alice's exile with one time
counter (``_suspended_position``, CR 702.62a-b): at her next upkeep it loses it and she casts it (the card counts as
cast when it is cast so, 608.2g).  Where the card can't be cast from the hand (no mana cost, 118.6), Alice takes the
special action it offers there (suspend, plot: 116.2f, 116.2k) instead; asked whether to cast the card itself during a
resolution ("Cast CARD ...?"), she answers yes.  In a legend rule choice (CR 704.5j) Alice keeps the placed copy,
which can attack.

Three seeds.  The card smoke-passes when, over them, (1) no exception was raised and no "unsupported" note was
logged; (2) the card was cast or played; (3) each trigger that the positions set up triggered (not one whose
intervening "if" is false in the position, 603.4; one removed for want of a legal target, 603.3d, triggered);
(4) each effect verb
of each of its spells and abilities that resolved (the chosen modes; effects with an "if" condition apart) showed
in the events recorded while it resolved: ``SHOWN_BY`` maps each verb to the event kinds that show it happened
(``draw`` a Draw, ``damage`` a Damage or a prevention, ``destroy`` a destruction, a zone move or a regeneration...).
"""

from __future__ import annotations

import hashlib
import json
import lzma
import multiprocessing
import os
import random
from dataclasses import dataclass, field
from pathlib import Path

from manastack.actions import Choose
from manastack.agents.random_agent import RandomAgent
from manastack.cards.db import bundled_db
from manastack.cards.model import Body, CardDef
from manastack.core.types import Step, Zone
from manastack.game import Game
from manastack.judge.scenario import load_text
from manastack.judge.setup import build_game
from manastack.notation import format_action
from manastack.rules.cast_timing import cast_steps
from manastack.rules.conditions import holds
from manastack.rules.printed import printed_chars
from manastack.rules.resolve import body_of

POOL = "{W}{W}{W}{W}{U}{U}{U}{U}{B}{B}{B}{B}{R}{R}{R}{R}{G}{G}{G}{G}{C}{C}{C}{C}{C}{C}"
SEEDS = (1, 2, 3)
#: Each player's graveyard in the smoke position: cards of the common kinds, for graveyard targets (a creature, an
#: instant, a land, an artifact, a sorcery, an enchantment and a multicolored card).
GRAVEYARD = ["Grizzly Bears", "Lightning Bolt", "Forest", "Ornithopter", "Divination", "Holy Strength",
             "Lightning Helix"]
#: Alice's hand besides the card: a land, and spells of the common kinds for "counter target ... spell" (a green
#: creature, a colorless artifact, a red instant, a blue sorcery, a multicolored instant).
HAND = ["Island", "Grizzly Bears", "Ornithopter", "Lightning Bolt", "Divination", "Lightning Helix"]

_MOVE = "zone_move"
_CONTINUOUS = "effect_begins"
#: Each effect verb and the event kinds, one of which shows that it happened (events.py names the kinds).  A verb
#: missing here fails every card using it: a new verb is added with the events that show it.
SHOWN_BY: dict[str, frozenset[str]] = {verb: frozenset(kinds) for verb, kinds in {
    "add_mana": ("add_mana",),
    "arrange_top": ("arrange_library",),
    "explore": ("counters", _MOVE),
    "flicker": (_MOVE,),
    "goad": (_CONTINUOUS,),
    "connive": ("draw", "lose_game"),
    "myriad_copies": ("create_token", "note"),    # CR 702.116a: with two players, no other opponent: a note says so
    "myriad_exile": ("delayed_trigger",),
    "monstrosity": ("becomes_monstrous",),
    "extort_drain": ("life_loss",),
    "extort_gain": ("life_gain",),
    "firebend": ("add_mana",),
    "connive_discard": (_MOVE, "counters"),
    "attach": ("attach",),
    "become": (_CONTINUOUS,),
    "become_blocked": ("becomes_blocked",),
    "become_renowned": ("becomes_renowned",),
    "become_copy": (_CONTINUOUS,),
    "bounce": (_MOVE,),
    "copy_spell": ("spell_copied",),
    "counter": (_MOVE,),
    "create_copy": ("create_token", _MOVE),
    "create_token": ("create_token", _MOVE),
    "damage": ("damage", "damage_prevented", "shield_used"),
    "delayed": ("delayed_trigger",),
    "reflexive": ("reflexive_trigger",),
    "destroy": ("destroy", _MOVE, "regenerated", "shield_used"),
    "discard": (_MOVE,),
    "draw": ("draw", "lose_game"),
    "enter_under_your_control": ("enter_control_begins", _MOVE),
    "exile": (_MOVE,),
    "exile_graveyards": (_MOVE,),
    "exile_top": (_MOVE,),
    "fight": ("damage", "damage_prevented", "shield_used"),
    "flip": ("flip",),
    "gain_control": (_CONTINUOUS,),
    "gain_life": ("life_gain",),
    "grant": (_CONTINUOUS,),
    "look_at_top": ("arrange_library", _MOVE),
    "lose_abilities": (_CONTINUOUS,),
    "lose_game": ("lose_game",),
    "lose_life": ("life_loss",),
    "mill": (_MOVE,),
    "next_draw_instead": ("draw_replacement_begins",),
    "pay": ("mana_spent", "note", "player_counters"),
    "pay_or_sacrifice": (_MOVE, "mana_spent", "life_loss"),
    "phase_out": ("phases_out",),
    "prevent_damage": ("prevention_begins",),
    "prevent_next_from_chosen_source": ("prevention_begins",),
    "pump": (_CONTINUOUS,),
    "put_counters": ("counters",),
    "player_counters": ("player_counters",),
    "proliferate": ("counters", "player_counters", "note"),
    "become_monarch": ("becomes_monarch",),
    "increase_speed": ("speed_increases",),
    "become_saddled": ("becomes_saddled",),
    "backup": ("counters",),
    "ascend": ("gets_citys_blessing", "note"),
    "exploit": ("exploits", "zone_move", "note"),
    "pair": ("paired", "note"),
    "ring_tempts": ("ring_tempts",),
    "flip_coin": ("coin_flip",),
    "storm_copies": ("spell_copied", "note"),
    "put_from_hand": (_MOVE,),
    "put_graveyard_cards_onto_battlefield": (_MOVE,),
    "put_on_library": (_MOVE,),
    "put_onto_battlefield": (_MOVE,),
    "rampage": (_CONTINUOUS,),
    "regenerate": ("regeneration_begins",),
    "exile_if_dies": ("dies_exile_begins",),
    "restrict": (_CONTINUOUS,),
    "combat_rule": (_CONTINUOUS,),
    "extra_turn": ("extra_turn",),
    "return_with_counter": (_MOVE,),
    "remove_own_counter": ("counters", _MOVE),
    "reveal_into_piles": (_MOVE,),
    "reveal_top": (_MOVE, "note"),
    "reveal_until": (_MOVE, "note"),
    "sacrifice": (_MOVE,),
    "scry": ("arrange_library", _MOVE),
    "search_library": (_MOVE, "shuffle"),
    "set_pt": (_CONTINUOUS,),
    "shuffle_into_library": (_MOVE, "shuffle"),
    "skip_next_step": ("skip_begins",),
    "skip_next_untap": ("no_untap_begins",),
    "surveil": ("arrange_library", _MOVE),
    "switch_pt": (_CONTINUOUS,),
    "tap": ("tap",),
    "tap_or_untap": ("tap", "untap", "note"),
    "transform": ("transform",),
    "unearth": (_MOVE,),
    "unattach": ("attach",),
    "enter_attacking": (_MOVE,),
    "embalm_copy": ("create_token",),
    "encore_copies": ("create_token",),
    "encore_after": (_CONTINUOUS, "delayed_trigger"),
    "cascade_exile": (_MOVE,),
    "cascade_cast": ("cast_from_effect", "note"),       # a Note: nothing to cast, no legal targets, or declined
    "cascade_bottom": (_MOVE, "note"),                  # a Note: no card left to put on the bottom
    "madness_cast": ("cast_from_effect", _MOVE),         # cast, or put into the graveyard
    "miracle_cast": ("cast_from_effect", "note"),        # cast, or a Note: declined, or no longer in the hand
    "rebound_cast": ("cast_from_effect", "note"),       # a Note: declined, or nothing to cast
    "suspend_tick": ("counters", "note"),               # a Note: no longer suspended (603.4)
    "suspend_cast": ("cast_from_effect", "note"),       # a Note: declined, or no longer exiled
    "exile_with_counters": (_MOVE,),
    "untap": ("untap",),
}.items()}

#: The trigger events the positions set up, for a trigger about the card itself (``who: self``).
_SELF_EVENTS = frozenset({"enters", "attacks", "dies", "leaves"})
#: The steps whose triggers the first position reaches, for a trigger on Alice's ("you") or any player's step.
_STEPS = frozenset({"upkeep", "draw", "end"})
_DEATH = frozenset({"dies", "leaves"})


@dataclass
class _Seen:
    """What the plays of one card showed, over the seeds."""

    cast: bool = False
    expected: set[str] = field(default_factory=set)      # verbs of spells and abilities that resolved
    shown: set[str] = field(default_factory=set)         # verbs whose events were recorded while they resolved
    triggered: set[int] = field(default_factory=set)     # indexes of the card's triggered abilities that triggered
    notes: list[str] = field(default_factory=list)
    unmet: set[int] = field(default_factory=set)         # indexes of those whose intervening "if" is false in the
                                                         # position (threshold, revolt): the plays can't set them up


def _side(label: str) -> list[object]:
    """One player's permanents in the smoke position: targets of the common kinds (a creature with a +1/+1 counter
    among them, for "each creature you control with a +1/+1 counter on it")."""
    return [{"card": "Grizzly Bears", "id": f"bears_{label}"},
            {"card": "Grizzly Bears", "tapped": True, "counters": {"+1/+1": 1}},
            {"card": "Holy Strength", "attached_to": f"bears_{label}"}, "Ornithopter", "Bonesplitter", "Forest"]


def _is_permanent(card: CardDef) -> bool:
    return not ({"Instant", "Sorcery"} & set(card.types))


def _copy(name: str, card: CardDef) -> object:
    """The battlefield copy as it would be had it entered: a modular permanent with its +1/+1 counters (CR 702.43a;
    an Arcbound Worker placed with none would die at once as a 0/0, its modular counting no counters)."""
    n = sum(int(k.partition(":")[2]) for k in card.keywords if k.startswith("modular:"))
    return {"card": name, "counters": {"+1/+1": n}} if n else name


def _position(name: str, seed: int, death: bool = False, exiled: bool = False) -> Game:
    """The smoke position (``death``: the copy on the battlefield and Day of Judgment in hand; ``exiled``: the card in
    Alice's exile rather than her hand)."""
    card = bundled_db()[name]
    hand = ["Day of Judgment"] if death else [] if exiled else [name]
    alice: dict[str, object] = {"hand": hand + HAND, "mana_pool": POOL, "library": ["Island"] * 10,
                                "battlefield": _side("a") + ([_copy(name, card)] if _is_permanent(card) else []),
                                "graveyard": GRAVEYARD, "exile": [name] if exiled else []}
    doc = {"name": f"smoke {name}", "seed": seed,
           "start": {"turn": 3, "active": "alice", "step": "precombat_main",
                     "players": {"alice": alice, "bob": {"battlefield": _side("b"), "library": ["Island"] * 10,
                                                         "hand": ["Island", "Grizzly Bears", "Giant Growth"],
                                                         "graveyard": GRAVEYARD}}}}
    return build_game(load_text(json.dumps(doc), f"<smoke {name}>")[0])


def _suspended_position(name: str, seed: int) -> Game:
    """The smoke position with the card suspended (CR 702.62b) in Alice's exile with one time counter on it, not in
    her hand: at the beginning of her next upkeep its last time counter is removed and she may cast it (702.62a)."""
    game = _position(name, seed, exiled=True)
    st = game.state
    (card,) = [oid for oid in st.exile if st.objects[oid].card == name]
    st.objects[card].counters = {"time": 1}     # the scenario format puts no counters on a card in exile
    st.touch_chars()
    return game


def _in_combat(card: CardDef) -> bool:
    """Whether the card is also played in combat: an instant (or a card with flash) whose text speaks of attacking
    or blocking creatures ("target attacking creature", "target blocking creature you control")."""
    text = card.text.lower()
    return ("Instant" in card.types or "Flash" in card.keywords) and ("attacking" in text or "blocking" in text)


def _combat_position(name: str, seed: int, card: CardDef) -> Game:
    """The combat position, in the declare blockers step: Alice's untapped Grizzly Bears attack Bob, blocked by
    his, and her Ornithopter attacks unblocked; or, for "blocking creature you control", the same with Bob
    attacking and Alice blocking (she then holds four mana of each colour in her pool all the same)."""
    alice_blocks = "blocking creature you control" in card.text.lower()
    attacker, blocker = ("b", "a") if alice_blocks else ("a", "b")
    def side(label: str) -> list[object]:
        bears: dict[str, object] = {"card": "Grizzly Bears", "id": f"bears_{label}"}
        flyer: dict[str, object] = {"card": "Ornithopter"}
        if label == attacker:
            foe = "bob" if label == "a" else "alice"
            bears["attacking"] = flyer["attacking"] = foe
        else:
            bears["blocking"] = f"bears_{attacker}"
        return [bears, flyer, {"card": "Grizzly Bears", "tapped": True}, "Forest"]
    alice: dict[str, object] = {"hand": [name, *HAND], "mana_pool": POOL, "library": ["Island"] * 10,
                                "battlefield": side("a"), "graveyard": GRAVEYARD}
    doc = {"name": f"smoke {name} in combat", "seed": seed,
           "start": {"turn": 3, "active": "bob" if alice_blocks else "alice", "step": "declare_blockers",
                     "players": {"alice": alice, "bob": {"battlefield": side("b"), "library": ["Island"] * 10,
                                                         "hand": ["Island"], "graveyard": GRAVEYARD}}}}
    return build_game(load_text(json.dumps(doc), f"<smoke {name} in combat>")[0])


def _timed_step(card: CardDef) -> str | None:
    """The first step a card whose own text says when it may be cast (CR 601.3: "cast this spell only during the
    declare attackers step") may be cast in, when the usual position's precombat main phase isn't one of them."""
    steps = cast_steps(printed_chars(card, 0))
    if not steps or "precombat_main" in steps:
        return None
    return next(s.value for s in Step if s.value in steps)


def _timed_position(name: str, seed: int, step: str) -> Game:
    """The position for a card cast only in ``step`` (CR 601.3): in a combat step, Bob's turn, his untapped Grizzly
    Bears and Ornithopter attacking Alice (she has been attacked, 506.2; blockers not yet declared in the declare
    attackers step, Alice's Grizzly Bears blocking his Grizzly Bears from the declare blockers step on); in another
    step, Alice's turn in that step.  Alice holds the card and her pool as in the usual position."""
    combat = step in ("declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage",
                      "end_of_combat")
    blocks = combat and step != "declare_attackers"
    def side(label: str) -> list[object]:
        bears: dict[str, object] = {"card": "Grizzly Bears", "id": f"bears_{label}"}
        flyer: dict[str, object] = {"card": "Ornithopter"}
        if combat and label == "b":
            bears["attacking"] = flyer["attacking"] = "alice"
        elif blocks:
            bears["blocking"] = "bears_b"
        return [bears, flyer, {"card": "Grizzly Bears", "tapped": True}, "Forest"]
    alice: dict[str, object] = {"hand": [name, *HAND], "mana_pool": POOL, "library": ["Island"] * 10,
                                "battlefield": side("a"), "graveyard": GRAVEYARD}
    doc = {"name": f"smoke {name} in {step}", "seed": seed,
           "start": {"turn": 3, "active": "bob" if combat else "alice", "step": step,
                     "players": {"alice": alice, "bob": {"battlefield": side("b"), "library": ["Island"] * 10,
                                                         "hand": ["Island"], "graveyard": GRAVEYARD}}}}
    return build_game(load_text(json.dumps(doc), f"<smoke {name} in {step}>")[0])


def smoke_card(name: str, seeds: tuple[int, ...] = SEEDS, limit: int = 600) -> str:
    """"" when the card smoke-passes (see the module's docstring), else what went wrong."""
    card = bundled_db()[name]
    seen = _Seen()
    death = any(t.trigger.event in _DEATH and t.trigger.who == "self" for t in card.triggered)
    seen.unmet = _unmet_conditions(card, _position(name, seeds[0])) if seeds else set()
    for seed in seeds:
        try:
            _play(name, _position(name, seed), seed, limit, seen, first="cast " + name.lower())
            if death:
                _play(name, _position(name, seed, death=True), seed, limit, seen, first="cast day of judgment",
                      ours_first=False)
            if _in_combat(card):
                _play(name, _combat_position(name, seed, card), seed, limit, seen, first="cast " + name.lower())
            timed = _timed_step(card)
            if timed is not None:    # CR 601.3: cast only in a step the usual position isn't in
                _play(name, _timed_position(name, seed, timed), seed, limit, seen, first="cast " + name.lower())
            if any(k.startswith("suspend:") for k in card.keywords):
                _play(name, _suspended_position(name, seed), seed, limit, seen, first="cast " + name.lower(),
                      ours_first=False)
        except Exception as e:   # noqa: BLE001 - a smoke test reports any failure of the engine as the card's
            return f"seed {seed}: {type(e).__name__}: {e}"
        if seen.notes:
            return f"seed {seed}: {seen.notes[0]}"
    return verdict(card, seen)


def _unmet_conditions(card: CardDef, game: Game) -> set[int]:
    """The card's triggered abilities whose intervening "if" (CR 603.4) is false for the battlefield copy in the smoke
    position ("if there are seven or more cards in your graveyard", "if a permanent left the battlefield under your
    control this turn"): the plays can't be expected to trigger them (the copy's other triggers still must)."""
    st = game.state
    copy = next((o for o in st.battlefield if st.objects[o].card == card.name), None)
    if copy is None:
        return set()
    return {i for i, ab in enumerate(card.triggered) if ab.condition is not None and ab.trigger.event != "state"
            and not holds(st, ab.condition, copy, st.objects[copy].controller)}


def verdict(card: CardDef, seen: _Seen) -> str:
    """What the plays showed against what the card says: "" when it fits."""
    if not seen.cast:
        return "the card could not be cast or played"
    for i, ab in enumerate(card.triggered):
        t = ab.trigger
        settable = (t.who == "self" and t.event in _SELF_EVENTS and (t.event != "attacks" or "Creature" in card.types)
                    or t.event == "step" and t.step in _STEPS and t.whose in ("you", "any"))
        if settable and _is_permanent(card) and i not in seen.triggered and i not in seen.unmet:
            return f"its {t.event}{' ' + t.step if t.step else ''} trigger was set up but never triggered"
    for verb in sorted(seen.expected - seen.shown):
        kinds = SHOWN_BY.get(verb)
        if kinds is None:
            return f"no event kind is known to show the effect verb {verb!r} (add it to cardsmoke.SHOWN_BY)"
        return f"its {verb!r} effect resolved but no {' or '.join(sorted(kinds))} event showed it"
    return ""


def _verbs(body: Body | None, modes: tuple[int, ...]) -> set[str]:
    """The verbs of the effects a stack object resolves with (its chosen modes), those under an "if" apart."""
    if body is None:
        return set()
    chosen = modes if body.modal else (0,)
    return {e.verb for m in chosen if m < len(body.modes) for e in body.modes[m].effects if e.condition is None}


def _ours(game: Game, name: str) -> list[int]:
    """The stack objects that are the card or one of its abilities."""
    st = game.state
    out = []
    for oid in st.stack:
        o = st.objects[oid]
        if (o.kind == "ability" and o.source_name == name) or (o.kind != "ability" and o.card == name):
            out.append(oid)
    return out


def _resolving(game: Game, ours: list[int]) -> int | None:
    """Which of our stack objects is resolving now (a ``resolve`` frame is at work on it), if any."""
    for frame in game.state.frames:
        if frame.kind == "resolve" and frame.data.get("obj") in ours:
            return int(frame.data["obj"])
    return None


#: The endings of a face-down cast's notation (``cast CARD with morph``).
_FACE_DOWN_CASTS = (" with morph", " with disguise")


def _play(name: str, game: Game, seed: int, limit: int, seen: _Seen, first: str, ours_first: bool = True) -> None:
    """Play a position to Alice's next precombat main phase, recording what it shows in ``seen`` (``first``: the
    action Alice takes first; ``ours_first``: it is casting or playing the card)."""
    agent = RandomAgent(seed)
    rng = random.Random(seed)
    low = name.lower()
    done_first = False
    used: set[str] = set()
    attacked_turns: set[int] = set()
    windows: dict[int, set[str]] = {}     # our stack object -> the event kinds recorded while it resolved
    bodies: dict[int, set[str]] = {}      # our stack object -> the verbs it resolves with
    fizzled: set[int] = set()             # our stack objects that didn't resolve: every target illegal (608.2b)
    already: dict[int, set[str]] = {}     # our stack object -> "tap"/"untap" when its objects were all so already
    mana_watch = 0
    st = game.state
    # the abilities activated are the placed copy's: the copy cast stays to set up the triggers (a sacrifice
    # ability of the placed copy can't take both away)
    placed = {oid for oid, o in st.objects.items() if o.card == name and o.zone == Zone.BATTLEFIELD}
    for _ in range(limit):
        d = game.pending
        if game.is_over or d is None or st.turn > 5 or (st.turn == 5 and st.step == Step.PRECOMBAT_MAIN):
            break
        ours = _ours(game, name)
        for oid in ours:
            o = st.objects[oid]
            if oid not in bodies:
                bodies[oid] = _verbs(body_of(st, o), o.modes)
                if o.ability is not None and o.ability[0] == "triggered":
                    seen.triggered.add(o.ability[1])
        top = ours[-1] if ours and st.stack and st.stack[-1] == ours[-1] else None
        if top is not None:
            already[top] = _already(game, top)
        actions = d.legal_actions()
        texts = [format_action(game, a) for a in actions]
        pick = None
        if d.player == 0:
            if not done_first:
                mine = [i for i, t in enumerate(texts) if t.lower().startswith((first, "play " + low))]
                # a face-down cast (morph, disguise: 702.37c, 702.168b) shows none of the card's abilities: only if
                # there is no other
                mine = [i for i in mine if not texts[i].lower().endswith(_FACE_DOWN_CASTS)] or mine
                # a card that can't be cast from the hand now (no mana cost: Ancestral Vision) may still offer a
                # special action from there (suspend, 702.62a, 116.2f): take it
                mine = mine or [i for i, t in enumerate(texts) if t.lower() == "special " + low]
                if mine:
                    pick, done_first = rng.choice(mine), True
                    seen.cast = seen.cast or ours_first
            if pick is None:
                fresh = [i for i, t in enumerate(texts) if t.lower().startswith("activate " + low) and t not in used
                         and getattr(actions[i], "card", None) in placed]
                if fresh:
                    pick = fresh[0]
                    used.add(texts[pick])
            if pick is None and d.kind == "choose" and d.data.get("what") == "may" \
                    and d.prompt.lower().startswith("cast " + low + " "):
                pick = 0     # CR 608.2g: cast the card itself during a resolution (suspend, rebound, cascade): yes
            if pick is None and d.kind == "choose" and d.data.get("what") == "legend":
                # CR 704.5j: keep the copy placed on the battlefield (not summoning sick), so that it can attack
                keep = [i for i, a in enumerate(actions) if isinstance(a, Choose) and len(a.picks) == 1
                        and d.options[a.picks[0]].value in placed]
                pick = keep[0] if keep else None
            if pick is None and st.turn not in attacked_turns:
                attack = [i for i, t in enumerate(texts) if t.lower().startswith("attacker " + low)]
                if attack:
                    pick = attack[0]
                    attacked_turns.add(st.turn)
        before = len(st.events)
        if pick is not None and texts[pick].lower().startswith("activate " + low) and card_has_mana_ability(name):
            mana_watch = 4                     # a mana ability doesn't use the stack (CR 605.3a): watch a few steps
        if pick is None:
            choice = agent.choose(game)
            if d.player == 0 and format_action(game, choice).lower().startswith("activate " + low) \
                    and "pass" in texts:
                choice = actions[texts.index("pass")]   # its abilities are activated once each, above, no more
        game.apply(actions[pick] if pick is not None else choice)
        new = [ev for _, _, ev in st.events[before:]]
        kinds = {ev.kind for ev in new}
        if any(ev.kind == "cast_from_effect" and getattr(ev, "player", None) == 0
               and st.objects.get(st.stack[-1] if st.stack else -1, None) is not None
               and st.objects[st.stack[-1]].card == name for ev in new):
            seen.cast = True     # CR 608.2g: the card cast during a resolution (from the suspended position)
        notes = [str(getattr(ev, "text", "")) for ev in new if ev.kind == "note"]
        seen.notes.extend(n for n in notes if "unsupported" in n.lower())
        if any(n.startswith(f"{name}'s ability is removed from the stack") for n in notes):
            # CR 603.3d: it triggered, and was removed for want of a legal target (the note doesn't say which of
            # the card's targeted triggered abilities: each counts)
            seen.triggered.update(i for i, ab in enumerate(bundled_db()[name].triggered)
                                  if ab.body.modal or any(m.targets for m in ab.body.modes))
        if mana_watch > 0:
            mana_watch -= 1
            seen.expected.add("add_mana")
            if "add_mana" in kinds:
                seen.shown.add("add_mana")
                mana_watch = 0
        now_ours = _ours(game, name)
        now = _resolving(game, now_ours)
        if top is not None and (top not in now_ours or now == top):
            windows.setdefault(top, set()).update(kinds)
            if any("doesn't resolve" in n or n.endswith(f"declined {name}'s ability") for n in notes):
                fizzled.add(top)     # CR 608.2b, or its controller declined its "you may" (603.5): nothing to show
        if now is not None:
            windows.setdefault(now, set()).update(kinds)
    for oid, verbs in bodies.items():
        if oid in windows and oid not in fizzled:     # it resolved (not countered, fizzled or still waiting)
            seen.expected.update(verbs)
            seen.shown.update(v for v in verbs if SHOWN_BY.get(v, frozenset()) & windows[oid])
            seen.shown.update(verbs & already.get(oid, set()))


def _already(game: Game, oid: int) -> set[str]:
    """CR 701.26a: tapping a tapped permanent (or untapping an untapped one) does nothing and shows no event: the
    verbs ("tap", "untap") a stack object's objects (its target objects; else the permanent its source is attached
    to, else its source) are all in the state of already."""
    st = game.state
    o = st.objects[oid]
    ids = [i for kind, i in o.targets if kind == "o"]
    if not ids and o.source is not None and o.source in st.objects:
        src = st.objects[o.source]
        ids = [src.attached_to if src.attached_to is not None else o.source]
    objs = [st.objects[i] for i in ids if i in st.objects]
    if not objs:
        return set()
    return ({"tap"} if all(x.tapped for x in objs) else set()) | ({"untap"} if not any(x.tapped for x in objs) else set())


def card_has_mana_ability(name: str) -> bool:
    """Whether the card has a mana ability (CR 605.1a)."""
    return any(ab.is_mana for ab in bundled_db()[name].activated)


def _smoke_one(name: str) -> tuple[str, str]:
    return name, smoke_card(name)


def smoke_all(names: list[str], jobs: int = 0) -> dict[str, str]:
    """Smoke-play every named card (``jobs`` processes, 0: one per core): name -> "" when it passed, else why not."""
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(names) < 50:
        return dict(_smoke_one(n) for n in names)
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return dict(pool.imap_unordered(_smoke_one, names, chunksize=32))


def write_smoke(results: dict[str, str], compiled_file: Path, out: Path) -> int:
    """Write the smoke status shipped beside the compiled cards (``cards.db.SMOKE_FILE``); returns how many passed."""
    passed = sorted(n for n, why in results.items() if not why)
    doc = {"compiled_sha256": hashlib.sha256(compiled_file.read_bytes()).hexdigest(), "seeds": list(SEEDS),
           "passed": passed, "failed": {n: why for n, why in sorted(results.items()) if why}}
    with lzma.open(out, "wt", encoding="utf-8", preset=9) as fh:
        json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return len(passed)
