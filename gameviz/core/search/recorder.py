"""Writing the events a Python search emits into a :class:`~gameviz.core.search.record.Record`.

:class:`Recorder` is what :func:`~gameviz.core.search.trace.collect` listens with: its
:meth:`Recorder.emit` receives each event as its type and fields, and appends a row to the columns
of the record (:mod:`~gameviz.core.search.record` says which column holds what). Every event is
about a node on the current path of the search, so a stack of the nodes entered, by depth, finds
the node of each event from the length of its path. A compiled search writes the same arrays
itself, and hands them over whole (:meth:`Recorder.take`).
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Collection
from typing import Any

import numpy as np

from gameviz.core.search.record import (
    BOUND,
    BOUNDS,
    CHILD,
    CUT,
    CUTS,
    ENTER,
    EXIT,
    FLAGS,
    ITERATION,
    LEAF,
    MEMO,
    NODE_KINDS,
    SOURCES,
    Events,
    Record,
)
from gameviz.core.search.trace import (
    BoundChange,
    ChildValue,
    Cutoff,
    Enter,
    Event,
    Exit,
    Iteration,
    Leaf,
    MemoHit,
    Path,
)

#: The largest integer a float holds exactly.
_EXACT = 2**53


class Recorder:
    """Writes the events a Python search emits into a record: its :meth:`emit` is a sink's.

    ``keep``, when given, is asked about every event (made for it) and only the events it keeps
    are written; ``kinds``, when given, are the only types of events written. Every node entered is
    in the table of nodes all the same.
    """

    def __init__(self, keep: Callable[[Event], bool] | None = None, kinds: Collection[type] | None = None) -> None:
        self.keep = keep
        self.kinds = None if kinds is None else frozenset(kinds)
        self._kind, self._flag, self._node, self._x, self._a = array("b"), array("b"), array("i"), array("d"), \
            array("i")
        self._parent, self._child, self._depth = array("i"), array("i"), array("i")
        self._extra, self._more = array("i"), array("d")
        self._objects: dict[int, dict[str, Any]] = {}
        self._stack: list[int] = []  # the node entered at each depth of the current path
        self._taken: Record | None = None
        self._write: dict[type, Callable[..., None]] = {
            Enter: self._enter, Leaf: self._leaf, ChildValue: self._child_value, BoundChange: self._bound_change,
            Cutoff: self._cutoff, MemoHit: self._memo_hit, Exit: self._exit, Iteration: self._iteration,
        }

    def emit(self, event_type: type, *fields: Any) -> None:
        """Write one event (the sink's ``emit``)."""
        if (self.kinds is not None and event_type not in self.kinds) or \
                (self.keep is not None and not self.keep(event_type(*fields))):
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
        """What was written, as a record (sharing the memory written)."""

        def column(values: array, dtype: type) -> np.ndarray:  # type: ignore[type-arg]
            return np.frombuffer(values, dtype=dtype) if len(values) else np.zeros(0, dtype)

        return Record(column(self._kind, np.int8), column(self._flag, np.int8), column(self._node, np.int32),
                      column(self._x, np.float64), column(self._a, np.int32), column(self._parent, np.int32),
                      column(self._child, np.int32), column(self._depth, np.int32), column(self._extra, np.int32),
                      column(self._more, np.float64), self._objects)

    # --------------------------------------------------------------- rows
    def _row(self, kind: int, node: int, flag: int = 0, x: float = 0.0, a: int = 0) -> None:
        self._kind.append(kind)
        self._flag.append(flag)
        self._node.append(node)
        self._x.append(x)
        self._a.append(a)

    def _value(self, name: str, value: Any) -> float:
        """``value`` as a column holds it: a float, or NaN with the value kept aside."""
        if type(value) is float or (type(value) is int and -_EXACT <= value <= _EXACT):
            return float(value)
        self._objects.setdefault(len(self._kind), {})[name] = value
        return math.nan

    def _second(self, name: str, value: Any) -> int:
        """Keep a row's second value in ``more``; return where."""
        self._more.append(self._value(name, value))
        return len(self._more) - 1

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
        flag = NODE_KINDS.index(kind) | (4 if sign < 0 else 0) | player << 3
        if alpha is None or beta is None:
            self._row(ENTER, node, flag, math.nan, -1)
        else:
            self._row(ENTER, node, flag, self._value("alpha", alpha), self._second("beta", beta))

    def _leaf(self, path: Path, value: Any, source: str) -> None:
        self._row(LEAF, self._at(path), SOURCES.index(source), self._value("value", value))

    def _child_value(self, path: Path, child: int, value: Any) -> None:
        self._row(CHILD, self._at(path), 0, self._value("value", value), child)

    def _bound_change(self, path: Path, bound: str, old: float, new: float) -> None:
        self._row(BOUND, self._at(path), BOUNDS.index(bound), self._value("old", old),
                  self._second("new", new))

    def _cutoff(self, path: Path, kind: str, value: float, bound: float, owner: Path | None,
                skipped: tuple[int, ...], total: float | None = None) -> None:
        if total is not None:
            self._objects.setdefault(len(self._kind), {})["total"] = total
        at = len(self._extra)
        self._extra.extend((-1 if owner is None else self._at(owner), self._second("bound", bound)))
        self._items(skipped)
        self._row(CUT, self._at(path), CUTS.index(kind), self._value("value", value), at)

    def _memo_hit(self, path: Path, value: Any, flag: str = "exact") -> None:
        self._row(MEMO, self._at(path), FLAGS.index(flag), self._value("value", value))

    def _exit(self, path: Path, value: Any, best: tuple[int, ...], bound: str = "exact") -> None:
        self._row(EXIT, self._at(path), FLAGS.index(bound), self._value("value", value),
                  self._items(best))

    def _iteration(self, depth: int) -> None:
        self._stack.clear()
        self._row(ITERATION, -1, 0, 0.0, depth)
