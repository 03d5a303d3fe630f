"""The judge: scenario files (../shared/scenario-format.md) run against the engine.

* :mod:`manastack.judge.scenario` loads and validates the YAML into typed values,
  every mistake reported as ``file:line: what is wrong`` (with the likely fix);
* :mod:`manastack.judge.setup` builds the start position directly in a ``GameState``;
* :mod:`manastack.judge.script` carries out the script lines through the action
  notation (``manastack.notation``) and ``Game.apply``;
* :mod:`manastack.judge.expect` checks the expectations;
* :mod:`manastack.judge.runner` ties them together for ``manastack judge FILE...``.

The explained log (``--explain``) is rendered by :mod:`manastack.explain`.
"""
