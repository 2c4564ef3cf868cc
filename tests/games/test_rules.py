"""The rules of each game: moves, results, labels, boards, moves typed by students."""

from __future__ import annotations

import math

import pytest

from gameviz.core.board import Grid, Heaps
from gameviz.core.errors import InputError
from gameviz.core.game import Game, play_moves
from gameviz.core.outcome import Outcome
from gameviz.games import GAMES, game_from_spec


@pytest.mark.parametrize("name", [n for n, info in GAMES.items() if info.create])
def test_every_game_implements_the_protocol(name):
    game = game_from_spec(name)
    assert isinstance(game, Game)
    state = game.initial()
    assert game.player(state) == 1
    assert game.outcome(state) is None or name == "chomp"
    for move in game.moves(state):
        child = game.play(state, move)
        assert game.player(child) == 2
        assert game.parse_moves(game.move_label(state, move)) == [move]
    assert game.board(state) is not None


def test_sticks_labels_and_board():
    game = game_from_spec("sticks")
    assert game.label((10, 1)) == "(10,1)" and game.vertex_id((10, 1)) == "10,1"
    assert game.board((7, 2)) == Heaps((7,), 10)
    assert game.moves((2, 1)) == [1, 2]


def test_tictactoe_heuristic_is_the_course_one():
    game = game_from_spec("tictactoe")
    state = play_moves(game, game.parse_moves("5 1"))
    # lines with X only: row 2, column 2, anti-diagonal → 3; lines with O only: row 1, column 1 → 2
    assert game.heuristic(state) == 3 - 2
    state = play_moves(game, game.parse_moves("5 1 9"))
    # X lines: row2, col2, antidiag (1 each), row3, col3 (1 each) → 5; main diagonal has O: 0
    assert game.heuristic(state) == 5 - 2
    won = play_moves(game, game.parse_moves("1 4 2 5 3"))
    assert game.heuristic(won) == math.inf and game.outcome(won) == Outcome(1)


def test_connect4_cell_weights_are_the_course_table():
    game = game_from_spec("connect4")
    bottom_up = game.cell_weights
    assert bottom_up[0] == [3, 4, 5, 7, 5, 4, 3]
    assert bottom_up[1] == [4, 6, 8, 10, 8, 6, 4]
    assert bottom_up[2] == [5, 8, 11, 13, 11, 8, 5]
    assert bottom_up[3:] == bottom_up[2::-1]


def test_connect4_positions_from_columns():
    game = game_from_spec("connect4")
    state = play_moves(game, game.parse_moves("4453"))  # X 4, O 4, X 5, O 3
    assert game.board(state).rows[-2:] == ("...O...", "..OXX..")
    assert game.player(state) == 1
    # X on 7 (d1) and 5 (e1); O on 10 (d2) and 5 (c1)
    assert game.heuristic(state) == 7 + 5 - 10 - 5
    with pytest.raises(InputError, match="not a column") as error:
        game.parse_moves("448")
    assert error.value.offset == 2


def test_illegal_moves_are_reported_with_their_rank():
    game = game_from_spec("connect4:cols=4,rows=2")
    with pytest.raises(InputError, match="move 3"):
        play_moves(game, game.parse_moves("111"))
    ttt = game_from_spec("tictactoe")
    with pytest.raises(InputError, match="after the game is over"):
        play_moves(ttt, ttt.parse_moves("1 4 2 5 3 6"))


def test_chomp_moves_and_board():
    game = game_from_spec("chomp:rows=2,cols=3")
    state = game.play(game.initial(), (1, 2))
    assert game.label(state) == "2e"
    assert game.board(state) == Grid(("*##", "## "), "chocolate")
    assert game.parse_moves("a2 c1") == [(1, 0), (0, 2)]  # the first column and the last are squares too
    with pytest.raises(InputError, match="poison"):
        game.parse_moves("a1")
    for outside in ("d1", "c3", "a0", "1"):  # one column, one row past the board; no row; no column
        with pytest.raises(InputError, match=f"character 4: '{outside}' is not a square from b1 to c2"):
            game.parse_moves(f"b1 {outside}")


def test_nim_moves():
    game = game_from_spec("nim:heaps=1/2")
    assert game.moves(game.initial()) == [(0, 1), (1, 1), (1, 2)]
    assert game.parse_moves("2:2") == [(1, 2)]
    assert game.board(game.play(game.initial(), (1, 1))) == Heaps((1, 1), 2)  # the heaps left, drawn to the largest
    with pytest.raises(InputError, match="heap:count"):
        game.parse_moves("3:1")


@pytest.mark.parametrize("name", ["sticks", "nim", "chomp", "tictactoe", "connect4"])
def test_a_game_made_without_arguments_is_the_game_of_its_default_parameters(name):
    info = GAMES[name]
    assert info.create is not None and info.create().spec == info.spec(info.defaults())


def test_the_stick_arena_without_arguments_is_the_course_one():
    from gameviz.games import arena_from_spec
    from gameviz.games.sticks import sticks_arena

    course, default = arena_from_spec("sticks:n=10,take=1-3,last=loses"), sticks_arena()
    assert list(default) == list(course) and len(default) == 21 and default.edge_count() == course.edge_count()


def test_a_tictactoe_position_is_labelled_row_by_row():
    game = game_from_spec("tictactoe")
    assert game.label(game.play(game.play(game.initial(), 0), 4)) == "X../.O./..."
    wide = game_from_spec("tictactoe:rows=3,cols=4,k=3")
    assert wide.label(wide.play(wide.initial(), 5)) == "..../.X../...."


def test_connect4_boards_are_bounded_by_their_count_else_by_three_to_the_cells():
    info = GAMES["connect4"]
    assert info.estimate({"cols": 4, "rows": 4}) == 161_029  # counted
    assert info.estimate({"cols": 9, "rows": 2}) == 3**18  # more than five million: no count, 3 states a cell
    assert info.estimate({"cols": 7, "rows": 6}) == 3**42  # past 20 cells
    assert info.estimate({"cols": 3, "rows": 3}) == 10_000  # under the table's 10,000: at most that
