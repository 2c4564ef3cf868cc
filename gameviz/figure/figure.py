"""What every figure offers the views and the exports.

A figure has vertices and edges laid out (``layout``), draws each of them in
a given style as primitives (vertices relative to their centre, edges in
scene coordinates), and knows its plain styles and its bounds. From that,
this base class makes the whole :class:`~gameviz.figure.primitives.Picture`
of a step and the extent of each edge.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any, cast

from gameviz.figure.edge_columns import EdgeColumns, drawn_columns
from gameviz.figure.geometry import Layout, NodeBox
from gameviz.figure.primitives import Curve, Part, Picture, Polygon, Primitive, Text, text_width, translate
from gameviz.figure.style import SIZES, Palette, Sizes

#: The height a caption adds under a picture, in points.
CAPTION_HEIGHT = 28.0


def _on_top(style: object) -> bool:
    """Whether an item in ``style`` carries a label drawn above everything (a style says so with ``on_top``)."""
    return bool(getattr(style, "on_top", False))


class Figure:
    """Base of :class:`~gameviz.figure.arena_figure.ArenaFigure` and
    :class:`~gameviz.figure.tree_figure.TreeFigure`."""

    layout: Layout
    palette: Palette
    sizes: Sizes = SIZES
    #: room around an edge's path for its arrowhead, width and label (x, y)
    edge_margin: tuple[float, float] = (20.0, 20.0)

    @property
    def vertices(self) -> list[Hashable]:
        return list(self.layout.nodes)

    @property
    def edges(self) -> list[tuple[Hashable, Hashable]]:
        return list(self.layout.edges)

    def box(self, vertex: Hashable) -> NodeBox:
        return self.layout.nodes[vertex]

    def edge_extent(self, edge: tuple[Hashable, Hashable]) -> tuple[float, float, float, float]:
        """(x, y, width, height) that the edge fits in, whatever its style."""
        path = self.layout.edges[edge]
        xs = [p[0] for p in path.points] + [path.tip[0]]
        ys = [p[1] for p in path.points] + [path.tip[1]]
        mx, my = self.edge_margin
        return (min(xs) - mx, min(ys) - my, max(xs) - min(xs) + 2 * mx, max(ys) - min(ys) + 2 * my)

    def plain_edge_columns(self, edges: Sequence[Any], style: Any) -> EdgeColumns:
        """The curves and arrowheads of ``edges`` drawn in ``style``, as columns (the window paints many plain
        edges at once from these); a figure may compute them all at once."""
        drawn = [self.edge_primitives(edge, style)[:2] for edge in edges]
        return drawn_columns([cast(Curve, curve).points for curve, _ in drawn],
                             [cast(Polygon, head).points for _, head in drawn])

    def placed_node(self, vertex: Any, style: Any) -> tuple[Primitive, ...]:
        """The vertex drawn in ``style`` where the layout puts it."""
        box = self.box(vertex)
        return tuple(translate(item, box.x, box.y) for item in self.node_primitives(vertex, style))

    def picture(
        self, nodes: Mapping[Any, Any] | None = None, edges: Mapping[Any, Any] | None = None, caption: str = ""
    ) -> Picture:
        """Everything drawn with the given styles (plain where none), and a caption
        under it if given: what the export formats write."""
        groups, parts = self._groups(nodes or {}, edges or {})
        x, y, w, h = self.bounds()
        if caption:
            size = self.sizes.caption + 3
            room = text_width(caption, size, True) + 20
            if room > w:  # the caption is part of the picture: widen it rather than cut the caption
                x, w = x - (room - w) / 2, room
            groups.append((Text(x + w / 2, y + h + 4, caption, size, self.palette.text, bold=True),))
            parts.append(Part("caption", "caption", label=caption))
            h += CAPTION_HEIGHT
        return Picture(tuple(groups), x, y, w, h, self.palette.background, tuple(parts), self.palette, self.sizes)

    def _groups(self, nodes: Mapping[Any, Any], edges: Mapping[Any, Any]) -> tuple[list[tuple[Primitive, ...]], list[Part]]:
        """Each edge's primitives, then each vertex's, with what they are; the edges carrying a label (a
        play's number) after the other edges, the vertex carrying one (the start's caption) after the
        other vertices: nothing drawn later reaches a label, which is placed clear of them."""
        names = self.part_names()
        drawn_edges, drawn_nodes = [], []
        for e in self.edges:
            style = edges.get(e) or self.plain_edge()
            drawn_edges.append((_on_top(style), tuple(self.edge_primitives(e, style)),
                                Part("edge", f"{names[e[0]]}--{names[e[1]]}", self.edge_classes(e, style),
                                     ends=(names[e[0]], names[e[1]]))))
        for v in self.vertices:
            style = nodes.get(v) or self.plain_node(v)
            drawn_nodes.append((_on_top(style), self.placed_node(v, style), self.node_part(v, style, names[v])))
        drawn = sorted(drawn_edges, key=lambda item: item[0]) + sorted(drawn_nodes, key=lambda item: item[0])
        return [primitives for _, primitives, _ in drawn], [part for _, _, part in drawn]

    def part_names(self) -> dict[Hashable, str]:
        """A name for each vertex in exported files, made of its label (``(10,1)`` → ``v10-1``),
        made unique with a number."""
        names: dict[Hashable, str] = {}
        taken: set[str] = set()
        for v in self.vertices:
            base = "v" + re.sub(r"[^0-9A-Za-z]+", "-", self.vertex_label(v)).strip("-")
            name, k = base, 1
            while name in taken:
                k += 1
                name = f"{base}-{k}"
            taken.add(name)
            names[v] = name
        return names

    def node_part(self, vertex: Any, style: Any, name: str) -> Part:
        """What the vertex is, for formats that name parts (only its name and kind by default)."""
        return Part("vertex", name)

    def edge_classes(self, edge: Any, style: Any) -> tuple[str, ...]:
        """What the edge is at this step, as class names."""
        return ("move",)

    def vertex_label(self, vertex: Any) -> str:
        """The vertex's label, of which its name in files is made."""
        return str(vertex)

    # supplied by each figure
    def plain_node(self, vertex: Any) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def plain_edge(self) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def node_primitives(self, vertex: Any, style: Any) -> list[Primitive]:  # pragma: no cover - abstract
        raise NotImplementedError

    def edge_primitives(self, edge: Any, style: Any) -> list[Primitive]:  # pragma: no cover - abstract
        raise NotImplementedError

    def node_outline(self, vertex: Any, style: Any) -> Primitive:
        """The node's outer shape in ``style`` (its first primitive), what a view zoomed far out
        shows of it; figures override it to skip the label and the rest."""
        return self.node_primitives(vertex, style)[0]

    def node_outlines(self, vertices: Sequence[Any], styles: Sequence[Any]) -> Iterable[Primitive]:
        """:meth:`node_outline` of each of ``vertices`` in its style; a figure may make one for alike ones."""
        return [self.node_outline(vertex, style) for vertex, style in zip(vertices, styles, strict=True)]

    def node_extent(self, vertex: Any) -> tuple[float, float, float, float]:  # pragma: no cover - abstract
        """(x, y, width, height) around the node's centre that any of its styles fits in."""
        raise NotImplementedError

    def bounds(self) -> tuple[float, float, float, float]:  # pragma: no cover - abstract
        raise NotImplementedError
