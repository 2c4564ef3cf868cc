"""Placing vertices and edges: Graphviz engines and a fast layered layout.

:func:`choose_layout` picks a sensible layout for the size and shape of an
arena and says why; :func:`compute_layout` runs one. Both run without Qt, so
the application can call them from a worker.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution
from gameviz.figure.geometry import Layout

GRAPHVIZ = ("dot", "neato", "sfdp", "fdp", "circo", "twopi")
LAYOUTS = ("auto", "course", *GRAPHVIZ, "layered", "ranks", "attractors")

#: Largest arena drawn with dot when the layout is chosen automatically.
DOT_LIMIT = 150
#: Largest arena with cycles given sfdp's force-directed placement by default: past it, sfdp takes
#: seconds (16 s at 10,000 vertices) where the attractors' layers take milliseconds.
SFDP_LIMIT = 1_000


def choose_layout(arena: Arena) -> tuple[str, str]:
    """The layout to use for ``arena`` and a short reason, e.g. ``("dot", "small arena")``."""
    from gameviz.layout.course import COURSE_LIMIT, sticks_left

    vertices, edges = len(arena), arena.edge_count()
    if vertices <= COURSE_LIMIT and sticks_left(arena) is not None:
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
    from gameviz.layout.course import sticks_left

    return engine != "course" or sticks_left(arena) is not None


def compute_layout(
    arena: Arena,
    engine: str,
    sizes: Mapping[Hashable, tuple[float, float, str]],
    rank: Mapping[Hashable, int] | None = None,
    aspect: float | None = None,
    *,
    solution: Solution | None = None,
) -> Layout:
    """Lay out ``arena`` with ``engine`` (a Graphviz engine, ``course``, ``layered``, ``ranks`` or
    ``attractors``).

    ``ranks`` puts each vertex on the layer of its rank in ``rank``; ``attractors`` lays out both
    attractors of ``solution`` (solved here when not given); ``aspect`` is the width / height of the
    window (see :func:`graphviz_layout`).
    """
    from gameviz.layout.layered import layered_layout, rank_layers

    if engine == "auto":
        engine = choose_layout(arena)[0]
    if engine == "layered":
        return layered_layout(arena, sizes, aspect=aspect)
    if engine == "course":
        from gameviz.layout.course import course_layout

        return course_layout(arena, sizes)
    if engine == "ranks":
        return layered_layout(arena, sizes, rank_layers(rank or {}, arena), name="ranks", aspect=aspect)
    if engine == "attractors":
        from gameviz.core.solution import solve
        from gameviz.layout.layered import attractor_layers

        layers = attractor_layers(solution or solve(arena), arena)
        return layered_layout(arena, sizes, layers, name="attractors", aspect=aspect)
    from gameviz.layout.graphviz import graphviz_layout

    return graphviz_layout(arena.vertices, list(arena.edges()), sizes, engine, aspect)
