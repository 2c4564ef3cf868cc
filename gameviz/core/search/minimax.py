"""Minimax and negamax, as generators of trace events.

``minimax`` is the course's ``minimax(G, p, h, prof)``: MAX nodes take the
largest value of their children, MIN nodes the smallest; at the depth bound
the heuristic stands in for the value. ``negamax`` is the same search seen
from the player to move: one maximisation and a change of sign ("point de vue
négamax"), optionally with memoization of positions already evaluated, whose
reuse is a :class:`~gameviz.core.search.trace.MemoHit` event.

Both return every best move of the root (the course's "version augmentée").

References
----------
J. von Neumann (1928); D. Knuth, R. Moore, "An analysis of alpha-beta
pruning", *Artificial Intelligence* 6 (1975), section 2 (negamax).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field

from gameviz.core.search.ordering import child_order
from gameviz.core.search.trace import (
    ChildValue,
    Enter,
    Exit,
    Leaf,
    LeafSource,
    MemoHit,
    NodeResult,
    NodeSearch,
    Path,
    Search,
    SearchResult,
    SearchStats,
)
from gameviz.core.search.tree import Node, SearchTree


@dataclass
class _Context:
    tree: SearchTree
    trace: bool
    order: bool
    first_moves: Mapping[Hashable, int] | None = None
    memo: dict[tuple[Hashable, int | None], NodeResult] | None = None
    stats: SearchStats = field(default_factory=SearchStats)


def minimax(
    tree: SearchTree,
    *,
    depth: int | None = None,
    order: bool = False,
    trace: bool = True,
) -> Search:
    """Minimax with MAX and MIN nodes.

    Parameters
    ----------
    tree
        The tree to search.
    depth
        The depth bound (None: to the end of the game or tree).
    order
        Visit children in heuristic order (does not change minimax's work).
    trace
        Yield events; False gives the result alone, faster.
    """
    context = _Context(tree, trace, order)
    value, principal, best = yield from _minimax(context, tree.root, (), depth)
    return SearchResult(value, best, context.stats, principal)


def _minimax(context: _Context, node: Node, path: Path, depth: int | None) -> NodeSearch:
    tree, trace, stats = context.tree, context.trace, context.stats
    maximize = tree.is_max(node)
    stats.nodes += 1
    if trace:
        yield Enter(path, len(path), None, None, "max" if maximize else "min")
    value = _leaf_value(tree, node, depth)
    if value is not None:
        stats.leaves += 1
        if trace:
            yield Leaf(path, value[0], value[1])
        return value[0], (), ()
    children = tree.children(node)
    best_value = -math.inf if maximize else math.inf
    best: list[int] = []
    principal: Path = ()
    for i in child_order(tree, node, children, by_heuristic=context.order):
        child_value, child_line, _ = yield from _minimax(
            context, children[i], path + (i,), None if depth is None else depth - 1
        )
        if trace:
            yield ChildValue(path, i, child_value)
        if not best or (child_value > best_value if maximize else child_value < best_value):
            best_value, best, principal = child_value, [i], (i,) + child_line
        elif child_value == best_value:
            best.append(i)
    if trace:
        yield Exit(path, best_value, tuple(best))
    return best_value, principal, tuple(best)


def negamax(
    tree: SearchTree,
    *,
    depth: int | None = None,
    order: bool = False,
    memo: bool = False,
    trace: bool = True,
) -> Search:
    """Negamax: every node maximises the negation of its children's values.

    Values in the events are from the point of view of the player to move
    (``Enter.sign`` is +1 when that is MAX); the result is from MAX's point
    of view, like minimax's. With ``memo``, the value of each (position,
    remaining depth) is stored and reused, so transpositions are searched once.
    """
    context = _Context(tree, trace, order, memo={} if memo else None)
    sign = 1 if tree.is_max(tree.root) else -1
    value, principal, best = yield from _negamax(context, tree.root, (), depth, sign)
    return SearchResult(sign * value, best, context.stats, principal)


def _negamax(context: _Context, node: Node, path: Path, depth: int | None, sign: int) -> NodeSearch:
    tree, trace, stats, memo = context.tree, context.trace, context.stats, context.memo
    stats.nodes += 1
    if trace:
        yield Enter(path, len(path), None, None, "nega", sign)
    if memo is not None:
        key = (tree.key(node), depth)
        stored = memo.get(key)
        if stored is not None:
            stats.memo_hits += 1
            if trace:
                yield MemoHit(path, stored[0])
            return stored
    value = _leaf_value(tree, node, depth)
    if value is not None:
        stats.leaves += 1
        if trace:
            yield Leaf(path, sign * value[0], value[1])
        result: NodeResult = (sign * value[0], (), ())
    else:
        children = tree.children(node)
        best_value = -math.inf
        best: list[int] = []
        principal: Path = ()
        for i in child_order(tree, node, children, by_heuristic=context.order):
            child_value, child_line, _ = yield from _negamax(
                context, children[i], path + (i,), None if depth is None else depth - 1, -sign
            )
            child_value = -child_value
            if trace:
                yield ChildValue(path, i, child_value)
            if not best or child_value > best_value:
                best_value, best, principal = child_value, [i], (i,) + child_line
            elif child_value == best_value:
                best.append(i)
        if trace:
            yield Exit(path, best_value, tuple(best))
        result = (best_value, principal, tuple(best))
    if memo is not None:
        memo[key] = result
    return result


def _leaf_value(tree: SearchTree, node: Node, depth: int | None) -> tuple[float, LeafSource] | None:
    """(value for MAX, "terminal" or "heuristic") if the search stops here, else None."""
    value = tree.terminal_value(node)
    if value is not None:
        return value, "terminal"
    if depth is not None and depth <= 0:
        return tree.heuristic(node), "heuristic"
    return None
