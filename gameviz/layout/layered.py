"""A fast layered layout for large arenas, in linear time plus sorting.

Vertices are placed on horizontal layers by their distance from the start (or
from the vertices without predecessors) — the depth of the position in the
game — or by their rank in an attractor. Inside a layer, vertices are sorted
by the mean position of their neighbours in the layer above (the barycentre
heuristic of Sugiyama et al.), which removes most crossings, then by the layer
below. A layer much wider than the others is folded into a few rows, and a
drawing much deeper than wide is cut into columns set side by side, so the
drawing keeps a screen's proportions. Edges are straight. Tic-tac-toe's 5,478 positions take well under a
second, where Graphviz's dot would take minutes.

References
----------
K. Sugiyama, S. Tagawa, M. Toda, "Methods for visual understanding of
hierarchical system structures", IEEE Trans. SMC 11 (1981).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Hashable, Mapping

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution
from gameviz.figure.geometry import Layout, NodeBox, plain_edges

H_GAP = 14.0
V_GAP = 70.0
#: Space between the rows of one folded layer (room for the rank badges; much
#: less than between layers).
FOLD_GAP = 22.0
#: Layers narrower than this are never folded (about a screen at zoom 1).
MIN_FOLD_WIDTH = 1600.0
#: Space between the columns of a deep drawing cut into columns.
COLUMN_GAP = 3 * V_GAP


def depth_layers(arena: Arena) -> dict[Hashable, int]:
    """The distance of each vertex from the start (or from the sources), breadth first.

    Vertices not reached that way (inside cycles) get the layer after their
    first reached predecessor, or 0.
    """
    view = arena.indexed()
    succ, pred = view.succ, view.pred
    layer = [-1] * len(view.keys)  # by vertex number: Python's ints hash and compare sooner than keys
    roots = [view.index[arena.start]] if arena.start is not None else []
    roots += [i for i, before in enumerate(pred) if not before]
    queue: deque[int] = deque()

    def spread(source: int) -> None:
        if layer[source] >= 0:
            return
        layer[source] = 0
        queue.append(source)
        while queue:
            u = queue.popleft()
            for w in succ[u]:
                if layer[w] < 0:
                    layer[w] = layer[u] + 1
                    queue.append(w)

    for v in roots:
        spread(v)
    for v in range(len(layer)):
        spread(v)
    return dict(zip(view.keys, layer, strict=True))


def rank_layers(rank: Mapping[Hashable, int], arena: Arena) -> dict[Hashable, int]:
    """Layers by rank in an attractor, rank 0 at the bottom; other vertices on top."""
    top = max(rank.values(), default=-1) + 1
    return {v: top - rank[v] if v in rank else 0 for v in arena}


def attractor_layers(solution: Solution, arena: Arena) -> dict[Hashable, int]:
    """J1's attractor on top, a layer per rank (its targets first), the draws in a band below, then
    J2's attractor, its targets at the bottom: every winning move goes towards the edge of its player."""
    first, second = solution.attractors[1].rank, solution.attractors[2].rank
    top = max(first.values(), default=-1) + 1
    bottom = top + 1 + max(second.values(), default=0)
    return {v: first[v] if v in first else bottom - second[v] if v in second else top for v in arena}


def layered_layout(
    arena: Arena,
    sizes: Mapping[Hashable, tuple[float, float, str]],
    layers: Mapping[Hashable, int] | None = None,
    *,
    name: str = "layered",
    aspect: float | None = None,
) -> Layout:
    """Place the vertices on layers (default :func:`depth_layers`), edges straight.

    A layer too wide for a drawing of about ``aspect`` (width / height, default
    1.6) is folded into a band of several rows; see :class:`_Band`.
    """
    if layers is None:
        layers = depth_layers(arena)
    bands = [_Band(row, sizes) for row in _ordered_rows(arena, layers)]
    limit = _band_limit(bands, aspect)
    for band in bands:
        band.wrap(limit)
    column_width = max((band.width for band in bands), default=0.0)
    columns = _columns(bands, column_width, aspect or 1.6)
    boxes, height = _place(columns, column_width, sizes)
    edges = plain_edges(boxes, arena.edges())
    width = len(columns) * (column_width + COLUMN_GAP) - COLUMN_GAP if columns else 0.0
    return Layout(boxes, edges, width, max(height, 0.0), name)


def _ordered_rows(arena: Arena, layers: Mapping[Hashable, int]) -> list[list[Hashable]]:
    """The vertices of each layer, ordered to cross fewer edges: one sweep down, then one up, each
    sorting a layer by the mean position of its vertices' neighbours in the layers already swept
    (the barycentre heuristic)."""
    view = arena.indexed()
    layer = [layers[v] for v in view.keys]  # by vertex number: Python's ints hash and compare sooner than keys
    rows: list[list[int]] = [[] for _ in range(max(layer, default=-1) + 1)]
    for v, at in enumerate(layer):
        rows[at].append(v)
    position = [0] * len(layer)
    for row in rows:
        for i, v in enumerate(row):
            position[v] = i
    _sweep(rows, view.pred, layer, position)  # down, after the neighbours above
    _sweep(rows[::-1], view.succ, layer, position)  # up, after those below
    names = view.keys
    return [[names[v] for v in row] for row in rows]


