"""What a player sees and how events are told: above the ``Game`` API, read by the UIs.

* :mod:`~manastack.view.names`: naming players and objects for a viewer (hidden cards stay hidden);
* :mod:`~manastack.view.phrases`: each event kind put into words once, for a viewer;
* :mod:`~manastack.view.log`: the log of a game for a viewer (the judge's explained log, the terminal's);
* :mod:`~manastack.view.player`: :func:`view`, a player's view of a game as a typed value.

The rules never import this package.
"""
