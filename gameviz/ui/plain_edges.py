"""The plain edges of a large figure, painted in the background of its view.

An item per edge would crowd the scene of a figure of many edges: its edges in their plain style are
paths in the view's cached background instead, made from the figure's columns of numbers (see
:mod:`gameviz.ui.painter_paths`), and an edge gets an item of its own only while it is styled.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from gameviz.figure.figure import Figure
from gameviz.ui.painter_paths import curves_paths, polygons_paths

#: Plain edges per background path (Qt paints many small paths sooner than a few large ones).
PATH_EDGES = 200


class PlainEdges:
    """The background paths of a figure's plain edges, :data:`PATH_EDGES` edges to a path."""

    def __init__(self) -> None:
        #: for each path: the curves, the arrowheads, their colour and the curves' width
        self.paths: list[tuple[QPainterPath, QPainterPath, QColor, float]] = []

    def add(self, figure: Figure, edges: Sequence[tuple[Hashable, Hashable]]) -> None:
        """The paths of ``edges`` in the figure's plain style (made at once)."""
        style = figure.plain_edge()
        columns = figure.plain_edge_columns(edges, style)
        color = QColor(style.color)
        curves = curves_paths(columns.points, columns.counts, PATH_EDGES)
        heads = polygons_paths(columns.corners, PATH_EDGES)
        self.paths += [(curve, head, color, style.width) for curve, head in zip(curves, heads, strict=True)]

    def clear(self) -> None:
        self.paths.clear()

    def paint(self, painter: QPainter) -> None:
        """Draw every path, antialiased: the curves stroked, the arrowheads filled."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for curves, heads, color, width in self.paths:
            painter.setPen(QPen(color, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(curves)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawPath(heads)
