"""``gameviz tree``: minimax, negamax, alpha-beta, max^n or paranoid on an exercise tree or a game
position, with its trace, its statistics and its pictures."""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path

from gameviz.cli import output
from gameviz.cli.arguments import (
    RESULT,
    WORKSHEET_STEPS,
    Subcommands,
    add_language,
    add_steps,
    chosen_steps,
    positive_int,
    positive_seconds,
    scale,
    whole,
)
from gameviz.cli.progress import SearchProgress
from gameviz.cli.web_page import is_web_page, tree_page_file
from gameviz.core.arena import MAX_PLAYERS
from gameviz.core.errors import ADVISED, InputError
from gameviz.core.search.budget import (
    DEFAULT_NODES,
    DEFAULT_SECONDS,
    BudgetExhausted,
    SearchBudget,
    collect_within,
    count_limit,
    search_within,
)
from gameviz.core.search.cursor_tree import searched_by_moves
from gameviz.core.search.forced_line import forced_line, line_positions
from gameviz.core.search.heuristics import Heuristic
from gameviz.core.search.options import ALGORITHMS, MAX_DEPTH, SearchOptions, has_vectors, start_search
from gameviz.core.search.stats import TreeCounts, tree_counts
from gameviz.core.search.trace import Enter, Event, SearchResult
from gameviz.core.search.tree import GameTree, PositionTree
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.figure.style import EXPORT_PALETTES
from gameviz.games.chess_spec import spec_with_fen
from gameviz.games.full_search import full_search_refusal
from gameviz.lab.teacher_heuristic import FileHeuristic, names_a_file
from gameviz.report.search import SUMMARY, Namer, describe, search_report
from gameviz.report.search_json import EVENTS as JSON_EVENTS
from gameviz.report.search_json import search_json, search_json_text
from gameviz.report.translations import translations
from gameviz.source import SearchSource, load_search_tree

NAME = "tree"
#: ``--shapes``: the tree figure's shapes of MAX and MIN nodes (the Search Tree tab's ▲ ▼ and ○ □).
SHAPES = {"triangles": "triangles", "circles": "course"}


def add(sub: Subcommands) -> None:
    """Add ``tree`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
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
    parser.add_argument("--fen", default=None, metavar="FEN",
                        help="chess: the position to search, as a FEN (SOURCE is then 'chess')")
    parser.add_argument("--algorithm", choices=ALGORITHMS, default="alphabeta",
                        help="the search (default alphabeta); maxn and paranoid for trees of vectors")
    parser.add_argument("--depth", type=whole(0, MAX_DEPTH), default=None, metavar="D", help="depth bound (default: none)")
    parser.add_argument("--heuristic", default="course", metavar="NAME",
                        help="course (default: the game's own; sticks, Nim, Chomp: figure 7's, ±∞ one move from the end), "
                        "zero (±∞ once the game is over, else 0), exact, mc:N (Monte-Carlo with N playouts), or FILE.py:NAME: "
                        "the function NAME of a Python file, called with each position as the game writes it "
                        "(sticks: (sticks, player)) in the lab's sandbox process")
    parser.add_argument("--values", choices=("inf", "pm1"), default="inf",
                        help="what a won game is worth: inf (±∞, default) or pm1 (seed 001's +1 / 0 / −1)")
    parser.add_argument("--seed", type=whole(-(2**63), 2**63 - 1), default=0, help="seed of the Monte-Carlo playouts")
    parser.add_argument("--order", action="store_true", help="try moves in heuristic order")
    parser.add_argument("--memo", action="store_true", help="memoize positions (transposition table)")
    parser.add_argument("--fail-soft", action="store_true", help="alpha-beta: fail-soft instead of the course's fail-hard")
    parser.add_argument("--deepen", action="store_true",
                        help="alpha-beta: iterative deepening to --depth; on a game position without --depth, "
                        "deeper and deeper until --time runs out, giving the deepest search that finished")
    parser.add_argument("--root", choices=("max", "min"), default=None, help="exercise trees: who plays at the root")
    parser.add_argument("--first", type=whole(1, MAX_PLAYERS), default=1, metavar="P",
                        help="trees of vectors written as lists: the player at the root (default 1)")
    parser.add_argument("--shallow", action="store_true",
                        help="max^n: shallow pruning (scores ≥ 0; their largest sum is the bound)")
    parser.add_argument("--player", type=whole(1, MAX_PLAYERS), default=1, metavar="P",
                        help="paranoid: the player the others gang up on (default 1)")
    parser.add_argument("--trace", action="store_true", help="print one line per step")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("-o", "--output", metavar="FILE", default=None,
                        help="also draw the search to FILE (.svg, .pdf, .png or .tex), as the Search Tree tab "
                        "draws it: the result, one event (--step N), or every event (--all-steps); a FILE ending "
                        "in .html is a web page of every event with the tree exercise")
    add_steps(parser, what="the N-th event of the search", prefix="with -o: ")
    parser.add_argument("--worksheet", action="store_true",
                        help="with -o: a worksheet, the blank tree (leaf values, empty inner nodes and [α, β]) "
                        "then the answer key (the result): two PDF pages, two Beamer frames in .tex")
    parser.add_argument("--scale", type=scale, default=2.0, help="with -o: PNG pixels per point (default 2)")
    parser.add_argument("--shapes", choices=tuple(SHAPES), default="triangles",
                        help="with -o: MAX and MIN nodes as ▲ and ▼ (triangles, default) or as the course draws "
                        "positions, circles for J1 and squares for J2 (circles), as the Search Tree tab offers")
    parser.add_argument("--theme", choices=sorted(EXPORT_PALETTES), default="light",
                        help="with -o: light or dark as on screen, or print: told apart in grey on paper")
    add_language(parser)
    parser.add_argument("--budget", type=positive_int, default=DEFAULT_NODES, metavar="NODES",
                        help=f"stop a search after NODES nodes (default {DEFAULT_NODES:,}) and say how far it went "
                        "(exit status 2)")
    parser.add_argument("--time", type=positive_seconds, default=DEFAULT_SECONDS, metavar="S",
                        help=f"stop a search after S seconds (default {DEFAULT_SECONDS:g}) and say how far it went "
                        "(exit status 2)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Search the tree and print the trace, the report or one JSON object; draw it with ``-o``."""
    if args.worksheet and args.output is None:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--worksheet draws to a file: give it with -o (.pdf, .tex, .svg or "
                                                      ".png)")))
    if names_a_file(args.heuristic):
        with FileHeuristic(args.heuristic) as teacher:  # the teacher's function, in the lab's sandbox process
            return search(args, teacher)
    return search(args, args.heuristic)


