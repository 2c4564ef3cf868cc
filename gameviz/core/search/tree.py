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
from gameviz.core.game import AnyGame, result_value

Node = Any


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


# ------------------------------------------------------------ exercise trees
@dataclass(eq=False)
class ExerciseNode:
    """A node of a tree written on the board: a leaf value, or children.

    ``value`` on an inner node is its static estimate (used at a depth bound
    and for move ordering), as some exercise sheets give.
    """

    label: str = ""
    value: float | None = None
    children: list[ExerciseNode] = field(default_factory=list)

    @property
    def is_leaf(self) -> bool:
        return not self.children


class ExerciseTree:
    """An explicit tree; the root is MAX unless ``root_max`` is False.

    Nodes without a label are named as exercise sheets name them, in
    breadth-first order: inner nodes A, B, C, …, leaves a, b, c, … (a leaf's
    value is drawn in it and said with its name: "a is a leaf worth 3").
    """

    def __init__(self, root: ExerciseNode, *, root_max: bool = True) -> None:
        self.root = root
        self.root_max = root_max
        self._depth: dict[int, int] = {}
        self._paths: dict[int, tuple[int, ...]] = {}
        queue: list[tuple[ExerciseNode, int, tuple[int, ...]]] = [(root, 0, ())]
        inner, leaves = _letters(), _letters()
        for node, depth, path in queue:
            self._depth[id(node)] = depth
            self._paths[id(node)] = path
            if node.children and not node.label:
                node.label = next(inner)
            if not node.children and not node.label:
                node.label = next(leaves).lower()
            queue.extend((child, depth + 1, path + (i,)) for i, child in enumerate(node.children))

    def children(self, node: ExerciseNode) -> Sequence[ExerciseNode]:
        return node.children

    def terminal_value(self, node: ExerciseNode) -> float | None:
        return node.value if node.is_leaf else None

    def heuristic(self, node: ExerciseNode) -> float:
        if node.value is None:
            raise InputError(
                f"node {node.label} has no value: give it one to stop the search there "
                "(or search deeper)"
            )
        return node.value

    def estimate(self, node: ExerciseNode) -> float | None:
        return node.value

    def is_max(self, node: ExerciseNode) -> bool:
        return (self._depth[id(node)] % 2 == 0) == self.root_max

    def key(self, node: ExerciseNode) -> Hashable:
        return self._paths[id(node)]

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


def format_bounded(value: float, bound: str = "exact") -> str:
    """A node's value with what it proves: ``17``, ``≤ 17`` (an upper bound) or ``≥ 6`` (a lower one)."""
    return {"upper": "≤ ", "lower": "≥ "}.get(bound, "") + format_value(value)


def format_value(value: float | None) -> str:
    """``3.0`` → ``"3"``, ``inf`` → ``"+∞"``, ``None`` → ``"?"``."""
    if value is None:
        return "?"
    if value == math.inf:
        return "+∞"
    if value == -math.inf:
        return "−∞"
    if float(value).is_integer():
        return str(int(value))
    return f"{value:g}"


# ---------------------------------------------------------------- game trees
class GameTree:
    """The tree of a game from a position: children are the positions after each move.

    ``heuristic`` estimates positions for J1 (the game's own by default);
    finished games are worth +∞ (J1 won), −∞ (J2 won) or 0 (draw).
    """

    def __init__(
        self,
        game: AnyGame,
        start: Hashable | None = None,
        heuristic: Callable[[Hashable], float] | None = None,
    ) -> None:
        self.game = game
        self.root = game.initial() if start is None else start
        self._heuristic = heuristic or game.heuristic
        self._moves: dict[Hashable, list[Any]] = {}

    def moves(self, node: Hashable) -> list[Any]:
        """The legal moves of ``node`` (cached), in the game's order."""
        moves = self._moves.get(node)
        if moves is None:
            moves = [] if self.game.winner(node) is not None else list(self.game.moves(node))
            if len(self._moves) < 1_000_000:
                self._moves[node] = moves
        return moves

    def children(self, node: Hashable) -> list[Hashable]:
        play = self.game.play
        return [play(node, move) for move in self.moves(node)]

    def terminal_value(self, node: Hashable) -> float | None:
        result = self.game.winner(node)
        return None if result is None else result_value(result)

    def heuristic(self, node: Hashable) -> float:
        return self._heuristic(node)

    def estimate(self, node: Hashable) -> float | None:
        return self._heuristic(node)

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


def node_name(tree: SearchTree, path: Sequence[int], *, root: str = "root") -> str:
    """How reports name the node at ``path``: its label in an exercise tree, the
    moves that lead to it in a game tree (``"4 4 5"``), ``root`` for a game's root."""
    if isinstance(tree, GameTree):
        if not path:
            return root
        node, labels = tree.root, []
        for i in path:
            labels.append(tree.move_label(node, i))
            node = tree.game.play(node, tree.moves(node)[i])
        return " ".join(labels)
    if isinstance(tree, ExerciseTree):
        return tree.node_at(path).label
    return tree.label(_node_at(tree, path))


def _node_at(tree: SearchTree, path: Sequence[int]) -> Node:
    node = tree.root
    for i in path:
        node = tree.children(node)[i]
    return node
