"""The part of a search tree that is drawn, and the room each drawn node takes.

:class:`DisplayTree` decides which nodes are drawn: all of a small tree, the
top levels of a big one, the rest behind "+N" badges (N hidden children) until
the user expands a node — never more nodes than can be read. Beyond the first
:attr:`DisplayTree.cap` children of a node, the others wait behind one "+k more"
node (:class:`More`); a subtree opened in place (:meth:`DisplayTree.open_in_place`)
is drawn under the path that leads to it from the root, one node a level. The
tree is drawn top down, or left to right (:attr:`DisplayTree.sideways`). The
sizes given to the layout leave room, beside each node's shape, for what is
written there, measured on its text: the node's letter or the move that leads
to it on the left, [α, β] on the right of an expanded node, the "+N" badge on
the right of a folded one; :func:`tree_edges` joins the shapes. What is drawn
in that room is :mod:`gameviz.figure.tree_figure`'s job, and which folds make
a tree fit a screen at a readable size is :mod:`gameviz.layout.tree_fit`'s.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass

from gameviz.core.board import Board
from gameviz.core.search.options import has_vectors
from gameviz.core.search.trace import Path
from gameviz.core.search.tree import MultiTree, SearchTree, node_name
from gameviz.figure.boards import board_aspect
from gameviz.figure.geometry import EdgePath, Layout, NodeBox
from gameviz.figure.primitives import text_width
from gameviz.figure.style import SIZES, Sizes

#: Nodes shown at first: whole levels are added while they fit, in number and in width (the root's
#: children always are); a game's tree, explored by unfolding, starts narrower than an exercise,
#: which is shown whole, so that its nodes and boards are read from the back of a class.
FIRST_VIEW = 120
FIRST_WIDTH = 30
GAME_FIRST_WIDTH = 9
#: Most nodes ever shown; expanding beyond asks to collapse something first.
MOST_NODES = 500

SHAPE_W, SHAPE_H = 46.0, 40.0
BOARD_H = 34.0
WINDOW_ROOM = 62.0  # room on the right of a node for [α, β]
NAME_ROOM = 26.0  # room on the left for the node's letter
WINDOW_LINE = 20.0  # room above a node drawn left to right for [α, β]
#: Room around the words of a "+k more" node.
MORE_PADDING = 14.0


@dataclass(frozen=True)
class More:
    """The node standing for the children of ``parent`` beyond the first :attr:`DisplayTree.cap`:
    "+k more", drawn after them; a click shows them."""

    parent: Path


#: What a drawn tree's layout places: its nodes (paths from the root) and its "+k more" nodes.
Drawn = Path | More


def parent_of(key: Drawn) -> Path:
    """The node drawn above ``key`` (a path or a "+k more" node; not the root)."""
    return key.parent if isinstance(key, More) else key[:-1]


def level_of(key: Drawn) -> int:
    """How many levels below the root ``key`` is drawn."""
    return len(key.parent) + 1 if isinstance(key, More) else len(key)


class DisplayTree:
    """The visible part of a search tree, by path, expanded on demand."""

    def __init__(self, tree: SearchTree | MultiTree, depth: int | None = None, *, first_view: int = FIRST_VIEW,
                 first_width: int = FIRST_WIDTH) -> None:
        self.tree = tree
        self.depth = depth
        self._nodes: dict[Path, object] = {(): tree.root}
        self._children: dict[Path, list[object]] = {}
        self.expanded: set[Path] = set()
        #: drawn left to right (the root on the left) rather than top down
        self.sideways = False
        #: the most children drawn under a node (None: all of them); the others wait behind a "+k more" node
        self.cap: int | None = None
        #: the nodes whose "+k more" was opened: all their children are drawn
        self.uncapped: set[Path] = set()
        #: the node whose subtree is drawn, under the path from the root to it (the root: the whole tree)
        self.focus: Path = ()
        #: expanded nodes drawn folded all the same, to fit a screen (:mod:`gameviz.layout.tree_fit`)
        self.folded: set[Path] = set()
        self.first_view, self.first_width = first_view, first_width
        self._open_levels(())

    def _open_levels(self, top: Path) -> None:
        """Expand whole levels under ``top`` while they fit in the first view (its children always)."""
        level: list[Path] = [top]
        count = 1
        while level:
            sizes = [self.child_count(p) for p in level]
            if count + sum(sizes) > self.first_view or (sum(sizes) > self.first_width and level != [top]):
                break
            next_level: list[Path] = []
            for path, size in zip(level, sizes, strict=True):
                if size:
                    self.expanded.add(path)
                    next_level += [path + (i,) for i in range(size)]
            count += sum(sizes)
            level = next_level

    def node(self, path: Path) -> object:
        node = self._nodes.get(path)
        if node is None:
            node = self._nodes[path] = self._child_nodes(path[:-1])[path[-1]]
        return node

    def _child_nodes(self, path: Path) -> list[object]:
        children = self._children.get(path)
        if children is None:
            node = self.node(path)
            stop = self.tree.terminal_value(node) is not None or (self.depth is not None and len(path) >= self.depth)
            children = self._children[path] = [] if stop else list(self.tree.children(node))
        return children

    def child_count(self, path: Path) -> int:
        """How many children the node has within the depth bound (0 for a leaf)."""
        return len(self._child_nodes(path))

    def visible(self) -> list[Path]:
        """The drawn nodes, parents before children, children in order."""
        return [key for key in self.drawn() if not isinstance(key, More)]

    def drawn(self) -> list[Drawn]:
        """What is drawn, parents before children, children in order, each "+k more" node after the
        children drawn beside it: the path from the root to the focus, then the focus's subtree."""
        out: list[Drawn] = [self.focus[:k] for k in range(len(self.focus))]
        stack: list[Drawn] = [self.focus]
        while stack:
            key = stack.pop()
            out.append(key)
            if isinstance(key, More) or not self._open(key):
                continue
            shown = self.shown_children(key)
            if shown < self.child_count(key):
                stack.append(More(key))
            stack.extend(key + (i,) for i in reversed(range(shown)))
        return out

    def shown_children(self, path: Path) -> int:
        """How many children of an expanded node are drawn: all, or the first :attr:`cap`."""
        count = self.child_count(path)
        return count if self.cap is None or path in self.uncapped else min(count, self.cap)

    def more_count(self, more: More) -> int:
        """k of a "+k more" node: the children of its parent that it stands for."""
        return self.child_count(more.parent) - self.shown_children(more.parent)

    def leads_to_focus(self, path: Path) -> bool:
        """Whether ``path`` is on the path from the root to the focus (the focus excluded)."""
        return len(path) < len(self.focus) and self.focus[: len(path)] == path

    def _open(self, path: Path) -> bool:
        """Whether the node's children are drawn under it, as far as the node itself says (expanded, and
        not folded to fit a screen)."""
        return path in self.expanded and path not in self.folded

    def opened(self, path: Path) -> bool:
        """Whether the node is drawn with children under it (on the path to the focus: one of them)."""
        return self.leads_to_focus(path) or (self._open(path) and bool(self.child_count(path)))

    def hidden_children(self, path: Path) -> int:
        """N of the node's "+N" badge: its children not drawn (on the path to the focus: all but the one
        it leads through)."""
        if self.leads_to_focus(path):
            return self.child_count(path) - 1
        return 0 if self._open(path) else self.child_count(path)

    def expand(self, path: Path) -> bool:
        """Show the node's children; False if that would show too many nodes."""
        if self._open(path) or not self.child_count(path):
            return False
        if path not in self.visible() or self.leads_to_focus(path):
            return False  # not drawn, or drawn as the way to the focus (opening it in place shows its children)
        if len(self.visible()) + self.shown_children(path) > MOST_NODES:
            return False
        self.expanded.add(path)
        self.folded.discard(path)
        return True

    def show_more(self, more: More) -> bool:
        """Draw every child of the parent of ``more``; False if that would show too many nodes."""
        if len(self.visible()) + self.more_count(more) > MOST_NODES:
            return False
        self.uncapped.add(more.parent)
        return True

    def collapse(self, path: Path) -> None:
        """Hide everything below the node."""
        self.expanded = {p for p in self.expanded if p[: len(path)] != path}
        self.uncapped = {p for p in self.uncapped if p[: len(path)] != path}

    def opened_in_place(self, path: Path) -> DisplayTree:
        """A copy of this display with the subtree of ``path`` opened in place (this one is left as it is)."""
        other = copy.copy(self)
        other.expanded, other.uncapped, other.folded = set(self.expanded), set(self.uncapped), set(self.folded)
        other._nodes, other._children = dict(self._nodes), dict(self._children)
        other.open_in_place(path)
        return other

    def open_in_place(self, path: Path) -> None:
        """Draw the subtree of ``path`` alone, its levels opened as a first view opens a tree's, under the
        path that leads to it from the root (``()``: the whole tree again)."""
        self.focus = path
        if not self._open(path):
            self.folded.discard(path)
            self._open_levels(path)

    def levels(self) -> int:
        """How many levels of the focus's subtree are drawn below it."""
        return max((len(path) - len(self.focus) for path in self.visible()), default=0)

    def fold_level(self, level: int) -> None:
        """Fold every node drawn ``level`` levels below the focus (their children are hidden), to fit a
        screen; :meth:`unfold` opens them again."""
        self.folded |= {path for path in self.visible() if len(path) - len(self.focus) == level}

    def unfold(self) -> None:
        """Draw every expanded node open, and every child of each, as if no screen had asked for less."""
        self.folded.clear()
        self.cap = None

    def widest(self) -> int:
        """The most children a drawn node has (those behind a "+k more" node included)."""
        return max((self.child_count(path) for path in self.visible() if self.opened(path)), default=0)

    @property
    def players(self) -> int:
        """How many players the tree's game has."""
        players: int = getattr(self.tree, "players", 2)
        return players

    @property
    def vectors(self) -> bool:
        """True when the tree's values are vectors of scores (max^n)."""
        return has_vectors(self.tree)

    def player(self, path: Path) -> int:
        """The player who chooses at the node (J1 is MAX in a two-player tree)."""
        node = self.node(path)
        who = getattr(self.tree, "player", None)
        if who is not None:
            player: int = who(node)
            return player
        return 1 if self.tree.is_max(node) else 2  # type: ignore[union-attr]  # a SearchTree

    def shape_width(self) -> float:
        """The width of a node's shape: vectors of scores need room for one number per player."""
        return max(SHAPE_W, 16.0 + 15.0 * self.players) if self.vectors else SHAPE_W


