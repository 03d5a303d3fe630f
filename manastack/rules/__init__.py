"""The rules core: no I/O, only game state and the rules that change it."""
