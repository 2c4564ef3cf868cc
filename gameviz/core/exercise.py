"""Checking a student's prediction of the next set of an attractor.

The student has A_m in front of them and names the vertices they think enter
A_{m+1}. Each named vertex is right or wrong for one of the course's reasons,
and each vertex they forgot is missing for one:

- ``already``: the vertex is already in A_m;
- ``no_move``: a vertex of the player with no move into A_m;
- ``escape``: a vertex of the opponent with a move that leaves A_m (the
  witness is that move's end);
- ``stuck``: a vertex of the opponent without any move (the play is stuck
  there, nobody wins);
- ``foe_target``: a winning position of the opponent (the play has ended);
- ``move`` / ``forced``: why a vertex does enter (for a missing vertex): the
  player can move into A_m (witness: where), or every move of the opponent
  leads into A_m.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass

from gameviz.core.arena import Arena
from gameviz.core.attractor import Attractor

Vertex = Hashable


@dataclass(frozen=True)
class Verdict:
    """Why one vertex does or does not enter A_{m+1}."""

    vertex: Vertex
    reason: str
    witness: Vertex | None = None


@dataclass(frozen=True)
class GuessCheck:
    """The verdict on a guess of A_{m+1} minus A_m."""

    step: int  # m + 1, the set being guessed
    right: tuple[Verdict, ...]
    wrong: tuple[Verdict, ...]
    missing: tuple[Verdict, ...]

    @property
    def correct(self) -> bool:
        return not self.wrong and not self.missing

    @property
    def first_mistake(self) -> Verdict | None:
        return self.wrong[0] if self.wrong else self.missing[0] if self.missing else None


def why(arena: Arena, attractor: Attractor, m: int, vertex: Vertex) -> Verdict:
    """Whether ``vertex`` enters A_{m+1}, and why, from A_m alone."""
    player = attractor.player
    inside = attractor.upto(m)
    if vertex in inside:
        return Verdict(vertex, "already")
    if arena.target_of(vertex) not in (None, player):
        return Verdict(vertex, "foe_target")
    successors = arena.successors(vertex)
    if arena.player(vertex) == player:
        for w in successors:
            if w in inside:
                return Verdict(vertex, "move", w)
        return Verdict(vertex, "no_move")
    if not successors:
        return Verdict(vertex, "stuck")
    for w in successors:
        if w not in inside:
            return Verdict(vertex, "escape", w)
    return Verdict(vertex, "forced")


def check_guess(arena: Arena, attractor: Attractor, m: int, guess: Iterable[Vertex]) -> GuessCheck:
    """Compare ``guess`` with the vertices of rank m + 1, in arena order."""
    guess = set(guess)
    truth = {v for v, r in attractor.rank.items() if r == m + 1}
    right: list[Verdict] = []
    wrong: list[Verdict] = []
    missing: list[Verdict] = []
    for v in arena:
        if v in guess:
            verdict = why(arena, attractor, m, v)
            (right if v in truth else wrong).append(verdict)
        elif v in truth:
            missing.append(why(arena, attractor, m, v))
    return GuessCheck(m + 1, tuple(right), tuple(wrong), tuple(missing))
