"""Exercise trees: nested lists and labelled JSON, with located mistakes."""

from __future__ import annotations

import math

import pytest
from hypothesis import given

from gameviz.core.errors import TreeFormatError
from gameviz.core.search.tree import VectorTree
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


def test_vectors_of_scores_make_a_tree_with_n_players():
    tree = parse_nested("[[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]]", first=2)
    assert isinstance(tree, VectorTree) and tree.players == 3
    assert [tree.player(tree.node_at(p)) for p in ((), (0,), (0, 0))] == [2, 3, 1]
    assert tree.node_at((1, 0)).vector == (1, 4, 1)
    assert tree_to_nested(tree) == "[[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]]"


@pytest.mark.parametrize(
    "text,offset,reason",
    [
        ("[(1,2),(1,2,3)]", 7, "this vector has 3 scores, but the first one has 2"),
        ("[(1,2),3]", 7, "a leaf of this tree is a vector of 2 scores, such as (0, 0), not a single number"),
        ("[3,(1,2)]", 3, "the leaves of this tree are single numbers"),
        ("[(1)]", 1, "a vector has one score per player, 2 to 6, not 1"),
        ("[(1,2,3,4,5,6,7)]", 1, "2 to 6, not 7"),
        ("[(1,2]", 5, "',' or ')' is expected, not ']'"),
        ("[(1,2", 5, "the '(' at character 2 is never closed"),
        ("[(,2)]", 2, "a score is expected, not ','"),
    ],
)
def test_vector_mistakes_give_the_character(text, offset, reason):
    with pytest.raises(TreeFormatError) as caught:
        parse_nested(text)
    assert reason in caught.value.reason and caught.value.offset == offset


def test_labelled_vectors_with_players_node_by_node_round_trip():
    text = """{"player": 2, "children": [
      {"label": "X", "player": 1, "children": [{"value": [1, 2, 3]}, {"value": ["inf", 0, 0]}]},
      {"value": [0, 0, 5]}]}"""
    tree = parse_labelled(text)
    assert isinstance(tree, VectorTree)
    assert tree.player(tree.root) == 2 and tree.player(tree.node_at((0,))) == 1
    assert tree.player(tree.node_at((0, 0))) == 1  # the other nodes keep the turn of their level: J2, J3, J1
    assert tree.node_at((0, 1)).vector == (math.inf, 0, 0)
    again = parse_labelled(tree_to_json(tree))
    assert tree_to_json(again) == tree_to_json(tree)


@pytest.mark.parametrize(
    "text,line,reason",
    [
        ('{"children": [{"value": [1, 2]},\n {"value": 3}]}', 2, "not both (the first vector is at line 1)"),
        ('{"children": [{"value": [1, 2]},\n {"value": [1, 2, 3]}]}', 2, "this vector has 3 scores"),
        ('{"children": [{"value": [1, 2]},\n {"player": 0, "value": [1, 2]}]}', 2, "a player is 1, 2, …"),
        ('{"children": [{"value": [1, 2]},\n {"player": 3, "value": [1, 2]}]}', 1,
         "node b is played by J3, but the game has 2 players"),
        ('{"player": "two", "children": [{"value": [1, 2]}]}', 1, "the root player is a number from 1"),
    ],
)
def test_labelled_vector_mistakes_give_the_line(text, line, reason):
    with pytest.raises(TreeFormatError) as caught:
        parse_labelled(text)
    assert reason in caught.value.reason and caught.value.line == line
