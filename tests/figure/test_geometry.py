"""A layout follows an edit: vertices keep their place, new moves are drawn straight."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.figure.arrowheads import arrowhead, arrowhead_corners
from gameviz.figure.edge_columns import EdgeTable
from gameviz.figure.geometry import (
    COLUMNS_FROM,
    EdgePath,
    Layout,
    NodeBox,
    edge_path,
    follow_edit,
    loop_edge,
    plain_edges,
    straight_edge,
)
from tests.conftest import budget


def layout_of_three() -> Layout:
    a, b, c = NodeBox(50, 50, 40, 40, "circle"), NodeBox(150, 50, 40, 40, "box"), NodeBox(100, 150, 40, 40, "circle")
    curved = EdgePath(((70, 50), (100, 20), (110, 20), (130, 50)), (130, 50))
    return Layout({"a": a, "b": b, "c": c}, {("a", "b"): curved}, 170, 170, "dot")


def test_an_edit_keeps_places_and_curves_and_draws_new_moves_straight():
    layout = layout_of_three()
    curve = layout.edges[("a", "b")]
    sizes = {"a": (40, 40, "circle"), "b": (40, 40, "box"), "c": (60, 30, "box")}
    follow_edit(layout, [("a", "b"), ("b", "c"), ("c", "c")], sizes, touched={"c"})
    assert layout.edges[("a", "b")] is curve
    assert layout.nodes["c"] == NodeBox(100, 150, 60, 30, "box")
    assert layout.edges[("b", "c")] == straight_edge(layout.nodes["b"], layout.nodes["c"])
    assert layout.edges[("c", "c")] == loop_edge(layout.nodes["c"])
    assert (layout.width, layout.height) == (170, 165)


def test_deleted_vertices_leave_and_a_box_past_the_top_left_shifts_everything():
    layout = layout_of_three()
    layout.nodes["a"] = NodeBox(10, 50, 40, 40, "circle")  # its left edge is at −10
    sizes = {"a": (40, 40, "circle"), "b": (40, 40, "box")}
    follow_edit(layout, [("a", "b")], sizes)
    assert set(layout.nodes) == {"a", "b"}
    assert layout.nodes["a"].x == 20 and layout.nodes["b"].x == 160
    assert layout.edges[("a", "b")] == straight_edge(layout.nodes["a"], layout.nodes["b"])
    assert layout.width == 180


def test_an_empty_arena_has_an_empty_picture():
    layout = layout_of_three()
    follow_edit(layout, [], {})
    assert (layout.nodes, layout.edges, layout.width, layout.height) == ({}, {}, 0.0, 0.0)


def many_boxes_and_edges():
    boxes = {i: NodeBox(30.0 + i % 40 * 30, 30.0 + i // 40 * 25, 20.0 + i % 5, 18.0, "circle" if i % 3 else "box")
             for i in range(1000)}
    edges = list(dict.fromkeys([(i, (i * 7 + 3) % 1000) for i in range(1000)] + [(i, (i + 1) % 1000) for i in range(1000)]
                               + [(i, (i + 11) % 1000) for i in range(1000)] + [(5, 5)]))
    return boxes, edges


def assert_textbook_paths(paths, boxes):
    for (u, w), path in paths.items():
        textbook = edge_path(boxes, u, w)
        assert len(path.points) == len(textbook.points)
        for ours, theirs in zip([*path.points, path.tip], [*textbook.points, textbook.tip], strict=True):
            assert ours == pytest.approx(theirs, rel=1e-12, abs=1e-9)


def test_many_edges_are_drawn_alike_whichever_way_they_are_computed():
    boxes, edges = many_boxes_and_edges()
    assert len(edges) >= COLUMNS_FROM
    drawn = plain_edges(boxes, edges)
    assert isinstance(drawn, EdgeTable) and list(drawn) == edges and len(drawn) == len(edges)
    assert_textbook_paths(drawn, boxes)


def test_a_table_of_edges_follows_an_edit_as_a_dict_does_and_stays_a_table():
    """Moves kept keep their rows; moves at a touched vertex, new moves and a new loop are drawn again; a
    deleted vertex's moves leave."""
    boxes, edges = many_boxes_and_edges()
    sizes = {v: (box.width, box.height, box.shape) for v, box in boxes.items()}
    layout = Layout(dict(boxes), plain_edges(boxes, edges), 1200, 640, "layered")
    before = dict(layout.edges)
    del sizes[999]
    sizes[7] = (44.0, 30.0, "box")
    edited = [e for e in edges if 999 not in e and e != (1, 2)] + [(2, 1), (3, 3), (7, 500)]
    follow_edit(layout, edited, sizes, touched={7})
    assert isinstance(layout.edges, EdgeTable) and list(layout.edges) == edited
    assert layout.nodes[7] == NodeBox(boxes[7].x, boxes[7].y, 44.0, 30.0, "box") and 999 not in layout.nodes
    assert_textbook_paths(layout.edges, layout.nodes)
    assert all(layout.edges[e] == before[e] for e in edited if e in before and 7 not in e)
    assert layout.edges[(7, 8)] != before[(7, 8)]  # its box is wider now
    curved = Layout(dict(boxes), dict(before), 1200, 640, "layered")
    follow_edit(curved, edited, sizes, touched={7})  # the same edit of a dict of the same paths
    assert not isinstance(curved.edges, EdgeTable) and list(curved.edges) == edited
    assert_textbook_paths(curved.edges, curved.nodes)


@budget(200)
@given(data=st.data())
def test_arrowheads_a_column_at_a_time_are_the_textbook_ones(data):
    """Paths of one or more segments, a tip on the last point included (the arrowhead then follows the path)."""
    coordinate = st.floats(-500, 500, allow_nan=False).map(lambda x: round(x, 1))
    point = st.tuples(coordinate, coordinate)
    path = st.builds(lambda points, tip, on_end: EdgePath(tuple(points), points[-1] if on_end else tip),
                     st.lists(point, min_size=1, max_size=7), point, st.booleans())
    paths = data.draw(st.lists(path, max_size=20))
    length = data.draw(st.floats(1, 30))
    tips = np.array([path.tip for path in paths], dtype=np.float64).reshape(-1, 2)
    lasts = np.array([path.points[-1] for path in paths], dtype=np.float64).reshape(-1, 2)
    corners = arrowhead_corners(tips, lasts, length, paths.__getitem__)
    assert corners.shape == (len(paths), 3, 2)
    for fast, path_ in zip(corners.tolist(), paths, strict=True):
        slow = arrowhead(path_, length, "#000000").points
        for ours, theirs in zip(fast, slow, strict=True):
            assert ours == pytest.approx(theirs, rel=1e-12, abs=1e-9)
