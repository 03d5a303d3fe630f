"""The sample decks shipped with manastack, as deck-list text files.

``red_burn.txt`` (mono-red creatures and burn) and ``gw_creatures.txt`` (green-white
creatures).  Read them with :func:`manastack.decklist.load_sample_deck`; list them with
:func:`manastack.decklist.sample_decks`.
"""
