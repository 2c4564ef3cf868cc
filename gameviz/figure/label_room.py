"""Where a label goes so that nothing crosses it: the start's caption, the numbers of a play's moves.

The edges of a layout, cut into short segments, and the boxes of its vertices are indexed in a
grid; a label tries a few places in turn and takes the first whose box no segment and no vertex
touches (or, when every place is touched, the one touched by the fewest). A label placed is an
obstacle to the next one, so that labels do not cover each other either.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence
from itertools import chain
from operator import attrgetter
from typing import Any

from gameviz.figure.edge_columns import EdgeTable
from gameviz.figure.geometry import EdgePath, Layout, NodeBox, Point

#: (left, top, right, bottom), in points.
Box = tuple[float, float, float, float]

#: Side of the grid's cells, in points.
CELL = 48.0
#: Straight pieces a cubic segment of an edge is cut into.
PIECES = 8
#: Room kept around a label, in points, so that a line does not graze it.
CLEARANCE = 2.0
#: From this many edges and vertices, those near a label's region are picked out with NumPy first.
COLUMNS_FROM = 2_000


def box_around(x: float, y: float, half_width: float, half_height: float) -> Box:
    """The box of a label centred on (x, y)."""
    return (x - half_width, y - half_height, x + half_width, y + half_height)


def corner(box: NodeBox, left: bool = False) -> Point:
    """The top-right (or top-left) corner of the node, where badges sit, relative to its centre."""
    if box.shape == "circle":
        k = math.sqrt(0.5)
        x, y = box.width / 2 * k, -box.height / 2 * k
    else:
        x, y = box.width / 2, -box.height / 2
    return (-x if left else x, y)


def edge_points(path: EdgePath) -> list[Point]:
    """The edge as a polyline: each cubic segment cut into :data:`PIECES`, then the arrow's tip."""
    points = path.points
    out = [points[0]]
    for i in range(0, len(points) - 3, 3):
        a, b, c, d = points[i : i + 4]
        for k in range(1, PIECES + 1):
            t = k / PIECES
            u = 1 - t
            out.append((u**3 * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t**3 * d[0],
                        u**3 * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t**3 * d[1]))
    if len(points) < 4:
        out += list(points[1:])
    out.append(path.tip)
    return out


def point_along(points: Sequence[Point], fraction: float) -> Point:
    """The point at ``fraction`` (0 to 1) of the polyline's length."""
    lengths = [math.dist(points[i], points[i + 1]) for i in range(len(points) - 1)]
    left = fraction * sum(lengths)
    for i, length in enumerate(lengths):
        if left <= length and length > 0:
            t = left / length
            return (points[i][0] + t * (points[i + 1][0] - points[i][0]),
                    points[i][1] + t * (points[i + 1][1] - points[i][1]))
        left -= length
    return points[-1]


