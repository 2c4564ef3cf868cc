"""The game graph of an impartial game, stepped by k: P₀, G₁, P₂, … then every position's status.

The figure is an :class:`~gameviz.figure.arena_figure.ArenaFigure` of the game
graph (:meth:`gameviz.core.impartial.GameGraph.as_arena`). At frame k the
positions of Gⱼ and Pⱼ for j ≤ k are coloured, winning ones green and losing
ones orange, with their set (``G₁``, ``P₂``) as badge; those of index k are
drawn stronger, with the winning moves into P_{k−1} of the new winning
positions, and every move of the new losing positions (all lead to winning
ones), dashed. The last frame shows every position's status and the winning
moves in bold, and says above the start whether the player to move wins.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import replace

from gameviz.core.arena import Arena
from gameviz.core.impartial import LOSING, WINNING, ImpartialSolution
from gameviz.core.symbols import subscript
from gameviz.figure.arena_figure import EVERY_MOVE_DASH, ArenaFigure, EdgeStyle, Frame, NodeStyle, node_sizes
from gameviz.figure.primitives import Picture
from gameviz.figure.style import PlayerColors

Position = Hashable

#: The palette's colours of winning and losing positions (no player owns a position of the game graph).
WINNING_COLORS, LOSING_COLORS = 3, 2


#: Smallest diameter of a position, in points at the usual size: room for a two-character badge (``G₁``).
SMALLEST = 46.0


def game_graph_sizes(arena: Arena, *, boards: bool | None = None) -> dict[Position, tuple[float, float, str]]:
    """:func:`~gameviz.figure.arena_figure.node_sizes` of the game graph's arena, each position at
    least :data:`SMALLEST` wide, so that its set's badge does not cover its label."""
    return {v: (max(w, SMALLEST), max(h, SMALLEST), shape)
            for v, (w, h, shape) in node_sizes(arena, boards=boards).items()}


def set_badge(status: str, k: int) -> str:
    """``G₁``, ``P₀``: the set of a position, written on it."""
    return ("G" if status == WINNING else "P") + subscript(k)


class GameGraphTimeline:
    """Frames 0 … K (the sets of index at most k), then the result (frame K + 1)."""

    def __init__(self, figure: ArenaFigure, solution: ImpartialSolution,
                 start_caption: Callable[[str], str] | None = None) -> None:
        self.figure = figure
        self.solution = solution
        self.start_caption = start_caption or (lambda status: f"start: {status}")
        self.last = max((k for k in solution.index.values() if k is not None), default=0)

    def __len__(self) -> int:
        return self.last + 2

    def is_result(self, index: int) -> bool:
        return index == self.last + 1

    def step_name(self, index: int) -> str:
        """How files of this frame are named: ``k0``, ``k1``, …, ``result``."""
        return "result" if self.is_result(index) else f"k{index}"

    def colors(self, status: str) -> PlayerColors:
        palette = self.figure.palette
        return palette.player(WINNING_COLORS if status == WINNING else LOSING_COLORS)

    @staticmethod
    def classes(status: str) -> tuple[str, ...]:
        """The exports' class names of a position: styled as the attractor of the colour it takes
        (TikZ's ``attr3`` for winning, ``attr2`` for losing)."""
        return (f"attr{WINNING_COLORS if status == WINNING else LOSING_COLORS}",)

    def frame(self, index: int) -> Frame:
        """The styles at frame ``index``."""
        index = max(0, min(index, len(self) - 1))
        result = self.is_result(index)
        upto = self.last if result else index
        solution = self.solution
        nodes: dict[Position, NodeStyle] = {}
        edges: dict[tuple[Position, Position], EdgeStyle] = {}
        for p in solution.graph.positions:
            if not self._shown(p, upto, result):
                continue
            new = not result and solution.index.get(p) == index
            nodes[p] = self._node_style(p, new)
            edges.update(self._move_styles(p, new, result))
        start = solution.graph.start
        if result and start in nodes:
            status = solution.status[start]
            nodes[start] = replace(nodes[start], caption=self.start_caption(status),
                                   caption_color=self.colors(status).line, line_width=self.figure.sizes.emphasis_line)
        return Frame(index, result, nodes, edges, ())

    def _shown(self, p: Position, upto: int, result: bool) -> bool:
        """Whether position ``p`` is coloured by the sets of index ≤ ``upto`` (every decided one in the result)."""
        status, k = self.solution.status[p], self.solution.index.get(p)
        if status not in (WINNING, LOSING):
            return False
        return result if k is None else k <= upto

    def _node_style(self, p: Position, new: bool) -> NodeStyle:
        """A coloured position, with the set it entered as badge; stronger when it is ``new`` at this step."""
        status, k = self.solution.status[p], self.solution.index.get(p)
        colors, sizes = self.colors(status), self.figure.sizes
        return NodeStyle(colors.new if new else colors.fill, colors.line,
                         sizes.emphasis_line if new else sizes.line + 0.4, self.figure.palette.text,
                         badge=None if k is None else set_badge(status, k), badge_color=colors.line,
                         classes=self.classes(status) + (("new",) if new else ()))

    def _move_styles(self, p: Position, new: bool, result: bool) -> dict[tuple[Position, Position], EdgeStyle]:
        """The moves that explain ``p``'s status: a winning position's winning moves (when new, and in the
        result), every move of a new losing position."""
        status, graph, sizes = self.solution.status[p], self.solution.graph, self.figure.sizes
        colors = self.colors(status)
        if status == WINNING and (new or result):
            return self._winning_moves(p, colors, result)
        if status == LOSING and new:
            every = EdgeStyle(colors.line, sizes.emphasis_line, EVERY_MOVE_DASH,
                              classes=("move", f"win{LOSING_COLORS}", "justify"))
            return {(p, q): every for q in graph.successors[p]}
        return {}

    def _winning_moves(self, p: Position, colors: PlayerColors,
                       result: bool) -> dict[tuple[Position, Position], EdgeStyle]:
        """The winning moves of ``p``, bold: the strategy in the result, the new moves at a step."""
        graph, sizes = self.solution.graph, self.figure.sizes
        bold = EdgeStyle(colors.line, sizes.strategy_line if result else sizes.emphasis_line,
                         classes=("move", f"win{WINNING_COLORS}", "strategy" if result else "newmove"))
        return {(p, q): bold for move, q in zip(graph.moves[p], graph.successors[p], strict=True)
                if move in self.solution.winning_moves(p)}

    def pictures(self, indices: Iterable[int], caption: Callable[[Frame], str] | None = None) -> list[Picture]:
        """The pictures of the frames ``indices``, with a caption under each if given."""
        out = []
        for index in indices:
            frame = self.frame(index)
            out.append(self.figure.picture(frame.nodes, frame.edges, caption(frame) if caption else ""))
        return out
