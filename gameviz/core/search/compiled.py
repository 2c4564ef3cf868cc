"""Searches run by the compiled kernels (:mod:`gameviz.core.search.kernels`), and which trees they run on.

A built-in game describes its rules for the kernels (its ``compiled_rules``: a
:class:`CompiledRules`); an exercise tree is flattened into arrays. :func:`compiled_search` gives
the :class:`~gameviz.core.search.trace.Search` a kernel runs, or None for what the kernels do not
compile: another heuristic than the game's own or zero (Monte-Carlo, the exact value, a teacher's
file), a game without compiled rules, a tree of vectors, a search deeper than :data:`MOST_PLIES`.
By default a kernel runs the searches large enough to be worth it (:func:`worth_compiling`): a
small search is done before numba is even loaded.

The search's events, counts and result are those of the Python search, event for event.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from gameviz.core.game import estimated_tree_levels
from gameviz.core.search.heuristics import ZeroHeuristic
from gameviz.core.search.stats import TreeCounts
from gameviz.core.search.trace import Search, SearchResult, Sink
from gameviz.core.search.tree import ExerciseNode, ExerciseTree, GameTree

if TYPE_CHECKING:
    import numpy as np

#: Deepest search a kernel runs (its stack keeps a principal line per ply); deeper ones are left to
#: the Python search, which says when a game is too deep for it.
MOST_PLIES = 256
#: Most entries of a kernel's stack of moves (plies × moves of a position).
MOST_STACK = 4_000_000
#: Nodes from which a search is worth compiling: below, Python is done before numba has loaded.
WORTH = 20_000


@dataclass(frozen=True)
class CompiledRules:
    """A built-in game's rules as the kernels read them (:mod:`gameviz.core.search.kernels.rules`).

    ``game`` names the kernel's game, ``ints`` and ``floats`` its parameters and tables;
    ``branching`` is the most moves a position has; ``encode`` writes a position as three words
    and ``plies`` says at most how many moves the game lasts from a position.
    """

    game: int
    ints: np.ndarray
    floats: np.ndarray
    branching: int
    encode: Callable[[Hashable], tuple[int, int, int]]
    plies: Callable[[Hashable], int]


@dataclass(frozen=True)
class KernelTree:
    """A tree as a kernel searches it: the rules, the root's position, the most plies below it,
    the heuristic (:data:`~gameviz.core.search.kernels.COURSE` or ``ZERO``) and a win's value."""

    rules: CompiledRules
    root: tuple[int, int, int]
    plies: int
    heuristic: int
    win: float
    root_max: bool
    exercise: ExerciseTree | None = None  # an exercise tree, and its nodes by number
    nodes: list[ExerciseNode] | None = None


def word(bits: int) -> int:
    """An unsigned 64-bit number as the signed word a kernel's array holds."""
    return bits - (1 << 64) if bits >= 1 << 63 else bits


def kernel_tree(tree: object) -> KernelTree | None:
    """``tree`` as a kernel searches it, or None if no kernel can."""
    from gameviz.core.search import kernels

    if isinstance(tree, ExerciseTree):
        return _exercise(tree)
    if type(tree) is not GameTree:
        return None
    describe = getattr(tree.game, "compiled_rules", None)
    rules: CompiledRules | None = describe() if describe is not None else None
    function = tree.heuristic_function
    heuristic = kernels.COURSE if function == tree.game.heuristic else \
        kernels.ZERO if isinstance(function, ZeroHeuristic) else None
    if rules is None or heuristic is None:
        return None
    return KernelTree(rules, rules.encode(tree.root), rules.plies(tree.root), heuristic, tree.win,
                      tree.is_max(tree.root))


