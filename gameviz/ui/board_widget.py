"""A position drawn as large as the widget allows; a click on a cell, column or square asks for that move,
and on a board of holes (Chinese checkers) a click on a peg, then on where it goes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from gameviz.core.board import Board, Grid, Holes
from gameviz.export.painting import paint
from gameviz.figure.board_figure import ROW_LABELS, BoardNotes, board_frame, board_scene, estimate_ink
from gameviz.figure.boards import hole_centres
from gameviz.figure.style import LIGHT, Palette
from gameviz.ui.i18n import tr_games


class BoardWidget(QWidget):
    """Draws a board; emits the move under a click (a column of Connect 4, a cell, a square of Chomp).

    A grid board can be annotated: the names of its columns and rows (as moves
    are written), a small note in the corner of cells (the heuristic's weight
    of each cell), and a note on the square of each legal move (the value of
    the position it leads to) and its score (an exact solver's, or an estimate,
    drawn in italic in another colour). On a board of discs (Connect 4) the
    values and the scores are written under the columns, each in its own
    labelled row. The board and its notes are painted from the same scene as the pictures exported
    (:func:`~gameviz.figure.board_figure.board_scene`).
    """

    moveClicked = Signal(object)  # noqa: N815 (Qt's naming)
    cellClicked = Signal(int, int)  # noqa: N815  (row, column) of a grid or (hole, 0), while a board is set by hand

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.board_palette: Palette = LIGHT
        self.axes: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self.cell_notes: dict[tuple[int, int], str] = {}
        self.move_notes: dict[object, str] = {}
        self.score_notes: dict[object, str] = {}
        #: the moves whose score is an estimate, not exact
        self.estimated: frozenset[object] = frozenset()
        #: a board of holes: the moves (hole left, hole reached) the user may play, and the peg picked up
        self.hole_moves: list[tuple[int, int]] = []
        self.picked: int | None = None
        #: a chessboard: the move the user may play from each cell to each cell, and the cell picked up
        self.cell_moves: dict[tuple[tuple[int, int], tuple[int, int]], object] = {}
        self.picked_cell: tuple[int, int] | None = None
        #: while a board is set by hand, a click names its cell instead of playing a move
        self.editing = False
        self.setMinimumSize(160, 140)

    def set_board(self, board: Board | None) -> None:
        self.board = board
        self.update()

    def set_hole_moves(self, moves: list[tuple[int, int]]) -> None:
        """On a board of holes, the moves the user may play now (none: clicks do nothing)."""
        self.hole_moves = moves
        if self.picked is not None and not any(start == self.picked for start, _ in moves):
            self.picked = None
        self.update()

    def set_cell_moves(self, moves: dict[tuple[tuple[int, int], tuple[int, int]], object]) -> None:
        """On a chessboard, the moves the user may play now, by (cell left, cell reached) (none: clicks do
        nothing)."""
        self.cell_moves = moves
        if self.picked_cell is not None and not any(start == self.picked_cell for start, _ in moves):
            self.picked_cell = None
        self.update()

    def annotate(self, axes: tuple[tuple[str, ...], tuple[str, ...]], cell_notes: dict[tuple[int, int], str],
                 move_notes: dict[object, str], score_notes: dict[object, str] | None = None,
                 estimated: frozenset[object] = frozenset()) -> None:
        """Names of columns and rows, notes in cell corners, notes on the squares of moves (the heuristic's
        values), and the scores of moves, ``estimated`` ones apart."""
        self.axes, self.cell_notes, self.move_notes = axes, cell_notes, move_notes
        self.score_notes, self.estimated = dict(score_notes or {}), estimated
        self.update()

    def notes(self) -> BoardNotes:
        """What is written on and around the board, in the interface's language."""
        return BoardNotes(self.axes, self.cell_notes, self.move_notes, self.score_notes, self.estimated,
                          labels=(tr_games(ROW_LABELS["moves"]), tr_games(ROW_LABELS["scores"])))

    def under_rows(self) -> list[tuple[str, dict[object, str]]]:
        """The labelled rows of notes under the columns of a board of discs, top to bottom: the
        heuristic's value after each move, then the scores."""
        return [(label, dict(notes)) for label, notes in self.notes().under_rows(self.board)]

    def score_look(self, move: object) -> tuple[str, bool]:
        """How the score of ``move`` is written: its colour, and whether in italic (an estimate)."""
        if move in self.estimated:
            return estimate_ink(self.board_palette), True
        return self.board_palette.text, False

    def set_palette_of_board(self, palette: Palette) -> None:
        self.board_palette = palette
        self.update()

    def area(self) -> QRectF:
        """Where the board is drawn, in widget coordinates."""
        if self.board is None:
            return QRectF(0.0, 0.0, float(self.width()), float(self.height()))
        frame = board_frame(self.board, self.notes(), self.width(), self.height())
        return QRectF(frame.x, frame.y, frame.width, frame.height)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(self.board_palette.background))
        if self.board is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene = board_scene(self.board, self.notes(), self.board_palette, self.width(), self.height())
            paint(painter, [item for _, items in scene for item in items])
            area = self.area()
            if isinstance(self.board, Holes) and self.picked is not None:
                self._paint_pick(painter, self.board, area)
            if isinstance(self.board, Grid) and self.picked_cell is not None:
                self._paint_picked_cell(painter, self.board, area)
        painter.end()

    def _paint_pick(self, painter: QPainter, board: Holes, area: QRectF) -> None:
        """A ring around the peg picked up, and a dot in every hole it can reach."""
        centres, unit = hole_centres(board, area.x(), area.y(), area.width(), area.height())
        colour = QColor(self.board_palette.highlight)
        painter.setPen(QPen(colour, max(2.0, unit * 0.12)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        x, y = centres[self.picked] if self.picked is not None else (0.0, 0.0)
        painter.drawEllipse(QPointF(x, y), unit * 0.5, unit * 0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for start, stop in self.hole_moves:
            if start == self.picked:
                painter.drawEllipse(QPointF(*centres[stop]), unit * 0.24, unit * 0.24)

    def _paint_picked_cell(self, painter: QPainter, board: Grid, area: QRectF) -> None:
        """A frame around the piece picked up, and a dot on every square it can reach."""
        rows, cols = board.size
        cell = min(area.width() / cols, area.height() / rows)
        colour = QColor(self.board_palette.highlight)
        painter.setPen(QPen(colour, max(2.0, cell * 0.07)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r, c = self.picked_cell if self.picked_cell is not None else (0, 0)
        painter.drawRect(QRectF(area.x() + c * cell, area.y() + r * cell, cell, cell))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for start, (r, c) in self.cell_moves:
            if start == self.picked_cell:
                painter.drawEllipse(QPointF(area.x() + (c + 0.5) * cell, area.y() + (r + 0.5) * cell),
                                    cell * 0.14, cell * 0.14)

    def hole_at(self, point: QPointF) -> int | None:
        """The hole of a board of holes under ``point``, if any."""
        if not isinstance(self.board, Holes):
            return None
        area = self.area()
        centres, unit = hole_centres(self.board, area.x(), area.y(), area.width(), area.height())
        nearest = min(range(len(centres)), key=lambda i: (centres[i][0] - point.x()) ** 2 + (centres[i][1] - point.y()) ** 2)
        x, y = centres[nearest]
        return nearest if (x - point.x()) ** 2 + (y - point.y()) ** 2 <= (unit * 0.5) ** 2 else None

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
        return r * cols + c  # tic-tac-toe, Othello

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.editing:  # a cell of a grid, or a hole as (hole, 0)
            hole = self.hole_at(event.position())
            cell = (hole, 0) if hole is not None else self.cell_at(event.position())
            if cell is not None:
                self.cellClicked.emit(*cell)
            return
        if isinstance(self.board, Holes):
            self.click_hole(self.hole_at(event.position()))
            return
        if isinstance(self.board, Grid) and self.board.kind == "chess":
            self.click_cell(self.cell_at(event.position()))
            return
        move = self.move_at(event.position())
        if move is not None:
            self.moveClicked.emit(move)

    def cell_at(self, point: QPointF) -> tuple[int, int] | None:
        """The (row, column) of a grid board under ``point``, if any."""
        if not isinstance(self.board, Grid):
            return None
        rows, cols = self.board.size
        area = self.area()
        cell = min(area.width() / cols, area.height() / rows)
        r, c = int((point.y() - area.y()) // cell), int((point.x() - area.x()) // cell)
        return (r, c) if 0 <= r < rows and 0 <= c < cols else None

    def click_cell(self, cell: tuple[int, int] | None) -> None:
        """A click on a chessboard: pick up a piece that can move, or put the piece picked up where it can go."""
        if self.picked_cell is not None and cell is not None and (self.picked_cell, cell) in self.cell_moves:
            move, self.picked_cell = self.cell_moves[(self.picked_cell, cell)], None
            self.update()
            self.moveClicked.emit(move)
            return
        self.picked_cell = cell if any(start == cell for start, _ in self.cell_moves) else None
        self.update()

    def click_hole(self, hole: int | None) -> None:
        """A click on a hole: pick up a peg that can move, or put the peg picked up where it can go."""
        if self.picked is not None and (self.picked, hole) in self.hole_moves:
            move, self.picked = (self.picked, hole), None
            self.update()
            self.moveClicked.emit(move)
            return
        self.picked = hole if any(start == hole for start, _ in self.hole_moves) else None
        self.update()
