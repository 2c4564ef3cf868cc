"""Solving an arena: every player's attractor, the draws and every strategy at once.

With more than two players, each player's attractor is built against the coalition of all the
others; they are disjoint (a player who can force a win against everyone leaves nobody else a
forced win), and a vertex in none of them is a draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gameviz.core.arena import Arena, Vertex
from gameviz.core.attractor import Attractor, IndexedMapping, attractors, engine_for
from gameviz.core.outcome import Outcome
from gameviz.core.strategy import strategy


@dataclass(frozen=True)
class Solution:
    """Who wins from where, and how.

    Attributes
    ----------
    attractors
        ``{1: A^1, 2: A^2}`` (and A^3, … with more players).
    outcome
        For every vertex, the player who can force a win (1, 2, …) or 0 (a draw:
        nobody can force a win; on a cyclic arena the play may never end).
    strategies
        ``{1: moves of J1, 2: moves of J2, …}``: winning moves in one's attractor,
        moves that avoid the others' attractors in draw vertices.
    start
        The arena's start vertex, if any.
    """

    attractors: Mapping[int, Attractor]
    outcome: Mapping[Vertex, int] = field(repr=False)
    strategies: Mapping[int, Mapping[Vertex, Vertex]] = field(repr=False)
    start: Vertex | None = None

    @property
    def players(self) -> range:
        """1, 2, … : the players who have an attractor."""
        return range(1, len(self.attractors) + 1)

    @property
    def draws(self) -> list[Vertex]:
        """The vertices in neither attractor, in arena order."""
        return [v for v, who in self.outcome.items() if who == 0]

    def outcome_at(self, vertex: Vertex) -> Outcome:
        """Who can force a win from ``vertex``, or a draw when nobody can."""
        who = int(self.outcome[vertex])
        return Outcome(who if who else None)

    @property
    def start_outcome(self) -> Outcome | None:
        """Who can force a win from the start vertex (or a draw), None without a start."""
        return None if self.start is None else self.outcome_at(self.start)

    def rank(self, vertex: Vertex) -> tuple[int | None, ...]:
        """The rank of ``vertex`` in A^1, in A^2, … (None when it is outside)."""
        return tuple(self.attractors[p].rank.get(vertex) for p in self.players)

    def move(self, vertex: Vertex, player: int) -> Vertex | None:
        """The strategy's move for ``player`` at ``vertex``, if it gives one."""
        return self.strategies[player].get(vertex)


def solve(arena: Arena, *, engine: str | None = None) -> Solution:
    """Compute every player's attractor, the outcome of every vertex and every strategy (``engine``:
    as for :func:`~gameviz.core.attractor.attractor`).

    Examples
    --------
    >>> from gameviz.games.sticks import sticks_arena
    >>> solution = solve(sticks_arena(10))
    >>> solution.start_outcome, solution.strategies[1][(10, 1)]
    (Outcome(winner=1), (9, 2))
    """
    engine = engine or engine_for(arena)
    players = arena.player_numbers()
    each = attractors(arena, players, engine=engine)
    outcome: Mapping[Vertex, int]
    if engine != "steps":
        outcome = _packed_outcome(arena, each)
    else:
        outcome = dict.fromkeys(arena, 0)  # in the arena's order
        for p in players:  # the attractors are disjoint
            outcome.update(dict.fromkeys(each[p].rank, p))
    strategies = {p: strategy(arena, each[p], [each[q] for q in players if q != p]) for p in players}
    return Solution(each, outcome, strategies, arena.start)


def _packed_outcome(arena: Arena, attractors: Mapping[int, Attractor]) -> Mapping[Vertex, int]:
    """Who wins from each vertex, from the packed attractors' rank arrays, in the arena's order."""
    import numpy as np

    outcome = np.zeros(len(arena), dtype=np.int8)
    for player in sorted(attractors, reverse=True):  # the attractors are disjoint; any order would do
        arrays = attractors[player].arrays
        assert arrays is not None  # a packed solution
        outcome[arrays.rank >= 0] = player
    packed = arena.packed()
    return IndexedMapping(packed.keys, packed.numbers, outcome, np.arange(len(packed.keys)))