def short_name(display: DisplayTree, path: Path) -> str:
    """What is written beside a node: its letter in an exercise tree, the move that leads to it in a
    game tree (the whole line of moves is the node's name in sentences), nothing at a game's root."""
    tree = display.tree
    if getattr(tree, "game", None) is None:
        return node_name(tree, path)
    if not path:
        return ""
    return str(tree.move_label(display.node(path[:-1]), path[-1]))  # type: ignore[union-attr]


def _rooms(display: DisplayTree, path: Path) -> tuple[float, float]:
    """The room left and right of a node's shape (at scale 1): its name on the left, measured on its
    text, and [α, β] on the right of an expanded node (above it, left to right) or the "+N" badge on the
    right of a folded one (a node on the path to the focus has its "+N", its other children, under its
    name). Left to right, the edge that comes in ends before the name: no room is kept beyond it."""
    name = short_name(display, path)
    name_width = text_width(name, SIZES.badge, True) if name else 0.0
    least_name = 5.0 if display.sideways else NAME_ROOM
    window = 5.0 if display.sideways else WINDOW_ROOM
    if display.leads_to_focus(path):  # its badge under its name, on the left: [α, β] may be on the right
        return max(least_name, name_width + 6, _badge_room(display, path) + 4), window
    if display.opened(path):
        return max(least_name, name_width + 6), window
    return max(5.0, name_width + 4), 5.0 + _badge_room(display, path)


