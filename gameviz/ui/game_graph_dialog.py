"""*View → Game Graph*: the open impartial game's graph of positions (who is to move left out),
stepped by k (P₀, G₁, P₂, …), with the moves played on the board as a numbered path.

The path follows the board: a move played, taken back or a game restarted
there redraws it at once, at the same k.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtWidgets import QWidget

from gameviz.core.impartial import ImpartialSolution
from gameviz.figure.game_graph_timeline import GameGraphTimeline, game_graph_sizes
from gameviz.figure.play_figure import PlayFigure
from gameviz.figure.style import Palette
from gameviz.layout import compute_layout
from gameviz.report.impartial import graph_frame_caption, graph_start_caption
from gameviz.ui.i18n import tr_attractor
from gameviz.ui.stepped_figure_dialog import SteppedFigureDialog

#: Largest game graph the window lays out (Graphviz runs on the GUI thread here).
MOST_POSITIONS = 400


class GameGraphDialog(SteppedFigureDialog):
    """The game graph of ``solution``, with the positions of the play ``played`` (from the start).

    ``board`` gives the positions played on the board now (None when it plays another game);
    :meth:`follow`, called whenever the board moves, draws them.
    """

    def __init__(self, solution: ImpartialSolution, palette: Palette, played: Sequence[Hashable] = (),
                 parent: QWidget | None = None, board: Callable[[], Sequence[Hashable] | None] | None = None) -> None:
        super().__init__(parent)
        self.solution, self.board = solution, board
        # the board plays another game: the path is the last play of this one
        self.left = False
        graph = solution.graph
        self.setWindowTitle(self.tr("Game graph of {0}").format(graph.game.spec))
        arena = graph.as_arena()
        layout = compute_layout(arena, "auto", game_graph_sizes(arena), aspect=16 / 9)
        self.figure = figure = PlayFigure(arena, layout, palette, play=self._on_graph(played))
        self.timeline = GameGraphTimeline(figure, solution, graph_start_caption(tr_attractor))
        self.view.show_figure(figure)
        last = len(self.timeline) - 1
        self.stepper.describe = lambda index: self.tr("k = {0}").format(index) if index < last else self.tr("Solved")
        self.stepper.set_count(len(self.timeline), 0)
        self.show_step(0)

    def _on_graph(self, played: Sequence[Hashable]) -> list[Hashable]:
        """The positions of a play that the graph has (a start set by hand may be outside it)."""
        positions = self.solution.graph.successors
        return [p for p in played if p in positions]

    def follow(self) -> None:
        """The board moved: draw its play over the graph, at the same k."""
        played = self.board() if self.board is not None else None
        self.left = played is None
        if played is not None:
            self.figure.set_play(self._on_graph(played))
        self.show_step(self.stepper.index)

    def show_step(self, index: int) -> None:
        """Colour the sets of index at most ``index`` (all of them at the end) and write them."""
        frame = self.timeline.frame(index)
        self.view.restyle(*self.figure.with_play(frame.nodes, frame.edges))
        text = graph_frame_caption(self.solution, None if frame.result else frame.index, tr_attractor)
        if self.left:
            text += "\n" + self.tr("The board now plays another game: the path is the last play of {0} on it.").format(
                self.solution.graph.game.spec)
        self.text.setText(text)
