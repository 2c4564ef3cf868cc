"""``gameviz solve``: every player's attractor step by step, the draws, the winner, the strategies."""

from __future__ import annotations

import argparse
import json

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands, add_language, add_source
from gameviz.cli.language import translations
from gameviz.cli.whole_arena import whole_arena
from gameviz.core.solution import solve
from gameviz.figure.notation import NOTATIONS
from gameviz.report.attractor import solution_report, solution_to_json
from gameviz.source import load_arena

NAME = "solve"


def add(sub: Subcommands) -> None:
    """Add ``solve`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="attractors step by step, draws, winner and strategies",
        description="Compute every player's attractor and print each step in the "
        "course's set notation, the draws, who wins from the start and the strategies.",
    )
    add_source(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument(
        "--notation",
        choices=sorted(NOTATIONS),
        default="j1j2",
        help="names of the players (default j1j2)",
    )
    add_language(parser)
    parser.set_defaults(run=run)


@whole_arena
def run(args: argparse.Namespace) -> int:
    """Solve the arena and print the steps (or one JSON object)."""
    arena = load_arena(args.source, limit=args.limit)
    output.arena_warnings(arena)
    solution = solve(arena)
    if args.json:
        output.text(json.dumps(solution_to_json(arena, solution), ensure_ascii=False))
    else:
        output.text(solution_report(arena, solution, NOTATIONS[args.notation], translations(args.lang).attractor))
    return 0
