"""Strategies from attractors, and a checker that proves a strategy wins.

A (memoryless) strategy of player i maps some vertices of i to one of their
successors. From the attractors of both players:

- in i's attractor, i moves to a successor of strictly smaller rank (the first
  one in successor order, as the course's ``strategie`` does);
- in a draw vertex (in neither attractor), i moves to a successor outside the
  opponent's attractor, so the opponent never gets a forced win;
- in the opponent's attractor every move loses against best play: the strategy
  says nothing there.

With more than two players, "the opponent's attractor" is the union of the
attractors of all the others.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from gameviz.core.arena import Arena, Vertex
from gameviz.core.attractor import Attractor, AttractorArrays, IndexedMoves


def strategy(arena: Arena, own: Attractor, opponents: Sequence[Attractor]) -> Mapping[Vertex, Vertex]:
    """The strategy of ``own.player``: winning moves in its attractor, safe moves in draws.

    Parameters
    ----------
    arena
        The arena the attractors were computed on.
    own, opponents
        The attractor of the player, and those of every other player.
    """
    foes = list(opponents)
    foe_arrays = [foe.arrays for foe in foes if foe.arrays is not None]
    if own.arrays is not None and len(foe_arrays) == len(foes):
        return _packed_strategy(arena, own.player, own.arrays, foe_arrays)
    moves = own.moves()
    lost = set().union(*(foe.rank for foe in foes))  # where another player wins
    moves.update(_safe_moves(arena, own, lost))
    return moves


def _safe_moves(arena: Arena, own: Attractor, lost: set[Vertex]) -> dict[Vertex, Vertex]:
    """From each of ``own.player``'s vertices in neither attractor (nor a target), the first move,
    in successor order, to a vertex no other player wins from (``lost``), if there is one."""
    keys, _, succ, _, owner, target = arena.indexed()
    safe = {}
    for i, v in enumerate(keys):
        if owner[i] != own.player or target[i] or v in own or v in lost:
            continue
        w = next((w for w in succ[i] if keys[w] not in lost), None)
        if w is not None:
            safe[v] = keys[w]
    return safe


def _packed_strategy(arena: Arena, player: int, own: AttractorArrays,
                     foes: Sequence[AttractorArrays]) -> Mapping[Vertex, Vertex]:
    """The same strategy from the packed attractors' arrays: winning moves in the order the
    vertices entered the attractor, then safe moves in the arena's order."""
    import numpy as np

    from gameviz.core.attractor_packed import safe_moves

    packed = arena.packed()
    nobody = np.full_like(own.rank, -1)  # the start, so that a player without opponents has a rank too
    foe_rank = functools.reduce(np.maximum, (foe.rank for foe in foes), nobody)  # ≥ 0 where another player wins
    choice = safe_moves(packed, player, own.rank, foe_rank)
    draws = np.flatnonzero(choice >= 0)
    winning = own.move >= 0
    choice[own.order[winning]] = own.move[winning]
    return IndexedMoves(packed.keys, packed.numbers, choice, np.concatenate([own.order[winning], draws]))


@dataclass(frozen=True)
class StrategyCheck:
    """The verdict of :func:`check_winning_strategy`; ``problem`` says why it fails."""

    ok: bool
    problem: str = ""

    def __bool__(self) -> bool:
        return self.ok


def check_winning_strategy(
    arena: Arena,
    player: int,
    moves: Mapping[Vertex, Vertex],
    region: Iterable[Vertex],
) -> StrategyCheck:
    """Prove that ``moves`` wins for ``player`` from every vertex of ``region``.

    The proof: every play that starts in the region and follows ``moves`` stays
    in the region (the player's moves stay inside; every reply of the opponent
    does too, and the opponent always has one), never reaches the opponent's
    targets, and cannot go on forever (the moves allowed inside the region,
    minus those leaving the player's targets, form an acyclic graph). So every
    such play ends in V_player, whatever the opponent does.
    """
    region_check = _RegionCheck(arena, player, moves, set(region))
    try:
        allowed = {v: region_check.plays_on(v) for v in region_check.inside}
    except _Flaw as flaw:
        return StrategyCheck(False, str(flaw))
    cycle_at = _vertex_on_cycle(allowed)
    if cycle_at is not None:
        return StrategyCheck(
            False, f"a play through {arena.label(cycle_at)} can go on forever"
        )
    return StrategyCheck(True)


class _Flaw(Exception):
    """Why a strategy does not win from a region: the :class:`StrategyCheck`'s problem."""


class _RegionCheck:
    """The moves a play following ``moves`` may make from each vertex of the region ``inside``,
    checked one vertex at a time (a :class:`_Flaw` where the strategy does not win)."""

    def __init__(self, arena: Arena, player: int, moves: Mapping[Vertex, Vertex], inside: set[Vertex]) -> None:
        self.arena, self.player, self.moves, self.inside = arena, player, moves, inside
        self.own_targets = set(arena.targets(player))
        self.foe_targets = set(arena.targets_of_others(player))

    def plays_on(self, v: Vertex) -> list[Vertex]:
        """The moves a play may make at ``v``: none from a target of the player, the chosen one at
        the player's vertices, every reply at the others'."""
        if v in self.foe_targets:
            raise _Flaw(f"{self.arena.label(v)} is a target of the opponent")
        if v in self.own_targets:
            return []
        if self.arena.player(v) == self.player:
            return [self.chosen_move(v)]
        return self.replies(v)

    def chosen_move(self, v: Vertex) -> Vertex:
        """The strategy's move at ``v``, which must be a move of the arena staying in the region."""
        label = self.arena.label
        w = self.moves.get(v)
        if w is None:
            raise _Flaw(f"no move chosen at {label(v)}")
        if w not in self.arena.successors(v):
            raise _Flaw(f"{label(v)} → {label(w)} is not a move")
        if w not in self.inside:
            raise _Flaw(f"the move {label(v)} → {label(w)} leaves the region")
        return w

    def replies(self, v: Vertex) -> list[Vertex]:
        """Every move of the opponent at ``v``: there must be one, and all stay in the region."""
        label = self.arena.label
        replies = self.arena.successors(v)
        if not replies:
            raise _Flaw(f"the opponent is stuck at {label(v)}, which is not a target")
        escape = next((w for w in replies if w not in self.inside), None)
        if escape is not None:
            raise _Flaw(f"the opponent escapes from {label(v)} to {label(escape)}")
        return list(replies)


def _vertex_on_cycle(graph: Mapping[Vertex, list[Vertex]]) -> Vertex | None:
    """A vertex of some cycle of ``graph``, or None if it is acyclic (Kahn)."""
    indegree = _indegrees(graph)
    ready = [v for v, d in indegree.items() if d == 0]
    while ready:
        v = ready.pop()
        for w in graph[v]:
            indegree[w] -= 1
            if indegree[w] == 0:
                ready.append(w)
    return next((v for v, d in indegree.items() if d > 0), None)


def _indegrees(graph: Mapping[Vertex, list[Vertex]]) -> dict[Vertex, int]:
    """How many edges of ``graph`` enter each of its vertices."""
    indegree = dict.fromkeys(graph, 0)
    for succ in graph.values():
        for w in succ:
            indegree[w] += 1
    return indegree
