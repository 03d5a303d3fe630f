"""The rules core: game state in, game state out; no I/O.

One module per subject (docs/architecture.md).  Frame handlers and the words of the
card vocabulary register themselves when their modules are imported;
``manastack.effects.load_all`` imports them all once.
"""
