"""A search drawn event by event: its tree laid out and styled as the *Search Tree* tab draws it.

``gameviz tree -o``, its web pages and the Python API (:mod:`gameviz.api`) all draw a search through
these functions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gameviz.core.search.options import SearchOptions, searched_tree
from gameviz.core.search.trace import Event, Path, SearchResult
from gameviz.core.search.tree import MultiTree, PositionTree, SearchTree
from gameviz.core.translate import Translate, untranslated
from gameviz.figure.geometry import Layout
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.figure.style import EXPORT_PALETTES
from gameviz.figure.tree_display import DisplayTree
from gameviz.figure.tree_figure import MORE, TreeFigure, TreePictures
from gameviz.layout.tree_fit import SLIDE, fit_tree


def draws_boards(tree: SearchTree | MultiTree) -> bool:
    """Whether the nodes of ``tree`` carry a board: the positions of a game do, an exercise's nodes do not."""
    return isinstance(tree, PositionTree)


def search_display(tree: SearchTree | MultiTree, options: SearchOptions, depth: int | None) -> DisplayTree:
    """The part of the tree the search of ``options`` walks that is drawn (to ``depth``, if bounded)."""
    return DisplayTree(searched_tree(tree, options), depth)


def search_layout(display: DisplayTree, boards: bool, more_words: str = MORE) -> Layout:
    """The drawn nodes folded and laid out to read on a slide (:data:`~gameviz.layout.tree_fit.SLIDE`), as
    the window fits them to its view, with room for their boards when ``boards`` (``more_words``: what a
    "+k more" node says, translated)."""
    return fit_tree(display, SLIDE, boards=boards, more_words=more_words).layout


@dataclass(frozen=True)
class SearchSteps:
    """The frames of a traced search (one per event, then the result) and their pictures."""

    figure: TreeFigure
    timeline: SearchTimeline
    pictures: TreePictures


def search_steps(tree: SearchTree | MultiTree, name: Callable[[Path], str], events: Sequence[Event], result: SearchResult,
                 options: SearchOptions, *, depth: int | None = None, theme: str = "light",
                 shapes: str = "triangles", tr: Translate = untranslated) -> SearchSteps:
    """The search of ``options`` over ``tree`` drawn from its ``events``, its nodes named by ``name``, its
    cut marks in the language of ``tr``, in the colours of ``theme``, MAX and MIN nodes as ``shapes``
    (``triangles``, or ``course``: circles and squares)."""
    display = search_display(tree, options, depth)
    boards = draws_boards(tree)
    figure = TreeFigure(display, search_layout(display, boards, tr(MORE)), EXPORT_PALETTES[theme], shapes=shapes,
                        boards=boards, name=name, translate=tr)
    timeline = SearchTimeline(events, result, options.algorithm)
    return SearchSteps(figure, timeline, TreePictures(figure, timeline))
