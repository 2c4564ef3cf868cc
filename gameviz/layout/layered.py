"""A fast layered layout for large arenas, in linear time plus sorting.

Vertices are placed on horizontal layers by their distance from the start (or
from the vertices without predecessors) — the depth of the position in the
game — or by their rank in an attractor. Inside a layer, vertices are sorted
by the mean position of their neighbours in the layer above (the barycentre
heuristic of Sugiyama et al.), which removes most crossings, then by the layer
below. Edges are straight. Tic-tac-toe's 5,478 positions take well under a
second, where Graphviz's dot would take minutes.

References
----------
K. Sugiyama, S. Tagawa, M. Toda, "Methods for visual understanding of
hierarchical system structures", IEEE Trans. SMC 11 (1981).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Mapping

from gameviz.core.arena import Arena
from gameviz.figure.geometry import Layout, NodeBox, loop_edge, straight_edge

H_GAP = 14.0
V_GAP = 70.0


def depth_layers(arena: Arena) -> dict[Hashable, int]:
    """The distance of each vertex from the start (or from the sources), breadth first.

    Vertices not reached that way (inside cycles) get the layer after their
    first reached predecessor, or 0.
    """
    roots = [arena.start] if arena.start is not None else []
    roots += [v for v in arena if not arena.predecessors(v)]
    layer: dict[Hashable, int] = {}
    queue: deque[Hashable] = deque()

    def spread(source: Hashable) -> None:
        if source in layer:
            return
        layer[source] = 0
        queue.append(source)
        while queue:
            u = queue.popleft()
            for w in arena.successors(u):
                if w not in layer:
                    layer[w] = layer[u] + 1
                    queue.append(w)

    for v in roots:
        spread(v)
    for v in arena:
        spread(v)
    return layer


def rank_layers(rank: Mapping[Hashable, int], arena: Arena) -> dict[Hashable, int]:
    """Layers by rank in an attractor, rank 0 at the bottom; other vertices on top."""
    top = max(rank.values(), default=-1) + 1
    return {v: top - rank[v] if v in rank else 0 for v in arena}


def layered_layout(
    arena: Arena,
    sizes: Mapping[Hashable, tuple[float, float, str]],
    layers: Mapping[Hashable, int] | None = None,
    *,
    name: str = "layered",
) -> Layout:
    """Place the vertices on layers (default :func:`depth_layers`), edges straight."""
    if layers is None:
        layers = depth_layers(arena)
    count = max(layers.values(), default=-1) + 1
    rows: list[list[Hashable]] = [[] for _ in range(count)]
    for v in arena:
        rows[layers[v]].append(v)
    position: dict[Hashable, float] = {}
    for row in rows:
        for i, v in enumerate(row):
            position[v] = i
    for sweep in range(2):
        down = sweep % 2 == 0
        order = rows if down else rows[::-1]
        for row in order[1:]:
            def barycentre(v: Hashable) -> float:
                neighbours = arena.predecessors(v) if down else arena.successors(v)
                known = [position[u] for u in neighbours if layers[u] != layers[v]]
                return sum(known) / len(known) if known else position[v]

            keys = {v: barycentre(v) for v in row}
            row.sort(key=keys.__getitem__)
            for i, v in enumerate(row):
                position[v] = i
    widths = [sum(sizes[v][0] for v in row) + H_GAP * max(len(row) - 1, 0) for row in rows]
    total_width = max(widths, default=0.0)
    boxes: dict[Hashable, NodeBox] = {}
    y = 0.0
    for row, width in zip(rows, widths):
        row_height = max((sizes[v][1] for v in row), default=0.0)
        x = (total_width - width) / 2
        for v in row:
            w, h, shape = sizes[v]
            boxes[v] = NodeBox(x + w / 2, y + row_height / 2, w, h, shape)
            x += w + H_GAP
        y += row_height + V_GAP
    edges = {
        (u, w): loop_edge(boxes[u]) if u == w else straight_edge(boxes[u], boxes[w])
        for u, w in arena.edges()
    }
    return Layout(boxes, edges, total_width, max(y - V_GAP, 0.0), name)
