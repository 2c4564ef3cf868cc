"""Strategies: computed ones win (proved by the checker); broken ones are caught."""

from __future__ import annotations

import pytest
from hypothesis import given

from gameviz.core.arena_dicts import arena_from_successors
from gameviz.core.attractor import attractor
from gameviz.core.outcome import Outcome
from gameviz.core.solution import solve
from gameviz.core.strategy import check_winning_strategy, strategy
from gameviz.games import arena_from_spec
from gameviz.games.sticks import sticks_arena
from tests.arenas import arenas
from tests.conftest import budget


def test_course_strategy_from_ten_sticks():
    solution = solve(sticks_arena(10))
    assert solution.start_outcome == Outcome(1)
    assert solution.strategies[1][(10, 1)] == (9, 2)  # the course: strategie(arene, A1, A2, (10,1))
    assert solution.strategies[1][(8, 1)] == (5, 2)


def test_chomp_strategies_are_the_course_ones():
    arena = arena_from_spec("chomp:rows=2,cols=2")
    moves = {arena.label(v): arena.label(w) for v, w in solve(arena).strategies[1].items()}
    assert moves == {"0a": "2e", "1a": "4e", "3a": "4e"}  # f(0)=2, f(1)=f(3)=4
    arena = arena_from_spec("chomp:rows=2,cols=3")
    solution = solve(arena)
    adam = {arena.label(v): arena.label(w) for v, w in solution.strategies[1].items()}
    eve = {arena.label(v): arena.label(w) for v, w in solution.strategies[2].items()}
    assert adam["0a"] == "2e"
    assert adam["1a"] == adam["3a"] == "6e"
    assert adam["4a"] == adam["5a"] == adam["7a"] == "8e"
    assert eve == {"1e": "6a", "3e": "6a", "4e": "8a", "5e": "8a", "7e": "8a"}


@pytest.mark.slow
@budget(1500)
@given(arenas())
def test_computed_strategies_pass_the_checker(arena):
    solution = solve(arena)
    for player in (1, 2):
        region = solution.attractors[player].rank
        check = check_winning_strategy(arena, player, solution.strategies[player], region)
        assert check, check.problem


@budget(1000)
@given(arenas())
def test_draw_moves_avoid_the_opponent_attractor(arena):
    solution = solve(arena)
    for player in (1, 2):
        foe = solution.attractors[3 - player]
        for v, w in solution.strategies[player].items():
            assert arena.player(v) == player and w in arena.successors(v)
            if solution.outcome[v] == 0:
                assert w not in foe and solution.outcome[w] == 0


def test_checker_rejects_a_losing_move():
    arena = sticks_arena(10)
    solution = solve(arena)
    moves = dict(solution.strategies[1])
    moves[(10, 1)] = (8, 2)  # a move into J2's attractor
    check = check_winning_strategy(arena, 1, moves, solution.attractors[1].rank)
    assert not check and "leaves the region" in check.problem


def test_checker_rejects_a_region_the_opponent_escapes():
    arena = sticks_arena(10)
    solution = solve(arena)
    region = set(solution.attractors[1].rank) | {(6, 2)}
    check = check_winning_strategy(arena, 1, solution.strategies[1], region)
    assert not check and "escapes" in check.problem


def test_checker_rejects_a_strategy_that_loops_forever():
    # a (J1) could win by moving to t, but the strategy goes round a cycle a → b → a.
    arena = arena_from_successors(
        {"a": ["b", "t"], "b": ["a"], "t": []}, {"a": 1, "b": 2, "t": 2}, targets1=["t"]
    )
    check = check_winning_strategy(arena, 1, {"a": "b"}, {"a", "b", "t"})
    assert not check and "forever" in check.problem
    assert check_winning_strategy(arena, 1, {"a": "t"}, {"a", "b", "t"})


def test_checker_rejects_a_region_holding_a_target_of_the_opponent():
    arena = sticks_arena(10)
    solution = solve(arena)
    target = next(iter(arena.targets(2)))
    check = check_winning_strategy(arena, 1, solution.strategies[1], set(solution.attractors[1].rank) | {target})
    assert not check and check.problem == f"{arena.label(target)} is a target of the opponent"


def test_checker_rejects_a_region_where_the_opponent_is_stuck_outside_a_target():
    # b (J2) has no move and is no target: J1 cannot count on reaching it
    arena = arena_from_successors({"a": ["b", "t"], "b": [], "t": []}, {"a": 1, "b": 2, "t": 2}, targets1=["t"])
    check = check_winning_strategy(arena, 1, {"a": "b"}, {"a", "b", "t"})
    assert not check and check.problem == "the opponent is stuck at b, which is not a target"


@budget(300)
@given(arenas())
def test_packed_strategies_are_the_python_ones(arena):
    python = solve(arena, engine="steps")
    for engine in ("packed", "compiled"):
        packed = solve(arena, engine=engine)
        for player in (1, 2):
            assert dict(packed.strategies[player]) == dict(python.strategies[player])


def test_attractors_computed_as_steps_and_packed_mixed_give_the_same_strategy():
    arena = arena_from_spec("tictactoe")
    python = [attractor(arena, player, engine="steps") for player in (1, 2)]
    compiled = [attractor(arena, player, engine="packed") for player in (1, 2)]
    expected = dict(strategy(arena, python[0], [python[1]]))
    assert len(expected) == 2271
    for own, foe in [(python[0], compiled[1]), (compiled[0], python[1]), (compiled[0], compiled[1])]:
        assert dict(strategy(arena, own, [foe])) == expected


def test_packed_strategy_of_a_player_who_owns_every_vertex_needs_no_opponent():
    # one player alone: no opponent's attractor to avoid, as in the Python strategy
    arena = arena_from_successors({"a": ["c", "t"], "c": ["a"], "d": ["d"], "t": []},
                                  {"a": 1, "c": 1, "d": 1, "t": 1}, targets1=["t"])
    python, compiled = attractor(arena, 1, engine="steps"), attractor(arena, 1, engine="packed")
    expected = dict(strategy(arena, python, []))
    assert expected == {"a": "t", "c": "a", "d": "d"}
    assert dict(strategy(arena, compiled, [])) == expected
