"""Grundy's game (seed 002's variant of Nim): its Grundy values are OEIS A002188."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.cli import main
from gameviz.core.errors import InputError
from gameviz.core.game import play_moves
from gameviz.core.grundy import grundy_values, mex, nim_sum
from gameviz.core.impartial import game_graph, is_impartial
from gameviz.core.outcome import Outcome
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec, game_from_spec
from tests.conftest import budget

#: OEIS A002188, the Sprague–Grundy values of Grundy's game for one heap of n = 0, 1, 2, … objects.
A002188 = (0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
           1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2)


def _start_value(n: int) -> int:
    graph = game_graph(game_from_spec(f"grundy:n={n}")).as_arena()
    return grundy_values(graph)[graph.start]


def test_the_grundy_values_of_one_heap_are_oeis_a002188():
    assert [_start_value(n) for n in range(1, 36)] == list(A002188[1:36])


@pytest.mark.parametrize(("n", "winner"), [(7, 2), (10, 2), (20, 2), (13, 1), (3, 1), (4, 2)])
def test_the_attractors_say_who_wins_as_the_grundy_value_does(n, winner):
    # a value of 0 loses for the player to move (J1 at the start), any other wins
    arena = arena_from_spec(f"grundy:n={n}")
    assert solve(arena).outcome_at(arena.start) == Outcome(winner)
    assert (A002188[n] == 0) == (winner == 2)


@budget(30)
@given(st.lists(st.integers(1, 16), min_size=1, max_size=3))
def test_a_position_is_worth_the_nim_sum_of_its_heaps(heaps):
    """The Sprague–Grundy theorem, checked on the game graph of several heaps against A002188 heap by heap."""
    game = game_from_spec(f"grundy:n={sum(heaps)}")
    state = (tuple(sorted(heaps, reverse=True)), 1)
    values: dict = {}

    def value(position) -> int:  # the textbook recursion: the mex of the successors' values
        if position not in values:
            values[position] = mex(value(game.play((position, 1), move)[0]) for move in game.moves((position, 1)))
        return values[position]

    assert value(state[0]) == nim_sum(A002188[h] for h in heaps)


def test_moves_split_one_heap_into_two_unequal_heaps():
    game = game_from_spec("grundy:n=7")
    assert is_impartial(game)
    start = game.initial()
    assert [game.move_label(start, m) for m in game.moves(start)] == ["6+1", "5+2", "4+3"]
    state = play_moves(game, game.parse_moves("4+3 1+2"))
    assert game.label(state) == "(4/2/1,1)" and game.outcome(state) is None
    assert [game.move_label(state, m) for m in game.moves(state)] == ["3+1"]  # 2 and 1 cannot be split
    end = game.play(state, (4, 1))
    assert game.label(end) == "(3/2/1/1,2)" and game.outcome(end) is None
    last = game.play(end, (3, 1))
    assert game.label(last) == "(2/2/1/1/1,1)" and game.outcome(last) == Outcome(2)  # J1 cannot move: J2 won
    with pytest.raises(InputError, match="'2\\+2' should be two unequal heaps"):
        game.parse_moves("2+2")
    with pytest.raises(InputError):
        play_moves(game, game.parse_moves("5+3"))  # no heap of 8


def test_the_command_line_solves_grundys_game(capsys):
    assert main(["solve", "grundy:n=13"]) == 0
    assert "From the start (13,1): J1 wins" in capsys.readouterr().out
    assert main(["solve", "grundy:n=20"]) == 0
    assert "From the start (20,1): J2 wins" in capsys.readouterr().out
    assert main(["games"]) == 0
    assert "grundy" in capsys.readouterr().out