def _sweep(rows: list[list[int]], neighbours: list[list[int]], layer: list[int], position: list[int]) -> None:
    """Sort each of ``rows`` after the first, in turn, by the mean position of its vertices' ``neighbours``
    in other layers (a vertex without any by its own position), and note the new positions."""

    def barycentre(v: int) -> float:
        known = [position[u] for u in neighbours[v] if layer[u] != layer[v]]
        return sum(known) / len(known) if known else position[v]

    for row in rows[1:]:
        keys = {v: barycentre(v) for v in row}
        row.sort(key=keys.__getitem__)
        for i, v in enumerate(row):
            position[v] = i


def _place(columns: list[list[_Band]], column_width: float, sizes: Mapping[Hashable, tuple[float, float, str]]
           ) -> tuple[dict[Hashable, NodeBox], float]:
    """The vertices' boxes, each band centred in its column, and the height of the tallest column."""
    boxes: dict[Hashable, NodeBox] = {}
    height = 0.0
    for c, column in enumerate(columns):
        left, y = c * (column_width + COLUMN_GAP), 0.0
        for band in column:
            band.place(boxes, left + (column_width - band.width) / 2, y, sizes)
            y += band.height + V_GAP
        height = max(height, y - V_GAP)
    return boxes, height


def _columns(bands: list[_Band], width: float, aspect: float) -> list[list[_Band]]:
    """The layers in one column, or, when that is many times taller than the drawing's
    proportions allow (a deep arena: the stick games have a layer per stick), cut into
    consecutive columns of about equal height set side by side, like a newspaper's."""
    height = sum(band.height + V_GAP for band in bands)
    count = round(math.sqrt(aspect * height / (width + COLUMN_GAP))) if width > 0 else 1
    if count <= 2:
        return [bands] if bands else []
    share = height / count
    columns: list[list[_Band]] = [[]]
    filled = 0.0
    for band in bands:
        if filled >= share and len(columns) < count:
            columns.append([])
            filled = 0.0
        columns[-1].append(band)
        filled += band.height + V_GAP
    return columns


class _Band:
    """One layer, on one row or folded into ``rows`` rows.

    Folded, the k-th vertex of the layer's order is at x = k · column / rows
    and on row k mod rows: a sawtooth that keeps the order from left to
    right, gives every vertex its own x (edges from above reach each one),
    and makes the layer ``rows`` times narrower.
    """

    def __init__(self, row: list[Hashable], sizes: Mapping[Hashable, tuple[float, float, str]]) -> None:
        self.vertices = row
        self.row_height = max((sizes[v][1] for v in row), default=0.0)
        self.natural = sum(sizes[v][0] for v in row) + H_GAP * max(len(row) - 1, 0)
        self.column = max((sizes[v][0] for v in row), default=0.0) + H_GAP
        self.rows = 1

    def rows_for(self, limit: float) -> int:
        """Rows needed to fit in ``limit`` width."""
        if self.natural <= limit:
            return 1
        return min(len(self.vertices), math.ceil(len(self.vertices) * self.column / limit))

    def wrap(self, limit: float) -> None:
        self.rows = self.rows_for(limit)

    def extent(self, rows: int) -> tuple[float, float]:
        """Width and height on ``rows`` rows."""
        height = rows * self.row_height + (rows - 1) * FOLD_GAP
        if rows == 1:
            return self.natural, height
        return (len(self.vertices) - 1) * self.column / rows + self.column - H_GAP, height

    @property
    def width(self) -> float:
        return self.extent(self.rows)[0]

    @property
    def height(self) -> float:
        return self.extent(self.rows)[1]

    def place(self, boxes: dict[Hashable, NodeBox], left: float, top: float,
              sizes: Mapping[Hashable, tuple[float, float, str]]) -> None:
        x = left
        for k, v in enumerate(self.vertices):
            w, h, shape = sizes[v]
            row = k % self.rows
            y = top + row * (self.row_height + FOLD_GAP) + self.row_height / 2
            if self.rows == 1:
                boxes[v] = NodeBox(x + w / 2, y, w, h, shape)
                x += w + H_GAP
            else:
                boxes[v] = NodeBox(left + k * self.column / self.rows + (self.column - H_GAP) / 2, y, w, h, shape)


def _band_limit(bands: list[_Band], aspect: float | None) -> float:
    """The widest a layer may be so that the drawing is about ``aspect`` wide per unit of height."""
    aspect = aspect or 1.6
    widest = max((band.natural for band in bands), default=0.0)

    def ratio(limit: float) -> float:
        extents = [band.extent(band.rows_for(limit)) for band in bands]
        width = max((w for w, _ in extents), default=0.0)
        height = sum(h for _, h in extents) + V_GAP * max(len(extents) - 1, 0)
        return width / max(height, 1.0)

    low, high = MIN_FOLD_WIDTH, max(widest, MIN_FOLD_WIDTH)
    if ratio(high) <= aspect:
        return high  # wide enough without folding anything
    for _ in range(30):  # the ratio grows with the limit: bisect
        middle = (low + high) / 2
        if ratio(middle) > aspect:
            high = middle
        else:
            low = middle
    return high
