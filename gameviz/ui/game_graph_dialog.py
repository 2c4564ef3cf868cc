"""*View → Game Graph*: the open impartial game's graph of positions (who is to move left out),
stepped by k (P₀, G₁, P₂, …), with the moves played on the board as a numbered path."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtWidgets import QWidget

from gameviz.core.impartial import ImpartialSolution
from gameviz.figure.arena_figure import ArenaFigure
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
    """The game graph of ``solution``, with the positions of the play ``played`` (from the start)."""

    def __init__(self, solution: ImpartialSolution, palette: Palette, played: Sequence[Hashable] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.solution = solution
        graph = solution.graph
        self.setWindowTitle(self.tr("Game graph of {0}").format(graph.game.spec))
        arena = graph.as_arena()
        layout = compute_layout(arena, "auto", game_graph_sizes(arena), aspect=16 / 9)
        figure = (PlayFigure(arena, layout, palette, play=list(played)) if len(played) > 1
                  else ArenaFigure(arena, layout, palette))
        self.timeline = GameGraphTimeline(figure, solution, graph_start_caption(tr_attractor))
        self.view.show_figure(figure)
        last = len(self.timeline) - 1
        self.stepper.describe = lambda index: self.tr("k = {0}").format(index) if index < last else self.tr("Solved")
        self.stepper.set_count(len(self.timeline), 0)
        self.show_step(0)

    def show_step(self, index: int) -> None:
        """Colour the sets of index at most ``index`` (all of them at the end) and write them."""
        frame = self.timeline.frame(index)
        figure = self.timeline.figure
        self.view.restyle(*(figure.with_play(frame.nodes, frame.edges) if isinstance(figure, PlayFigure)
                            else (frame.nodes, frame.edges)))
        self.text.setText(graph_frame_caption(self.solution, None if frame.result else frame.index, tr_attractor))
