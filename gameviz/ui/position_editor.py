"""*Edit Position* on the board: clicks place or remove pieces, a box chooses the player to move, and
the board is checked (:mod:`gameviz.games.board_setup`) before it becomes the session's position."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gameviz.core.board import Board, Grid, Holes
from gameviz.core.errors import InputError
from gameviz.core.game import AnyGame
from gameviz.core.session import GameSession
from gameviz.figure.notation import DEFAULT_NOTATION, Notation
from gameviz.games.board_setup import chess_fen, clicked, editable, moves_to, reached_by_moves, start_of
from gameviz.games.chess import Chess
from gameviz.ui.i18n import tr_errors, tr_games

#: The pieces a click puts on a chessboard, as FEN letters, White's then Black's.
CHESS_PIECES = "KQRBNPkqrbnp"
PIECE_GLYPHS = dict(zip(CHESS_PIECES, "♔♕♖♗♘♙♚♛♜♝♞♟", strict=True))


class PositionEditor(QWidget):
    """The button that starts editing, and while editing: the player to move, the chess piece to
    place, *Apply* and *Cancel*, and why a board was refused."""

    movesFound = Signal(list)  # noqa: N815 (Qt's naming)  the moves from the start that reach the board
    startFound = Signal(object)  # noqa: N815  a board that becomes the start itself (Othello, Chinese checkers)
    fenChosen = Signal(str)  # noqa: N815  a chessboard set by hand, as a FEN
    editingChanged = Signal(bool)  # noqa: N815

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: GameSession | None = None
        #: how players are named in the box of the player to move (J1, Adam, Max…)
        self.notation: Notation = DEFAULT_NOTATION
        self.grid: Grid | None = None
        self.holes: Holes | None = None
        self.edit_button = QPushButton(self)
        self.edit_button.setCheckable(True)
        self.edit_button.toggled.connect(self._toggled)
        self.player = QComboBox(self)
        self.player.addItems(["J1", "J2"])
        self.piece = QComboBox(self)
        for letter in CHESS_PIECES:
            self.piece.addItem("", letter)
        self.apply_button = QPushButton(self)
        self.apply_button.clicked.connect(self.apply)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(lambda: self.edit_button.setChecked(False))
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.panel = QWidget(self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.cancel_button)
        inner = QVBoxLayout(self.panel)
        inner.setContentsMargins(0, 0, 0, 0)
        for widget in (self.player, self.piece):
            inner.addWidget(widget)
        inner.addLayout(buttons)
        inner.addWidget(self.message)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit_button)
        layout.addWidget(self.panel)
        self.panel.setVisible(False)
        self.retranslate()

    @property
    def active(self) -> bool:
        """True while the board is being set by hand."""
        return self.edit_button.isChecked() and (self.grid is not None or self.holes is not None)

    def picture(self) -> Board | None:
        """The board as set so far."""
        return self.grid if self.grid is not None else self.holes

    def set_session(self, session: GameSession | None) -> None:
        """The session whose board is edited; editing stops."""
        self.session = session
        self.edit_button.setChecked(False)
        self.edit_button.setEnabled(session is not None and editable(session.game))

    def _toggled(self, on: bool) -> None:
        session = self.session
        self.grid, self.holes = None, None
        if on and session is not None:
            board = session.game.board(session.position)
            if isinstance(board, Grid):
                self.grid = Grid(board.rows, board.kind)
            elif isinstance(board, Holes):
                self.holes = board
            players = getattr(session.game, "players", 2)
            self.player.blockSignals(True)
            self.player.clear()
            self.player.addItems([self.tr("{0} to move").format(self.notation.name(p)) for p in range(1, players + 1)])
            self.player.blockSignals(False)
            self.player.setCurrentIndex(session.player() - 1)
            self.piece.setVisible(isinstance(board, Grid) and board.kind == "chess")
        self.message.clear()
        self.panel.setVisible(self.active)
        self.editingChanged.emit(self.active)

    def click(self, row: int, column: int) -> None:
        """A click on the cell (row, column): the next content of the cell, or the chess piece chosen."""
        holes, grid = self.holes, self.grid
        if holes is not None:  # a hole: no peg, J1's, J2's … in turn
            players = getattr(self.session.game, "players", 2) if self.session is not None else 2
            pegs = list(holes.pegs)
            pegs[row] = (pegs[row] + 1) % (players + 1)
            self.holes = Holes(holes.places, tuple(pegs), holes.goals)
            self.message.clear()
            return
        if grid is None:
            return
        line = grid.rows[row]
        content = clicked(grid.kind, line[column], str(self.piece.currentData()))
        rows = list(grid.rows)
        rows[row] = line[:column] + content + line[column + 1:]
        self.grid = Grid(tuple(rows), grid.kind)
        self.message.clear()

    def apply(self) -> None:
        """Check the board; if it is fine it becomes the session's position and editing stops, else the
        reason is shown and editing goes on."""
        session, grid, holes = self.session, self.grid, self.holes
        if session is None or (grid is None and holes is None):
            return
        player = self.player.currentIndex() + 1
        try:
            kind, found = _edited_position(session.game, grid, holes, player)
        except InputError as error:
            self.message.setText(self.tr("Refused: {0}").format(tr_errors(error.reason)))
            return
        self.edit_button.setChecked(False)
        {"start": self.startFound, "fen": self.fenChosen, "moves": self.movesFound}[kind].emit(found)

    def retranslate(self) -> None:
        self.edit_button.setText(self.tr("Edit Position"))
        self.edit_button.setToolTip(self.tr("Click cells to place or remove pieces, choose who moves, then Apply"))
        for i in range(self.player.count()):
            self.player.setItemText(i, self.tr("{0} to move").format(self.notation.name(i + 1)))
        names = [self.tr("White king"), self.tr("White queen"), self.tr("White rook"), self.tr("White bishop"),
                 self.tr("White knight"), self.tr("White pawn"), self.tr("Black king"), self.tr("Black queen"),
                 self.tr("Black rook"), self.tr("Black bishop"), self.tr("Black knight"), self.tr("Black pawn")]
        for i, (letter, name) in enumerate(zip(CHESS_PIECES, names, strict=True)):
            self.piece.setItemText(i, f"{PIECE_GLYPHS[letter]} {name}")
        self.piece.setToolTip(self.tr("The piece a click puts on a square (a click on the same piece removes it)"))
        self.apply_button.setText(self.tr("Apply"))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _edited_position(game: AnyGame, grid: Grid | None, holes: Holes | None, player: int) -> tuple[str, object]:
    """What the edited board becomes: a start position of its own ("start"), a chess position ("fen"),
    or the moves that reach it from the start ("moves"). InputError for a board that is none of them."""
    if holes is not None or not reached_by_moves(game) and not isinstance(game, Chess):
        cells = holes.pegs if holes is not None else grid.rows if grid else ()
        return "start", start_of(game, cells, player, tr_games)
    assert grid is not None
    if isinstance(game, Chess):
        return "fen", chess_fen(grid.rows, player, tr_games)
    return "moves", moves_to(game, grid.rows, player, tr_games)
