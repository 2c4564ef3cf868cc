"""The command line: the same pipeline as the application, without a window.

``gameviz`` alone opens the application on the course's 10-stick game;
``gameviz SOURCE`` opens a file or a game. Subcommands print results for
scripts and slides; see ``gameviz --help``. Input mistakes print one line on
standard error and exit with status 2.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import math
import sys
from collections.abc import Callable, Sequence
from typing import NamedTuple, NoReturn, TypeAlias

from gameviz import __version__
from gameviz.core.arena import Arena
from gameviz.core.crash_log import bug_report
from gameviz.core.errors import Cancelled, InputError, as_input_error
from gameviz.core.game import DEFAULT_VERTEX_LIMIT
from gameviz.core.search.budget import search_within
from gameviz.core.search.connect4 import Connect4Solver, table_entries
from gameviz.core.search.options import ALGORITHMS, SearchOptions, has_vectors, searched_tree, start_search
from gameviz.core.search.stats import tree_counts
from gameviz.core.search.trace import Event, SearchResult, collect
from gameviz.core.search.tree import PositionTree
from gameviz.core.solution import solve
from gameviz.core.symbols import counted
from gameviz.core.translate import Translate, untranslated
from gameviz.figure.notation import NOTATIONS
from gameviz.figure.style import EXPORT_PALETTES
from gameviz.games import DEFAULT_SPEC, GAMES, info_of
from gameviz.games.connect4_book import opening_book
from gameviz.io import write_arena
from gameviz.layout import LAYOUTS
from gameviz.report.attractor import solution_report, solution_to_json
from gameviz.report.search import describe, search_json, search_report
from gameviz.source import SearchSource, load_arena, load_search_tree

Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
COMMANDS: dict[str, Callable[[Subcommands], None]] = {}


def command(name: str):
    """Register the function that adds subcommand ``name`` to the parser."""

    def register(add: Callable[[Subcommands], None]):
        COMMANDS[name] = add
        return add

    return register


Runner = Callable[[argparse.Namespace], int]


def whole_arena(run: Runner) -> Runner:
    """A command that builds a whole arena runs with Python's cyclic garbage collector paused: the
    millions of objects of a large arena hold no cycle, and the collector's scans of them took a
    third of ``gameviz solve``'s time (reference counting still frees what is dropped)."""

    @functools.wraps(run)
    def paused(args: argparse.Namespace) -> int:
        gc.disable()
        try:
            return run(args)
        finally:
            gc.enable()

    return paused


def positive_number(unit: str, most: float = math.inf) -> Callable[[str], float]:
    """An argument type: a number of ``unit`` above 0 and at most ``most`` (nan and ∞ refused)."""
    limit = "" if most == math.inf else f" and at most {most:g}"

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not a number") from None
        if not 0 < value <= most or value == math.inf:  # the comparisons also refuse nan
            raise argparse.ArgumentTypeError(f"{text} {unit}: give a number above 0{limit}")
        return value

    return parse


_scale = positive_number("pixels per point", 8)
positive_seconds = positive_number("seconds")


class OneLineParser(argparse.ArgumentParser):
    """A parser whose mistakes are one line, as every other error of gameviz, pointing at the help."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see: {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``gameviz`` and its subcommands."""
    parser = OneLineParser(
        prog="gameviz",
        description="Two-player games of perfect information: arenas, attractors, "
        "minimax and alpha-beta, step by step. Without a subcommand, gameviz opens "
        "the application (on SOURCE, or on the course's 10-stick game).",
        epilog="SOURCE is an arena file (.json, .dot, .graphml, or the course's "
        "Python notation .py) or a game specification such as "
        "sticks:n=10,take=1-3,last=loses (see: gameviz games).",
    )
    parser.add_argument("--version", action="version", version=f"gameviz {__version__}")
    sub: Subcommands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for add in COMMANDS.values():
        add(sub)
    return parser


