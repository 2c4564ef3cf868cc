"""Alpha-beta pruning, as a generator of trace events.

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
from collections.abc import Generator, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gameviz.core.errors import InputError
from gameviz.core.search.ordering import child_order
from gameviz.core.search.trace import (
    BoundChange,
    ChildValue,
    Cutoff,
    Enter,
    Event,
    Exit,
    Iteration,
    Leaf,
    MemoFlag,
    MemoHit,
    Path,
    Search,
    SearchResult,
    SearchStats,
    run,
)
from gameviz.core.search.tree import Node, SearchTree

#: What a search of one node returns: (value, principal line, best child).
Found = tuple[float, Path, int | None]
#: A transposition-table entry: the value, what it proves, the line and the best child.
Stored = tuple[float, MemoFlag, Path, int | None]


@dataclass
class _Context:
    tree: SearchTree
    trace: bool
    order: bool
    soft: bool
    memo: dict[tuple[Hashable, int | None], Stored] | None
    first_moves: Mapping[Hashable, int] | None
    best_moves: dict[Hashable, int] = field(default_factory=dict)
    stats: SearchStats = field(default_factory=SearchStats)
    #: traced searches: what the value of each node left proves (see :class:`Exit`)
    proofs: dict[Path, MemoFlag] = field(default_factory=dict)


def alphabeta(
    tree: SearchTree,
    *,
    depth: int | None = None,
    order: bool = False,
    memo: bool = False,
    soft: bool = False,
    trace: bool = True,
    first_moves: Mapping[Hashable, int] | None = None,
) -> Search:
    """Alpha-beta from the root with the window [−∞, +∞].

    Parameters
    ----------
    tree
        The tree to search.
    depth
        The depth bound (None: to the end).
    order
        Sort children by the heuristic, best first for the player to move.
    memo
        Keep a transposition table of exact values and bounds.
    soft
        Fail-soft instead of the course's fail-hard version.
    trace
        Yield events; False gives the result alone, faster.
    first_moves
        For some position keys, a child to try first (iterative deepening).

    The result's ``best`` is the move alpha-beta chooses (the first child that
    reaches the root's value): later moves of equal value are not evaluated
    exactly, so they cannot be reported. :func:`all_best_moves` finds them all.
    """
    context = _Context(tree, trace, order, soft, {} if memo else None, first_moves)
    result = yield from _run(context, depth)
    return result


def iterative_deepening(
    tree: SearchTree,
    *,
    depth: int,
    order: bool = False,
    memo: bool = False,
    soft: bool = False,
    trace: bool = True,
) -> Search:
    """Alpha-beta to depth 1, 2, …, ``depth``, each search trying first the best
    moves found by the previous one. The counts add up over all iterations."""
    if depth < 1:
        raise InputError("iterative deepening needs a depth of at least 1")
    first: dict[Hashable, int] = {}
    iterations: list[SearchStats] = []
    result = SearchResult(0.0, (), SearchStats())
    for d in range(1, depth + 1):
        if trace:
            yield Iteration(d)
        context = _Context(tree, trace, order, soft, {} if memo else None, first)
        result = yield from _run(context, d)
        first = context.best_moves
        iterations.append(result.stats)
    total = SearchStats(
        *(sum(getattr(s, name) for s in iterations) for name in ("nodes", "leaves", "cutoffs", "memo_hits"))
    )
    return SearchResult(result.value, result.best, total, result.principal, tuple(iterations))


def all_best_moves(
    tree: SearchTree, *, depth: int | None = None, order: bool = False, memo: bool = False
) -> tuple[float, list[int]]:
    """The root's value and every child reaching it (each child searched exactly)."""
    root = tree.root
    if tree.terminal_value(root) is not None or (depth is not None and depth <= 0):
        return run(alphabeta(tree, depth=depth, trace=False)).number, []
    values = []
    for child in tree.children(root):
        sub = _Rooted(tree, child)
        context = _Context(sub, False, order, False, {} if memo else None, None)
        values.append(run(_run(context, None if depth is None else depth - 1)).number)
    maximize = tree.is_max(root)
    best_value = max(values) if maximize else min(values)
    return best_value, [i for i, v in enumerate(values) if v == best_value]


