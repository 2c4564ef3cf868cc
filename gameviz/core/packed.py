"""The arena packed into NumPy arrays, for the compiled algorithms.

Successor and predecessor lists become CSR arrays (``ptr[i]:ptr[i + 1]`` slices ``idx``), in
the arena's own list order, so that a compiled algorithm visits moves exactly as the Python
one does. :meth:`gameviz.core.arena.Arena.packed` keeps the packed form until the next edit.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

import numpy as np

from gameviz.core.arena import MAX_PLAYERS, IndexedView, Vertex
from gameviz.core.key_numbers import KeyNumbers


class PackedArena(NamedTuple):
    """CSR successors and predecessors (int64 pointers, int32 vertex numbers), owners and
    targets (0, 1 or 2) as uint8, each player's targets in the arena's order, and the vertices
    and their numbers as they were when packed (results read through these stay right after an
    edit renumbers the arena)."""

    keys: tuple[Vertex, ...]
    numbers: Mapping[Vertex, int]
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


def pack_moves(keys: Sequence[Vertex], owner: np.ndarray, sources: np.ndarray, heads: np.ndarray,
               target: np.ndarray | None = None, targets: Mapping[int, Any] | None = None, *,
               numbers: dict[Any, int] | None = None) -> PackedArena:
    """The packed arena of the vertices ``keys`` (vertex i is ``keys[i]``, owned by ``owner[i]``) and the
    moves ``sources[k] → heads[k]`` (vertex numbers, none twice) in the order they were read: each vertex's
    successors and predecessors keep that order, as if the moves were added one by one. ``target``: 0 or
    the player each vertex is a target of; ``targets``: each player's targets (vertex numbers) in order;
    ``numbers``: each key's number, when the caller has made it already (it is kept, never changed;
    without, it is made at the first look-up)."""
    n = len(keys)
    sources, heads = np.asarray(sources, dtype=np.int32), np.asarray(heads, dtype=np.int32)
    succ_ptr, succ_idx = _grouped(sources, heads, n)
    pred_ptr, pred_idx = _grouped(heads, sources, n)
    seeds = {p: np.asarray((targets or {}).get(p, ()), dtype=np.int32) for p in range(1, MAX_PLAYERS + 1)}
    keys = tuple(keys)
    return PackedArena(keys, KeyNumbers(keys, numbers), succ_ptr, succ_idx, pred_ptr, pred_idx,
                       np.asarray(owner, dtype=np.uint8),
                       np.zeros(n, dtype=np.uint8) if target is None else np.asarray(target, dtype=np.uint8), seeds)


def _grouped(by: np.ndarray, values: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """CSR arrays of ``values`` grouped by ``by`` (vertex numbers below ``n``), each group in its order."""
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(by, minlength=n), out=ptr[1:])
    if not np.any(by[1:] < by[:-1]):  # grouped already (moves read source by source)
        return ptr, values
    return ptr, values[stable_order(by, n)]


def stable_order(numbers: np.ndarray, n: int) -> np.ndarray:
    """The positions of ``numbers`` (below ``n`` < 2³²) sorted by number, equal ones in their order: NumPy's
    radix sort on 16 bits, once or twice (low half, then high half), several times as quick as its stable
    sort of 32-bit numbers."""
    low = np.argsort((numbers & 0xFFFF).astype(np.uint16), kind="stable")
    if n <= 1 << 16:
        return low
    return low[np.argsort((numbers[low] >> 16).astype(np.uint16), kind="stable")]


def pack(view: IndexedView, targets: dict[int, list[Vertex]]) -> PackedArena:
    """The packed form of an arena's tables (``Arena.indexed()``) and target lists."""
    succ_ptr, succ_idx = _csr(view.succ)
    pred_ptr, pred_idx = _csr(view.pred)
    seeds = {p: np.fromiter((view.index[v] for v in vs), dtype=np.int32, count=len(vs)) for p, vs in targets.items()}
    return PackedArena(tuple(view.keys), dict(view.index), succ_ptr, succ_idx, pred_ptr, pred_idx,
                       np.frombuffer(bytes(view.owner), dtype=np.uint8),
                       np.frombuffer(bytes(view.target), dtype=np.uint8), seeds)


def same_player_moves(packed: PackedArena, first: int) -> tuple[int, list[tuple[int, int]]]:
    """How many moves join two vertices of one player, and the ``first`` of them (vertex numbers) in
    the arena's order."""
    sources = np.repeat(np.arange(len(packed.owner), dtype=np.int32), np.diff(packed.succ_ptr))
    same = np.flatnonzero(packed.owner[sources] == packed.owner[packed.succ_idx])
    return len(same), list(zip(sources[same[:first]].tolist(), packed.succ_idx[same[:first]].tolist(), strict=True))
