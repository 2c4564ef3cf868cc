"""Searches under budgets.

A full search runs under a :class:`SearchBudget` of nodes and seconds (:func:`collect_within`):
when one runs out it stops cleanly with :class:`BudgetExhausted`, saying how far it went, instead
of being refused on a guess before it starts. :func:`search_within` deepens step by step until the
time is up, keeping the deepest search that finished (what it found so far), and says whether it
reached the end of the game.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace

from gameviz.core.errors import Cancelled, InputError
from gameviz.core.search.options import MAX_DEPTH, SearchOptions, start_search
from gameviz.core.search.record import LEAF, SOURCES, Events
from gameviz.core.search.stats import COUNT_LIMIT
from gameviz.core.search.trace import Event, Leaf, Search, SearchResult, collect
from gameviz.core.search.tree import MultiTree, PositionTree, SearchTree
from gameviz.core.search.work import budget_checks
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: Nodes a full search may enter by default.
DEFAULT_NODES = 2_000_000
#: Seconds a full search may take by default.
DEFAULT_SECONDS = 20.0
#: How often (in nodes) a budgeted search looks at its counts and the clock.
LOOK_EVERY = 1_000


@dataclass(frozen=True)
class SearchBudget:
    """The most nodes and seconds a search may take (None: no limit of that kind)."""

    nodes: int | None = DEFAULT_NODES
    seconds: float | None = DEFAULT_SECONDS

    def out_of_time(self, started: float, clock: Callable[[], float] = time.monotonic) -> bool:
        """Whether the seconds, counted from ``started`` (a time of ``clock``), are spent."""
        return self.seconds is not None and clock() - started >= self.seconds


class BudgetExhausted(InputError):
    """A search stopped because its budget ran out: after ``nodes`` nodes and ``seconds`` seconds,
    searching a node at ``depth`` (moves from the root). ``what`` is ``"nodes"`` or ``"seconds"``;
    ``moves`` the moves its Monte-Carlo playouts simulated, each counted as a node."""

    def __init__(self, nodes: int, depth: int, seconds: float, what: str, moves: int = 0) -> None:
        self.nodes, self.depth, self.seconds, self.what, self.moves = nodes, depth, seconds, what, moves
        #: what it says, in English as a string and in another language by its ``translated``
        self.sentence = Sentence(_STOPPED[what == "nodes", bool(moves)], nodes=nodes, moves=moves,
                                 seconds=seconds, depth=depth)
        super().__init__(self.sentence)


#: How far a search went, by (the nodes ran out, playouts were simulated).
_STOPPED = {
    (True, False): QT_TRANSLATE_NOOP("search", "stopped after {nodes:,} nodes at depth {depth}"),
    (True, True): QT_TRANSLATE_NOOP("search", "stopped after {nodes:,} nodes and {moves:,} moves of playouts "
                                              "at depth {depth}"),
    (False, False): QT_TRANSLATE_NOOP("search", "stopped after {seconds:.1f} s ({nodes:,} nodes) at depth {depth}"),
    (False, True): QT_TRANSLATE_NOOP("search", "stopped after {seconds:.1f} s ({nodes:,} nodes and {moves:,} "
                                               "moves of playouts) at depth {depth}"),
}


def collect_within(search: Search, budget: SearchBudget, *, keep: Callable[[Event], bool] | None = None,
                   progress: Callable[[int], bool | None] | None = None, every: int = 20_000,
                   clock: Callable[[], float] = time.monotonic,
                   kinds: Collection[type] | None = None) -> tuple[Sequence[Event], SearchResult]:
    """:func:`~gameviz.core.search.trace.collect` (with ``keep`` and ``kinds``) under ``budget``:
    counts and clock are looked at every :data:`LOOK_EVERY` nodes and every few Monte-Carlo
    playouts, ``progress`` told every ``every`` nodes. The moves the playouts simulate count against
    the budget's nodes.

    Raises
    ------
    BudgetExhausted
        If the search entered more nodes (moves of playouts included) than the budget, or took longer.
    Cancelled
        If ``progress`` returned False.
    """
    start = clock()
    reached = [0, 0, 0]  # nodes entered, the depth of the last one, moves simulated by playouts

    def check(moves: int = 0) -> None:
        reached[2] += moves
        seconds = clock() - start
        if budget.nodes is not None and reached[0] + reached[2] >= budget.nodes:
            raise BudgetExhausted(reached[0], reached[1], seconds, "nodes", reached[2])
        if budget.seconds is not None and seconds >= budget.seconds:
            raise BudgetExhausted(reached[0], reached[1], seconds, "seconds", reached[2])

    def watch(nodes: int, depth: int) -> bool | None:  # told of every node, so that a stop says where
        reached[:2] = nodes, depth
        if nodes % LOOK_EVERY == 0:
            check()
        if progress is not None and nodes % every == 0:
            return progress(nodes)
        return None

    # a compiled search does no work inside a node (no playouts) that would need to know where it is:
    # it is told only of the nodes where the budget looks or the progress is told
    told = math.gcd(LOOK_EVERY, every) if search.compiled else 1
    with budget_checks(check):
        return collect(search, keep=keep, watch=watch, every=told, kinds=kinds)


def count_limit(tree: SearchTree | MultiTree, entered: int, budget: SearchBudget) -> int:
    """How far to count the plain minimax tree that a search of ``tree`` is compared with: no further
    than the budget's nodes, and a game's whole tree only up to twenty times the ``entered`` nodes of
    the search (walking a game tree takes as long as searching it)."""
    limit = min(COUNT_LIMIT, budget.nodes or COUNT_LIMIT)
    if not isinstance(tree, PositionTree):
        return limit
    return min(limit, max(20_000, 20 * entered))


@dataclass(frozen=True)
class BudgetedResult:
    """The deepest search finished within the budget (None if not even depth 1 did), its depth,
    and whether it is exact: none of its leaves was a heuristic estimate."""

    result: SearchResult | None
    depth: int
    exact: bool


def search_within(tree: SearchTree | MultiTree, options: SearchOptions, seconds: float,
                  clock: Callable[[], float] = time.monotonic) -> BudgetedResult:
    """Search ``tree`` to depth 1, 2, … (up to ``options.depth`` when it is given) for at most
    ``seconds``; the clock is read every thousand nodes."""
    deadline = clock() + seconds
    found = BudgetedResult(None, 0, False)
    last = options.depth if options.depth is not None else MAX_DEPTH
    for depth in range(1, last + 1):
        search = start_search(tree, replace(options, depth=depth, deepen=False), trace=True)
        try:
            with budget_checks(lambda moves: _stop_after(deadline, clock)):
                leaves, result = collect(search, kinds=(Leaf,), progress=lambda _: clock() < deadline, every=1_000)
        except Cancelled:
            return found
        found = BudgetedResult(result, depth, not estimated(leaves))
        if found.exact or clock() >= deadline:
            return found
    return found


def estimated(leaves: Events) -> bool:
    """Whether one of ``leaves`` (the leaf events of a search) was valued by the heuristic."""
    return bool((leaves.record.flag[leaves.rows_of(LEAF)] == SOURCES.index("heuristic")).any())


def _stop_after(deadline: float, clock: Callable[[], float]) -> None:
    """Stop the search (:class:`Cancelled`) once ``deadline`` has passed."""
    if clock() >= deadline:
        raise Cancelled()
