"""``gameviz solve``: every player's attractor step by step, the draws, the winner, the strategies;
with ``--algorithm course|queue`` the course's counter algorithm and its labels, with
``--impartial`` an impartial game's winning and losing positions and the sets Gₖ and Pₖ."""

from __future__ import annotations

import argparse
import json
from typing import Any

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands, add_language, add_source, source_arena
from gameviz.cli.whole_arena import whole_arena
from gameviz.core.arena import Arena
from gameviz.core.counter_attractor import ALGORITHMS, EVENTS, labels
from gameviz.core.errors import InputError
from gameviz.core.impartial import game_graph, solve_impartial
from gameviz.core.solution import Solution, solve
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.figure.notation import NOTATIONS
from gameviz.games import game_from_spec, looks_like_spec
from gameviz.report.attractor import solution_report
from gameviz.report.counter_attractor import event_json, labels_text, trace_heading, trace_lines
from gameviz.report.impartial import impartial_json, impartial_report
from gameviz.report.solution_json import solution_json, solution_to_json
from gameviz.report.translations import translations

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
    parser.add_argument("--algorithm", choices=ALGORITHMS, default="definition",
                        help="definition: the sets 𝒜ₘ (default); course: the course's recursive parcours(s, m) "
                        "with a counter per vertex, and its labels; queue: the same counters with a queue, "
                        "whose labels are the ranks")
    parser.add_argument("--trace", action="store_true",
                        help="with --algorithm course or queue: print every call, counter and entry")
    parser.add_argument("--impartial", action="store_true",
                        help="an impartial game (sticks, nim, grundy, chomp): its positions without the player to move, "
                        "winning or losing, and the sets G_k and P_k of positions won or lost in k half-moves")
    add_language(parser)
    parser.set_defaults(run=run)


@whole_arena
def run(args: argparse.Namespace) -> int:
    """Solve the arena and print the steps (or one JSON object)."""
    if args.impartial:
        return _impartial(args)
    if args.trace and args.algorithm == "definition":
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--trace prints the events of --algorithm course or queue (the "
                                                      "definition's steps are what solve prints)")))
    arena = source_arena(args)
    tr = translations(args.lang).attractor
    output.arena_warnings(arena, tr)
    solution = solve(arena)
    if args.json and args.algorithm == "definition":
        output.streamed(solution_json(arena, solution))
        return 0
    if args.json:
        data = solution_to_json(arena, solution)
        _add_labels(data, arena, solution, args.algorithm, args.trace)
        output.text(json.dumps(data, ensure_ascii=False))
        return 0
    notation = NOTATIONS[args.notation]
    if args.trace:
        for p in solution.players:
            output.text(trace_heading(arena, p, notation, tr))
            output.text("\n".join(trace_lines(arena, list(EVENTS[args.algorithm](arena, p)), tr)) + "\n")
    output.text(solution_report(arena, solution, notation, tr))
    if args.algorithm != "definition":
        output.text(labels_text(arena, solution, args.algorithm, notation, tr))
    return 0


def _add_labels(data: dict[str, Any], arena: Arena, solution: Solution, algorithm: str, trace: bool) -> None:
    """``"labels"`` beside each player's ``"rank"`` (and ``"events"`` with ``--trace``)."""
    for p in solution.players:
        entry = data["attractors"][str(p)]
        entry["labels"] = {arena.id(v): m for v, m in labels(arena, p, algorithm).items()}
        if trace:
            entry["events"] = [event_json(arena, e) for e in EVENTS[algorithm](arena, p)]


def _impartial(args: argparse.Namespace) -> int:
    if args.algorithm != "definition" or args.trace:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--impartial does not go with --algorithm or --trace")))
    if not looks_like_spec(args.source):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--impartial needs a game (sticks, nim, grundy or chomp), not a "
                                                      "file")), source=args.source)
    solution = solve_impartial(game_graph(game_from_spec(args.source), limit=args.limit))
    if args.json:
        output.text(json.dumps(impartial_json(solution), ensure_ascii=False))
    else:
        output.text(impartial_report(solution, translations(args.lang).attractor))
    return 0
