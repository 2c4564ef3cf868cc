"""Exercise trees: nested lists and labelled JSON, with located mistakes."""

from __future__ import annotations

import math

import pytest
from hypothesis import given

from gameviz.core.errors import TreeFormatError
from gameviz.io.exercise_tree import (
    parse_labelled,
    parse_nested,
    read_exercise,
    tree_to_json,
    tree_to_nested,
    write_exercise,
)
from tests.conftest import budget
from tests.core.search.helpers import nested_trees


def test_nested_lists_with_letters():
    tree = parse_nested("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]")
    assert tree.root_max
    assert [c.label for c in tree.root.children] == ["A", "B", "C", "D"][1:]
    assert tree.node_at((2, 1)).value == 5
    assert tree.is_max(tree.root) and not tree.is_max(tree.node_at((0,)))


def test_numbers():
    tree = parse_nested("[1.5, -inf, +inf, ∞, -0, 7]")
    assert [c.value for c in tree.root.children] == [1.5, -math.inf, math.inf, math.inf, 0, 7]


@pytest.mark.parametrize(
    "text,offset,reason",
    [
        ("[[3,12,8],[2,4,6],[14,5,2]", 26, "never closed"),
        ("[[3,,8]]", 4, "a value or '[' is expected, not ','"),
        ("[3, x]", 4, "'x' is not a number"),
        ("[[]]", 1, "an empty list is not a node"),
        ("[[1,2] [3]]", 7, "',' or ']' is expected, not '['"),
        ("[1,2]]", 5, "after the end of the tree"),
        ("", 0, "a value or '[' is expected, not the end"),
    ],
)
def test_nested_mistakes_give_the_character(text, offset, reason):
    with pytest.raises(TreeFormatError) as caught:
        parse_nested(text)
    assert reason in caught.value.reason
    assert caught.value.offset == offset
    assert f"character {offset + 1}" in str(caught.value)


def test_labelled_json_keeps_letters_and_estimates():
    text = """{"label": "A", "player": "min", "children": [
      {"label": "B", "value": 4, "children": [{"label": "d", "value": 3}, {"label": "e", "value": 7}]},
      {"label": "c", "value": "-inf"}]}"""
    tree = parse_labelled(text)
    assert not tree.root_max
    assert tree.label(tree.node_at((0, 1))) == "e"
    assert tree.heuristic(tree.node_at((0,))) == 4
    assert tree.node_at((1,)).value == -math.inf
    again = parse_labelled(tree_to_json(tree))
    assert tree_to_json(again) == tree_to_json(tree)


@pytest.mark.parametrize(
    "text,line,column,reason",
    [
        ('{"label": "A", "children": [{"label": "b"}]}', 1, 29, "leaf b has no value"),
        ('{"label": "A", "children": [{"label": "b", "value": "x"}]}', 1, 53, "'x' is not a number"),
        ('{"label": "A",\n "kids": []}', 1, 1, "unknown key 'kids'"),
        ('{"label": "A", "children": [1, 2]', 1, 34, "not valid JSON"),
        ('{"player": "both", "children": [1]}', 1, 12, 'the root player is "max" or "min"'),
    ],
)
def test_labelled_mistakes_give_line_and_column(text, line, column, reason):
    with pytest.raises(TreeFormatError) as caught:
        parse_labelled(text)
    assert reason in caught.value.reason
    assert (caught.value.line, caught.value.column) == (line, column)


@budget(300)
@given(nested_trees)
def test_nested_round_trip(nested):
    text = str(nested)
    tree = parse_nested(text)
    assert tree_to_nested(tree) == text
    assert tree_to_nested(parse_labelled(tree_to_json(tree))) == text


def test_files(tmp_path):
    path = tmp_path / "exercise.json"
    tree = parse_nested("[[1, 2], [3]]", root_max=False)
    write_exercise(tree, path)
    again = read_exercise(str(path))
    assert tree_to_nested(again) == "[[1, 2], [3]]" and not again.root_max
    text_file = tmp_path / "exercise.txt"
    text_file.write_text("[[1, 2],\n [3, 4]]\n")
    assert tree_to_nested(read_exercise(str(text_file))) == "[[1, 2], [3, 4]]"
    with pytest.raises(Exception, match="no such file"):
        read_exercise(str(tmp_path / "missing.txt"))
