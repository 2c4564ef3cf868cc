"""Alpha-beta pruning, telling a sink its trace events.

The fail-hard version is the course's (seed 003, F. Torre's
``ValeurAlphaBeta``): a MAX node raises α with each child's value and stops as
soon as α ≥ β (a β-cut); a MIN node lowers β and stops as soon as β ≤ α (an
α-cut). Its value never falls below the α it was given nor rises above… except
at a cut, where it returns the value that caused it. The fail-soft version
(seed 004) keeps each node's own best value, starting from ±∞, and passes the
tighter of the window and that value to the children; it returns values
outside the window when it can prove them. Both visit exactly the same leaves
as the textbook algorithm for the same child order.

Options: move ordering by the heuristic, a transposition table (``memo``)
storing exact values and bounds, and iterative deepening that tries each
position's previous best move first.

References
----------
D. Knuth, R. Moore, "An analysis of alpha-beta pruning", *Artificial
Intelligence* 6 (1975); S. Russell, P. Norvig, *Artificial Intelligence: A
Modern Approach*, section 5.3 (the tree [[3,12,8],[2,4,6],[14,5,2]]).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from typing import Any, NamedTuple

from gameviz.core.errors import InputError
from gameviz.core.search import kernels
from gameviz.core.search.compiled import compiled_search
from gameviz.core.search.context import SearchContext, deeper
from gameviz.core.search.cursor_tree import searched_by_moves
from gameviz.core.search.ordering import child_order
from gameviz.core.search.trace import (
    BoundChange,
    ChildValue,
    Cutoff,
    Exit,
    Iteration,
    MemoFlag,
    MemoHit,
    Path,
    Search,
    SearchResult,
    SearchStats,
    Sink,
    run,
)
from gameviz.core.search.tree import Node, SearchTree
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: What a search of one node returns: (value, principal line, best child, what the value proves).
Found = tuple[float, Path, int | None, MemoFlag]
#: A transposition-table entry: the value, what it proves, the line and the best child.
Stored = tuple[float, MemoFlag, Path, int | None]


class Window(NamedTuple):
    """The window [α, β] a node is searched in, and the paths of the nodes that set each bound
    (None while it is the initial ±∞), so that a cut can say which ancestor caused it."""

    alpha: float = -math.inf
    beta: float = math.inf
    alpha_owner: Path | None = None
    beta_owner: Path | None = None

    def raised(self, context: SearchContext, path: Path, maximize: bool, value: float) -> Window:
        """The window after the node at ``path`` reached ``value``: α rises at a MAX node, β falls
        at a MIN node (each change emitted as a :class:`BoundChange`)."""
        if maximize and value > self.alpha:
            context.emit(BoundChange, path, "alpha", self.alpha, value)
            return self._replace(alpha=value, alpha_owner=path)
        if not maximize and value < self.beta:
            context.emit(BoundChange, path, "beta", self.beta, value)
            return self._replace(beta=value, beta_owner=path)
        return self


def alphabeta(
    tree: SearchTree,
    *,
    depth: int | None = None,
    order: bool = False,
    memo: bool = False,
    soft: bool = False,
    trace: bool = True,
    first_moves: Mapping[Hashable, int] | None = None,
    compiled: bool | None = None,
) -> Search:
    """Alpha-beta from the root with the window [−∞, +∞].

    Parameters
    ----------
    tree, depth, order, trace
        Those of every search (:mod:`gameviz.core.search`).
    memo
        Keep a transposition table of exact values and bounds.
    soft
        Fail-soft instead of the course's fail-hard version.
    first_moves
        For some position keys, a child to try first (iterative deepening).
    compiled
        Whether a compiled kernel searches (:mod:`gameviz.core.search`).

    The result's ``best`` is the move alpha-beta chooses (the first child that
    reaches the root's value): later moves of equal value are not evaluated
    exactly, so they cannot be reported. :func:`all_best_moves` finds them all.
    """
    fast = None if first_moves else compiled_search(tree, kernels.ALPHABETA, depth=depth, order=order, memo=memo,
                                                     soft=soft, trace=trace, compiled=compiled)
    if fast is not None:
        return fast
    tree = tree if first_moves else searched_by_moves(tree)  # (first moves are keyed by the tree given)

    def walk(sink: Sink) -> SearchResult:
        return _run(SearchContext(tree, sink, order, {} if memo else None, first_moves), depth, soft)

    return Search(walk, traced=trace)


def iterative_deepening(
    tree: SearchTree,
    *,
    depth: int,
    order: bool = False,
    memo: bool = False,
    soft: bool = False,
    trace: bool = True,
    compiled: bool | None = None,
) -> Search:
    """Alpha-beta to depth 1, 2, …, ``depth``, each search trying first the best
    moves found by the previous one. The counts add up over all iterations."""
    if depth < 1:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "iterative deepening needs a depth of at least 1")))
    fast = compiled_search(tree, kernels.ALPHABETA, depth=depth, order=order, memo=memo, soft=soft, deepen=True,
                           trace=trace, compiled=compiled)
    if fast is not None:
        return fast
    tree = searched_by_moves(tree)

    def walk(sink: Sink) -> SearchResult:
        first: dict[Hashable, int] = {}
        iterations: list[SearchStats] = []
        result = SearchResult(0.0, (), SearchStats())
        for d in range(1, depth + 1):
            sink.emit(Iteration, d)
            counted = sum(stats.nodes for stats in iterations)
            context = SearchContext(tree, sink, order, {} if memo else None, first, counted)
            result = _run(context, d, soft)
            first = context.best_moves
            iterations.append(result.stats)
        total = SearchStats(*(sum(getattr(s, name) for s in iterations)
                              for name in ("nodes", "leaves", "cutoffs", "memo_hits")))
        return SearchResult(result.value, result.best, total, result.principal, tuple(iterations))

    return Search(walk, traced=trace)


def all_best_moves(
    tree: SearchTree, *, depth: int | None = None, order: bool = False, memo: bool = False
) -> tuple[float, list[int]]:
    """The root's value and every child reaching it (each child searched exactly)."""
    root = tree.root
    if tree.terminal_value(root) is not None or (depth is not None and depth <= 0):
        return run(alphabeta(tree, depth=depth, trace=False)).number, []
    values = [run(alphabeta(_Rooted(tree, child), depth=deeper(depth), order=order, memo=memo,
                            trace=False)).number for child in tree.children(root)]
    maximize = tree.is_max(root)
    best_value = max(values) if maximize else min(values)
    return best_value, [i for i, v in enumerate(values) if v == best_value]


