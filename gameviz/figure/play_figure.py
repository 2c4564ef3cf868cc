"""A play (the course's *partie*) drawn on an arena or a game graph: a numbered path.

A play is a path from the start: the positions s₀, s₁, …, sₙ reached one move
after the other (seed 000's figure 3; seed 002's Chomp play (0a, 2e, 3a, 4e)).
:class:`PlayFigure` draws any step of a timeline with the play over it: its
vertices outlined and its moves drawn thick in the highlight colour, each move
numbered in a disc at its middle (1 for the first move). Exports name them with
the class ``play`` (SVG) and the style ``play`` (TikZ).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from gameviz.figure.arena_figure import ArenaFigure, EdgeStyle, NodeStyle
from gameviz.figure.geometry import EdgePath
from gameviz.figure.primitives import Ellipse, Picture, Primitive, Stroke, Text, text_width

Vertex = Hashable
Edge = tuple[Vertex, Vertex]


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
            x, y = middle(self.path(edge))
            size = self.sizes.badge
            r = max(size * 0.85, text_width(number, size) / 2 + 3)
            out += [Ellipse(x, y, r, r, self.palette.highlight, Stroke(self.palette.background, 1.5)),
                    Text(x, y, number, size, "#ffffff", bold=True)]
        return out
