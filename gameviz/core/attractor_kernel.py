"""The counter attractor's walk over the ranks, compiled with numba over packed arrays.

The algorithm is :func:`gameviz.core.attractor.attractor_steps`'s, rank by rank from the
targets with a counter of successors per vertex, over the arena packed into NumPy arrays
(:class:`gameviz.core.packed.PackedArena`) and compiled once (``cache=True``); the rest
(counters, ranks, winning moves) is :mod:`gameviz.core.attractor_packed`'s. Deep arenas such as
the stick games have tens of thousands of ranks of two vertices: the loop over ranks is inside
the compiled code too, so each costs nanoseconds, not a Python call.
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def walk_ranks(pred_ptr: np.ndarray, pred_idx: np.ndarray, needed: np.ndarray,
               seeds: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The vertices in the order they enter the attractor grown from ``seeds``, and where each rank
    starts in that order (then the end); ``needed`` holds each vertex's counter of successors that must
    still enter (0: never, or already in) and is counted down. Vertices enter in the order the Python
    algorithm adds them: the seeds, then by the predecessor lists of the previous rank."""
    n = needed.shape[0]
    order = np.empty(n, dtype=np.int32)
    starts = np.empty(n + 2, dtype=np.int64)
    count = 0
    for u in seeds:
        order[count] = u
        count += 1
    starts[0] = 0
    starts[1] = count
    steps = 1
    begin = 0
    while begin < count:
        end = count
        for k in range(begin, end):
            v = order[k]
            for e in range(pred_ptr[v], pred_ptr[v + 1]):
                u = pred_idx[e]
                if needed[u] > 0:
                    needed[u] -= 1
                    if needed[u] == 0:
                        order[count] = u
                        count += 1
        if count == end:
            break
        steps += 1
        starts[steps] = count
        begin = end
    return order[:count].copy(), starts[:steps + 1].copy()


def warm_up() -> None:
    """Compile the kernel (or load it from the cache) on a two-vertex arena."""
    walk_ranks(np.array([0, 0, 1], dtype=np.int64), np.array([0], dtype=np.int32),
               np.array([1, 0], dtype=np.int64), np.array([1], dtype=np.int32))
