"""The command line: the same pipeline as the application, without a window.

``gameviz`` alone opens the application on the course's 10-stick game;
``gameviz SOURCE`` opens a file or a game. Subcommands print results for
scripts and slides; see ``gameviz --help``. Input mistakes print one line on
standard error and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from gameviz import __version__
from gameviz.core.arena import Arena
from gameviz.core.errors import Cancelled, InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT
from gameviz.core.solution import Solution, solve
from gameviz.figure.notation import NOTATIONS, Notation, format_set, step_equation
from gameviz.games import DEFAULT_SPEC, GAMES
from gameviz.io import write_arena
from gameviz.source import load_arena

COMMANDS: dict[str, Callable[[argparse.ArgumentParser], None]] = {}


def command(name: str):
    """Register the function that adds subcommand ``name`` to the parser."""

    def register(add: Callable[[argparse.ArgumentParser], None]):
        COMMANDS[name] = add
        return add

    return register


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``gameviz`` and its subcommands."""
    parser = argparse.ArgumentParser(
        prog="gameviz",
        description="Two-player games of perfect information: arenas, attractors, "
        "minimax and alpha-beta, step by step. Without a subcommand, gameviz opens "
        "the application (on SOURCE, or on the course's 10-stick game).",
        epilog="SOURCE is an arena file (.json, .dot, .graphml, or the course's "
        "Python notation .py) or a game specification such as "
        "sticks:n=10,take=1-3,last=loses (see: gameviz games).",
    )
    parser.add_argument("--version", action="version", version=f"gameviz {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, add in COMMANDS.items():
        add(sub)
    return parser


def _source_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="SOURCE", help="an arena file or a game specification")
    parser.add_argument(
        "--limit",
        type=int,
        default=DEFAULT_VERTEX_LIMIT,
        metavar="N",
        help=f"largest arena to generate (default {DEFAULT_VERTEX_LIMIT:,} vertices)",
    )


def _load(args: argparse.Namespace) -> Arena:
    arena = load_arena(args.source, limit=args.limit)
    for warning in arena.warnings():
        print(f"gameviz: warning: {warning}", file=sys.stderr)
    return arena


# ------------------------------------------------------------------- solve
@command("solve")
def _add_solve(sub) -> None:
    parser = sub.add_parser(
        "solve",
        help="attractors step by step, draws, winner and strategies",
        description="Compute both players' attractors and print each step in the "
        "course's set notation, the draws, who wins from the start and the strategies.",
    )
    _source_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument(
        "--notation",
        choices=sorted(NOTATIONS),
        default="j1j2",
        help="names of the players (default j1j2)",
    )
    parser.set_defaults(run=_run_solve)


def _run_solve(args: argparse.Namespace) -> int:
    arena = _load(args)
    solution = solve(arena)
    if args.json:
        print(json.dumps(solution_to_json(arena, solution), ensure_ascii=False))
    else:
        print(solution_report(arena, solution, NOTATIONS[args.notation]))
    return 0


def solution_to_json(arena: Arena, solution: Solution) -> dict:
    """The ``solve --json`` object, with vertex ids as in the arena file."""
    ident = arena.id
    return {
        "start": None if arena.start is None else ident(arena.start),
        "attractors": {
            str(p): {
                "steps": [[ident(v) for v in step.added] for step in solution.attractors[p].steps],
                "rank": {ident(v): r for v, r in solution.attractors[p].rank.items()},
            }
            for p in (1, 2)
        },
        "outcome": {ident(v): who for v, who in solution.outcome.items()},
        "strategy": {
            str(p): {ident(v): ident(w) for v, w in solution.strategies[p].items()} for p in (1, 2)
        },
    }


def solution_report(arena: Arena, solution: Solution, notation: Notation) -> str:
    """The text ``gameviz solve`` prints."""
    label = arena.label
    lines = []
    title = arena.game or "arena"
    lines.append(f"{title}: {len(arena)} vertices, {arena.edge_count()} moves")
    for p in (1, 2):
        attractor = solution.attractors[p]
        lines.append("")
        lines.append(f"Attractor of {notation.name(p)} (V{p} = {format_set([label(v) for v in arena.targets(p)])})")
        for step in attractor.steps:
            lines.append("  " + step_equation(step.index, [label(v) for v in step.added]))
        lines.append(f"  {len(attractor)} vertices; A_{attractor.last_index} is the attractor")
    lines.append("")
    draws = solution.draws
    lines.append(f"Draws ({len(draws)}): {format_set([label(v) for v in draws])}")
    if arena.start is not None:
        who = solution.winner
        start = label(arena.start)
        if who:
            rank = solution.attractors[who].rank[arena.start]
            lines.append(f"From the start {start}: {notation.name(who)} wins (rank {rank}).")
        else:
            lines.append(f"From the start {start}: neither player can force a win (draw).")
    for p in (1, 2):
        moves = solution.strategies[p]
        lines.append("")
        lines.append(f"Strategy of {notation.name(p)} ({len(moves)} moves):")
        for v, w in moves.items():
            kind = "wins" if solution.outcome[v] == p else "holds the draw"
            lines.append(f"  {label(v)} → {label(w)}   ({kind})")
    return "\n".join(lines)


# ------------------------------------------------------------------- arena
@command("arena")
def _add_arena(sub) -> None:
    parser = sub.add_parser(
        "arena",
        help="write an arena to a file (.json, .dot, .graphml)",
        description="Generate or read an arena and write it in the format the suffix of FILE names.",
    )
    _source_argument(parser)
    parser.add_argument("-o", "--output", required=True, metavar="FILE", help="the file to write")
    parser.set_defaults(run=_run_arena)


def _run_arena(args: argparse.Namespace) -> int:
    arena = _load(args)
    write_arena(arena, args.output)
    print(f"{args.output}: {len(arena)} vertices, {arena.edge_count()} moves")
    return 0


# ------------------------------------------------------------------- games
@command("games")
def _add_games(sub) -> None:
    parser = sub.add_parser(
        "games",
        help="list the built-in games and their parameters",
        description="List every built-in game, its parameters and their defaults.",
    )
    parser.set_defaults(run=_run_games)


def _run_games(args: argparse.Namespace) -> int:
    for info in GAMES.values():
        print(f"{info.name} — {info.title}")
        print(f"  {info.summary}")
        for parameter in info.parameters:
            print(f"  {parameter.describe()}")
        if all(p.default is not None for p in info.parameters):
            print(f"  example: {info.spec(info.defaults())}")
        print()
    print(f"The application opens {DEFAULT_SPEC} when started without a source.")
    return 0


# --------------------------------------------------------------------- gui
@command("gui")
def _add_gui(sub) -> None:
    parser = sub.add_parser(
        "gui",
        help="open the application (the default without a subcommand)",
        description="Open the application on SOURCE, or on the course's 10-stick game.",
    )
    parser.add_argument("source", metavar="SOURCE", nargs="?", default=None)
    parser.set_defaults(run=_run_gui)


def _run_gui(args: argparse.Namespace) -> int:
    from gameviz.ui.app import run

    return run(args.source)


# -------------------------------------------------------------------- main
def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gameviz`` with ``argv`` (default: the process arguments); return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in COMMANDS and not argv[0].startswith("-")):
        argv = ["gui", *argv]
    args = build_parser().parse_args(argv)
    if args.command is None:
        args = build_parser().parse_args(["gui"])
    try:
        return args.run(args)
    except InputError as error:
        print(f"gameviz: error: {error}", file=sys.stderr)
        return 2
    except (Cancelled, KeyboardInterrupt):
        print("gameviz: cancelled", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
