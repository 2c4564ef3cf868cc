"""``-o page.html`` for ``export`` and ``tree``: one self-contained interactive web page.

``export`` writes the attractor's steps with the arena exercise (or, with
``--play``, a board to play against the attractor strategy); ``tree`` writes
the search's events with the tree exercise. Every step is in the page unless
``--step N`` asks for one. The size of the page is estimated, and a page
over 20 MB refused, before anything is laid out.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from gameviz.cli.language import translations
from gameviz.core.arena import Arena
from gameviz.core.search.options import SearchOptions, searched_tree
from gameviz.core.search.trace import Event, SearchResult
from gameviz.core.search.tree import PositionTree
from gameviz.source import SearchSource

#: The suffixes of web pages.
SUFFIXES = (".html", ".htm")


def is_web_page(path: str | None) -> bool:
    """Whether ``-o`` names a web page."""
    return path is not None and path.lower().endswith(SUFFIXES)


def page_language(language: str) -> tuple[Callable[[str, str], str], str]:
    """``translate(context, text)`` in ``language`` (``--lang``), and the language's code for the page."""
    from gameviz.ui.i18n import resolve

    code = resolve(language)
    translations(language)  # installs the translation of the sentences, or takes it away for English
    if code == "en":
        return (lambda context, text: text), code
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate, code


def chosen_frames(args: argparse.Namespace, frames: int, noun: str) -> list[int] | None:
    """The frames of the page: every one (None), or the one ``--step N`` asks for."""
    from gameviz.cli.arguments import RESULT, chosen_steps

    if args.all_steps or args.step == RESULT:
        return None
    return chosen_steps(args, frames, noun)


def arena_page_file(args: argparse.Namespace, arena: Arena, players_of: Callable[..., tuple[int, ...]]) -> Path:
    """Write the page of ``arena`` (its steps, or with ``--play`` its board) to ``args.output``."""
    from gameviz.core.solution import solve
    from gameviz.export.html import check_size, write_page
    from gameviz.export.web_arena import arena_page, estimate_arena_page
    from gameviz.export.web_board import board_page
    from gameviz.figure.arena_figure import node_sizes
    from gameviz.figure.notation import NOTATIONS
    from gameviz.layout import compute_layout

    solution = solve(arena)
    notation = NOTATIONS[args.notation]
    translate, code = page_language(args.lang)
    title = Path(args.source).name
    if args.play is not None:  # --play without moves: the board
        return write_page(board_page(arena, solution, notation=notation, translate=translate, lang=code,
                                     title=title), args.output)
    players = players_of(arena, solution, args.player)
    frames = max(solution.attractors[p].last_index for p in players) + 2
    indices = chosen_frames(args, frames, "a step")
    check_size(estimate_arena_page(arena, frames if indices is None else 1),
               smaller="export a smaller game or a single step (--step N)")
    boards = None if args.boards == "auto" else args.boards == "yes"
    layout = compute_layout(arena, args.layout, node_sizes(arena, boards=boards),
                            solution.attractors[players[0]].rank, aspect=16 / 9, solution=solution)
    return write_page(arena_page(arena, solution, layout, players=players, notation=notation, translate=translate,
                                 lang=code, boards=boards, indices=indices, title=title), args.output)


def tree_page_file(args: argparse.Namespace, source: SearchSource, events: list[Event], result: SearchResult,
                   options: SearchOptions) -> Path:
    """Write the page of the search to ``args.output``."""
    from gameviz.export.html import check_size, write_page
    from gameviz.export.web_tree import estimate_tree_page, tree_page
    from gameviz.figure.search_timeline import SearchTimeline
    from gameviz.figure.tree_display import DisplayTree, tree_node_sizes
    from gameviz.layout.tree import tree_layout

    translate, code = page_language(args.lang)
    display = DisplayTree(searched_tree(source.tree, options), args.depth)
    timeline = SearchTimeline(events, result, options.algorithm)
    indices = chosen_frames(args, len(timeline), "an event")
    check_size(estimate_tree_page(len(display.visible()), len(timeline) if indices is None else 1),
               smaller="search a smaller tree, bound the depth (--depth), or export a single event (--step N)")
    boards = isinstance(source.tree, PositionTree)
    layout = tree_layout(display, tree_node_sizes(display, boards))
    return write_page(tree_page(display, layout, timeline, name=source.name,
                                title=source.heading(translations(args.lang).search),
                                translate=translate, lang=code, boards=boards, indices=indices), args.output)
