"""The part of a search tree that is drawn, and the room each drawn node takes.

:class:`DisplayTree` decides which nodes are drawn: all of a small tree, the
top levels of a big one, the rest behind "+N" badges (N hidden children) until
the user expands a node — never more nodes than can be read. The sizes given
to the layout leave room, beside each node's shape, for what is written
there, measured on its text: the node's letter or the move that leads to it
on the left, [α, β] on the right of an expanded node, the "+N" badge on the
right of a folded one; :func:`tree_edges` joins the shapes. What is drawn in
that room is :mod:`gameviz.figure.tree_figure`'s job.
"""

from __future__ import annotations

from gameviz.core.board import Board
from gameviz.core.search.options import has_vectors
from gameviz.core.search.trace import Path
from gameviz.core.search.tree import MultiTree, SearchTree, node_name
from gameviz.figure.boards import board_aspect
from gameviz.figure.geometry import EdgePath, NodeBox
from gameviz.figure.primitives import text_width
from gameviz.figure.style import SIZES

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


class DisplayTree:
    """The visible part of a search tree, by path, expanded on demand."""

    def __init__(self, tree: SearchTree | MultiTree, depth: int | None = None, *, first_view: int = FIRST_VIEW,
                 first_width: int = FIRST_WIDTH) -> None:
        self.tree = tree
        self.depth = depth
        self._nodes: dict[Path, object] = {(): tree.root}
        self._children: dict[Path, list[object]] = {}
        self.expanded: set[Path] = set()
        level: list[Path] = [()]
        count = 1
        while level:
            sizes = [self.child_count(p) for p in level]
            if count + sum(sizes) > first_view or (sum(sizes) > first_width and level != [()]):
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
        out: list[Path] = []
        stack: list[Path] = [()]
        while stack:
            path = stack.pop()
            out.append(path)
            if path in self.expanded:
                stack.extend(path + (i,) for i in reversed(range(self.child_count(path))))
        return out

    def hidden_children(self, path: Path) -> int:
        """N of the node's "+N" badge: its children not drawn."""
        return 0 if path in self.expanded else self.child_count(path)

    def expand(self, path: Path) -> bool:
        """Show the node's children; False if that would show too many nodes."""
        if path in self.expanded or not self.child_count(path):
            return False
        if path and not all(path[:k] in self.expanded for k in range(len(path))):
            return False  # not drawn
        if len(self.visible()) + self.child_count(path) > MOST_NODES:
            return False
        self.expanded.add(path)
        return True

    def collapse(self, path: Path) -> None:
        """Hide everything below the node."""
        self.expanded = {p for p in self.expanded if p[: len(path)] != path}

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
    text, and [α, β] on the right of an expanded node or the "+N" badge on the right of a folded one."""
    name = short_name(display, path)
    name_width = text_width(name, SIZES.badge, True) if name else 0.0
    if path in display.expanded:
        return max(NAME_ROOM, name_width + 6), WINDOW_ROOM
    return max(5.0, name_width + 4), 5.0 + _badge_room(display, path)


def tree_node_sizes(display: DisplayTree, boards: bool, scale: float = 1.0) -> dict[Path, tuple[float, float, str]]:
    """(width, height, shape) of each visible node for the layout: its shape, its board under it, and
    the room its name, its [α, β] or its badge take beside it; ``scale`` times the usual sizes."""
    sizes = {}
    shape_w = display.shape_width()
    for path in display.visible():
        board = node_board(display, path) if boards else None
        height = SHAPE_H + (BOARD_H + 4 if board is not None else 0)
        left, right = _rooms(display, path)
        board_w = BOARD_H * board_aspect(board) + 4 if board is not None else 0.0
        # the board, centred under the shape, may spread under the rooms beside it (not past the box)
        core = max(shape_w, board_w - 2 * min(left, right))
        sizes[path] = ((left + core + right) * scale, height * scale, "box")
    return sizes


def _badge_room(display: DisplayTree, path: Path) -> float:
    """Room on the right of a folded node for its "+N" badge and the count of cuts under it."""
    hidden = display.hidden_children(path)
    if not hidden:
        return 0.0
    return max(text_width(f"+{hidden}", SIZES.badge, True), text_width("✂ 99", SIZES.badge, True)) + 4


def shape_offset(display: DisplayTree, path: Path, scale: float = 1.0) -> float:
    """How far the node's shape sits right of its box's centre: the box has room for the node's name on
    the left, and for [α, β] or the badge on the right."""
    left, right = _rooms(display, path)
    return scale * (left - right) / 2


def node_board(display: DisplayTree, path: Path) -> Board | None:
    """The board of the node's position in a game tree (None in an exercise tree)."""
    game = getattr(display.tree, "game", None)
    return game.board(display.node(path)) if game is not None else None


def tree_edges(display: DisplayTree, boxes: dict[Path, NodeBox],
               scale: float = 1.0) -> dict[tuple[Path, Path], EdgePath]:
    """Straight edges from the bottom of each parent's shape to the top of each child's."""
    edges = {}
    for path in boxes:
        if path == ():
            continue
        parent = path[:-1]
        if parent not in boxes:
            continue
        a, b = boxes[parent], boxes[path]
        start = (a.x + shape_offset(display, parent, scale), a.y + a.height / 2)  # below the board, if any
        end = (b.x + shape_offset(display, path, scale), b.y - b.height / 2)
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = max((dx * dx + dy * dy) ** 0.5, 1.0)
        back = (end[0] - dx / length * 6, end[1] - dy / length * 6)
        third = ((back[0] - start[0]) / 3, (back[1] - start[1]) / 3)
        edges[(parent, path)] = EdgePath(
            (start, (start[0] + third[0], start[1] + third[1]),
             (start[0] + 2 * third[0], start[1] + 2 * third[1]), back),
            end,
        )
    return edges
