"""The attractor over the packed arena (:class:`gameviz.core.packed.PackedArena`), with arrays for results.

The algorithm is :func:`gameviz.core.attractor.attractor_steps`'s: rank by rank from the targets, with a
counter per vertex of the successors that must still enter. Here it gives arrays (the rank of each
vertex, the vertices in the order they enter, where each rank starts in that order, each entering
vertex's winning move) and no Python object per vertex, and the walk over the ranks runs one of two
ways that give the same arrays:

- in Python over lists, a rank at a time; a rank that reaches many moves at once (Nim's, Chomp's) is
  done by NumPy in a few array operations, which keep the order in which the vertices enter;
- compiled by numba (:mod:`gameviz.core.attractor_kernel`), for arenas large enough to pay for importing
  numba and loading the kernel from its cache (about 0.4 s).

The Python walk's winning moves, and the safe moves of the draws, are found by NumPy over all the moves
at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np

from gameviz.core.attractor import UNSEEN, AttractorArrays
from gameviz.core.packed import PackedArena, stable_order

#: A rank of at least this many vertices, with at least as many moves into them, is walked by NumPy,
#: not by Python: below, NumPy's dozen calls cost more than Python's loop over the moves.
WIDE_RANK = 64


def packed_attractors(packed: PackedArena, players: Iterable[int], *,
                      compiled: bool = False) -> dict[int, AttractorArrays]:
    """Each of ``players``' attractors on ``packed``: its ranks walked in Python and NumPy, or by the
    numba kernel when ``compiled``. Vertices enter in the order of
    :func:`~gameviz.core.attractor.attractor_steps`: the targets, then each rank by the predecessor lists
    of the previous one."""
    if compiled:
        from gameviz.core.attractor_kernel import attract

        return {player: AttractorArrays(*attract(packed.succ_ptr, packed.succ_idx, packed.pred_ptr, packed.pred_idx,
                                                 packed.owner, _needed(packed, player), packed.targets[player], player))
                for player in players}
    walk_ranks = _RankWalk(packed.pred_ptr, packed.pred_idx)
    arrays = {}
    for player in players:
        order, starts = walk_ranks(_needed(packed, player), packed.targets[player])
        rank = np.full(len(packed.owner), UNSEEN, dtype=np.int32)
        rank[order] = np.repeat(np.arange(len(starts) - 1, dtype=np.int32), np.diff(starts))
        arrays[player] = AttractorArrays(rank, order, starts, _winning_moves(packed, player, rank, order))
    return arrays


def _needed(packed: PackedArena, player: int) -> np.ndarray:
    """How many successors of each vertex must enter before it does: one for the player's vertices, all
    for the others'; 0 for the targets (the player's have entered, the others' never enter)."""
    needed = np.where(packed.owner == player, 1, np.diff(packed.succ_ptr))
    needed[packed.target != 0] = 0
    return needed