def _exercise(tree: ExerciseTree) -> KernelTree | None:
    """An exercise tree flattened for the kernel (see :func:`~gameviz.core.search.kernels.rules._tree_moves`),
    its nodes numbered breadth first (so that each node's children have consecutive numbers): None
    if a value is not a number a float holds exactly."""
    import numpy as np

    from gameviz.core.search import kernels

    nodes = [tree.root]
    for node in nodes:
        nodes.extend(node.children)
    values = [node.value for node in nodes]
    if not all(_exact(value) for value in values):
        return None
    counts = np.array([len(node.children) for node in nodes], np.int64)
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]])  # where each node's children are in the list
    maxima = np.array([tree.is_max(node) for node in nodes], np.int64)
    known = np.array([value is not None for value in values], np.int64)
    ints = np.concatenate([[len(nodes)], starts, counts, maxima, known, np.arange(1, len(nodes))]).astype(np.int64)
    floats = np.array([math.nan if value is None else float(value) for value in values])
    rules = CompiledRules(kernels.TREE, ints, floats, max(1, int(counts.max())), lambda node: (0, 0, 0),
                          lambda node: tree.depth())
    return KernelTree(rules, (0, 0, 0), tree.depth(), kernels.COURSE, math.inf, bool(maxima[0]), tree, nodes)


def _exact(value: object) -> bool:
    """Whether a float holds ``value`` (None, or a number) exactly."""
    return value is None or (isinstance(value, (int, float)) and float(value) == value)


def worth_compiling(tree: object, kernel: KernelTree, depth: int | None) -> bool:
    """Whether the search is large enough for a kernel: an exercise tree of :data:`WORTH` nodes or
    more, a game tree estimated so (Knuth's random probes, seeded)."""
    if kernel.nodes is not None:
        return len(kernel.nodes) >= WORTH
    assert isinstance(tree, GameTree)
    bound = kernel.plies if depth is None else min(depth, kernel.plies)
    return sum(estimated_tree_levels(tree.game, tree.root, depth=bound, probes=16)) >= WORTH


def fits(kernel: KernelTree, depth: int | None) -> bool:
    """Whether a kernel's stack holds the search: at most :data:`MOST_PLIES` plies and
    :data:`MOST_STACK` moves."""
    plies = kernel.plies if depth is None else min(depth, kernel.plies)
    return plies <= MOST_PLIES and (plies + 1) * kernel.rules.branching <= MOST_STACK


@cache
def kernel_problem() -> str | None:
    """Why the compiled searches cannot run here (numba missing or unable to compile), or None once
    they are loaded (the first time on a machine, compiled: tens of seconds)."""
    try:
        from gameviz.core.search.kernel_run import load

        load()
    except Exception as error:  # an import or compilation failure of a third-party compiler
        return f"{type(error).__name__}: {error}"
    return None


def compiled_counts(tree: object, depth: int | None, limit: int, stop: Callable[[], bool], every: int,
                    compiled: bool | None = None) -> TreeCounts | None:
    """The counts of :func:`~gameviz.core.search.stats.tree_counts`, by a kernel's plain minimax when
    ``tree`` has one (``compiled`` as for :func:`compiled_search`); else None."""
    if compiled is False:
        return None
    kernel = kernel_tree(tree)
    if kernel is None or not fits(kernel, depth) or (compiled is None and not worth_compiling(tree, kernel, depth)):
        return None
    if kernel_problem() is not None:
        return None
    from gameviz.core.search.kernel_run import count

    return count(kernel, depth, limit, stop, every)


def compiled_search(tree: object, algorithm: int, *, depth: int | None, order: bool = False, memo: bool = False,
                    soft: bool = False, deepen: bool = False, trace: bool = True,
                    compiled: bool | None = None) -> Search | None:
    """The search a kernel runs on ``tree`` (``algorithm``: a kernel's; ``deepen``: iterative
    deepening to ``depth``), or None when no kernel does (``compiled`` False: never; None: when
    :func:`worth_compiling`; True: whenever a kernel can)."""
    if compiled is False:
        return None
    kernel = kernel_tree(tree)
    if kernel is None or not fits(kernel, depth) or (compiled is None and not worth_compiling(tree, kernel, depth)):
        return None
    if kernel_problem() is not None:  # compiled (or read from numba's cache) now, before the budget starts
        return None
    from gameviz.core.search.kernel_run import KernelRun

    def walk(sink: Sink) -> SearchResult:
        run = KernelRun(kernel, algorithm, order=order, memo=memo, soft=soft, traced=trace)
        return run.deepening(depth or 0, sink) if deepen else run.search(depth, sink)

    return Search(walk, traced=trace, compiled=True)