def top_room(display: DisplayTree, path: Drawn) -> float:
    """The room above a node's shape (at scale 1): for [α, β] above an expanded node drawn left to right."""
    if display.sideways and not isinstance(path, More) and display.opened(path):
        return WINDOW_LINE
    return 0.0


def more_text(display: DisplayTree, more: More, words: str = "+{0} more") -> str:
    """What a "+k more" node says (``words``: the sentence, translated)."""
    return words.format(display.more_count(more))


def tree_node_sizes(display: DisplayTree, boards: bool, scale: float = 1.0,
                    more_words: str = "+{0} more") -> dict[Drawn, tuple[float, float, str]]:
    """(width, height, shape) of each drawn node for the layout: its shape, its board under it, and
    the room its name, its [α, β] or its badge take beside it; a "+k more" node as wide as its words
    (``more_words``, translated); ``scale`` times the usual sizes."""
    sizes: dict[Drawn, tuple[float, float, str]] = {}
    shape_w = display.shape_width()
    for key in display.drawn():
        if isinstance(key, More):
            width = text_width(more_text(display, key, more_words), SIZES.badge, True) + MORE_PADDING
            sizes[key] = (width * scale, SHAPE_H * scale, "box")
            continue
        board = node_board(display, key) if boards else None
        height = top_room(display, key) + SHAPE_H + (BOARD_H + 4 if board is not None else 0)
        left, right = _rooms(display, key)
        board_w = BOARD_H * board_aspect(board) + 4 if board is not None else 0.0
        # the board, centred under the shape, may spread under the rooms beside it (not past the box)
        core = max(shape_w, board_w - 2 * min(left, right))
        sizes[key] = ((left + core + right) * scale, height * scale, "box")
    return sizes


