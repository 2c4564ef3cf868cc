"""*View → Play on the Arena…*: the moves played on the board drawn as a numbered path in the solved
arena (the course's *partie*, seed 000's figure 3), stepped position by position.

The window follows the board: a move played, taken back or a game restarted
there redraws the path at once and steps to the new last position.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtWidgets import QWidget

from gameviz.core.solution import Solution
from gameviz.figure.arena_figure import AttractorTimeline
from gameviz.figure.notation import Notation
from gameviz.figure.play_figure import PlayFigure
from gameviz.report.attractor import start_caption
from gameviz.ui.i18n import tr_attractor
from gameviz.ui.stepped_figure_dialog import SteppedFigureDialog

# The positions of a play, from the start, and the names of the moves between them.
Play = tuple[Sequence[Hashable], Sequence[str]]


class PlayDialog(SteppedFigureDialog):
    """The play ``states`` (from the start, reached by the moves named ``moves``) over the solved arena
    of ``figure``; each step selects one position of the play and says who wins from there.

    ``board`` gives the board's play now (None when the board plays another game); :meth:`follow`,
    called whenever the board moves, shows it. ``partial``: the arena has unexplored positions (no winner
    within it is unknown, not a draw).
    """

    def __init__(self, figure: PlayFigure, solution: Solution, notation: Notation, states: Sequence[Hashable],
                 moves: Sequence[str], parent: QWidget | None = None,
                 board: Callable[[], Play | None] | None = None, partial: bool = False) -> None:
        super().__init__(parent)
        self.figure, self.solution, self.notation, self.board = figure, solution, notation, board
        self.states, self.moves = list(states), list(moves)
        # the board plays another game: this window keeps the last play of its own
        self.left = False
        self.setWindowTitle(self.tr("Play on the arena"))
        timeline = AttractorTimeline(figure, solution, tuple(solution.players),
                                     start_caption(notation, tr_attractor, partial=partial))
        self.solved = timeline.frame(len(timeline) - 1)
        self.view.show_figure(figure, *figure.with_play(self.solved.nodes, self.solved.edges))
        self.stepper.describe = lambda index: self.tr("Position {0} of {1}").format(index, len(self.states) - 1)
        self.stepper.set_count(len(self.states), 0)

    def follow(self) -> None:
        """The board moved: draw its play and step to its last position (when it still plays this game)."""
        play = self.board() if self.board is not None else None
        self.left = play is None
        if play is None:
            self.show_step(self.stepper.index)
            return
        states, moves = play
        self.states, self.moves = list(states), list(moves)
        arena = self.figure.arena
        self.figure.set_play([s for s in self.states if s in arena])
        self.view.restyle(*self.figure.with_play(self.solved.nodes, self.solved.edges))
        self.stepper.set_count(len(self.states), len(self.states) - 1)

    def show_step(self, index: int) -> None:
        """Select the position after ``index`` moves and say how it was reached and who wins from it."""
        arena, state = self.figure.arena, self.states[index]
        self.view.select(state if state in arena else None)
        if index == 0:
            line = self.tr("Start: {0}").format(arena.label(state))
        else:
            line = self.tr("Move {0} ({1}): {2} → {3}").format(index, self.moves[index - 1],
                                                                 arena.label(self.states[index - 1]), arena.label(state))
        who = self.solution.outcome.get(state)
        if who:
            rank = self.solution.attractors[who].rank[state]
            line += " — " + self.tr("{0} wins from here (rank {1})").format(self.notation.name(who), rank)
        elif who == 0:
            line += " — " + self.tr("a draw from here")
        if self.left:
            line += "\n" + self.tr("The board now plays another game: this is the last play of {0} on it.").format(
                arena.game)
        self.text.setText(line)
