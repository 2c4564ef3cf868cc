"""The paths of many edges as columns of numbers: laid out, kept and drawn without a Python object per edge.

A large arena has hundreds of thousands of plain edges, each a cubic segment and a tip: ten numbers.
Making an :class:`~gameviz.figure.geometry.EdgePath` of each (tuples of tuples of floats) cost more
than computing them all, so an :class:`EdgeTable` keeps them as one NumPy array, a row per edge, and
makes a path only for an edge asked for; the window paints the plain edges from the rows
(:class:`EdgeColumns`: every curve's points, then every arrowhead's corners).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence, Set
from functools import reduce
from itertools import chain
from typing import Any, NamedTuple

import numpy as np

from gameviz.figure.arrowheads import arrowhead_corners
from gameviz.figure.geometry import EdgePath, NodeBox, Point, loop_edge

Edge = tuple[Hashable, Hashable]


def row_path(row: Any) -> EdgePath:
    """The path of a table's row: the four points' x and y, then the tip's."""
    x0, y0, x1, y1, x2, y2, x3, y3, tx, ty = row.tolist()
    return EdgePath(((x0, y0), (x1, y1), (x2, y2), (x3, y3)), (tx, ty))


class EdgeTable(Mapping[Edge, EdgePath]):
    """The paths of ``edges`` (none twice), each of one cubic segment: row i of ``rows`` (n × 10) holds the
    x and y of the four points of edge i, then of its tip. Read as a mapping, in the order of ``edges``, it
    makes a path when one is asked for; it is not changed after it is made."""

    def __init__(self, edges: Sequence[Edge], rows: Any, index: dict[Edge, int] | None = None) -> None:
        """``index``: the row of each edge, if known already."""
        self._edges = list(edges)
        self.rows = rows
        self._index = index

    @property
    def index(self) -> dict[Edge, int]:
        """The row of each edge (made when first needed)."""
        if self._index is None:
            self._index = dict(zip(self._edges, range(len(self._edges)), strict=True))
        return self._index

    def __getitem__(self, edge: Edge) -> EdgePath:
        return row_path(self.rows[self.index[edge]])

    def __contains__(self, edge: object) -> bool:
        return edge in self.index

    def __iter__(self) -> Iterator[Edge]:
        return iter(self._edges)

    def __len__(self) -> int:
        return len(self._edges)

    def edge_at(self, position: int) -> tuple[Edge, EdgePath]:
        """The edge of row ``position`` and its path."""
        return self._edges[position], row_path(self.rows[position])

    def rows_of(self, edges: Sequence[Edge]) -> Any:
        """The rows of ``edges``, in their order."""
        index = self.index
        return self.rows[np.fromiter((index[edge] for edge in edges), dtype=np.intp, count=len(edges))]

    def bounds(self) -> Any:
        """(left, top, right, bottom) of each edge's points and tip (n × 4): the curve lies within."""
        columns = self.rows.T  # five x columns and five y columns, compared a column at a time (a row's five
        xs, ys = columns[0::2], columns[1::2]  # values at a time would take three times as long)
        return np.column_stack([reduce(np.minimum, xs), reduce(np.minimum, ys), reduce(np.maximum, xs),
                                reduce(np.maximum, ys)])


def renamed(paths: Mapping[Edge, EdgePath], names: Mapping[Hashable, Hashable]) -> Mapping[Edge, EdgePath]:
    """The same paths, each edge's ends renamed by ``names`` (a table stays a table)."""
    if isinstance(paths, EdgeTable):
        return EdgeTable([(names[u], names[w]) for u, w in paths], paths.rows)
    return {(names[u], names[w]): path for (u, w), path in paths.items()}


def edge_table(boxes: Mapping[Hashable, NodeBox], edges: Sequence[Edge], arrow: float = 8.0) -> EdgeTable:
    """The plain path of each of ``edges`` (once each, in the order first met), as
    :func:`~gameviz.figure.geometry.edge_path` draws it (straight from border to border, a loop above a
    vertex to itself), computed a column at a time: the same to a few units in the last place."""
    index = dict(zip(edges, range(len(edges)), strict=True))
    if len(index) < len(edges):  # some edge twice
        edges = list(dict.fromkeys(edges))
        index = dict(zip(edges, range(len(edges)), strict=True))
    number = {v: i for i, v in enumerate(boxes)}
    table = np.array([(b.x, b.y, b.width / 2, b.height / 2, b.shape == "circle") for b in boxes.values()],
                     dtype=np.float64).reshape(-1, 5)
    ends = np.array([(number[u], number[w]) for u, w in edges], dtype=np.intp).reshape(-1, 2)
    source, target = table[ends[:, 0]], table[ends[:, 1]]
    start = _boundaries(source, target)
    tip = _boundaries(target, source)
    delta = tip - start
    length = np.hypot(delta[:, 0], delta[:, 1])
    length[length == 0] = 1.0
    back = np.minimum(arrow, length / 2)
    end = tip - delta / length[:, None] * back[:, None]
    third = (end - start) / 3
    rows = np.hstack([start, start + third, start + 2 * third, end, tip])
    for position in np.flatnonzero(ends[:, 0] == ends[:, 1]).tolist():
        loop = loop_edge(boxes[edges[position][0]], arrow)
        rows[position] = [*(c for point in loop.points for c in point), *loop.tip]
    return EdgeTable(edges, rows, index)


