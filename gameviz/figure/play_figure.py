"""A play (the course's *partie*) drawn on an arena or a game graph: a numbered path.

A play is a path from the start: the positions s₀, s₁, …, sₙ reached one move
after the other (seed 000's figure 3; seed 002's Chomp play (0a, 2e, 3a, 4e)).
:class:`PlayFigure` draws any step of a timeline with the play over it: its
vertices outlined and its moves drawn thick in the highlight colour, each move
numbered in a disc at its middle (1 for the first move). Exports name them with
the class ``play`` (SVG) and the style ``play`` (TikZ).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from gameviz.figure.arena_figure import ArenaFigure, EdgeStyle, NodeStyle
from gameviz.figure.geometry import EdgePath
from gameviz.figure.label_room import box_around, edge_points, freest, point_along
from gameviz.figure.primitives import Ellipse, Picture, Primitive, Stroke, Text, text_width
from gameviz.figure.start_caption import label_obstacles

Vertex = Hashable
Edge = tuple[Vertex, Vertex]

#: Where along its move a number may go, in the order tried: the middle first, then nearer the ends.
ALONG = (0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.2, 0.8, 0.14, 0.86)
#: Gap between a vertex's box and a number written beside it, in points (room for its badges).
BESIDE = 16.0


def play_numbers(path: Sequence[Vertex]) -> dict[Edge, str]:
    """Each move of the play → its number (``"1"``; ``"2, 4"`` for a move played twice)."""
    numbers: dict[Edge, list[int]] = {}
    for i in range(len(path) - 1):
        numbers.setdefault((path[i], path[i + 1]), []).append(i + 1)
    return {edge: ", ".join(map(str, found)) for edge, found in numbers.items()}


def middle(path: EdgePath) -> tuple[float, float]:
    """The point halfway along an edge's curve (its middle cubic segment at t = ½)."""
    points = path.points
    if len(points) < 4:
        (x0, y0), (x1, y1) = points[0], path.tip
        return ((x0 + x1) / 2, (y0 + y1) / 2)
    segments = (len(points) - 1) // 3
    i = 3 * (segments // 2)
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = points[i : i + 4]
    return ((ax + 3 * bx + 3 * cx + dx) / 8, (ay + 3 * by + 3 * cy + dy) / 8)


@dataclass(frozen=True)
class PlayEdgeStyle(EdgeStyle):
    """A move of the play: drawn thick, with its ``number`` (``"2, 4"`` for a move played twice) at
    its middle. The number is part of the style, so a view repaints the move when it changes."""

    number: str = ""

    @property
    def on_top(self) -> bool:
        """Whether the move carries its number, which is drawn above every vertex and edge."""
        return bool(self.number)


class PlayFigure(ArenaFigure):
    """An :class:`ArenaFigure` that draws ``play`` (vertices of the arena, from the start) over
    every picture it makes; :meth:`set_play` changes the play (a board moved on)."""

    def __init__(self, *args: Any, play: Sequence[Vertex], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.set_play(play)

    def set_play(self, play: Sequence[Vertex]) -> None:
        """Draw ``play`` (vertices of the arena, from the start) from now on; only the moves the figure
        has are numbered (a play left out of the arena and back again skips what it did outside)."""
        self.play = list(play)
        self.numbers = {edge: n for edge, n in play_numbers(self.play).items() if edge in self.layout.edges}
        self.number_places = self._place_numbers()

    def number_radius(self, number: str) -> float:
        """The radius of the disc a move's number is written in."""
        size = self.sizes.badge
        return max(size * 0.85, text_width(number, size) / 2 + 3)

    def _place_numbers(self) -> dict[Edge, tuple[float, float]]:
        """Where each move's number goes along its move: the middle, or else the point nearest to it
        where no other edge, no vertex, no number placed before and not the start's caption crosses its
        disc (the fewest of them when every point is crossed)."""
        if not self.numbers:
            return {}
        extents = [self.edge_extent(edge) for edge in self.numbers]
        region = (min(x for x, _, _, _ in extents), min(y for _, y, _, _ in extents),
                  max(x + w for x, _, w, _ in extents), max(y + h for _, y, _, h in extents))
        obstacles = label_obstacles(self.layout, region, self.sizes)
        caption = self.caption_box()
        if caption is not None:
            obstacles.add_box("caption", caption)
        places = {}
        for edge, number in self.numbers.items():
            r = self.number_radius(number)
            spots = self._number_spots(edge, r)
            chosen = spots[freest([box_around(x, y, r, r) for x, y in spots], obstacles, ignore=[edge])]
            obstacles.add_box(("number", edge), box_around(*chosen, r, r))
            places[edge] = chosen
        return places

    def _number_spots(self, edge: Edge, r: float) -> list[tuple[float, float]]:
        """Where a number of radius ``r`` may go, in the order tried: along its move (:data:`ALONG`), then
        beside the vertex it leads to and beside the one it leaves, nearest to the move's ends first (in a
        dense arena every point of a move may be crossed by others)."""
        path = self.path(edge)
        points = edge_points(path)
        spots = [point_along(points, f) for f in ALONG]
        for vertex, end in ((edge[1], path.tip), (edge[0], path.start)):
            box = self.box(vertex)
            reach_x, reach_y = box.width / 2 + r + BESIDE, box.height / 2 + r + BESIDE
            around = [(box.x + reach_x * math.cos(a), box.y + reach_y * math.sin(a))
                      for a in (k * math.pi / 4 for k in range(8))]
            spots += sorted(around, key=lambda spot: math.dist(spot, end))
        return spots

    def picture(self, nodes: Mapping[Any, Any] | None = None, edges: Mapping[Any, Any] | None = None,
                caption: str = "") -> Picture:
        """The picture with these styles, the play drawn over them."""
        return super().picture(*self.with_play(nodes or {}, edges or {}), caption)

    def with_play(self, nodes: Mapping[Any, Any], edges: Mapping[Any, Any]) -> tuple[dict[Any, Any], dict[Any, Any]]:
        """These styles with the play's vertices and moves restyled (what a view shows)."""
        nodes, edges = dict(nodes), dict(edges)
        color, sizes = self.palette.highlight, self.sizes
        for v in dict.fromkeys(self.play):
            style: NodeStyle = nodes.get(v) or self.plain_node(v)
            nodes[v] = replace(style, line=color, line_width=max(style.line_width, sizes.emphasis_line),
                               classes=(*style.classes, "play"))
        for edge in self.numbers:
            before: EdgeStyle = edges.get(edge) or self.plain_edge()
            classes = before.classes if "play" in before.classes else (*before.classes, "play")
            edges[edge] = PlayEdgeStyle(color, sizes.strategy_line, (), 1.0, classes, self.numbers[edge])
        return nodes, edges

    def edge_primitives(self, edge: Edge, style: EdgeStyle) -> list[Primitive]:
        """The edge, and on a move of the play its number in a disc at its middle."""
        out = super().edge_primitives(edge, style)
        number = style.number if isinstance(style, PlayEdgeStyle) else ""
        if number:
            x, y = self.number_places.get(edge) or middle(self.path(edge))
            r = self.number_radius(number)
            out += [Ellipse(x, y, r, r, self.palette.highlight, Stroke(self.palette.background, 1.5)),
                    Text(x, y, number, self.sizes.badge, "#ffffff", bold=True)]
        return out

    def edge_extent(self, edge: Edge) -> tuple[float, float, float, float]:
        """The move's extent whatever its style: with a number of two digits at any place it may go (the
        play changes while the move's item stays)."""
        x, y, w, h = super().edge_extent(edge)
        r = self.number_radius("99") + 2
        return _union((x, y, w, h), *((sx - r, sy - r, 2 * r, 2 * r) for sx, sy in self._number_spots(edge, r)))

    def bounds(self) -> tuple[float, float, float, float]:
        """The arena's bounds, the numbers of the play included."""
        placed = []
        for edge, (px, py) in self.number_places.items():
            r = self.number_radius(self.numbers[edge]) + 4
            placed.append((px - r, py - r, 2 * r, 2 * r))
        return _union(super().bounds(), *placed)


def _union(*extents: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The smallest (x, y, width, height) enclosing every extent."""
    left, top = min(e[0] for e in extents), min(e[1] for e in extents)
    right, bottom = max(e[0] + e[2] for e in extents), max(e[1] + e[3] for e in extents)
    return (left, top, right - left, bottom - top)
