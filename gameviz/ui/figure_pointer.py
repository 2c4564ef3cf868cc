"""Mouse events on a figure turned into what they mean: a node or an edge clicked, a move dragged
from one vertex to another (edit mode), the background clicked, a context menu asked for."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QLineF, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QContextMenuEvent, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsView, QWidget


class PointerView(QGraphicsView):
    """A graphics view whose clicks name nodes and edges (found by :meth:`node_at` and :meth:`edge_at`)."""

    nodeClicked = Signal(object)  # noqa: N815 (Qt's naming)
    edgeClicked = Signal(object)  # noqa: N815
    nodeDoubleClicked = Signal(object)  # noqa: N815
    backgroundClicked = Signal(QPointF)  # noqa: N815
    edgeRequested = Signal(object, object)  # noqa: N815
    contextRequested = Signal(str, object, QPointF)  # noqa: N815  kind: "node", "edge", "background"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: edit mode: a drag from a vertex to another asks for a move between them
        self.editing = False
        #: emit ``edgeClicked`` for left clicks on edges (exercises), instead of panning
        self.edge_clicks = False
        self._drag_from: Hashable | None = None
        self._drag_line: QGraphicsLineItem | None = None
        self._press: QPointF | None = None

    def node_at(self, view_point: QPoint) -> Hashable | None:
        """The node under ``view_point`` (view coordinates), if any."""
        return None

    def edge_at(self, view_point: QPoint) -> Hashable | None:
        """The edge under ``view_point`` (view coordinates), if any."""
        return None

    def node_centre(self, key: Hashable) -> QPointF:
        """Where the node ``key`` is drawn, in scene coordinates."""
        return QPointF()

    def drag_colour(self) -> QColor:
        """The colour of the line dragged from a vertex in edit mode."""
        return QColor(Qt.GlobalColor.darkYellow)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        node = self.node_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and node is not None:
            if self.editing:
                self._drag_from = node
                start = self.node_centre(node)
                self._drag_line = self.scene().addLine(
                    QLineF(start, start), QPen(self.drag_colour(), 2.5, Qt.PenStyle.DashLine)
                )
                self._drag_line.setZValue(5)
            self.nodeClicked.emit(node)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            edge = self.edge_at(event.position().toPoint()) if self.edge_clicks else None
            if edge is not None:
                self.edgeClicked.emit(edge)
                event.accept()
                return
            self._press = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._drag_line is not None:
            line = self._drag_line.line()
            line.setP2(self.mapToScene(event.position().toPoint()))
            self._drag_line.setLine(line)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._drag_line is not None:
            self.scene().removeItem(self._drag_line)
            self._drag_line = None
            target = self.node_at(event.position().toPoint())
            source, self._drag_from = self._drag_from, None
            if target is not None and source is not None and target != source:
                self.edgeRequested.emit(source, target)
            event.accept()
            return
        press = self._press
        super().mouseReleaseEvent(event)
        if press is not None and event.button() == Qt.MouseButton.LeftButton \
                and (event.position() - press).manhattanLength() < 4:
            self.backgroundClicked.emit(self.mapToScene(event.position().toPoint()))
        self._press = None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        node = self.node_at(event.position().toPoint())
        if node is not None:
            self.nodeDoubleClicked.emit(node)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        point = event.pos()
        node = self.node_at(point)
        if node is not None:
            self.contextRequested.emit("node", node, QPointF(event.globalPos()))
            return
        edge = self.edge_at(point)
        if edge is not None:
            self.contextRequested.emit("edge", edge, QPointF(event.globalPos()))
            return
        self.contextRequested.emit("background", self.mapToScene(point), QPointF(event.globalPos()))
