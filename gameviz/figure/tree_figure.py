"""The picture of a search tree at each step of a search.

:class:`TreeFigure` draws the nodes a :class:`~gameviz.figure.tree_display.DisplayTree`
shows, top down, in the room :func:`~gameviz.figure.tree_display.tree_node_sizes`
gave them: MAX nodes as ▲ and MIN nodes as ▼ (or, as in the course, circles for
J1 and squares for J2), each with its value once known; game positions carry a
small board. In games with more players, each player has a shape (circle,
square, hexagon, diamond, ▲, ▼) and a colour, and nodes of max^n hold their
vector of scores. :meth:`TreeFigure.styles` turns a
:class:`~gameviz.figure.search_timeline.SearchState` into styles: the current
node highlighted, [α, β] beside the nodes on the current path, cut branches
dashed and faded with a mark naming the cut and the bound that caused it, and
at the end the principal variation in bold.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from gameviz.core.search.trace import Cutoff, Path
from gameviz.core.search.tree import Value, format_bounded, format_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.arrowheads import arrowhead
from gameviz.figure.boards import board_aspect, board_primitives
from gameviz.figure.figure import Figure
from gameviz.figure.geometry import Layout
from gameviz.figure.ink import ink_on
from gameviz.figure.primitives import Curve, Ellipse, Part, Picture, Polygon, Primitive, Rect, Stroke, Text, text_width
from gameviz.figure.search_timeline import SearchState, SearchTimeline
from gameviz.figure.shapes import player_shape
from gameviz.figure.style import SIZES, Palette, Sizes
from gameviz.figure.tree_display import (
    BOARD_H,
    SHAPE_H,
    WINDOW_LINE,
    DisplayTree,
    Drawn,
    More,
    more_text,
    node_board,
    shape_middle,
    shape_offset,
    short_name,
    subtree_ends,
    tree_bounds,
    tree_node_sizes,
)

#: The pictures of a tree; the tree tab also reads the display and its sizes from here, beside its figure.
__all__ = ["CUT_MARKS", "MORE", "DisplayTree", "More", "TreeEdgeStyle", "TreeFigure", "TreeNodeStyle", "TreePictures",
           "compact", "tree_node_sizes"]

def compact(value: Value) -> str:
    """A value as written inside a node: ``3``, ``+∞``, ``3,1,2`` for a vector of scores."""
    if isinstance(value, tuple):
        return ",".join(format_value(v) for v in value)
    return format_value(value)


@dataclass(frozen=True)
class TreeNodeStyle:
    fill: str | None
    line: str
    line_width: float
    text: str
    value: str | None = None
    window: str | None = None
    badge: str | None = None
    #: cuts made inside the node's folded subtree, shown under its "+N"
    cuts: int = 0
    mark: str | None = None
    mark_color: str | None = None
    dash: tuple[float, ...] = ()
    selected: bool = False


@dataclass(frozen=True)
class TreeEdgeStyle:
    color: str
    width: float
    dash: tuple[float, ...] = ()
    opacity: float = 1.0
    label: str | None = None


#: What a "+k more" node says: the children beyond those drawn, which a click shows.
MORE = QT_TRANSLATE_NOOP("search", "+{0} more")

#: The mark beside the first branch a cut skips, by kind of cut.
CUT_MARKS = {
    "alpha": QT_TRANSLATE_NOOP("search", "α-cut: {value} ≤ α = {bound}"),
    "beta": QT_TRANSLATE_NOOP("search", "β-cut: {value} ≥ β = {bound}"),
    "shallow": QT_TRANSLATE_NOOP("search", "shallow cut: {value} ≥ {total} − {secured}"),
}


class TreeFigure(Figure):
    """Primitives of the visible part of a search tree, laid out top down."""

    edge_margin = (60.0, 14.0)  # room for a cut's label

    def __init__(self, display: DisplayTree, layout: Layout, palette: Palette, *,
                 shapes: str = "triangles", boards: bool = True,
                 name: Callable[[Path], str] | None = None, sizes: Sizes = SIZES,
                 translate: Translate = untranslated) -> None:
        self.sizes = sizes
        #: the ``tr`` of the cut marks (English as written by default)
        self.translate = translate
        self.edge_margin = (60.0 * sizes.scale, 14.0 * sizes.scale)
        self.display = display
        self.layout = layout
        self.palette = palette
        self.shapes = shapes
        self.boards = boards
        self.name = name or (lambda path: display.tree.label(display.node(path)))

    # the interface the view reads ------------------------------------------
    def paths(self) -> list[Path]:
        """The nodes of the tree drawn (without the "+k more" nodes), parents before children."""
        return [key for key in self.layout.nodes if not isinstance(key, More)]  # type: ignore[misc]  # paths

    def is_max(self, path: Path) -> bool:
        return self.display.player(path) == 1

    def player(self, path: Path) -> int:
        """The player who chooses at the node."""
        return self.display.player(path)

    def plain_node(self, path: Drawn) -> TreeNodeStyle:
        p = self.palette
        if isinstance(path, More):
            return TreeNodeStyle(None, p.muted_text, self.sizes.line, p.muted_text, dash=(4.0, 3.0))
        hidden = self.display.hidden_children(path)
        return TreeNodeStyle(None, p.faded, self.sizes.line, p.muted_text,
                             value=self._leaf_value(path), badge=f"+{hidden}" if hidden else None)

    def plain_edge(self) -> TreeEdgeStyle:
        return TreeEdgeStyle(self.palette.edge, 1.4)

    def more_edge(self) -> TreeEdgeStyle:
        """The edge to a "+k more" node: dashed, as what it leads to is not drawn."""
        return TreeEdgeStyle(self.palette.muted_text, 1.2, (4.0, 3.0))

    def vertex_label(self, path: Drawn) -> str:
        if isinstance(path, More):
            return f"{self.name(path.parent) or 'root'} more"
        return self.name(path) or "root"

    def node_part(self, path: Drawn, style: TreeNodeStyle, name: str) -> Part:
        if isinstance(path, More):
            return Part("vertex", name, ("more",))
        if self.display.players > 2:
            return Part("vertex", name, (f"player{self.player(path)}",))
        return Part("vertex", name, ("max" if self.is_max(path) else "min",))

    def _leaf_value(self, path: Path) -> str | None:
        """Leaves of exercise trees show their value from the start."""
        node = self.display.node(path)
        if getattr(self.display.tree, "game", None) is None and not self.display.child_count(path):
            value = self.display.tree.terminal_value(node)
            return None if value is None else compact(value)
        return None

    def _value_text(self, path: Path, value: Value, bound: str) -> str:
        """What a node's shape says of its value: a cut max^n node proves only its player's score."""
        if isinstance(value, tuple):
            if bound == "exact":
                return compact(value)
            player = self.player(path)
            return f"J{player} ≥ {format_value(value[player - 1])}"
        return format_bounded(value, bound)

    def _shape_centre(self, path: Path) -> tuple[float, float]:
        """The centre of the node's shape, relative to its box centre (the board is below)."""
        box = self.box(path)
        scale = self.sizes.scale
        return shape_offset(self.display, path, scale), shape_middle(self.display, path, box, scale) - box.y

    def _shape(self, path: Path, style: TreeNodeStyle) -> tuple[Primitive, float]:
        """The node's shape (by its player, or MAX / MIN), and the height of the value written in it."""
        cx, cy = self._shape_centre(path)
        scale = self.sizes.scale
        w, h = scale * self.display.shape_width(), scale * SHAPE_H
        stroke = Stroke(style.line, style.line_width, style.dash)
        maximize = self.is_max(path)
        if self.display.players > 2 or self.display.vectors:
            player = self.player(path)
            return (player_shape(player, cx, cy, w, h, style.fill, stroke),
                    cy + (h / 8 if player == 5 else -h / 8 if player == 6 else 0))
        if self.shapes == "triangles":
            if maximize:
                points = ((cx, cy - h / 2), (cx + w / 2, cy + h / 2), (cx - w / 2, cy + h / 2))
                return Polygon(points, style.fill, stroke), cy + h / 6
            points = ((cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx, cy + h / 2))
            return Polygon(points, style.fill, stroke), cy - h / 6
        if maximize:
            return Ellipse(cx, cy, h / 2, h / 2, style.fill, stroke), cy
        return Rect(cx - h / 2, cy - h / 2, h, h, style.fill, stroke, 3.0), cy

    def node_outline(self, path: Drawn, style: TreeNodeStyle) -> Primitive:
        if isinstance(path, More):
            return self._more(path, style)[0]
        return self._shape(path, style)[0]

    def _more(self, more: More, style: TreeNodeStyle) -> list[Primitive]:
        """A "+k more" node: its words in a dashed frame, as wide as its box."""
        box, size = self.box(more), self.sizes.badge
        words = more_text(self.display, more, self.translate(MORE))
        return [Rect(-box.width / 2, -box.height / 2 + 4, box.width, box.height - 8, self.palette.background,
                     Stroke(style.line, style.line_width, style.dash), 8.0),
                Text(0.0, 0.0, words, size, style.text, bold=True)]

    def node_primitives(self, path: Drawn, style: TreeNodeStyle) -> list[Primitive]:
        if isinstance(path, More):
            return self._more(path, style)
        cx, cy = self._shape_centre(path)
        scale = self.sizes.scale
        w, h = scale * self.display.shape_width(), scale * SHAPE_H
        shape, text_y = self._shape(path, style)
        out: list[Primitive] = [shape]
        if style.value is not None:
            size = self.sizes.label if len(style.value) <= 3 else self.sizes.label * 0.75
            size = min(size, (w - 10 * scale) / max(text_width(style.value, 1.0, True), 0.01))
            out.append(Text(cx, text_y, style.value, size, style.text, bold=True))
        out += self._board(path, cx, cy + h / 2 + 4)
        out += self._name(path, cx - w / 2, cy, h)
        out += self._beside(path, style, (cx, cy), (w, h))
        if style.mark is not None:
            out.append(Ellipse(cx + w / 2 - 2, cy - h / 2 + 2, 9, 9, style.mark_color, Stroke(self.palette.background, 1.5)))
            out.append(Text(cx + w / 2 - 2, cy - h / 2 + 2, style.mark, 11, "#ffffff", bold=True))
        if style.selected:
            out.append(Rect(cx - w / 2 - 6, cy - h / 2 - 6, w + 12, h + 12, None,
                            Stroke(self.palette.highlight, 2.0, (4, 3)), 6))
        return out

    def _beside(self, path: Path, style: TreeNodeStyle, centre: tuple[float, float],
                shape: tuple[float, float]) -> list[Primitive]:
        """[α, β] and the "+N" badge beside the node's shape (centred at ``centre``, ``shape`` wide and high)."""
        (cx, cy), (w, h) = centre, shape
        out: list[Primitive] = []
        if style.window and self.display.sideways:  # above the shape: edges leave on the right
            out.append(Text(cx, cy - h / 2 - self.sizes.scale * WINDOW_LINE / 2, style.window, self.sizes.badge,
                            self.palette.text))
        elif style.window:
            out.append(Text(cx + w / 2 + 4, cy, style.window, self.sizes.badge, self.palette.text, anchor="start"))
        if style.badge and self.display.leads_to_focus(path):  # under its name: [α, β] may be on the right
            out += self._badge(style, cx - w / 2 - 4, cy + 2, from_right=True)
        elif style.badge:  # beside the shape: below it may be the board
            out += self._badge(style, cx + w / 2 - 4, cy - h / 2)
        return out

    def _board(self, path: Path, cx: float, top: float) -> list[Primitive]:
        """The node's board picture, framed, centred on ``cx`` from ``top`` down (none without boards)."""
        board = node_board(self.display, path) if self.boards else None
        if board is None:
            return []
        bh = self.sizes.scale * BOARD_H
        bw = bh * board_aspect(board)
        return [Rect(cx - bw / 2 - 2, top - 2, bw + 4, bh + 4, self.palette.background,
                     Stroke(self.palette.faded, 0.8), 2.0),
                *board_primitives(board, cx - bw / 2, top, bw, bh, self.palette)]

    def _name(self, path: Path, left: float, cy: float, h: float) -> list[Primitive]:
        """The node's short name, left of a shape of height ``h`` whose left side is at ``left``."""
        name = short_name(self.display, path)
        if not name:
            return []
        if self.display.sideways and not self.display.leads_to_focus(path):  # where the edge comes in
            return [Text(left - 4, cy, name, self.sizes.badge, self.palette.muted_text, bold=True, anchor="end")]
        if self.display.opened(path):  # on the left, level with the top
            return [Text(left - 4, cy - h / 2 + 6, name, self.sizes.badge, self.palette.muted_text,
                         bold=True, anchor="end")]
        # a leaf (or a folded node): at its lower left, where the leaves leave room
        return [Text(left - 2, cy + h / 2 - self.sizes.badge * 0.45, name, self.sizes.badge,
                     self.palette.muted_text, bold=True, anchor="end")]

    def _badge(self, style: TreeNodeStyle, left: float, top: float, *, from_right: bool = False) -> list[Primitive]:
        """The "+N" badge of a folded node, with "✂ k" under it in the cut colour when k cuts were
        made out of sight, inside the folded subtree (framed as cut marks are); ``from_right``: ``left`` is
        where the badge ends."""
        size = self.sizes.badge
        cuts = f"✂ {style.cuts}" if style.cuts else None
        width = max(text_width(text, size, True) for text in (style.badge or "", cuts or "")) + 8
        if from_right:
            left -= width
        line = size + 5
        out: list[Primitive] = [Rect(left, top, width, line * (2 if cuts else 1), self.palette.background,
                                     Stroke(self.palette.cut if cuts else self.palette.muted_text, 1.0), 6.0),
                                Text(left + width / 2, top + line / 2, style.badge or "", size,
                                     self.palette.muted_text, bold=True)]
        if cuts:
            out.append(Text(left + width / 2, top + line * 1.5, cuts, size, self.palette.text, bold=True))
        return out

    def edge_primitives(self, edge: tuple[Path, Drawn], style: TreeEdgeStyle) -> list[Primitive]:
        if isinstance(edge[1], More):
            style = self.more_edge()
        path = self.layout.edges[edge]
        stroke = Stroke(style.color, style.width, style.dash, style.opacity)
        out: list[Primitive] = [Curve(path.points, stroke), arrowhead(path, 7 + style.width, style.color)]
        if style.label:
            width = text_width(style.label, self.sizes.badge, True) + 8
            mx, my = self._cut_mark_centre(edge, width)
            out.append(Rect(mx - width / 2, my - self.sizes.badge * 0.75, width, self.sizes.badge * 1.5,
                            self.palette.background, Stroke(self.palette.cut, 1.0), 4.0))
            out.append(Text(mx, my, style.label, self.sizes.badge, self.palette.text, bold=True))
        return out

    def _cut_mark_centre(self, edge: tuple[Path, Drawn], width: float) -> tuple[float, float]:
        """Where the mark of a cut, ``width`` wide, goes: beyond the lowest (left to right, the rightmost) node
        drawn of the first skipped child's subtree, where no edge goes (the subtree has its band to itself)."""
        child = edge[1]
        box = self.box(child)
        scale = self.sizes.scale
        end = self._subtree_ends.get(child, box.x + box.width / 2 if self.display.sideways else box.y + box.height / 2)
        if self.display.sideways:
            return end + 6 * scale + width / 2, shape_middle(self.display, child, box, scale)
        return box.x + shape_offset(self.display, child, scale), end + self.sizes.badge * 1.3

    @functools.cached_property
    def _subtree_ends(self) -> dict[Drawn, float]:
        """The bottom (top down) or the right side (left to right) of each node's subtree (computed once)."""
        return subtree_ends(self.display, self.layout.nodes)  # type: ignore[arg-type]  # a tree's nodes

    def edge_extent(self, edge: tuple[Hashable, Hashable]) -> tuple[float, float, float, float]:
        """The edge's own extent, and the place of the mark of a cut that may skip it."""
        x, y, width, height = super().edge_extent(edge)
        half_w, half_h = 120 * self.sizes.scale, self.sizes.badge
        mx, my = self._cut_mark_centre(edge, 2 * half_w)  # type: ignore[arg-type]  # tree edges join nodes
        left, top = min(x, mx - half_w), min(y, my - half_h)
        right, bottom = max(x + width, mx + half_w), max(y + height, my + half_h)
        return left, top, right - left, bottom - top

    def node_extent(self, path: Drawn) -> tuple[float, float, float, float]:
        box = self.box(path)
        badge = text_width("+999", self.sizes.badge, True) + 12
        return (-box.width / 2 - 10, -box.height / 2 - 12, box.width + 20 + badge, box.height + 24)

    def bounds(self) -> tuple[float, float, float, float]:
        return tree_bounds(self.layout, self.display.sideways, self.sizes)

    def _folded_cuts(self, state: SearchState) -> dict[Path, int]:
        """How many of the cuts made so far are hidden in each folded node's subtree."""
        counts: dict[Path, int] = {}
        for parent in state.cuts:
            k = len(parent)
            while k > 0 and parent[:k] not in self.layout.nodes:
                k -= 1
            folded = parent[:k]
            if not self.display.opened(folded):
                counts[folded] = counts.get(folded, 0) + 1
        return counts

    # styles of a step ------------------------------------------------------------
    def styles(self, timeline: SearchTimeline, index: int) -> tuple[dict[Any, Any], dict[Any, Any]]:
        """Node and edge styles after event ``index`` of ``timeline`` (or the result)."""
        state = timeline.state(index)
        step = _Step(state, timeline.is_result(index), set(state.stack),
                     timeline.algorithm in ("alphabeta", "paranoid"), self._folded_cuts(state))
        nodes: dict[Drawn, TreeNodeStyle] = {path: self._node_style(path, step) for path in self.paths()}
        edges = self._edge_styles(state)
        if step.result:
            for edge in timeline.principal_edges():
                if edge in self.layout.edges:
                    edges[edge] = TreeEdgeStyle(self.palette.highlight, self.sizes.strategy_line + 0.6)
        return nodes, edges

    def _node_style(self, path: Path, step: _Step) -> TreeNodeStyle:
        """A node cut off (dashed), not entered yet (plain), or entered (see :meth:`_entered_style`)."""
        p = self.palette
        hidden = self.display.hidden_children(path)
        badge = f"+{hidden}" if hidden else None
        if step.state.cut_below(path) is not None:
            return TreeNodeStyle(None, p.cut, self.sizes.line, p.cut, value=self._leaf_value(path),
                                 badge=badge, dash=(3.0, 3.0))
        if path not in step.state.entered:  # drawn plain, not faded: the tree stays readable before the search
            return TreeNodeStyle(None, p.vertex_line, self.sizes.line, p.text,
                                 value=self._leaf_value(path), badge=badge)
        return self._entered_style(path, step, badge)

    def _entered_style(self, path: Path, step: _Step, badge: str | None) -> TreeNodeStyle:
        """A node the search entered: in its player's colours, with its value so far, its window and its marks."""
        p = self.palette
        fill, line, width = self._emphasis(path, step)
        memo = path in step.state.memo
        return TreeNodeStyle(
            fill, line, width,
            ink_on(fill, p.text) if fill else p.text,  # the value reads on the yellow of the current node
            value=self._shown_value(path, step.state) or self._leaf_value(path),
            window=self._window(path, step),
            badge=badge,
            cuts=step.folded_cuts.get(path, 0),
            mark="M" if memo else None,
            mark_color=p.muted_text if memo else None,
        )

    def _emphasis(self, path: Path, step: _Step) -> tuple[str, str, float]:
        """The fill, outline and line width of an entered node: the current node highlighted, the
        others on the stack outlined in the highlight colour."""
        p = self.palette
        colors = p.player(self.player(path))
        current = step.is_current(path)
        stacked = path in step.on_stack
        return (p.highlight if current else colors.fill,
                p.highlight if stacked and not current else colors.line,
                self.sizes.emphasis_line if current or stacked else self.sizes.line + 0.4)

    def _shown_value(self, path: Path, state: SearchState) -> str | None:
        """The node's value so far as its shape writes it, if it has one."""
        value = state.values.get(path)
        return None if value is None else self._value_text(path, value, state.bounds.get(path, "exact"))

    def _window(self, path: Path, step: _Step) -> str | None:
        """``[α, β]`` beside an inner node on the current path, while an alpha-beta search runs."""
        on_path = path in step.on_stack or path == step.state.current
        if not (step.show_windows and self.display.opened(path) and on_path and not step.result):
            return None
        alpha, beta = step.state.windows.get(path, (None, None))
        if alpha is None or beta is None:
            return None
        return f"[{format_value(alpha)}, {format_value(beta)}]"

    def _edge_styles(self, state: SearchState) -> dict[tuple[Path, Drawn], TreeEdgeStyle]:
        """The styles of the edges the search touched (cut, under a cut, followed), and to "+k more" nodes."""
        edges: dict[tuple[Path, Drawn], TreeEdgeStyle] = {}
        tree_edges: list[tuple[Path, Drawn]] = list(self.layout.edges)  # type: ignore[arg-type]  # nodes
        for parent, child in tree_edges:
            if isinstance(child, More):
                edges[(parent, child)] = self.more_edge()
                continue
            style = self._edge_style(state, parent, child)
            if style is not None:
                edges[(parent, child)] = style
        return edges

    def _edge_style(self, state: SearchState, parent: Path, child: Path) -> TreeEdgeStyle | None:
        """The edge to ``child`` dashed when a cut skips it (the first one skipped naming the cut), faded
        under a cut, plain once followed; None while the search has not come to it."""
        p = self.palette
        cut = state.cuts.get(parent)
        if cut is not None and child[-1] in cut.skipped:
            label = self._cut_label(cut) if child[-1] == cut.skipped[0] else None
            return TreeEdgeStyle(p.cut, 1.6, (5.0, 4.0), 0.9, label)
        if state.cut_below(child) is not None:
            return TreeEdgeStyle(p.cut, 1.2, (5.0, 4.0), 0.6)
        if child in state.entered:
            return TreeEdgeStyle(p.edge, 1.8)
        return None

    def _cut_label(self, cut: Cutoff) -> str:
        """The mark of a cut: its kind, and the value and bound that caused it."""
        total = cut.total if cut.total is not None else math.nan
        return self.translate(CUT_MARKS[cut.kind]).format(value=format_value(cut.value), bound=format_value(cut.bound),
                                                          total=format_value(total),
                                                          secured=format_value(total - cut.bound))


