"""Boards as plain data: a grid's size, the extent of a board of holes."""

from __future__ import annotations

import math

from gameviz.core.board import Grid, Holes
from gameviz.games.chinesecheckers import ChineseCheckers


def test_a_grid_s_size_is_its_rows_and_columns():
    assert Grid(("X.O", "...")).size == (2, 3)
    assert Grid(("X.O",)).size == (1, 3) and Grid(()).size == (0, 0)


def test_the_extent_of_the_holes_is_left_top_width_and_height():
    assert Holes(((1.0, 2.0), (4.0, -1.0), (2.5, 0.0)), (0, 0, 0), (0, 0, 0)).extent == (1.0, -1.0, 3.0, 3.0)
    left, top, width, height = ChineseCheckers(6, 4).board(ChineseCheckers(6, 4).initial()).extent
    assert (left, width) == (-6.0, 12.0)
    assert math.isclose(top, -8 * math.sqrt(3) / 2) and math.isclose(height, 16 * math.sqrt(3) / 2)
