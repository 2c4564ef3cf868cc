"""Board pictures inside vertices: what they draw stays readable on every vertex colour."""

from __future__ import annotations

import pytest

from gameviz.figure.primitives import Rect


@pytest.mark.parametrize("palette_name", ["light", "dark", "print"])
def test_board_marks_stand_on_the_background_whatever_the_vertex_colour(palette_name):
    """A blue X on the light blue of a new vertex vanished: each cell now keeps the background."""
    from gameviz.figure.boards import board_primitives
    from gameviz.figure.primitives import Curve
    from gameviz.figure.style import EXPORT_PALETTES
    from gameviz.games import game_from_spec
    from tests.pictures import contrast

    palette = EXPORT_PALETTES[palette_name]
    game = game_from_spec("tictactoe")
    board = game.board(game.play(game.play(game.initial(), 4), 0))  # X in the centre, O in a corner
    items = board_primitives(board, 0, 0, 30, 30, palette)
    cells = [item for item in items if isinstance(item, Rect)]
    assert len(cells) == 9 and {cell.fill for cell in cells} == {palette.background}

    def rgb(colour: str) -> tuple[int, int, int]:
        return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)

    x_strokes = [item.stroke.color for item in items if isinstance(item, Curve)]
    assert x_strokes and all(contrast(rgb(c), rgb(palette.background)) >= 3 for c in x_strokes)
