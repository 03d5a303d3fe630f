"""The sample decks shipped with manastack, as deck-list text files.

``red_burn.txt`` (mono-red creatures and burn), ``gw_creatures.txt`` (green-white
creatures) and ``ur_old_mechanics.txt`` (blue-red, the mechanics of the older sets: phasing,
cumulative upkeep, echo, buyback, cycling, snow); six classic decks made only of compiled cards that smoke-pass
(issue 9) and hand-written ones, with basic lands: ``pauper_burn``, ``stompy``, ``white_weenie``, ``mono_black``,
``blue_tempo`` and ``elves``.  Read them with :func:`manastack.decklist.load_sample_deck`; list them with
:func:`manastack.decklist.sample_decks`.
"""
