"""The course's attractor algorithm with counters, and its queue version, as events.

Section I.4.b of the course computes the attractor of player i without the
sets A_m: it reverses the arena's edges (the *transposed graph*), gives every
vertex a counter of its successors not yet known to be winning (its out-degree
to begin with), and calls a recursive ``parcours(s, m)`` on each target s with
m = 0. A call on a vertex not yet labelled gives it the label m, then follows
each transposed edge s → v: v's counter goes down by one, and v is explored
with ``parcours(v, m + 1)`` if it belongs to player i or if its counter has
reached 0 (all its successors are winning). Section I.5 keeps the labels: the
player wins from a vertex labelled m "in at most m moves".

The depth-first order makes the labels depend on the order of the calls: an
opponent's vertex takes its label from the *last* successor to be labelled,
which is not always the successor of largest rank, and a player's vertex from
the first call that reaches it, not always the shortest way. A label can thus
differ from the rank (on Chomp 2×3, a vertex of rank 4 is labelled 2).
:func:`label_differences` finds these vertices and what explains them.

The *queue* version processes the same counters breadth-first, one vertex
taken from the front of a queue at a time: its labels are the minimal ranks.

Both follow gameviz's arenas: a play stops at a target, so targets (of any
player) are never entered through a transposed edge; each player's own
targets start the computation with label 0, in the arena's order; the
transposed graph lists the predecessors of a vertex in the arena's order of
vertices, as the course's ``transpose`` builds it.

References
----------
E. Grädel, W. Thomas, T. Wilke (eds.), *Automata, Logics, and Infinite Games*,
LNCS 2500, 2002, chapter 2 (the attractor in linear time with counters).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from gameviz.core.arena import Arena, Vertex, check_player


@dataclass(frozen=True)
class Call:
    """``parcours(vertex, label)`` is called, ``depth`` calls deep (0 for a target)."""

    vertex: Vertex
    label: int
    depth: int


@dataclass(frozen=True)
class CounterDrop:
    """The transposed edge ``via`` → ``vertex`` is followed: ``vertex``'s counter of successors
    not known to be winning goes from ``before`` to ``before - 1``."""

    vertex: Vertex
    via: Vertex
    before: int

    @property
    def after(self) -> int:
        """The counter once lowered."""
        return self.before - 1


@dataclass(frozen=True)
class Enter:
    """``vertex`` enters the attractor with ``label``, reached from ``via`` (None for a target)."""

    vertex: Vertex
    label: int
    via: Vertex | None


@dataclass(frozen=True)
class Return:
    """``parcours(vertex, label)`` returns; ``already``: it did nothing, the vertex had a label."""

    vertex: Vertex
    label: int
    depth: int
    already: bool


@dataclass(frozen=True)
class Dequeue:
    """The queue version takes ``vertex`` (labelled ``label``) from the front of the queue."""

    vertex: Vertex
    label: int


CounterEvent = Call | CounterDrop | Enter | Return | Dequeue

#: The algorithms of ``solve --algorithm``: the set-by-set definition, the course's recursion, the queue.
ALGORITHMS = ("definition", "course", "queue")


def transposed(arena: Arena) -> dict[Vertex, list[Vertex]]:
    """The predecessors of every vertex, listed in the arena's order of vertices (the course's
    ``transpose``: every edge s → v of the arena becomes v → s)."""
    reverse: dict[Vertex, list[Vertex]] = {v: [] for v in arena}
    for s in arena:
        for v in arena.successors(s):
            reverse[v].append(s)
    return reverse


def _start(arena: Arena, player: int) -> tuple[dict[Vertex, list[Vertex]], dict[Vertex, int], set[Vertex]]:
    check_player(player)
    counters = {v: len(arena.successors(v)) for v in arena}
    targets = {v for v in arena if arena.target_of(v) is not None}
    return transposed(arena), counters, targets


def course_events(arena: Arena, player: int) -> Iterator[CounterEvent]:
    """Yield the events of the course's recursive ``parcours(s, m)`` for ``player``'s attractor.

    The recursion is run on an explicit stack, so that long arenas do not reach
    Python's recursion limit; the events come in the order of the recursive calls.

    Examples
    --------
    >>> from gameviz.games.sticks import sticks_arena
    >>> [e for e in course_events(sticks_arena(2), 1) if isinstance(e, Enter)][:2]
    [Enter(vertex=(0, 1), label=0, via=None), Enter(vertex=(1, 2), label=1, via=(0, 1))]
    """
    before, counters, targets = _start(arena, player)
    label: dict[Vertex, int] = {}
    for target in arena.targets(player):
        # each frame: the vertex, its label, the predecessors still to follow
        yield Call(target, 0, 0)
        if target in label:
            yield Return(target, 0, 0, True)
            continue
        label[target] = 0
        yield Enter(target, 0, None)
        stack = [(target, 0, iter(before[target]))]
        while stack:
            s, m, rest = stack[-1]
            v = next(rest, None)
            if v is None:
                stack.pop()
                yield Return(s, m, len(stack), False)
                continue
            if v in targets:
                continue
            yield CounterDrop(v, s, counters[v])
            counters[v] -= 1
            if arena.player(v) == player or counters[v] == 0:
                yield Call(v, m + 1, len(stack))
                if v in label:
                    yield Return(v, m + 1, len(stack), True)
                    continue
                label[v] = m + 1
                yield Enter(v, m + 1, s)
                stack.append((v, m + 1, iter(before[v])))


def queue_events(arena: Arena, player: int) -> Iterator[CounterEvent]:
    """Yield the events of the queue version: the same counters, processed breadth-first.

    The labels it gives are the ranks (the smallest m with the vertex in A_m).
    """
    before, counters, targets = _start(arena, player)
    label: dict[Vertex, int] = {}
    queue: deque[Vertex] = deque()
    for target in arena.targets(player):
        if target not in label:
            label[target] = 0
            queue.append(target)
            yield Enter(target, 0, None)
    while queue:
        s = queue.popleft()
        m = label[s]
        yield Dequeue(s, m)
        for v in before[s]:
            if v in targets:
                continue
            yield CounterDrop(v, s, counters[v])
            counters[v] -= 1
            if v not in label and (arena.player(v) == player or counters[v] == 0):
                label[v] = m + 1
                queue.append(v)
                yield Enter(v, m + 1, s)


EVENTS: dict[str, Callable[[Arena, int], Iterator[CounterEvent]]] = {"course": course_events, "queue": queue_events}


def labels(arena: Arena, player: int, algorithm: str = "course") -> dict[Vertex, int]:
    """The label of every vertex of ``player``'s attractor, in the order they enter, given by
    ``algorithm`` (``"course"`` or ``"queue"``): the course's ``attracteur_strat``."""
    return {e.vertex: e.label for e in EVENTS[algorithm](arena, player) if isinstance(e, Enter)}


