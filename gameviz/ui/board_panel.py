"""What the Step panel says while the Board tab is on screen: the game, whose move, the moves, h, the scores.

The board has no timeline: the panel tells the position on the board, never
a step of the arena or of the search tree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from gameviz.ui.board_tab import BoardTab


def board_sentences(tab: BoardTab) -> tuple[str, list[str]]:
    """The title and the paragraphs of the Step panel for the position on ``tab``'s board."""
    session = tab.session
    if session is None:
        return QCoreApplication.translate("BoardPanel", "Board"), [tab.status.text()]
    names = session.move_names()
    moves = ", ".join(f"{i}. {name}" for i, name in enumerate(names, start=1))
    played = QCoreApplication.translate("BoardPanel", "Moves played: {0}.").format(moves) if names \
        else QCoreApplication.translate("BoardPanel", "No move played yet.")
    sentences = [tab.status.text(), played]
    if tab.show_heuristic and tab.formula.text():
        h = QCoreApplication.translate("BoardPanel", "Heuristic h of this position: {0}")
        sentences.append(h.format(tab.formula.text()))
    if tab.scores_legend.text():
        sentences.append(tab.scores_legend.text())
    return QCoreApplication.translate("BoardPanel", "Board: {0}").format(session.game.spec), sentences


def board_position_sentences(tab: BoardTab) -> tuple[str, list[str]]:
    """The title and the paragraphs of the Vertex panel for the position on ``tab``'s board: who moves,
    the moves that can be played, h and the scores' legend."""
    session = tab.session
    title = QCoreApplication.translate("BoardPanel", "Position on the board")
    if session is None:
        return title, [tab.status.text()]
    position = session.position
    legal = [session.game.move_label(position, move) for move in session.legal_moves()]
    sentences = [tab.status.text()]
    if legal:
        sentences.append(QCoreApplication.translate("BoardPanel", "Moves that can be played: {0}.").format(
            ", ".join(legal)))
    if tab.show_heuristic and tab.formula.text():
        sentences.append(QCoreApplication.translate("BoardPanel", "Heuristic h of this position: {0}").format(
            tab.formula.text()))
    if tab.scores_legend.text():
        sentences.append(tab.scores_legend.text())
    return title, sentences
