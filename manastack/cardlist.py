"""``manastack cards``: which cards the engine has, and whether they match their Oracle text.

For deck builders (is my card supported?) and for whoever adds cards (does the
definition match the corpus in ../shared?).  Not part of the rules core.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import TextIO

from rich.console import Console
from rich.table import Table

from manastack.cards.corpus import check_card, corpus_path, load_corpus
from manastack.cards.db import COMPILED_FILE, SMOKE_FILE, CardDB, bundled_db, clear_caches, smoke_status


def matching(db: CardDB, query: str) -> list[str]:
    """Card names whose name, type line or text holds ``query`` (case-insensitive): the hand-written cards and the
    compiled ones (read from their data, not loaded)."""
    q = query.lower()
    rows = {c.name: (c.type_line, c.text) for c in db}
    for d in db.compiled_data().values():
        rows.setdefault(str(d["name"]), (str(d.get("type", "")), str(d.get("text", ""))))
    return sorted(n for n, (type_line, text) in rows.items()
                  if not q or q in n.lower() or q in type_line.lower() or q in text.lower())


def run_cards(query: str = "", check: bool = False, stream: TextIO | None = None) -> int:
    """List bundled cards matching ``query``; with ``check``, compare each with the Oracle corpus and report any
    keyword ability of its Oracle text that the rules don't implement."""
    console = Console(file=stream, highlight=False, soft_wrap=False)
    db = bundled_db()
    names = matching(db, query)
    if check:       # the hand-written cards (the compiled ones are the corpus's by construction)
        hand_written = set(db.names())
        names = [n for n in names if n in hand_written]
        path = corpus_path()
        if path is None:
            console.print("No card corpus found: put ../shared beside the checkout or set MANASTACK_SHARED.")
            return 2
        corpus = load_corpus(path)
        problems = 0
        for name in names:
            for d in check_card(db[name], corpus):
                problems += 1
                console.print(f"{db[name].where}: {name}: {d}")
        console.print(f"{len(names)} card(s) checked against {path}: {problems} difference(s)")
        return 1 if problems else 0
    if not names:
        console.print(f"No bundled card matches {query!r}.")
        return 1
    table = Table(title=f"{len(names)} bundled card(s)" + (f" matching {query!r}" if query else ""))
    for col in ("Name", "Cost", "Type", "P/T", "Text", "Source"):
        table.add_column(col, overflow="fold")
    hand_written = set(db.names())
    for name in names:
        c = db[name]
        pt = f"{c.power}/{c.toughness}" if c.power is not None else ""
        table.add_row(c.name, str(c.cost or ""), c.type_line, pt, c.text,
                      "hand-written" if name in hand_written else "compiled")
    console.print(table)
    return 0


def run_coverage(limit: int = 0, top: int = 25, stream: TextIO | None = None, write: bool = False,
                 smoke: int = 0, jobs: int = 0) -> int:
    """Compile the corpus's Oracle text (the first ``limit`` cards when > 0) and print the counts per status over
    all cards and the game pool, the failing phrases that block most pool cards, and how long it took; with
    ``write``, also write the shipped compiled data and smoke-play every compiled pool card (``jobs`` processes, 0:
    one per core) to write the shipped smoke status (``manastack cards compile``)."""
    from manastack.oracle.coverage import measure, write_compiled   # the compiler loads Lark: only for this command

    console = Console(file=stream, highlight=False, soft_wrap=False)
    try:
        corpus = load_corpus()
    except FileNotFoundError as e:
        console.print(f"error: {e}")
        return 2
    faces = list(corpus.values())[:limit] if limit > 0 else list(corpus.values())
    start = time.perf_counter()
    cov = measure(faces, corpus)
    took = time.perf_counter() - start
    if write:
        out = Path(__file__).parent / "cards" / "data" / COMPILED_FILE
        path = corpus_path()
        assert path is not None     # load_corpus found it
        n = write_compiled(cov, path, out, bundled_db().names())
        console.print(f"wrote {n} compiled cards (hand-written ones excluded) to {out}")
        from manastack.cardsmoke import smoke_all, write_smoke   # plays games: only when compiling
        clear_caches()          # the smoke plays must read the file just written
        t0 = time.perf_counter()
        results = smoke_all(sorted(cov.compiled), jobs)
        passed = write_smoke(results, out, out.with_name(SMOKE_FILE))
        console.print(f"smoke-played the {len(results)} compiled pool cards in {time.perf_counter() - t0:.1f} s "
                      f"({jobs or 'one per core'} processes): {passed} passed; wrote {out.with_name(SMOKE_FILE)}")
        clear_caches()
        for card, reason in sorted((c, r) for c, r in results.items() if r)[:top]:
            console.print(f"smoke failed: {card}: {reason}")
    table = Table(title="Oracle compiler coverage (issue 9)")
    table.add_column("status")
    table.add_column("all cards", justify="right")
    table.add_column("game pool", justify="right")
    all_n, pool_n = sum(cov.total.values()), sum(cov.pool.values())
    smoke_row = _shipped_smoke_row(set(cov.compiled), pool_n)
    if smoke > 0:
        from manastack.cardsmoke import smoke_card   # plays games: only when asked for
        sample = random.Random(0).sample(sorted(cov.compiled), min(smoke, len(cov.compiled)))
        t0 = time.perf_counter()
        failed = {card: reason for card in sample if (reason := smoke_card(card))}
        smoke_row = (f"{len(sample) - len(failed)} of {len(sample)} sampled "
                     f"({time.perf_counter() - t0:.1f} s)")
        for card, reason in sorted(failed.items())[:top]:
            console.print(f"smoke failed: {card}: {reason}")
    for status in ("compiled", "smoke-passed", "unparsed"):
        if status == "smoke-passed":
            table.add_row(status, "", smoke_row)
            continue
        table.add_row(status, f"{cov.total[status]} ({cov.total[status] / max(all_n, 1):.1%})",
                      f"{cov.pool[status]} ({cov.pool[status] / max(pool_n, 1):.1%})")
    table.add_row("total", str(all_n), str(pool_n))
    console.print(table)
    why = Table(title=f"Failing phrases of the game pool, by the cards whose first failure they are (top {top})")
    why.add_column("cards", justify="right")
    why.add_column("phrase")
    for phrase, n in cov.phrases.most_common(top):
        why.add_row(str(n), phrase)
    console.print(why)
    console.print("unparsed pool cards by stage: " + ", ".join(f"{k} {v}" for k, v in cov.reasons.most_common()))
    console.print(f"{len(faces)} cards compiled in {took:.1f} s")
    return 0


def _shipped_smoke_row(compiled: set[str], pool_n: int) -> str:
    """The smoke-passed row from the shipped smoke status (``manastack cards compile`` measures it)."""
    doc = smoke_status()
    if not doc:
        return "not measured: run `manastack cards compile` (or --smoke N for a sample)"
    passed = len(compiled & set(doc.get("passed") or ()))
    return f"{passed} ({passed / max(pool_n, 1):.1%})"
