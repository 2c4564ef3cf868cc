"""A position drawn as large as the widget allows; a click on a cell, column or square asks for that move,
and on a board of holes (Chinese checkers) a click on a peg, then on where it goes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from gameviz.core.board import Board, Grid, Holes
from gameviz.export.painting import paint
from gameviz.figure.boards import board_aspect, board_primitives, hole_centres
from gameviz.figure.ink import ink_on
from gameviz.figure.style import LIGHT, Palette

#: Room around the board, in pixels.
MARGIN = 12.0
#: The labels of the rows under a board of discs: their size (a fraction of the row's height), and the
#: room between them and the board, in pixels.
LABEL_SIZE = 0.42
LABEL_GAP = 8.0
#: Whose colours write an estimated score: the fourth player's lines, unlike the discs of Connect 4's two
#: players and the text (7.8:1 on the light background, 9.3:1 on the dark one).
ESTIMATE_PLAYER = 4


class BoardWidget(QWidget):
    """Draws a board; emits the move under a click (a column of Connect 4, a cell, a square of Chomp).

    A grid board can be annotated: the names of its columns and rows (as moves
    are written), a small note in the corner of cells (the heuristic's weight
    of each cell), and a note on the square of each legal move (the value of
    the position it leads to) and its score (an exact solver's, or an estimate,
    drawn in italic in another colour). On a board of discs (Connect 4) the
    values and the scores are written under the columns, each in its own
    labelled row.
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

    def under_rows(self) -> list[tuple[str, dict[object, str]]]:
        """The labelled rows of notes under the columns of a board of discs, top to bottom: the
        heuristic's value after each move, then the scores."""
        if not (isinstance(self.board, Grid) and self.board.kind == "discs"):
            return []
        rows = [(self.tr("h after this move"), self.move_notes), (self.tr("score"), self.score_notes)]
        return [(label, notes) for label, notes in rows if notes]

    def score_look(self, move: object) -> tuple[str, bool]:
        """How the score of ``move`` is written: its colour, and whether in italic (an estimate)."""
        if move in self.estimated:
            return estimate_ink(self.board_palette), True
        return self.board_palette.text, False

    def set_palette_of_board(self, palette: Palette) -> None:
        self.board_palette = palette
        self.update()

    def _margins(self) -> tuple[float, float, float]:
        """Room (left, top, bottom) for row names (or the labels of the rows under the columns), column
        names and the rows of notes under columns."""
        board = self.board
        grid = isinstance(board, Grid)
        columns, rows = self.axes if grid else ((), ())
        under = self.under_rows()
        label = max(18.0, min(self.width(), self.height()) * 0.05)
        left = label if rows else 0.0
        if under:
            metrics = QFontMetricsF(_font(self._row_height() * LABEL_SIZE))
            left = max(left, max(metrics.horizontalAdvance(text) for text, _ in under) + 2 * LABEL_GAP)
        return left, (label if columns else 0.0), self._row_height() * len(under)

    def _row_height(self) -> float:
        """The height of a row of notes under the columns."""
        return max(18.0, min(self.width(), self.height()) * 0.05) * 1.2

    def area(self) -> QRectF:
        """Where the board is drawn, in widget coordinates."""
        aspect = board_aspect(self.board) if self.board is not None else 1.0
        left, top, bottom = self._margins()
        w = max(self.width() - 2 * MARGIN - left, 1.0)
        h = max(self.height() - 2 * MARGIN - top - bottom, 1.0)
        if w / h > aspect:
            w = h * aspect
        else:
            h = w / aspect
        x = left + (self.width() - left - w) / 2
        y = top + (self.height() - top - bottom - h) / 2
        return QRectF(x, y, w, h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(self.board_palette.background))
        if self.board is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            area = self.area()
            paint(painter, board_primitives(self.board, area.x(), area.y(), area.width(), area.height(),
                                            self.board_palette))
            if isinstance(self.board, Grid):
                self._paint_annotations(painter, self.board, area)
            if isinstance(self.board, Holes) and self.picked is not None:
                self._paint_pick(painter, self.board, area)
            if isinstance(self.board, Holes) and self.cell_notes:
                self._paint_hole_notes(painter, self.board, area)
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

    def _paint_hole_notes(self, painter: QPainter, board: Holes, area: QRectF) -> None:
        """The note of each hole (keyed ``(hole, 0)``), written on its peg."""
        centres, unit = hole_centres(board, area.x(), area.y(), area.width(), area.height())
        painter.setFont(_font(max(7.0, unit * 0.42), bold=True))
        painter.setPen(QColor("#ffffff"))
        for (hole, _), note in self.cell_notes.items():
            x, y = centres[hole]
            painter.drawText(QRectF(x - unit / 2, y - unit / 2, unit, unit), Qt.AlignmentFlag.AlignCenter, note)

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

    def _paint_annotations(self, painter: QPainter, board: Grid, area: QRectF) -> None:
        rows, cols = board.size
        cell = min(area.width() / cols, area.height() / rows)
        palette = self.board_palette
        self._paint_axes(painter, board, area, cell)
        on_dark = board.kind in ("discs", "othello")
        painter.setFont(_font(max(7.0, cell * 0.16)))
        # the weights read on the board's own colour, light in the dark theme
        painter.setPen(QColor(ink_on(palette.board_dark, "#f0f0f0") if on_dark else palette.muted_text))
        for (r, c), note in self.cell_notes.items():
            painter.drawText(QRectF(area.x() + c * cell + cell * 0.06, area.y() + r * cell + cell * 0.02, cell, cell),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, note)
        if board.kind == "discs":
            self._paint_under_rows(painter, board, area, cell)
            return
        self._paint_move_notes(painter, board, area, cell, on_dark)

    def _paint_axes(self, painter: QPainter, board: Grid, area: QRectF, cell: float) -> None:
        """The names of the columns above the board and of the rows on its left."""
        rows, cols = board.size
        columns, row_names = self.axes
        left, top, _ = self._margins()
        painter.setPen(QColor(self.board_palette.text))
        painter.setFont(_font(max(9.0, min(top or left, cell * 0.35) * 0.6), bold=True))
        centre = Qt.AlignmentFlag.AlignCenter
        for c, name in enumerate(columns[:cols]):
            painter.drawText(QRectF(area.x() + c * cell, area.y() - top, cell, top), centre, name)
        for r, name in enumerate(row_names[:rows]):
            painter.drawText(QRectF(area.x() - left, area.y() + r * cell, left, cell), centre, name)

    def _paint_move_notes(self, painter: QPainter, board: Grid, area: QRectF, cell: float, on_dark: bool) -> None:
        """Each move's heuristic value or score on the square it plays (estimates in italic)."""
        size = max(9.0, cell * 0.26)
        centre = Qt.AlignmentFlag.AlignCenter
        painter.setPen(QColor(self.board_palette.highlight if not on_dark else "#ffd54f"))
        for move, note in {**self.move_notes, **self.score_notes}.items():
            square = self._square_of(board, move)
            if square is None:
                continue
            r, c = square
            italic = move in self.score_notes and self.score_look(move)[1]
            painter.setFont(_font(size, bold=True, italic=italic))
            painter.drawText(QRectF(area.x() + c * cell, area.y() + r * cell, cell, cell), centre, note)

    def _paint_under_rows(self, painter: QPainter, board: Grid, area: QRectF, cell: float) -> None:
        """The rows under the columns of a board of discs, each with its label on the left: the heuristic's
        values in the muted colour, the scores in the text's (estimates in italic, in another colour)."""
        rows = board.size[0]
        height = self._row_height()
        palette = self.board_palette
        size = min(height * 0.62, max(9.0, cell * 0.26))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for i, (label, notes) in enumerate(self.under_rows()):
            top = area.y() + rows * cell + 2 + i * height
            painter.setFont(_font(height * LABEL_SIZE))
            painter.setPen(QColor(palette.muted_text))
            painter.drawText(QRectF(0.0, top, area.x() - LABEL_GAP, height), right, label)
            for move, note in notes.items():
                square = self._square_of(board, move)
                if square is None:
                    continue
                colour, italic = self.score_look(move) if notes is self.score_notes else (palette.muted_text, False)
                painter.setFont(_font(size, bold=notes is self.score_notes, italic=italic))
                painter.setPen(QColor(colour))
                painter.drawText(QRectF(area.x() + square[1] * cell, top, cell, height),
                                 Qt.AlignmentFlag.AlignCenter, note)

    def _square_of(self, board: Grid, move: object) -> tuple[int, int] | None:
        """The square a click plays ``move`` on (for Connect 4, the bottom of its column)."""
        rows, cols = board.size
        if board.kind == "discs":
            return (rows - 1, move) if isinstance(move, int) and 0 <= move < cols else None
        if board.kind == "chocolate":
            return move if isinstance(move, tuple) else None
        return divmod(move, cols) if isinstance(move, int) and 0 <= move < rows * cols else None

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


def _font(pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def estimate_ink(palette: Palette) -> str:
    """The colour of estimated scores: another colour of the palette than the text's (the lines of
    :data:`ESTIMATE_PLAYER`'s colours), made readable on the board's background if it is not."""
    return ink_on(palette.background, palette.player(ESTIMATE_PLAYER).line)
