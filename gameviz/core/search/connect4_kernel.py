"""The exact Connect 4 search compiled to machine code with numba.

The same search as :class:`~gameviz.core.search.connect4.Connect4Solver`'s
Python one (bitboards, negamax with alpha-beta, never a move under a threat,
moves making the most threats first, a transposition table of bounds), but
over NumPy arrays in a function numba compiles once and caches on disk
(``cache=True``), so a second run starts at once. The traced Python searches
stay for the tree views: this kernel is for exact analysis and play.

Why numba: it installs from wheels on Linux, Windows and macOS with no
compiler, compiles plain Python over integers, and its recursion and 64-bit
unsigned arithmetic map one to one onto the bitboard search. Cython or a C
extension would need a compiler on the user's machine or per-platform wheels
built here; PyPy does not run PySide6; NumPy alone cannot express a
depth-first search without a Python call per node.

The kernel cannot look at a clock or a Cancel button: it searches at most a
given number of nodes and reports that it stopped; the caller checks the time
and calls again. Subtrees searched completely keep their bounds in the table,
so the next call goes faster; a stopped search stores nothing.
"""

from __future__ import annotations

import numpy as np
from numba import njit

#: Entries of the transposition table (a prime, so keys spread over it): 32 MB of keys, 4 MB of values.
TABLE_SIZE = 4_194_319

_U1 = np.uint64(1)
_U0 = np.uint64(0)


@njit(cache=True)
def _popcount(x: np.uint64) -> int:
    count = 0
    while x:
        x &= x - _U1
        count += 1
    return count


@njit(cache=True)
def winning_cells(position: np.uint64, mask: np.uint64, height: int, board_mask: np.uint64) -> np.uint64:
    """The empty cells that would complete four in a row for the discs ``position``."""
    r = (position << np.uint64(1)) & (position << np.uint64(2)) & (position << np.uint64(3))
    for s in (height + 1, height, height + 2):
        shift = np.uint64(s)
        p = (position << shift) & (position << (np.uint64(2) * shift))
        r |= p & (position << (np.uint64(3) * shift))
        r |= p & (position >> shift)
        p = (position >> shift) & (position >> (np.uint64(2) * shift))
        r |= p & (position << shift)
        r |= p & (position >> (np.uint64(3) * shift))
    return r & (board_mask ^ mask)


@njit(cache=True)
def non_losing_moves(current: np.uint64, mask: np.uint64, height: int, bottom: np.uint64,
                     board_mask: np.uint64) -> np.uint64:
    """The cells the player to move may play without losing at once, 0 if none: the one threat
    to block if there is one (none if two), never just below a threat."""
    possible = (mask + bottom) & board_mask
    threats = winning_cells(current ^ mask, mask, height, board_mask)
    forced = possible & threats
    if forced:
        if forced & (forced - _U1):
            return _U0  # two threats: cannot block both
        possible = forced
    return possible & ~(threats >> _U1)


@njit(cache=True)
def order_moves(current: np.uint64, mask: np.uint64, candidates: np.uint64, width: int, height: int,
                board_mask: np.uint64, masks: np.ndarray, row: np.ndarray) -> int:
    """Write the ``candidates`` into ``row`` as (move, threats it makes) pairs, the most threats
    first, the centre first on ties (an insertion sort, stable); return how many there are."""
    count = 0
    for rank in range(width):
        move = candidates & masks[2 + int(masks[2 + width + rank])]
        if move:
            made = np.uint64(_popcount(winning_cells(current | move, mask, height, board_mask)))
            at = count
            while at > 0 and row[2 * (at - 1) + 1] < made:
                row[2 * at] = row[2 * (at - 1)]
                row[2 * at + 1] = row[2 * (at - 1) + 1]
                at -= 1
            row[2 * at] = move
            row[2 * at + 1] = made
            count += 1
    return count


@njit(cache=True)
def stored_bounds(keys: np.ndarray, values: np.ndarray, slot: np.uint64, key: np.uint64, low: int, high: int,
                  min_score: int, max_score: int) -> tuple[int, int]:
    """(lower bound, upper bound) of ``key``'s score: the one the table holds in ``slot`` (a lower
    or an upper bound), ``low`` or ``high`` for the other or when it holds none."""
    stored = int(values[slot])
    if keys[slot] != key or stored == 0:  # 0: an empty slot (the empty board's key is 0 too)
        return low, high
    if stored > max_score - min_score + 1:  # a lower bound
        return stored + 2 * min_score - max_score - 2, high
    return low, stored + min_score - 1  # an upper bound


