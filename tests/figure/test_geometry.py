"""A layout follows an edit: vertices keep their place, new moves are drawn straight."""

from __future__ import annotations

from gameviz.figure.geometry import EdgePath, Layout, NodeBox, follow_edit, loop_edge, straight_edge


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
