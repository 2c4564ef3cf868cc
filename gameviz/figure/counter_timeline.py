"""The course's counter algorithm drawn event by event on the arena.

Frame 0 is the arena before the first event, frame i the arena after event i:

- every vertex not yet labelled carries its counter of successors not known to
  be winning (a grey badge); a labelled vertex is filled in the player's colour
  with its label as badge;
- the vertex of the current event is drawn thick in the highlight colour, the
  vertices waiting (the call stack of ``parcours``, or the queue) outlined in it;
- the edge of the transposed graph being followed (a move v → s of the arena,
  followed backwards from s) is drawn thick in the highlight colour.

The last frame marks with ``≠`` every vertex whose label is not its rank.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping

from gameviz.core.counter_attractor import (
    AlgorithmState,
    CounterDrop,
    CounterEvent,
    Enter,
    state_after,
)
from gameviz.figure.arena_figure import ArenaFigure, EdgeStyle, NodeStyle
from gameviz.figure.primitives import Picture

Vertex = Hashable

#: The mark of a vertex whose label is not its rank, on the last frame.
DIFFERS = "≠"


class CounterTimeline:
    """Frames 0 … len(events) of ``events`` (one algorithm, one player) on ``figure``."""

    def __init__(self, figure: ArenaFigure, player: int, events: list[CounterEvent],
                 rank: Mapping[Vertex, int]) -> None:
        self.figure, self.player, self.events, self.rank = figure, player, events, rank

    def __len__(self) -> int:
        return len(self.events) + 1

    def state(self, index: int) -> AlgorithmState:
        """The algorithm's state at frame ``index``."""
        return state_after(self.figure.arena, self.events, max(0, min(index, len(self.events))))

    def styles(self, index: int) -> tuple[dict[Vertex, NodeStyle], dict[tuple[Vertex, Vertex], EdgeStyle]]:
        """The styles of frame ``index``."""
        state = self.state(index)
        palette, sizes, arena = self.figure.palette, self.figure.sizes, self.figure.arena
        event = state.event
        current = getattr(event, "vertex", None)
        waiting = set(state.pending)
        nodes: dict[Vertex, NodeStyle] = {}
        for v in arena:
            label = state.labels.get(v)
            line, width = self._outline(v, label is not None, current, waiting)
            if label is not None:
                nodes[v] = self._labelled_style(v, label, line, width, index >= len(self.events))
            elif arena.target_of(v) is None:
                nodes[v] = NodeStyle(palette.vertex_fill, line, width, palette.text,
                                     badge=str(state.counters[v]), badge_color=palette.muted_text, target=False)
        edges: dict[tuple[Vertex, Vertex], EdgeStyle] = {}
        if isinstance(event, (CounterDrop, Enter)) and event.via is not None:
            edges[(event.vertex, event.via)] = EdgeStyle(palette.highlight, sizes.strategy_line,
                                                         classes=("move", "newmove"))
        return nodes, edges

    def _outline(self, v: Vertex, labelled: bool, current: Vertex | None, waiting: set[Vertex]) -> tuple[str, float]:
        """The outline's colour and width: thick in the highlight colour for the current event's
        vertex, in it for the waiting ones, else the player's for a labelled vertex."""
        palette, sizes = self.figure.palette, self.figure.sizes
        emphasis = v == current or v in waiting
        line = palette.highlight if emphasis else (palette.player(self.player).line if labelled else palette.vertex_line)
        width = sizes.emphasis_line if v == current else sizes.line + (0.8 if emphasis else 0)
        return line, width

    def _labelled_style(self, v: Vertex, label: int, line: str, width: float, last: bool) -> NodeStyle:
        """A labelled vertex, filled in the player's colour with its label; on the ``last`` frame,
        marked when the label is not its rank."""
        palette = self.figure.palette
        colors = palette.player(self.player)
        differs = last and label != self.rank.get(v)
        return NodeStyle(colors.fill, line, width, palette.text, badge=str(label), badge_color=colors.line,
                         target=self.figure.arena.target_of(v) is not None, classes=(f"attr{self.player}",),
                         mark=DIFFERS if differs else None, mark_color=palette.text if differs else None)

    def pictures(self, indices: Iterable[int]) -> list[Picture]:
        """The pictures of the frames ``indices``."""
        return [self.figure.picture(*self.styles(i)) for i in indices]
