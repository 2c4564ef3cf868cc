"""Boards set by hand: the cycle of a click, the checks with their reasons, the moves that reach a board."""

from __future__ import annotations

import pytest

from gameviz.core.errors import InputError
from gameviz.core.game import play_moves
from gameviz.core.outcome import Outcome
from gameviz.games import game_from_spec
from gameviz.games.board_setup import chess_fen, clicked, moves_to

#: Seed 000's figure 5 as cells of the course's weights: J1 (yellow) 4 + 5 + 7 + 6 + 8 + 13 + 11,
#: J2 3 + 5 + 4 + 8 + 10 + 11 + 11, so h = 2.
FIGURE_5 = (
    ".......",
    ".......",
    "..O....",
    "..XXO..",
    ".XXOO..",
    "OXXXOO.",
)


def test_a_click_cycles_empty_j1_j2_and_places_or_lifts_a_chess_piece():
    assert [clicked("discs", c) for c in ".XO"] == ["X", "O", "."]
    assert clicked("chocolate", "#") == " " and clicked("chocolate", " ") == "#" and clicked("chocolate", "*") == "*"
    assert clicked("chess", ".", "N") == "N" and clicked("chess", "N", "N") == "." and clicked("chess", "p", "N") == "N"


def test_seed_000_figure_5_is_reached_by_moves_and_worth_two():
    game = game_from_spec("connect4")
    moves = moves_to(game, FIGURE_5, 1)
    state = play_moves(game, moves)
    assert game.board(state).rows == FIGURE_5
    assert game.heuristic(state) == 2


@pytest.mark.parametrize(("rows", "player", "reason"), [
    ((".......",) * 4 + ("..X....", "......."), 1, "a disc floats in column 3"),
    ((".......",) * 5 + ("X......",), 1, "J1 has 1 discs and J2 0"),
    ((".......",) + ("O......",) * 4 + ("XXXX...",), 1, "both players have four in a row"),
    ((".......",) * 3 + ("......O", "......O", "XXXX.OO"), 1, "J1 has already won"),
])
def test_an_impossible_connect4_board_is_refused_with_the_reason(rows, player, reason):
    with pytest.raises(InputError, match=reason):
        moves_to(game_from_spec("connect4"), rows, player)


def test_a_won_board_is_reached_when_the_winner_moved_last():
    game = game_from_spec("connect4")
    rows = (".......",) * 2 + ("O......", "O......", "O......", "XXXX...")
    moves = moves_to(game, rows, 2)
    assert game.outcome(play_moves(game, moves)) == Outcome(1)


def test_tictactoe_and_chomp_boards_are_reached_by_a_shortest_play():
    game = game_from_spec("tictactoe")
    assert [m + 1 for m in moves_to(game, ("X..", ".O.", "..X"), 2)] in ([1, 5, 9], [9, 5, 1])
    with pytest.raises(InputError, match="both players have 3 in a row"):
        moves_to(game, ("XXX", "OOO", "X.."), 2)
    chomp = game_from_spec("chomp:rows=2,cols=3")
    moves = moves_to(chomp, ("*# ", "   "), 1)
    assert play_moves(chomp, moves) == ((2, 0), 1)
    with pytest.raises(InputError, match="row 2 is longer than the row above it"):
        moves_to(chomp, ("*  ", "## "), 1)


def test_a_chessboard_set_by_hand_is_a_fen_with_its_castling_or_is_refused():
    rows = ("r...k..r", "pppppppp", "........", "........", "........", "........", "PPPPPPPP", "R...K..R")
    assert chess_fen(rows, 1) == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
    assert chess_fen(("....k...",) + ("........",) * 6 + ("K.......",), 2) == "4k3/8/8/8/8/8/8/K7 b - - 0 1"
    with pytest.raises(InputError, match="a side has more than one king"):
        chess_fen(("....k...",) + ("........",) * 6 + ("K...K...",), 1)


def test_othello_and_chinese_checkers_boards_become_the_start():
    from gameviz.games.board_setup import reached_by_moves, start_of

    othello = game_from_spec("othello:size=4")
    assert not reached_by_moves(othello)
    black, white, player = start_of(othello, ("X...", ".OX.", ".XO.", "...."), 2)
    assert (black.bit_count(), white.bit_count(), player) == (3, 2, 2)
    assert othello.board((black, white, player)).rows == ("X...", ".OX.", ".XO.", "....")
    stars = game_from_spec("chinesecheckers:players=2,size=2")
    pegs = list(stars.initial()[0])
    assert start_of(stars, pegs, 2) == (tuple(pegs), 2)
    pegs[pegs.index(1)] = 0
    with pytest.raises(InputError, match="J1 has 2 pegs on the board, not 3"):
        start_of(stars, pegs, 1)


@pytest.mark.parametrize(("rows", "reason"), [
    (("....",) * 4, "empty centre square: b2, c2, b3, c3;"),
    (("X...", ".O..", ".XO.", "...."), "empty centre square: c2;"),
    (("...X", "....", ".XO.", ".OX."), "empty centre square: b2, c2;"),
    (("X.....", "......", "..OX..", "..XO..", "......", "......"), "the disc on a1 is cut off from the centre"),
    (("......", "......", "..OX..", "..XO..", "......", "O....."), "the disc on a6 is cut off from the centre"),
])
def test_an_othello_board_no_game_reaches_is_refused_with_the_reason(rows, reason):
    from gameviz.games.board_setup import start_of

    othello = game_from_spec(f"othello:size={len(rows)}")
    with pytest.raises(InputError, match=reason):
        start_of(othello, rows, 1)


def test_an_othello_board_joined_to_its_centre_through_diagonals_is_accepted():
    from gameviz.games.board_setup import start_of

    othello = game_from_spec("othello:size=6")
    rows = ("O.....", ".X....", "..OX..", "..XO..", "....XX", ".....O")  # a1 and f6 reached corner to corner
    black, white, player = start_of(othello, rows, 2)
    assert othello.board((black, white, player)).rows == rows
    assert (black.bit_count(), white.bit_count()) == (5, 4)