def search(args: argparse.Namespace, heuristic: str | Heuristic) -> int:
    """:func:`run` with the heuristic given by name, or as a function."""
    tr_search = translations(args.lang).search
    to_time = args.deepen and args.depth is None  # deeper and deeper until --time runs out
    options = search_options(args, deepen=args.deepen and not to_time)
    source = search_source(args, heuristic, tr_search)
    if to_time:
        return run_deepening(args, options, source, tr_search)
    budget = SearchBudget(args.budget, args.time)
    progress = SearchProgress(budget.nodes, budget.seconds)
    events, result = budgeted_search(args, source, options, budget, progress, tr_search)
    if args.output is not None:
        output.paths(draw(args, source, events, result, options), stderr=True)
    line = forced(source, result, args.depth)
    if args.json:
        output.streamed(search_json_text(result, events, game_moves(source, result, line)))
        return 0
    counts = plain_counts(source, args.depth, result, budget, progress)
    if args.trace:
        output.text("")
    output.text(search_report(result, source.name, title=source.heading(tr_search), algorithm=options.title(tr_search),
                              counts=counts,
                              moves=isinstance(source.tree, PositionTree), vectors=has_vectors(source.tree),
                              tr=tr_search))
    if line:
        output.text(tr_search(SUMMARY["forced"]).format(line=" ".join(line)))
    return 0


def plain_counts(source: SearchSource, depth: int | None, result: SearchResult, budget: SearchBudget,
                 progress: SearchProgress) -> TreeCounts:
    """The plain minimax tree the search is compared with, counted within the budget, and for no longer
    than the search took (a second at least): a count that would take longer says "more than"."""
    clock = progress.clock
    spent, started = max(1.0, clock() - progress.started), clock()
    return tree_counts(searched_by_moves(source.tree), depth=depth,
                       limit=count_limit(source.tree, result.stats.nodes, budget),
                       stop=lambda: progress.out_of_time() or clock() - started > spent)


def budgeted_search(args: argparse.Namespace, source: SearchSource, options: SearchOptions, budget: SearchBudget,
                    progress: SearchProgress, tr: Translate) -> tuple[Sequence[Event], SearchResult]:
    """The search's events (those the output needs) and result, within ``budget``; a search of a whole
    game that surely cannot finish is refused (a compiled one, quick to try, says so once stopped)."""
    searching = start_search(source.tree, options, trace=args.trace or keeps_events(args))
    if not searching.compiled:
        refuse_whole_game(source, options, budget)
    kinds = JSON_EVENTS if args.json and args.output is None else None  # the events --json alone reads
    try:
        return collect_within(searching, budget, keep=event_keeper(args, source.name, tr), progress=progress.tell,
                              kinds=kinds)
    except BudgetExhausted as error:
        if searching.compiled and error.what == "nodes":
            refuse_whole_game(source, options, budget)
        raise InputError(Sentence(ADVISED, refusal=error.reason, advice=exhausted_hint(error, options))) from None