@njit(cache=True)
def negamax(current: np.uint64, mask: np.uint64, moves: int, alpha: int, beta: int,
            shape: np.ndarray, masks: np.ndarray, keys: np.ndarray, values: np.ndarray,
            scratch: np.ndarray, counter: np.ndarray) -> int:
    """The score of a position whose player to move cannot win at once, within [alpha, beta].

    ``shape`` = (width, height, cells, min score, max score); ``masks`` = (bottom, board mask,
    column masks…, then the columns in the order tried); ``counter`` = (nodes, node limit, stopped).
    """
    counter[0] += 1
    if counter[0] > counter[1]:
        counter[2] = 1
        return 0
    width, height, cells = int(shape[0]), int(shape[1]), int(shape[2])
    min_score, max_score = int(shape[3]), int(shape[4])
    bottom, board_mask = masks[0], masks[1]
    candidates = non_losing_moves(current, mask, height, bottom, board_mask)
    if candidates == _U0:
        return -((cells - moves) // 2)
    if moves >= cells - 2:
        return 0
    low = -((cells - 2 - moves) // 2)
    if alpha < low:
        alpha = low
        if alpha >= beta:
            return alpha
    high = (cells - 1 - moves) // 2
    key = current + mask
    slot = key % np.uint64(keys.shape[0])
    low, high = stored_bounds(keys, values, slot, key, alpha, high, min_score, max_score)
    if alpha < low:
        alpha = low
        if alpha >= beta:
            return alpha
    if beta > high:
        beta = high
        if alpha >= beta:
            return beta
    count = order_moves(current, mask, candidates, width, height, board_mask, masks, scratch[moves])
    for i in range(count):
        move = scratch[moves, 2 * i]
        score = -negamax(current ^ mask, mask | move, moves + 1, -beta, -alpha,
                         shape, masks, keys, values, scratch, counter)
        if counter[2]:
            return 0
        if score >= beta:
            keys[slot] = key
            values[slot] = score + max_score - 2 * min_score + 2
            return score
        if score > alpha:
            alpha = score
    keys[slot] = key
    values[slot] = alpha - min_score + 1
    return alpha


class Kernel:
    """The arrays one board's searches share: its shape, masks and transposition table."""

    def __init__(self, width: int, height: int, order: list[int], min_score: int, max_score: int,
                 table_size: int = TABLE_SIZE) -> None:
        column = height + 1
        self.shape = np.array([width, height, width * height, min_score, max_score], dtype=np.int64)
        column_masks = [((1 << height) - 1) << (c * column) for c in range(width)]
        bottom = sum(1 << (c * column) for c in range(width))
        self.masks = np.array([bottom, bottom * ((1 << height) - 1), *column_masks, *order], dtype=np.uint64)
        self.keys = np.zeros(table_size, dtype=np.uint64)
        self.values = np.zeros(table_size, dtype=np.int8)
        self.scratch = np.zeros((width * height + 1, 2 * width), dtype=np.uint64)
        self.counter = np.zeros(3, dtype=np.int64)

    def search(self, current: int, mask: int, moves: int, alpha: int, beta: int, nodes: int) -> int | None:
        """The null-window (or any window) search; None if it took more than ``nodes`` nodes."""
        self.counter[1] = self.counter[0] + nodes
        self.counter[2] = 0
        score = negamax(np.uint64(current), np.uint64(mask), moves, alpha, beta, self.shape, self.masks,
                        self.keys, self.values, self.scratch, self.counter)
        return None if self.counter[2] else int(score)

    def reset(self) -> None:
        """Forget every position (and the node count), as before a first search."""
        self.keys.fill(0)
        self.values.fill(0)
        self.counter[:] = 0

    @property
    def nodes(self) -> int:
        return int(self.counter[0])


def warm_up() -> None:
    """Compile the kernel (or load it from the cache) on a tiny board, raising if it cannot run."""
    kernel = Kernel(4, 4, [1, 2, 0, 3], -5, 6, table_size=7)
    if kernel.search(0, 0, 0, 0, 1, 1_000_000) is None:
        raise RuntimeError("the compiled search did not finish the 4 × 4 board")
