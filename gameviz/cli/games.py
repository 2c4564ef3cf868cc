"""``gameviz games``: the built-in games, their parameters and defaults."""

from __future__ import annotations

import argparse

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands
from gameviz.games import DEFAULT_SPEC, GAMES

NAME = "games"


def add(sub: Subcommands) -> None:
    """Add ``games`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="list the built-in games and their parameters",
        description="List every built-in game, its parameters and their defaults.",
    )
    parser.set_defaults(run=run)


def catalogue() -> str:
    """Every game: its name, title, summary, parameters and an example specification."""
    lines = []
    for info in GAMES.values():
        lines.append(f"{info.name} — {info.title}")
        lines.append(f"  {info.summary}")
        lines.extend(f"  {parameter.describe()}" for parameter in info.parameters)
        if all(p.default is not None for p in info.parameters):
            lines.append(f"  example: {info.spec(info.defaults())}")
        lines.append("")
    lines.append(f"The application opens {DEFAULT_SPEC} when started without a source.")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Print the catalogue of games."""
    output.text(catalogue())
    return 0
