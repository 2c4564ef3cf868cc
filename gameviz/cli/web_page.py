"""``-o page.html`` for ``export`` and ``tree``: one self-contained interactive web page.

``export`` writes the attractor's steps with the arena exercise (or, with
``--play``, a board to play against the attractor strategy); ``tree`` writes
the search's events with the tree exercise. Every step is in the page unless
``--step N`` asks for one. The size of the page is estimated, and a page
over 20 MB refused, before anything is laid out.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.game import AnyGame
from gameviz.core.search.options import SearchOptions
from gameviz.core.search.trace import Event, SearchResult
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.report.translations import translations
from gameviz.source import SearchSource

#: The suffixes of web pages.
SUFFIXES = (".html", ".htm")

#: What to do when a board page would be too large.
SMALLER_BOARD = QT_TRANSLATE_NOOP("errors", "play a smaller game (fewer sticks or heaps, a smaller board: Connect 4 fits "
                                           "up to cols=4,rows=4, cols=5,rows=3, cols=3,rows=6 or cols=7,rows=2)")


def is_web_page(path: str | None) -> bool:
    """Whether ``-o`` names a web page."""
    return path is not None and path.lower().endswith(SUFFIXES)


def chosen_frames(args: argparse.Namespace, frames: int, noun: str) -> list[int] | None:
    """The frames of the page: every one (None), or the one ``--step N`` asks for."""
    from gameviz.cli.arguments import RESULT, chosen_steps

    if args.all_steps or args.step == RESULT:
        return None
    return chosen_steps(args, frames, noun)


@contextmanager
def advising(advice: str, page: str = "the web page") -> Iterator[None]:
    """A page refused inside says ``advice`` (options of the command line) and names itself ``page``."""
    from gameviz.export.html import PageTooLarge

    try:
        yield
    except PageTooLarge as error:
        raise PageTooLarge(error.size, advice, page=page) from None


def refusal_words(args: argparse.Namespace, indices: list[int] | None, noun: str, *, every: str,
                  one: str) -> tuple[str, str]:
    """The advice and the name of a page refused: ``every`` for a page of every step, ``one`` when
    ``--step N`` already asks for one ``noun`` (``step``, ``event``)."""
    if indices is None:
        return every, "the web page"
    return one, f"the web page of {noun} {args.step} alone"


def arena_page_file(args: argparse.Namespace, arena: Arena, players_of: Callable[..., tuple[int, ...]]) -> Path:
    """Write the page of ``arena`` (its steps, or with ``--play`` its board) to ``args.output``, refusing
    one over 20 MB from its estimate before it is laid out."""
    from gameviz.cli.export import chosen_boards
    from gameviz.core.solution import solve
    from gameviz.export.arena_steps import arena_layout
    from gameviz.export.html import check_size, write_page
    from gameviz.export.web_arena import arena_page, estimate_arena_page
    from gameviz.export.web_board import board_page
    from gameviz.figure.arena_figure import step_pictures
    from gameviz.figure.notation import NOTATIONS

    solution = solve(arena)
    notation = NOTATIONS[args.notation]
    language = translations(args.lang)
    translate, code = language.translate, language.code
    title = Path(args.source).name
    if args.play is not None:  # --play without moves: the board
        with advising(SMALLER_BOARD):
            return write_page(board_page(arena, solution, notation=notation, translate=translate, lang=code,
                                         title=title, game=rules_of(args.source)), args.output)
    players = players_of(arena, solution, args.player)
    frames = step_pictures(solution, players)
    indices = chosen_frames(args, frames, "a step")
    with advising(*refusal_words(args, indices, "step", every="export a smaller game or a single step (--step N)",
                                 one="export a smaller game (fewer sticks, a smaller board)")):
        check_size(estimate_arena_page(arena, frames if indices is None else 1))
        boards = chosen_boards(args.boards)
        layout = arena_layout(arena, solution, players, engine=args.layout, boards=boards)
        return write_page(arena_page(arena, solution, layout, players=players, notation=notation,
                                     translate=translate, lang=code, boards=boards, indices=indices, title=title),
                          args.output)


def tree_page_file(args: argparse.Namespace, source: SearchSource, events: Sequence[Event], result: SearchResult,
                   options: SearchOptions) -> Path:
    """Write the page of the search to ``args.output``, refusing one over 20 MB from the number of its
    events before its frames are replayed (tic-tac-toe's whole minimax has 1.6 million)."""
    from gameviz.export.html import check_size, write_page
    from gameviz.export.search_steps import draws_boards, search_display, search_layout
    from gameviz.export.web_tree import estimate_tree_page, tree_page
    from gameviz.figure.search_timeline import SearchTimeline

    language = translations(args.lang)
    translate, code = language.translate, language.code
    display = search_display(source.tree, options, args.depth)
    frames = len(events) + 1  # as many as the search's timeline: one per event, then the result
    indices = chosen_frames(args, frames, "an event")
    depth = "a smaller --depth" if args.depth is not None else "--depth"
    with advising(*refusal_words(args, indices, "event",
                                 every=f"search a smaller tree, bound the depth ({depth}), or write a single event "
                                 "(--step N)", one=f"search a smaller tree or bound the depth ({depth})")):
        check_size(estimate_tree_page(len(display.visible()), frames if indices is None else 1))
        timeline = SearchTimeline(events, result, options.algorithm)
        boards = draws_boards(source.tree)
        layout = search_layout(display, boards)
        title = source.heading(language.search)
        return write_page(tree_page(display, layout, timeline, name=source.name, title=title,
                                    translate=translate, lang=code, boards=boards, indices=indices), args.output)



def rules_of(source: str) -> AnyGame | None:
    """The game ``source`` specifies, if it is a game with rules (a board page names its moves as the game
    does), else None."""
    from gameviz.games import game_from_spec
    from gameviz.source import game_source, has_rules

    return game_from_spec(game_source(source)) if has_rules(source) else None


def board_arena(args: argparse.Namespace) -> Arena:
    """The arena of a board page (``--play`` without moves), a game's explored to at most the
    positions a page holds (:data:`gameviz.export.web_board.MOST_POSITIONS`): a larger one is refused
    as soon as exploring passes them.

    Raises
    ------
    InputError
        If the game has more positions than a page holds, or than ``--limit``.
    """
    from gameviz.cli.arguments import source_arena
    from gameviz.core.errors import LimitError
    from gameviz.export.html import PAGE_LIMIT, size_text
    from gameviz.export.web_board import MOST_POSITIONS

    if args.limit <= MOST_POSITIONS:
        return source_arena(args)
    try:
        return source_arena(args, limit=MOST_POSITIONS)
    except LimitError:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "a board page holds every position of the game, at most {most:,} "
                                                              "in {size}, and {source} has more: {advice}"), most=MOST_POSITIONS,
                                  size=size_text(PAGE_LIMIT), source=args.source, advice=Sentence(SMALLER_BOARD))) from None
