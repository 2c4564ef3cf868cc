"""The vertex numbers of the ids a file names, and its moves written twice, found a column at a time.

The readers that pack a whole file at once (:mod:`gameviz.io.json_columns`, :mod:`gameviz.io.dot_columns`)
turn the ids their moves, targets and start name into vertex numbers here, without a table of millions of
strings, and find a move written twice by sorting the moves once.
"""

from __future__ import annotations

import numpy as np


def id_numbers(ids: list[str], names: list[str]) -> np.ndarray | None:
    """The number of the vertex of each id of ``names`` (its place in ``ids``), if each is the id of a vertex
    and no id is written twice; else None.

    The ids are found by their hashes (made once by Python and kept in each string) in a sorted array, then
    compared with the names: a table of millions of strings would take longer than the rest of the reading.
    Two ids of one hash give up too (the reader then reads item by item): an id written twice, or, seldom,
    two ids that Python hashes alike.
    """
    n = len(ids)
    hashes = np.fromiter(map(hash, ids), dtype=np.int64, count=n)
    order = np.argsort(hashes)
    ordered = hashes[order]
    if np.any(ordered[1:] == ordered[:-1]):
        return None
    wanted = np.fromiter(map(hash, names), dtype=np.int64, count=len(names))
    by_hash = np.argsort(wanted)  # the names sorted too, so that the search runs through both in order
    places = np.empty(len(names), dtype=np.int64)
    places[by_hash] = np.searchsorted(ordered, wanted[by_hash])
    numbers = order[places.clip(max=n - 1)]
    return numbers if names == list(map(ids.__getitem__, numbers.tolist())) else None


def repeated_move(sources: np.ndarray, heads: np.ndarray, n: int) -> int | None:
    """The place of the first move ``sources[k] → heads[k]`` (vertex numbers below ``n``) written before
    already, or None when no move is written twice."""
    keys = sources * n + heads
    order = np.argsort(keys, kind="stable")
    repeated = order[1:][keys[order[1:]] == keys[order[:-1]]]
    return int(repeated.min()) if len(repeated) else None
