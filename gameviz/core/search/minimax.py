"""Minimax and negamax, telling a sink their trace events.

``minimax`` is the course's ``minimax(G, p, h, prof)``: MAX nodes take the
largest value of their children, MIN nodes the smallest; at the depth bound
the heuristic stands in for the value. ``negamax`` is the same search seen
from the player to move: one maximisation and a change of sign ("point de vue
négamax"). Both can memoize the positions already evaluated (a transposition table
of exact values); each reuse is a :class:`~gameviz.core.search.trace.MemoHit` event.

Both return every best move of the root (the course's "version augmentée").

References
----------
J. von Neumann (1928); D. Knuth, R. Moore, "An analysis of alpha-beta
pruning", *Artificial Intelligence* 6 (1975), section 2 (negamax).
"""

from __future__ import annotations

import math

from gameviz.core.search import kernels
from gameviz.core.search.compiled import compiled_search
from gameviz.core.search.context import Choice, SearchContext, deeper
from gameviz.core.search.cursor_tree import searched_by_moves
from gameviz.core.search.trace import ChildValue, Exit, NodeResult, Path, Search, SearchResult, Sink
from gameviz.core.search.tree import Node, SearchTree


def minimax(tree: SearchTree, *, depth: int | None = None, order: bool = False, memo: bool = False,
            trace: bool = True, compiled: bool | None = None) -> Search:
    """Minimax with MAX and MIN nodes; ``tree``, ``depth``, ``order``, ``trace`` and ``compiled`` are
    those of every search (:mod:`gameviz.core.search`). Ordering does not change minimax's work. With
    ``memo``, the exact value of each (position, remaining depth) is stored and reused, so that
    transpositions are searched once (what a transposition table saves, without alpha-beta's cuts)."""
    fast = compiled_search(tree, kernels.MINIMAX, depth=depth, order=order, memo=memo, trace=trace,
                           compiled=compiled)
    if fast is not None:
        return fast
    tree = searched_by_moves(tree)

    def walk(sink: Sink) -> SearchResult:
        context = SearchContext(tree, sink, order, {} if memo else None)
        value, principal, best = _minimax(context, tree.root, (), depth)
        return SearchResult(value, best, context.stats, principal)

    return Search(walk, traced=trace)


def _minimax(context: SearchContext, node: Node, path: Path, depth: int | None) -> NodeResult:
    """minimax(G, p, h, prof): the value of ``node``, its principal line and all its best children."""
    maximize = context.tree.is_max(node)
    context.enter(path, "max" if maximize else "min")
    key = context.key(node, depth)
    stored: NodeResult | None = context.remembered(key, path)
    if stored is not None:
        return stored
    value = context.stop_value(node, path, depth)
    if value is not None:
        result: NodeResult = (value, (), ())
    else:
        children, order = context.children(node)
        choice = Choice(value=-math.inf if maximize else math.inf)
        for i in order:
            child_value, line, _ = _minimax(context, children[i], path + (i,), deeper(depth))
            context.emit(ChildValue, path, i, child_value)
            choice.offer(i, child_value if maximize else -child_value, child_value, line)
        context.emit(Exit, path, choice.value, tuple(choice.best), "exact")
        result = (choice.value, choice.principal, tuple(choice.best))
    context.store(key, result)
    return result


def negamax(tree: SearchTree, *, depth: int | None = None, order: bool = False, memo: bool = False,
            trace: bool = True, compiled: bool | None = None) -> Search:
    """Negamax: every node maximises the negation of its children's values.

    Values in the events are from the point of view of the player to move
    (``Enter.sign`` is +1 when that is MAX); the result is from MAX's point
    of view, like minimax's. With ``memo``, the value of each (position,
    remaining depth) is stored and reused, so transpositions are searched once.
    """
    fast = compiled_search(tree, kernels.NEGAMAX, depth=depth, order=order, memo=memo, trace=trace,
                           compiled=compiled)
    if fast is not None:
        return fast
    tree = searched_by_moves(tree)

    def walk(sink: Sink) -> SearchResult:
        context = SearchContext(tree, sink, order, {} if memo else None)
        sign = 1 if tree.is_max(tree.root) else -1
        value, principal, best = _negamax(context, tree.root, (), depth, sign)
        return SearchResult(sign * value, best, context.stats, principal)

    return Search(walk, traced=trace)


def _negamax(context: SearchContext, node: Node, path: Path, depth: int | None, sign: int) -> NodeResult:
    """The value of ``node`` for the player to move (``sign`` +1 for MAX): the largest of its
    children's values, negated."""
    context.enter(path, "nega", sign=sign)
    key = context.key(node, depth)
    stored: NodeResult | None = context.remembered(key, path)
    if stored is not None:
        return stored
    value = context.stop_value(node, path, depth, sign)
    if value is not None:
        result: NodeResult = (value, (), ())
    else:
        children, order = context.children(node)
        choice = Choice()
        for i in order:
            child_value, line, _ = _negamax(context, children[i], path + (i,), deeper(depth), -sign)
            context.emit(ChildValue, path, i, -child_value)
            choice.offer(i, -child_value, -child_value, line)
        context.emit(Exit, path, choice.value, tuple(choice.best), "exact")
        result = (choice.value, choice.principal, tuple(choice.best))
    context.store(key, result)
    return result
