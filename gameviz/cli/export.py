"""``gameviz export``: the attractor's steps drawn to SVG, PDF, PNG or TikZ."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gameviz.cli import output
from gameviz.cli.arguments import (
    RESULT,
    WORKSHEET_STEPS,
    Subcommands,
    add_language,
    add_source,
    add_steps,
    chosen_steps,
    scale,
    source_arena,
)
from gameviz.cli.web_page import arena_page_file, board_arena, is_web_page
from gameviz.cli.whole_arena import whole_arena
from gameviz.core.arena import Arena
from gameviz.core.errors import ADVISED, InputError, LimitError
from gameviz.core.game import played_states
from gameviz.core.solution import Solution, solve
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.figure.notation import NOTATIONS
from gameviz.figure.style import EXPORT_PALETTES
from gameviz.games import game_from_spec, looks_like_spec
from gameviz.layout import LAYOUTS
from gameviz.report.translations import translations

if TYPE_CHECKING:
    from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, Frame
    from gameviz.figure.game_graph_timeline import GameGraphTimeline
    from gameviz.figure.primitives import Picture

NAME = "export"


def add(sub: Subcommands) -> None:
    """Add ``export`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="draw the attractor steps to SVG, PDF, PNG or TikZ, or write them as an interactive web page",
        description="Lay out an arena and write the picture of one step, or of every step "
        "(--all-steps: one PDF page, one TikZ overlay, or one SVG/PNG file per step). The "
        "format is the suffix of FILE: .svg, .pdf, .png or .tex. Steps are counted from 1: "
        "step 1 is 𝒜₀ = V₁, step m + 1 is 𝒜ₘ. A FILE ending in .html is one self-contained web page "
        "with every step (or the one --step asks for), its sentences and the exercise; with --play, "
        "a board to play the game against the attractor strategy.",
    )
    add_source(parser)
    parser.add_argument("-o", "--output", required=True, metavar="FILE",
                        help="the file to write; its suffix (.svg, .pdf, .png, .tex) chooses the format")
    parser.add_argument("--graph", choices=("arena", "game"), default="arena",
                        help="arena: the bipartite arena (default); game: an impartial game's graph of positions, "
                        "who is to move left out, stepped by k (P₀, G₁, P₂, …)")
    parser.add_argument("--player", choices=("1", "2", "3", "4", "5", "6", "both", "all"), default="1",
                        help="whose attractor (default 1); both or all: every player's at once")
    add_steps(parser, what="1 is 𝒜₀, 2 is 𝒜₁…")
    parser.add_argument("--play", nargs="?", const="", metavar="MOVES",
                        help="draw a play of a game from its start as a numbered path: the moves as the tree "
                        "command's --moves reads them (sticks: \"3 1 2\"; chomp: \"b2 c1\"); without moves, "
                        "with .html: a page to play the game from its start against the attractor strategy")
    parser.add_argument("--board", action="store_true",
                        help="draw the board of the game after --moves, as the Board tab draws it, instead of the "
                        "arena (.svg, .pdf, .png, .tex, or .html for a web page of the picture)")
    parser.add_argument("--moves", default="", metavar="MOVES",
                        help="with --board: the moves played from the start, as the tree command's --moves reads "
                        "them ('4453' for Connect 4, '5 1 9' for tic-tac-toe)")
    parser.add_argument("--heuristic", action="store_true",
                        help="with --board: the course's heuristic on the board, as View → Heuristic on the Board "
                        "shows it: each cell's weight, h after each move and the formula of h")
    parser.add_argument("--worksheet", action="store_true",
                        help="a worksheet: the blank exercise (shapes, labels and moves only), then the answer key "
                        "(the result): two PDF pages, two Beamer frames in .tex, two SVG or PNG files")
    parser.add_argument("--standalone-steps", action="store_true",
                        help="with --all-steps and .tex: one tikzpicture per step (for articles and handouts) "
                        "instead of Beamer overlays")
    parser.add_argument("--layout", choices=LAYOUTS, default="auto", help="layout engine (default: chosen by size)")
    parser.add_argument("--caption", action="store_true", help="write the step under the picture")
    parser.add_argument("--notation", choices=sorted(NOTATIONS), default="j1j2",
                        help="names of the players in captions (default j1j2)")
    parser.add_argument("--theme", choices=sorted(EXPORT_PALETTES), default="light",
                        help="light or dark as on screen, or print: told apart in grey on paper")
    parser.add_argument("--boards", choices=("auto", "yes", "no"), default="auto",
                        help="board pictures inside vertices (default: for small Chomp, tic-tac-toe, Connect 4)")
    parser.add_argument("--scale", type=scale, default=2.0, help="PNG pixels per point (default 2, at most 8)")
    add_language(parser)
    parser.set_defaults(run=run)


@whole_arena
def run(args: argparse.Namespace) -> int:
    """Draw the steps asked for (or the board) and print the files written."""
    if args.board:
        from gameviz.cli.board_picture import draw_board

        output.paths([draw_board(args)])
        return 0
    if args.moves or args.heuristic:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--moves and --heuristic draw a position's board, with --board (a "
                                                      "play drawn on the arena is --play MOVES)")))
    if args.graph == "game":
        from gameviz.cli.game_graph import draw_game_graph

        output.paths(draw_game_graph(args))
        return 0
    if is_web_page(args.output):
        arena = board_arena(args) if args.play == "" else source_arena(args)
        output.arena_warnings(arena, translations(args.lang).attractor)
        output.paths([arena_page_file(args, arena, chosen_players)])
        return 0
    arena = drawable(args, source_arena)
    output.arena_warnings(arena, translations(args.lang).attractor)
    if args.play == "":
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--play writes a web page when given no moves: give -o a file "
                                                      "ending in .html, or the moves of the play to draw")))
    output.paths(draw(args, arena))
    return 0


def drawable(args: argparse.Namespace, build: Callable[[argparse.Namespace], Arena]) -> Arena:
    """The arena ``build`` makes of ``args``, refused before its layout when its picture would draw more
    than :data:`~gameviz.export.size.MAX_FIGURE` vertices and edges (a game is not even explored past
    that many vertices)."""
    from gameviz.export.size import MAX_FIGURE, figure_refusal

    limit = args.limit
    args.limit = min(limit, MAX_FIGURE)
    try:
        arena = build(args)
    except LimitError:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the arena has more than {most:,} vertices, and an export draws at "
                                                      "most {most:,} vertices and edges: choose a smaller game (solve "
                                                      "has no such limit)"), most=MAX_FIGURE), source=args.source) from None
    finally:
        args.limit = limit
    problem = figure_refusal(len(arena) + arena.edge_count())
    if problem:
        advice = Sentence(QT_TRANSLATE_NOOP("errors", "choose a smaller arena (solve has no such limit)"))
        raise InputError(Sentence(ADVISED, refusal=problem, advice=advice), source=args.source)
    return arena


def chosen_players(arena: Arena, solution: Solution, player: str) -> tuple[int, ...]:
    """The players whose attractors ``--player`` asks for."""
    if player in ("both", "all"):
        return tuple(solution.players)
    if int(player) in solution.players:
        return (int(player),)
    raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--player {player}: the arena has {players} players"), player=player,
                              players=arena.players))


def played(args: argparse.Namespace) -> list[Any]:
    """The positions of ``--play``, from the game's start (an empty list without it)."""
    if not args.play:
        return []
    if not looks_like_spec(args.source):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--play needs a game, whose moves it reads, not a "
                                                              "file")), source=args.source)
    game = game_from_spec(args.source)
    return list(played_states(game, game.parse_moves(args.play), source="--play"))


def draw(args: argparse.Namespace, arena: Arena) -> list[Path]:
    """Solve ``arena``, lay it out and write the pictures of the steps asked for; the files written."""
    from gameviz.export.arena_steps import arena_steps

    solution = solve(arena)
    steps = arena_steps(arena, solution, players=chosen_players(arena, solution, args.player), layout=args.layout,
                        theme=args.theme, boards=chosen_boards(args.boards), notation=NOTATIONS[args.notation],
                        tr=translations(args.lang).attractor, play=played(args))
    return write_steps(args, steps.timeline, steps.figure, steps.caption)


def chosen_boards(boards: str) -> bool | None:
    """Board pictures in vertices for ``--boards``: yes, no, or None where they read (``auto``)."""
    return None if boards == "auto" else boards == "yes"


def checked_pictures(pictures: Callable[..., list[Picture]], indices: list[int], *args: Any) -> list[Picture]:
    """``pictures(indices, *args)``, refused after the last one (the fullest: a search's result draws every
    node it entered) when all of them would draw more than :data:`~gameviz.export.size.MAX_DRAWN`
    vertices and edges (``--all-steps`` of a large figure)."""
    from gameviz.export.size import drawing_refusal

    last = pictures(indices[-1:], *args)
    problem = drawing_refusal(len(last[0].groups), len(indices)) if last else ""
    if problem:
        advice = Sentence(QT_TRANSLATE_NOOP("errors", "export one step (--step N) or a smaller game"))
        raise InputError(Sentence(ADVISED, refusal=problem, advice=advice))
    return pictures(indices[:-1], *args) + last


def write_steps(args: argparse.Namespace, timeline: AttractorTimeline | GameGraphTimeline, figure: ArenaFigure,
                caption: Callable[[Frame], str]) -> list[Path]:
    """Write the steps ``--step`` or ``--all-steps`` ask for, or with ``--worksheet`` the blank exercise
    and the result (its answer key); the files written."""
    from gameviz.export import export_pictures

    captions = caption if args.caption else None
    if args.worksheet:
        from gameviz.export.worksheet import export_worksheet
        from gameviz.figure.worksheet import blank_arena

        if args.all_steps or args.step != RESULT:
            raise InputError(Sentence(WORKSHEET_STEPS))
        answers = timeline.pictures([len(timeline) - 1], captions)[0]
        return export_worksheet(blank_arena(figure), answers, args.output, scale=args.scale)
    indices = chosen_steps(args, len(timeline), "a step")
    return export_pictures(checked_pictures(timeline.pictures, indices, captions), args.output, scale=args.scale,
                           names=[timeline.step_name(i) for i in indices], standalone=args.standalone_steps)
