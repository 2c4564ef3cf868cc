"""The records a search emits, event by event, who receives them, and its result.

Every algorithm of :mod:`gameviz.core.search` tells a :class:`Sink` these
immutable events as it goes; the tree view replays them one per step and tests
assert their exact sequence. A new kind of event is a class here (and a line in
the renderers that show it): the algorithms only call ``emit``. :func:`run`
runs a search with nobody listening (no event is built), :func:`collect` keeps
the events.

Values are in the algorithm's own convention: from MAX's point of view for
minimax and alpha-beta, from the point of view of the player to move for
negamax (``Enter.sign`` says which player that is), and vectors of one score
per player for max^n (``Enter.player`` says who chooses).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Literal

from gameviz.core.errors import Cancelled
from gameviz.core.search.tree import Value

if TYPE_CHECKING:
    from gameviz.core.search.record import Events, Record
    from gameviz.core.search.recorder import Recorder

Path = tuple[int, ...]
NodeKind = Literal["max", "min", "nega", "maxn"]
LeafSource = Literal["terminal", "heuristic"]
BoundName = Literal["alpha", "beta"]
CutKind = Literal["alpha", "beta", "shallow"]
MemoFlag = Literal["exact", "lower", "upper"]


@dataclass(frozen=True)
class Enter:
    """The search arrives at a node, with the window [α, β] it was given
    (None for minimax and negamax, which have no window)."""

    path: Path
    depth: int
    alpha: float | None
    beta: float | None
    kind: NodeKind
    sign: int = 1  # negamax: +1 if MAX is to move, −1 if MIN
    player: int = 0  # max^n: the player who chooses (1 … n)


@dataclass(frozen=True)
class Leaf:
    """A node is evaluated without looking further: the game is over, or the depth bound."""

    path: Path
    value: Value
    source: LeafSource


@dataclass(frozen=True)
class ChildValue:
    """The value of child ``child`` comes back to the node at ``path``."""

    path: Path
    child: int
    value: Value


@dataclass(frozen=True)
class BoundChange:
    """α (at a MAX node) or β (at a MIN node) improves."""

    path: Path
    bound: BoundName
    old: float
    new: float


@dataclass(frozen=True)
class Cutoff:
    """The remaining children of a node cannot change the result.

    As the course names them: a β-cut happens at a MAX node whose value
    reaches β (set by the MIN ancestor ``bound_owner``); an α-cut happens at
    a MIN node whose value falls to α (set by the MAX ancestor ``bound_owner``).
    A shallow cut (max^n) happens at a node whose player gets ``value`` ≥
    ``bound`` = S − x, where x is what the parent's player (``bound_owner``)
    already has and S the most the scores add up to: the parent's player can
    get at most S − value ≤ x here.
    """

    path: Path
    kind: CutKind  # "beta" at a MAX node, "alpha" at a MIN node, "shallow" (max^n)
    value: float
    bound: float
    bound_owner: Path | None
    skipped: tuple[int, ...]
    total: float | None = None  # shallow cuts: S


@dataclass(frozen=True)
class MemoHit:
    """The node's position was met before: its stored value is reused."""

    path: Path
    value: float
    flag: MemoFlag = "exact"  # "lower": value ≤ true value; "upper": value ≥ true value


@dataclass(frozen=True)
class Exit:
    """The node's value is final; ``best`` are the children that give it.

    ``bound`` says what the value proves in alpha-beta: ``"exact"``, or only an
    ``"upper"`` bound (the true value is ≤ it: the node failed low, e.g. a MIN
    node cut by α) or a ``"lower"`` one (≥ it: failed high, e.g. a MAX node cut by β).
    In max^n, ``"lower"`` marks a node cut by shallow pruning: only its player's
    score is proved, and only as a lower bound.
    """

    path: Path
    value: Value
    best: tuple[int, ...]
    bound: MemoFlag = "exact"


@dataclass(frozen=True)
class Iteration:
    """Iterative deepening starts a new search to ``depth``."""

    depth: int


Event = Enter | Leaf | ChildValue | BoundChange | Cutoff | MemoHit | Exit | Iteration


@dataclass
class SearchStats:
    """Counts of one run."""

    nodes: int = 0
    leaves: int = 0
    cutoffs: int = 0
    memo_hits: int = 0

    def as_dict(self) -> dict[str, int]:
        return {
            "nodes": self.nodes,
            "leaves": self.leaves,
            "cutoffs": self.cutoffs,
            "memo_hits": self.memo_hits,
        }


