"""The computer player never loses what it can hold, against every reply."""

from __future__ import annotations

import pytest

from gameviz.core.outcome import Outcome
from gameviz.core.play import search_move, strategy_move
from gameviz.core.search.budget import BudgetExhausted, SearchBudget
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec, game_from_spec


def human_wins(game, state, computer: int, choose) -> int:
    """Games the human wins when they try every move and the computer plays ``choose``."""
    outcome = game.outcome(state)
    if outcome is not None:
        return int(outcome == Outcome(3 - computer))
    if game.player(state) == computer:
        return human_wins(game, game.play(state, choose(state).move), computer, choose)
    return sum(human_wins(game, game.play(state, m), computer, choose) for m in game.moves(state))


@pytest.mark.parametrize("computer", [1, 2])
def test_tictactoe_with_the_attractor_strategy_never_loses(computer):
    game = game_from_spec("tictactoe")
    solution = solve(arena_from_spec("tictactoe"))
    assert human_wins(game, game.initial(), computer, lambda s: strategy_move(game, s, solution)) == 0


def test_tictactoe_with_alpha_beta_never_loses_as_j2():
    game = game_from_spec("tictactoe")
    cache = {}

    def choose(state):
        if state not in cache:
            cache[state] = search_move(game, state, depth=None)
        return cache[state]

    assert human_wins(game, game.initial(), 2, choose) == 0


def test_sticks_strategy_wins_from_a_winning_position_and_delays_a_lost_one():
    game = game_from_spec("sticks")
    solution = solve(arena_from_spec("sticks"))
    move = strategy_move(game, (10, 1), solution)
    assert (move.move, move.reason, move.rank) == (1, "strategy", 5)  # take 1, leave (9,2)
    lost = strategy_move(game, (9, 1), solution)  # 9 ≡ 1 (mod 4): J1 loses
    assert lost.reason == "delay"
    # J2 needs the longest from (8,2), rank 4 of J2's attractor: take one stick
    assert (lost.move, lost.successor, lost.rank) == (1, (8, 2), 4)
    assert (strategy_move(game, (5, 1), solution).successor, strategy_move(game, (5, 1), solution).rank) == ((4, 2), 2)
    assert human_wins(game, (10, 1), 1, lambda s: strategy_move(game, s, solution)) == 0


def test_search_move_reports_its_search():
    game = game_from_spec("connect4")
    state = game.initial()
    move = search_move(game, state, depth=2)
    assert move.reason == "search" and move.search.stats.nodes > 7
    assert move.move == 3  # the centre column, by the course's cell values


def test_the_search_runs_under_the_budget_it_is_given():
    game = game_from_spec("tictactoe:rows=4,cols=4,k=4")
    with pytest.raises(BudgetExhausted) as stopped:
        search_move(game, game.initial(), depth=None, budget=SearchBudget(nodes=2_000, seconds=None))
    assert (stopped.value.what, stopped.value.nodes) == ("nodes", 2_000)