class _RankWalk:
    """The walk over the ranks in Python and NumPy, the Python lists of the predecessors made once for
    all the players, when a first rank is narrow."""

    def __init__(self, pred_ptr: np.ndarray, pred_idx: np.ndarray) -> None:
        self._arrays = pred_ptr, pred_idx
        self._lists: tuple[list[int], list[int]] | None = None

    def __call__(self, needed: np.ndarray, seeds: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The vertices in the order they enter, and where each rank starts in that order (then the end).

        Narrow ranks (the stick game's two vertices) are walked over Python lists, wide ones by NumPy
        (:func:`_wide_rank`); the counters move between a list and an array only when the way changes,
        and a rank wide enough to change it pays for the copy."""
        pred_ptr, pred_idx = self._arrays
        order, starts = seeds.tolist(), [0, len(seeds)]
        counters: list[int] | None = None  # ``needed`` as a list while walking in Python
        begin = 0
        while begin < len(order):
            end = len(order)
            if end - begin >= WIDE_RANK and _is_wide(pred_ptr, order[begin:end], counters is None):
                if counters is not None:
                    needed, counters = np.array(counters, dtype=np.int64), None
                order += _wide_rank(pred_ptr, pred_idx, needed, np.array(order[begin:end], dtype=np.int64)).tolist()
                if len(order) > end:
                    starts.append(len(order))
                begin = end
            else:
                if counters is None:
                    counters = needed.tolist()
                begin = _narrow_ranks(*self._python_lists(), counters, order, starts, begin)
        return np.array(order, dtype=np.int32), np.array(starts, dtype=np.int64)

    def _python_lists(self) -> tuple[list[int], list[int]]:
        if self._lists is None:
            self._lists = self._arrays[0].tolist(), self._arrays[1].tolist()
        return self._lists


def _narrow_ranks(ptr: list[int], idx: list[int], needed: list[int], order: list[int], starts: list[int],
                  begin: int) -> int:
    """Walk in Python the ranks after ``order[begin:]``, while they are narrow: add the vertices that enter
    to ``order`` and where each rank starts to ``starts``, the counters ``needed`` counted down; return
    where the first wide rank's predecessors begin in ``order`` (its end when none entered)."""
    end = len(order)
    while True:
        for v in order[begin:end]:
            for u in idx[ptr[v]:ptr[v + 1]]:
                count = needed[u]
                if count:
                    needed[u] = count - 1
                    if count == 1:
                        order.append(u)
        begin, end = end, len(order)
        if begin == end:
            return begin
        starts.append(end)
        if end - begin >= WIDE_RANK:
            return begin


def _is_wide(pred_ptr: np.ndarray, layer: list[int], counting_in_numpy: bool) -> bool:
    """Whether the rank after ``layer`` is walked by NumPy: its moves number at least :data:`WIDE_RANK`,
    and a quarter of the vertices too when the counters must be copied from Python's list first."""
    rows = np.array(layer, dtype=np.int64)
    reached = int((pred_ptr[rows + 1] - pred_ptr[rows]).sum())
    return reached >= WIDE_RANK and (counting_in_numpy or reached >= len(pred_ptr) // 4)


def _wide_rank(pred_ptr: np.ndarray, pred_idx: np.ndarray, needed: np.ndarray, layer: np.ndarray) -> np.ndarray:
    """:func:`_narrow_rank` with arrays: the predecessors of ``layer`` in the order Python meets them;
    a vertex enters at its k-th appearance there, k being its counter."""
    reached: np.ndarray = pred_idx[_gathered(pred_ptr, layer)]
    reached = reached[needed[reached] > 0]
    if not len(reached):
        return reached
    by_vertex = stable_order(reached, len(needed))
    grouped = reached[by_vertex]
    first = np.flatnonzero(np.r_[True, grouped[1:] != grouped[:-1]])
    sizes = np.diff(np.r_[first, len(grouped)])
    appearance = np.arange(len(grouped)) - np.repeat(first, sizes) + 1
    entering = by_vertex[appearance == needed[grouped]]  # positions in ``reached``
    vertices = grouped[first]
    needed[vertices] = np.maximum(needed[vertices] - sizes, 0)
    entered: np.ndarray = reached[np.sort(entering)]
    return entered


def _gathered(ptr: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The positions ``ptr[r]:ptr[r + 1]`` of every row ``r`` of ``rows``, one after the other."""
    begins, sizes = ptr[rows], ptr[rows + 1] - ptr[rows]
    offsets: np.ndarray = np.repeat(begins - np.cumsum(sizes) + sizes, sizes)
    return offsets + np.arange(len(offsets), dtype=np.int64)


def _first_successors(packed: PackedArena, rows: np.ndarray,
                      allowed: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> np.ndarray:
    """For each vertex of ``rows``, its first successor (in successor order) where ``allowed`` is true for
    the move (``allowed(sources, heads)``: a mask over them), or -1."""
    positions = _gathered(packed.succ_ptr, rows)
    row_of = np.repeat(np.arange(len(rows)), packed.succ_ptr[rows + 1] - packed.succ_ptr[rows])
    heads = packed.succ_idx[positions]
    found = np.flatnonzero(allowed(rows[row_of], heads))
    first = found[np.r_[True, row_of[found][1:] != row_of[found][:-1]]] if len(found) else found
    choice = np.full(len(rows), UNSEEN, dtype=np.int32)
    choice[row_of[first]] = heads[first]
    return choice


def _winning_moves(packed: PackedArena, player: int, rank: np.ndarray, order: np.ndarray) -> np.ndarray:
    """For each vertex of ``order``, its winning move when it is ``player``'s and of rank ≥ 1: the first
    successor of a smaller rank; -1 for the others."""
    move = np.full(len(order), UNSEEN, dtype=np.int32)
    chooses = np.flatnonzero((packed.owner[order] == player) & (rank[order] > 0))
    move[chooses] = _first_successors(packed, order[chooses].astype(np.int64),
                                      lambda u, w: (rank[w] >= 0) & (rank[w] < rank[u]))
    return move


def safe_moves(packed: PackedArena, player: int, own_rank: np.ndarray, foe_rank: np.ndarray) -> np.ndarray:
    """For each vertex of ``player`` in no attractor and not a target, its first successor outside the
    opponents' attractors (``foe_rank`` ≥ 0 there); -1 for every other vertex, and where there is none."""
    choice = np.full(len(packed.owner), UNSEEN, dtype=np.int32)
    drawn = np.flatnonzero((packed.owner == player) & (own_rank < 0) & (foe_rank < 0) & (packed.target == 0))
    choice[drawn] = _first_successors(packed, drawn, lambda u, w: foe_rank[w] < 0)
    return choice
