"""Sprague–Grundy values of impartial games.

In an impartial game both players have the same moves, so a position is worth
a single number: its Grundy value, the smallest natural number that is not the
value of a successor (the *mex*). Under normal play (who cannot move loses) the
player to move loses exactly when the value is 0, and the value of a sum of
games is the XOR ("nim-sum") of their values.

References
----------
R. Sprague (1935), P. M. Grundy (1939); E. Berlekamp, J. Conway, R. Guy,
*Winning Ways for your Mathematical Plays*, chapter 3.
"""

from __future__ import annotations

from collections.abc import Iterable

from gameviz.core.arena import Arena, Vertex
from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence


def mex(values: Iterable[int]) -> int:
    """The smallest natural number not in ``values``.

    >>> mex([0, 1, 3])
    2
    """
    seen = set(values)
    n = 0
    while n in seen:
        n += 1
    return n


def grundy_values(arena: Arena) -> dict[Vertex, int]:
    """The Grundy value of every vertex of an acyclic arena.

    The value of a vertex is the mex of the values of its successors, so a
    vertex without moves is worth 0.

    Raises
    ------
    InputError
        If the arena has a cycle (Grundy values then need the loopy theory).
    """
    order = _reverse_topological(arena)
    values: dict[Vertex, int] = {}
    for v in order:
        values[v] = mex(values[w] for w in arena.successors(v))
    return values


def is_normal_play(arena: Arena) -> bool:
    """True if every vertex without moves is lost by the player who should move there.

    Only then do Grundy values say who wins (0 ⇔ the player to move loses);
    misère games such as the course's stick game (the last to move loses) are
    not normal play.
    """
    return all(arena.successors(v) or arena.target_of(v) == 3 - arena.player(v) for v in arena)


def nim_sum(heaps: Iterable[int]) -> int:
    """The XOR of the heap sizes: 0 exactly when the player to move loses at Nim.

    >>> nim_sum([3, 4, 5])
    2
    """
    total = 0
    for heap in heaps:
        total ^= heap
    return total


def _reverse_topological(arena: Arena) -> list[Vertex]:
    """Vertices ordered so that every successor comes before its predecessors."""
    remaining = {v: len(arena.successors(v)) for v in arena}
    ready = [v for v, d in remaining.items() if d == 0]
    order = []
    while ready:
        v = ready.pop()
        order.append(v)
        for u in arena.predecessors(v):
            remaining[u] -= 1
            if remaining[u] == 0:
                ready.append(u)
    if len(order) != len(arena):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "Grundy values need an acyclic arena; this one has a cycle")))
    return order
