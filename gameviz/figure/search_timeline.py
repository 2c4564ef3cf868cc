"""What a search has done after each of its events: the states the tree view draws.

Replaying the events of :mod:`gameviz.core.search` one by one, a state says
which nodes were entered, which value each node has so far, the window [α, β]
of every node on the current path, which branches were cut and by what, and
which node the current event is about. Frame k is the state after events
0 … k (event k is "the step"); one more frame after the last event shows the
result. States are rebuilt from snapshots taken every few hundred events, so
any frame is quick to reach, forwards or backwards (and stepping on goes on
from the frame before). The snapshots of a large state are as far apart as
the state has nodes, so that those of a whole search (tic-tac-toe's minimax:
1.6 million events over 550,000 nodes) hold no more nodes than it has
events, where one every 256 events would not fit in memory.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass, field
from typing import Any

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
    SearchResult,
)
from gameviz.core.search.tree import Value

#: The fewest events between two snapshots (more when more nodes were entered).
SNAPSHOT_EVERY = 256


@dataclass
class SearchState:
    """The search after some events (mutable while replaying; copied for snapshots)."""

    entered: set[Path] = field(default_factory=set)
    done: set[Path] = field(default_factory=set)
    values: dict[Path, Value] = field(default_factory=dict)
    #: what the final value of a node proves: "exact", "upper" (true ≤ it) or "lower" (true ≥ it)
    bounds: dict[Path, MemoFlag] = field(default_factory=dict)
    windows: dict[Path, tuple[float | None, float | None]] = field(default_factory=dict)
    kinds: dict[Path, str] = field(default_factory=dict)
    best: dict[Path, tuple[int, ...]] = field(default_factory=dict)
    cuts: dict[Path, Cutoff] = field(default_factory=dict)
    memo: set[Path] = field(default_factory=set)
    stack: list[Path] = field(default_factory=list)
    current: Path | None = None
    event: Event | None = None
    iteration: int | None = None

    def copy(self) -> SearchState:
        return SearchState(
            set(self.entered), set(self.done), dict(self.values), dict(self.bounds), dict(self.windows),
            dict(self.kinds),
            dict(self.best), dict(self.cuts), set(self.memo), list(self.stack), self.current, self.event,
            self.iteration,
        )

    def apply(self, event: Event) -> None:
        """Advance by one event."""
        self.event = event
        if isinstance(event, Iteration):
            fresh = SearchState(iteration=event.depth, event=event)
            self.__dict__.update(fresh.__dict__)
            return
        self.current = event.path
        _APPLY[type(event)](self, event)

    def _enter(self, event: Enter) -> None:
        path = event.path
        self.entered.add(path)
        self.stack.append(path)
        self.windows[path] = (event.alpha, event.beta)
        self.kinds[path] = event.kind if event.kind != "nega" else ("max" if event.sign > 0 else "min")

    def _leaf(self, event: Leaf | MemoHit) -> None:
        """A leaf evaluated, or a node's value found in the memo."""
        path = event.path
        self.values[path] = event.value
        self.done.add(path)
        if isinstance(event, MemoHit):
            self.memo.add(path)
            self.bounds[path] = event.flag
        self._pop(path)

    def _child_value(self, event: ChildValue) -> None:
        self.values.setdefault(event.path + (event.child,), event.value)

    def _bound_change(self, event: BoundChange) -> None:
        path = event.path
        alpha, beta = self.windows.get(path, (None, None))
        self.windows[path] = (event.new, beta) if event.bound == "alpha" else (alpha, event.new)
        self.values[path] = event.new

    def _cutoff(self, event: Cutoff) -> None:
        self.cuts[event.path] = event

    def _exit(self, event: Exit) -> None:
        path = event.path
        self.values[path] = event.value
        self.bounds[path] = event.bound
        self.best[path] = event.best
        self.done.add(path)
        self._pop(path)

    def _pop(self, path: Path) -> None:
        if self.stack and self.stack[-1] == path:
            self.stack.pop()

    def cut_below(self, path: Path) -> Cutoff | None:
        """The cut that skipped ``path`` (or one of its ancestors), if any."""
        for k in range(len(path), 0, -1):
            cut = self.cuts.get(path[: k - 1])
            if cut is not None and path[k - 1] in cut.skipped:
                return cut
        return None


