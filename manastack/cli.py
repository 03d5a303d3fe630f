"""The ``manastack`` command: ``simulate``, ``judge``, ``play``, ``cards``.

Each command is a thin layer over a module that does the work (``manastack.simulate``,
``manastack.judge``, ``manastack.ui.terminal``); those import the engine, never the
other way round.
"""

from __future__ import annotations

import sys

import click


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="manastack")
def main() -> None:
    """manastack: a Magic: The Gathering rules engine."""


@main.command()
@click.argument("deck_a", required=False)
@click.argument("deck_b", required=False)
@click.option("-n", "--games", default=200, show_default=True, help="How many games to play.")
@click.option("--seed", default=1, show_default=True, help="Seed of the first game (game i uses seed+i).")
@click.option("--agent-a", default="heuristic", show_default=True, help="Agent playing deck A (heuristic, random).")
@click.option("--agent-b", default="heuristic", show_default=True, help="Agent playing deck B.")
@click.option("--no-progress", is_flag=True, help="Do not show the progress bar.")
@click.option("--format", "deck_format", type=click.Choice(["constructed", "limited", "none"]),
              default="constructed", show_default=True,
              help="Deck construction rules the decks must follow: constructed (60+ cards, at most 4 of a card "
                   "but basic lands, CR 100.2a), limited (40+ cards, 100.2b), none (no check).")
def simulate(deck_a: str | None, deck_b: str | None, games: int, seed: int, agent_a: str, agent_b: str,
             no_progress: bool, deck_format: str) -> None:
    """Play GAMES games between DECK_A and DECK_B (deck files or bundled sample names) and print the results.

    Without decks, the two first bundled sample decks play (red_burn vs gw_creatures); the third,
    ur_old_mechanics, plays the mechanics of the older sets (phasing, upkeep costs, buyback, cycling).
    """
    from manastack.simulate import run_simulate  # imported when the command runs: `manastack --help` stays fast

    sys.exit(run_simulate(deck_a or "red_burn", deck_b or "gw_creatures", games, seed, agent_a, agent_b,
                          progress=not no_progress, deck_format=deck_format))


@main.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
@click.option("--explain", is_flag=True, help="Print each scenario's game log with the rules behind each event.")
def judge(files: tuple[str, ...], explain: bool) -> None:
    """Run scenario FILES (../shared/scenario-format.md); exit 0 only if every scenario passes."""
    from manastack.judge.runner import run_judge  # imported when the command runs: `manastack --help` stays fast

    sys.exit(run_judge(list(files), explain=explain))


@main.command()
@click.argument("deck_a", required=False)
@click.argument("deck_b", required=False)
@click.option("--seed", default=None, type=int, help="Seed of the game (default: random).")
@click.option("--ai", default="heuristic", show_default=True, help="The opponent agent.")
@click.option("--plain", is_flag=True, help="Line by line, without the full screen (the default when input or "
              "output is not a terminal).")
def play(deck_a: str | None, deck_b: str | None, seed: int | None, ai: str, plain: bool) -> None:
    """Play DECK_A against the AI playing DECK_B in the terminal."""
    from manastack.ui.terminal import run_play  # imported when the command runs: `manastack --help` stays fast

    screen = None
    if not plain and sys.stdin.isatty() and sys.stdout.isatty():
        from manastack.ui.screen import run_full_screen  # Textual loads only for the full screen

        screen = run_full_screen
    sys.exit(run_play(deck_a or "red_burn", deck_b or "gw_creatures", seed, ai, screen=screen))


class _CardsGroup(click.Group):
    """``manastack cards [QUERY]`` lists cards; ``manastack cards coverage`` is a subcommand: a first word that
    isn't a subcommand's name is the query."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        words = [a for a in args if not a.startswith("-")]
        if words and words[0] not in self.commands:
            ctx.meta["cards_query"] = words[0]
            args = [a for a in args if a is not words[0]]
        return super().parse_args(ctx, args)


@main.group(cls=_CardsGroup, invoke_without_command=True)
@click.option("--check", is_flag=True, help="Compare the cards with the Oracle corpus in ../shared.")
@click.pass_context
def cards(ctx: click.Context, check: bool) -> None:
    """List the bundled cards (those whose name, type or text holds QUERY): manastack cards [QUERY] [--check]."""
    if ctx.invoked_subcommand is not None:
        return
    from manastack.cardlist import run_cards  # imported when the command runs: `manastack --help` stays fast

    from manastack.cards.loader import CardFormatError  # imported with the command, as above

    try:
        sys.exit(run_cards(str(ctx.meta.get("cards_query", "")), check))
    except CardFormatError as e:     # a bundled card file that can't be read: say where, not a traceback
        click.echo(f"error: {e}", err=True)
        sys.exit(2)


@cards.command()
@click.option("--limit", type=int, default=0, help="Only the first N cards of the corpus (0: all).")
@click.option("--top", type=int, default=25, help="How many failing phrases to list.")
@click.option("--smoke", type=int, default=0, help="Smoke-play a seeded sample of N compiled cards (3 seeds each).")
def coverage(limit: int, top: int, smoke: int) -> None:
    """Compile the Oracle text of every corpus card and count the statuses (issue 9)."""
    from manastack.cardlist import run_coverage  # imported when the command runs, as above

    sys.exit(run_coverage(limit, top, smoke=smoke))


@cards.command(name="compile")
@click.option("--top", type=int, default=25, help="How many failing phrases to list.")
@click.option("--jobs", type=int, default=0, help="Processes that smoke-play the compiled cards (0: one per core).")
def compile_cards(top: int, jobs: int) -> None:
    """Compile the whole corpus and write the compiled cards shipped in the package, then smoke-play each compiled
    pool card and write its smoke status beside them (with the coverage table)."""
    from manastack.cardlist import run_coverage  # imported when the command runs, as above

    sys.exit(run_coverage(0, top, write=True, jobs=jobs))


if __name__ == "__main__":  # pragma: no cover
    main()
