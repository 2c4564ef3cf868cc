"""Where things are: node boxes and edge paths of a laid-out graph (plain data).

Coordinates are in points (1/72 inch), x to the right and y downwards, as on
screen. Layout engines (:mod:`gameviz.layout`) produce a :class:`Layout`;
figures and exports read it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass

Point = tuple[float, float]


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


@dataclass(frozen=True)
class EdgePath:
    """An edge drawn as cubic Bézier segments ``p0, c1, c2, p1, c1, c2, p2, …``,
    ending at the arrow ``tip`` (the arrowhead runs from the last point to it)."""

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


@dataclass
class Layout:
    """Positions of every node and path of every edge, and the overall size."""

    nodes: dict[Hashable, NodeBox]
    edges: dict[tuple[Hashable, Hashable], EdgePath]
    width: float
    height: float
    engine: str
