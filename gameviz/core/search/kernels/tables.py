"""Hash tables keyed by rows of integers (a position's words, and a depth), compiled by numba.

A table is an array of keys (one row per slot), an array saying which slots are used, and arrays
of values beside, indexed by slot. Its size is a power of two; a key's slot is found by linear
probing from its hash. Keys are compared whole, so that a table holds what a Python dictionary
keyed by the same positions holds. The search asks Python to double a table before it is half
full (:func:`moved_slots` says where each key goes).
"""

from __future__ import annotations

import numpy as np

from gameviz.core.search.kernels.jit import kernel

#: Knuth's multiplicative constant (2^64 / golden ratio), as a signed 64-bit number.
_GOLDEN = -7046029254386353131


@kernel
def _hash(key: np.ndarray) -> int:
    h = 0
    for word in key:
        h = (h ^ word) * _GOLDEN
        h ^= h >> 29
    return h


@kernel
def slot(keys: np.ndarray, used: np.ndarray, key: np.ndarray) -> int:
    """The slot of ``key``: where it is, or the empty slot where it goes."""
    mask = len(used) - 1
    at = _hash(key) & mask
    while used[at]:
        if _same(keys[at], key):
            return at
        at = (at + 1) & mask
    return at


@kernel
def copy(target: np.ndarray, source: np.ndarray) -> None:
    """Copy ``source`` into the start of ``target`` (without numba's runtime, which slices assigned
    to would need)."""
    for k in range(len(source)):
        target[k] = source[k]


@kernel
def _same(a: np.ndarray, b: np.ndarray) -> bool:
    for k in range(len(a)):  # noqa: SIM110  (numba compiles no generator)
        if a[k] != b[k]:
            return False
    return True


@kernel
def moved_slots(keys: np.ndarray, used: np.ndarray, new_keys: np.ndarray, new_used: np.ndarray,
                moved: np.ndarray) -> None:
    """Copy the keys of a table into an empty larger one; write each old slot's new slot into
    ``moved`` (−1 if it was empty)."""
    for old in range(len(used)):
        moved[old] = -1
        if used[old]:
            new = slot(new_keys, new_used, keys[old])
            copy(new_keys[new], keys[old])
            new_used[new] = 1
            moved[old] = new
