"""Running a compiled search: its arrays, the calls of the kernel until it is done, its result.

The kernel (:func:`gameviz.core.search.kernels.walk.search`) stops whenever Python must act; a
:class:`KernelRun` then tells the sink's watch how far the search went (which may stop it: a
budget, a Cancel button), doubles the array that is full, or raises the error of a node without a
value, and calls it again. At the end the trace's arrays become a
:class:`~gameviz.core.search.record.Record` that the sink is told whole.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection

import numpy as np

from gameviz.core.errors import InputError
from gameviz.core.search import kernels as k
from gameviz.core.search.compiled import KernelTree
from gameviz.core.search.kernels import tables, walk
from gameviz.core.search.kernels.walk import (
    F_ALPHA,
    F_BETA,
    F_RETURNED,
    I_ALPHA_OWNER,
    I_BEST,
    I_BETA_OWNER,
    I_COUNT,
    I_DEPTH,
    I_LINE,
    I_NBEST,
    I_PHASE,
    I_SIGN,
    PLY_FLOATS,
    PLY_INTS,
)
from gameviz.core.search.record import BOUND, CHILD, CUT, ENTER, EXIT, ITERATION, LEAF, MEMO, Record
from gameviz.core.search.stats import TreeCounts
from gameviz.core.search.trace import (
    BoundChange,
    ChildValue,
    Cutoff,
    Enter,
    Exit,
    Iteration,
    Leaf,
    MemoHit,
    SearchResult,
    SearchStats,
    Sink,
)

#: Rows of events (and of nodes) a traced search starts with; they grow fourfold when full (memory is
#: only taken when written, so the room ahead costs little but address space, which some limits count).
FIRST_ROWS = 1 << 18
#: A record of fewer rows is copied to its size at the end, giving the room back.
SMALL_ROWS = 1 << 16
#: How much a full array of events grows.
GROWTH = 4
#: Slots a table starts with.
FIRST_SLOTS = 1 << 10
#: Nodes between two looks when nobody watches: never.
NEVER = 1 << 62
#: The type of each column of events: kind, flag, node, x, a.
_EVENT_TYPES = (np.int8, np.int8, np.int32, np.float64, np.int32)


#: The row kind of each type of event (as :mod:`~gameviz.core.search.record` numbers them).
_ROW_KINDS = {Enter: ENTER, Leaf: LEAF, ChildValue: CHILD, BoundChange: BOUND, Cutoff: CUT, MemoHit: MEMO, Exit: EXIT,
              Iteration: ITERATION}


def _kinds(kinds: Collection[type] | None) -> int:
    """The kernel's mask of the kinds of rows to write: those of ``kinds``, or all."""
    return sum(1 << _ROW_KINDS[kind] for kind in kinds) if kinds is not None else (1 << len(_ROW_KINDS)) - 1


def load() -> None:
    """Compile the kernels (or read them from numba's cache): a search of a one-node tree, and a table
    grown."""
    from gameviz.core.search.compiled import kernel_tree
    from gameviz.core.search.tree import ExerciseNode, ExerciseTree

    kernel = kernel_tree(ExerciseTree(ExerciseNode(value=0)))
    assert kernel is not None
    KernelRun(kernel, k.MINIMAX, traced=True).search(None, Sink())
    _grown_table(_table(1, k.WORDS, 0))


class _Stopped(Exception):
    """A count went past its limit, or was told to stop, after ``nodes`` nodes and ``leaves`` leaves."""

    def __init__(self, nodes: int) -> None:
        super().__init__(nodes)
        self.nodes = nodes


def count(kernel: KernelTree, depth: int | None, limit: int, stop: Callable[[], bool],
          every: int) -> TreeCounts | None:
    """The nodes and leaves of the plain minimax tree of ``kernel`` to ``depth`` (its branching and depth
    when uniform), as :func:`~gameviz.core.search.stats.tree_counts` counts them: at most ``limit``
    nodes, and while ``stop()`` (asked every ``every`` nodes) is False. None if the count needs a value
    a node of a tree does not have (the Python count does not)."""
    run = KernelRun(kernel, k.MINIMAX, traced=False)

    def watch(nodes: int, level: int) -> None:
        if nodes > limit:
            raise _Stopped(limit)
        if stop():
            raise _Stopped(nodes - 1)

    try:
        result = run.search(depth, Sink(watch=watch, every=every))
    except _Stopped as stopped:
        return TreeCounts(stopped.nodes, int(run.counters[k.C_LEAVES]), None, None, complete=False)
    except InputError:
        return None
    if result.stats.nodes > limit:
        return TreeCounts(limit, result.stats.leaves, None, None, complete=False)
    branching, leaf_depth = run.shape()
    uniform = branching is not None and leaf_depth is not None
    return TreeCounts(result.stats.nodes, result.stats.leaves, branching if uniform else None,
                      leaf_depth if uniform else None)


