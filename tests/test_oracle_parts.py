"""The Oracle grammar's parts (issue 9): a part adds rules with Lark's %extend and transformer methods of its own;
two parts can't claim one rule."""

from __future__ import annotations

import types

import pytest
from lark import Lark

from manastack.oracle import compiler, parts
from manastack.oracle.terms import Obj


def _part(name: str, **methods: object) -> types.ModuleType:
    module = types.ModuleType(f"manastack.oracle.parts.{name}")
    module.Terms = type("Terms", (), methods)      # type: ignore[attr-defined]
    return module


def test_two_parts_defining_one_transformer_method_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parts, "PARTS", (_part("a", shuffle=lambda self, a: None),
                                         _part("b", shuffle=lambda self, a: None)))
    with pytest.raises(RuntimeError, match="parts .*a and .*b both define 'shuffle'"):
        parts.term_classes()


def test_a_part_extends_the_base_grammar_and_its_methods_come_first(monkeypatch: pytest.MonkeyPatch) -> None:
    part = _part("shuffle", shuffle_you=lambda self, a: ("shuffle", {"player": Obj("ref", ref="you")}))
    monkeypatch.setattr(parts, "PARTS", (part,))
    monkeypatch.setattr(compiler, "PARTS", (part,))
    monkeypatch.setattr(compiler, "part_grammar",
                        lambda p: '%extend clause: "shuffle your library" -> shuffle_you\n')
    grammar = Lark(compiler.grammar_text(), parser="earley", lexer="dynamic", ambiguity="resolve")
    tree = grammar.parse("draw a card. shuffle your library.")
    terms = type("T", (*parts.term_classes(), compiler._BaseTerms), {})().transform(tree)
    assert terms == [("draw", {"amount": 1}), ("shuffle", {"player": Obj("ref", ref="you")})]
