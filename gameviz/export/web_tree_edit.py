"""The *Edit* mode of a tree page: what the page needs to search an exercise tree again in JavaScript
(``resources/web/tree_edit.js``) when the student changes its leaves: the tree as nested lists of
values, who is at the root, the search, and the page's number of each node by its path.

The page offers it only where its JavaScript search is gameviz's: an exercise tree of one value per
leaf, drawn whole, MAX and MIN alternating, searched by minimax or the course's fail-hard alpha-beta in
the children's order, as gameviz's own search of the tree shows (its answers are the page's)."""

from __future__ import annotations

from typing import Any

from gameviz.core.search import alphabeta, minimax
from gameviz.core.search.answers import Answers
from gameviz.core.search.trace import Path, collect
from gameviz.core.search.tree import ExerciseNode, ExerciseTree
from gameviz.report.search import json_value


def edit_data(tree: object, drawn: list[Path], algorithm: str, answers: Answers,
              number: dict[Path, int]) -> dict[str, Any] | None:
    """What the page's Edit mode needs for ``tree`` (the nodes ``drawn`` on the page, searched by
    ``algorithm`` with ``answers``), or None where the page's JavaScript search would not be gameviz's."""
    if not isinstance(tree, ExerciseTree) or algorithm not in ("alphabeta", "minimax"):
        return None
    nested = _nested(tree.root, tree, tree.root_max)
    if nested is None or len(drawn) != _count(tree.root):
        return None
    search = alphabeta(tree) if algorithm == "alphabeta" else minimax(tree)
    events, _ = collect(search, keep=lambda event: True)
    plain = Answers.from_events(events)
    if (plain.values, plain.cut) != (answers.values, answers.cut):
        return None  # the page's search was another (ordered, fail-soft, with memoization)
    return {"tree": nested, "root_max": tree.root_max, "algorithm": algorithm,
            "number": {",".join(map(str, path)): number[path] for path in drawn}}


def _nested(node: ExerciseNode, tree: ExerciseTree, maximize: bool) -> Any:
    """The subtree of ``node`` as nested lists of its leaves' values (JSON's ``"+inf"`` for ±∞), or None
    if a leaf has no single value or MAX and MIN do not alternate from the root."""
    if tree.is_max(node) != maximize:
        return None
    if not node.children:
        return json_value(node.value) if node.value is not None and node.vector is None else None
    children = [_nested(child, tree, not maximize) for child in node.children]
    return None if any(child is None for child in children) else children


def _count(node: ExerciseNode) -> int:
    return 1 + sum(_count(child) for child in node.children)
