"""Open the course's own views of the model's document: *Steps → Algorithm…*, *View → Game Graph…*
and *View → Play on the Arena…*, each in a window of its own (a child of ``parent``).

The game graph and the play follow the board: each listens to the board tab's
``positionChanged`` and asks the model's board view for the moves played (a
window closed is deleted, and no longer listens)."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from gameviz.core.errors import InputError
from gameviz.core.game import played_states
from gameviz.core.impartial import game_graph, is_impartial, solve_impartial
from gameviz.figure.arena_figure import ArenaFigure
from gameviz.figure.play_figure import PlayFigure
from gameviz.model import ApplicationModel
from gameviz.ui.algorithm_dialog import AlgorithmDialog
from gameviz.ui.board_tab import BoardTab
from gameviz.ui.game_graph_dialog import MOST_POSITIONS, GameGraphDialog
from gameviz.ui.i18n import tr_errors
from gameviz.ui.play_dialog import Play, PlayDialog


def tr(text: str) -> str:
    return QCoreApplication.translate("CourseViews", text)


def open_algorithm(model: ApplicationModel, parent: QWidget) -> AlgorithmDialog | None:
    """Step the course's counter algorithm on the open arena, laid out as in the arena tab."""
    document = model.document.arena.document
    if document is None or document.layout is None:
        QMessageBox.information(parent, tr("Algorithm"), tr("Open an arena first."))
        return None
    figure = ArenaFigure(document.arena, document.layout, model.preferences.palette(), boards=document.boards,
                         sizes=document.figure_sizes)
    dialog = AlgorithmDialog(figure, document.solution, model.preferences.names(), parent)
    dialog.show()
    return dialog


def open_game_graph(model: ApplicationModel, board_tab: BoardTab, parent: QWidget) -> GameGraphDialog | None:
    """Show the game graph of the game on the board, with the moves played on it."""
    session = model.document.board.session
    if session is None or not is_impartial(session.game):
        QMessageBox.information(parent, tr("Game Graph"), tr(
            "The game graph (one vertex per position, whoever is to move) is drawn for impartial games: "
            "sticks, Nim and Chomp."))
        return None
    try:
        solution = solve_impartial(game_graph(session.game, limit=MOST_POSITIONS))
    except InputError as error:
        QMessageBox.information(parent, tr("Game Graph"), tr("This game graph is too large to draw here: {0}. "
                                                             "Export it with gameviz export --graph game.")
                                .format(tr_errors(error.reason)))
        return None
    spec = session.game.spec

    def board() -> list[Hashable] | None:
        now = model.document.board.session
        if now is None or now.game.spec != spec:
            return None
        return [state[0] for state in played_states(now.game, now.moves, start=now.start)]

    dialog = GameGraphDialog(solution, model.preferences.palette(), board() or [], parent, board)
    board_tab.positionChanged.connect(dialog.follow)
    dialog.show()
    return dialog


def open_play(model: ApplicationModel, board_tab: BoardTab, parent: QWidget) -> PlayDialog | None:
    """Draw the moves played on the board as a numbered path in the open arena, stepped by position."""
    document, session = model.document.arena.document, model.document.board.session
    if document is None or document.layout is None or session is None or document.arena.game != session.game.spec:
        QMessageBox.information(parent, tr("Play on the Arena"), tr(
            "Open a game: its arena, solved, is where the moves played on its board are drawn."))
        return None
    spec = session.game.spec

    def board() -> Play | None:
        now = model.document.board.session
        if now is None or now.game.spec != spec:
            return None
        return played_states(now.game, now.moves, start=now.start), now.move_names()

    states, moves = board() or ((), ())
    figure = PlayFigure(document.arena, document.layout, model.preferences.palette(), boards=document.boards,
                        sizes=document.figure_sizes, play=[s for s in states if s in document.arena])
    dialog = PlayDialog(figure, document.solution, model.preferences.names(), states, moves, parent, board,
                        partial=model.document.partial)
    board_tab.positionChanged.connect(dialog.follow)
    dialog.show()
    return dialog
