"""The trees that search algorithms walk: exercise trees and game trees.

Both implement :class:`SearchTree`. A node's children are visited in the
order :meth:`SearchTree.children` gives; a *path* is the list of child indices
from the root, so ``(2, 0)`` is the first child of the root's third child.
Values are always given from MAX's point of view (J1 is MAX); negamax turns
them round itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from gameviz.core.errors import InputError
from gameviz.core.game import AnyGame
from gameviz.core.outcome import outcome_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

Node = Any
#: The scores of a position, one per player (J1's first): the values of searches with n players.
Vector = tuple[float, ...]
#: A search value: a number (two players) or a vector (n players).
Value = float | Vector

#: A node whose scores are not one per player.
SCORES = QT_TRANSLATE_NOOP("errors", "node {node} has {count} scores {scores}, but the game has {players} players")


class SearchTree(Protocol):
    """What minimax, negamax and alpha-beta need to know about a tree."""

    root: Node

    def children(self, node: Node) -> Sequence[Node]:
        """The children, in the order the search visits them."""

    def terminal_value(self, node: Node) -> float | None:
        """The exact value of a finished position or a leaf, else None."""

    def heuristic(self, node: Node) -> float:
        """An estimate of the node for MAX, used at the depth bound."""

    def estimate(self, node: Node) -> float | None:
        """An estimate for move ordering, or None when the tree gives none."""

    def is_max(self, node: Node) -> bool:
        """True if MAX (J1) chooses at this node."""

    def key(self, node: Node) -> Hashable:
        """Identifies the position, so that memoization finds transpositions."""

    def label(self, node: Node) -> str:
        """The name of the node in pictures and sentences."""


class MultiTree(Protocol):
    """What max^n and paranoid need to know about a tree of a game with n players."""

    root: Node
    players: int

    def children(self, node: Node) -> Sequence[Node]:
        """The children, in the order the search visits them."""

    def player(self, node: Node) -> int:
        """The player who chooses at ``node`` (1 … players)."""

    def terminal_value(self, node: Node) -> Vector | None:
        """The scores of a finished position or a leaf, else None."""

    def heuristic(self, node: Node) -> Vector:
        """Estimated scores, used at the depth bound."""

    def key(self, node: Node) -> Hashable:
        """Identifies the position."""

    def label(self, node: Node) -> str:
        """The name of the node in pictures and sentences."""


# ------------------------------------------------------------ exercise trees
@dataclass(eq=False, slots=True)
class ExerciseNode:
    """A node of a tree written on the board: a leaf value, or children.

    ``value`` on an inner node is its static estimate (used at a depth bound
    and for move ordering), as some exercise sheets give. Trees of games with
    n players give ``vector`` instead: one score per player. ``player`` says
    who chooses at the node when the tree does not follow the usual turns
    (1 is MAX in a two-player tree).

    A node is its own identity (two nodes are equal only if they are the same node), so that a
    tree can key what it knows of its nodes by the nodes themselves.
    """

    label: str = ""
    value: float | None = None
    children: list[ExerciseNode] = field(default_factory=list)
    vector: Vector | None = None
    player: int | None = None

    @property
    def is_leaf(self) -> bool:
        return not self.children


class WrittenTree:
    """An explicit tree, as written on the board: its nodes, their names and their depths.

    Nodes without a label are named as exercise sheets name them, in
    breadth-first order: inner nodes A, B, C, …, leaves a, b, c, … (a leaf's
    value is drawn in it and said with its name: "a is a leaf worth 3").

    The tree keeps one number per node, its depth, so that its memory grows with the number of
    nodes however deep they are (a node's path from the root is not stored: :meth:`node_at`
    follows one).
    """

    def __init__(self, root: ExerciseNode) -> None:
        self.root = root
        self._depth = _name_nodes(root)

    def children(self, node: ExerciseNode) -> Sequence[ExerciseNode]:
        return node.children

    def key(self, node: ExerciseNode) -> Hashable:
        return node  # an exercise tree has no transpositions: each node is its own position

    def label(self, node: ExerciseNode) -> str:
        return node.label

    def node_at(self, path: Sequence[int]) -> ExerciseNode:
        """The node reached by ``path`` from the root."""
        node = self.root
        for i in path:
            node = node.children[i]
        return node

    def depth(self) -> int:
        """The length of the longest path from the root to a leaf."""
        return max(self._depth.values())


class ExerciseTree(WrittenTree):
    """An explicit tree of values; the root is MAX unless ``root_max`` is False."""

    def __init__(self, root: ExerciseNode, *, root_max: bool = True) -> None:
        super().__init__(root)
        self.root_max = root_max

    def terminal_value(self, node: ExerciseNode) -> float | None:
        return node.value if node.is_leaf else None

    def heuristic(self, node: ExerciseNode) -> float:
        if node.value is None:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "node {node} has no value: give it one to stop the search "
                                                                  "there (or search deeper)"), node=node.label))
        return node.value

    def estimate(self, node: ExerciseNode) -> float | None:
        return node.value

    def is_max(self, node: ExerciseNode) -> bool:
        if node.player is not None:
            return node.player == 1
        return (self._depth[node] % 2 == 0) == self.root_max


def _name_nodes(root: ExerciseNode) -> dict[ExerciseNode, int]:
    """Name the unnamed nodes breadth first (inner A, B, …; leaves a, b, …); return each
    node's depth. Walks the tree a level at a time, holding one level besides the depths."""
    depths: dict[ExerciseNode, int] = {}
    inner, leaves = _letters(), _letters()
    level, depth = [root], 0
    while level:
        below: list[ExerciseNode] = []
        for node in level:
            depths[node] = depth
            if not node.label:
                node.label = next(inner) if node.children else next(leaves).lower()
            below.extend(node.children)
        level, depth = below, depth + 1
    return depths