def segment_meets_box(p: Point, q: Point, box: Box) -> bool:
    """Whether the segment pq touches ``box`` (Liang–Barsky clipping)."""
    left, top, right, bottom = box
    (x0, y0), (x1, y1) = p, q
    dx, dy = x1 - x0, y1 - y0
    low, high = 0.0, 1.0
    for step, room in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if step == 0:
            if room < 0:
                return False
            continue
        t = room / step
        if step < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def boxes_meet(a: Box, b: Box) -> bool:
    """Whether two boxes overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


class Obstacles:
    """The edges and vertices of ``layout`` that reach into ``region`` (all of them without one), and the
    labels placed so far, found by grid cell; a vertex with the badges of radius ``badge`` on its top
    corners. ``within``: only boxes inside ``region`` will be asked about."""

    def __init__(self, layout: Layout, region: Box | None = None, badge: float = 0.0, *, within: bool = False) -> None:
        self._segments: dict[tuple[int, int], list[tuple[Hashable, Point, Point]]] = {}
        self._boxes: dict[tuple[int, int], list[tuple[Hashable, Box]]] = {}
        #: where boxes are asked about (None: anywhere): a long edge is filed in the cells there only
        self._reach = _asked_in(region, within)
        edges, nodes = _candidates(layout, region, badge)
        for edge, path in edges:
            if region is None or boxes_meet(_bounding(path), region):
                self._add_edge(edge, path)
        for vertex, node in nodes:
            boxes = [box_around(node.x, node.y, node.width / 2, node.height / 2)]
            if badge > 0:  # the badges on its top corners: the rank's, the exercise's mark
                boxes += [box_around(node.x + x, node.y + y, badge, badge)
                          for x, y in (corner(node), corner(node, left=True))]
            for box in boxes:
                if region is None or boxes_meet(box, region):
                    self.add_box(vertex, box)

    def _add_edge(self, edge: Hashable, path: EdgePath) -> None:
        points, reach = edge_points(path), self._reach
        for p, q in zip(points, points[1:], strict=False):
            box = (min(p[0], q[0]), min(p[1], q[1]), max(p[0], q[0]), max(p[1], q[1]))
            if reach is not None:
                box = (max(box[0], reach[0]), max(box[1], reach[1]), min(box[2], reach[2]), min(box[3], reach[3]))
            for cell in _cells(box):
                self._segments.setdefault(cell, []).append((edge, p, q))

    def add_box(self, key: Hashable, box: Box) -> None:
        """Count ``box`` (a vertex, or a label placed) as an obstacle too."""
        for cell in _cells(box):
            self._boxes.setdefault(cell, []).append((key, box))

    def hits(self, box: Box, ignore: Iterable[Hashable] = ()) -> set[Hashable]:
        """The edges and boxes (but those of ``ignore``) that touch ``box`` grown by :data:`CLEARANCE`."""
        skipped = set(ignore)
        grown = _grown(box, CLEARANCE)
        found: set[Hashable] = set()
        for cell in _cells(grown):
            for edge, p, q in self._segments.get(cell, ()):
                if edge not in skipped and edge not in found and segment_meets_box(p, q, grown):
                    found.add(edge)
            for key, other in self._boxes.get(cell, ()):
                if key not in skipped and key not in found and boxes_meet(other, grown):
                    found.add(key)
        return found


def freest(candidates: Sequence[Box], obstacles: Obstacles, ignore: Iterable[Hashable] = ()) -> int:
    """The index of the first candidate nothing touches, or else of the one the fewest things touch."""
    ignored = tuple(ignore)
    counts = []
    for i, box in enumerate(candidates):
        count = len(obstacles.hits(box, ignored))
        if count == 0:
            return i
        counts.append(count)
    return counts.index(min(counts))


def _candidates(layout: Layout, region: Box | None, badge: float) -> tuple[Iterable[tuple[Hashable, EdgePath]],
                                                                         Iterable[tuple[Hashable, NodeBox]]]:
    """The edges and vertices that may reach into ``region``: all of them for a small layout or no region;
    else those whose box (a vertex's grown by its badges) meets ``region`` grown by a point, found a column
    at a time."""
    if region is None or len(layout.edges) + len(layout.nodes) < COLUMNS_FROM:
        return layout.edges.items(), layout.nodes.items()
    import numpy as np

    left, top, right, bottom = region[0] - 1, region[1] - 1, region[2] + 1, region[3] + 1
    paths = layout.edges
    if isinstance(paths, EdgeTable):  # the boxes of its rows, and an edge made only if near
        low, high = np.hsplit(paths.bounds(), 2)
        edge_at: Callable[[int], tuple[Hashable, EdgePath]] = paths.edge_at
    else:
        edges = list(paths.items())
        low, high = _path_bounds([path for _, path in edges])
        edge_at = edges.__getitem__
    meets = (low[:, 0] < right) & (left < high[:, 0]) & (low[:, 1] < bottom) & (top < high[:, 1])
    near_edges = [edge_at(i) for i in np.flatnonzero(meets).tolist()]
    nodes = list(layout.nodes.items())
    grow = max(badge, 0.0)  # a badge's box stays within the vertex's box grown by the badge's radius
    table = np.fromiter(chain.from_iterable(map(attrgetter("x", "y", "width", "height"), layout.nodes.values())),
                        dtype=np.float64, count=4 * len(nodes)).reshape(-1, 4)
    x, y, width, height = table.T
    half_width, half_height = width / 2 + grow, height / 2 + grow
    meets = (x - half_width < right) & (left < x + half_width) & (y - half_height < bottom) & (top < y + half_height)
    return near_edges, [nodes[i] for i in np.flatnonzero(meets).tolist()]


def _path_bounds(paths: Sequence[EdgePath]) -> tuple[Any, Any]:
    """The least and the greatest x and y of each path's points and tip (n × 2 each)."""
    import numpy as np

    if not paths:
        return np.empty((0, 2)), np.empty((0, 2))
    counts = np.fromiter((len(path.points) + 1 for path in paths), dtype=np.int64, count=len(paths))
    xy = np.fromiter(chain.from_iterable(chain.from_iterable(path.points + (path.tip,) for path in paths)),
                     dtype=np.float64, count=2 * int(counts.sum())).reshape(-1, 2)
    starts = np.cumsum(counts) - counts
    return np.minimum.reduceat(xy, starts), np.maximum.reduceat(xy, starts)


def _asked_in(region: Box | None, within: bool) -> Box | None:
    """Where boxes will be asked about: ``region`` grown by the clearance if only boxes ``within`` it will,
    else anywhere (None)."""
    return _grown(region, CLEARANCE) if region is not None and within else None


def _grown(box: Box, margin: float) -> Box:
    """``box`` with ``margin`` more on every side."""
    return (box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin)


def _bounding(path: EdgePath) -> Box:
    """The box around an edge's control points and tip (the curve lies within it)."""
    xs = [p[0] for p in path.points] + [path.tip[0]]
    ys = [p[1] for p in path.points] + [path.tip[1]]
    return (min(xs), min(ys), max(xs), max(ys))


def _cells(box: Box) -> Iterable[tuple[int, int]]:
    left, top, right, bottom = box
    for i in range(math.floor(left / CELL), math.floor(right / CELL) + 1):
        for j in range(math.floor(top / CELL), math.floor(bottom / CELL) + 1):
            yield (i, j)
