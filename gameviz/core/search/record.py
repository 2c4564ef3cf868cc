"""A search's trace kept as arrays, and its events made only when they are read.

A search writes one row per event into columns of numbers (the kind of event, the node it is
about, a small code, two values, two integers) and one row per node entered into a table of nodes
(its parent, its index among its parent's children, its depth), from which paths are rebuilt. A
compiled kernel writes these arrays itself; a Python search writes them through
:class:`Recorder`, the :class:`~gameviz.core.search.trace.Sink` that :func:`collect
<gameviz.core.search.trace.collect>` gives it. :class:`Events` reads a :class:`Record` as the
sequence of :mod:`~gameviz.core.search.trace` events that consumers index, slice and iterate:
an event is made when it is read, so that a whole tic-tac-toe minimax (1.6 million events) takes
about fifty megabytes instead of a Python object per event.

Columns of an event row, by kind:

========== ============ ============== ============== ============== ==================
kind       ``flag``     ``x``          ``y``          ``i``          ``j``
========== ============ ============== ============== ============== ==================
Enter      node kind    α (NaN: none)  β (NaN: none)  sign           player
Leaf       source       value
ChildValue              value                         child
BoundChange bound       old            new
Cutoff     cut kind     value          bound          owner's node   skipped (in extra)
MemoHit    flag         value
Exit       bound        value                                        best (in extra)
Iteration                                             depth
========== ============ ============== ============== ============== ==================

A list (``skipped``, ``best``) is kept in ``extra`` as its length followed by its items, the row
holding where it starts. A value that is not a float (a vector of max^n, an integer too large for
a float) is kept aside in ``objects``, by row and field.
"""

from __future__ import annotations

import math
from array import array
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
#: the largest integer a float holds exactly
_EXACT = 2**53
#: rows made into events at a time while iterating
_CHUNK = 4096


