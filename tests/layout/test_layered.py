"""The layered layout: layers top to bottom, no overlaps, wide layers folded."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.arena import Arena
from gameviz.core.attractor import attractor
from gameviz.games.random_arena import random_arena
from gameviz.games.sticks import sticks_arena
from gameviz.layout import compute_layout
from gameviz.layout.layered import MIN_FOLD_WIDTH, depth_layers, layered_layout, rank_layers
from tests.conftest import budget


def uniform_sizes(arena: Arena, width: float = 50.0, height: float = 40.0) -> dict:
    return {v: (width, height, "circle" if arena.player(v) == 1 else "box") for v in arena}


def layer_members(arena: Arena, layers: dict) -> dict[int, list]:
    members: dict[int, list] = {}
    for v in arena:
        members.setdefault(layers[v], []).append(v)
    return members


def top(box):
    return box.y - box.height / 2


def bottom(box):
    return box.y + box.height / 2


def overlap(a, b) -> bool:
    return (abs(a.x - b.x) * 2 < a.width + b.width) and (abs(a.y - b.y) * 2 < a.height + b.height)


@st.composite
def layered_arenas(draw):
    """Arenas built layer by layer (every vertex has a predecessor one layer up),
    some layers wide enough to be folded, with vertices of different sizes."""
    widths = draw(st.lists(st.integers(1, 160), min_size=1, max_size=5))
    arena, previous, sizes = Arena(), [], {}
    for depth, width in enumerate(widths):
        layer = [f"{depth}.{i}" for i in range(width)]
        for v in layer:
            arena.add_vertex(v, 1 + depth % 2)
            sizes[v] = (draw(st.sampled_from([30.0, 50.0, 90.0])), draw(st.sampled_from([30.0, 40.0])), "box")
            if previous:
                arena.add_edge(draw(st.sampled_from(previous)), v)
        for _ in range(draw(st.integers(0, 2 * width)) if previous else 0):
            arena.add_edge(draw(st.sampled_from(previous)), draw(st.sampled_from(layer)))
        previous = layer
    return arena, sizes


@pytest.mark.slow
@budget(60)
@given(layered_arenas(), st.sampled_from([None, 1.0, 3.0]))
def test_layers_stack_top_to_bottom_without_overlapping_boxes(case, aspect):
    arena, sizes = case
    layout = layered_layout(arena, sizes, aspect=aspect)
    boxes = layout.nodes
    members = layer_members(arena, depth_layers(arena))
    for depth in range(1, len(members)):
        assert max(bottom(boxes[v]) for v in members[depth - 1]) < min(top(boxes[v]) for v in members[depth])
    for a, b in combinations(boxes.values(), 2):
        assert not overlap(a, b)
    for box in boxes.values():
        assert box.x - box.width / 2 >= -1e-6 and box.x + box.width / 2 <= layout.width + 1e-6
        assert top(box) >= -1e-6 and bottom(box) <= layout.height + 1e-6


@pytest.mark.slow
@budget(60)
@given(layered_arenas())
def test_a_folded_layer_is_a_sawtooth_with_one_x_per_vertex(case):
    """Left to right, the rows of a folded layer come in turn 0, 1, …, r−1, 0, 1, …:
    the layer's order is kept and edges from above reach every vertex."""
    arena, sizes = case
    boxes = layered_layout(arena, sizes).nodes
    for layer in layer_members(arena, depth_layers(arena)).values():
        by_x = sorted(layer, key=lambda v: boxes[v].x)
        xs = [boxes[v].x for v in by_x]
        assert len(set(xs)) == len(xs)
        row_ys = sorted({boxes[v].y for v in layer})
        rows = [row_ys.index(boxes[v].y) for v in by_x]
        assert rows == [k % len(row_ys) for k in range(len(by_x))]


