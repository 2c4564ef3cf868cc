"""The board of a game session: play moves, take them back, type a position, play the computer.

The computer follows the winning strategy of the attractors when the game's
arena is open and solved, or searches with alpha-beta to the chosen depth with
the course's heuristic. Grid boards (tic-tac-toe, Connect 4, Chomp) are
clicked; every game also has one button per legal move.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.board import Board, Grid, Holes
from gameviz.core.errors import InputError
from gameviz.core.game import PASS
from gameviz.core.play import ComputerMove
from gameviz.core.search.options import MAX_DEPTH
from gameviz.core.session import GameSession
from gameviz.core.solution import Solution
from gameviz.figure.board_figure import board_notes, board_picture, drawn_board
from gameviz.figure.notation import DEFAULT_NOTATION, Notation
from gameviz.figure.primitives import Picture
from gameviz.figure.style import Palette
from gameviz.games import info_of
from gameviz.games.chess import Chess
from gameviz.games.chess_spec import looks_like_fen
from gameviz.games.spec import MoveScore
from gameviz.model import ApplicationModel, BoardView
from gameviz.ui.board_computer import ComputerPlay
from gameviz.ui.board_widget import BoardWidget
from gameviz.ui.i18n import error_text, tr_games
from gameviz.ui.position_editor import PositionEditor
from gameviz.ui.settings import DEFAULT_SCORE_SECONDS
from gameviz.ui.workers import LatestJob

#: Legal-move buttons per row under the board.
BUTTONS_PER_ROW = 8


class BoardTab(ComputerPlay):
    """The session's current position, large, with the moves played and the computer as an opponent."""

    positionChanged = Signal()  # noqa: N815 (Qt's naming)
    #: the tab was drawn again: its position, its notes (h, the scores' legend) or whose turn it is
    redrawn = Signal()
    searchRequested = Signal(object, object, str)  # noqa: N815  (game, position, title)
    openRequested = Signal(str)  # noqa: N815  a game to open instead (a chessboard set by hand)

    def __init__(self, model: ApplicationModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.solution: Solution | None = None
        self.notation: Notation = DEFAULT_NOTATION
        #: the computer's last move and the position it was played from
        self.last: tuple[object, ComputerMove] | None = None
        self.thinking = LatestJob()

        self.board = BoardWidget(self)
        self.board.moveClicked.connect(self.human_move)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.show_heuristic = False
        self.formula = QLabel(self)
        self.formula.setWordWrap(True)
        self.formula.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        self.moves_box = QWidget(self)
        self.moves_layout = QGridLayout(self.moves_box)
        self.moves_layout.setContentsMargins(0, 0, 0, 0)
        self.history = QListWidget(self)
        self.history.setMinimumWidth(120)
        self.set_text_scale(1.0)
        self.history_label = QLabel(self)

        self.opponent_label = QLabel(self)
        self.computer_side = QComboBox(self)
        self.board_view = BoardView()  # the open document's, once bound (below)
        self.bind(self.board_view)
        self.computer_side.currentIndexChanged.connect(self._side_chosen)
        #: how the computer searches in a game with more than two players
        self.computer_search = QComboBox(self)
        for key in ("maxn", "paranoid"):
            self.computer_search.addItem("", key)
        self.use_strategy = QCheckBox(self)
        self.use_solver = QCheckBox(self)
        self.use_solver.setChecked(True)
        #: the scores of every move the solver gave for the computer's last move
        self._solver_scores: list[MoveScore] = []
        self.depth_box = QSpinBox(self)
        self.depth_box.setRange(1, MAX_DEPTH)
        self.depth_label = QLabel(self)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.take_back)
        self.restart_button = QPushButton(self)
        self.restart_button.clicked.connect(self.restart)
        self.set_button = QPushButton(self)
        self.set_button.clicked.connect(self.ask_position)
        self.search_button = QPushButton(self)
        self.search_button.clicked.connect(self.search_here)
        self.why_button = QPushButton(self)
        self.why_button.clicked.connect(self.why)
        #: seconds the exact solver may spend on each move (*Edit → Preferences*)
        self.budget = DEFAULT_SCORE_SECONDS
        self.scoring = LatestJob()
        #: the scores of the moves of positions already scored, by (game, moves played)
        self.scores: dict[tuple[str, str], list[MoveScore]] = {}
        self.score_button = QPushButton(self)
        self.score_button.clicked.connect(self.score_moves)
        self.scores_legend = QLabel(self)
        self.scores_legend.setWordWrap(True)
        self.editor = PositionEditor(self)
        self.editor.editingChanged.connect(self._editing)
        self.editor.movesFound.connect(self._set_moves)
        self.editor.startFound.connect(self._set_start)
        self.editor.fenChosen.connect(lambda fen: self.openRequested.emit(f"chess:fen={fen}"))
        self.board.cellClicked.connect(self._edit_cell)

        depth = QHBoxLayout()
        depth.addWidget(self.depth_label)
        depth.addWidget(self.depth_box)
        depth.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.status)
        left.addWidget(self.board, 1)
        left.addWidget(self.moves_box)
        left.addWidget(self.formula)
        left.addWidget(self.scores_legend)
        left.addWidget(self.explanation)
        right = QVBoxLayout()
        right.addWidget(self.history_label)
        right.addWidget(self.history, 1)
        for button in (self.back_button, self.restart_button, self.set_button, self.search_button, self.score_button):
            right.addWidget(button)
        right.addWidget(self.editor)
        right.addSpacing(12)
        right.addWidget(self.opponent_label)
        right.addWidget(self.computer_side)
        right.addWidget(self.computer_search)
        right.addWidget(self.use_strategy)
        right.addWidget(self.use_solver)
        right.addLayout(depth)
        right.addWidget(self.why_button)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 4)
        layout.addLayout(right, 1)
        self.retranslate()
        preferences = model.preferences
        preferences.events.notation.connect(lambda _: self.set_notation(preferences.names()))
        preferences.events.theme.connect(lambda _: self._restyle())
        preferences.events.presentation.connect(lambda _: self._restyle())
        preferences.events.heuristic_on_board.connect(self.set_show_heuristic)
        self.set_notation(preferences.names())
        self.show_heuristic = preferences.heuristic_on_board
        self._restyle()
        model.events.document.connect(self._opened)
        self._opened(model.document)

    def _restyle(self) -> None:
        """The theme's colours and presentation mode's sizes (labels styled by a style sheet keep the colours
        of their polish: styled again)."""
        preferences = self.model.preferences
        self.set_board_palette(preferences.palette())
        self.set_text_scale(preferences.sizes().scale)

    # ------------------------------------------------------------ session
    def _start(self, solution: Solution | None = None) -> None:
        """Show the board view's game from its position (no game: nothing to play); ``solution`` is its solved
        arena, if any."""
        self.thinking.cancel()
        self.scoring.cancel()
        session = self.session
        self.last = None
        self.explanation.clear()
        if session is not None:
            self.depth_box.setValue(info_of(session.game).search_depth)
        self._offer_sides(getattr(session.game, "players", 2) if session is not None else 2)
        self.computer_search.setVisible(self.players > 2)
        self.editor.set_session(session)
        self.set_solution(solution)
        self._changed()

    def set_solution(self, solution: Solution | None) -> None:
        """The solved arena of the session's game arrived (or went)."""
        self.solution = solution
        self.use_strategy.setEnabled(solution is not None)
        self.use_strategy.setChecked(solution is not None)

    def set_notation(self, notation: Notation) -> None:
        self.notation = notation
        self.editor.notation = notation
        self.editor.retranslate()
        self.retranslate()

    def set_show_heuristic(self, on: bool) -> None:
        """*View → Heuristic on the Board*: the weights, the computation and the value of each move."""
        self.show_heuristic = on
        self._refresh()

    def set_text_scale(self, scale: float) -> None:
        """Text ``scale`` times its usual size (presentation mode)."""
        self.status.setStyleSheet(f"font-size: {16 * scale:.0f}pt; font-weight: bold;")
        self.formula.setStyleSheet(f"font-size: {13 * scale:.0f}pt;")
        self.explanation.setStyleSheet(f"font-size: {12 * scale:.0f}pt;")
        self.history.setStyleSheet(f"font-size: {13 * scale:.0f}pt;")

    def set_board_palette(self, palette: Palette) -> None:
        self.board.set_palette_of_board(palette)

    # -------------------------------------------------------------- moves
    def human_move(self, move: object) -> None:
        """A move clicked on the board or a button (ignored when it is not the user's turn or not legal)."""
        session = self.session
        if session is None or self.thinking.busy or session.outcome() is not None:
            return
        if session.player() in self.computers or move not in session.legal_moves():
            return
        session.play(move)
        self._changed()

    def take_back(self) -> None:
        """Undo the last move; against the computer, undo until it is the user's turn again."""
        session = self.session
        if session is None or not session.moves:
            return
        self.thinking.cancel()
        session.take_back()
        while self.computers and len(self.computers) < self.players and session.moves \
                and session.player() in self.computers:
            session.take_back()
        self.last = None
        self.explanation.clear()
        self._changed()

    def restart(self) -> None:
        if self.session is None:
            return
        self.thinking.cancel()
        self.session.restart()
        self.last = None
        self.explanation.clear()
        self._changed()

    def ask_position(self) -> None:
        """*Set Position…*: the user types the moves from the start."""
        session = self.session
        if session is None:
            return
        text, ok = QInputDialog.getText(
            self, self.tr("Set Position"),
            self.tr("Moves from the start, as the move buttons name them (for example {0}):").format(
                self._example()), text=session.notation())
        if ok:
            self.set_position_text(text)

    def set_position_text(self, text: str) -> bool:
        """Play the moves written in ``text`` from the start; on a mistake, say so and keep the position."""
        session = self.session
        if session is None:
            return False
        if isinstance(session.game, Chess) and looks_like_fen(text):  # a FEN: chess from that position
            try:
                self.openRequested.emit(Chess(text.strip()).spec)
            except InputError as error:
                QMessageBox.warning(self, self.tr("Set Position"), self.tr("This position cannot be set: {0}").format(
                    error_text(error)))
                return False
            return True
        try:
            session.set_moves(text)
        except InputError as error:
            QMessageBox.warning(self, self.tr("Set Position"),
                                self.tr("These moves cannot be played: {0}").format(error_text(error)))
            return False
        self.thinking.cancel()
        self.last = None
        self.explanation.clear()
        self._changed()
        return True

    def _example(self) -> str:
        return info_of(self.session.game).moves_example if self.session else ""

    def search_here(self) -> None:
        session = self.session
        if session is not None:
            self.searchRequested.emit(session.game, session.position, session.title())

    def _editing(self, on: bool) -> None:
        """*Edit Position* started or stopped: clicks set cells instead of playing, the computer waits."""
        self.thinking.cancel()
        self.board.editing = on
        self._refresh()
        if not on:
            self._maybe_computer()

    def _edit_cell(self, row: int, column: int) -> None:
        self.editor.click(row, column)
        self.board.set_board(self.editor.picture())

    def _set_start(self, position: object) -> None:
        """The board set by hand is the new start (no moves from the game's start need reach it)."""
        if self.session is not None:
            self.session.set_start(position)
            self.set_session_changed()

    def _set_moves(self, moves: list[object]) -> None:
        """The board set by hand is reached by ``moves`` from the start: play them."""
        session = self.session
        if session is None:
            return
        session.set_start(session.game.initial())
        for move in moves:
            session.play(move)
        self.set_session_changed()

    def set_session_changed(self) -> None:
        """Moves were played on the session from outside the board (the search tree)."""
        self.thinking.cancel()
        self.last = None
        self.explanation.clear()
        self._changed()

    def _changed(self) -> None:
        self._refresh()
        self._drawn = self.session.position if self.session is not None else None
        self.board_view.moved()
        self.positionChanged.emit()
        self._maybe_computer()

    # ------------------------------------------------------------- display
    def _refresh(self) -> None:
        self._redraw()
        self.redrawn.emit()

    def _redraw(self) -> None:
        session = self.session
        self.board.set_board(_picture(session) if session else None)
        self._clear_moves()
        self.history.clear()
        self._enable_controls(session)
        if session is None:
            self.status.setText(self.tr("No game is open: choose File → New from Game."))
            self.formula.clear()
            return
        names = session.move_names()
        self.history.addItems([f"{i}. {name}" for i, name in enumerate(names, start=1)])
        self.history.scrollToBottom()
        self.back_button.setEnabled(bool(names))
        self.restart_button.setEnabled(bool(names))
        outcome = session.outcome()
        self._offer_moves(session, outcome is None and session.player() not in self.computers
                          and not self.thinking.busy)
        self.status.setText(self._status_text(session, outcome))
        self._annotate(session)
        if self.editor.active:
            self._show_editor()

    def _enable_controls(self, session: GameSession | None) -> None:
        """The buttons that need a game, *Why?* after a computer's move, and *Score the Moves*."""
        for control in (self.back_button, self.restart_button, self.set_button, self.search_button):
            control.setEnabled(session is not None)
        self.why_button.setEnabled(self.last is not None and self.last[1].reason != "solver")
        scorer = info_of(session.game).move_scores if session is not None else None
        self.score_button.setVisible(scorer is not None)
        self.use_solver.setVisible(scorer is not None)
        self.score_button.setEnabled(session is not None and session.outcome() is None)
        if not self.scoring.busy:
            self.score_button.setText(self.tr("Score the Moves"))
        self.score_button.setToolTip(self.tr("Solve every move exactly, {0} s at most each").format(self.budget))

    def _offer_moves(self, session: GameSession, users_turn: bool) -> None:
        """On the user's turn, the holes and cells to click and a button for each other move."""
        board = session.game.board(session.position)
        self.board.set_hole_moves([m for m in session.legal_moves() if m != PASS]
                                  if users_turn and isinstance(board, Holes) else [])
        self.board.set_cell_moves(_cell_moves(session) if users_turn else {})
        if not users_turn:
            return
        clicked = isinstance(board, (Grid, Holes))
        # a grid or a star is clicked; a pass (Othello) is not on it
        self._add_move_buttons(session, [m for m in session.legal_moves() if not clicked or m == PASS])

    def _add_move_buttons(self, session: GameSession, moves: list[Any]) -> None:
        """A button for each of ``moves``, in rows of BUTTONS_PER_ROW."""
        for i, move in enumerate(moves):
            button = QPushButton(session.game.move_label(session.position, move), self.moves_box)
            button.clicked.connect(lambda checked=False, m=move: self.human_move(m))
            self.moves_layout.addWidget(button, i // BUTTONS_PER_ROW, i % BUTTONS_PER_ROW)

    def _show_editor(self) -> None:
        """The position being edited in place of the game's, with no moves to click."""
        self._clear_moves()
        self.board.set_cell_moves({})
        self.board.set_hole_moves([])
        self.board.set_board(self.editor.picture())
        self.status.setText(self.tr("Edit the position: click cells, choose who moves, then Apply."))

    def _clear_moves(self) -> None:
        """Take the move buttons away."""
        while (item := self.moves_layout.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.deleteLater()

    def _annotate(self, session: GameSession) -> None:
        """Axes always; with *Heuristic on the Board*, the weights, the formula and each move's value."""
        scores, estimated, legend = self._score_notes(session)
        self.scores_legend.setText(legend)
        notes = board_notes(session.game, session.position, heuristic=self.show_heuristic, tr=tr_games)
        self.board.annotate(notes.axes, dict(notes.cells), dict(notes.moves), scores, estimated)
        self.formula.setText(notes.formula)

    def picture(self) -> Picture | None:
        """The board as the tab draws it, with its notes, the formula of h and the scores' legend, for a file."""
        board = self.board.board
        if board is None:
            return None
        notes = replace(self.board.notes(), formula=self.formula.text(), legend=self.scores_legend.text())
        return board_picture(board, notes, self.board.board_palette)

    def _show_scores(self) -> None:
        if self.session is not None:
            self._annotate(self.session)

    def retranslate(self) -> None:
        self._name_sides()
        self.history.setAccessibleName(self.tr("Moves played"))
        self.depth_box.setAccessibleName(self.tr("Search depth of the computer"))
        self.computer_search.setItemText(0, self.tr("Searching with max^n"))
        self.computer_search.setItemText(1, self.tr("Searching with paranoid alpha-beta"))
        self.computer_search.setToolTip(self.tr("max^n: each player makes the most of its own score; paranoid: "
                                                "the computer assumes all the others play against it"))
        self.use_strategy.setText(self.tr("Use the attractors' strategy"))
        self.use_strategy.setToolTip(self.tr("Available when the arena of the game is open and solved"))
        self.use_solver.setText(self.tr("Use the exact solver"))
        self.use_solver.setToolTip(self.tr("When every move is solved within a second; otherwise alpha-beta "
                                           "at the search depth"))
        self.depth_label.setText(self.tr("Search depth:"))
        self.back_button.setText(self.tr("Take Back"))
        self.restart_button.setText(self.tr("Restart"))
        self.set_button.setText(self.tr("Set Position…"))
        self.search_button.setText(self.tr("Search This Position"))
        self.search_button.setToolTip(self.tr("Open the search tree rooted at the position on the board"))
        self.why_button.setText(self.tr("Why?"))
        self.why_button.setToolTip(self.tr("Show how the computer chose its last move"))
        self.history_label.setText(self.tr("Moves played"))
        self.opponent_label.setText(self.tr("Opponent"))
        self._refresh()
        self._explain()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)



def _picture(session: GameSession) -> Board:
    """The board of the session's position, with the last move marked when the game draws it (chess)."""
    return drawn_board(session.game, session.position, session.moves[-1] if session.moves else None)


def _cell_moves(session: GameSession) -> dict[tuple[tuple[int, int], tuple[int, int]], object]:
    """The legal moves of a game played from cell to cell (chess), by (cell left, cell reached); the
    game leaves out moves that are typed rather than clicked (a promotion to a knight)."""
    cells = getattr(session.game, "move_cells", None)
    if cells is None:
        return {}
    return {key: move for move in session.legal_moves() if (key := cells(move)) is not None}
