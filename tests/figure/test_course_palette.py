"""The course's colours: Adam (J1) red and Ève (J2) blue, Connect 4's discs yellow and red."""

from __future__ import annotations

from gameviz.core.game import play_moves
from gameviz.figure.boards import board_primitives
from gameviz.figure.primitives import Ellipse
from gameviz.figure.style import COURSE, EXPORT_PALETTES, LIGHT, PALETTES
from gameviz.games import game_from_spec


def disc_fills(palette, moves: str) -> set[str]:
    game = game_from_spec("connect4")
    board = game.board(play_moves(game, game.parse_moves(moves)))
    return {p.fill for p in board_primitives(board, 0, 0, 700, 600, palette) if isinstance(p, Ellipse)}


def test_connect4_discs_are_yellow_for_j1_and_red_for_j2_in_the_course_s_colours():
    assert disc_fills(COURSE, "44") == {COURSE.background, "#f5c518", "#d7261e"}
    assert disc_fills(LIGHT, "44") == {LIGHT.background, LIGHT.board_pieces["X"], LIGHT.board_pieces["O"]}


def test_adam_is_red_and_eve_blue_and_the_theme_is_offered_on_screen_and_for_exports():
    red, blue = COURSE.player(1).line, COURSE.player(2).line
    assert int(red[1:3], 16) > int(red[5:7], 16) and int(blue[5:7], 16) > int(blue[1:3], 16)
    assert PALETTES["course"] is COURSE and EXPORT_PALETTES["course"] is COURSE