def _run(context: SearchContext, depth: int | None, soft: bool) -> SearchResult:
    tree = context.tree
    value, principal, best, _ = _alphabeta(context, tree.root, (), depth, Window(), soft)
    if best is None and tree.terminal_value(tree.root) is None and (depth is None or depth > 0):
        # every move is as bad as −∞ (or +∞ for MIN): any of them is "best"
        order = child_order(tree, tree.root, tree.children(tree.root), by_heuristic=False)
        best = order[0] if order else None
        principal = (best,) if best is not None else ()
    return SearchResult(value, (best,) if best is not None else (), context.stats, principal)


def _alphabeta(context: SearchContext, node: Node, path: Path, depth: int | None, window: Window,
               soft: bool) -> Found:
    """ValeurAlphaBeta(node, α, β): the value of ``node`` searched in ``window``, its principal line,
    its best child and what the value proves (exact, or only a bound after a cut)."""
    maximize = context.tree.is_max(node)
    context.enter(path, "max" if maximize else "min", window.alpha, window.beta)
    key = context.key(node, depth)
    known = _recall(context, key, path, window)
    if known is not None:
        return known
    leaf = context.stop_value(node, path, depth)
    if leaf is not None:
        return leaf, (), None, "exact"
    children, order = context.children(node)
    entry = window
    if soft:
        value = -math.inf if maximize else math.inf
    else:
        value = window.alpha if maximize else window.beta
    best: int | None = None
    principal: Path = ()
    best_proof: MemoFlag | None = None
    cut = False
    for position, i in enumerate(order):
        child_value, line, _, child_proof = _alphabeta(context, children[i], path + (i,), deeper(depth),
                                                       window, soft)
        context.emit(ChildValue, path, i, child_value)
        if child_value > value if maximize else child_value < value:
            value, best, principal, best_proof = child_value, i, (i,) + line, child_proof
        window = window.raised(context, path, maximize, value)
        if window.alpha >= window.beta:
            cut = _cut(context, path, maximize, value, window, tuple(order[position + 1:]))
            break
    proof = _proof(maximize, cut, best_proof)
    context.emit(Exit, path, value, (best,) if best is not None else (), proof)
    context.store(key, (value, _flag(value, entry.alpha, entry.beta), principal, best))
    if best is not None:
        context.best_moves[context.tree.key(node)] = best
    return value, principal, best, proof


def _recall(context: SearchContext, key: Any, path: Path, window: Window) -> Found | None:
    """The stored value of the node, if the transposition table holds one that settles it in ``window``."""
    stored: Stored | None = context.recall(key)
    if stored is None:
        return None
    known, flag, line, best = stored
    if flag == "exact" or (flag == "lower" and known >= window.beta) or (flag == "upper" and known <= window.alpha):
        context.stats.memo_hits += 1
        context.emit(MemoHit, path, known, flag)
        return known, line, best, flag
    return None


def _cut(context: SearchContext, path: Path, maximize: bool, value: float, window: Window,
         skipped: tuple[int, ...]) -> bool:
    """The window closed at ``path``: a β-cut at a MAX node, an α-cut at a MIN node, if any child is
    left to skip (with none left, the value is its best child's). True if it cut."""
    if not skipped:
        return False
    context.stats.cutoffs += 1
    if maximize:
        context.emit(Cutoff, path, "beta", value, window.beta, window.beta_owner, skipped, None)
    else:
        context.emit(Cutoff, path, "alpha", value, window.alpha, window.alpha_owner, skipped, None)
    return True


def _proof(maximize: bool, cut: bool, best_child: MemoFlag | None) -> MemoFlag:
    """What a node's value proves, from how its search ended: a cut leaves the node's side
    possibly better (MAX: ≥, MIN: ≤); no child beating the starting value leaves it possibly
    worse (fail-hard clamps it to the window); otherwise the value is its best child's, and
    proves what that child's does."""
    if cut:
        return "lower" if maximize else "upper"
    if best_child is None:
        return "upper" if maximize else "lower"
    return best_child


def _flag(value: float, alpha: float, beta: float) -> MemoFlag:
    """What a value returned for the window [alpha, beta] proves about the true value."""
    if value <= alpha:
        return "upper"
    if value >= beta:
        return "lower"
    return "exact"


class _Rooted:
    """The subtree of ``tree`` below ``node``."""

    def __init__(self, tree: SearchTree, node: Node) -> None:
        self._tree = tree
        self.root = node

    def __getattr__(self, name: str) -> Any:
        return getattr(self._tree, name)
