"""A search within a time budget: deeper and deeper until the time is up, keeping the deepest
search that finished (what it found so far), and saying whether it reached the end of the game."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from gameviz.core.errors import Cancelled
from gameviz.core.search.options import MAX_DEPTH, SearchOptions, start_search
from gameviz.core.search.trace import Event, Leaf, SearchResult, collect
from gameviz.core.search.tree import MultiTree, SearchTree


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
        estimated = False

        def watch(event: Event) -> bool:
            nonlocal estimated
            estimated = estimated or (isinstance(event, Leaf) and event.source == "heuristic")
            return False

        search = start_search(tree, replace(options, depth=depth, deepen=False), trace=True)
        try:
            _, result = collect(search, keep=watch, progress=lambda _: clock() < deadline, every=1_000)
        except Cancelled:
            return found
        found = BudgetedResult(result, depth, not estimated)
        if found.exact or clock() >= deadline:
            return found
    return found