def search_options(args: argparse.Namespace, *, deepen: bool) -> SearchOptions:
    """The search the command line asks for (``deepen``: iterative deepening to ``--depth``)."""
    return SearchOptions(args.algorithm, depth=args.depth, order=args.order, memo=args.memo,
                         soft=args.fail_soft, deepen=deepen, shallow=args.shallow, player=args.player)


def search_source(args: argparse.Namespace, heuristic: str | Heuristic, tr: Translate) -> SearchSource:
    """The tree to search, read from ``SOURCE`` (with ``--moves``, ``--fen``, ``--root``…); the root of
    a game tree is named in the language asked for."""
    return load_search_tree(
        spec_with_fen(args.source, args.fen) if args.fen is not None else args.source,
        moves=args.moves,
        heuristic=heuristic,
        seed=args.seed,
        root_max=None if args.root is None else args.root == "max",
        first=args.first,
        win=1.0 if args.values == "pm1" else math.inf,
        root=tr(SUMMARY["root"]),
    )


def refuse_whole_game(source: SearchSource, options: SearchOptions, budget: SearchBudget) -> None:
    """Refuse a search without a depth bound of a game whose tree is far too large for ``budget``."""
    if options.depth is None and isinstance(source.tree, PositionTree):
        refusal = full_search_refusal(source.tree.game, source.tree.root, options, budget)
        if refusal:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "{refusal}, or --deepen to search deeper and deeper within "
                                                                  "--time"),
                                      refusal=refusal))


def keeps_events(args: argparse.Namespace) -> bool:
    """Whether the events are kept after the search: for ``--json`` and for drawing (``-o``)."""
    return bool(args.json) or args.output is not None


def event_keeper(args: argparse.Namespace, name: Namer, tr: Translate) -> Callable[[Event], bool] | None:
    """The ``keep`` callback of the search: it prints each event with ``--trace`` (but not with
    ``--json``), keeps them when :func:`keeps_events`, and stops a search too large to draw; None
    when every event is kept as it is (then none is made before it is read)."""
    kept = keeps_events(args)
    printed = args.trace and not args.json
    drawn = args.output is not None and not is_web_page(args.output)
    if kept and not printed and not drawn:
        return None
    keep = trace_printer(name, tr, kept) if printed else lambda event: kept
    return drawn_within(keep) if drawn else keep


def game_moves(source: SearchSource, result: SearchResult, line: list[str] | None) -> dict[str, object]:
    """What the ``--json`` object adds to the search's on a game position: the moves named."""
    data: dict[str, object] = {}
    if isinstance(source.tree, PositionTree):
        data["best_moves"] = [source.name((i,)) for i in result.best]
        data["principal_variation"] = source.name(result.principal).split() if result.principal else []
        if line is not None:
            data["forced_line"] = line
    return data


def forced(source: SearchSource, result: SearchResult, depth: int | None) -> list[str] | None:
    """The moves of the forced end of a game position the search proved won (±∞) within ``depth``,
    named as ``--moves`` reads them; None when the value is not ±∞ or the tree is no game position."""
    tree = source.tree
    if depth is None or not isinstance(tree, GameTree) or not math.isinf(result.number):
        return None
    game, state = tree.game, tree.root
    return [game.move_label(before, move)
            for before, move in line_positions(game, state, forced_line(game, state, depth))]


def exhausted_hint(error: BudgetExhausted, options: SearchOptions) -> str:
    """What to do when a search ran out of its budget: a depth bound (a smaller one when it had one),
    more of what ran out, memoization (where it goes and was not asked for)."""
    more = "--budget" if error.what == "nodes" else "--time"
    if error.moves:
        return Sentence(QT_TRANSLATE_NOOP("errors", "fewer playouts (mc:N), a smaller depth, or {more}"), more=more)
    depth = Sentence(QT_TRANSLATE_NOOP("errors", "give a depth") if options.depth is None else
                     QT_TRANSLATE_NOOP("errors", "a smaller depth"))
    if options.memo or options.algorithm == "maxn":
        return Sentence(QT_TRANSLATE_NOOP("errors", "{depth}, or {more}"), depth=depth, more=more)
    return Sentence(QT_TRANSLATE_NOOP("errors", "{depth}, {more}, or --memo"), depth=depth, more=more)


