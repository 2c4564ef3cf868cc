"""Exercise trees, the way teachers write them on the board.

Nested lists of leaf values, the root being MAX unless told otherwise::

    [[3, 12, 8], [2, 4, 6], [14, 5, 2]]

Values are whole or decimal numbers, ``inf`` or ``-inf``. A labelled JSON form
keeps the letters of an exercise sheet, and may give an inner node a value
(its static estimate, used when the search stops there)::

    {"label": "A", "player": "max", "children": [
        {"label": "B", "children": [{"label": "d", "value": 3}, ...]}, ...]}

Mistakes are reported with the character offset (nested lists) or the line
and column (JSON).
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any

from gameviz.core.errors import TreeFormatError
from gameviz.core.search.tree import ExerciseNode, ExerciseTree
from gameviz.io.files import MAX_NESTING, read_text, write_text_atomic
from gameviz.io.json_position import check_limits, locate

_TOKEN = re.compile(
    r"\s*(?:(?P<open>\[)|(?P<close>\])|(?P<comma>,)"
    r"|(?P<number>[-+]?(?:inf|∞|\d+(?:\.\d*)?|\.\d+))(?![\w.])|(?P<end>$))",
    re.IGNORECASE,
)
_WORD = re.compile(r"\s*([^\s,\[\]]+)")

#: Largest exercise tree read (nodes).
MAX_NODES = 1_000_000


def parse_nested(text: str, *, root_max: bool = True, source: str = "tree") -> ExerciseTree:
    """Read ``[[3, 12, 8], [2, 4, 6], [14, 5, 2]]``.

    Raises
    ------
    TreeFormatError
        With the character offset and the reason.
    """
    parser = _NestedParser(text, source)
    root = parser.value()
    parser.expect_end()
    return ExerciseTree(root, root_max=root_max)


class _NestedParser:
    def __init__(self, text: str, source: str) -> None:
        self.text = text
        self.source = source
        self.pos = 0
        self.count = 0
        self.depth = 0

    def fail(self, offset: int, reason: str) -> TreeFormatError:
        return TreeFormatError(reason, source=self.source, offset=offset)

    def token(self) -> tuple[str, str, int]:
        match = _TOKEN.match(self.text, self.pos)
        if match is None:
            word = _WORD.match(self.text, self.pos)
            assert word is not None  # _WORD matches any text, even empty
            raise self.fail(word.start(1), f"'{word.group(1)}' is not a number, '[', ']' or ','")
        kind = match.lastgroup or "end"
        start = match.start(kind) if kind != "end" else len(self.text)
        self.pos = match.end()
        return kind, match.group(kind) if kind != "end" else "", start

    def peek(self) -> tuple[str, str, int]:
        saved = self.pos
        try:
            return self.token()
        finally:
            self.pos = saved

    def value(self) -> ExerciseNode:
        kind, text, start = self.token()
        self.count += 1
        if self.count > MAX_NODES:
            raise self.fail(start, f"the tree has more than {MAX_NODES:,} nodes")
        if kind == "number":
            value = _number(text)
            if math.isinf(value) and "inf" not in text.lower() and "∞" not in text:
                raise self.fail(start, f"{text[:12]}… is too large a number (at most about 1.8e308)")
            return ExerciseNode(value=value)
        if kind != "open":
            found = "the end" if kind == "end" else f"'{text}'"
            raise self.fail(start, f"a value or '[' is expected, not {found}")
        if self.peek()[0] == "close":
            raise self.fail(start, "an empty list is not a node: a node has children or a value")
        if self.depth >= MAX_NESTING:
            raise self.fail(start, f"the tree is nested more than {MAX_NESTING} levels deep")
        self.depth += 1
        children = [self.value()]
        while True:
            kind, text, where = self.token()
            if kind == "close":
                self.depth -= 1
                return ExerciseNode(children=children)
            if kind == "end":
                raise self.fail(where, f"the '[' at character {start + 1} is never closed")
            if kind != "comma":
                raise self.fail(where, f"',' or ']' is expected, not '{text}'")
            children.append(self.value())

    def expect_end(self) -> None:
        kind, text, start = self.token()
        if kind != "end":
            raise self.fail(start, f"unexpected '{text}' after the end of the tree")


def _number(text: str) -> float:
    lowered = text.lower().replace("∞", "inf")
    if lowered.lstrip("+-") == "inf":
        return -math.inf if lowered.startswith("-") else math.inf
    if "." not in text and len(lowered.lstrip("+-")) > 300:  # too many digits for a float or int()
        return -math.inf if lowered.startswith("-") else math.inf
    value = float(lowered)
    return int(value) if value.is_integer() and "." not in text else value


def parse_labelled(text: str, *, root_max: bool | None = None, source: str = "tree.json") -> ExerciseTree:
    """Read the labelled JSON form (or nested lists written as JSON).

    ``"player": "min"`` on the root makes it a MIN node; ``root_max`` overrides it.

    Raises
    ------
    TreeFormatError
        With the line and column and the reason.
    """
    check_limits(text, TreeFormatError, source)
    try:
        data = json.loads(text, parse_constant=lambda name: {"Infinity": math.inf, "-Infinity": -math.inf}.get(name))
    except json.JSONDecodeError as error:
        raise TreeFormatError(
            f"not valid JSON ({error.msg})", source=source, line=error.lineno, column=error.colno
        ) from None

    def fail(path: tuple[Any, ...], reason: str) -> TreeFormatError:
        line, column = locate(text, path)
        return TreeFormatError(reason, source=source, line=line, column=column)

    count = [0]

    def build(item: Any, path: tuple[Any, ...]) -> ExerciseNode:
        count[0] += 1
        if count[0] > MAX_NODES:
            raise fail(path, f"the tree has more than {MAX_NODES:,} nodes")
        if isinstance(item, bool):
            raise fail(path, "a node is a number, a list or an object")
        if isinstance(item, (int, float)):
            return ExerciseNode(value=item)
        if isinstance(item, str):
            try:
                return ExerciseNode(value=_number(item))
            except ValueError:
                raise fail(path, f"'{item}' is not a number") from None
        if isinstance(item, list):
            if not item:
                raise fail(path, "an empty list is not a node")
            return ExerciseNode(children=[build(c, path + (i,)) for i, c in enumerate(item)])
        if not isinstance(item, dict):
            raise fail(path, "a node is a number, a list or an object")
        unknown = set(item) - {"label", "value", "children", "player"}
        if unknown:
            raise fail(path, f"unknown key '{sorted(unknown)[0]}' (keys: label, value, children, player)")
        label = item.get("label", "")
        if not isinstance(label, str):
            raise fail(path + ("label",), "a label is a string")
        value = item.get("value")
        if value is not None:
            if isinstance(value, str):
                try:
                    value = _number(value)
                except ValueError:
                    raise fail(path + ("value",), f"'{value}' is not a number") from None
            elif isinstance(value, bool) or not isinstance(value, (int, float)):
                raise fail(path + ("value",), "a value is a number")
        children = item.get("children", [])
        if not isinstance(children, list):
            raise fail(path + ("children",), "children are a list")
        if not children and value is None:
            raise fail(path, f"leaf {label or '(unnamed)'} has no value")
        nodes = [build(c, path + ("children", i)) for i, c in enumerate(children)]
        return ExerciseNode(label=label, value=value, children=nodes)

    root = build(data, ())
    if root_max is None:
        player = data.get("player", "max") if isinstance(data, dict) else "max"
        if player not in ("max", "min"):
            raise fail(("player",), 'the root player is "max" or "min"')
        root_max = player == "max"
    return ExerciseTree(root, root_max=root_max)


def tree_to_json(tree: ExerciseTree) -> str:
    """The labelled JSON form of ``tree`` (readable by :func:`parse_labelled`)."""

    def dump(node: ExerciseNode) -> dict[Any, Any]:
        item: dict[str, Any] = {"label": node.label}
        if node.value is not None:
            item["value"] = _json_number(node.value)
        if node.children:
            item["children"] = [dump(c) for c in node.children]
        return item

    data = dump(tree.root)
    data = {"player": "max" if tree.root_max else "min", **data}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def tree_to_nested(tree: ExerciseTree) -> str:
    """The nested-list form of ``tree`` (labels and inner values are dropped)."""

    def dump(node: ExerciseNode) -> str:
        if node.children:
            return "[" + ", ".join(dump(c) for c in node.children) + "]"
        return "?" if node.value is None else str(_json_number(node.value))

    return dump(tree.root)


def _json_number(value: float) -> float | str:
    """Numbers as they are; infinities as the strings "inf" and "-inf"."""
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return int(value) if float(value).is_integer() else value


def read_exercise(source: str, *, root_max: bool | None = None) -> ExerciseTree:
    """An exercise tree from a file (``.json`` or nested lists) or from the text itself."""
    path = Path(source)
    looks_literal = source.lstrip()[:1] in "[{-+0123456789" or not source.strip()
    if not looks_literal and (path.suffix or os.sep in source or path.exists()):
        text = read_text(path)
        if path.suffix.lower() == ".json":
            return parse_labelled(text, root_max=root_max, source=str(path))
        return parse_nested(text.strip(), root_max=True if root_max is None else root_max, source=str(path))
    if source.lstrip().startswith("{"):
        return parse_labelled(source, root_max=root_max, source="tree")
    return parse_nested(source, root_max=True if root_max is None else root_max, source="tree")


def write_exercise(tree: ExerciseTree, path: str | os.PathLike[str]) -> None:
    """Save ``tree`` in the labelled JSON form."""
    write_text_atomic(path, tree_to_json(tree))
