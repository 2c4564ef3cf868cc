"""Graphviz's spring and radial engines on arenas with cycles: no vertex
covers another, and the picture stays compact."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

import pytest

from gameviz.figure.arena_figure import node_sizes
from gameviz.games import arena_from_spec
from gameviz.layout import choose_layout, compute_layout
from tests.layout.test_layered import overlap


@pytest.fixture(scope="module")
def cyclic_arena():
    return arena_from_spec("random:vertices=400,moves=3,acyclic=no,seed=3")


@pytest.mark.parametrize("engine", ["sfdp", "neato", "fdp", "twopi"])
def test_vertices_do_not_overlap_and_the_picture_stays_compact(cyclic_arena, engine):
    sizes = node_sizes(cyclic_arena)
    layout = compute_layout(cyclic_arena, engine, sizes)
    boxes = list(layout.nodes.values())
    assert len(boxes) == len(cyclic_arena)
    assert not any(overlap(a, b) for a, b in combinations(boxes, 2))
    # the drawing's area against the vertices' own: a compact picture uses a
    # few dozen times more at most (removing overlaps the wrong way spread
    # these 400 vertices over a thousand times more)
    drawn = sum(box.width * box.height for box in boxes)
    assert layout.width * layout.height < 40 * drawn


def test_an_arena_with_cycles_of_a_few_hundred_vertices_gets_sfdp(cyclic_arena):
    assert choose_layout(cyclic_arena)[0] == "sfdp"


def _wide_layout(engine: str):
    """The layout of the test below, in a process of its own: Graphviz's spring engines place vertices
    differently after other layouts in the same process, so that a test run after others would not see
    what a first layout does."""
    arena = arena_from_spec("random:vertices=100,moves=3,acyclic=no,seed=3")
    sizes = node_sizes(arena)
    return compute_layout(arena, engine, sizes, aspect=1.6), sizes


@pytest.mark.parametrize("engine", ["neato", "fdp", "twopi"])
def test_a_picture_is_turned_to_fill_a_wide_window_without_vertices_overlapping(engine):
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        layout, sizes = pool.submit(_wide_layout, engine).result()
    assert layout.width >= layout.height
    assert not any(overlap(a, b) for a, b in combinations(layout.nodes.values(), 2))
    for v, box in layout.nodes.items():  # every vertex keeps its own size, not a turned one
        assert (box.width, box.height) == sizes[v][:2]