def test_the_stick_game_is_drawn_one_layer_per_number_of_sticks_left():
    arena = sticks_arena(10)
    layers = depth_layers(arena)
    assert layers[(10, 1)] == 0
    assert {v: layers[v] for v in [(9, 2), (8, 2), (7, 2), (6, 1), (0, 1), (0, 2)]} == {
        (9, 2): 1, (8, 2): 1, (7, 2): 1, (6, 1): 2, (0, 1): 4, (0, 2): 5}
    boxes = layered_layout(arena, uniform_sizes(arena)).nodes
    for layer in layer_members(arena, layers).values():  # narrow layers stay on one row
        assert len({boxes[v].y for v in layer}) == 1


def test_a_deep_arena_is_cut_into_columns_read_like_a_newspaper():
    """3,000 sticks make 3,000 layers of at most three vertices: in one column the drawing would be
    300 times taller than wide. Cut into columns, it keeps the proportions asked, and each layer
    is below the one before or at the top of the next column to the right."""
    arena = sticks_arena(3000)
    layers = depth_layers(arena)
    members = layer_members(arena, layers)
    layout = layered_layout(arena, uniform_sizes(arena))
    boxes = layout.nodes
    assert 1.6 / 1.3 < layout.width / layout.height < 1.6 * 1.3
    columns = 1
    for depth in range(1, len(members)):
        before, after = members[depth - 1], members[depth]
        if min(top(boxes[v]) for v in after) > max(bottom(boxes[v]) for v in before):
            continue  # below, in the same column
        assert min(boxes[v].x for v in after) > max(boxes[v].x for v in before)  # the next column
        assert min(top(boxes[v]) for v in after) == min(top(box) for box in boxes.values())
        columns += 1
    assert columns > 10
    for box in boxes.values():
        assert box.x - box.width / 2 >= 0 and box.x + box.width / 2 <= layout.width + 1e-6
        assert top(box) >= 0 and bottom(box) <= layout.height + 1e-6


def test_rank_layers_put_rank_zero_at_the_bottom():
    arena = sticks_arena(10)
    rank = attractor(arena, 1).rank
    layout = compute_layout(arena, "ranks", uniform_sizes(arena), rank)
    assert layout.engine == "ranks"
    layers = rank_layers(rank, arena)
    assert all(layers[v] == max(rank.values()) + 1 - r for v, r in rank.items())
    rank_zero = [v for v, r in rank.items() if r == 0]
    assert all(layout.nodes[v].y == max(box.y for box in layout.nodes.values()) for v in rank_zero)


def test_a_large_arena_is_folded_to_the_proportions_asked():
    arena = random_arena(vertices=2000, moves=3, seed=5)
    sizes = uniform_sizes(arena)
    members = layer_members(arena, depth_layers(arena))
    natural_width = max(len(layer) * 64 for layer in members.values())
    natural_height = len(members) * 110
    assert natural_width / natural_height > 8  # unfolded, far too wide for a screen
    for aspect in (1.6, 3.0):
        layout = compute_layout(arena, "layered", sizes, aspect=aspect)
        assert layout.width >= MIN_FOLD_WIDTH
        assert aspect / 1.3 < layout.width / layout.height < aspect * 1.3


def test_a_large_arena_with_cycles_is_laid_out_by_attractor_not_by_forces():
    from gameviz.core.solution import solve
    from gameviz.figure.arena_figure import node_sizes
    from gameviz.games import arena_from_spec
    from gameviz.layout import choose_layout, compute_layout

    arena = arena_from_spec("random:vertices=1500,moves=3,acyclic=no,seed=2")
    assert not arena.is_acyclic() and choose_layout(arena)[0] == "attractors"
    layout = compute_layout(arena, "auto", node_sizes(arena))
    solution = solve(arena)
    first, second = solution.attractors[1].rank, solution.attractors[2].rank
    draws = [v for v in arena if v not in first and v not in second]
    assert first and second and draws
    y = {v: box.y for v, box in layout.nodes.items()}
    # J1's attractor above the draws above J2's; within J1's, rank 0 (its targets) on top
    assert max(y[v] for v in first) < min(y[v] for v in draws) <= max(y[v] for v in draws) < min(y[v] for v in second)
    targets = [v for v, r in first.items() if r == 0]
    assert max(y[v] for v in targets) < min(y[v] for v, r in first.items() if r == max(first.values()))
