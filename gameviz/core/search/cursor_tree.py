"""A game tree searched by making and unmaking moves on one position, for games whose positions are
costly to copy (chess: a python-chess board, which a FEN or EPD string per node would rebuild).

A game offers a :class:`Cursor` on a position (its ``cursor(state)``): one mutable position that
moves are pushed onto and popped off. :class:`CursorTree` is the same tree as the game's
:class:`~gameviz.core.search.tree.GameTree` (same children in the same order, same values, same
keys for transpositions), whose nodes are moves from their parent: asked about a node, it brings
the cursor there from where it is, popping back to their common ancestor and pushing on down. A
depth-first search asks about a child, its children, then the next child: each step is a move or
two. The searches of :mod:`gameviz.core.search` walk it as any tree, and their events are the same.

:func:`searched_by_moves` gives a game tree's :class:`CursorTree` when its game has a cursor.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Any, Protocol

from gameviz.core.outcome import Outcome, outcome_value
from gameviz.core.search.tree import GameTree


class Cursor(Protocol):
    """One position of a game, changed by playing moves and taking them back."""

    def push(self, move: Any) -> None:
        """Play ``move``."""

    def pop(self) -> None:
        """Take the last move back."""

    def moves(self) -> Sequence[Any]:
        """The legal moves, in the game's order (none when the game is over)."""

    def outcome(self) -> Outcome | None:
        """None while the game goes on, else who won."""

    def heuristic(self) -> float:
        """The game's own estimate of the position, for J1 (±∞ when won)."""

    def player(self) -> int:
        """The player to move."""

    def key(self) -> Hashable:
        """The position as a key: equal for the same position (transpositions)."""

    def state(self) -> Hashable:
        """The position as the game writes it (what other heuristics are called with)."""


class _Node:
    """A node: the move that leads to it from its parent (the root has none)."""

    __slots__ = ("depth", "move", "moves", "parent")

    def __init__(self, parent: _Node | None, move: Any) -> None:
        self.parent, self.move = parent, move
        self.depth: int = 0 if parent is None else parent.depth + 1
        self.moves: Sequence[Any] | None = None


class CursorTree:
    """``tree`` (a game tree) walked on the game's cursor; see the module."""

    def __init__(self, tree: GameTree, cursor: Cursor) -> None:
        self.root = _Node(None, None)
        self.win = tree.win
        self._cursor = cursor
        self._path = [self.root]  # the nodes from the root to where the cursor is
        self._function = tree.heuristic_function
        self._own = self._function == tree.game.heuristic

    def _go(self, node: _Node) -> Cursor:
        """The cursor, brought to ``node``."""
        path = self._path
        if path[-1] is node:
            return self._cursor
        below = []
        while node.depth >= len(path) or path[node.depth] is not node:
            below.append(node)
            node = node.parent  # type: ignore[assignment]  # the root is on the path: the climb ends there
        while len(path) > node.depth + 1:
            self._cursor.pop()
            path.pop()
        for step in reversed(below):
            self._cursor.push(step.move)
            path.append(step)
        return self._cursor

    def children(self, node: _Node) -> list[_Node]:
        if node.moves is None:
            node.moves = self._go(node).moves()
        return [_Node(node, move) for move in node.moves]

    def terminal_value(self, node: _Node) -> float | None:
        outcome = self._go(node).outcome()
        return None if outcome is None else outcome_value(outcome, win=self.win)

    def heuristic(self, node: _Node) -> float:
        value = self.estimate(node)
        return math.copysign(self.win, value) if math.isinf(value) else value

    def estimate(self, node: _Node) -> float:
        cursor = self._go(node)
        return cursor.heuristic() if self._own else self._function(cursor.state())

    def is_max(self, node: _Node) -> bool:
        return self._go(node).player() == 1

    def key(self, node: _Node) -> Hashable:
        return self._go(node).key()

    def label(self, node: _Node) -> str:
        return str(self._go(node).state())


def searched_by_moves(tree: Any) -> Any:
    """``tree`` as a search walks it fastest: the :class:`CursorTree` of a game tree whose game has a
    cursor, else ``tree`` itself."""
    if type(tree) is GameTree and hasattr(tree.game, "cursor"):
        return CursorTree(tree, tree.game.cursor(tree.root))
    return tree