def positive_int(text: str) -> int:
    """An argument that must be a whole number above 0."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not above 0")
    return value


def _language_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("system", "en", "fr"), default="system",
                        help="language of the captions, cut marks and sentences (default: the system's)")


class Translations(NamedTuple):
    """The ``tr`` of each kind of sentence: attractors, searches, the lab's checks."""

    attractor: Translate
    search: Translate
    lab: Translate


def translations(language: str) -> Translations:
    """The ``tr`` of the sentences in ``language`` (Qt's translation files, as in the application);
    English as written needs no Qt."""
    from PySide6.QtCore import QCoreApplication

    from gameviz.ui.i18n import install, resolve

    if resolve(language) == "en":
        if QCoreApplication.instance() is not None:
            install("en")  # a translation installed before (in this process) is taken away
        return Translations(untranslated, untranslated, untranslated)
    from gameviz.export.qt import ensure_gui_application
    from gameviz.ui.i18n import tr_attractor, tr_lab, tr_search

    ensure_gui_application()  # translations need an application; drawing PNG or PDF, a graphical one
    install(language)
    return Translations(tr_attractor, tr_search, tr_lab)


def _source_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="SOURCE", help="an arena file or a game specification")
    parser.add_argument(
        "--limit",
        type=positive_int,
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
        description="Compute every player's attractor and print each step in the "
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
    _language_argument(parser)
    parser.set_defaults(run=_run_solve)


@whole_arena
def _run_solve(args: argparse.Namespace) -> int:
    arena = _load(args)
    solution = solve(arena)
    if args.json:
        print(json.dumps(solution_to_json(arena, solution), ensure_ascii=False))
    else:
        print(solution_report(arena, solution, NOTATIONS[args.notation], translations(args.lang).attractor))
    return 0


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


@whole_arena
def _run_arena(args: argparse.Namespace) -> int:
    arena = _load(args)
    write_arena(arena, args.output)
    print(f"{args.output}: {counted(len(arena), 'vertex', 'vertices')}, {counted(arena.edge_count(), 'move')}")
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


# ------------------------------------------------------------------ export
@command("export")
def _add_export(sub) -> None:
    parser = sub.add_parser(
        "export",
        help="draw the attractor steps to SVG, PDF, PNG or TikZ",
        description="Lay out an arena and write the picture of one step, or of every step "
        "(--all-steps: one PDF page, one TikZ overlay, or one SVG/PNG file per step). The "
        "format is the suffix of FILE: .svg, .pdf, .png or .tex.",
    )
    _source_argument(parser)
    parser.add_argument("-o", "--output", required=True, metavar="FILE")
    parser.add_argument("--player", choices=("1", "2", "3", "4", "5", "6", "both", "all"), default="1",
                        help="whose attractor (default 1); both or all: every player's at once")
    steps = parser.add_mutually_exclusive_group()
    steps.add_argument("--step", default="result", metavar="M",
                       help="the step to draw: a number m for A_m, or 'result' (default)")
    steps.add_argument("--all-steps", action="store_true", help="every step, then the result")
    parser.add_argument("--standalone-steps", action="store_true",
                        help="with --all-steps and .tex: one tikzpicture per step (for articles and handouts) "
                        "instead of Beamer overlays")
    parser.add_argument("--layout", choices=LAYOUTS, default="auto", help="layout engine (default: chosen by size)")
    parser.add_argument("--caption", action="store_true", help="write the step under the picture")
    parser.add_argument("--notation", choices=sorted(NOTATIONS), default="j1j2")
    parser.add_argument("--theme", choices=sorted(EXPORT_PALETTES), default="light",
                        help="light or dark as on screen, or print: told apart in grey on paper")
    parser.add_argument("--boards", choices=("auto", "yes", "no"), default="auto",
                        help="board pictures inside vertices (default: for small Chomp, tic-tac-toe, Connect 4)")
    parser.add_argument("--scale", type=_scale, default=2.0, help="PNG pixels per point (default 2, at most 8)")
    _language_argument(parser)
    parser.set_defaults(run=_run_export)


@whole_arena
def _run_export(args: argparse.Namespace) -> int:
    from gameviz.export import export_pictures
    from gameviz.export.qt import ensure_gui_application
    from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, node_sizes
    from gameviz.layout import compute_layout
    from gameviz.report.attractor import frame_caption, start_caption

    arena = _load(args)
    solution = solve(arena)
    if args.player in ("both", "all"):
        players = tuple(solution.players)
    elif int(args.player) in solution.players:
        players = (int(args.player),)
    else:
        raise InputError(f"--player {args.player}: the arena has {arena.players} players")
    boards = None if args.boards == "auto" else args.boards == "yes"
    notation = NOTATIONS[args.notation]
    if args.output.lower().endswith((".png", ".pdf")):
        ensure_gui_application()
    layout = compute_layout(arena, args.layout, node_sizes(arena, boards=boards),
                            solution.attractors[players[0]].rank, aspect=16 / 9, solution=solution)
    figure = ArenaFigure(arena, layout, EXPORT_PALETTES[args.theme], boards=boards)
    tr_attractor = translations(args.lang).attractor
    timeline = AttractorTimeline(figure, solution, players, start_caption(notation, tr_attractor))
    if args.all_steps:
        indices = list(range(len(timeline)))
    elif args.step == "result":
        indices = [len(timeline) - 1]
    else:
        if not args.step.isdigit() or int(args.step) > timeline.last:
            raise InputError(f"--step must be 'result' or a step from 0 to {timeline.last}, not '{args.step}'")
        indices = [int(args.step)]

    def caption(frame) -> str:
        return frame_caption(arena, solution, frame.steps, frame.result, notation, tr_attractor)

    written = export_pictures(timeline.pictures(indices, caption if args.caption else None),
                              args.output, scale=args.scale, names=[timeline.step_name(i) for i in indices],
                              standalone=args.standalone_steps)
    for path in written:
        print(path)
    return 0


# -------------------------------------------------------------------- tree
@command("tree")
def _add_tree(sub) -> None:
    parser = sub.add_parser(
        "tree",
        help="minimax, negamax, alpha-beta, max^n or paranoid on an exercise tree or a game position",
        description="Search an exercise tree ('[[3,12,8],[2,4,6],[14,5,2]]', a file) or a "
        "game position (a game specification with --moves) and print the value, the best "
        "move(s) and the statistics; --trace prints every step in words. Trees of games with n "
        "players have a score per player at each leaf ('[[(3,1,2),(6,0,0)],[(1,4,1)]]') and are "
        "searched with --algorithm maxn (--shallow: shallow pruning) or paranoid (--player P).",
    )
    parser.add_argument("source", metavar="SOURCE", help="an exercise tree, a tree file, or a game specification")
    parser.add_argument("--moves", default="", metavar="MOVES",
                        help="moves played from the start of the game: '4453' (Connect 4), '5 1 9' (tic-tac-toe)")
    parser.add_argument("--algorithm", choices=ALGORITHMS, default="alphabeta")
    parser.add_argument("--depth", type=int, default=None, metavar="D", help="depth bound (default: none)")
    parser.add_argument("--heuristic", default="course", metavar="NAME",
                        help="course (default), zero, exact, or mc:N (Monte-Carlo with N playouts)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the Monte-Carlo playouts")
    parser.add_argument("--order", action="store_true", help="try moves in heuristic order")
    parser.add_argument("--memo", action="store_true", help="memoize positions (transposition table)")
    parser.add_argument("--fail-soft", action="store_true", help="alpha-beta: fail-soft instead of the course's fail-hard")
    parser.add_argument("--deepen", action="store_true", help="alpha-beta: iterative deepening to --depth")
    parser.add_argument("--root", choices=("max", "min"), default=None, help="exercise trees: who plays at the root")
    parser.add_argument("--first", type=int, default=1, metavar="P",
                        help="trees of vectors written as lists: the player at the root (default 1)")
    parser.add_argument("--shallow", action="store_true",
                        help="max^n: shallow pruning (scores ≥ 0; their largest sum is the bound)")
    parser.add_argument("--player", type=int, default=1, metavar="P",
                        help="paranoid: the player the others gang up on (default 1)")
    parser.add_argument("--trace", action="store_true", help="print one line per step")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("-o", "--output", metavar="FILE", default=None,
                        help="also draw the search to FILE (.svg, .pdf, .png or .tex), as the Search Tree tab "
                        "draws it: the result, one event (--step N), or every event (--all-steps)")
    steps = parser.add_mutually_exclusive_group()
    steps.add_argument("--step", default="result", metavar="N",
                       help="with -o: the event to draw, from 1, or 'result' (default)")
    steps.add_argument("--all-steps", action="store_true", help="with -o: every event, then the result")
    parser.add_argument("--scale", type=_scale, default=2.0, help="with -o: PNG pixels per point (default 2)")
    parser.add_argument("--theme", choices=sorted(EXPORT_PALETTES), default="light",
                        help="with -o: light or dark as on screen, or print: told apart in grey on paper")
    _language_argument(parser)
    parser.add_argument("--budget", type=positive_seconds, default=None, metavar="S",
                        help="search deeper and deeper for at most S seconds and give the deepest search "
                        "that finished (up to --depth when given), saying whether it is exact")
    parser.set_defaults(run=_run_tree)


def _run_tree(args: argparse.Namespace) -> int:
    tr_search = translations(args.lang).search
    options = SearchOptions(args.algorithm, depth=args.depth, order=args.order, memo=args.memo,
                            soft=args.fail_soft, deepen=args.deepen, shallow=args.shallow, player=args.player)
    source = load_search_tree(
        args.source,
        moves=args.moves,
        heuristic=args.heuristic,
        seed=args.seed,
        root_max=None if args.root is None else args.root == "max",
        first=args.first,
    )
    if args.budget is not None:
        return _print_budgeted_search(args, options, source)
    if options.depth is None and isinstance(source.tree, PositionTree):
        refusal = info_of(source.tree.game).full_search_check(source.tree.game, source.tree.root)
        if refusal:
            raise InputError(f"{refusal}, or a time budget (--budget)")

    def keep(event: Event) -> bool:
        if args.trace and not args.json:
            print("  " * len(getattr(event, "path", ())) + describe(event, source.name, tr_search))
        return bool(args.json)

    drawing = args.output is not None
    events, result = collect(start_search(source.tree, options, trace=args.trace or args.json or drawing),
                             keep=lambda event: keep(event) or drawing)
    if drawing:
        for path in _draw_search(args, source, events, result, options):
            print(path, file=sys.stderr)
    if args.json:
        print(json.dumps(search_json(result, events), ensure_ascii=False))
        return 0
    counts = tree_counts(source.tree, depth=args.depth)
    if args.trace:
        print()
    print(search_report(result, source.name, title=source.title, algorithm=options.title(), counts=counts,
                        moves=isinstance(source.tree, PositionTree), vectors=has_vectors(source.tree)))
    return 0


def _draw_search(args: argparse.Namespace, source: SearchSource, events: list[Event], result: SearchResult,
                 options: SearchOptions) -> list:
    """Write the search's pictures to ``args.output``: the tree tab's figure, laid out by Graphviz."""
    from gameviz.export import export_pictures
    from gameviz.export.qt import ensure_gui_application
    from gameviz.figure.search_timeline import SearchTimeline
    from gameviz.figure.tree_figure import DisplayTree, TreeFigure, TreePictures, tree_node_sizes
    from gameviz.layout.tree import tree_layout

    if args.output.lower().endswith((".png", ".pdf")):
        ensure_gui_application()
    display = DisplayTree(searched_tree(source.tree, options), args.depth)
    boards = isinstance(source.tree, PositionTree)
    layout = tree_layout(display, tree_node_sizes(display, boards))
    figure = TreeFigure(display, layout, EXPORT_PALETTES[args.theme], boards=boards, name=source.name,
                        translate=translations(args.lang).search)
    timeline = SearchTimeline(events, result, options.algorithm)
    last = len(timeline) - 1
    if args.all_steps:
        indices = list(range(len(timeline)))
    elif args.step == "result":
        indices = [last]
    elif args.step.isdigit() and 1 <= int(args.step) <= last:
        indices = [int(args.step) - 1]
    else:
        raise InputError(f"--step must be 'result' or an event from 1 to {last}, not '{args.step}'")
    pictures = TreePictures(figure, timeline)
    return export_pictures(pictures.pictures(indices), args.output, scale=args.scale,
                           names=[pictures.step_name(i) for i in indices])


def _print_budgeted_search(args: argparse.Namespace, options: SearchOptions, source: SearchSource) -> int:
    if not isinstance(source.tree, PositionTree):
        raise InputError("--budget applies to game positions; an exercise tree is searched whole")
    if args.trace or options.deepen or args.output:
        raise InputError("--budget already deepens step by step: it does not go with --trace, --deepen or -o")
    found = search_within(source.tree, options, args.budget)
    if found.exact:
        summary = f"complete: a search to depth {found.depth} reached the end of the game everywhere"
    elif found.result is not None:
        summary = (f"incomplete: the deepest search that finished within {args.budget:g} s went to depth "
                   f"{found.depth}; its value is the heuristic's estimate")
    else:
        summary = f"incomplete: not even a search to depth 1 finished within {args.budget:g} s"
    if args.json:
        data = search_json(found.result, []) if found.result is not None else {}
        data["budget"] = {"seconds": args.budget, "depth": found.depth, "exact": found.exact}
        print(json.dumps(data, ensure_ascii=False))
        return 0
    if found.result is not None:  # (counting the plain minimax tree could take longer than the budget)
        print(search_report(found.result, source.name, title=source.title, algorithm=options.title(), counts=None,
                            moves=True))
    print(summary[0].upper() + summary[1:] + ".")
    return 0


# ---------------------------------------------------------------- connect4
@command("connect4")
def _add_connect4(sub) -> None:
    parser = sub.add_parser(
        "connect4",
        help="solve Connect 4 positions exactly",
        description="Read positions on standard input, one per line, as the columns played "
        "from the empty board (1-based, e.g. 4453; an empty line is the empty board), and "
        "print 'position score'. The score is 0 for a draw, cols×rows/2 + 1 − k if the "
        "player to move wins with their k-th disc, and its opposite if they lose to the "
        "opponent's k-th disc. Columns may be separated by spaces (4 4 5 3); after a position "
        "written without spaces (4453), the rest of the line is ignored, so benchmark files with an "
        "expected score after each position can be read as they are.",
    )
    parser.add_argument("action", choices=("solve",))
    parser.add_argument("--cols", type=positive_int, default=7)
    parser.add_argument("--rows", type=positive_int, default=6)
    parser.add_argument("--weak", action="store_true", help="only say who wins: 1, 0 or -1")
    parser.add_argument("--table", type=positive_int, default=36, metavar="MB",
                        help="memory of the transposition table in megabytes (default 36; more helps "
                        "positions near the start)")
    parser.set_defaults(run=_run_connect4)


def _run_connect4(args: argparse.Namespace) -> int:
    solver = Connect4Solver(args.cols, args.rows, table_size=table_entries(args.table),
                            book=opening_book(args.cols, args.rows))
    status = 0
    lines = sys.stdin.buffer if hasattr(sys.stdin, "buffer") else (line.encode() for line in sys.stdin)
    for number, raw in enumerate(lines, start=1):
        try:
            text = position_text(raw, number)
            position = solver.position(text, source=f"line {number}: position '{text}'")
            score = solver.solve(position, weak=args.weak)
        except InputError as error:
            print(f"gameviz: error: {error}", file=sys.stderr)
            status = 2
            continue
        print(f"{text} {score}", flush=True)
    return status


def position_text(raw: bytes, number: int) -> str:
    """The columns played on one input line: ``4453`` or ``4 4 5 3`` (a word after a position
    written without spaces, such as a benchmark file's expected score, is left out)."""
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("not UTF-8 text; positions are written with the digits of the columns",
                         source=f"line {number}") from None
    fields = line.split()
    if not fields:
        return ""
    if not all(field.isprintable() for field in fields):
        raise InputError("the line has characters that are not columns", source=f"line {number}")
    if len(fields[0]) > 1:
        return fields[0]
    columns = []
    for field in fields:
        if len(field) != 1:
            break
        columns.append(field)
    return "".join(columns)


# --------------------------------------------------------------------- lab
@command("lab")
def _add_lab(sub) -> None:
    parser = sub.add_parser(
        "lab",
        help="run a student's Python file (or a folder of them) and check it against the solver",
        description="RUNS the student's code, in a separate process with a time budget per call and a "
        "memory cap, recognises the functions the course asks for (coup, attracteur, attracteur_strat, "
        "est_finale, coups_légaux, évaluation…) and checks each against gameviz's answers, printing the "
        "first counter-example. Exit status: 0 when every check passes, 1 when one fails, 2 for bad input.",
    )
    parser.add_argument("path", metavar="PATH", help="a student's .py file, or a folder of them")
    parser.add_argument("--report", metavar="FILE", help="also write the report to FILE (.html or .md)")
    parser.add_argument("--arena", metavar="FILE",
                        help="also write the arena of the game the student's functions describe (start, "
                        "accessibles, estjoueur, h; or est_finale, coups_légaux) to FILE (.json, .dot, .graphml)")
    parser.add_argument("--timeout", type=positive_seconds, default=2.0, metavar="S",
                        help="seconds each call of the student's code may take (default 2)")
    _language_argument(parser)
    parser.set_defaults(run=_run_lab)


def _run_lab(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gameviz.io.files import write_text_atomic
    from gameviz.lab.checks import LabReport, check_file
    from gameviz.lab.report import first_problem, html_page, markdown

    path = Path(args.path)
    if args.report is not None and not args.report.lower().endswith((".html", ".htm", ".md")):
        raise InputError("the report must be .html or .md", source=args.report)
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix == ".py")
        if not files:
            raise InputError("no Python file (.py) in this folder", source=str(path))
    elif path.exists():
        files = [path]
    else:
        raise InputError("no such file or folder", source=str(path))
    tr_lab = translations(args.lang).lab
    reports: list[LabReport | tuple[Path, str]] = []
    status = 0
    for file in files:
        try:
            report = check_file(file, tr=tr_lab, seconds=args.timeout)
        except InputError as error:
            if len(files) == 1:
                raise
            print(f"{file.name}: {error.reason}")
            reports.append((file, error.reason))
            status = 2
            continue
        reports.append(report)
        print(report.summary(tr_lab))
        problem = first_problem(report, tr_lab)
        if problem:
            print(f"  ✗ {problem}")
            status = max(status, 1)
    if args.report is not None:
        text = markdown(reports, tr_lab) if args.report.lower().endswith(".md") else html_page(reports, tr_lab)
        write_text_atomic(Path(args.report), text)
        print(args.report)
    if args.arena is not None:
        _write_student_arena(files, args.arena)
    return status


def _write_student_arena(files: list, output: str) -> None:
    from gameviz.lab.checks import recognise
    from gameviz.lab.sandbox import StudentCode
    from gameviz.lab.student_game import student_arena

    if len(files) != 1:
        raise InputError("--arena needs one student's file, not a folder", source=output)
    with StudentCode(files[0]) as code:
        names = recognise(code.names)
        arena, _ = student_arena(code, names)
    write_arena(arena, output)
    print(f"{output}: {counted(len(arena), 'vertex', 'vertices')}, {counted(arena.edge_count(), 'move')}")


# ---------------------------------------------------------------- examples
@command("examples")
def _add_examples(sub) -> None:
    parser = sub.add_parser(
        "examples",
        help="list the course's example files, or copy them",
        description="List the example files that come with gameviz; with --copy, copy them into a folder.",
    )
    parser.add_argument("--copy", metavar="FOLDER", help="copy every example into FOLDER (created if needed)")
    parser.set_defaults(run=_run_examples)


def _run_examples(args: argparse.Namespace) -> int:
    import shutil
    from pathlib import Path

    from gameviz.resources import EXAMPLES, examples

    if args.copy is None:
        for path in examples():
            print(f"{path.name}: {EXAMPLES[path.name]}")
        return 0
    folder = Path(args.copy)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for path in examples():
            target = folder / path.name
            if target.exists():
                print(f"gameviz: {target} exists; left as it is", file=sys.stderr)
                continue
            if path.is_dir():
                shutil.copytree(path, target, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copyfile(path, target)
            print(target)
    except OSError as error:
        raise InputError(f"cannot copy the examples: {error.strerror}", source=str(folder)) from error
    return 0


# ----------------------------------------------------------- install-desktop
@command("install-desktop")
def _add_install_desktop(sub) -> None:
    parser = sub.add_parser(
        "install-desktop",
        help="add gameviz to the desktop's menus, with its icon and file type (Linux)",
        description="Write the desktop entry, the icon, the MIME type of gameviz arena files and the "
        "AppStream description to ~/.local/share (or $XDG_DATA_HOME, or --prefix). The entry starts "
        "this very Python, so it works from a virtual environment or pipx.",
    )
    parser.add_argument("--prefix", metavar="FOLDER", help="write under FOLDER instead of the user's data folder")
    parser.add_argument("--uninstall", action="store_true", help="remove what install-desktop wrote")
    parser.set_defaults(run=_run_install_desktop)


def _run_install_desktop(args: argparse.Namespace) -> int:
    from gameviz.ui import desktop_files

    try:
        paths = desktop_files.uninstall(args.prefix) if args.uninstall else desktop_files.install(args.prefix)
    except OSError as error:
        raise InputError(f"cannot write the desktop files: {error}", source=args.prefix or "install-desktop") from error
    for path in paths:
        print(path)
    return 0


# ------------------------------------------------------------- check-install
@command("check-install")
def _add_check_install(sub) -> None:
    parser = sub.add_parser(
        "check-install",
        help="check that the application works here, without showing a window",
        description="Open the application off screen on the 10-stick game and report the version, "
        "the language of the interface, the icon and the layout; exit status 1 if something is missing.",
    )
    parser.set_defaults(run=_run_check_install)


def _run_check_install(args: argparse.Namespace) -> int:
    from gameviz.ui.app import check_install

    return check_install()


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
    if not argv or (argv[0] not in COMMANDS and not argv[0].startswith("-")) or argv == ["connect4"]:
        argv = ["gui", *argv]  # a bare "connect4" is the game, opened on its board; "connect4 solve" the solver
    args = build_parser().parse_args(argv)
    if args.command is None:
        args = build_parser().parse_args(["gui"])
    try:
        return args.run(args)
    except (Cancelled, KeyboardInterrupt):
        print("gameviz: cancelled", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # every error ends as one line: exit 2 for input, 1 for a bug
        mistake = as_input_error(error)
        if mistake is not None:
            print(f"gameviz: error: {mistake}", file=sys.stderr)
            return 2
        print(f"gameviz: error: {bug_report(error, doing=' '.join(['gameviz', *argv]))}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
