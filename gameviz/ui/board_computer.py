"""The computer on the board: whom it plays, how it chooses its move and says why, and the exact
scores of the moves (Connect 4's solver), apart from the board itself (:mod:`gameviz.ui.board_tab`).

Texts are translated in the board tab's context, as the board tab shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMessageBox, QPushButton, QSpinBox, QWidget

from gameviz.core.board import Grid
from gameviz.core.game import AnyGame
from gameviz.core.numerals import Count
from gameviz.core.outcome import Outcome
from gameviz.core.play import ComputerMove, strategy_move
from gameviz.core.search.trace import SearchResult
from gameviz.core.session import GameSession
from gameviz.core.solution import Solution
from gameviz.figure.notation import Notation
from gameviz.games import info_of
from gameviz.games.computer import computer_move
from gameviz.games.spec import MoveScore
from gameviz.model import BoardView, Document
from gameviz.report.search import value_text
from gameviz.ui.i18n import error_text
from gameviz.ui.position_editor import PositionEditor
from gameviz.ui.workers import Job, LatestJob


class ComputerPlay(QWidget):
    """The board tab's opponent and scores; the board tab builds the controls named below."""

    whyStrategy = Signal(object)  # noqa: N815 (Qt's naming)  the position the computer played from
    whySearch = Signal(object, object, int)  # noqa: N815  (game, position before the move, depth)

    solution: Solution | None
    notation: Notation
    last: tuple[object, ComputerMove] | None
    budget: int
    scores: dict[tuple[str, str], list[MoveScore]]
    thinking: LatestJob
    scoring: LatestJob
    editor: PositionEditor
    computer_side: QComboBox
    computer_search: QComboBox
    depth_box: QSpinBox
    use_strategy: QCheckBox
    use_solver: QCheckBox
    score_button: QPushButton
    explanation: QLabel
    _solver_scores: list[MoveScore]
    #: the board view of the model: whom the computer plays (the opponent box renders it and writes it)
    board_view: BoardView
    #: the sides offered change with the game: a side taken back is only shown, the computer does not act
    _offering = False
    #: the position last drawn (a move elsewhere is drawn when the board view says so)
    _drawn: object = None

    @property
    def session(self) -> GameSession | None:
        """The game on the board (the model's board view's), if any."""
        return self.board_view.session

    @property
    def players(self) -> int:
        """How many play the open game."""
        return getattr(self.session.game, "players", 2) if self.session is not None else 2

    def _refresh(self) -> None:
        """Show the position again (the board tab)."""

    def _changed(self) -> None:
        """The position changed (the board tab)."""

    def _opened(self, document: Document) -> None:
        """A document was opened: its board view and its game (the same when the arena around the board's
        position opens: the game goes on)."""
        if document.board is self.board_view:
            return
        self.board_view.events.position.disconnect(self._position_changed)
        self.bind(document.board)
        document.board.events.position.connect(self._position_changed)
        session = document.board.session
        arena = document.arena.document  # a partial arena's strategies are no guide
        whole = arena is not None and not arena.arena.frontier and session is not None \
            and arena.arena.game == session.game.spec
        self._start(arena.solution if whole and arena is not None else None)

    def _position_changed(self, position: object) -> None:
        """The board view's position changed from elsewhere (moves played from the search tree): show it."""
        if position != self._drawn:
            self.set_session_changed()

    def _start(self, solution: Solution | None = None) -> None:
        """Show the board view's game from its position (the board tab)."""

    def set_session_changed(self) -> None:
        """Moves were played on the session from elsewhere (the board tab)."""

    def _status_text(self, session: GameSession, outcome: Outcome | None) -> str:
        """Whose move it is (the user's or the computer's), or who won."""
        n = self.notation
        mixed = bool(self.computers) and len(self.computers) < self.players  # the user plays too
        if outcome is not None:
            return self._outcome_text(outcome, mixed)
        if self.thinking.busy:
            if self.players > 2:
                return QCoreApplication.translate("BoardTab", "The computer is thinking for {0}…").format(
                    n.name(session.player()))
            return QCoreApplication.translate("BoardTab", "The computer is thinking…")
        if mixed and self.players > 2:
            return QCoreApplication.translate("BoardTab", "Your move, {0}: click one of your pegs, then where it goes.").format(
                n.name(session.player()))
        if mixed:
            return QCoreApplication.translate("BoardTab", "Your move: click the board or a move below.")
        return QCoreApplication.translate("BoardTab", "{0} to move.").format(n.name(session.player()))

    def _outcome_text(self, outcome: Outcome, mixed: bool) -> str:
        """Who won, told as *you* and *the computer* when the user plays against it."""
        winner = outcome.winner
        if winner is None:
            return QCoreApplication.translate("BoardTab", "Draw.")
        if mixed and self.players == 2:
            return QCoreApplication.translate("BoardTab", "The computer wins.") if winner in self.computers \
                else QCoreApplication.translate("BoardTab", "You win!")
        if mixed and winner not in self.computers:
            return QCoreApplication.translate("BoardTab", "You win!")
        return QCoreApplication.translate("BoardTab", "{0} wins.").format(self.notation.name(winner))

    def bind(self, view: BoardView) -> None:
        """Render ``view`` (the board view of the document just opened) and write the opponent chosen to it."""
        previous = self.board_view
        previous.events.computers.disconnect(self._computers_changed)
        self.board_view = view
        view.events.computers.connect(self._computers_changed)
        self._offer_sides(self.players)
        if view.computers != previous.computers:
            self._computer_side_changed()

    @property
    def computers(self) -> tuple[int, ...]:
        """The players the computer plays (none: everyone plays on this board), as the model says."""
        return self.board_view.computers

    @property
    def computer(self) -> int:
        """The player the computer plays in a two-player game (0: nobody)."""
        return self.computers[0] if len(self.computers) == 1 else 0

    def set_computer(self, player: int) -> None:
        """The computer plays ``player`` (0: nobody); in a game of more than two, everyone but J1."""
        if player and self.players > 2:
            self.set_computers(tuple(range(2, self.players + 1)))
        else:
            self.set_computers((player,) if player else ())

    def set_computers(self, players: tuple[int, ...]) -> None:
        """The computer plays ``players`` (one of the choices offered), in the model."""
        if players in self.board_view.offered():
            self.board_view.computers = players

    def _side_chosen(self, index: int) -> None:
        """The user chose the opponent: the model's board view says so (and the computer follows it)."""
        if index >= 0:
            self.board_view.computers = _players(self.computer_side.itemData(index) or "")

    def _computers_changed(self, _computers: tuple[int, ...]) -> None:
        """The model's opponent changed: the box says so, and the computer plays if it is its turn."""
        self._render_side()
        if not self._offering:
            self._computer_side_changed()

    def _render_side(self) -> None:
        self.computer_side.blockSignals(True)
        self.computer_side.setCurrentIndex(max(0, self.computer_side.findData(_key(self.board_view.computers))))
        self.computer_side.blockSignals(False)

    def _offer_sides(self, players: int) -> None:
        """Who the computer may play: one side of a two-player game; all but J1, or everyone, of more
        (the model's board view keeps its side if it is still offered)."""
        self._offering = True
        try:
            self.board_view.players = players
        finally:
            self._offering = False
        self.computer_side.blockSignals(True)
        self.computer_side.clear()
        for side in self.board_view.offered():
            self.computer_side.addItem("", _key(side))
        self.computer_side.blockSignals(False)
        self._render_side()
        self._name_sides()

    def _name_sides(self) -> None:
        n = self.notation
        for i in range(self.computer_side.count()):
            side = _players(self.computer_side.itemData(i) or "")
            if not side:
                text = QCoreApplication.translate("BoardTab", "Two players on this board") if self.players == 2 else \
                    QCoreApplication.translate("BoardTab", "Every player on this board")
            elif len(side) == 1:
                text = QCoreApplication.translate("BoardTab", "The computer plays {0}").format(n.name(side[0]))
            elif 1 in side:
                text = QCoreApplication.translate("BoardTab", "The computer plays everyone")
            else:
                text = QCoreApplication.translate("BoardTab", "The computer plays all but {0}").format(n.name(1))
            self.computer_side.setItemText(i, text)

    # --------------------------------------------------------------- scores
    def _score_key(self) -> tuple[str, str] | None:
        session = self.session
        return (session.game.spec, session.notation()) if session is not None else None

    def score_moves(self) -> None:
        """Score every legal move with the game's exact solver, in a worker (the button stops it too)."""
        session = self.session
        if session is None:
            return
        if self.scoring.busy:
            self.scoring.cancel()
            self._refresh()
            return
        scorer = info_of(session.game).move_scores
        key = self._score_key()
        if scorer is None or key is None or session.outcome() is not None:
            return
        game, played, budget = session.game, session.moves, self.budget
        total = len(session.legal_moves())

        def found(score: MoveScore) -> None:  # one column's score, before the others: shown at once
            known = [s for s in self.scores.get(key, []) if s.move != score.move]
            self.scores[key] = [*known, score]
            if self._score_key() == key:
                self._show_scores()

        def finished(scores: list[MoveScore]) -> None:
            self.scores[key] = scores
            self._refresh()

        def progress(done: int) -> None:
            self.score_button.setText(QCoreApplication.translate("BoardTab", "Stop Scoring ({0} of {1})").format(done, total))

        job = Job(lambda report: scorer(game, played, budget, report, True, job.deliver))
        self.scoring.start(job, finished, failed=self._failed, progress=progress, partial=found)
        self._refresh()

    def _show_scores(self) -> None:
        """Show the scores known of the current position again (the board tab)."""

    def _score_notes(self, session: GameSession) -> tuple[dict[object, str], frozenset[object], str]:
        """The scores of the moves of the current position computed so far, the moves whose score is
        only an estimate, and the legend."""
        key = self._score_key()
        scores = self.scores.get(key) if key is not None else None
        if not scores:
            return {}, frozenset(), ""
        estimated = [s for s in scores if s.exact is None]
        notes = {s.move: _signed(s.exact) if s.exact is not None else "≈" + value_text(s.estimate or 0.0)
                 for s in scores}
        return notes, frozenset(s.move for s in estimated), self._score_legend(session, estimated)

    def _score_legend(self, session: GameSession, estimated: list[MoveScore]) -> str:
        """How to read the exact scores of the player to move, and the estimates if there are any."""
        board = session.game.board(session.position)
        rows, cols = board.size if isinstance(board, Grid) else (0, 0)
        mover = session.player()
        first, second = (rows * cols + 1) // 2, rows * cols // 2  # the most discs each can have
        mine, theirs = (first, second) if mover == 1 else (second, first)
        legend = QCoreApplication.translate(
            "BoardTab", "Exact scores for {0}, who moves: 0 a draw, {1} − k a win with their k-th disc, "
                         "−({2} − k) a loss to the k-th disc of {3}.").format(
            self.notation.name(mover), mine + 1, theirs + 1, self.notation.name(3 - mover))
        if estimated:
            legend += " " + QCoreApplication.translate(
                "BoardTab", "≈ in italic and another colour: an estimate of a move not solved in {0} s, "
                            "alpha-beta at depth {1} with the course's heuristic, for {2}.").format(
                self.budget, estimated[0].depth, self.notation.name(mover))
        return legend

    # ------------------------------------------------------------ computer
    def _computer_side_changed(self) -> None:
        self.thinking.cancel()
        self._refresh()
        self._maybe_computer()

    def _maybe_computer(self) -> None:
        session = self.session
        if session is None or session.outcome() is not None or session.player() not in self.computers \
                or self.editor.active:
            return
        game, state = session.game, session.position
        solution = self.solution
        if self.use_strategy.isChecked() and solution is not None and state in solution.outcome:
            self._computer_played(state, strategy_move(game, state, solution))
            return
        depth, played, use_solver = self.depth_box.value(), session.moves, self.use_solver.isChecked()
        algorithm = self.computer_search.currentData()
        start = None if session.start == game.initial() else session.start  # a board set by hand

        def think(report: Callable[[int], bool]) -> tuple[ComputerMove, list[MoveScore]]:
            return computer_move(game, played, depth=depth, use_solver=use_solver, progress=report,
                                 algorithm=algorithm, start=start)

        def thought(choice_and_scores: tuple[ComputerMove, list[MoveScore]]) -> None:
            choice, self._solver_scores = choice_and_scores
            self._computer_played(state, choice)

        self.thinking.start(Job(think), thought, failed=self._failed)
        self._refresh()

    def _computer_played(self, state: object, choice: ComputerMove) -> None:
        session = self.session
        if session is None or session.position != state:
            return
        self.last = (state, choice)
        session.play(choice.move)
        self._explain()
        self._changed()

    def _failed(self, error: BaseException) -> None:
        self._refresh()
        QMessageBox.warning(self, QCoreApplication.translate("BoardTab", "The computer cannot play"), error_text(error))

    def why(self) -> None:
        """Show how the computer chose its last move: the arena's strategy or its search."""
        if self.last is None or self.session is None:
            return
        state, choice = self.last
        if choice.reason == "search":
            self.whySearch.emit(self.session.game, state, self.depth_box.value())
        else:
            self.whyStrategy.emit(state)

    def _explain(self) -> None:
        if self.last is None or self.session is None:
            self.explanation.clear()
            return
        state, choice = self.last
        move = self.session.game.move_label(state, choice.move)
        if choice.reason == "strategy" and choice.rank is not None:
            text = QCoreApplication.translate(
                "BoardTab", "The computer played {0}: the strategy of its attractor, to a position of rank {1}, "
                           "closer to its win.").format(move, choice.rank)
        elif choice.reason == "strategy":
            text = QCoreApplication.translate(
                "BoardTab", "The computer played {0}: nobody can force a win here; this move keeps the draw.").format(move)
        elif choice.reason == "solver" and choice.score is not None:
            text = self._solver_explanation(self.session.game, state, move, choice.score)
        elif choice.reason == "delay":
            text = QCoreApplication.translate(
                "BoardTab", "The computer played {0}: it cannot win any more, so it makes the game last as long "
                           "as possible.").format(move)
        else:
            search = choice.search
            assert search is not None  # a searched move carries its search
            text = self._search_explanation(self.session.game, state, move, search)
        self.explanation.setText(text)

    def _solver_explanation(self, game: AnyGame, state: Hashable, move: str, score: int) -> str:
        """The exact solver's score of the move played, beside those of the other moves."""
        others = ", ".join(f"{game.move_label(state, s.move)}: {_signed(s.exact)}" for s in self._solver_scores)
        return QCoreApplication.translate(
            "BoardTab", "The computer played {0}: the exact solver scores it {1}, the best of all moves ({2}).").format(
            move, _signed(score), others)

    def _search_explanation(self, game: AnyGame, state: Hashable, move: str, search: SearchResult) -> str:
        """What the search (max^n, paranoid or alpha-beta) expects of the move played."""
        if isinstance(search.value, tuple):
            return QCoreApplication.translate(
                "BoardTab", "The computer played {0} for {1}: max^n to depth {2} expects the scores {3} "
                           "({4:,} nodes).").format(move, self.notation.name(game.player(state)),
                                                    self.depth_box.value(), value_text(search.value),
                                                    Count(search.stats.nodes))
        if self.players > 2:
            return QCoreApplication.translate(
                "BoardTab", "The computer played {0} for {1}: the paranoid search to depth {2} guarantees it "
                           "a score of {3} whatever the others do ({4:,} nodes).").format(
                move, self.notation.name(game.player(state)), self.depth_box.value(),
                value_text(search.value), Count(search.stats.nodes))
        return QCoreApplication.translate(
            "BoardTab", "The computer played {0}: alpha-beta to depth {1} values it {2} ({3:,} nodes).").format(
            move, self.depth_box.value(), value_text(search.value), Count(search.stats.nodes))


def _signed(score: int | None) -> str:
    """``3`` → ``"+3"``, ``-2`` → ``"−2"``, ``0`` → ``"0"``."""
    if score is None:
        return "?"
    return "0" if score == 0 else f"{score:+d}".replace("-", "−")


def _key(players: tuple[int, ...]) -> str:
    """How a choice of players is kept in a combo box: ``"2,3"`` (Qt keeps strings as they are)."""
    return ",".join(str(p) for p in players)


def _players(key: str) -> tuple[int, ...]:
    return tuple(int(p) for p in key.split(",") if p)