def _run(context: _Context, depth: int | None) -> Search:
    tree = context.tree
    value, principal, best = yield from _search(
        context, tree.root, (), depth, -math.inf, math.inf, None, None
    )
    if best is None and tree.terminal_value(tree.root) is None and (depth is None or depth > 0):
        # every move is as bad as −∞ (or +∞ for MIN): any of them is "best"
        order = child_order(tree, tree.root, tree.children(tree.root), by_heuristic=False)
        best = order[0] if order else None
        principal = (best,) if best is not None else ()
    return SearchResult(value, (best,) if best is not None else (), context.stats, principal)


def _search(
    context: _Context,
    node: Node,
    path: Path,
    depth: int | None,
    alpha: float,
    beta: float,
    alpha_owner: Path | None,
    beta_owner: Path | None,
) -> Generator[Event, None, Found]:
    """Search ``node`` in the window [alpha, beta]; return (value, principal line, best child).

    ``alpha_owner`` and ``beta_owner`` are the paths of the nodes that set the
    bounds (None while they are the initial ±∞), so a cut can say which
    ancestor caused it.
    """
    tree, trace, stats = context.tree, context.trace, context.stats
    maximize = tree.is_max(node)
    stats.nodes += 1
    if trace:
        yield Enter(path, len(path), alpha, beta, "max" if maximize else "min")
    key = None
    if context.memo is not None:
        key = (tree.key(node), depth)
        stored = context.memo.get(key)
        if stored is not None:
            known, flag, line, known_best = stored
            if flag == "exact" or (flag == "lower" and known >= beta) or (flag == "upper" and known <= alpha):
                stats.memo_hits += 1
                if trace:
                    context.proofs[path] = flag
                    yield MemoHit(path, known, flag)
                return known, line, known_best
    terminal = tree.terminal_value(node)
    if terminal is not None or (depth is not None and depth <= 0):
        value = terminal if terminal is not None else tree.heuristic(node)
        stats.leaves += 1
        if trace:
            context.proofs[path] = "exact"
            yield Leaf(path, value, "terminal" if terminal is not None else "heuristic")
        return value, (), None

    children = tree.children(node)
    order = child_order(
        tree, node, children, by_heuristic=context.order, first_moves=context.first_moves
    )
    entry_alpha, entry_beta = alpha, beta
    if maximize:
        value = -math.inf if context.soft else alpha
    else:
        value = math.inf if context.soft else beta
    best: int | None = None
    principal: Path = ()
    cut = False
    next_depth = None if depth is None else depth - 1
    for position, i in enumerate(order):
        child_value, child_line, _ = yield from _search(
            context, children[i], path + (i,), next_depth, alpha, beta, alpha_owner, beta_owner
        )
        if trace:
            yield ChildValue(path, i, child_value)
        if child_value > value if maximize else child_value < value:
            value, best, principal = child_value, i, (i,) + child_line
        if maximize and value > alpha:
            if trace:
                yield BoundChange(path, "alpha", alpha, value)
            alpha, alpha_owner = value, path
        elif not maximize and value < beta:
            if trace:
                yield BoundChange(path, "beta", beta, value)
            beta, beta_owner = value, path
        if alpha >= beta:
            skipped = tuple(order[position + 1 :])
            cut = bool(skipped)  # with no child left to skip, the value is its best child's
            if skipped:
                stats.cutoffs += 1
                if trace:
                    if maximize:
                        yield Cutoff(path, "beta", value, beta, beta_owner, skipped)
                    else:
                        yield Cutoff(path, "alpha", value, alpha, alpha_owner, skipped)
            break
    flag = _flag(value, entry_alpha, entry_beta)
    if trace:
        proof = context.proofs[path] = _proof(maximize, cut, context.proofs.get(path + (best,)) if best is not None
                                              else None)
        yield Exit(path, value, (best,) if best is not None else (), proof)
    if key is not None and context.memo is not None:
        context.memo[key] = (value, flag, principal, best)
    if best is not None:
        context.best_moves[tree.key(node)] = best
    return value, principal, best


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
