"""What every search algorithm shares while it walks a tree: the tree, who listens, the counts,
the options (ordering, transposition table, first moves), and the steps common to all of them:
entering a node, stopping at a leaf, ordering children, keeping the best child so far.

An algorithm of :mod:`gameviz.core.search` is then a short recursive function reading like the
course's pseudo-code; it tells the :class:`~gameviz.core.search.trace.Sink` what happens through
:attr:`SearchContext.emit`, which builds no event when nobody listens.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gameviz.core.search.ordering import child_order
from gameviz.core.search.trace import (
    Emit,
    Enter,
    Leaf,
    LeafSource,
    MemoHit,
    NodeKind,
    Path,
    SearchStats,
    Sink,
)
from gameviz.core.search.tree import Node


@dataclass
class SearchContext:
    """One run of a search.

    Parameters
    ----------
    tree
        The tree searched (a :class:`~gameviz.core.search.tree.SearchTree`, or a
        :class:`~gameviz.core.search.tree.MultiTree` for max^n).
    sink
        Who listens: the events and the watch of the nodes entered.
    order
        Sort children by the heuristic, best first for the player who chooses.
    memo
        The transposition table, or None without one; each algorithm stores its own records.
    first_moves
        For some position keys, a child to try first (iterative deepening).
    counted
        Nodes entered by earlier searches of the same run (iterative deepening), added to
        what the watch is told.
    """

    tree: Any
    sink: Sink = field(default_factory=Sink)
    order: bool = False
    memo: dict[tuple[Hashable, int | None], Any] | None = None
    first_moves: Mapping[Hashable, int] | None = None
    counted: int = 0
    stats: SearchStats = field(default_factory=SearchStats)
    #: the best child found at each position (the first moves of the next deepening)
    best_moves: dict[Hashable, int] = field(default_factory=dict)
    emit: Emit = field(init=False)
    _next_look: float = field(init=False)

    def __post_init__(self) -> None:
        self.emit = self.sink.emit
        self._next_look = self.sink.every - self.counted % self.sink.every if self.sink.watch else math.inf

    def enter(self, path: Path, kind: NodeKind, alpha: float | None = None, beta: float | None = None,
              *, sign: int = 1, player: int = 0) -> None:
        """Count the node, tell the watch now and then, and emit :class:`Enter`."""
        self.stats.nodes += 1
        if self.stats.nodes >= self._next_look:
            self._next_look += self.sink.every
            assert self.sink.watch is not None
            self.sink.watch(self.counted + self.stats.nodes, len(path))
        self.emit(Enter, path, len(path), alpha, beta, kind, sign, player)

    def stop_value(self, node: Node, path: Path, depth: int | None, sign: int = 1) -> Any:
        """The value of ``node`` if the search stops there (the game is over, or the depth bound:
        the heuristic), emitting :class:`Leaf` with the value times ``sign``; else None. The value is
        a number, or a vector of scores for max^n."""
        value = self.tree.terminal_value(node)
        source: LeafSource = "terminal"
        if value is None:
            if depth is None or depth > 0:
                return None
            value, source = self.tree.heuristic(node), "heuristic"
        self.stats.leaves += 1
        signed = value if sign == 1 else sign * value
        self.emit(Leaf, path, signed, source)
        return signed

    def children(self, node: Node) -> tuple[list[Any], list[int]]:
        """The children of ``node`` and the order to search them in."""
        children = self.tree.children(node)
        order = child_order(self.tree, node, children, by_heuristic=self.order, first_moves=self.first_moves)
        return list(children), order

    def key(self, node: Node, depth: int | None) -> tuple[Hashable, int | None] | None:
        """The transposition table's key of ``node`` searched to ``depth``, None without a table."""
        return None if self.memo is None else (self.tree.key(node), depth)

    def recall(self, key: tuple[Hashable, int | None] | None) -> Any:
        """What the transposition table holds for ``key``, or None."""
        return None if key is None or self.memo is None else self.memo.get(key)

    def remembered(self, key: tuple[Hashable, int | None] | None, path: Path) -> Any:
        """The exact result the transposition table holds for ``key`` (a memo hit: counted and
        emitted as :class:`MemoHit` with its value, the record's first item), or None."""
        stored = self.recall(key)
        if stored is not None:
            self.stats.memo_hits += 1
            self.emit(MemoHit, path, stored[0], "exact")
        return stored

    def store(self, key: tuple[Hashable, int | None] | None, record: Any) -> None:
        """Keep ``record`` for ``key`` in the transposition table (nothing without one)."""
        if key is not None and self.memo is not None:
            self.memo[key] = record


def deeper(depth: int | None) -> int | None:
    """The depth bound of a node's children."""
    return None if depth is None else depth - 1


@dataclass
class Choice:
    """The best children of a node so far: the chooser keeps the child of largest ``score``
    (their own view of its value), the first one on ties, and lists every tied child."""

    score: float = -math.inf
    value: Any = -math.inf  # a number, or a vector for max^n
    best: list[int] = field(default_factory=list)
    principal: Path = ()

    def offer(self, child: int, score: float, value: Any, line: Path) -> bool:
        """Consider ``child``, of ``value`` (``score`` for the chooser) with principal line ``line``;
        True if it is the new best."""
        if not self.best or score > self.score:
            self.score, self.value, self.best, self.principal = score, value, [child], (child,) + line
            return True
        if score == self.score:
            self.best.append(child)
        return False
