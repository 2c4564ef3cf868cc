"""Writing the rows of a search's trace (:mod:`~gameviz.core.search.record`), compiled by numba
into the search (:mod:`.walk`) that calls them.

``out`` holds the trace's columns (kind, flag, node, x, a), the table of nodes, the extra lists
and the rows' second values; the counters say how much of each is written.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gameviz.core.search.kernels import C_EVENTS, C_EXTRA, C_MORE, C_ROWS, O_KINDS, O_TRACED
from gameviz.core.search.kernels.jit import step
from gameviz.core.search.kernels.tables import copy

#: The arrays of a trace.
Arrays = tuple[Any, ...]


@step
def trace_full(C: np.ndarray, out: Arrays, branching: int) -> bool:
    """Whether the trace's arrays might not hold one more step (a node's events, lists and values)."""
    return C[C_EVENTS] + 4 > len(out[0][0]) or C[C_ROWS] + 1 > len(out[1][0]) \
        or C[C_EXTRA] + 2 * branching + 4 > len(out[2]) or C[C_MORE] + 2 > len(out[3])


@step
def write(opt: np.ndarray, C: np.ndarray, out: Arrays, kind: int, node: int, flag: int, x: float, a: int) -> None:
    """Write one event row (when the search is traced, and keeps its kind)."""
    if opt[O_TRACED] and opt[O_KINDS] >> kind & 1:
        trace, e = out[0], C[C_EVENTS]
        C[C_EVENTS] = e + 1
        trace[0][e], trace[1][e], trace[2][e], trace[3][e], trace[4][e] = kind, flag, node, x, a


@step
def more(opt: np.ndarray, C: np.ndarray, out: Arrays, value: float) -> int:
    """Keep a row's second value in ``more``; return where."""
    if not opt[O_TRACED]:
        return 0
    at = C[C_MORE]
    out[3][at] = value
    C[C_MORE] = at + 1
    return at


@step
def items(opt: np.ndarray, C: np.ndarray, out: Arrays, listed: np.ndarray, first: int, second: int,
          heads: int) -> int:
    """Keep a list in ``extra`` (its length, then its items), after ``heads`` numbers (0, 1 or 2: ``first``
    and ``second``); return where they start."""
    if not opt[O_TRACED]:
        return 0
    extra, start = out[2], C[C_EXTRA]
    if heads:
        extra[start], extra[start + 1] = first, second
    extra[start + heads] = len(listed)
    copy(extra[start + heads + 1:], listed)
    C[C_EXTRA] = start + heads + 1 + len(listed)
    return start
