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


def test_labels_stay_inside_their_circles_and_pictures_have_one_size():
    """Tic-tac-toe's labels spilled out of J1's circles, and J2's squares held smaller boards."""
    import math

    from gameviz.figure.arena_figure import ArenaFigure, node_sizes
    from gameviz.figure.font_metrics import text_width
    from gameviz.figure.primitives import Text
    from gameviz.figure.style import LIGHT
    from gameviz.games import arena_from_spec
    from gameviz.layout.layered import layered_layout

    arena = arena_from_spec("tictactoe:rows=2,cols=3,k=3")
    figure = ArenaFigure(arena, layered_layout(arena, node_sizes(arena, boards=True)), LIGHT, boards=True)
    board_sizes = set()
    for vertex in arena:
        box = figure.box(vertex)
        items = figure.node_primitives(vertex, figure.plain_node(vertex))
        label = next(item for item in items if isinstance(item, Text) and item.text == arena.label(vertex))
        half_w, half_h = text_width(label.text, label.size, True) / 2, label.size / 2
        if box.shape == "circle":
            for dx in (-half_w, half_w):
                for dy in (-half_h, half_h):
                    assert math.hypot(label.x + dx, label.y + dy) <= box.width / 2, arena.label(vertex)
        else:
            assert 2 * half_w <= box.width and abs(label.y) + half_h <= box.height / 2
        cells = [item for item in items if isinstance(item, Rect) and item.fill == LIGHT.background
                 and item.width == item.height and item.width < box.width / 2]  # the board's cells
        board_sizes.add(round(max(c.x + c.width for c in cells) - min(c.x for c in cells), 1))
    assert len(board_sizes) == 1  # the same picture in circles and squares


def test_a_heap_too_large_for_sticks_is_one_bar_as_long_as_the_heap():
    """29,999 sticks stick by stick would be 29,999 strokes in a picture 13,500 times wider than
    high: above MOST_STICKS, each heap is one bar whose length is its share of the largest."""
    from gameviz.core.board import Heaps
    from gameviz.figure.boards import MOST_STICKS, board_aspect, board_primitives
    from gameviz.figure.style import EXPORT_PALETTES

    light = EXPORT_PALETTES["light"]
    board = Heaps((29_999, 7_500), 29_999)
    assert board_aspect(board) == MOST_STICKS * 0.45 / 2
    full, quarter = board_primitives(board, 0, 0, 180, 20, light)
    assert isinstance(full, Rect) and isinstance(quarter, Rect)
    assert full.width == 180 and abs(quarter.width - 45) < 0.01
    assert len(board_primitives(Heaps((3, 5, 7), 7), 0, 0, 100, 30, light)) == 15  # small heaps: stick by stick
