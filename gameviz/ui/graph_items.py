"""Scene items that paint figure primitives: one per vertex (or tree node) and per edge."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from gameviz.figure.geometry import NodeBox
from gameviz.figure.primitives import Primitive
from gameviz.ui.painting import bounds, paint

#: Below this zoom factor, text is not drawn (it would be unreadable anyway).
TEXT_DETAIL = 0.3


class PrimitiveItem(QGraphicsItem):
    """Paints the primitives that ``draw(style)`` returns, restyled on demand."""

    def __init__(self, key: Hashable, draw: Callable[[object], list[Primitive]], style: object) -> None:
        super().__init__()
        self.key = key
        self._draw = draw
        self.style = None
        self._primitives: list[Primitive] = []
        self._bounds = QRectF()
        self.set_style(style)

    def set_style(self, style: object) -> None:
        """Repaint with ``style`` if it differs from the current one."""
        if style == self.style:
            return
        self.prepareGeometryChange()
        self.style = style
        self._primitives = self._draw(style)
        self._bounds = bounds(self._primitives)
        self.update()

    @property
    def primitives(self) -> list[Primitive]:
        return self._primitives

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        detail = option.levelOfDetailFromTransform(painter.worldTransform()) >= TEXT_DETAIL
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint(painter, self._primitives, detail=detail)


class NodeItem(PrimitiveItem):
    """A vertex or tree node, placed at its centre; clicks hit its shape only."""

    def __init__(self, key: Hashable, box: NodeBox, draw, style) -> None:
        super().__init__(key, draw, style)
        self.box = box
        self.setPos(box.x, box.y)
        self.setZValue(1)
        self.setAcceptHoverEvents(True)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        rect = QRectF(-self.box.width / 2, -self.box.height / 2, self.box.width, self.box.height)
        if self.box.shape == "circle":
            path.addEllipse(rect)
        else:
            path.addRect(rect)
        return path


class EdgeItem(PrimitiveItem):
    """An edge, in scene coordinates, drawn under the nodes."""

    def __init__(self, key: Hashable, draw, style) -> None:
        super().__init__(key, draw, style)
        self.setZValue(0)
