"""Painting figure primitives with a QPainter: the screen, PNG and PDF share this code.

:func:`prepare` turns primitives into ready Qt objects (pens, brushes, paths,
placed text) once; :func:`replay` draws them as often as needed, which keeps
repainting thousands of vertices cheap.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from gameviz.figure.geometry import Point
from gameviz.figure.primitives import Curve, Ellipse, Polygon, Primitive, Rect, Stroke, Text

_FONTS: dict[tuple[float, bool, bool], QFont] = {}
NO_PEN = QPen(Qt.PenStyle.NoPen)
NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)


def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    """The sans-serif font used in pictures (cached)."""
    key = (size, bold, italic)
    cached = _FONTS.get(key)
    if cached is None:
        cached = QFont()
        cached.setFamilies(["DejaVu Sans", "Noto Sans", "Arial", "Helvetica", "sans-serif"])
        cached.setPixelSize(max(1, round(size)))  # one scene unit is one point
        cached.setBold(bold)
        cached.setItalic(italic)
        _FONTS[key] = cached
    return cached


@functools.lru_cache(maxsize=1024)
def pen(stroke: Stroke | None) -> QPen:
    """The pen of ``stroke`` (shared: painters copy what they are given)."""
    if stroke is None:
        return NO_PEN
    color = QColor(stroke.color)
    color.setAlphaF(stroke.opacity)
    result = QPen(color, stroke.width)
    result.setCapStyle(Qt.PenCapStyle.RoundCap)
    result.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if stroke.dash:
        result.setDashPattern([d / max(stroke.width, 0.1) for d in stroke.dash])
    return result


@functools.lru_cache(maxsize=1024)
def brush(fill: str | None) -> QBrush:
    return QBrush(QColor(fill)) if fill else NO_BRUSH


def curve_path(points: Sequence[Point]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for i in range(1, len(points) - 2, 3):
        path.cubicTo(QPointF(*points[i]), QPointF(*points[i + 1]), QPointF(*points[i + 2]))
    return path


@dataclass(frozen=True)
class Op:
    """One prepared drawing operation."""

    kind: str  # "path", "ellipse", "rect", "round", "polygon", "text"
    pen: QPen
    brush: QBrush
    shape: object  # QPainterPath, QRectF, QPolygonF, or (QPointF, str) for text
    extra: object = None  # corner radius, or the QFont of a text


def prepare(primitives: Iterable[Primitive]) -> list[Op]:
    """Qt objects for ``primitives``, ready to be replayed."""
    return [_PREPARE[type(item)](item) for item in primitives]


def _curve_op(item: Curve) -> Op:
    return Op("path", pen(item.stroke), NO_BRUSH, curve_path(item.points))


def _ellipse_op(item: Ellipse) -> Op:
    rect = QRectF(item.cx - item.rx, item.cy - item.ry, 2 * item.rx, 2 * item.ry)
    return Op("ellipse", pen(item.stroke), brush(item.fill), rect)


def _rect_op(item: Rect) -> Op:
    rect = QRectF(item.x, item.y, item.width, item.height)
    kind = "round" if item.radius else "rect"
    return Op(kind, pen(item.stroke), brush(item.fill), rect, item.radius)


def _polygon_op(item: Polygon) -> Op:
    polygon = QPolygonF([QPointF(*p) for p in item.points])
    return Op("polygon", pen(item.stroke), brush(item.fill), polygon)


def _text_op(item: Text) -> Op:
    """The text placed by its anchor, its middle level with ``item.y``."""
    qfont = font(item.size, item.bold, item.italic)
    metrics = QFontMetricsF(qfont)
    width = metrics.horizontalAdvance(item.text)
    x = item.x - width / 2 if item.anchor == "middle" else item.x - width if item.anchor == "end" else item.x
    y = item.y + (metrics.ascent() - metrics.descent()) / 2
    return Op("text", QPen(QColor(item.color)), NO_BRUSH, (QPointF(x, y), item.text), qfont)


#: How each kind of primitive becomes an operation.
_PREPARE: dict[type, Callable[[Any], Op]] = {
    Curve: _curve_op, Ellipse: _ellipse_op, Rect: _rect_op, Polygon: _polygon_op, Text: _text_op,
}


def replay(painter: QPainter, ops: Iterable[Op]) -> None:
    """Draw prepared operations."""
    for op in ops:
        if op.kind == "text":
            point, text = cast(tuple[QPointF, str], op.shape)
            painter.setPen(op.pen)
            painter.setFont(cast(QFont, op.extra))
            painter.drawText(point, text)
            continue
        painter.setPen(op.pen)
        painter.setBrush(op.brush)
        draw_shape(painter, op.kind, op.shape, op.extra)


def draw_shape(painter: QPainter, kind: str, shape: object, extra: object = None) -> None:
    """Draw the shape of an operation of ``kind`` other than text with the current pen and brush."""
    if kind == "path":
        painter.drawPath(cast(QPainterPath, shape))
    elif kind == "ellipse":
        painter.drawEllipse(cast(QRectF, shape))
    elif kind == "rect":
        painter.drawRect(cast(QRectF, shape))
    elif kind == "round":
        painter.drawRoundedRect(cast(QRectF, shape), cast(float, extra), cast(float, extra))
    else:
        painter.drawPolygon(cast(QPolygonF, shape))


def sprite(op: Op, scale: float, ratio: float) -> tuple[QPixmap, int, int]:
    """The shape of ``op`` drawn at ``scale`` into a small picture for a screen of
    ``ratio`` device pixels per pixel, and the offset of the picture's corner
    from the shape's origin (in pixels)."""
    margin = op.pen.widthF() / 2 + 1 if op.pen.style() != Qt.PenStyle.NoPen else 1
    rect = op.shape if isinstance(op.shape, QRectF) else cast(QPainterPath | QPolygonF, op.shape).boundingRect()
    rect = rect.adjusted(-margin, -margin, margin, margin)
    left, top = math.floor(rect.x() * scale), math.floor(rect.y() * scale)
    width = math.ceil(rect.right() * scale) - left + 1
    height = math.ceil(rect.bottom() * scale) - top + 1
    pixmap = QPixmap(math.ceil(width * ratio), math.ceil(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(-left, -top)
    painter.scale(scale, scale)
    painter.setPen(op.pen)
    painter.setBrush(op.brush)
    draw_shape(painter, op.kind, op.shape, op.extra)
    painter.end()
    return pixmap, left, top


def paint(painter: QPainter, primitives: Iterable[Primitive]) -> None:
    """Draw ``primitives`` once (exports and small pictures)."""
    replay(painter, prepare(primitives))
