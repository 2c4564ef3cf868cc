"""Play a built-in game against the computer, and ask it why it played.

The computer follows the winning strategy of the attractors when the game's
arena is open (and small enough to have been solved), or searches with
alpha-beta to the chosen depth with the course's heuristic. Boards of
tic-tac-toe, Connect 4 and Chomp can be clicked; every game also has one
button per legal move. A move can be taken back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.board import Grid, Heaps
from gameviz.core.play import ComputerMove, search_move, strategy_move
from gameviz.export.painting import paint
from gameviz.figure.boards import board_aspect, board_primitives
from gameviz.figure.style import LIGHT
from gameviz.games import info_of
from gameviz.report.search import value_text
from gameviz.ui.workers import Job


class BoardWidget(QWidget):
    """Draws a position; a click on a cell, column or square asks for that move."""

    moveClicked = Signal(object)  # noqa: N815 (Qt's naming)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.board: Grid | Heaps | None = None
        self.setMinimumSize(300, 240)

    def set_board(self, board) -> None:
        self.board = board
        self.update()

    def _area(self) -> QRectF:
        aspect = board_aspect(self.board) if self.board is not None else 1.0
        w, h = self.width() - 20.0, self.height() - 20.0
        if w / h > aspect:
            w = h * aspect
        else:
            h = w / aspect
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.board is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._area()
        paint(painter, board_primitives(self.board, area.x(), area.y(), area.width(), area.height(), LIGHT))
        painter.end()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if not isinstance(self.board, Grid):
            return
        rows, cols = self.board.size
        area = self._area()
        point: QPointF = event.position()
        cell = min(area.width() / cols, area.height() / rows)
        c = int((point.x() - area.x()) // cell)
        r = int((point.y() - area.y()) // cell)
        if not (0 <= r < rows and 0 <= c < cols):
            return
        if self.board.kind == "discs":
            self.moveClicked.emit(c)
        elif self.board.kind == "chocolate":
            self.moveClicked.emit((r, c))
        else:
            self.moveClicked.emit(r * cols + c)


class PlayDialog(QDialog):
    """A game against the computer, on its own window."""

    whyStrategy = Signal(object, object)  # noqa: N815  (state, successor) of the strategy move
    whySearch = Signal(object, object, int)  # noqa: N815  (game, state before the move, depth)
    searchPosition = Signal(object, object)  # noqa: N815  (game, state): search the board's position

    def __init__(self, game, solution=None, parent=None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.game = game
        self.solution = solution
        self.history: list = []
        self.state = game.initial()
        self.last: tuple[object, ComputerMove] | None = None
        self.job: Job | None = None
        self.board = BoardWidget(self)
        self.board.moveClicked.connect(self.human_move)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        self.moves_box = QWidget(self)
        self.moves_layout = QGridLayout(self.moves_box)
        self.computer_side = QComboBox(self)
        self.computer_side.addItem("", 2)
        self.computer_side.addItem("", 1)
        self.computer_side.currentIndexChanged.connect(self.new_game)
        self.use_strategy = QCheckBox(self)
        self.use_strategy.setChecked(solution is not None)
        self.use_strategy.setEnabled(solution is not None)
        self.depth_box = QSpinBox(self)
        self.depth_box.setRange(1, 12)
        self.depth_box.setValue(info_of(game).search_depth)
        self.depth_label = QLabel(self)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self.new_game)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.take_back)
        self.why_button = QPushButton(self)
        self.why_button.clicked.connect(self.why)
        self.search_button = QPushButton(self)
        self.search_button.clicked.connect(lambda: self.searchPosition.emit(self.game, self.state))
        options = QHBoxLayout()
        options.addWidget(self.computer_side)
        options.addWidget(self.use_strategy)
        options.addWidget(self.depth_label)
        options.addWidget(self.depth_box)
        options.addStretch(1)
        buttons = QHBoxLayout()
        for b in (self.new_button, self.back_button, self.why_button, self.search_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addLayout(options)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.moves_box)
        layout.addWidget(self.status)
        layout.addWidget(self.explanation)
        layout.addLayout(buttons)
        self.resize(520, 600)
        self.retranslate()
        self.new_game()

    @property
    def computer(self) -> int:
        return self.computer_side.currentData() or 2

    # ---------------------------------------------------------------- moves
    def new_game(self) -> None:
        self._cancel()
        self.history.clear()
        self.state = self.game.initial()
        self.last = None
        self.explanation.clear()
        self._refresh()
        self._maybe_computer()

    def human_move(self, move) -> None:
        if self.job is not None or self.game.winner(self.state) is not None:
            return
        if self.game.player(self.state) == self.computer or move not in self.game.moves(self.state):
            return
        self._play(move)
        self._maybe_computer()

    def _play(self, move) -> None:
        self.history.append(self.state)
        self.state = self.game.play(self.state, move)
        self._refresh()

    def take_back(self) -> None:
        """Undo moves until it is the student's turn again."""
        self._cancel()
        while self.history:
            self.state = self.history.pop()
            if self.game.player(self.state) != self.computer:
                break
        self.last = None
        self.explanation.clear()
        self._refresh()
        self._maybe_computer()

    def _maybe_computer(self) -> None:
        state = self.state
        if self.game.winner(state) is not None or self.game.player(state) != self.computer:
            return
        if self.use_strategy.isChecked() and self.solution is not None and state in self.solution.outcome:
            self._computer_played(state, strategy_move(self.game, state, self.solution))
            return
        game, depth = self.game, self.depth_box.value()
        job = Job(lambda report: search_move(game, state, depth=depth, progress=report))
        self.job = job
        job.signals.finished.connect(lambda choice: self._computer_played(state, choice) if job is self.job else None)
        job.start()
        self._refresh()

    def _computer_played(self, state, choice: ComputerMove) -> None:
        self.job = None
        if state != self.state:
            return
        self.last = (state, choice)
        self._play(choice.move)
        self._explain()

    def _cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    # ----------------------------------------------------------------- why
    def why(self) -> None:
        if self.last is None:
            return
        state, choice = self.last
        if choice.reason == "search":
            self.whySearch.emit(self.game, state, self.depth_box.value())
        else:
            self.whyStrategy.emit(state, choice.successor)

    def _explain(self) -> None:
        if self.last is None:
            self.explanation.clear()
            return
        state, choice = self.last
        move = self.game.move_label(state, choice.move)
        if choice.reason == "strategy" and choice.rank is not None:
            text = self.tr("The computer played {0}: the strategy of its attractor, to a position of rank {1}, "
                           "closer to its win.").format(move, choice.rank)
        elif choice.reason == "strategy":
            text = self.tr("The computer played {0}: nobody can force a win here; this move keeps the draw.").format(move)
        elif choice.reason == "delay":
            text = self.tr("The computer played {0}: it cannot win any more, so it makes the game last as long "
                           "as possible.").format(move)
        else:
            search = choice.search
            assert search is not None  # a searched move carries its search
            text = self.tr("The computer played {0}: alpha-beta to depth {1} values it {2} ({3:,} nodes).").format(
                move, self.depth_box.value(), value_text(search.value), search.stats.nodes)
        self.explanation.setText(text)

    # ------------------------------------------------------------- display
    def _refresh(self) -> None:
        self.board.set_board(self.game.board(self.state))
        while (item := self.moves_layout.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.deleteLater()
        result = self.game.winner(self.state)
        human_turn = result is None and self.game.player(self.state) != self.computer and self.job is None
        if human_turn and not isinstance(self.game.board(self.state), Grid):
            for i, move in enumerate(self.game.moves(self.state)):
                button = QPushButton(self.game.move_label(self.state, move), self.moves_box)
                button.clicked.connect(lambda checked=False, m=move: self.human_move(m))
                self.moves_layout.addWidget(button, i // 8, i % 8)
        if result is not None:
            if result == 0:
                self.status.setText(self.tr("Draw."))
            elif result == self.computer:
                self.status.setText(self.tr("The computer wins."))
            else:
                self.status.setText(self.tr("You win!"))
        elif self.job is not None:
            self.status.setText(self.tr("The computer is thinking…"))
        else:
            self.status.setText(self.tr("Your move: click the board or a move below."))
        self.back_button.setEnabled(bool(self.history))
        self.why_button.setEnabled(self.last is not None)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Play against the computer: {0}").format(self.game.spec))
        self.computer_side.setItemText(0, self.tr("The computer plays second (J2)"))
        self.computer_side.setItemText(1, self.tr("The computer plays first (J1)"))
        self.use_strategy.setText(self.tr("Use the attractors' strategy"))
        self.depth_label.setText(self.tr("Search depth:"))
        self.new_button.setText(self.tr("New Game"))
        self.back_button.setText(self.tr("Take Back"))
        self.why_button.setText(self.tr("Why?"))
        self.search_button.setText(self.tr("Search This Position"))
        self.search_button.setToolTip(self.tr("Open the search tree of the position on the board"))
        self._refresh()
        self._explain()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self._cancel()
        super().closeEvent(event)

