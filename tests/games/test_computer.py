"""The computer's move from the exact solver: only when every move is solved in time."""

from __future__ import annotations

from gameviz.games import game_from_spec
from gameviz.games.computer import solved_move
from gameviz.games.spec import MoveScore


def test_every_move_solved_gives_the_best_one_with_all_the_scores():
    game = game_from_spec("connect4:cols=4,rows=4")
    choice, scores = solved_move(game, [0, 1, 0, 1, 0, 1], budget=30)
    assert (choice.move, choice.score, choice.reason) == (0, 5, "solver")  # the fourth disc of column a wins
    assert choice.successor == ("XXXX", "OOO", "", "")
    assert scores == [MoveScore(0, 5, None, 0), MoveScore(1, 0, None, 0), MoveScore(2, -5, None, 0),
                      MoveScore(3, -5, None, 0)]


def test_no_solver_no_move_or_no_time_gives_no_solved_move():
    assert solved_move(game_from_spec("nim"), []) is None  # no solver for Nim
    assert solved_move(game_from_spec("connect4:cols=4,rows=4"), [0, 1, 0, 1, 0, 1, 0]) is None  # J1 has won
    # a microsecond for the seven moves of a 7 × 6 board past the opening book: none is solved
    assert solved_move(game_from_spec("connect4"), [3, 3, 3], budget=1e-6) is None