class VectorTree(WrittenTree):
    """An explicit tree of a game with ``players`` players: leaves hold one score per player.

    The player to move cycles J1, J2, …, Jn from ``first`` at the root, unless a
    node says otherwise (:attr:`ExerciseNode.player`).

    Raises
    ------
    InputError
        If there are fewer than 2 players, or a vector or a player number does not
        fit ``players`` (the message names the node).
    """

    vectors = True

    def __init__(self, root: ExerciseNode, *, players: int, first: int = 1) -> None:
        if players < 2:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "a game has at least 2 players, not "
                                                                  "{players}"), players=players))
        if not 1 <= first <= players:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the first player is J1 … J{players}, not "
                                                                  "J{first}"), players=players,
                                      first=first))
        super().__init__(root)
        self.players = players
        self.first = first
        nodes = [root]
        for node in nodes:
            if node.vector is not None and len(node.vector) != players:
                raise InputError(Sentence(SCORES, node=node.label, count=len(node.vector),
                                          scores=format_value(node.vector), players=players))
            if node.player is not None and not 1 <= node.player <= players:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "node {node} is played by J{player}, but the game has "
                                                                      "{players} players"), node=node.label, player=node.player,
                                          players=players))
            if not node.children and node.vector is None:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "leaf {node} has no scores"), node=node.label))
            nodes.extend(node.children)

    def player(self, node: ExerciseNode) -> int:
        """The player who chooses at ``node`` (1 … players)."""
        if node.player is not None:
            return node.player
        return (self.first - 1 + self._depth[node]) % self.players + 1

    def is_max(self, node: ExerciseNode) -> bool:
        return self.player(node) == 1

    def terminal_value(self, node: ExerciseNode) -> Vector | None:
        return node.vector if node.is_leaf else None

    def heuristic(self, node: ExerciseNode) -> Vector:
        if node.vector is None:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "node {node} has no scores: give it some to stop the search "
                                                                  "there (or search deeper)"), node=node.label))
        return node.vector

    def estimate(self, node: ExerciseNode) -> Vector | None:
        return node.vector

    def score_total(self) -> float | None:
        """The most the scores of one vector add up to, if every score is ≥ 0 (what shallow
        pruning needs); None if some score is negative."""
        total = 0.0
        nodes = [self.root]
        for node in nodes:
            if node.vector is not None:
                if min(node.vector) < 0:
                    return None
                total = max(total, sum(node.vector))
            nodes.extend(node.children)
        return total


def _letters() -> Iterator[str]:
    """A, B, …, Z, AA, AB, …"""
    n = 0
    while True:
        text, k = "", n
        while True:
            text = chr(ord("A") + k % 26) + text
            k = k // 26 - 1
            if k < 0:
                break
        yield text
        n += 1


def format_bounded(value: Value, bound: str = "exact") -> str:
    """A node's value with what it proves: ``17``, ``≤ 17`` (an upper bound) or ``≥ 6`` (a lower one)."""
    return {"upper": "≤ ", "lower": "≥ "}.get(bound, "") + format_value(value)


def format_value(value: Value | None) -> str:
    """``3.0`` → ``"3"``, ``inf`` → ``"+∞"``, ``None`` → ``"?"``, ``(3, 1.5, 0)`` → ``"(3, 1.5, 0)"``."""
    if value is None:
        return "?"
    if isinstance(value, tuple):
        return "(" + ", ".join(format_value(v) for v in value) + ")"
    if value == math.inf:
        return "+∞"
    if value == -math.inf:
        return "−∞"
    if float(value).is_integer():
        return str(int(value))
    return f"{value:g}"


