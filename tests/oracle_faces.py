"""Shared test helpers for the Oracle compiler's tests (issue 9): corpus faces as MTGJSON AtomicCards has them,
and the card data a face compiles to."""

from __future__ import annotations

import json
from typing import Any

from manastack import Game
from manastack.judge.runner import run_scenario
from manastack.judge.script import run_script
from manastack.judge.setup import build_game
from manastack.judge.scenario import load_text
from manastack.oracle.compiler import compile_face
from manastack.oracle.render import render_mismatch


def face(name: str, type_line: str, text: str, cost: str | None = "{1}", power: str | None = None,
         toughness: str | None = None) -> dict[str, Any]:
    """A corpus face with what the compiler reads; the card types are the words before the dash."""
    types = type_line.split("—")[0].split()
    return {"name": name, "type": type_line, "types": types, "text": text, "manaCost": cost, "power": power,
            "toughness": toughness, "layout": "normal"}


def creature_face(name: str, type_line: str, text: str, cost: str = "{2}", power: str | None = "2",
                  toughness: str | None = "2") -> dict[str, Any]:
    """A corpus face that is a 2/2 for {2} when it is a creature (and has no power or toughness otherwise)."""
    out = face(name, type_line, text, cost, power, toughness)
    if "Creature" not in out["types"]:
        out["power"] = out["toughness"] = None
    return out


def data(f: dict[str, Any]) -> dict[str, Any]:
    """The card data ``f`` compiles to; it must compile and render back to its Oracle text."""
    r = compile_face(f)
    assert r.status == "compiled", (r.reason, r.phrase)
    assert r.card is not None and render_mismatch(r.card) == ""
    assert r.data is not None
    return r.data


def main_phase_doc(cards: list[dict[str, Any]], alice: dict[str, Any], bob: dict[str, Any] | None = None,
                   script: list[str] | None = None, expect: dict[str, Any] | None = None) -> dict[str, Any]:
    """A scenario document: these card definitions, alice's precombat main phase of turn 3 with these zones."""
    return {"name": "test", "cards": cards,
            "start": {"turn": 3, "active": "alice", "step": "precombat_main",
                      "players": {"alice": alice, "bob": bob or {}}},
            "script": script or [], "expect": expect or {}}


def assert_plays(doc: dict[str, Any]) -> None:
    """Run the scenario document ``doc``; it must pass (its failures and the end of its log otherwise)."""
    (sc,) = load_text(json.dumps(doc), "<test>")
    result = run_scenario(sc)
    assert result.passed, "\n".join(result.failures + result.log[-40:])


def scenario_failures(faces: list[dict[str, Any]], doc: dict[str, Any]) -> list[str]:
    """The failures of the scenario document ``doc`` played with the cards these faces compile to."""
    defs = [data(f) for f in faces]
    return run_scenario(load_text(json.dumps({"name": "t", "cards": defs, **doc}), "<test>")[0]).failures


def faces_doc(faces: dict[str, dict[str, Any]], names: list[str], alice: dict[str, Any],
              bob: dict[str, Any] | None = None, script: list[str] | None = None,
              expect: dict[str, Any] | None = None) -> dict[str, Any]:
    """``main_phase_doc`` with the cards the faces ``names`` (looked up in ``faces``) compile to."""
    return main_phase_doc([data(faces[n]) for n in names], alice, bob, script, expect)


def faces_play(faces: dict[str, dict[str, Any]], names: list[str], alice: dict[str, Any],
               bob: dict[str, Any] | None, script: list[str], expect: dict[str, Any]) -> None:
    """``assert_plays`` of ``faces_doc``."""
    assert_plays(faces_doc(faces, names, alice, bob, script, expect))


def doc_failures(doc: dict[str, Any], cards: list[dict[str, Any]]) -> list[str]:
    """The failures of the scenario document ``doc`` played with the card data ``cards``."""
    return run_scenario(load_text(json.dumps({"name": "t", "cards": cards, **doc}), "<test>")[0]).failures


def doc_game(doc: dict[str, Any], cards: list[dict[str, Any]]) -> Game:
    """The game the script of the scenario document ``doc`` (with the card data ``cards``) leaves."""
    sc = load_text(json.dumps({"name": "t", "cards": cards, **doc}), "<test>")[0]
    game = build_game(sc)
    run_script(game, sc.script)
    return game

