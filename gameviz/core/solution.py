"""Solving an arena: both attractors, the draws and both strategies at once."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gameviz.core.arena import Arena, Vertex
from gameviz.core.attractor import Attractor, IndexedMapping, attractor, runs_compiled
from gameviz.core.strategy import strategy


@dataclass(frozen=True)
class Solution:
    """Who wins from where, and how.

    Attributes
    ----------
    attractors
        ``{1: A^1, 2: A^2}``.
    outcome
        For every vertex, 1 or 2 (the player who can force a win) or 0 (a draw:
        neither can force a win; on a cyclic arena the play may never end).
    strategies
        ``{1: moves of J1, 2: moves of J2}``: winning moves in one's attractor,
        moves that avoid the opponent's attractor in draw vertices.
    start
        The arena's start vertex, if any.
    """

    attractors: Mapping[int, Attractor]
    outcome: Mapping[Vertex, int] = field(repr=False)
    strategies: Mapping[int, Mapping[Vertex, Vertex]] = field(repr=False)
    start: Vertex | None = None

    @property
    def draws(self) -> list[Vertex]:
        """The vertices in neither attractor, in arena order."""
        return [v for v, who in self.outcome.items() if who == 0]

    @property
    def winner(self) -> int | None:
        """Who wins from the start vertex (0 for a draw), or None without a start."""
        return None if self.start is None else self.outcome[self.start]

    def rank(self, vertex: Vertex) -> tuple[int | None, int | None]:
        """The rank of ``vertex`` in A^1 and in A^2 (None when it is outside)."""
        return self.attractors[1].rank.get(vertex), self.attractors[2].rank.get(vertex)

    def move(self, vertex: Vertex, player: int) -> Vertex | None:
        """The strategy's move for ``player`` at ``vertex``, if it gives one."""
        return self.strategies[player].get(vertex)


def solve(arena: Arena, *, compiled: bool | None = None) -> Solution:
    """Compute both attractors, the outcome of every vertex and both strategies (``compiled``: as
    for :func:`~gameviz.core.attractor.attractor`).

    Examples
    --------
    >>> from gameviz.games.sticks import sticks_arena
    >>> solution = solve(sticks_arena(10))
    >>> solution.winner, solution.strategies[1][(10, 1)]
    (1, (9, 2))
    """
    if compiled is None:
        compiled = runs_compiled(arena)
    attractors = {1: attractor(arena, 1, compiled=compiled), 2: attractor(arena, 2, compiled=compiled)}
    outcome: Mapping[Vertex, int]
    if compiled:
        outcome = _compiled_outcome(arena, attractors)
    else:
        outcome = {v: 1 if v in attractors[1] else 2 if v in attractors[2] else 0 for v in arena}
    strategies = {
        1: strategy(arena, attractors[1], attractors[2]),
        2: strategy(arena, attractors[2], attractors[1]),
    }
    return Solution(attractors, outcome, strategies, arena.start)


def _compiled_outcome(arena: Arena, attractors: Mapping[int, Attractor]) -> Mapping[Vertex, int]:
    """Who wins from each vertex, from the compiled attractors' rank arrays, in the arena's order."""
    import numpy as np

    first, second = (a.arrays.rank for a in (attractors[1], attractors[2]) if a.arrays is not None)
    outcome = np.where(first >= 0, 1, np.where(second >= 0, 2, 0)).astype(np.int8)
    packed = arena.packed()
    return IndexedMapping(packed.keys, packed.numbers, outcome, np.arange(len(packed.keys)))
