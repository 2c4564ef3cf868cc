"""The course's picture of stick games: columns by sticks left, J1 above J2, every move to the right."""

from __future__ import annotations

import pytest

from gameviz.figure.arena_figure import node_sizes
from gameviz.games import arena_from_spec
from gameviz.layout import (
    LAYOUTS,
    SFDP_LIMIT,
    LayoutChoices,
    choose_layout,
    compute_layout,
    layout_applies,
    layout_choices,
)
from gameviz.layout.course import COURSE_LIMIT, sticks_left


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


@pytest.mark.parametrize("spec", ["sticks", "sticks:n=1200,take=1-3,last=loses", "nim:heaps=3/4/5,last=loses",
                                  "chomp:rows=2,cols=3", "tictactoe", "random:vertices=300,moves=3,seed=4,acyclic=no",
                                  "random:vertices=1500,moves=2,seed=2,acyclic=no"])
def test_the_layout_choices_found_at_once_are_those_asked_one_by_one(spec):
    """What a worker finds for the window (the layout chosen, the course's picture offered) is what
    :func:`choose_layout` and :func:`layout_applies` say of the arena; a stick game past the course's size
    is laid out in layers but still offered the course's picture; arenas with cycles get sfdp or the
    attractors' layers."""
    arena = arena_from_spec(spec)
    choices = layout_choices(arena)
    assert choices == LayoutChoices(choose_layout(arena), layout_applies("course", arena))
    assert choose_layout(arena, course=choices.course) == choose_layout(arena)
    assert [choices.applies(engine) for engine in LAYOUTS] == [layout_applies(engine, arena) for engine in LAYOUTS]
    assert choices.course == (sticks_left(arena) is not None) == (spec.split(":")[0] in ("sticks", "nim"))
    if len(arena) > COURSE_LIMIT:
        assert choices.automatic[0] == "layered"
    if "acyclic=no" in spec:
        assert choices.automatic[0] == ("sfdp" if len(arena) <= SFDP_LIMIT else "attractors")
