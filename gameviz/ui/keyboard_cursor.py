"""Reaching vertices and tree nodes from the keyboard.

Tab and Shift+Tab go from one node of the figure to the next in reading
order (top to bottom, then left to right); Enter picks the node under the
cursor as a click would. Past the last node, Tab leaves the figure for the
next control. The cursor's frame is drawn only while the keyboard is in use:
not before the first Tab, and not after a click (Tab then goes on from the
node clicked).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from gameviz.figure.geometry import FRAME_ROOM, NodeBox


class KeyboardCursor:
    """The node the keyboard is on, in a figure's layout."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        #: whether the frame is drawn: the keyboard moved the cursor, and the mouse has not been used since
        self.shown = False
        self._layout: Mapping[Hashable, NodeBox] | None = None
        self._order: list[Hashable] = []

    def forget(self) -> None:
        """A new figure: the cursor starts before its first node."""
        self.key, self._layout, self._order = None, None, []
        self.shown = False

    def follow_mouse(self, node: Hashable | None) -> None:
        """The mouse was pressed (on ``node``, if on one): the frame goes, and Tab goes on from that node."""
        if node is not None:
            self.key = node
        self.shown = False

    def step(self, nodes: Mapping[Hashable, NodeBox], *, backwards: bool = False) -> Hashable | None:
        """Move to the next node (the previous one ``backwards``); None past either end."""
        if nodes is not self._layout:
            self._layout = nodes
            self._order = sorted(nodes, key=lambda k: (round(nodes[k].y), nodes[k].x))
            self.key = self.key if self.key in nodes else None
        if not self._order:
            return None
        at = self._order.index(self.key) if self.key is not None else (len(self._order) if backwards else -1)
        at += -1 if backwards else 1
        self.key = self._order[at] if 0 <= at < len(self._order) else None
        self.shown = self.key is not None
        return self.key

    def paint(self, painter: QPainter, nodes: Mapping[Hashable, NodeBox], color: QColor) -> None:
        """A dashed frame around the node under the cursor (scene coordinates)."""
        if not self.shown or self.key is None or self.key not in nodes:
            return
        box = nodes[self.key]
        pen = QPen(color, 2.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        margin = FRAME_ROOM - 2.0  # the pen's outer edge inside the room kept free around the node
        painter.drawRect(QRectF(box.x - box.width / 2 - margin, box.y - box.height / 2 - margin,
                                box.width + 2 * margin, box.height + 2 * margin))
