"""The picture of an arena at each step of the attractor construction.

:func:`node_sizes` says how big each vertex is drawn (the layout needs it);
:class:`ArenaFigure` turns a layout and a style of each vertex and edge into
primitives; :class:`AttractorTimeline` gives those styles at each step:

- at step m, the vertices of A_m in the player's colour with their rank, those
  added at step m in a stronger shade with a thick outline, and for each new
  vertex of the player the move into A_{m−1} that explains it;
- after the last step, both attractors, the draws in grey, the strategies as
  bold edges, and the start vertex marked with who wins.

Circles are J1's vertices and squares J2's, as in the course; targets have a
double outline.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, TypeVar

from gameviz.core.arena import Arena
from gameviz.core.attractor import AttractorStep
from gameviz.core.outcome import Outcome
from gameviz.core.search.tree import format_value
from gameviz.core.solution import Solution
from gameviz.figure import start_caption
from gameviz.figure.arrowheads import arrowhead
from gameviz.figure.boards import board_aspect, board_primitives
from gameviz.figure.edge_columns import EdgeColumns, plain_columns
from gameviz.figure.figure import Figure
from gameviz.figure.geometry import FRAME_ROOM, EdgePath, Layout
from gameviz.figure.label_room import Box, corner
from gameviz.figure.notation import DEFAULT_NOTATION
from gameviz.figure.primitives import (
    Curve,
    Ellipse,
    Part,
    Picture,
    Primitive,
    Rect,
    Stroke,
    Text,
    text_width,
    translate,
)
from gameviz.figure.shapes import player_shape
from gameviz.figure.style import SIZES, Palette, Sizes

Vertex = Hashable
Edge = tuple[Vertex, Vertex]

#: Arenas up to this size show board pictures inside their vertices.
BOARD_LIMIT = 120


def shows_boards(arena: Arena) -> bool:
    """Whether vertices show their board by default: small arenas of games whose
    pictures say more than their labels (Chomp, tic-tac-toe, Connect 4)."""
    return arena.pictures and len(arena) <= BOARD_LIMIT


@dataclass(frozen=True)
class NodeStyle:
    """How one vertex looks at one step."""

    fill: str
    line: str
    line_width: float
    text: str
    badge: str | None = None
    badge_color: str | None = None
    target: bool = False
    caption: str | None = None  # written above the vertex (the start, who wins)
    caption_color: str | None = None
    mark: str | None = None  # exercise mode: "✓", "✗" or "•"
    mark_color: str | None = None
    selected: bool = False
    #: what the vertex is at this step, for exports that name it (``attr1``, ``new``, ``drawn``)
    classes: tuple[str, ...] = ()

    @property
    def on_top(self) -> bool:
        """Whether the vertex carries a caption, which is drawn above every other vertex and edge."""
        return self.caption is not None


@dataclass(frozen=True)
class EdgeStyle:
    """How one edge looks at one step."""

    color: str
    width: float
    dash: tuple[float, ...] = ()
    opacity: float = 1.0
    #: what the move is at this step, for exports that name it (``win1``, ``newmove``, ``justify``)
    classes: tuple[str, ...] = ("move",)


def node_sizes(arena: Arena, *, boards: bool | None = None, sizes: Sizes = SIZES) -> dict[Vertex, tuple[float, float, str]]:
    """(width, height, shape) of every vertex, in points: big enough for its label,
    and for its board picture when ``boards`` (default: small arenas with boards)."""
    if boards is None:
        boards = shows_boards(arena)
    result = {}
    view = arena.indexed()
    for v, label, player in zip(view.keys, arena.labels(), view.owner, strict=True):
        width = text_width(label, sizes.label, True) + 2 * sizes.padding  # labels are drawn bold
        height = sizes.label + 2 * sizes.padding
        board = arena.board(v) if boards else None
        if board is not None:
            picture_height = BOARD_PICTURE_HEIGHT * sizes.scale
            picture_width = picture_height * board_aspect(board)
            width = max(width, picture_width + 2 * sizes.padding)
            height += picture_height + 4
        shape = "circle" if player == 1 else "box"
        if shape == "circle":
            # the label (and the picture under it), centred, must fit inside the circle, corners included
            inner = math.hypot(width - sizes.padding, height - sizes.padding)
            width = height = max(inner + 4, 36.0 * sizes.scale)
        else:
            width, height = max(width, 34.0 * sizes.scale), max(height, 30.0 * sizes.scale)
        result[v] = (round(width, 1), round(height, 1), shape)
    return result


Style = TypeVar("Style", NodeStyle, EdgeStyle)


#: Height of a board picture inside a vertex, in points (at the usual size).
BOARD_PICTURE_HEIGHT = 34.0

#: The dashes of the moves that justify an opponent's vertex at a step: every one of its moves.
EVERY_MOVE_DASH = (7.0, 3.0)
#: The dashes of the outline of a vertex left unexplored (the frontier of a partial arena).
FRONTIER_DASH = (4.0, 3.0)


class ArenaFigure(Figure):
    """Primitives of the vertices and edges of a laid-out arena."""

    def __init__(self, arena: Arena, layout: Layout, palette: Palette, *, boards: bool | None = None,
                 sizes: Sizes = SIZES) -> None:
        self.arena = arena
        self.layout = layout
        self.palette = palette
        self.boards = shows_boards(arena) if boards is None else boards
        self.sizes = sizes
        self.edge_margin = (sizes.arrow + sizes.strategy_line * 2,) * 2

    def path(self, edge: Edge) -> EdgePath:
        return self.layout.edges[edge]

    # ------------------------------------------------------------ default styles
    def plain_node(self, vertex: Vertex) -> NodeStyle:
        return self._plain_nodes[self.arena.target_of(vertex) is not None]

    @cached_property
    def _plain_nodes(self) -> tuple[NodeStyle, NodeStyle]:
        """The plain style of a vertex, and of a target (made once: a large arena asks for every vertex's)."""
        p = self.palette
        plain = NodeStyle(p.vertex_fill, p.vertex_line, self.sizes.line, p.text)
        return plain, replace(plain, target=True)

    def plain_edge(self) -> EdgeStyle:
        return EdgeStyle(self.palette.edge, 1.2)

    # ---------------------------------------------------------------- drawing
    def node_outline(self, vertex: Vertex, style: NodeStyle) -> Primitive:
        """The vertex's shape: a circle or a box (J1, J2), a shape of its own for J3 to J6; dashed on
        the frontier of a partial arena."""
        box = self.box(vertex)
        w, h = box.width, box.height
        stroke = Stroke(style.line, style.line_width, FRONTIER_DASH if vertex in self.arena.frontier else ())
        player = self.arena.player(vertex)
        if box.shape == "circle":
            return Ellipse(0, 0, w / 2, h / 2, style.fill, stroke)
        if player > 2:  # games of more players: a shape of its own in the vertex's box
            return player_shape(player, 0, 0, w, h, style.fill, stroke)
        return Rect(-w / 2, -h / 2, w, h, style.fill, stroke, 3.0)

    def node_outlines(self, vertices: Sequence[Vertex], styles: Sequence[NodeStyle]) -> Iterator[Primitive]:
        """:meth:`node_outline` of each of ``vertices`` in its style, one made for vertices alike (the same
        box, player, frontier and style): a large arena has tens of thousands of vertices and a few looks."""
        boxes, frontier, player = self.layout.nodes, self.arena.frontier, self.arena.player
        made: dict[tuple[object, ...], Primitive] = {}
        for vertex, style in zip(vertices, styles, strict=True):
            box = boxes[vertex]
            look = (box.width, box.height, box.shape, player(vertex), vertex in frontier, id(style))
            if look not in made:
                made[look] = self.node_outline(vertex, style)
            yield made[look]

    def node_primitives(self, vertex: Vertex, style: NodeStyle) -> list[Primitive]:
        """The vertex, in coordinates relative to its centre."""
        box = self.box(vertex)
        w, h = box.width, box.height
        frontier = self.arena.frontier.get(vertex)
        out: list[Primitive] = [self.node_outline(vertex, style)]
        player = self.arena.player(vertex)
        if style.target:  # a double line
            if box.shape == "circle":
                out.append(Ellipse(0, 0, w / 2 - 4, h / 2 - 4, None, Stroke(style.line, 1.0)))
            elif player > 2:
                out.append(player_shape(player, 0, 0, w - 10, h - 10, None, Stroke(style.line, 1.0)))
            else:
                out.append(Rect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, None, Stroke(style.line, 1.0), 2.0))
        label, board = self._label_and_board(vertex, style)
        out.append(label)
        out += board
        if style.badge is not None:
            r = max(self.sizes.badge * 0.85, text_width(style.badge, self.sizes.badge) / 2 + 3)
            cx, cy = corner(box)
            out.append(Ellipse(cx, cy, r, r, style.badge_color, Stroke(self.palette.background, 1.5)))
            out.append(Text(cx, cy, style.badge, self.sizes.badge, "#ffffff", bold=True))
        if style.mark is not None:
            cx, cy = corner(box, left=True)
            r = 9 * self.sizes.scale
            out.append(Ellipse(cx, cy, r, r, style.mark_color, Stroke(self.palette.background, 1.5)))
            out.append(Text(cx, cy, style.mark, 11 * self.sizes.scale, "#ffffff", bold=True))
        if style.caption:
            dx, dy = self.caption_place
            out.append(Text(dx, dy, style.caption, self.sizes.caption, style.caption_color or style.text, bold=True))
        if frontier is not None:  # not explored: its heuristic value stands below it
            out.append(Text(0, h / 2 + self.sizes.caption * 0.9, "h = " + format_value(frontier), self.sizes.caption,
                            self.palette.muted_text, bold=True))
        if style.selected:
            pad = FRAME_ROOM - 4  # the dashed stroke stays within the room kept around the vertex
            out.append(Rect(-w / 2 - pad, -h / 2 - pad, w + 2 * pad, h + 2 * pad, None,
                            Stroke(self.palette.highlight, 2.0, (4, 3)), 6))
        return out

    @cached_property
    def caption_place(self) -> tuple[float, float]:
        """Where the start's caption is centred, relative to the start (:func:`start_caption.caption_place`)."""
        start = self.arena.start
        return (0.0, 0.0) if start is None or start not in self.layout.nodes else \
            start_caption.caption_place(self.layout, start, self.sizes)

    def caption_box(self) -> Box | None:
        """The box kept for the start's caption, in scene coordinates (None without a start)."""
        start = self.arena.start
        if start is None or start not in self.layout.nodes:
            return None
        return start_caption.caption_box(self.box(start), self.caption_place, self.sizes)

    def _label_and_board(self, vertex: Vertex, style: NodeStyle) -> tuple[Text, list[Primitive]]:
        """The vertex's label and its board picture, if shown, relative to its centre: the label
        above the picture, the pair centred, the same size in every shape."""
        board = self.arena.board(vertex) if self.boards else None
        label = self.arena.label(vertex)
        if board is None:
            return Text(0, 0, label, self.sizes.label, style.text, bold=True), []
        picture_h = BOARD_PICTURE_HEIGHT * self.sizes.scale
        picture_w = picture_h * board_aspect(board)
        top = -(self.sizes.label + 4 + picture_h) / 2
        return (Text(0, top + self.sizes.label * 0.55, label, self.sizes.label, style.text, bold=True),
                board_primitives(board, -picture_w / 2, top + self.sizes.label + 4, picture_w, picture_h,
                                 self.palette))

    def vertex_label(self, vertex: Vertex) -> str:
        return self.arena.label(vertex)

    def node_part(self, vertex: Vertex, style: NodeStyle, name: str) -> Part:
        """The vertex as one named shape with its label, rank and caption; its classes say whose
        it is and what it is at this step."""
        box = self.box(vertex)
        label, board = self._label_and_board(vertex, style)
        classes = (f"j{self.arena.player(vertex)}", *style.classes) + (("target",) if style.target else ())
        return Part("vertex", name, classes, box.shape, (box.x, box.y), (box.width, box.height), label.text,
                    (box.x + label.x, box.y + label.y) if board else None, style.badge, style.caption,
                    tuple(translate(item, box.x, box.y) for item in board))

    def edge_classes(self, edge: Edge, style: EdgeStyle) -> tuple[str, ...]:
        return style.classes

    def node_extent(self, vertex: Vertex) -> tuple[float, float, float, float]:
        """(x, y, width, height) around the vertex's centre that any of its styles fits in:
        the shape, the badges on its corners, the selection frame, the start's caption."""
        box = self.box(vertex)
        margin = 18.0
        left, top = -box.width / 2 - margin, -box.height / 2 - margin
        right, bottom = box.width / 2 + margin, box.height / 2 + margin
        caption = self.caption_box() if vertex == self.arena.start else None
        if caption is not None:
            left, right = min(left, caption[0] - box.x), max(right, caption[2] - box.x)
            top, bottom = min(top, caption[1] - box.y), max(bottom, caption[3] - box.y)
        if vertex in self.arena.frontier:
            bottom += self.sizes.caption * 1.6
        return (left, top, right - left, bottom - top)

    def edge_primitives(self, edge: Edge, style: EdgeStyle) -> list[Primitive]:
        """The edge and its arrowhead, in scene coordinates."""
        path = self.path(edge)
        stroke = Stroke(style.color, style.width, style.dash, style.opacity)
        head = arrowhead(path, self.sizes.arrow + style.width * 1.2, style.color)
        return [Curve(path.points, stroke), head]

    def plain_edge_columns(self, edges: Sequence[Edge], style: EdgeStyle) -> EdgeColumns:
        """The curves and arrowheads of ``edges`` drawn in ``style``, computed at once (from the rows of
        the layout's table of edges, if it has one)."""
        return plain_columns(self.layout.edges, edges, self.sizes.arrow + style.width * 1.2)

    def bounds(self) -> tuple[float, float, float, float]:
        """(x, y, width, height) enclosing everything, with room for badges and for the
        caption above the start vertex."""
        margin = 24.0
        left, top = -margin, -margin
        right, bottom = self.layout.width + margin, self.layout.height + margin
        caption = self.caption_box()
        if caption is not None:
            left, right = min(left, caption[0]), max(right, caption[2])
            top, bottom = min(top, caption[1] - 4), max(bottom, caption[3] + 4)
        return (left, top, right - left, bottom - top)


