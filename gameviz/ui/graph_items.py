"""Scene items that paint figure primitives: one per vertex (or tree node) and per edge."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gameviz.export.painting import Op, draw_shape, prepare, replay, sprite
from gameviz.figure.geometry import NodeBox
from gameviz.figure.primitives import Primitive

#: Below this zoom factor, text would be unreadable and items are a few pixels
#: wide: an :class:`Overview` draws their outlines instead.
DETAIL = 0.3


#: How far above its layer an item carrying a label goes: a play's move over the other edges (under the
#: vertices, which its number is placed clear of), the start over the other vertices.
ON_TOP = 0.5


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
        self.style: object = None
        self._drawing: tuple[list[Primitive], list[Op]] | None = None
        self._bounds = QRectF(*extent)
        self.set_style(style)

    #: the stacking order of the item: edges under vertices
    layer = 0.0

    def set_style(self, style: object) -> None:
        """Repaint with ``style`` if it differs from the current one (drawn when next painted); an item
        whose style carries a label that nothing may cover (``on_top``: a play's number, the start's
        caption) goes above the other items of its layer."""
        if style is self.style or style == self.style:
            return
        self.style = style
        self._drawing = None
        self.setZValue(self.layer + (ON_TOP if getattr(style, "on_top", False) else 0.0))
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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        replay(painter, self._prepared()[1])


class NodeItem(PrimitiveItem):
    """A vertex or tree node, placed at its centre; clicks hit its shape only.

    Its rendering is cached, so a step repaints only the nodes that change.
    """

    layer = 1.0

    def __init__(self, key: Hashable, box: NodeBox, draw: Callable[[object], list[Primitive]], style: object,
                 extent: tuple[float, float, float, float]) -> None:
        super().__init__(key, draw, style, extent)
        self.box = box
        self.setPos(box.x, box.y)
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
    """An edge, in scene coordinates, drawn under the nodes.

    Not cached: a long edge's cache would be a large pixmap, mostly transparent,
    and a few hundred of them would crowd every node out of Qt's pixmap cache.
    """

    def __init__(self, key: Hashable, draw: Callable[[object], list[Primitive]], style: object,
                 extent: tuple[float, float, float, float]) -> None:
        super().__init__(key, draw, style, extent)

    def outline(self) -> list[Op]:
        """The operations that draw the curve and its arrowhead (in scene coordinates)."""
        return self._prepared()[1][:2]


def shown(item: QGraphicsItem) -> bool:
    """Whether ``item`` is shown, its parent :class:`ItemLayer` aside (hidden far out)."""
    return item.isVisibleTo(item.parentItem())


class ItemLayer(QGraphicsItem):
    """The parent of a figure's node and edge items, which draws nothing itself:
    hiding it hides them all, and the scene then skips them at no cost."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class Overview(QGraphicsItem):
    """What the figure shows, painted by one item when the view is zoomed out below
    :data:`DETAIL` (the node and edge items are then hidden, see :class:`ItemLayer`).

    Far out, vertices are a few pixels wide and a step restyles hundreds of them:
    one item that draws them all repaints in a few milliseconds, where hundreds
    of cached items would each render again. A vertex is drawn as its outer
    shape (:meth:`place_nodes`: no item is needed, so a large figure has items
    only where the view comes near), stamped from a small picture made once per
    outline and zoom; an edge item as its curve and arrowhead. An outline's pen
    and brush depend on the item's style only.
    """

    def __init__(self, bounds: QRectF) -> None:
        super().__init__()
        self._bounds = bounds
        self.setZValue(1)
        self._items: set[EdgeItem] = set()
        self._changed: set[EdgeItem] = set()
        #: style → for each operation of the outline, (pen, brush, {edge item: (kind, shape, extra)})
        self._edges: dict[object, list[tuple[QPen, QBrush, dict[EdgeItem, tuple[str, object, object]]]]] = {}
        #: outline (relative to the centre) → (its operation, {node key: its centre})
        self._nodes: dict[Primitive, tuple[Op, dict[Hashable, tuple[float, float]]]] = {}
        #: the member table each node is in
        self._node_group: dict[Hashable, dict[Hashable, tuple[float, float]]] = {}
        #: the member tables each edge item is in
        self._groups_of: dict[EdgeItem, list[dict[EdgeItem, tuple[str, object, object]]]] = {}
        #: outline → (picture, offset of its corner from the centre), at ``_sprite_scale``
        self._sprites: dict[Primitive, tuple[QPixmap, int, int]] = {}
        self._sprite_scale: tuple[float, float] | None = None

    def place_nodes(self, keys: Sequence[Hashable], centres: Sequence[tuple[float, float]],
                    outlines: Iterable[Primitive]) -> None:
        """Draw each of ``keys`` at its centre (x, y) as its outline (relative to its centre) from the next
        paint on; outlines alike are best the same object (they are grouped by identity first)."""
        node_group = self._node_group
        alike: dict[int, tuple[Primitive, list[Hashable], list[tuple[float, float]]]] = {}
        for key, centre, outline in zip(keys, centres, outlines, strict=True):
            old = node_group.get(key)
            if old is not None:
                del old[key]
            same = alike.get(id(outline))
            if same is None:
                same = alike[id(outline)] = (outline, [], [])
            same[1].append(key)
            same[2].append(centre)
        for outline, members, places in alike.values():
            group = self._nodes.get(outline)
            if group is None:
                group = self._nodes[outline] = (prepare([outline])[0], {})
            group[1].update(zip(members, places, strict=True))
            node_group.update(dict.fromkeys(members, group[1]))

    def track(self, item: EdgeItem) -> None:
        """Draw edge ``item`` as it is now (shown, hidden, restyled) from the next paint on
        (call :meth:`update` when done)."""
        self._items.add(item)
        self._changed.add(item)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._bounds

    def edge_near(self, point: QPointF, tolerance: float) -> EdgeItem | None:
        """The shown edge item nearest to ``point`` by its bounding rectangle, if within
        ``tolerance`` (scene units)."""
        best, best_distance = None, tolerance
        for item in self._items:
            if not shown(item):
                continue
            rect = item.sceneBoundingRect()
            dx = max(rect.left() - point.x(), point.x() - rect.right(), 0.0)
            dy = max(rect.top() - point.y(), point.y() - rect.bottom(), 0.0)
            distance = (dx * dx + dy * dy) ** 0.5
            if distance <= best_distance:
                best, best_distance = item, distance
        return best

    def regroup(self) -> None:
        """Take in the edge items tracked since the last paint (done before painting;
        call it sooner to spread the work)."""
        groups_of = self._groups_of
        for item in self._changed:
            for members in groups_of.pop(item, ()):
                del members[item]
            if not shown(item):
                continue
            outline = item.outline()
            groups = self._edges.get(item.style)
            if groups is None:
                groups = self._edges[item.style] = [(op.pen, op.brush, {}) for op in outline]
            for op, (_, _, members) in zip(outline, groups, strict=True):
                members[item] = (op.kind, op.shape, op.extra)
            groups_of[item] = [members for _, _, members in groups]
        self._changed.clear()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.regroup()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint_edges(painter)
        self._paint_vertices(painter)

    def _paint_edges(self, painter: QPainter) -> None:
        """The edges, a group of shapes at a time for each pen and brush."""
        for pen, brush, shapes in (group for groups in self._edges.values() for group in groups):
            if shapes:
                painter.setPen(pen)
                painter.setBrush(brush)
                for kind, shape, extra in shapes.values():
                    draw_shape(painter, kind, shape, extra)

    def _paint_vertices(self, painter: QPainter) -> None:
        """The vertices, each outline drawn once as a sprite and stamped where its vertices stand."""
        # vertices: stamps in device pixels, so the painter's scale is taken out (the view
        # scales both axes alike and never rotates)
        transform = painter.worldTransform()
        scale, dx, dy = transform.m11(), transform.dx(), transform.dy()
        ratio = painter.device().devicePixelRatioF()
        if self._sprite_scale != (scale, ratio):
            self._sprites.clear()
            self._sprite_scale = (scale, ratio)
        painter.save()
        painter.resetTransform()
        for outline, (op, members) in self._nodes.items():
            if not members:
                continue
            stamp = self._sprites.get(outline)
            if stamp is None:
                stamp = self._sprites[outline] = sprite(op, scale, ratio)
            pixmap, left, top = stamp
            for x, y in members.values():
                painter.drawPixmap(round(x * scale + dx + left), round(y * scale + dy + top), pixmap)
        painter.restore()
