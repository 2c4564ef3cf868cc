"""Painting figure primitives with a QPainter: the screen, PNG and PDF share this code."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from gameviz.figure.primitives import Curve, Ellipse, Polygon, Primitive, Rect, Stroke, Text

_FONTS: dict[tuple[float, bool, bool], QFont] = {}


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


def pen(stroke: Stroke | None) -> QPen:
    if stroke is None:
        return QPen(Qt.PenStyle.NoPen)
    color = QColor(stroke.color)
    color.setAlphaF(stroke.opacity)
    result = QPen(color, stroke.width)
    result.setCapStyle(Qt.PenCapStyle.RoundCap)
    result.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if stroke.dash:
        result.setDashPattern([d / max(stroke.width, 0.1) for d in stroke.dash])
    return result


def brush(fill: str | None) -> QBrush:
    return QBrush(QColor(fill)) if fill else QBrush(Qt.BrushStyle.NoBrush)


def curve_path(points) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for i in range(1, len(points) - 2, 3):
        path.cubicTo(QPointF(*points[i]), QPointF(*points[i + 1]), QPointF(*points[i + 2]))
    return path


def paint(painter: QPainter, primitives: Iterable[Primitive], *, detail: bool = True) -> None:
    """Draw ``primitives``; without ``detail`` (far zoomed out) text is skipped."""
    for item in primitives:
        if isinstance(item, Curve):
            painter.setPen(pen(item.stroke))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(curve_path(item.points))
        elif isinstance(item, Ellipse):
            painter.setPen(pen(item.stroke))
            painter.setBrush(brush(item.fill))
            painter.drawEllipse(QPointF(item.cx, item.cy), item.rx, item.ry)
        elif isinstance(item, Rect):
            painter.setPen(pen(item.stroke))
            painter.setBrush(brush(item.fill))
            rect = QRectF(item.x, item.y, item.width, item.height)
            if item.radius:
                painter.drawRoundedRect(rect, item.radius, item.radius)
            else:
                painter.drawRect(rect)
        elif isinstance(item, Polygon):
            painter.setPen(pen(item.stroke))
            painter.setBrush(brush(item.fill))
            painter.drawPolygon(QPolygonF([QPointF(*p) for p in item.points]))
        elif isinstance(item, Text) and detail:
            painter.setPen(QColor(item.color))
            painter.setFont(font(item.size, item.bold, item.italic))
            draw_text(painter, item)


def draw_text(painter: QPainter, item: Text) -> None:
    """One line of text anchored like SVG's ``text-anchor``, centred vertically."""
    metrics = QFontMetricsF(painter.font())
    width = metrics.horizontalAdvance(item.text)
    x = item.x - width / 2 if item.anchor == "middle" else item.x - width if item.anchor == "end" else item.x
    y = item.y + (metrics.ascent() - metrics.descent()) / 2
    painter.drawText(QPointF(x, y), item.text)


def bounds(primitives: Iterable[Primitive]) -> QRectF:
    """The rectangle enclosing ``primitives`` (text estimated from its size)."""
    from gameviz.figure.primitives import text_width

    rect = QRectF()
    for item in primitives:
        if isinstance(item, Curve) or isinstance(item, Polygon):
            xs = [p[0] for p in item.points]
            ys = [p[1] for p in item.points]
            part = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            extra = item.stroke.width if isinstance(item, Curve) else 1.0
        elif isinstance(item, Ellipse):
            part = QRectF(item.cx - item.rx, item.cy - item.ry, 2 * item.rx, 2 * item.ry)
            extra = item.stroke.width if item.stroke else 0.0
        elif isinstance(item, Rect):
            part = QRectF(item.x, item.y, item.width, item.height)
            extra = item.stroke.width if item.stroke else 0.0
        else:
            width = text_width(item.text, item.size, item.bold)
            left = item.x - width / 2 if item.anchor == "middle" else item.x - width if item.anchor == "end" else item.x
            part = QRectF(left, item.y - item.size * 0.7, width, item.size * 1.4)
            extra = 1.0
        rect = rect.united(part.adjusted(-extra, -extra, extra, extra))
    return rect
