"""A search's trace kept as arrays, and its events made only when they are read.

A search writes one row per event into columns of numbers (the kind of event, a small code, the
node it is about, a value, an integer) and one row per node entered into a table of nodes
(its parent, its index among its parent's children, its depth), from which paths are rebuilt. A
compiled kernel writes these arrays itself; a Python search writes them through
:class:`Recorder`, the :class:`~gameviz.core.search.trace.Sink` that :func:`collect
<gameviz.core.search.trace.collect>` gives it. :class:`Events` reads a :class:`Record` as the
sequence of :mod:`~gameviz.core.search.trace` events that consumers index, slice and iterate:
an event is made when it is read, so that a whole tic-tac-toe minimax (1.6 million events) takes
about thirty megabytes instead of a Python object per event.

Columns of an event row, by kind (``more`` holds the second value of a row that has two;
``extra`` the lists: a list is its length followed by its items):

=========== ============================ ============== ================================================
kind        ``flag``                     ``x``          ``a``
=========== ============================ ============== ================================================
Enter       node kind, +4 if the sign is  α (NaN: none)  where β is in ``more`` (−1: no window)
            −1, +8 × the player
Leaf        source                       value
ChildValue                               value          the child
BoundChange bound                        old            where the new bound is in ``more``
Cutoff      cut kind                     value          where, in ``extra``: the owner's node (−1: none),
                                                        where the bound is in ``more``, the skipped list
MemoHit     flag                         value
Exit        bound                        value          where the best list is in ``extra``
Iteration                                               the depth
=========== ============================ ============== ================================================

A value that is not a float (a vector of max^n, an integer too large for a float) is kept aside in
``objects``, by row and field. A row takes 18 bytes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, overload

import numpy as np

from gameviz.core.search.trace import (
    BoundChange,
    BoundName,
    ChildValue,
    CutKind,
    Cutoff,
    Enter,
    Event,
    Exit,
    Iteration,
    Leaf,
    LeafSource,
    MemoFlag,
    MemoHit,
    NodeKind,
    Path,
)

# the kinds of event rows (the kernels use the same numbers)
ENTER, LEAF, CHILD, BOUND, CUT, MEMO, EXIT, ITERATION = range(8)
#: the codes of the small fields, by kind of row
NODE_KINDS: tuple[NodeKind, ...] = ("max", "min", "nega", "maxn")
SOURCES: tuple[LeafSource, ...] = ("terminal", "heuristic")
BOUNDS: tuple[BoundName, ...] = ("alpha", "beta")
CUTS: tuple[CutKind, ...] = ("alpha", "beta", "shallow")
FLAGS: tuple[MemoFlag, ...] = ("exact", "lower", "upper")
#: rows made into events at a time while iterating
_CHUNK = 4096


@dataclass
class Record:
    """The trace of one search as arrays: one row per event, one per node entered (see the module)."""

    kind: np.ndarray
    flag: np.ndarray
    node: np.ndarray
    x: np.ndarray
    a: np.ndarray
    parent: np.ndarray
    child: np.ndarray
    depth: np.ndarray
    extra: np.ndarray
    more: np.ndarray
    objects: dict[int, dict[str, Any]] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.kind)

    @property
    def nodes(self) -> int:
        """The number of nodes entered."""
        return len(self.parent)

    def path(self, node: int) -> Path:
        """The path from the root to ``node``."""
        steps = []
        parent, child = self.parent, self.child
        while node >= 0 and parent[node] >= 0:
            steps.append(int(child[node]))
            node = int(parent[node])
        return tuple(reversed(steps))

    def items(self, offset: int) -> tuple[int, ...]:
        """The list kept in ``extra`` at ``offset``."""
        count = int(self.extra[offset])
        return tuple(self.extra[offset + 1: offset + 1 + count].tolist())

    def path_rows(self, nodes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The paths of ``nodes`` as the rows of a matrix (padded with −1) and their lengths."""
        lengths = self.depth[nodes]
        deepest = int(lengths.max()) if len(nodes) else 0
        rows = np.full((len(nodes), max(deepest, 1)), -1, np.int32)
        current, level = nodes.astype(np.int64), lengths.astype(np.int64)
        for _ in range(deepest):  # one step up from every node at a time
            below = np.flatnonzero(level > 0)
            rows[below, level[below] - 1] = self.child[current[below]]
            current[below] = self.parent[current[below]]
            level[below] -= 1
        return rows, lengths

    def paths(self, nodes: np.ndarray) -> list[list[int]]:
        """The paths of ``nodes``, as lists."""
        rows, lengths = self.path_rows(nodes)
        return [row[:length] for row, length in zip(rows.tolist(), lengths.tolist(), strict=True)]


