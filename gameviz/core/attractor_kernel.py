"""The counter attractor and the safe moves of draws, compiled with numba over packed arrays.

The algorithm is :func:`gameviz.core.attractor.attractor_steps`'s, rank by rank from the
targets with a counter of successors per opponent vertex, but over the arena packed into
NumPy arrays (:class:`gameviz.core.arena.PackedArena`) and compiled once (``cache=True``).
Deep arenas such as the stick games have tens of thousands of ranks of two vertices: the
loop over ranks is inside the compiled code too, so each costs nanoseconds, not a Python
call. The results are arrays: the rank of each vertex, the vertices in the order they
enter, where each rank starts in that order, and each entering vertex's winning move.
"""

from __future__ import annotations

import numpy as np
from numba import njit

UNSEEN = -1


@njit(cache=True)
def attract(succ_ptr: np.ndarray, succ_idx: np.ndarray, pred_ptr: np.ndarray, pred_idx: np.ndarray,
            owner: np.ndarray, target: np.ndarray, seeds: np.ndarray, player: int
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``player``'s attractor from its targets ``seeds``: (rank of each vertex or -1, the vertices
    in the order they enter, where each rank starts in that order and then the end, the winning
    move of each entering vertex of ``player`` of rank ≥ 1 or -1). Vertices enter in the order
    the Python algorithm adds them: the seeds, then by the predecessor lists of the previous rank."""
    n = owner.shape[0]
    needed = np.empty(n, dtype=np.int64)
    rank = np.full(n, UNSEEN, dtype=np.int32)
    order = np.empty(n, dtype=np.int32)
    starts = np.empty(n + 2, dtype=np.int64)
    for u in range(n):
        needed[u] = 1 if owner[u] == player else succ_ptr[u + 1] - succ_ptr[u]
        if target[u] != 0 and target[u] != player:
            needed[u] = 0  # the opponent's targets never enter
    count = 0
    for u in seeds:
        needed[u] = 0
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
            r = rank[u]
            for e in range(succ_ptr[u], succ_ptr[u + 1]):
                w = succ_idx[e]
                if 0 <= rank[w] < r:
                    move[k] = w
                    break
    return rank, order[:count].copy(), starts[:steps + 1].copy(), move


@njit(cache=True)
def safe_moves(succ_ptr: np.ndarray, succ_idx: np.ndarray, owner: np.ndarray, target: np.ndarray, player: int,
               own_rank: np.ndarray, foe_rank: np.ndarray) -> np.ndarray:
    """For each vertex of ``player`` in neither attractor and not a target, its first successor
    outside the opponent's attractor (-1 for every other vertex, or when there is none)."""
    n = owner.shape[0]
    choice = np.full(n, UNSEEN, dtype=np.int32)
    for u in range(n):
        if owner[u] != player or own_rank[u] >= 0 or foe_rank[u] >= 0 or target[u] != 0:
            continue
        for e in range(succ_ptr[u], succ_ptr[u + 1]):
            w = succ_idx[e]
            if foe_rank[w] < 0:
                choice[u] = w
                break
    return choice


def warm_up() -> None:
    """Compile the kernel (or load it from the cache) on a two-vertex arena."""
    ptr = np.array([0, 1, 1], dtype=np.int64)
    idx = np.array([1], dtype=np.int32)
    owner = np.array([1, 2], dtype=np.uint8)
    target = np.array([0, 1], dtype=np.uint8)
    rank, _, _, _ = attract(ptr, idx, np.array([0, 0, 1], dtype=np.int64), np.array([0], dtype=np.int32),
                            owner, target, np.array([1], dtype=np.int32), 1)
    safe_moves(ptr, idx, owner, target, 2, rank, rank)
