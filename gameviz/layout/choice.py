"""Which layout suits an arena: the one chosen when the user leaves it to the application, and whether
the course's picture of stick games applies.

Both look at every vertex (its board, its moves): :func:`layout_choices` finds them at once, so that
the window can have them found by the worker that opens an arena. Nothing here runs a layout (and no
Graphviz is loaded).
"""

from __future__ import annotations

from dataclasses import dataclass

from gameviz.core.arena import Arena
from gameviz.layout.course import COURSE_LIMIT, sticks_left

#: Largest arena drawn with dot when the layout is chosen automatically.
DOT_LIMIT = 150
#: Largest arena with cycles given sfdp's force-directed placement by default: past it, sfdp takes
#: seconds (16 s at 10,000 vertices) where the attractors' layers take milliseconds.
SFDP_LIMIT = 1_000


def choose_layout(arena: Arena, *, course: bool | None = None) -> tuple[str, str]:
    """The layout to use for ``arena`` and a short reason, e.g. ``("dot", "small arena")``; ``course``:
    whether the course's picture applies (:func:`layout_applies`), when known already."""
    vertices, edges = len(arena), arena.edge_count()
    if vertices <= COURSE_LIMIT and (sticks_left(arena) is not None if course is None else course):
        return "course", "stick games as the course draws them"
    if vertices <= DOT_LIMIT and edges <= 3 * DOT_LIMIT:
        return "dot", "small arena"
    if arena.is_acyclic():
        return "layered", f"{vertices:,} vertices without cycles: layers by depth"
    if vertices > SFDP_LIMIT:
        return "attractors", f"{vertices:,} vertices with cycles: layers by rank in each attractor"
    return "sfdp", f"{vertices:,} vertices with cycles: force-directed placement"


def layout_applies(engine: str, arena: Arena) -> bool:
    """Whether ``engine`` can lay ``arena`` out: the course's picture needs heaps of sticks, the
    others take any arena."""
    return engine != "course" or sticks_left(arena) is not None


@dataclass(frozen=True)
class LayoutChoices:
    """What the window asks of an arena's layouts: the one :func:`choose_layout` picks (and why), and
    whether the course's picture applies (*View → Layout* offers it then)."""

    automatic: tuple[str, str]
    course: bool

    def applies(self, engine: str) -> bool:
        """Whether ``engine`` can lay the arena out (:func:`layout_applies`)."""
        return engine != "course" or self.course


def layout_choices(arena: Arena) -> LayoutChoices:
    """:func:`choose_layout` and :func:`layout_applies` of ``arena`` at once: both look at every vertex (its
    board, its moves), which takes a moment on a large arena, so the window finds them in a worker."""
    course = layout_applies("course", arena)
    return LayoutChoices(choose_layout(arena, course=course), course)