def drawn_within(keep: Callable[[Event], bool]) -> Callable[[Event], bool]:
    """``keep``, stopping the search once it entered more nodes than a drawing shows
    (:data:`~gameviz.export.size.MAX_DRAWN_NODES`): every event is a frame to replay."""
    from gameviz.export.size import MAX_DRAWN_NODES

    entered = [0]

    def kept(event: Event) -> bool:
        if isinstance(event, Enter):
            entered[0] += 1
            if entered[0] > MAX_DRAWN_NODES:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "-o draws searches of at most {most:,} nodes, and this one "
                                                              "enters more: give a smaller tree or a depth (--depth), "
                                                              "or leave out -o"), most=MAX_DRAWN_NODES))
        return keep(event)

    return kept


def trace_printer(name: Namer, tr: Translate, kept: bool) -> Callable[[Event], bool]:
    """A ``keep`` callback for :func:`collect` that prints each event in words, indented by its
    depth, and keeps the events if ``kept``."""

    def keep(event: Event) -> bool:
        output.text("  " * len(getattr(event, "path", ())) + describe(event, name, tr))
        return kept

    return keep


def draw(args: argparse.Namespace, source: SearchSource, events: Sequence[Event], result: SearchResult,
         options: SearchOptions) -> list[Path]:
    """Write the search's pictures to ``args.output``: the tree tab's figure, laid out by Graphviz (or
    a web page of every event, for a file ending in .html)."""
    if is_web_page(args.output):
        return [tree_page_file(args, source, events, result, options)]
    from gameviz.cli.export import checked_pictures
    from gameviz.export import export_pictures
    from gameviz.export.search_steps import search_steps

    steps = search_steps(source.tree, source.name, events, result, options, depth=args.depth, theme=args.theme,
                         shapes=SHAPES[args.shapes], tr=translations(args.lang).search)
    pictures = steps.pictures
    if args.worksheet:
        from gameviz.export.worksheet import export_worksheet
        from gameviz.figure.worksheet import blank_tree

        if args.all_steps or args.step != RESULT:
            raise InputError(Sentence(WORKSHEET_STEPS))
        blank = blank_tree(steps.figure, windows=options.algorithm in ("alphabeta", "paranoid"))
        return export_worksheet(blank, pictures.pictures([len(pictures) - 1])[0], args.output, scale=args.scale)
    indices = chosen_steps(args, len(pictures), "an event")
    return export_pictures(checked_pictures(pictures.pictures, indices), args.output, scale=args.scale,
                           names=[pictures.step_name(i) for i in indices])


#: The last line of ``--deepen`` within ``--time``.
BUDGET = {
    "complete": QT_TRANSLATE_NOOP("search", "Complete: a search to depth {depth} reached the end of the game "
                                            "everywhere."),
    "deepest": QT_TRANSLATE_NOOP("search", "Incomplete: the deepest search that finished within {seconds} s went "
                                           "to depth {depth}; its value is the heuristic's estimate."),
    "none": QT_TRANSLATE_NOOP("search", "Incomplete: not even a search to depth 1 finished within {seconds} s."),
}


def run_deepening(args: argparse.Namespace, options: SearchOptions, source: SearchSource,
                  tr: Translate = untranslated) -> int:
    """``--deepen`` without ``--depth``: deepen step by step within ``--time`` and print the deepest
    search that finished."""
    if not isinstance(source.tree, PositionTree) or options.algorithm != "alphabeta":
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "iterative deepening needs alpha-beta and a depth of at least 1 "
                                                              "(or, on a game position, deepens until --time runs out)")))
    if args.trace or args.output:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--deepen without --depth deepens until --time runs out: it does "
                                                              "not go with --trace or -o")))
    found = search_within(source.tree, options, args.time)
    if args.json:
        data = search_json(found.result, []) if found.result is not None else {}
        data["budget"] = {"seconds": args.time, "depth": found.depth, "exact": found.exact}
        output.text(json.dumps(data, ensure_ascii=False))
        return 0
    if found.result is not None:  # (counting the plain minimax tree could take longer than the budget)
        output.text(search_report(found.result, source.name, title=source.heading(tr), algorithm=options.title(tr),
                                  counts=None, moves=True, tr=tr))
    output.text(budget_summary(found.exact, found.result is not None, found.depth, args.time, tr))
    return 0


def budget_summary(exact: bool, finished: bool, depth: int, seconds: float, tr: Translate = untranslated) -> str:
    """The last line of a budgeted search: complete, or how deep it went within ``seconds``, in the
    language of ``tr``."""
    if exact:
        return tr(BUDGET["complete"]).format(depth=depth)
    if finished:
        return tr(BUDGET["deepest"]).format(seconds=f"{seconds:g}", depth=depth)
    return tr(BUDGET["none"]).format(seconds=f"{seconds:g}")