def _table(slots: int, words: int, values: int) -> tuple[np.ndarray, ...]:
    """An empty hash table: keys, used slots, then its values (floats and rows of integers, or moves)."""
    keys, used = np.zeros((slots, words), np.int64), np.zeros(slots, np.uint8)
    if values:
        return keys, used, np.zeros(slots), np.zeros((slots, values), np.int64)
    return keys, used, np.zeros(slots, np.int64)


def _grown_table(table: tuple[np.ndarray, ...]) -> tuple[np.ndarray, ...]:
    """``table`` in twice as many slots."""
    keys, used = table[0], table[1]
    new_keys, new_used = np.zeros((2 * len(used), keys.shape[1]), np.int64), np.zeros(2 * len(used), np.uint8)
    moved = np.empty(len(used), np.int64)
    tables.moved_slots(keys, used, new_keys, new_used, moved)
    taken = moved >= 0
    grown: list[np.ndarray] = [new_keys, new_used]
    for values in table[2:]:
        new = np.zeros((2 * len(used), *values.shape[1:]), values.dtype)
        new[moved[taken]] = values[taken]
        grown.append(new)
    return tuple(grown)


def _grown(array: np.ndarray, used: int, times: int = 2) -> np.ndarray:
    """``array`` (of which ``used`` entries count) in ``times`` the room."""
    new = np.empty(times * len(array), array.dtype)
    new[:used] = array[:used]
    return new


