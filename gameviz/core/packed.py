"""The arena packed into NumPy arrays, for the compiled algorithms.

Successor and predecessor lists become CSR arrays (``ptr[i]:ptr[i + 1]`` slices ``idx``), in
the arena's own list order, so that a compiled algorithm visits moves exactly as the Python
one does. :meth:`gameviz.core.arena.Arena.packed` keeps the packed form until the next edit.
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

import numpy as np

from gameviz.core.arena import IndexedView, Vertex


class PackedArena(NamedTuple):
    """CSR successors and predecessors (int64 pointers, int32 vertex numbers), owners and
    targets (0, 1 or 2) as uint8, each player's targets in the arena's order, and the vertices
    and their numbers as they were when packed (results read through these stay right after an
    edit renumbers the arena)."""

    keys: tuple[Vertex, ...]
    numbers: dict[Vertex, int]
    succ_ptr: np.ndarray
    succ_idx: np.ndarray
    pred_ptr: np.ndarray
    pred_idx: np.ndarray
    owner: np.ndarray
    target: np.ndarray
    targets: dict[int, np.ndarray]


def _csr(lists: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    ptr = np.zeros(len(lists) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, lists), dtype=np.int64, count=len(lists)), out=ptr[1:])
    idx = np.fromiter(itertools.chain.from_iterable(lists), dtype=np.int32, count=int(ptr[-1]))
    return ptr, idx


def pack(view: IndexedView, targets: dict[int, list[Vertex]]) -> PackedArena:
    """The packed form of an arena's tables (``Arena.indexed()``) and target lists."""
    succ_ptr, succ_idx = _csr(view.succ)
    pred_ptr, pred_idx = _csr(view.pred)
    seeds = {p: np.fromiter((view.index[v] for v in vs), dtype=np.int32, count=len(vs)) for p, vs in targets.items()}
    return PackedArena(tuple(view.keys), dict(view.index), succ_ptr, succ_idx, pred_ptr, pred_idx,
                       np.frombuffer(bytes(view.owner), dtype=np.uint8),
                       np.frombuffer(bytes(view.target), dtype=np.uint8), seeds)
