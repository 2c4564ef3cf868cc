"""Scene items that paint figure primitives: one per vertex (or tree node) and per edge."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from gameviz.figure.geometry import NodeBox
from gameviz.figure.primitives import Primitive
from gameviz.ui.painting import Op, prepare, replay

#: Below this zoom factor, text is not drawn (it would be unreadable anyway).
TEXT_DETAIL = 0.3
#: Below this zoom factor, items are drawn as plain shapes without antialiasing.
SHAPE_DETAIL = 0.12


class PrimitiveItem(QGraphicsItem):
    """Paints the primitives that ``draw(style)`` returns, restyled on demand.

    ``extent`` (x, y, width, height) encloses every style's drawing, so a new
    style never changes the item's geometry; the primitives of each style met
    so far are kept, so stepping back and forth costs nothing to recompute.
    """

    def __init__(self, key: Hashable, draw: Callable[[object], list[Primitive]], style: object,
                 extent: tuple[float, float, float, float]) -> None:
        super().__init__()
        self.key = key
        self._draw = draw
        self._cache: dict[object, tuple[list[Primitive], list[Op]]] = {}
        self.style = None
        self._drawing: tuple[list[Primitive], list[Op]] | None = None
        self._bounds = QRectF(*extent)
        self.set_style(style)

    def set_style(self, style: object) -> None:
        """Repaint with ``style`` if it differs from the current one (drawn when next painted)."""
        if style == self.style:
            return
        self.style = style
        self._drawing = None
        self.update()

    def _prepared(self) -> tuple[list[Primitive], list[Op]]:
        if self._drawing is None:
            cached = self._cache.get(self.style)
            if cached is None:
                primitives = self._draw(self.style)
                cached = self._cache[self.style] = (primitives, prepare(primitives))
            self._drawing = cached
        return self._drawing

    @property
    def primitives(self) -> list[Primitive]:
        return self._prepared()[0]

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        zoom = option.levelOfDetailFromTransform(painter.worldTransform())
        ops = self._prepared()[1]
        if zoom < SHAPE_DETAIL:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            replay(painter, ops[:2], detail=False)  # the outline and the arrowhead, or the shape
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        replay(painter, ops, detail=zoom >= TEXT_DETAIL)


class NodeItem(PrimitiveItem):
    """A vertex or tree node, placed at its centre; clicks hit its shape only.

    Its rendering is cached, so a step repaints only the nodes that change.
    """

    def __init__(self, key: Hashable, box: NodeBox, draw, style, extent) -> None:
        super().__init__(key, draw, style, extent)
        self.box = box
        self.setPos(box.x, box.y)
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        rect = QRectF(-self.box.width / 2, -self.box.height / 2, self.box.width, self.box.height)
        if self.box.shape == "circle":
            path.addEllipse(rect)
        else:
            path.addRect(rect)
        return path


class EdgeItem(PrimitiveItem):
    """An edge, in scene coordinates, drawn under the nodes (its rendering cached too)."""

    def __init__(self, key: Hashable, draw, style, extent) -> None:
        super().__init__(key, draw, style, extent)
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