def followed(table: EdgeTable, boxes: Mapping[Hashable, NodeBox], edges: Sequence[Edge],
             touched: Set[Hashable]) -> EdgeTable:
    """The table of ``edges`` after an edit: the rows of ``table`` for the edges it has whose ends are not
    ``touched``, the plain path (see :func:`edge_table`) for the others."""
    index = table.index
    old = np.fromiter((-1 if u in touched or w in touched else index.get((u, w), -1) for u, w in edges),
                      dtype=np.intp, count=len(edges))
    kept = old >= 0
    rows = np.empty((len(edges), 10), dtype=np.float64)
    rows[kept] = table.rows[old[kept]]
    fresh = np.flatnonzero(~kept)
    if len(fresh):
        rows[fresh] = edge_table(boxes, [edges[i] for i in fresh.tolist()]).rows
    return EdgeTable(edges, rows)


def _boundaries(nodes: Any, towards: Any) -> Any:
    """:meth:`NodeBox.boundary_towards` for rows of (x, y, half width, half height, is a circle), each
    towards the centre of the same row of ``towards``."""
    dx, dy = towards[:, 0] - nodes[:, 0], towards[:, 1] - nodes[:, 1]
    with np.errstate(divide="ignore", invalid="ignore"):
        ellipse = 1 / np.sqrt((dx / nodes[:, 2]) ** 2 + (dy / nodes[:, 3]) ** 2)
        box = np.minimum(np.where(dx != 0, nodes[:, 2] / np.abs(dx), np.inf),
                         np.where(dy != 0, nodes[:, 3] / np.abs(dy), np.inf))
    scale = np.where(nodes[:, 4] == 1, ellipse, box)
    scale[(dx == 0) & (dy == 0)] = 0.0
    return np.column_stack([nodes[:, 0] + dx * scale, nodes[:, 1] + dy * scale])


class EdgeColumns(NamedTuple):
    """Many edges as the window paints them: the points of every curve one after the other (m × 2; a
    curve is a start and three points per cubic segment), how many points each curve has, and the three
    corners of each arrowhead (n × 3 × 2)."""

    points: Any
    counts: Any
    corners: Any


def plain_columns(paths: Mapping[Edge, EdgePath], edges: Sequence[Edge], arrow: float) -> EdgeColumns:
    """The curves of ``edges`` in ``paths`` and their arrowheads of length ``arrow`` (as
    :func:`~gameviz.figure.arrowheads.arrowhead` draws them), taken from the rows of a table at once."""
    if isinstance(paths, EdgeTable):
        rows = paths.rows_of(edges)
        corners = arrowhead_corners(rows[:, 8:], rows[:, 6:8], arrow, lambda i: row_path(rows[i]))
        return EdgeColumns(rows[:, :8].reshape(-1, 2), np.full(len(rows), 4, dtype=np.intp), corners)
    chosen = [paths[edge] for edge in edges]
    tips = np.array([path.tip for path in chosen], dtype=np.float64).reshape(-1, 2)
    lasts = np.array([path.points[-1] for path in chosen], dtype=np.float64).reshape(-1, 2)
    corners = arrowhead_corners(tips, lasts, arrow, chosen.__getitem__)
    return EdgeColumns(*_points_and_counts([path.points for path in chosen]), corners)


def drawn_columns(curves: Sequence[Sequence[Point]], corners: Sequence[Sequence[Point]]) -> EdgeColumns:
    """The columns of curves and arrowheads drawn one by one (``curves[i]``'s points, ``corners[i]``'s)."""
    return EdgeColumns(*_points_and_counts(curves), np.array(corners, dtype=np.float64).reshape(-1, 3, 2))


def _points_and_counts(curves: Sequence[Sequence[Point]]) -> tuple[Any, Any]:
    """The points of ``curves`` one after the other, and how many each has."""
    counts = np.fromiter((len(points) for points in curves), dtype=np.intp, count=len(curves))
    points = np.fromiter(chain.from_iterable(chain.from_iterable(curves)), dtype=np.float64,
                         count=2 * int(counts.sum()))
    return points.reshape(-1, 2), counts