# ---------------------------------------------------------------- the timeline
@dataclass(frozen=True)
class Frame:
    """The styles of every vertex and edge at one step, and what the step adds."""

    index: int
    result: bool
    nodes: dict[Vertex, NodeStyle]
    edges: dict[Edge, EdgeStyle]
    steps: tuple[AttractorStep, ...]  # the step of each shown player at this index


def step_pictures(solution: Solution, players: Sequence[int]) -> int:
    """How many pictures the steps of ``players``' attractors make: A_0 … A_n, then the result. Steps are
    numbered from 1 among them everywhere: the stepper, ``--step``, a page's ``#step=``, files' names."""
    return max(solution.attractors[p].last_index for p in players) + 2


class AttractorTimeline:
    """The steps A_0 … A_n of one player's attractor, or of both at once, then the result.

    Frame m (0 ≤ m ≤ n) shows A_m; frame n + 1 shows the solution.
    """

    def __init__(
        self,
        figure: ArenaFigure,
        solution: Solution,
        players: tuple[int, ...] = (1,),
        start_caption: Callable[[Outcome], str] | None = None,
    ) -> None:
        self.figure = figure
        self.solution = solution
        self.players = players
        self.start_caption = start_caption or english_start_caption
        self.last = step_pictures(solution, players) - 2
        self._looks: dict[tuple[object, ...], Any] = {}
        self._frames: dict[int, Frame] = {}

    def __len__(self) -> int:
        return self.last + 2

    def is_result(self, index: int) -> bool:
        return index == self.last + 1

    def step_name(self, index: int) -> str:
        """How the file of picture ``index`` is named: its step number from 1, then what it shows
        (``1_A0``, ``2_A1``, …, ``8_result``; the numbers padded to sort: ``01_A0`` among 12)."""
        number = f"{index + 1:0{len(str(len(self)))}d}"
        return f"{number}_result" if self.is_result(index) else f"{number}_A{index}"

    def steps_at(self, index: int) -> tuple[AttractorStep, ...]:
        """The steps shown at frame ``index`` (one per player that still grows)."""
        if self.is_result(index):
            return ()
        out = []
        for p in self.players:
            steps = self.solution.attractors[p].steps
            if index < len(steps):
                out.append(steps[index])
        return tuple(out)

    def frame(self, index: int) -> Frame:
        """The frame at ``index`` (made once, then shared: do not change it)."""
        index = max(0, min(index, len(self) - 1))
        frame = self._frames.get(index)
        if frame is None:
            if self.is_result(index):
                nodes, edges = self._result_styles()
            else:
                nodes, edges = self._step_styles(index)
            frame = self._frames[index] = Frame(index, self.is_result(index), nodes, edges, self.steps_at(index))
        return frame

    def pictures(self, indices: Iterable[int], caption: Callable[[Frame], str] | None = None) -> list[Picture]:
        """The pictures of the frames ``indices``, with a caption under each if given."""
        pictures = []
        for index in indices:
            frame = self.frame(index)
            text = caption(frame) if caption else ""
            pictures.append(self.figure.picture(frame.nodes, frame.edges, text))
        return pictures

    def _look(self, look: tuple[object, ...], make: Callable[..., Style], *args: Any, **kwargs: Any) -> Style:
        """One style object per look, shared by every frame: views compare styles
        by identity first, which is quick. ``make(*args, **kwargs)`` builds it the first time."""
        style = self._looks.get(look)
        if style is None:
            style = self._looks[look] = make(*args, **kwargs)
        return style

    def _step_styles(self, m: int) -> tuple[dict[Vertex, NodeStyle], dict[Edge, EdgeStyle]]:
        nodes: dict[Vertex, NodeStyle] = {}
        edges: dict[Edge, EdgeStyle] = {}
        for p in self.players:
            nodes.update(self._attractor_nodes(p, m))
            edges.update(self._attractor_moves(p, m))
            edges.update(self._every_move_in(p, m))
        return nodes, edges

    def _attractor_nodes(self, p: int, m: int) -> dict[Vertex, NodeStyle]:
        """The vertices of player ``p``'s attractor up to step ``m`` with their rank, those of step ``m`` stronger."""
        palette, sizes, arena = self.figure.palette, self.figure.sizes, self.figure.arena
        colors = palette.player(p)
        nodes: dict[Vertex, NodeStyle] = {}
        for v, r in self.solution.attractors[p].rank.items():
            if r > m:
                continue
            new, target = r == m, arena.target_of(v) is not None
            nodes[v] = self._look(
                ("step", p, r, new, target), NodeStyle,
                colors.new if new else colors.fill, colors.line,
                sizes.emphasis_line if new else sizes.line + 0.4,
                (colors.new_text or palette.text) if new else palette.text,
                badge=str(r), badge_color=colors.line, target=target,
                classes=(f"attr{p}", "new") if new else (f"attr{p}",),
            )
        return nodes

    def _attractor_moves(self, p: int, m: int) -> dict[Edge, EdgeStyle]:
        """The moves that brought player ``p``'s own vertices in, up to step ``m``, those of step ``m`` thick."""
        colors = self.figure.palette.player(p)
        edges: dict[Edge, EdgeStyle] = {}
        for step in self.solution.attractors[p].steps[1 : m + 1]:
            new = step.index == m
            style = self._look(("step", p, new), EdgeStyle, colors.line, self.figure.sizes.emphasis_line if new else 2.0,
                               classes=("move", f"win{p}", "newmove") if new else ("move", f"win{p}"))
            for u, w in step.moves:
                edges[(u, w)] = style
        return edges

    def _every_move_in(self, p: int, m: int) -> dict[Edge, EdgeStyle]:
        """Every move of the opponent's vertices added at step ``m``: they enter because *every* move leads
        into A_{m-1}, so all are drawn."""
        attractor, arena = self.solution.attractors[p], self.figure.arena
        if not 1 <= m < len(attractor.steps):
            return {}
        every = self._look(("every", p), EdgeStyle, self.figure.palette.player(p).line,
                           self.figure.sizes.emphasis_line, EVERY_MOVE_DASH, classes=("move", f"win{p}", "justify"))
        return {(v, w): every for v in attractor.steps[m].added if arena.player(v) != p for w in arena.successors(v)}

    def _result_styles(self) -> tuple[dict[Vertex, NodeStyle], dict[Edge, EdgeStyle]]:
        figure, palette, solution = self.figure, self.figure.palette, self.solution
        nodes: dict[Vertex, NodeStyle] = {}
        edges: dict[Edge, EdgeStyle] = {}
        for v, who in solution.outcome.items():
            target = figure.arena.target_of(v) is not None
            if who:
                colors = palette.player(who)
                rank = solution.attractors[who].rank[v]
                nodes[v] = self._look(
                    ("result", who, rank, target), NodeStyle, colors.fill, colors.line, self.figure.sizes.line + 0.4,
                    palette.text, badge=str(rank), badge_color=colors.line, target=target, classes=(f"attr{who}",),
                )
            else:
                nodes[v] = self._look(("result", 0, None, target), NodeStyle, palette.draw_fill,
                                      palette.draw_line, self.figure.sizes.line, palette.text, target=target,
                                      classes=("drawn",))
        draw = self._look(("result", 0), EdgeStyle, palette.draw_line, 2.2, (6.0, 4.0),
                          classes=("move", "strategy", "keepdraw"))
        for p in solution.players:
            win = self._look(("result", p), EdgeStyle, palette.player(p).line, self.figure.sizes.strategy_line,
                             classes=("move", "strategy", f"win{p}"))
            for v, w in solution.strategies[p].items():
                edges[(v, w)] = win if solution.outcome[v] == p else draw
        start = figure.arena.start
        if start is not None and start in nodes:
            outcome = solution.outcome_at(start)
            caption = self.start_caption(outcome)
            color = palette.draw_line if outcome.winner is None else palette.player(outcome.winner).line
            nodes[start] = replace(nodes[start], caption=caption, caption_color=color,
                                   line_width=self.figure.sizes.emphasis_line)
        return nodes, edges


def english_start_caption(outcome: Outcome) -> str:
    """``"start: J1 wins"`` or ``"start: draw"``."""
    if outcome.winner is not None:
        return f"start: {DEFAULT_NOTATION.name(outcome.winner)} wins"
    return "start: draw"
