"""Scene items that paint figure primitives: one per vertex (or tree node) and per edge."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from gameviz.figure.geometry import NodeBox
from gameviz.figure.primitives import Primitive
from gameviz.ui.painting import Op, draw_shape, prepare, replay

#: Below this zoom factor, text would be unreadable and items are a few pixels
#: wide: an :class:`Overview` draws their outlines instead.
DETAIL = 0.3


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
        if style is self.style or style == self.style:
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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        replay(painter, self._prepared()[1])

    def outline(self) -> list[tuple[Op, object]]:
        """What the item looks like from far away: operations with their shapes in
        scene coordinates (see :class:`Overview`)."""
        raise NotImplementedError


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

    def outline(self) -> list[tuple[Op, object]]:
        """The outer shape."""
        shape = self._prepared()[1][0]
        return [(shape, shape.shape.translated(self.box.x, self.box.y))]

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        rect = QRectF(-self.box.width / 2, -self.box.height / 2, self.box.width, self.box.height)
        if self.box.shape == "circle":
            path.addEllipse(rect)
        else:
            path.addRect(rect)
        return path


class EdgeItem(PrimitiveItem):
    """An edge, in scene coordinates, drawn under the nodes.

    Not cached: a long edge's cache would be a large pixmap, mostly transparent,
    and a few hundred of them would crowd every node out of Qt's pixmap cache.
    """

    def __init__(self, key: Hashable, draw, style, extent) -> None:
        super().__init__(key, draw, style, extent)
        self.setZValue(0)

    def outline(self) -> list[tuple[Op, object]]:
        """The curve and its arrowhead."""
        return [(op, op.shape) for op in self._prepared()[1][:2]]


class Overview(QGraphicsItem):
    """What the node and edge items show, painted by one item when the view is
    zoomed out below :data:`DETAIL` (the items are then transparent).

    Far out, items are a few pixels wide and a step restyles hundreds of them:
    one item that draws their outlines grouped by style repaints them all in a
    few milliseconds, where hundreds of cached items would each render again.
    An outline's pen and brush depend on the item's style only.
    """

    def __init__(self, bounds: QRectF) -> None:
        super().__init__()
        self._bounds = bounds
        self.setZValue(1)
        self._items: set[PrimitiveItem] = set()
        self._changed: set[PrimitiveItem] = set()
        #: per layer (edges, then nodes): style → for each operation of the
        #: outline, (pen, brush, {item: (kind, shape in scene coordinates)})
        self._layers: tuple[dict, dict] = ({}, {})
        #: the member tables each item is in
        self._groups_of: dict[PrimitiveItem, list[dict]] = {}

    def track(self, item: PrimitiveItem) -> None:
        """Draw ``item`` as it is now (shown, hidden, restyled) from the next paint on."""
        self._items.add(item)
        self._changed.add(item)
        if self.isVisible():
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._bounds

    def item_near(self, point: QPointF, tolerance: float, kind: type) -> PrimitiveItem | None:
        """The shown item of class ``kind`` nearest to ``point``, if within ``tolerance``
        (scene units): node boxes, and edges by their bounding rectangle."""
        best, best_distance = None, tolerance
        for item in self._items:
            if not isinstance(item, kind) or not item.isVisible():
                continue
            if isinstance(item, NodeItem):
                box = item.box
                rect = QRectF(box.x - box.width / 2, box.y - box.height / 2, box.width, box.height)
            else:
                rect = item.sceneBoundingRect()
            dx = max(rect.left() - point.x(), point.x() - rect.right(), 0.0)
            dy = max(rect.top() - point.y(), point.y() - rect.bottom(), 0.0)
            distance = (dx * dx + dy * dy) ** 0.5
            if distance <= best_distance:
                best, best_distance = item, distance
        return best

    def regroup(self) -> None:
        """Take in the items tracked since the last paint (done before painting;
        call it sooner to spread the work)."""
        for item in self._changed:
            for members in self._groups_of.pop(item, ()):
                del members[item]
            if not item.isVisible():
                continue
            layer = self._layers[isinstance(item, NodeItem)]
            outline = item.outline()
            groups = layer.get(item.style)
            if groups is None:
                groups = layer[item.style] = [(op.pen, op.brush, {}) for op, _ in outline]
            for (op, shape), (_, _, members) in zip(outline, groups):
                members[item] = (op.kind, shape, op.extra)
            self._groups_of[item] = [members for _, _, members in groups]
        self._changed.clear()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        self.regroup()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for layer in self._layers:
            for pen, brush, shapes in (group for groups in layer.values() for group in groups):
                if not shapes:
                    continue
                painter.setPen(pen)
                painter.setBrush(brush)
                for kind, shape, extra in shapes.values():
                    draw_shape(painter, kind, shape, extra)