@dataclass(frozen=True)
class LabelDifference:
    """A vertex whose course label is not its rank, and why.

    ``via`` (labelled ``label - 1``) is the vertex whose call labelled it;
    ``witness`` (of rank ``rank - 1``) is the successor that gives its rank: for
    the player's vertex the successor of smallest rank, for the opponent's the
    successor of largest rank (the last one the definition adds).
    """

    vertex: Vertex
    label: int
    rank: int
    via: Vertex
    witness: Vertex
    player_vertex: bool


def label_differences(arena: Arena, player: int, rank: Mapping[Vertex, int]) -> list[LabelDifference]:
    """The vertices whose course label (:func:`course_events`) differs from their ``rank``, in the
    order they are labelled."""
    found = []
    for entry in course_events(arena, player):
        if not isinstance(entry, Enter) or entry.label == rank[entry.vertex]:
            continue
        v, m, via = entry.vertex, entry.label, entry.via
        mine = arena.player(v) == player
        ranked = [w for w in arena.successors(v) if w in rank]
        witness = (min if mine else max)(ranked, key=lambda w: rank[w])
        assert via is not None  # a target is labelled 0, its rank
        found.append(LabelDifference(v, m, rank[v], via, witness, mine))
    return found


@dataclass(frozen=True)
class AlgorithmState:
    """Where the algorithm stands after some of its events: each vertex's ``counter`` of successors
    not known to be winning, the ``labels`` given so far, the ``pending`` vertices (the call stack of
    ``parcours``, innermost last, or the queue, front first) and the ``event`` just done (None before
    the first)."""

    counters: dict[Vertex, int]
    labels: dict[Vertex, int]
    pending: tuple[Vertex, ...]
    event: CounterEvent | None


def state_after(arena: Arena, events: list[CounterEvent], count: int) -> AlgorithmState:
    """The state once the first ``count`` of ``events`` (of :func:`course_events` or
    :func:`queue_events` on ``arena``) are done."""
    counters = {v: len(arena.successors(v)) for v in arena}
    labelled: dict[Vertex, int] = {}
    pending: list[Vertex] = []
    queue = any(isinstance(e, Dequeue) for e in events)
    for event in events[:count]:
        if isinstance(event, CounterDrop):
            counters[event.vertex] = event.after
        elif isinstance(event, Enter):
            labelled[event.vertex] = event.label
            if queue:
                pending.append(event.vertex)
        elif isinstance(event, Call):
            pending.append(event.vertex)
        elif isinstance(event, Return):
            pending.pop()
        else:
            pending.pop(0)
    return AlgorithmState(counters, labelled, tuple(pending), events[count - 1] if count else None)
