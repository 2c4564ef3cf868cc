"""A play drawn as a numbered path: the numbers are part of the moves' styles, and change with the play."""

from __future__ import annotations

from gameviz.figure.play_figure import PlayEdgeStyle, PlayFigure, play_numbers
from gameviz.figure.primitives import Text
from gameviz.figure.style import LIGHT
from gameviz.games.sticks import sticks_arena
from tests.export.test_vector_exports import grid_layout


def sticks_figure(play):
    arena = sticks_arena(10)
    return PlayFigure(arena, grid_layout(arena), LIGHT, play=play)


def numbers_drawn(figure, edges) -> dict:
    return {edge: [p.text for p in figure.edge_primitives(edge, style) if isinstance(p, Text)]
            for edge, style in edges.items() if isinstance(style, PlayEdgeStyle)}


def test_a_move_played_twice_is_numbered_with_both():
    assert play_numbers(["a", "b", "a", "b"]) == {("a", "b"): "1, 3", ("b", "a"): "2"}


def test_each_move_of_the_play_carries_its_number_in_its_style():
    figure = sticks_figure([(10, 1), (9, 2), (7, 1)])  # take 1, then 2
    _, edges = figure.with_play({}, {})
    assert {e: s.number for e, s in edges.items()} == {((10, 1), (9, 2)): "1", ((9, 2), (7, 1)): "2"}
    assert all("play" in s.classes for s in edges.values())
    assert numbers_drawn(figure, edges) == {((10, 1), (9, 2)): ["1"], ((9, 2), (7, 1)): ["2"]}


def test_a_new_play_restyles_the_moves_and_numbers_only_moves_the_figure_has():
    figure = sticks_figure([(10, 1), (9, 2)])
    before = figure.with_play({}, {})[1]
    figure.set_play([(10, 1), (8, 2), (5, 1)])  # take 2, then 3
    after = figure.with_play({}, {})[1]
    assert ((10, 1), (9, 2)) in before and ((10, 1), (9, 2)) not in after
    assert {e: s.number for e, s in after.items()} == {((10, 1), (8, 2)): "1", ((8, 2), (5, 1)): "2"}
    figure.set_play([(10, 1), (6, 2)])  # four sticks at once is no move of this game: nothing to number
    assert figure.with_play({}, {})[1] == {} and figure.numbers == {}
