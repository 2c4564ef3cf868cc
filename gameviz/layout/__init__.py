"""Placing vertices and edges: Graphviz engines and a fast layered layout.

:func:`choose_layout` picks a sensible layout for the size and shape of an
arena and says why; :func:`compute_layout` runs one. Both run without Qt, so
the application can call them from a worker; :func:`layout_choices` finds,
there, what the window asks of an arena it opens (:mod:`gameviz.layout.choice`).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution
from gameviz.figure.geometry import Layout
from gameviz.layout.choice import DOT_LIMIT, SFDP_LIMIT, LayoutChoices, choose_layout, layout_applies, layout_choices

__all__ = ["DOT_LIMIT", "GRAPHVIZ", "LAYOUTS", "SFDP_LIMIT", "LayoutChoices", "choose_layout", "compute_layout",
           "layout_applies", "layout_choices"]

GRAPHVIZ = ("dot", "neato", "sfdp", "fdp", "circo", "twopi")
LAYOUTS = ("auto", "course", *GRAPHVIZ, "layered", "ranks", "attractors")

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
