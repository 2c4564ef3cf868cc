"""The counter attractor, compiled with numba over packed arrays.

The algorithm is :func:`gameviz.core.attractor.attractor_steps`'s, rank by rank from the
targets with a counter of successors per vertex, over the arena packed into NumPy arrays
(:class:`gameviz.core.packed.PackedArena`) and compiled once (``cache=True``); its counters come
from :mod:`gameviz.core.attractor_packed`, which walks the same ranks in Python and NumPy. Deep
arenas such as the stick games have tens of thousands of ranks of two vertices: the loop over
ranks is inside the compiled code too, so each costs nanoseconds, not a Python call. The results
are arrays: the rank of each vertex, the vertices in the order they enter, where each rank starts
in that order, and each entering vertex's winning move.
"""

from __future__ import annotations

import numpy as np
from numba import njit

UNSEEN = -1


@njit(cache=True)
def attract(succ_ptr: np.ndarray, succ_idx: np.ndarray, pred_ptr: np.ndarray, pred_idx: np.ndarray,
            owner: np.ndarray, needed: np.ndarray, seeds: np.ndarray, player: int
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``player``'s attractor from its targets ``seeds``, ``needed`` holding each vertex's counter of
    successors that must still enter (0: never, or already in; counted down): the rank of each vertex or
    -1, the vertices in the order they enter, where each rank starts in that order and then the end, the
    winning move of each entering vertex of ``player`` of rank ≥ 1 or -1. Vertices enter in the order the
    Python algorithm adds them: the seeds, then by the predecessor lists of the previous rank."""
    n = needed.shape[0]
    rank = np.full(n, UNSEEN, dtype=np.int32)
    order = np.empty(n, dtype=np.int32)
    starts = np.empty(n + 2, dtype=np.int64)
    count = 0
    for u in seeds:
        rank[u] = 0
        order[count] = u
        count += 1
    starts[0] = 0
    starts[1] = count
    steps = 1
    begin = 0
    m = 0
    while begin < count:
        m += 1
        end = count
        for k in range(begin, end):
            v = order[k]
            for e in range(pred_ptr[v], pred_ptr[v + 1]):
                u = pred_idx[e]
                if needed[u] > 0:
                    needed[u] -= 1
                    if needed[u] == 0:
                        rank[u] = m
                        order[count] = u
                        count += 1
        if count == end:
            break
        steps += 1
        starts[steps] = count
        begin = end
    move = np.full(count, UNSEEN, dtype=np.int32)
    for k in range(starts[1], count):
        u = order[k]
        if owner[u] == player:
            for e in range(succ_ptr[u], succ_ptr[u + 1]):
                w = succ_idx[e]
                if 0 <= rank[w] < rank[u]:
                    move[k] = w
                    break
    return rank, order[:count].copy(), starts[:steps + 1].copy(), move


def warm_up() -> None:
    """Compile the kernel (or load it from the cache) on a two-vertex arena."""
    attract(np.array([0, 1, 1], dtype=np.int64), np.array([1], dtype=np.int32), np.array([0, 0, 1], dtype=np.int64),
            np.array([0], dtype=np.int32), np.array([1, 2], dtype=np.uint8), np.array([1, 0], dtype=np.int64),
            np.array([1], dtype=np.int32), 1)