@dataclass
class Record:
    """The trace of one search as arrays: one row per event, one per node entered (see the module)."""

    kind: np.ndarray
    node: np.ndarray
    flag: np.ndarray
    x: np.ndarray
    y: np.ndarray
    i: np.ndarray
    j: np.ndarray
    parent: np.ndarray
    child: np.ndarray
    depth: np.ndarray
    extra: np.ndarray
    objects: dict[int, dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def empty(cls) -> Record:
        """A record of no event."""
        ints, reals, small = np.zeros(0, np.int32), np.zeros(0), np.zeros(0, np.int8)
        return cls(small, ints, small, reals, reals, ints, ints, ints, ints, ints, ints)

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
        columns = zip(rows.tolist(), r.kind[rows].tolist(), r.node[rows].tolist(), r.flag[rows].tolist(),
                      r.x[rows].tolist(), r.y[rows].tolist(), r.i[rows].tolist(), r.j[rows].tolist(), strict=True)
        objects = r.objects
        for row, kind, node, flag, x, y, i, j in columns:
            if kind == ITERATION:
                yield Iteration(i)
                continue
            event = _MAKE[kind](self, self.path(node), flag, x, y, i, j)
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

    def items(self, offset: int) -> tuple[int, ...]:
        return self.record.items(offset)


def _maybe(value: float) -> float | None:
    return None if math.isnan(value) else value


_MAKE: dict[int, Callable[..., Event]] = {
    ENTER: lambda m, path, flag, x, y, i, j: Enter(path, len(path), _maybe(x), _maybe(y), NODE_KINDS[flag], i, j),
    LEAF: lambda m, path, flag, x, y, i, j: Leaf(path, x, SOURCES[flag]),
    CHILD: lambda m, path, flag, x, y, i, j: ChildValue(path, i, x),
    BOUND: lambda m, path, flag, x, y, i, j: BoundChange(path, BOUNDS[flag], x, y),
    CUT: lambda m, path, flag, x, y, i, j: Cutoff(path, CUTS[flag], x, y, m.path(i) if i >= 0 else None,
                                                  m.items(j)),
    MEMO: lambda m, path, flag, x, y, i, j: MemoHit(path, x, FLAGS[flag]),
    EXIT: lambda m, path, flag, x, y, i, j: Exit(path, x, m.items(j), FLAGS[flag]),
}


class Recorder:
    """Writes the events a Python search emits into a :class:`Record`: its :meth:`emit` is a sink's.

    ``keep``, when given, is asked about every event (made for it) and only the events it keeps
    are written; every node entered is in the table of nodes all the same.
    """

    def __init__(self, keep: Callable[[Event], bool] | None = None) -> None:
        self.keep = keep
        self._kind, self._flag = array("b"), array("b")
        self._node, self._i, self._j = array("i"), array("i"), array("i")
        self._x, self._y = array("d"), array("d")
        self._parent, self._child, self._depth = array("i"), array("i"), array("i")
        self._extra = array("i")
        self._objects: dict[int, dict[str, Any]] = {}
        self._stack: list[int] = []  # the node entered at each depth of the current path
        self._taken: Record | None = None
        self._write: dict[type, Callable[..., None]] = {
            Enter: self._enter, Leaf: self._leaf, ChildValue: self._child_value, BoundChange: self._bound_change,
            Cutoff: self._cutoff, MemoHit: self._memo_hit, Exit: self._exit, Iteration: self._iteration,
        }

    def emit(self, event_type: type, *fields: Any) -> None:
        """Write one event (the sink's ``emit``)."""
        if self.keep is not None and not self.keep(event_type(*fields)):
            if event_type is Enter:
                self._new_node(fields[0])
            elif event_type is Iteration:
                self._stack.clear()
            return
        self._write[event_type](*fields)

    def take(self, record: Record) -> None:
        """Keep ``record``, written whole by a compiled search, as what was written."""
        self._taken = record

    def events(self) -> Events:
        """The events written (or taken), those ``keep`` keeps."""
        if self._taken is None:
            return Events(self.record())
        events = Events(self._taken)
        return events if self.keep is None else events.where(self.keep)

    def record(self) -> Record:
        """What was written, as a :class:`Record` (sharing the memory written)."""

        def column(values: array, dtype: type) -> np.ndarray:  # type: ignore[type-arg]
            return np.frombuffer(values, dtype=dtype) if len(values) else np.zeros(0, dtype)

        return Record(column(self._kind, np.int8), column(self._node, np.int32), column(self._flag, np.int8),
                      column(self._x, np.float64), column(self._y, np.float64), column(self._i, np.int32),
                      column(self._j, np.int32), column(self._parent, np.int32), column(self._child, np.int32),
                      column(self._depth, np.int32), column(self._extra, np.int32), self._objects)

    # --------------------------------------------------------------- rows
    def _row(self, kind: int, node: int, flag: int = 0, x: float = 0.0, y: float = 0.0, i: int = 0,
             j: int = 0) -> None:
        self._kind.append(kind)
        self._node.append(node)
        self._flag.append(flag)
        self._x.append(x)
        self._y.append(y)
        self._i.append(i)
        self._j.append(j)

    def _value(self, name: str, value: Any) -> float:
        """``value`` as a column holds it: a float, or NaN with the value kept aside."""
        if type(value) is float or (type(value) is int and -_EXACT <= value <= _EXACT):
            return float(value)
        self._objects.setdefault(len(self._kind), {})[name] = value
        return math.nan

    def _items(self, items: tuple[int, ...]) -> int:
        offset = len(self._extra)
        self._extra.append(len(items))
        self._extra.extend(items)
        return offset

    def _new_node(self, path: Path) -> int:
        depth, node, stack = len(path), len(self._parent), self._stack
        del stack[depth:]
        self._parent.append(stack[-1] if depth else -1)
        self._child.append(path[-1] if depth else -1)
        self._depth.append(depth)
        stack.append(node)
        return node

    def _at(self, path: Path) -> int:
        return self._stack[len(path)]

    # ------------------------------------------------------------- events
    def _enter(self, path: Path, depth: int, alpha: float | None, beta: float | None, kind: str, sign: int = 1,
               player: int = 0) -> None:
        node = self._new_node(path)
        self._row(ENTER, node, NODE_KINDS.index(kind), math.nan if alpha is None else self._value("alpha", alpha),
                  math.nan if beta is None else self._value("beta", beta), sign, player)

    def _leaf(self, path: Path, value: Any, source: str) -> None:
        self._row(LEAF, self._at(path), SOURCES.index(source), self._value("value", value))

    def _child_value(self, path: Path, child: int, value: Any) -> None:
        self._row(CHILD, self._at(path), 0, self._value("value", value), 0.0, child)

    def _bound_change(self, path: Path, bound: str, old: float, new: float) -> None:
        self._row(BOUND, self._at(path), BOUNDS.index(bound), self._value("old", old), self._value("new", new))

    def _cutoff(self, path: Path, kind: str, value: float, bound: float, owner: Path | None,
                skipped: tuple[int, ...], total: float | None = None) -> None:
        if total is not None:
            self._objects.setdefault(len(self._kind), {})["total"] = total
        self._row(CUT, self._at(path), CUTS.index(kind), self._value("value", value), self._value("bound", bound),
                  -1 if owner is None else self._at(owner), self._items(skipped))

    def _memo_hit(self, path: Path, value: Any, flag: str = "exact") -> None:
        self._row(MEMO, self._at(path), FLAGS.index(flag), self._value("value", value))

    def _exit(self, path: Path, value: Any, best: tuple[int, ...], bound: str = "exact") -> None:
        self._row(EXIT, self._at(path), FLAGS.index(bound), self._value("value", value), 0.0, 0, self._items(best))

    def _iteration(self, depth: int) -> None:
        self._stack.clear()
        self._row(ITERATION, -1, 0, 0.0, 0.0, depth)