def _badge_room(display: DisplayTree, path: Path) -> float:
    """Room on the right of a folded node for its "+N" badge and the count of cuts under it."""
    hidden = display.hidden_children(path)
    if not hidden:
        return 0.0
    return max(text_width(f"+{hidden}", SIZES.badge, True), text_width("✂ 99", SIZES.badge, True)) + 4


def shape_offset(display: DisplayTree, path: Drawn, scale: float = 1.0) -> float:
    """How far the node's shape sits right of its box's centre: the box has room for the node's name on
    the left, and for [α, β] or the badge on the right (a "+k more" node is its words, centred)."""
    if isinstance(path, More):
        return 0.0
    left, right = _rooms(display, path)
    return scale * (left - right) / 2


def node_board(display: DisplayTree, path: Path) -> Board | None:
    """The board of the node's position in a game tree (None in an exercise tree)."""
    game = getattr(display.tree, "game", None)
    return game.board(display.node(path)) if game is not None else None


def shape_middle(display: DisplayTree, key: Drawn, box: NodeBox, scale: float = 1.0) -> float:
    """The height of the middle of a node's shape (a box's top part, under [α, β] left to right; the
    board is under it; a "+k more" node is its words, in the middle)."""
    if isinstance(key, More):
        return box.y
    return box.y - box.height / 2 + scale * (top_room(display, key) + SHAPE_H / 2)


def tree_edges(display: DisplayTree, boxes: dict[Drawn, NodeBox],
               scale: float = 1.0) -> dict[tuple[Drawn, Drawn], EdgePath]:
    """Straight edges from each parent to each child: top down, from the bottom of the parent's box (under
    its board, if any) to the top of the child's shape; left to right, from the right of the parent's box
    to the left of the child's (before the move written beside it), level with their shapes."""
    edges: dict[tuple[Drawn, Drawn], EdgePath] = {}
    for key in boxes:
        if key == ():
            continue
        parent = parent_of(key)
        if parent not in boxes:
            continue
        a, b = boxes[parent], boxes[key]
        if display.sideways:
            start = (a.x + a.width / 2, shape_middle(display, parent, a, scale))
            end = (b.x - b.width / 2, shape_middle(display, key, b, scale))
        else:
            start = (a.x + shape_offset(display, parent, scale), a.y + a.height / 2)
            end = (b.x + shape_offset(display, key, scale), b.y - b.height / 2)
        edges[(parent, key)] = _straight(start, end)
    return edges


def _straight(start: tuple[float, float], end: tuple[float, float]) -> EdgePath:
    """A straight edge from ``start`` to the arrow's tip at ``end``, as one cubic segment."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max((dx * dx + dy * dy) ** 0.5, 1.0)
    back = (end[0] - dx / length * 6, end[1] - dy / length * 6)
    third = ((back[0] - start[0]) / 3, (back[1] - start[1]) / 3)
    return EdgePath((start, (start[0] + third[0], start[1] + third[1]),
                     (start[0] + 2 * third[0], start[1] + 2 * third[1]), back), end)


#: How far right of a tree drawn left to right the mark of a cut may reach, at scale 1.
CUT_MARK_ROOM = 130.0


def tree_bounds(layout: Layout, sideways: bool, sizes: Sizes = SIZES, *,
                marks: bool = True) -> tuple[float, float, float, float]:
    """The picture of a tree laid out as ``layout``: (x, y, width, height), with a margin for what is drawn
    around the nodes (a selection's frame, the mark of a cut under the lowest ones) and, when it is drawn left
    to right and ``marks``, room for the mark of a cut right of the rightmost ones."""
    margin = 16.0 * sizes.scale + sizes.badge
    right = margin + (CUT_MARK_ROOM * sizes.scale if sideways and marks else 0.0)
    return (-margin, -margin, layout.width + margin + right, layout.height + 2 * margin)


def subtree_ends(display: DisplayTree, boxes: dict[Drawn, NodeBox]) -> dict[Drawn, float]:
    """The bottom (top down) or the right side (left to right) of the farthest node drawn in each node's
    subtree, from the nodes' ``boxes``."""
    sideways = display.sideways
    ends: dict[Drawn, float] = {}
    for key in reversed(display.drawn()):  # children first
        box = boxes[key]
        end = max(ends.get(key, -math.inf), box.x + box.width / 2 if sideways else box.y + box.height / 2)
        ends[key] = end
        if key != ():
            parent = parent_of(key)
            ends[parent] = max(ends.get(parent, -math.inf), end)
    return ends
