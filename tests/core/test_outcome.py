"""The outcome of a play: who won, or a draw, never a number standing for one."""

from __future__ import annotations

import dataclasses
import math

import pytest

from gameviz.core.arena import Arena
from gameviz.core.attractor import ENGINES
from gameviz.core.outcome import DRAW, Outcome, outcome_value
from gameviz.core.solution import solve


def test_an_outcome_is_a_frozen_value_and_a_draw_has_no_winner():
    assert Outcome(2) == Outcome(2) and hash(Outcome(2)) == hash(Outcome(2)) and Outcome(1) != Outcome(2)
    assert Outcome(None) == DRAW and DRAW.draw and DRAW.winner is None
    assert not Outcome(1).draw and Outcome(3).winner == 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        Outcome(1).winner = 2  # type: ignore[misc]


@pytest.mark.parametrize(("outcome", "value", "unit"), [
    (Outcome(1), math.inf, 1.0),
    (Outcome(2), -math.inf, -1.0),
    (DRAW, 0.0, 0.0),
    (Outcome(3), 0.0, 0.0),  # a value for J1 says nothing of a third player's win
])
def test_an_outcome_is_worth_plus_or_minus_win_to_j1(outcome, value, unit):
    assert outcome_value(outcome) == value
    assert outcome_value(outcome, 7.0) == value  # ``otherwise`` is only for a game going on
    assert outcome_value(outcome, win=1) == unit


def test_a_game_going_on_is_worth_otherwise():
    assert outcome_value(None) == 0.0 and outcome_value(None, 2.5) == 2.5 and outcome_value(None, win=1) == 0.0


def cycle_arena() -> Arena:
    """J1 at a escapes to b (J2) and back forever, or moves into c, J2's target; d is J1's target."""
    arena = Arena()
    for vertex, player in (("a", 1), ("b", 2), ("c", 1), ("d", 2), ("e", 2)):
        arena.add_vertex(vertex, player)
    for u, w in (("a", "b"), ("b", "a"), ("a", "c"), ("e", "d")):
        arena.add_edge(u, w)
    arena.set_target("c", 2)
    arena.set_target("d", 1)
    arena.start = "a"
    return arena


@pytest.mark.parametrize("engine", ENGINES)
def test_a_solution_says_who_can_force_a_win_from_each_vertex(engine):
    solution = solve(cycle_arena(), engine=engine)
    assert [solution.outcome_at(v) for v in "abcde"] == [DRAW, DRAW, Outcome(2), Outcome(1), Outcome(1)]
    assert all(type(solution.outcome_at(v).winner) in (int, type(None)) for v in "abcde")  # not numpy's int8
    assert solution.start_outcome == DRAW


def test_a_solution_without_a_start_has_no_start_outcome():
    arena = cycle_arena()
    arena.start = None
    assert solve(arena).start_outcome is None