#: How each kind of event (but an iteration's start, which starts afresh) changes the state.
_APPLY: dict[type, Callable[[SearchState, Any], None]] = {
    Enter: SearchState._enter, Leaf: SearchState._leaf, MemoHit: SearchState._leaf,
    ChildValue: SearchState._child_value, BoundChange: SearchState._bound_change, Cutoff: SearchState._cutoff,
    Exit: SearchState._exit,
}


class SearchTimeline:
    """The frames of one traced search: one per event, then the result."""

    def __init__(self, events: Sequence[Event], result: SearchResult, algorithm: str) -> None:
        self.events = events
        self.result = result
        self.algorithm = algorithm
        self._snapshots: list[SearchState] = []
        self._marks: list[int] = []  # the event before which each snapshot was taken
        self._last: tuple[int, SearchState] | None = None  # the frame asked for last, to step on from
        state = SearchState()
        for i, event in enumerate(events):
            if not self._marks or i - self._marks[-1] >= max(SNAPSHOT_EVERY, len(state.entered)):
                self._snapshots.append(state.copy())
                self._marks.append(i)
            state.apply(event)
        self.final = state

    def __len__(self) -> int:
        return len(self.events) + 1

    def is_result(self, index: int) -> bool:
        return index >= len(self.events)

    def state(self, index: int) -> SearchState:
        """The state after events 0 … index (the final state for the result frame), to read, not to change."""
        if self.is_result(index):
            return self.final
        index = max(0, index)
        k = bisect_right(self._marks, index) - 1
        start, state = self._marks[k], self._snapshots[k]
        if self._last is not None and start <= self._last[0] < index:  # on from the frame before: stepping
            start, state = self._last[0] + 1, self._last[1]
        state = state.copy()
        for event in self.events[start : index + 1]:
            state.apply(event)
        self._last = (index, state)
        return state

    def principal_edges(self) -> list[tuple[Path, Path]]:
        """The edges of the principal variation, from the root."""
        line = self.result.principal
        return [(line[:k], line[: k + 1]) for k in range(len(line))]

    def kept(self, paths: Container[Path]) -> SearchTimeline:
        """The same search with the events of the nodes in ``paths`` only (and the starts of iterations)."""
        return SearchTimeline([event for event in self.events if _concerns(event, paths)], self.result, self.algorithm)


def _concerns(event: Event, paths: Container[Path]) -> bool:
    """Whether ``event`` is about one of ``paths`` (the start of an iteration is about every node)."""
    return isinstance(event, Iteration) or event.path in paths


def same_frame(old: SearchTimeline, frame: int, new: SearchTimeline, shared: Container[Path]) -> int:
    """The frame of ``new`` that shows the search where frame ``frame`` of ``old`` shows it, both keeping
    the events of some nodes of one search (``shared``: the nodes both keep): the frame after as many
    events of the shared nodes as ``old`` had made at ``frame`` (the result stays the result)."""
    if old.is_result(frame):
        return len(new) - 1
    made = sum(1 for event in old.events[: frame + 1] if _concerns(event, shared))
    if made == 0:
        return 0
    for index, event in enumerate(new.events):
        if _concerns(event, shared):
            made -= 1
            if made == 0:
                return index
    return len(new) - 1


#: How far one step of a stepper goes: every event, or up to the next leaf evaluated, or the next cut.
STEPPING: dict[str, tuple[type, ...] | None] = {"event": None, "leaf": (Leaf, MemoHit), "cut": (Cutoff,)}


def stop_frames(events: Sequence[Event], level: str) -> list[int]:
    """The frames a stepper stepping by ``level`` (a key of :data:`STEPPING`) stops at: each event of its
    kind (with what led to it), then the result; the window and the web pages step so."""
    kinds = STEPPING[level]
    chosen = range(len(events)) if kinds is None else [i for i, event in enumerate(events) if isinstance(event, kinds)]
    return [*chosen, len(events)]
