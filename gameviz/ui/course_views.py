"""Open the course's own views of the window's document: *Steps → Algorithm…*, *View → Game Graph…*
and *View → Play on the Arena…*, each in a window of its own.

The game graph and the play follow the board: each listens to the board's
``positionChanged`` and asks it for the moves played (a window closed is
deleted, and no longer listens)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from gameviz.core.errors import InputError
from gameviz.core.game import played_states
from gameviz.core.impartial import game_graph, is_impartial, solve_impartial
from gameviz.figure.arena_figure import ArenaFigure
from gameviz.figure.play_figure import PlayFigure
from gameviz.ui.algorithm_dialog import AlgorithmDialog
from gameviz.ui.game_graph_dialog import MOST_POSITIONS, GameGraphDialog
from gameviz.ui.play_dialog import Play, PlayDialog

if TYPE_CHECKING:
    from gameviz.figure.notation import Notation
    from gameviz.figure.style import Palette
    from gameviz.model import ApplicationModel
    from gameviz.model.document import ArenaDocument
    from gameviz.ui.board_tab import BoardTab


class CourseWindow(Protocol):
    """What these views need of the window: the open arena, the board's game, the colours and names."""

    document: ArenaDocument | None
    model: ApplicationModel  # (whether the open arena is partial)
    board_tab: BoardTab
    figure_palette: Palette
    notation: Notation

    def window(self) -> QWidget: ...


def tr(text: str) -> str:
    return QCoreApplication.translate("CourseViews", text)


def open_algorithm(window: CourseWindow) -> AlgorithmDialog | None:
    """Step the course's counter algorithm on the open arena, laid out as in the arena tab."""
    document = window.document
    if document is None or document.layout is None:
        QMessageBox.information(window.window(), tr("Algorithm"), tr("Open an arena first."))
        return None
    figure = ArenaFigure(document.arena, document.layout, window.figure_palette, boards=document.boards,
                         sizes=document.figure_sizes)
    dialog = AlgorithmDialog(figure, document.solution, window.notation, window.window())
    dialog.show()
    return dialog


def open_game_graph(window: CourseWindow) -> GameGraphDialog | None:
    """Show the game graph of the game on the board, with the moves played on it."""
    session = window.board_tab.session
    if session is None or not is_impartial(session.game):
        QMessageBox.information(window.window(), tr("Game Graph"), tr(
            "The game graph (one vertex per position, whoever is to move) is drawn for impartial games: "
            "sticks, Nim and Chomp."))
        return None
    try:
        solution = solve_impartial(game_graph(session.game, limit=MOST_POSITIONS))
    except InputError as error:
        QMessageBox.information(window.window(), tr("Game Graph"), tr("This game graph is too large to draw here: {0}. "
                                                             "Export it with gameviz export --graph game.")
                                .format(error.reason))
        return None
    spec = session.game.spec

    def board() -> list[Hashable] | None:
        now = window.board_tab.session
        if now is None or now.game.spec != spec:
            return None
        return [state[0] for state in played_states(now.game, now.moves, start=now.start)]

    dialog = GameGraphDialog(solution, window.figure_palette, board() or [], window.window(), board)
    window.board_tab.positionChanged.connect(dialog.follow)
    dialog.show()
    return dialog


def open_play(window: CourseWindow) -> PlayDialog | None:
    """Draw the moves played on the board as a numbered path in the open arena, stepped by position."""
    document, session = window.document, window.board_tab.session
    if document is None or document.layout is None or session is None or document.arena.game != session.game.spec:
        QMessageBox.information(window.window(), tr("Play on the Arena"), tr(
            "Open a game: its arena, solved, is where the moves played on its board are drawn."))
        return None
    spec = session.game.spec

    def board() -> Play | None:
        now = window.board_tab.session
        if now is None or now.game.spec != spec:
            return None
        return played_states(now.game, now.moves, start=now.start), now.move_names()

    states, moves = board() or ((), ())
    figure = PlayFigure(document.arena, document.layout, window.figure_palette, boards=document.boards,
                        sizes=document.figure_sizes, play=[s for s in states if s in document.arena])
    dialog = PlayDialog(figure, document.solution, window.notation, states, moves, window.window(), board,
                        partial=window.model.document.partial)
    window.board_tab.positionChanged.connect(dialog.follow)
    dialog.show()
    return dialog
