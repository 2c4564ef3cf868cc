"""What a file the window opens is, an exercise tree or an arena, told from its text: an arena file, however
large, is not parsed a first time only to find that it holds no tree."""

from __future__ import annotations

import json

import pytest

from gameviz.ui import file_reading
from gameviz.ui.file_reading import is_tree_text

TREE = {"label": "a", "children": [{"value": 3}, {"value": 12}]}
ARENA = {"format": "gameviz-arena", "version": 1, "vertices": [{"id": "children", "player": 1}], "edges": []}


@pytest.mark.parametrize(("text", "suffix", "tree"), [
    (json.dumps(TREE), ".json", True),
    (json.dumps(TREE).replace('"children"', '"\\u0063hildren"'), ".json", True),  # the key escaped
    ("[[3, 12, 8], [2, 4, 6]]", ".json", True),
    (json.dumps(ARENA), ".json", False),  # "children" named, but an arena
    (json.dumps({**ARENA, "vertices": [{"id": "a", "player": 1}]}), ".json", False),
    ("{not json", ".json", False),  # left to the arena reader, which says where
])
def test_a_tree_is_told_from_an_arena(text, suffix, tree):
    assert is_tree_text(text, suffix) is tree


def test_an_arena_that_names_no_children_is_not_parsed_to_be_told(monkeypatch):
    monkeypatch.setattr(file_reading.json, "loads", lambda text: pytest.fail("parsed"))
    assert not is_tree_text(json.dumps({**ARENA, "vertices": [{"id": "a", "player": 1}]}), ".json")
