"""The course's picture of stick games: columns by sticks left, J1 above J2, every move to the right."""

from __future__ import annotations

import pytest

from gameviz.figure.arena_figure import node_sizes
from gameviz.games import arena_from_spec
from gameviz.layout import choose_layout, compute_layout
from gameviz.layout.course import sticks_left


@pytest.mark.parametrize("spec", ["sticks", "sticks:n=21,take=1-3", "nim:heaps=1/2/3", "nim:heaps=3/4/5,last=loses"])
def test_stick_games_are_drawn_in_columns_of_sticks_left_with_every_move_to_the_right(spec):
    arena = arena_from_spec(spec)
    assert choose_layout(arena)[0] == "course"
    layout = compute_layout(arena, "auto", node_sizes(arena))
    boxes, left = layout.nodes, sticks_left(arena)
    assert left is not None
    for u, w in arena.edges():
        assert boxes[u].x < boxes[w].x  # fewer sticks further right
    for u in arena:
        for w in arena:
            if left[u] == left[w]:
                assert boxes[u].x == boxes[w].x  # one column per number of sticks left
            if arena.player(u) == 1 and arena.player(w) == 2:
                assert boxes[u].y < boxes[w].y  # J1's band above J2's
    assert layout.engine == "course"


def test_other_games_keep_their_layouts():
    assert choose_layout(arena_from_spec("chomp:rows=2,cols=3"))[0] == "dot"
    assert sticks_left(arena_from_spec("tictactoe")) is None