class KernelRun:
    """One compiled search (or deepening) of ``kernel`` with ``algorithm`` and its settings."""

    def __init__(self, kernel: KernelTree, algorithm: int, *, order: bool = False, memo: bool = False,
                 soft: bool = False, traced: bool = True) -> None:
        self.kernel = kernel
        rows = FIRST_ROWS if traced else 1
        self.options = np.zeros(k.OPTIONS, np.int64)
        self.options[[k.O_ALGORITHM, k.O_ORDER, k.O_MEMO, k.O_SOFT, k.O_HEURISTIC, k.O_TRACED]] = (
            algorithm, order, memo, soft, kernel.heuristic, traced)
        self.counters = np.zeros(k.COUNTERS, np.int64)
        self.trace = tuple(np.empty(rows, dtype) for dtype in _EVENT_TYPES)
        self.nodes = tuple(np.empty(rows, np.int32) for _ in range(3))
        self.extra = np.empty(max(rows, 4 * kernel.rules.branching + 8) if traced else 1, np.int32)
        self.more = np.empty(rows, np.float64)
        self.memo = _table(FIRST_SLOTS if memo else 1, k.WORDS + 1, 4)
        self.pool = np.empty(FIRST_SLOTS if memo else 1, np.int64)

    # ------------------------------------------------------------ searches
    def search(self, depth: int | None, sink: Sink) -> SearchResult:
        """Search to ``depth`` (None: to the end), telling ``sink`` the nodes and then the events."""
        result = self._search(depth, sink)
        self._tell(sink)
        return result

    def _search(self, depth: int | None, sink: Sink, *, counted: int = 0,
                firsts: tuple[np.ndarray, ...] | None = None, keep_best: bool = False) -> SearchResult:
        """Search to ``depth`` (None: to the end), telling ``sink``'s watch the nodes (after ``counted``
        of earlier searches), trying first the moves ``firsts`` holds; keep this search's best moves
        in :attr:`bests` if ``keep_best``."""
        kernel, c, o = self.kernel, self.counters, self.options
        plies = kernel.plies if depth is None else min(depth, kernel.plies)
        o[k.O_DEPTH] = -1 if depth is None else depth
        o[k.O_FIRST] = firsts is not None and bool(firsts[1].any())
        o[k.O_KEEP_BEST], o[k.O_EVERY] = keep_best, sink.every if sink.watch is not None else 0
        o[k.O_KINDS] = _kinds(sink.recorder.kinds if sink.recorder is not None else None)
        c[[k.C_NODES, k.C_LEAVES, k.C_CUTOFFS, k.C_MEMO_HITS, k.C_PLY, k.C_MEMO_SIZE, k.C_POOL, k.C_BEST_SIZE]] = 0
        c[[k.C_FEWEST_MOVES, k.C_MOST_MOVES, k.C_SHALLOWEST_LEAF, k.C_DEEPEST_LEAF]] = NEVER, -1, NEVER, -1
        c[k.C_NEXT_LOOK] = sink.every - counted % sink.every if sink.watch is not None else NEVER
        if o[k.O_MEMO]:
            self.memo = _table(FIRST_SLOTS, k.WORDS + 1, 4)
        self.bests = _table(FIRST_SLOTS if keep_best else 1, k.WORDS, 0)
        firsts = firsts if firsts is not None else _table(1, k.WORDS, 0)
        stack = self._stack(plies)
        self._run(stack, firsts, sink, counted)
        return self._result(stack)

    def shape(self) -> tuple[int | None, int | None]:
        """The branching and the depth of the tree the search that just ended walked, when the same at
        every node it expanded and every leaf (else None)."""
        c = self.counters
        fewest, most, shallowest, deepest = (int(c[i]) for i in (k.C_FEWEST_MOVES, k.C_MOST_MOVES,
                                                                    k.C_SHALLOWEST_LEAF, k.C_DEEPEST_LEAF))
        return fewest if fewest == most else None, shallowest if shallowest == deepest else None

    def deepening(self, depth: int, sink: Sink) -> SearchResult:
        """Iterative deepening to ``depth``: alpha-beta to 1, 2, …, each search trying first the best
        moves of the one before; the counts add up over all of them."""
        firsts: tuple[np.ndarray, ...] | None = None
        iterations: list[SearchStats] = []
        result = SearchResult(0.0, (), SearchStats())
        for d in range(1, depth + 1):
            self._iteration(d, sink)
            result = self._search(d, sink, counted=sum(s.nodes for s in iterations), firsts=firsts, keep_best=True)
            firsts = self.bests
            iterations.append(result.stats)
        total = SearchStats(*(sum(getattr(s, name) for s in iterations)
                              for name in ("nodes", "leaves", "cutoffs", "memo_hits")))
        self._tell(sink)
        return SearchResult(result.value, result.best, total, result.principal, tuple(iterations))

    # ------------------------------------------------------------ the kernel
    def _stack(self, plies: int) -> tuple[np.ndarray, ...]:
        """The arrays of each ply, with the root on ply 0."""
        kernel, branching = self.kernel, self.kernel.rules.branching
        states = np.zeros((plies + 2, k.WORDS + 1), np.int64)
        states[0, : k.WORDS] = kernel.root
        ints, floats = np.zeros((plies + 1, PLY_INTS), np.int64), np.zeros((plies + 1, PLY_FLOATS))
        ints[0, [I_PHASE, I_DEPTH, I_ALPHA_OWNER, I_BETA_OWNER]] = 0, self.options[k.O_DEPTH], -1, -1
        ints[0, I_SIGN] = 1 if kernel.root_max else -1
        floats[0, [F_ALPHA, F_BETA]] = -math.inf, math.inf
        moves, order, best = (np.zeros((plies + 1, branching), np.int64) for _ in range(3))
        lines = np.zeros((plies + 1, plies + 1), np.int64)
        return states, moves, order, ints, floats, best, lines, np.zeros(branching)

    def _run(self, stack: tuple[np.ndarray, ...], firsts: tuple[np.ndarray, ...], sink: Sink, counted: int) -> None:
        """Call the kernel until it is done, acting on each of its stops."""
        kernel, c = self.kernel, self.counters
        while True:
            status = walk.search(kernel.rules.game, (kernel.rules.ints, kernel.rules.floats), kernel.win,
                                 self.options, c, stack, (self.trace, self.nodes, self.extra, self.more),
                                 (self.memo, self.pool, firsts, self.bests))
            if status == k.DONE:
                return
            if status == k.PAUSE:
                assert sink.watch is not None
                sink.watch(counted + int(c[k.C_NODES]), int(c[k.C_PLY]))
            elif status == k.NO_VALUE:  # the tree says so, as the Python search would have it say
                assert kernel.exercise is not None and kernel.nodes is not None
                kernel.exercise.heuristic(kernel.nodes[int(c[k.C_FAILED])])
                raise AssertionError("a node without a value has a heuristic value")
            else:
                self._grow(status)

    def _grow(self, status: int) -> None:
        """Double the array the kernel found full."""
        c = self.counters
        if status == k.GROW_EVENTS:
            if c[k.C_EVENTS] + 4 > len(self.trace[0]):
                self.trace = tuple(_grown(column, int(c[k.C_EVENTS]), GROWTH) for column in self.trace)
            if c[k.C_ROWS] + 1 > len(self.nodes[0]):
                self.nodes = tuple(_grown(column, int(c[k.C_ROWS]), GROWTH) for column in self.nodes)
            if c[k.C_EXTRA] + 4 * self.kernel.rules.branching + 8 > len(self.extra):
                self.extra = _grown(self.extra, int(c[k.C_EXTRA]), GROWTH)
            if c[k.C_MORE] + 2 > len(self.more):
                self.more = _grown(self.more, int(c[k.C_MORE]), GROWTH)
        elif status == k.GROW_MEMO:
            self.memo = _grown_table(self.memo)
        elif status == k.GROW_POOL:
            self.pool = _grown(self.pool, int(c[k.C_POOL]))
        else:
            self.bests = _grown_table(self.bests)

    # ------------------------------------------------------------ results
    def _result(self, stack: tuple[np.ndarray, ...]) -> SearchResult:
        """The result of the search that just ended, from the root's ply."""
        _, _, _, ints, floats, best_list, lines, _ = stack
        c, algorithm = self.counters, self.options[k.O_ALGORITHM]
        stats = SearchStats(int(c[k.C_NODES]), int(c[k.C_LEAVES]), int(c[k.C_CUTOFFS]), int(c[k.C_MEMO_HITS]))
        value = float(floats[0, F_RETURNED])
        principal = tuple(lines[0, : ints[0, I_LINE]].tolist())
        if algorithm != k.ALPHABETA:
            sign = 1 if algorithm == k.MINIMAX else int(ints[0, I_SIGN])
            return SearchResult(sign * value, tuple(best_list[0, : ints[0, I_NBEST]].tolist()), stats, principal)
        best = int(ints[0, I_BEST])
        if best < 0 and ints[0, I_COUNT] > 0:  # every move is as bad as −∞ (or +∞ for MIN): the first is "best"
            best, principal = 0, (0,)
        return SearchResult(value, (best,) if best >= 0 else (), stats, principal)

    def _iteration(self, depth: int, sink: Sink) -> None:
        """Write the start of an iteration of deepening into the trace."""
        if self.options[k.O_TRACED] and _kinds(sink.recorder.kinds if sink.recorder is not None else None) \
                >> ITERATION & 1:
            c = self.counters
            if c[k.C_EVENTS] + 1 > len(self.trace[0]):
                self._grow(k.GROW_EVENTS)
            row = int(c[k.C_EVENTS])
            for column, value in zip(self.trace, (ITERATION, 0, -1, 0.0, depth), strict=True):
                column[row] = value
            c[k.C_EVENTS] = row + 1

    def record(self) -> Record:
        """The trace written, as a record."""
        c = self.counters
        events, rows = int(c[k.C_EVENTS]), int(c[k.C_ROWS])
        small = events < SMALL_ROWS

        def fit(column: np.ndarray) -> np.ndarray:
            return column.copy() if small else column

        kind, flag, node, x, a = (fit(column[:events]) for column in self.trace)
        parent, child, depth = (fit(column[:rows]) for column in self.nodes)
        return Record(kind, flag, node, x, a, parent, child, depth, fit(self.extra[: c[k.C_EXTRA]]),
                      fit(self.more[: c[k.C_MORE]]))

    def _tell(self, sink: Sink) -> None:
        if self.options[k.O_TRACED]:
            sink.tell(self.record())
