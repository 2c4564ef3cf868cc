"""A zoomable, pannable view of a figure (an arena or a search tree).

Items are created once per figure and restyled per step: only the items whose
style changes are touched, so stepping stays quick on thousands of vertices.
Zoomed far out, one overview item draws every vertex; a figure of more than
:data:`LAZY_NODES` vertices gets the items of its vertices only where the view
comes near them. Wheel and +/− zoom around the cursor, dragging the background
pans, and, when editing is on, dragging from one vertex to another asks for a
new edge.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import replace
from typing import Any, cast

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from gameviz.figure.figure import Figure
from gameviz.ui.figure_pointer import PointerView
from gameviz.ui.graph_items import DETAIL, EdgeItem, ItemLayer, NodeItem, Overview
from gameviz.ui.keyboard_cursor import KeyboardCursor
from gameviz.ui.plain_edges import PlainEdges

#: Figures with more items than this are added over several event-loop turns.
CHUNK = 600
#: Seconds of work per turn while a large figure is added, so the window stays fluid.
TURN = 0.03
#: With more edges than this, edges in their plain style are drawn as paths in
#: the view's cached background; an edge gets an item of its own only while it is styled.
BATCH_EDGES = 1500
#: Plain edges whose paths are made in one go, in one turn of the event loop.
BUILD_EDGES = 10_000
#: Vertices whose outlines are given to the overview in one go, in one turn of the event loop.
OUTLINE_NODES = 5000
#: A figure with more vertices than this has node items only for the vertices in view when zoomed in.
LAZY_NODES = 8000
#: Side of the squares (scene units) in which vertices are filed to find those in view.
CELL = 400.0


class FigureView(PointerView):
    """Shows a figure; emits what the user clicks."""

    zoomChanged = Signal(float)  # noqa: N815
    populated = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # the plain edges of a large figure are drawn once per zoom, not once per step
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        #: the edges drawn in the background, in their plain style
        self.plain_edges = PlainEdges()
        self.figure: Figure | None = None
        #: whether the whole figure is in view, so that a resize shows it whole again
        self.fitted = True
        #: fit the figure's width only (a tall figure then scrolls), so that its text stays readable
        self.fit_width = False
        #: the least zoom a fit goes down to (text would be too small below): a larger figure scrolls, shown
        #: around the scene point ``home``; and the part of the scene a fit shows whole (None: all of it)
        self.least_zoom, self.home = 0.0, QPointF()
        self.fit_area: QRectF | None = None
        #: the node items made so far (every vertex's, unless the figure is :attr:`lazy`)
        self.nodes: dict[Hashable, NodeItem] = {}
        #: True when node items are made only for the vertices the view comes near
        self.lazy = False
        #: the vertices in each square of side CELL, by its (column, row)
        self._cells: dict[tuple[int, int], list[Hashable]] = {}
        #: how far a vertex's box reaches from its centre, at most (scene units)
        self._reach = 0.0
        self.edges: dict[Hashable, EdgeItem] = {}
        self._node_styles: dict[Hashable, object] = {}
        self._edge_styles: dict[Hashable, object] = {}
        self.selected: Hashable | None = None
        #: the node Tab reaches and Enter picks
        self.keyboard = KeyboardCursor()
        self._pending: deque[tuple[str, object]] = deque()
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._add_chunk)
        #: True when zoomed out below DETAIL: the overview then draws every item
        self._far = False
        self._overview = Overview(QRectF())
        #: the parent of every node and edge item, hidden when far
        self._layer = ItemLayer()

    # ----------------------------------------------------------------- figures
    def clear(self) -> None:
        """Show nothing (the items of the previous figure are deleted)."""
        self._timer.stop()
        self.viewport().setUpdatesEnabled(True)
        self._pending.clear()
        self.scene().clear()
        self.nodes.clear()
        self.edges.clear()
        self._drag_line = None
        self.plain_edges.clear()
        self.resetCachedContent()
        self.figure = None
        self.keyboard.forget()
        self.selected = None
        self._node_styles, self._edge_styles = {}, {}
        self._overview = Overview(QRectF())
        self._layer = ItemLayer()
        self._cells = {}
        self._reach = 0.0
        self.lazy = False

    def show_figure(
        self,
        figure: Figure,
        nodes: Mapping[Hashable, object] | None = None,
        edges: Mapping[Hashable, object] | None = None,
        *,
        fit: bool = True,
    ) -> None:
        """Replace the picture by ``figure`` with the given styles (plain by default)."""
        selected = self.selected
        self.clear()
        self.selected = selected
        self.figure = figure
        self.keyboard.forget()
        self._node_styles = dict(nodes or {})
        self._edge_styles = dict(edges or {})
        self.setBackgroundBrush(QBrush(QColor(figure.palette.background)))
        x, y, w, h = figure.bounds()
        self.scene().setSceneRect(QRectF(x, y, w, h))
        self._overview = Overview(QRectF(x, y, w, h))
        self._overview.setVisible(self._far)
        self.scene().addItem(self._overview)
        self._layer = ItemLayer()
        self._layer.setVisible(not self._far)
        self.scene().addItem(self._layer)
        self.batched = len(figure.edges) > BATCH_EDGES
        self.lazy = len(figure.vertices) > LAZY_NODES
        # the vertices filed by cell first, a batch a turn: a click on the stale picture finds them soon
        vertices = figure.vertices
        cells: list[tuple[str, object]] = [("cells", vertices[i : i + OUTLINE_NODES])
                                           for i in range(0, len(vertices), OUTLINE_NODES)]
        self._pending = deque(cells + self._edges_to_add(figure) + self._nodes_to_add(figure))
        if self.selected is not None and self.selected not in figure.layout.nodes:
            self.selected = None
        if len(figure.vertices) + len(figure.edges) <= CHUNK:
            self._add_chunk(budget=None)
        else:
            # draw once at the end: repainting after every chunk would cost far more
            self.viewport().setUpdatesEnabled(False)
            self._timer.start()
        if fit:
            self.fit()

    def _edges_to_add(self, figure: Figure) -> list[tuple[str, object]]:
        """The edges one by one, or, for a large figure, in batches of plain paths and then the styled
        edges alone."""
        if not self.batched:
            return [("edge", e) for e in figure.edges]
        every_edge = figure.edges
        pending: list[tuple[str, object]] = [
            ("batch", every_edge[i : i + BUILD_EDGES]) for i in range(0, len(every_edge), BUILD_EDGES)
        ]
        return pending + [("edge", e) for e in self._edge_styles]

    def _nodes_to_add(self, figure: Figure) -> list[tuple[str, object]]:
        """The vertices' outlines for the overview, in batches, then (unless :attr:`lazy`) their items one by one."""
        vertices = figure.vertices
        pending: list[tuple[str, object]] = [
            ("outlines", vertices[i : i + OUTLINE_NODES]) for i in range(0, len(vertices), OUTLINE_NODES)
        ]
        return pending if self.lazy else pending + [("node", v) for v in vertices]

    def _index_cells(self, keys: list[Hashable]) -> None:
        """File the vertices ``keys`` in the cells of the grid, and note how far a vertex reaches from its centre."""
        box_of, cells, reach = self._shown().box, self._cells, self._reach
        for key in keys:
            box = box_of(key)
            cells.setdefault((int(box.x // CELL), int(box.y // CELL)), []).append(key)
            reach = max(reach, box.width / 2, box.height / 2)
        self._reach = reach

    def _add_edge_batch(self, edges: list[tuple[Hashable, Hashable]]) -> None:
        """Edges in their plain style as background paths."""
        self.plain_edges.add(self._shown(), edges)
        self.resetCachedContent()

    def _shown(self) -> Figure:
        """The figure on show (there is one once :meth:`show_figure` was called)."""
        if self.figure is None:
            raise RuntimeError("no figure is shown yet")
        return self.figure

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt's name)
        super().drawBackground(painter, rect)
        self.plain_edges.paint(painter)

    def _add_edge(self, key: Hashable) -> EdgeItem:
        figure, edge = self._shown(), cast(tuple[Hashable, Hashable], key)
        item = EdgeItem(key, lambda s: figure.edge_primitives(edge, s), self._edge_style(key), figure.edge_extent(edge))
        self.edges[key] = item
        item.setParentItem(self._layer)
        self._overview.track(item)
        return item

    def _add_node(self, key: Hashable) -> None:
        figure = self._shown()
        item = NodeItem(key, figure.box(key), lambda s: figure.node_primitives(key, s), self._node_style(key),
                        figure.node_extent(key))
        self.nodes[key] = item
        item.setParentItem(self._layer)

    def _place_outlines(self, keys: list[Hashable]) -> None:
        """Tell the overview how the vertices ``keys`` look now."""
        figure = self._shown()
        boxes = figure.layout.nodes
        self._overview.place_nodes(keys, [(boxes[key].x, boxes[key].y) for key in keys],
                                   figure.node_outlines(keys, self._styles_of(keys)))

    def _add_chunk(self, budget: float | None = TURN) -> None:
        """Add pending items for about ``budget`` seconds (None: all of them)."""
        pending = self._pending
        deadline = None if budget is None else time.perf_counter() + budget
        add: dict[str, Callable[[Any], object]] = {"cells": self._index_cells, "batch": self._add_edge_batch,
                                                    "outlines": self._place_outlines, "node": self._add_node,
                                                    "edge": self._add_edge}
        while pending and (deadline is None or time.perf_counter() < deadline):
            kind, key = pending.popleft()
            add[kind](key)
            if self._far:  # the overview draws the new items: prepare them in this turn
                self._overview.regroup()
        if not self._pending:
            self._timer.stop()
            self.viewport().setUpdatesEnabled(True)
            self._add_nodes_in_view()
            self.viewport().update()
            self.populated.emit()

    def _add_nodes_in_view(self) -> None:
        """Make the items of the vertices in view (and around it) that have none yet, when
        zoomed in on a :attr:`lazy` figure."""
        if not self.lazy or self._far or self.busy or self.figure is None:
            return
        seen = self.mapToScene(self.viewport().rect()).boundingRect()
        margin = max(seen.width(), seen.height()) / 4 + self._reach
        seen.adjust(-margin, -margin, margin, margin)
        for key in self._keys_in(seen):
            if key not in self.nodes:
                self._add_node(key)

    def _keys_in(self, rect: QRectF) -> Iterator[Hashable]:
        """The vertices whose centre may be in ``rect`` (those of the squares it touches)."""
        cells = self._cells
        for column in range(int(rect.left() // CELL), int(rect.right() // CELL) + 1):
            for row in range(int(rect.top() // CELL), int(rect.bottom() // CELL) + 1):
                yield from cells.get((column, row), ())

    def node_centre(self, key: Hashable) -> QPointF:
        """Where the vertex ``key`` is drawn, in scene coordinates."""
        box = self._shown().box(key)
        return QPointF(box.x, box.y)

    def ensure_node_visible(self, key: Hashable, margin: int = 60) -> None:
        """Scroll so that the vertex ``key`` is in view, ``margin`` pixels from the edges."""
        box = self._shown().box(key)
        self.ensureVisible(QRectF(box.x - box.width / 2, box.y - box.height / 2, box.width, box.height),
                           margin, margin)

    @property
    def busy(self) -> bool:
        """True while a large figure is still being added to the scene."""
        return bool(self._pending)

    def _node_style(self, key: Hashable) -> Any:
        return self._styles_of([key])[0]

    def _styles_of(self, keys: list[Hashable]) -> list[Any]:
        """The style of each of ``keys``: the one given, else the plain one; marked if selected."""
        given, plain = self._node_styles, self._shown().plain_node
        styles: list[Any] = [given.get(key) or plain(key) for key in keys]
        if self.selected is not None and self.selected in keys:
            at = keys.index(self.selected)
            styles[at] = replace(styles[at], selected=True)
        return styles

    def _edge_style(self, key: Hashable) -> object:
        return self._edge_styles.get(key) or self._shown().plain_edge()

    def restyle(self, nodes: Mapping[Any, object], edges: Mapping[Any, object]) -> None:
        """Apply new styles; items not named get their plain style back."""
        old_nodes, old_edges = self._node_styles, self._edge_styles
        self._node_styles, self._edge_styles = dict(nodes), dict(edges)
        self._restyle_nodes(_changed_keys(old_nodes, self._node_styles))
        for key in _changed_keys(old_edges, self._edge_styles):
            edge_item = self.edges.get(key)
            if edge_item is None and self.batched and key in self._edge_styles and not self.busy:
                edge_item = self._add_edge(key)
            if edge_item is not None:
                edge_item.set_style(self._edge_style(key))
                if self.batched:  # the batch shows the plain style
                    edge_item.setVisible(key in self._edge_styles)
                self._overview.track(edge_item)
        self._overview.update()

    def _restyle_nodes(self, keys: list[Hashable]) -> None:
        """Show the vertices ``keys`` in their current style, in their items if they have one and far out."""
        if self.figure is None:
            return
        laid_out = self.figure.layout.nodes
        keys = [key for key in keys if key in laid_out]
        styles = self._styles_of(keys)
        for key, style in zip(keys, styles, strict=True):
            item = self.nodes.get(key)
            if item is not None:
                item.set_style(style)
        self._place_outlines(keys)

    def select(self, key: Hashable | None, *, center: bool = False) -> None:
        """Mark ``key`` as the selected node (None: no selection)."""
        previous, self.selected = self.selected, key
        self._restyle_nodes(list(dict.fromkeys(k for k in (previous, key) if k is not None)))
        self._overview.update()
        if center and self.figure is not None and key in self.figure.layout.nodes:
            self.centerOn(self.node_centre(key))

    # -------------------------------------------------------------------- zoom
    def zoom_by(self, factor: float) -> None:
        self.fitted = False
        current = self.transform().m11()
        factor = max(0.01 / current, min(factor, 20.0 / current))
        self.scale(factor, factor)
        self._zoomed()

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def fit(self) -> None:
        """Show the whole figure, and again whenever the view is resized, until the user zooms."""
        self.fitted = True
        rect = self.fit_area if self.fit_area is not None else self.scene().sceneRect()
        if rect.isEmpty():
            return
        if min(self.viewport().width() / rect.width(), self.viewport().height() / rect.height()) < self.least_zoom:
            self.resetTransform()  # too large to read whole: at the least zoom, from its home
            self.scale(self.least_zoom, self.least_zoom)
            self.centerOn(self._home_in_view(rect))
        elif self.fit_width:  # as wide as the view, scrolled from the top
            self.resetTransform()
            width = self.viewport().width() - self.verticalScrollBar().sizeHint().width()
            self.scale(width / rect.width(), width / rect.width())
            self.centerOn(rect.center().x(), rect.top())
        else:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.transform().m11() > 1.6:
            self.resetTransform()
            self.scale(1.6, 1.6)
            self.centerOn(rect.center())
        self._zoomed()

    def _home_in_view(self, rect: QRectF) -> QPointF:
        """Where to centre the view so that :attr:`home` is in it, the view not going past ``rect``'s top left."""
        half = self.mapToScene(self.viewport().rect()).boundingRect().size() / 2  # of the scene's part in view
        return QPointF(max(rect.left() + half.width(), min(self.home.x(), rect.right() - half.width())),
                       max(rect.top() + half.height(), min(self.home.y(), rect.bottom() - half.height())))

    def _zoomed(self) -> None:
        """Switch between node items and the overview when the zoom crosses :data:`DETAIL`; say the zoom."""
        far = self.transform().m11() < DETAIL
        if far != self._far:
            self._far = far
            self._overview.setVisible(far)
            # one parent hides every item: the scene then skips them all at once
            self._layer.setVisible(not far)
        self._add_nodes_in_view()
        self.zoomChanged.emit(self.transform().m11())

    def show_whole_if_hidden(self, keys: Iterable[Hashable]) -> None:
        """Fit the whole figure again when one of ``keys`` (the vertices a step adds) is out of view."""
        if self.fitted or self.figure is None:
            return
        seen = self.mapToScene(self.viewport().rect()).boundingRect()
        shown = self._shown().layout.nodes
        for key in keys:
            if key in shown and not seen.contains(self.node_centre(key)):
                self.fit()
                return

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.fitted:
            self.fit()
        self._add_nodes_in_view()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        super().scrollContentsBy(dx, dy)
        self._add_nodes_in_view()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 (Qt's name)
        """Tab and Shift+Tab go from node to node; past the last one, to the next control."""
        if self.figure is not None and self.hasFocus():
            key = self.keyboard.step(self.figure.layout.nodes, backwards=not next)
            self.viewport().update()
            if key is not None:
                self.ensure_node_visible(key)
                return True
        return super().focusNextPrevChild(next)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt's name)
        if self.figure is not None and self.hasFocus():
            self.keyboard.paint(painter, self.figure.layout.nodes, self.palette().highlight().color())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """The mouse is in use: the keyboard cursor's frame goes (Tab goes on from the node pressed)."""
        self.keyboard.follow_mouse(self.node_at(event.position().toPoint()))
        self.viewport().update()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.keyboard.key is not None:
            self.nodeClicked.emit(self.keyboard.key)  # as a click on it: selected, the Vertex panel follows
        elif event.matches(QKeySequence.StandardKey.ZoomIn) or event.key() == Qt.Key.Key_Plus:
            self.zoom_in()
        elif event.matches(QKeySequence.StandardKey.ZoomOut) or event.key() == Qt.Key.Key_Minus:
            self.zoom_out()
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------------- mouse
    def drag_colour(self) -> QColor:
        return QColor(self._shown().palette.highlight)

    def node_at(self, view_point: QPoint) -> Hashable | None:
        if self._far:  # nodes are a few pixels wide: take the nearest one
            return self._node_near(self.mapToScene(view_point), 6 / self.transform().m11())
        for item in self.items(view_point):
            if isinstance(item, NodeItem):
                return item.key
        return None

    def _node_near(self, point: QPointF, tolerance: float) -> Hashable | None:
        """The vertex whose box is nearest to ``point``, if within ``tolerance`` (scene units)."""
        if self.figure is None:
            return None
        figure = self.figure
        best, best_distance = None, tolerance
        reach = self._reach + tolerance
        for key in self._keys_in(QRectF(point.x() - reach, point.y() - reach, 2 * reach, 2 * reach)):
            box = figure.box(key)
            dx = max(abs(point.x() - box.x) - box.width / 2, 0.0)
            dy = max(abs(point.y() - box.y) - box.height / 2, 0.0)
            distance = (dx * dx + dy * dy) ** 0.5
            if distance <= best_distance:
                best, best_distance = key, distance
        return best

    def edge_at(self, view_point: QPoint) -> Hashable | None:
        if self._far:
            near = self._overview.edge_near(self.mapToScene(view_point), 3 / self.transform().m11())
            return near.key if near is not None else None
        for item in self.items(view_point):
            if isinstance(item, EdgeItem):
                return item.key
        return None


def _changed_keys(old: Mapping[Hashable, object], new: Mapping[Hashable, object]) -> list[Hashable]:
    """The keys whose style differs between ``old`` and ``new`` (styles shared
    between frames are compared by identity first, which is quick)."""
    changed = [key for key, style in new.items() if (was := old.get(key)) is not style and was != style]
    changed += [key for key in old if key not in new]
    return changed