class Events(Sequence[Event]):
    """The events of a :class:`Record` (all of them, or some of its rows), made when read."""

    def __init__(self, record: Record, rows: range | np.ndarray | None = None) -> None:
        self.record = record
        self._rows: range | np.ndarray = range(len(record)) if rows is None else rows

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> Events: ...

    def __getitem__(self, index: int | slice) -> Event | Events:
        if isinstance(index, slice):
            return Events(self.record, self._rows[index])
        return _Maker(self.record).event(int(self._rows[index]))

    def __iter__(self) -> Iterator[Event]:
        maker = _Maker(self.record)
        for start in range(0, len(self._rows), _CHUNK):
            yield from maker.events(self._array(start, start + _CHUNK))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # a sequence, compared by its events

    def __repr__(self) -> str:
        return f"Events({len(self):,} events)"

    def where(self, keep: Callable[[Event], bool]) -> Events:
        """The events for which ``keep`` is True (each made once, to be asked)."""
        rows = self._array(0, len(self._rows))
        kept = [row for row, event in zip(rows.tolist(), self, strict=True) if keep(event)]
        return Events(self.record, np.asarray(kept, dtype=np.int64))

    def rows_of(self, kind: int) -> np.ndarray:
        """The rows (of the record) of the events of ``kind`` (:data:`LEAF`, :data:`CUT`…), in order."""
        if isinstance(self._rows, range) and self._rows.step == 1:
            start = self._rows.start
            return np.flatnonzero(self.record.kind[start: self._rows.stop] == kind) + start
        rows = self._array(0, len(self._rows))
        chosen: np.ndarray = rows[self.record.kind[rows] == kind]
        return chosen

    def leaf_paths(self) -> list[Path]:
        """The paths of the evaluated leaves, in visiting order."""
        return [tuple(path) for path in self.record.paths(self.record.node[self.rows_of(LEAF)])]

    def of_kind(self, kind: int) -> Events:
        """The events of ``kind`` (:data:`LEAF`, :data:`CUT`…)."""
        return Events(self.record, self.rows_of(kind))

    def exit_bounds(self, nodes: np.ndarray) -> list[MemoFlag | None]:
        """What the value of each node's :class:`Exit` proves (None for a node without one)."""
        record, exits = self.record, self.rows_of(EXIT)
        exit_of = np.full(record.nodes, -1, np.int64)
        exit_of[record.node[exits]] = exits
        rows = exit_of[nodes]
        return [FLAGS[flag] if row >= 0 else None for row, flag in zip(rows.tolist(), record.flag[rows].tolist(),
                                                                           strict=True)]

    def _array(self, start: int, stop: int) -> np.ndarray:
        """Rows ``start`` to ``stop`` of this sequence, as record rows."""
        rows = self._rows[start:stop]
        return np.arange(rows.start, rows.stop, rows.step) if isinstance(rows, range) else rows


class _Maker:
    """Makes the events of rows of a record, rebuilding paths from the table of nodes; rows read in
    order (as a search wrote them) reuse the path of the node above."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self._nodes: list[int] = []  # the nodes of the last path made, by depth
        self._paths: list[Path] = []

    def event(self, row: int) -> Event:
        return next(self.events(np.array([row])))

    def events(self, rows: np.ndarray) -> Iterator[Event]:
        r = self.record
        columns = zip(rows.tolist(), r.kind[rows].tolist(), r.flag[rows].tolist(), r.node[rows].tolist(),
                      r.x[rows].tolist(), r.a[rows].tolist(), strict=True)
        objects = r.objects
        for row, kind, flag, node, x, a in columns:
            if kind == ITERATION:
                yield Iteration(a)
                continue
            event = _MAKE[kind](self, self.path(node), flag, x, a)
            yield event if row not in objects else replace(event, **objects[row])

    def path(self, node: int) -> Path:
        """The path of ``node``."""
        nodes, paths = self._nodes, self._paths
        depth = int(self.record.depth[node])
        if depth < len(nodes) and nodes[depth] == node:
            return paths[depth]
        if depth:
            parent = int(self.record.parent[node])
            if not (depth - 1 < len(nodes) and nodes[depth - 1] == parent):
                self._climb(parent)
            path = paths[depth - 1] + (int(self.record.child[node]),)
        else:
            path = ()
        del nodes[depth:], paths[depth:]
        nodes.append(node)
        paths.append(path)
        return path

    def _climb(self, node: int) -> None:
        """Make ``node``'s path and its ancestors' the last paths made."""
        chain = []
        while node >= 0:
            chain.append(node)
            node = int(self.record.parent[node])
        self._nodes[:] = chain[::-1]
        self._paths[:] = [()]
        for below in self._nodes[1:]:
            self._paths.append(self._paths[-1] + (int(self.record.child[below]),))

    def enter(self, path: Path, flag: int, alpha: float, at: int) -> Enter:
        beta = None if at < 0 else float(self.record.more[at])
        return Enter(path, len(path), None if at < 0 else alpha, beta, NODE_KINDS[flag & 3], -1 if flag & 4 else 1,
                     flag >> 3)

    def cutoff(self, path: Path, flag: int, value: float, at: int) -> Cutoff:
        extra = self.record.extra
        owner, bound = int(extra[at]), float(self.record.more[extra[at + 1]])
        return Cutoff(path, CUTS[flag], value, bound, self.path(owner) if owner >= 0 else None, self.record.items(at + 2))


_MAKE: dict[int, Callable[[_Maker, Path, int, float, int], Event]] = {
    ENTER: _Maker.enter,
    LEAF: lambda m, path, flag, x, a: Leaf(path, x, SOURCES[flag]),
    CHILD: lambda m, path, flag, x, a: ChildValue(path, a, x),
    BOUND: lambda m, path, flag, x, a: BoundChange(path, BOUNDS[flag], x, float(m.record.more[a])),
    CUT: _Maker.cutoff,
    MEMO: lambda m, path, flag, x, a: MemoHit(path, x, FLAGS[flag]),
    EXIT: lambda m, path, flag, x, a: Exit(path, x, m.record.items(a), FLAGS[flag]),
}