@dataclass(frozen=True)
class _Step:
    """What the styles of one frame read: the search's state, and what follows from it."""

    state: SearchState
    #: the frame after the last event, which shows the result
    result: bool
    on_stack: set[Path]
    #: whether inner nodes on the current path show their window [α, β]
    show_windows: bool
    #: cuts made inside each folded node's subtree
    folded_cuts: dict[Path, int]

    def is_current(self, path: Path) -> bool:
        """Whether ``path`` is the node of the current event (no node is, on the result's frame)."""
        return path == self.state.current and not self.result


class TreePictures:
    """The frames of a traced search as pictures (the export dialog's and ``gameviz tree -o``'s)."""

    def __init__(self, figure: TreeFigure, timeline: SearchTimeline) -> None:
        self.figure, self.timeline = figure, timeline

    def __len__(self) -> int:
        return len(self.timeline)

    def step_name(self, index: int) -> str:
        """How files of this frame are named: the event's number from 1 (``07``), or ``result``."""
        if self.timeline.is_result(index):
            return "result"
        return f"{index + 1:0{len(str(len(self.timeline) - 1))}d}"

    def pictures(self, indices: Iterable[int], caption: Callable[[int], str] | None = None) -> list[Picture]:
        out = []
        for index in indices:
            nodes, edges = self.figure.styles(self.timeline, index)
            out.append(self.figure.picture(nodes, edges, caption(index) if caption else ""))
        return out
