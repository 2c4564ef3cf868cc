"""How much an export may draw, checked before the layout and the pictures are built.

A picture costs memory and time in proportion to what it draws: its vertices and edges (one
group of primitives each) times the number of pictures written. Without a bound a flat tree of
100,000 leaves or ``sticks:n=100000`` took 1.7 to 1.9 GB before failing; the bounds below keep
the largest export accepted under about 5 s and 500 MB.
"""

from __future__ import annotations

from collections.abc import Sequence

from gameviz.core.errors import ADVISED, InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.figure.primitives import Picture

#: Vertices and edges one picture may draw (``sticks:n=5000``, 40,000 of them, takes 3 s and 250 MB).
MAX_FIGURE = 40_000
#: Vertices and edges all the pictures of one export may draw together (every step of a search or
#: of an attractor: the number of pictures times what each draws).
MAX_DRAWN = 400_000
#: Nodes a search drawn by ``gameviz tree -o`` may enter: each of its events is a frame, and
#: replaying them grows with the square of the nodes.
MAX_DRAWN_NODES = 10_000


def figure_refusal(items: int) -> str:
    """Why a picture of ``items`` vertices and edges is not drawn (empty if it is)."""
    if items <= MAX_FIGURE:
        return ""
    return Sentence(QT_TRANSLATE_NOOP("errors", "the picture would draw {items:,} vertices and edges, more than the {most:,} an "
                                              "export draws"), items=items, most=MAX_FIGURE)


def drawing_refusal(each: int, pictures: int) -> str:
    """Why ``pictures`` pictures of ``each`` vertices and edges are not drawn (empty if they are)."""
    if each * pictures <= MAX_DRAWN:
        return ""
    return Sentence(QT_TRANSLATE_NOOP("errors", "{pictures:,} pictures of {each:,} vertices and edges would draw {items:,}, more "
                                              "than the {most:,} an export draws"), pictures=pictures, each=each,
                    items=each * pictures, most=MAX_DRAWN)


def check_pictures(pictures: Sequence[Picture], source: str | None = None) -> None:
    """Refuse ``pictures`` larger than :data:`MAX_FIGURE` each or :data:`MAX_DRAWN` together.

    Raises
    ------
    InputError
        If they are: nothing is written then.
    """
    largest = max((len(picture.groups) for picture in pictures), default=0)
    problem = figure_refusal(largest) or drawing_refusal(largest, len(pictures))
    if problem:
        advice = Sentence(QT_TRANSLATE_NOOP("errors", "export one step or a smaller game"))
        raise InputError(Sentence(ADVISED, refusal=problem, advice=advice), source=source)


__all__ = ["MAX_DRAWN", "MAX_DRAWN_NODES", "MAX_FIGURE", "check_pictures", "drawing_refusal", "figure_refusal"]
