"""Where things are: node boxes and edge paths of a laid-out graph (plain data).

Coordinates are in points (1/72 inch), x to the right and y downwards, as on
screen. Layout engines (:mod:`gameviz.layout`) produce a :class:`Layout`;
figures and exports read it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

Point = tuple[float, float]

#: Room kept around a node's shape for the frames drawn around it (the selection's, the keyboard
#: cursor's): anything written near the node (a caption) stays outside.
FRAME_ROOM = 9.0


@dataclass(frozen=True)
class NodeBox:
    """A node's centre, size and shape (``"circle"`` or ``"box"``)."""

    x: float
    y: float
    width: float
    height: float
    shape: str

    def boundary_towards(self, point: Point) -> Point:
        """Where the segment from the centre to ``point`` leaves the node."""
        dx, dy = point[0] - self.x, point[1] - self.y
        if dx == 0 and dy == 0:
            return (self.x, self.y)
        if self.shape == "circle":
            rx, ry = self.width / 2, self.height / 2
            scale = 1 / math.sqrt((dx / rx) ** 2 + (dy / ry) ** 2)
        else:
            scale = min(
                (self.width / 2) / abs(dx) if dx else math.inf,
                (self.height / 2) / abs(dy) if dy else math.inf,
            )
        return (self.x + dx * scale, self.y + dy * scale)


class EdgePath(NamedTuple):
    """An edge drawn as cubic Bézier segments ``p0, c1, c2, p1, c1, c2, p2, …``,
    ending at the arrow ``tip`` (the arrowhead runs from the last point to it). A named tuple: a large
    arena has hundreds of thousands, made at a tuple's cost."""

    points: tuple[Point, ...]
    tip: Point

    @property
    def start(self) -> Point:
        return self.points[0]


def straight_edge(source: NodeBox, target: NodeBox, arrow: float = 8.0) -> EdgePath:
    """A straight edge from border to border, leaving room for an arrowhead."""
    start = source.boundary_towards((target.x, target.y))
    tip = target.boundary_towards((source.x, source.y))
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    back = min(arrow, length / 2)
    end = (tip[0] - dx / length * back, tip[1] - dy / length * back)
    third = ((end[0] - start[0]) / 3, (end[1] - start[1]) / 3)
    c1 = (start[0] + third[0], start[1] + third[1])
    c2 = (start[0] + 2 * third[0], start[1] + 2 * third[1])
    return EdgePath((start, c1, c2, end), tip)


def loop_edge(node: NodeBox, arrow: float = 8.0) -> EdgePath:
    """A self-loop drawn above the node."""
    top = node.y - node.height / 2
    r = max(node.width, node.height) * 0.45
    start = (node.x - node.width * 0.2, top + 2)
    end = (node.x + node.width * 0.2, top - arrow * 0.6)
    return EdgePath(
        (start, (start[0] - r, top - 1.6 * r), (end[0] + r, top - 1.6 * r), end),
        (node.x + node.width * 0.2, top + 1),
    )


def edge_path(boxes: Mapping[Hashable, NodeBox], u: Hashable, w: Hashable) -> EdgePath:
    """The plain path of the edge ``u → w``: a loop above ``u`` when both ends are one vertex, else straight."""
    return loop_edge(boxes[u]) if u == w else straight_edge(boxes[u], boxes[w])


#: Edges from which :func:`plain_edges` computes them a column at a time, with NumPy, and keeps them as a table.
COLUMNS_FROM = 2_000


def plain_edges(boxes: Mapping[Hashable, NodeBox],
                edges: Iterable[tuple[Hashable, Hashable]]) -> Mapping[tuple[Hashable, Hashable], EdgePath]:
    """The plain path (see :func:`edge_path`) of each of ``edges``; many of them computed at once and kept
    as an :class:`~gameviz.figure.edge_columns.EdgeTable` (the same to a few units in the last place)."""
    edges = list(edges)
    if len(edges) < COLUMNS_FROM:
        return {(u, w): edge_path(boxes, u, w) for u, w in edges}
    from gameviz.figure.edge_columns import edge_table

    return edge_table(boxes, edges)


@dataclass
class Layout:
    """Positions of every node and path of every edge, and the overall size."""

    nodes: dict[Hashable, NodeBox]
    #: a dict, or for many plain edges an :class:`~gameviz.figure.edge_columns.EdgeTable` (not changed in place)
    edges: Mapping[tuple[Hashable, Hashable], EdgePath]
    width: float
    height: float
    engine: str


def follow_edit(
    layout: Layout,
    edges: Iterable[tuple[Hashable, Hashable]],
    sizes: Mapping[Hashable, tuple[float, float, str]],
    touched: Iterable[Hashable] = (),
) -> None:
    """Bring ``layout`` up to date, in place, after an arena was edited.

    Vertices missing from ``sizes`` are dropped; the others keep their place,
    and ``touched`` ones take their new size. Edges not laid out yet, and
    edges at touched vertices, are drawn straight (or as loops). When a box
    leaves the top or left edge, everything shifts so the picture starts at 0
    (and every edge is drawn straight again). A table of edges stays a table.
    """
    from gameviz.figure.edge_columns import EdgeTable, followed

    for v in [v for v in layout.nodes if v not in sizes]:
        del layout.nodes[v]
    touched = set(touched)
    _resize(layout, sizes, touched)
    old_edges = layout.edges
    if _shift_into_view(layout):
        layout.edges = plain_edges(layout.nodes, edges)
    elif isinstance(old_edges, EdgeTable):
        layout.edges = followed(old_edges, layout.nodes, list(edges), touched)
    else:
        layout.edges = {}
        for u, w in edges:
            path = old_edges.get((u, w))
            if path is None or u in touched or w in touched:
                path = edge_path(layout.nodes, u, w)
            layout.edges[(u, w)] = path
    layout.width, layout.height = _far_corner(layout.nodes.values())


def _far_corner(boxes: Iterable[NodeBox]) -> Point:
    """The right and the bottom of the rightmost and lowest boxes (0 without boxes)."""
    boxes = list(boxes)
    return (max((b.x + b.width / 2 for b in boxes), default=0.0),
            max((b.y + b.height / 2 for b in boxes), default=0.0))


def _resize(layout: Layout, sizes: Mapping[Hashable, tuple[float, float, str]], touched: Iterable[Hashable]) -> None:
    """Give the ``touched`` boxes still laid out their new size, in place, keeping their centres."""
    for v in touched:
        if v in sizes and v in layout.nodes:
            old = layout.nodes[v]
            width, height, shape = sizes[v]
            layout.nodes[v] = NodeBox(old.x, old.y, width, height, shape)


def _shift_into_view(layout: Layout) -> bool:
    """Move every box right and down so none sticks out at the top or left; True if any moved."""
    if not layout.nodes:
        return False
    left = min(b.x - b.width / 2 for b in layout.nodes.values())
    top = min(b.y - b.height / 2 for b in layout.nodes.values())
    if left >= 0 and top >= 0:
        return False
    dx, dy = max(0.0, -left), max(0.0, -top)
    layout.nodes = {v: NodeBox(b.x + dx, b.y + dy, b.width, b.height, b.shape) for v, b in layout.nodes.items()}
    return True