# ---------------------------------------------------------------- game trees
class PositionTree:
    """The tree of a game from a position: children are the positions after each move. How its
    nodes are valued is the business of :class:`GameTree` (two players) and :class:`MultiGameTree`."""

    def __init__(self, game: AnyGame, start: Hashable | None = None) -> None:
        self.game = game
        self.root = game.initial() if start is None else start
        self._moves: dict[Hashable, list[Any]] = {}

    def moves(self, node: Hashable) -> list[Any]:
        """The legal moves of ``node`` (cached), in the game's order."""
        moves = self._moves.get(node)
        if moves is None:
            moves = [] if self.game.outcome(node) is not None else list(self.game.moves(node))
            if len(self._moves) < 1_000_000:
                self._moves[node] = moves
        return moves

    def children(self, node: Hashable) -> list[Hashable]:
        play = self.game.play
        return [play(node, move) for move in self.moves(node)]

    def is_max(self, node: Hashable) -> bool:
        return self.game.player(node) == 1

    def key(self, node: Hashable) -> Hashable:
        return node

    def label(self, node: Hashable) -> str:
        return self.game.label(node)

    def move_label(self, node: Hashable, index: int) -> str:
        """The name of the ``index``-th move of ``node``."""
        return self.game.move_label(node, self.moves(node)[index])

    def node_at(self, path: Sequence[int]) -> Hashable:
        """The position reached by ``path`` from the root."""
        node = self.root
        for i in path:
            node = self.game.play(node, self.moves(node)[i])
        return node


class GameTree(PositionTree):
    """The tree of a two-player game from a position.

    ``heuristic`` estimates positions for J1 (the game's own by default);
    finished games are worth +∞ (J1 won), −∞ (J2 won) or 0 (draw). With ``win = 1`` (seed 001's
    convention: +1 won by J1, 0 draw, −1 won by J2), a win is worth ±1 instead, the heuristic's ±∞ too.
    """

    def __init__(
        self,
        game: AnyGame,
        start: Hashable | None = None,
        heuristic: Callable[[Hashable], float] | None = None,
        *,
        win: float = math.inf,
    ) -> None:
        super().__init__(game, start)
        self._heuristic = heuristic or game.heuristic
        self.win = win

    @property
    def heuristic_function(self) -> Callable[[Hashable], float]:
        """The function that estimates positions: the game's own unless another was given."""
        return self._heuristic

    def terminal_value(self, node: Hashable) -> float | None:
        outcome = self.game.outcome(node)
        return None if outcome is None else outcome_value(outcome, win=self.win)

    def heuristic(self, node: Hashable) -> float:
        value = self._heuristic(node)
        return math.copysign(self.win, value) if math.isinf(value) else value

    def estimate(self, node: Hashable) -> float | None:
        return self._heuristic(node)


class MultiGameTree(PositionTree):
    """The tree of a game with n players (Chinese checkers), valued by the game's vector of scores."""

    vectors = True

    def __init__(self, game: AnyGame, start: Hashable | None = None) -> None:
        super().__init__(game, start)
        self.players: int = game.players  # type: ignore[attr-defined]  # a game with n players says how many

    def player(self, node: Hashable) -> int:
        return self.game.player(node)

    def terminal_value(self, node: Hashable) -> Vector | None:
        return None if self.game.outcome(node) is None else self.scores(node)

    def heuristic(self, node: Hashable) -> Vector:
        return self.scores(node)

    def estimate(self, node: Hashable) -> Vector | None:
        return self.scores(node)

    def scores(self, node: Hashable) -> Vector:
        vector: Vector = self.game.scores(node)  # type: ignore[attr-defined]  # a game with n players scores each
        return vector


def game_tree(game: AnyGame, start: Hashable | None = None) -> GameTree | MultiGameTree:
    """The tree of ``game`` from ``start``: a :class:`MultiGameTree` for a game scored per player."""
    return MultiGameTree(game, start) if getattr(game, "vectors", False) else GameTree(game, start)


def node_name(tree: SearchTree | MultiTree, path: Sequence[int], *, root: str = "root") -> str:
    """How reports name the node at ``path``: its label in an exercise tree, the
    moves that lead to it in a game tree (``"4 4 5"``), ``root`` for a game's root."""
    if isinstance(tree, PositionTree):
        if not path:
            return root
        node, labels = tree.root, []
        for i in path:
            labels.append(tree.move_label(node, i))
            node = tree.game.play(node, tree.moves(node)[i])
        return " ".join(labels)
    if isinstance(tree, WrittenTree):
        return tree.node_at(path).label
    return tree.label(_node_at(tree, path))


def _node_at(tree: SearchTree | MultiTree, path: Sequence[int]) -> Node:
    node = tree.root
    for i in path:
        node = tree.children(node)[i]
    return node