@dataclass(frozen=True)
class SearchResult:
    """The value of the root (MAX's point of view), its best moves and the counts.

    ``best`` lists the root's children that reach the value: all of them for
    minimax and negamax (the course's "version augmentée"), the one chosen by
    alpha-beta (which does not evaluate ties exactly). ``principal`` is the
    principal variation: the path followed when both sides play ``best[0]``.
    For iterative deepening, ``iterations`` holds the counts of each search
    (``stats`` is their sum).
    """

    value: Value
    best: tuple[int, ...]
    stats: SearchStats
    principal: Path = ()
    iterations: tuple[SearchStats, ...] = ()

    @property
    def number(self) -> float:
        """The value of a two-player search (a number, never a vector)."""
        if isinstance(self.value, tuple):
            raise TypeError("a search with n players has a vector for value, not a number")
        return self.value


#: A sink: ``emit(EventType, *fields)`` receives each event as its type and fields, so that
#: a search nobody listens to (the sink :func:`ignore`) builds no event at all.
Emit = Callable[..., None]
#: Told now and then how far a search went: (nodes entered so far, depth of the node entered).
Watch = Callable[[int, int], None]


def ignore(event_type: type, *fields: object) -> None:
    """The null sink: nobody listens, nothing is built."""


@dataclass(frozen=True)
class Sink:
    """Who listens to a search: ``emit`` receives the events, ``watch`` is called every ``every``
    nodes (it may raise to stop the search, e.g. :class:`~gameviz.core.errors.Cancelled`).
    ``recorder``, the :class:`~gameviz.core.search.recorder.Recorder` behind ``emit`` when there is
    one, takes a compiled search's record whole."""

    emit: Emit = ignore
    watch: Watch | None = None
    every: int = 10_000
    recorder: Recorder | None = None

    def tell(self, record: Record) -> None:
        """Tell this sink the events of ``record`` at once (a compiled search's): its recorder takes
        them, else ``emit`` receives them one by one."""
        if self.recorder is not None:
            self.recorder.take(record)
        elif self.emit is not ignore:
            from gameviz.core.search.record import Events

            for event in Events(record):
                self.emit(type(event), *(getattr(event, f.name) for f in fields(event)))


class Search:
    """A search ready to run: :meth:`walk` searches the tree, telling a :class:`Sink` what happens.

    Algorithms build one from their function ``walk(sink) -> SearchResult``; :func:`run` and
    :func:`collect` run it. ``traced`` False (``trace=False``) gives the result alone: no sink
    receives events then, only the watch.
    """

    def __init__(self, walk: Callable[[Sink], SearchResult], *, traced: bool = True, compiled: bool = False) -> None:
        self._walk = walk
        self.traced = traced
        #: whether a compiled kernel searches (it tells the watch only every ``every`` nodes, and
        #: its sink all its events at the end)
        self.compiled = compiled

    def walk(self, sink: Sink) -> SearchResult:
        """Search, telling ``sink`` the events (if traced) and the nodes entered."""
        return self._walk(sink if self.traced else Sink(ignore, sink.watch, sink.every))


#: What the recursive step of a search returns: (value, principal variation, best children).
NodeResult = tuple[float, Path, tuple[int, ...]]


def run(search: Search) -> SearchResult:
    """Run a search and return its result (no events are built)."""
    return search.walk(Sink())


def collect(
    search: Search,
    *,
    keep: Callable[[Event], bool] | None = None,
    progress: Callable[[int], bool | None] | None = None,
    every: int = 20_000,
    watch: Callable[[int, int], bool | None] | None = None,
    kinds: Collection[type] | None = None,
) -> tuple[Events, SearchResult]:
    """Run a search and return the events kept (a sequence over the arrays of its record, see
    :mod:`~gameviz.core.search.record`) and the result.

    Parameters
    ----------
    keep
        Called with every event in order; the events for which it returns
        True are kept (all of them without it).
    kinds
        The types of events to keep (:class:`Leaf`, :class:`Exit`…), all without it: the others
        are not even written (a search that only needs its leaves keeps less).
    progress
        Called with the number of nodes entered so far, every ``every`` nodes;
        returning False stops the search with :class:`~gameviz.core.errors.Cancelled`.
    watch
        Instead of ``progress``: called with the nodes so far and the depth of the node
        entered; it may also raise to stop the search.
    """
    from gameviz.core.search.recorder import Recorder

    if watch is None and progress is not None:
        told = progress

        def watch(nodes: int, depth: int) -> bool | None:
            return told(nodes)

    def look(nodes: int, depth: int) -> None:
        assert watch is not None
        if watch(nodes, depth) is False:
            raise Cancelled()

    recorder = Recorder(keep, kinds)
    result = search.walk(Sink(recorder.emit, look if watch is not None else None, every, recorder))
    return recorder.events(), result


def visited_leaves(events: Iterable[Event]) -> list[Path]:
    """The paths of the evaluated leaves, in visiting order."""
    from gameviz.core.search.record import Events

    if isinstance(events, Events):
        return events.leaf_paths()
    return [e.path for e in events if isinstance(e, Leaf)]
