"""The layout of a search tree: each subtree in a band of its own, a parent centred over its children, top
down or left to right; and the folds that make a tree read at 12 pixels on a slide."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gameviz.core.search.tree import ExerciseNode, ExerciseTree
from gameviz.figure.style import SIZES
from gameviz.figure.tree_display import DisplayTree, More, parent_of, tree_node_sizes
from gameviz.io.exercise_tree import parse_nested
from gameviz.layout.tree import tree_layout
from gameviz.layout.tree_fit import SLIDE, fit_tree, fitted_zoom, readable_zoom
from tests.core.search.helpers import exercise, nested_trees


def subtree(keys, root):
    """The drawn keys in the subtree of ``root`` (a "+k more" node belongs to its parent's subtree)."""
    if isinstance(root, More):
        return [root]

    def under(key):
        path = key.parent if isinstance(key, More) else key
        return path[: len(root)] == root

    return [key for key in keys if under(key)]


def check_bands(display: DisplayTree) -> None:
    """No two sibling subtrees overlap along their levels, siblings are in order, and each parent is
    centred over its first and last child."""
    layout = tree_layout(display, tree_node_sizes(display, False))
    boxes = layout.nodes
    keys = list(boxes)

    def along(key):
        box = boxes[key]
        return (box.y, box.height) if display.sideways else (box.x, box.width)

    children: dict = {}
    for key in keys[1:]:
        children.setdefault(parent_of(key), []).append(key)
    for parent, kids in children.items():
        centre = (along(kids[0])[0] + along(kids[-1])[0]) / 2
        assert abs(along(parent)[0] - centre) < 1e-6 or along(parent)[1] / 2 > centre - along(kids[0])[0]
        for left, right in zip(kids, kids[1:], strict=False):
            left_end = max(along(k)[0] + along(k)[1] / 2 for k in subtree(keys, left))
            right_start = min(along(k)[0] - along(k)[1] / 2 for k in subtree(keys, right))
            assert left_end < right_start, (left, right)
    for key in keys[1:]:  # each level beyond its parent's
        a, b = boxes[parent_of(key)], boxes[key]
        if display.sideways:
            assert a.x + a.width / 2 < b.x - b.width / 2
        else:
            assert a.y + a.height / 2 < b.y - b.height / 2


@settings(max_examples=60, deadline=None)
@given(nested_trees.filter(lambda t: isinstance(t, list)), st.booleans(), st.sampled_from([None, 1, 2]))
def test_every_subtree_keeps_a_band_of_its_own(nested, sideways, cap):
    display = DisplayTree(exercise(nested))
    display.sideways, display.cap = sideways, cap
    check_bands(display)


def test_the_russell_norvig_tree_lies_top_down_on_a_slide_and_left_to_right_on_a_phone():
    display = DisplayTree(parse_nested("[[3,12,8],[2,4,6],[14,5,2]]"))
    fit = fit_tree(display, SLIDE, boards=False)
    assert fit.readable and not display.sideways and len(display.visible()) == 13
    assert fit.zoom >= readable_zoom(SIZES)
    phone = fit_tree(display, (390.0, 700.0), boards=False)
    assert phone.readable and display.sideways and len(display.visible()) == 13
    assert phone.zoom == fitted_zoom(phone.layout, True, SIZES, (390.0, 700.0)) >= readable_zoom(SIZES)


def test_forty_children_wait_behind_a_more_node_and_what_is_drawn_reads_at_12_px():
    display = DisplayTree(ExerciseTree(ExerciseNode(children=[ExerciseNode(value=k) for k in range(40)])))
    fit = fit_tree(display, SLIDE, boards=False, more_words="+{0} more")
    drawn = display.drawn()
    assert fit.readable and display.cap is not None and More(()) in drawn
    assert len(drawn) == 1 + display.cap + 1 and display.more_count(More(())) == 40 - display.cap
    display.cap += 1  # one child more would not read, top down or left to right
    for sideways in (False, True):
        display.sideways = sideways
        layout = tree_layout(display, tree_node_sizes(display, False, more_words="+{0} more"))
        assert fitted_zoom(layout, sideways, SIZES, SLIDE) < readable_zoom(SIZES)
