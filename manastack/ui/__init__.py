"""The terminal player: ``manastack play`` (``terminal.run_play``) and the board it draws (``board``).

The UI only uses the engine's public face (``Game``, decisions, the action notation,
the recorded events); nothing in the engine imports it.
"""
