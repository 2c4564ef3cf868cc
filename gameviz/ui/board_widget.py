"""A position drawn as large as the widget allows; a click on a cell, column or square asks for that move."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from gameviz.core.board import Board, Grid
from gameviz.export.painting import paint
from gameviz.figure.boards import board_aspect, board_primitives
from gameviz.figure.style import LIGHT, Palette

#: Room around the board, in pixels.
MARGIN = 12.0


class BoardWidget(QWidget):
    """Draws a board; emits the move under a click (a column of Connect 4, a cell, a square of Chomp)."""

    moveClicked = Signal(object)  # noqa: N815 (Qt's naming)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.board_palette: Palette = LIGHT
        self.setMinimumSize(160, 140)

    def set_board(self, board: Board | None) -> None:
        self.board = board
        self.update()

    def set_palette_of_board(self, palette: Palette) -> None:
        self.board_palette = palette
        self.update()

    def area(self) -> QRectF:
        """Where the board is drawn, in widget coordinates."""
        aspect = board_aspect(self.board) if self.board is not None else 1.0
        w, h = max(self.width() - 2 * MARGIN, 1.0), max(self.height() - 2 * MARGIN, 1.0)
        if w / h > aspect:
            w = h * aspect
        else:
            h = w / aspect
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(self.board_palette.background))
        if self.board is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            area = self.area()
            paint(painter, board_primitives(self.board, area.x(), area.y(), area.width(), area.height(),
                                            self.board_palette))
        painter.end()

    def move_at(self, point: QPointF) -> object | None:
        """The move a click at ``point`` asks for, if the board is a grid and the point on it."""
        if not isinstance(self.board, Grid):
            return None
        rows, cols = self.board.size
        area = self.area()
        cell = min(area.width() / cols, area.height() / rows)
        c = int((point.x() - area.x()) // cell)
        r = int((point.y() - area.y()) // cell)
        if not (0 <= r < rows and 0 <= c < cols):
            return None
        if self.board.kind == "discs":
            return c
        if self.board.kind == "chocolate":
            return (r, c)
        return r * cols + c

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        move = self.move_at(event.position())
        if move is not None:
            self.moveClicked.emit(move)
