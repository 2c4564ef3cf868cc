"""Known results from the course and the literature, on the generated arenas."""

from __future__ import annotations

import pytest

from gameviz.core.game import explore
from gameviz.core.outcome import DRAW, Outcome
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec, game_from_spec
from gameviz.games.chomp import Chomp


def test_twenty_one_matches_taking_one_to_four_where_the_last_loses():
    # Worksheet 001: the player to move loses exactly when n ≡ 1 (mod 5).
    arena = arena_from_spec("sticks:n=21,take=1-4,last=loses")
    solution = solve(arena)
    for n in range(22):
        for player in (1, 2):
            if (n, player) not in arena:
                continue
            to_move_loses = solution.outcome[(n, player)] == 3 - player
            assert to_move_loses == (n % 5 == 1), (n, player)


def test_last_stick_wins_is_the_other_game():
    solution = solve(arena_from_spec("sticks:n=12,take=1-3,last=wins"))
    for n in range(13):
        assert (solution.outcome[(n, 1)] == 2) == (n % 4 == 0)


def test_tictactoe_has_5478_positions_and_is_a_draw():
    arena = arena_from_spec("tictactoe")
    assert len(arena) == 5478
    solution = solve(arena)
    assert solution.start_outcome == DRAW
    # Opening in a corner or the centre keeps the draw; nobody can force a win.
    assert solution.outcome["X........"] == 0
    assert solution.outcome["....X...."] == 0


def test_tictactoe_won_positions_are_targets():
    arena = arena_from_spec("tictactoe")
    assert "XXXOO...." in arena.targets(1)
    assert "OOOXX.X.." in arena.targets(2)
    assert arena.successors("XXXOO....") == []
    assert arena.target_of("XOXXOOOXX") is None and arena.successors("XOXXOOOXX") == []  # drawn: nobody's


@pytest.mark.parametrize("rows,cols", [(r, c) for r in range(1, 5) for c in range(1, 6) if r * c > 1])
def test_every_chomp_rectangle_larger_than_1x1_is_a_first_player_win(rows, cols):
    assert solve(explore(Chomp(rows, cols))).start_outcome == Outcome(1)


def test_chomp_1x1_is_lost_for_the_first_player():
    assert solve(arena_from_spec("chomp:rows=1,cols=1")).start_outcome == Outcome(2)


def test_chomp_2x3_positions_are_numbered_as_in_the_course():
    game = game_from_spec("chomp:rows=2,cols=3")
    # 0 full bar, 2 = bar without its bottom-right square, 8 = the poisoned square alone.
    assert game.number((3, 3)) == 0
    assert game.number((3, 2)) == 2
    assert game.number((1, 0)) == 8
    assert {game.number((3, 0)), game.number((1, 1)), game.number((2, 0))} == {4, 5, 7}
    assert game.number((2, 1)) == 6


def test_connect4_small_board_arena():
    arena = arena_from_spec("connect4:cols=3,rows=3")
    solution = solve(arena)
    # Nobody can line up four on a 3×3 board: every game is a draw.
    assert not arena.targets(1) and not arena.targets(2)
    assert solution.start_outcome == DRAW


@pytest.mark.slow
def test_connect4_4x4_is_a_draw():
    solution = solve(arena_from_spec("connect4:cols=4,rows=4"))
    assert solution.start_outcome == DRAW


@pytest.mark.parametrize("seed", range(1, 9))
def test_random_arenas_with_cycles_have_something_to_win_for_both_players(seed):
    from gameviz.core.solution import solve

    arena = arena_from_spec(f"random:vertices=12,moves=2,acyclic=no,seed={seed}")
    assert arena.targets(1) and arena.targets(2)
    solution = solve(arena)
    assert len(solution.attractors[1]) > 1 and len(solution.attractors[2]) > 1  # more than the targets to find


def test_the_number_of_plays_is_counted_without_playing_them():
    from gameviz.core.game import count_plays

    assert count_plays(game_from_spec("tictactoe"), game_from_spec("tictactoe").initial()) == 255_168  # known
    sticks = game_from_spec("sticks:n=4,take=1-3")
    assert count_plays(sticks, sticks.initial()) == 7  # 4 = 1+1+1+1 = 1+1+2 (3 orders) = 2+2 = 1+3 (2 orders)
    assert count_plays(sticks, sticks.initial(), limit=3) is None  # more positions than allowed


@pytest.mark.parametrize("last", ["wins", "loses"])
def test_nim_is_lost_for_the_player_to_move_exactly_as_bouton_says(last):
    # normal play: lost when the nim-sum (XOR) is 0; misère: the same, except when every heap has
    # at most one stick, where it is lost when the nim-sum is 1 (Bouton, 1901)
    from functools import reduce
    from operator import xor

    arena = arena_from_spec(f"nim:heaps=1/2/3/3,last={last}")
    solution = solve(arena)
    checked = 0
    for heaps, player in arena:
        nim_sum = reduce(xor, heaps, 0)
        if last == "loses" and max(heaps) <= 1:
            lost = nim_sum == 1
        else:
            lost = nim_sum == 0
        assert (solution.outcome[(heaps, player)] == 3 - player) == lost, (heaps, player)
        checked += 1
    assert checked == len(arena) > 40
