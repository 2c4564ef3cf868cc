"""Exercise trees, the way teachers write them on the board.

Nested lists of leaf values, the root being MAX unless told otherwise::

    [[3, 12, 8], [2, 4, 6], [14, 5, 2]]

Values are whole or decimal numbers, ``inf`` or ``-inf``. A labelled JSON form
keeps the letters of an exercise sheet, and may give an inner node a value
(its static estimate, used when the search stops there)::

    {"label": "A", "player": "max", "children": [
        {"label": "B", "children": [{"label": "d", "value": 3}, ...]}, ...]}

Trees of games with n players have a score per player at each leaf, written
as a tuple; the player to move cycles J1, J2, …, Jn from the root (J1 unless
told otherwise)::

    [[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]]

In the labelled form, a vector is a list (``"value": [3, 1, 2]``) and any node
may say who plays there (``"player": 2``; ``"max"`` or ``"min"`` in a tree of
plain values).

Mistakes are reported with the character offset (nested lists) or the line
and column (JSON).
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gameviz.core.errors import THE_END, InputError, TreeFormatError
from gameviz.core.search.tree import ExerciseNode, ExerciseTree, Vector, VectorTree
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.builder import text_mistake
from gameviz.io.files import MAX_NESTING, read_text, write_text_atomic
from gameviz.io.json_position import locate, parse_json

_TOKEN = re.compile(
    r"\s*(?:(?P<open>\[)|(?P<close>\])|(?P<comma>,)|(?P<lparen>\()|(?P<rparen>\))"
    r"|(?P<number>[-+]?(?:inf|∞|[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(?![\w.])|(?P<end>$))",
    re.IGNORECASE,  # (digits 0-9 only: Python's \d and float() take every script's)
)
_WORD = re.compile(r"\s*([^\s,\[\]()]+)")

#: Largest exercise tree read (nodes).
MAX_NODES = 1_000_000
#: Most players of a tree of vectors.
MAX_PLAYERS = 6

#: Why a tree of more than :data:`MAX_NODES` nodes is refused.
TOO_MANY = Sentence(QT_TRANSLATE_NOOP("errors", "the tree has more than {most:,} nodes"), most=MAX_NODES)
#: The source of a mistake in a tree typed (not read from a file).
TREE = Sentence(QT_TRANSLATE_NOOP("errors", "tree"))
#: Mistakes both notations of trees can make.
UNCLOSED = QT_TRANSLATE_NOOP("errors", "the '{bracket}' at character {at} is never closed")
EXPECTED = QT_TRANSLATE_NOOP("errors", "'{first}' or '{second}' is expected, not '{found}'")
PLAYERS = QT_TRANSLATE_NOOP("errors", "a vector has one score per player, 2 to {most}, not {scores}")
FIRST_VECTOR = QT_TRANSLATE_NOOP("errors", "this vector has {scores} scores, but the first one has {players}: every "
                                           "leaf has one score per player")
LABEL = QT_TRANSLATE_NOOP("errors", "a label is a string")

#: A tree as read: plain values (two players) or a score per player.
AnyExercise = ExerciseTree | VectorTree


def parse_nested(text: str, *, root_max: bool = True, first: int = 1, source: str = TREE) -> AnyExercise:
    """Read ``[[3, 12, 8], [2, 4, 6], [14, 5, 2]]``, or a tree of vectors ``[[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]]``
    (``first`` plays at its root).

    Raises
    ------
    TreeFormatError
        With the character offset and the reason.
    """
    if _nested_nodes(text) > MAX_NODES:  # counted in C before a node is built (a node costs ~200 bytes)
        raise TreeFormatError(TOO_MANY, source=source)
    parser = _NestedParser(text, source)
    root = parser.value()
    parser.expect_end()
    if parser.players is None:
        return ExerciseTree(root, root_max=root_max)
    return VectorTree(root, players=parser.players, first=first)  # (whose only mistake can be ``first``)


def _nested_nodes(text: str) -> int:
    """The nodes of a tree written as nested lists, if it is well formed: the root, and one after each
    '[' and each ',' but the commas between the scores of a vector."""
    scores = sum(vector.count(",") for vector in _VECTOR.findall(text)) if "(" in text else 0
    return 1 + text.count("[") + text.count(",") - scores


_VECTOR = re.compile(r"\([^()]*\)")


class _NestedParser:
    def __init__(self, text: str, source: str) -> None:
        self.text = text
        self.source = source
        self.pos = 0
        self.count = 0
        self.depth = 0
        #: the length of the vectors, once one is read (None: plain values)
        self.players: int | None = None
        self.plain = False  # a plain value was read

    def fail(self, offset: int, reason: str) -> TreeFormatError:
        return TreeFormatError(reason, source=self.source, offset=offset)

    def token(self) -> tuple[str, str, int]:
        match = _TOKEN.match(self.text, self.pos)
        if match is None:
            word = _WORD.match(self.text, self.pos)
            assert word is not None  # _WORD matches any text, even empty
            raise self.fail(word.start(1), Sentence(QT_TRANSLATE_NOOP("errors", "'{word}' is not a number, '[', ']' or ','"),
                                                    word=word.group(1)))
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
            raise self.fail(start, TOO_MANY)
        if kind == "number":
            return ExerciseNode(value=self.leaf(text, start))
        if kind == "lparen":
            return ExerciseNode(vector=self.vector(start))
        if kind != "open":
            raise self.fail(start, Sentence(QT_TRANSLATE_NOOP("errors", "a value or '[' is expected, not {found}"),
                                            found=_found(kind, text)))
        return self.inner(start)

    def leaf(self, text: str, start: int) -> float:
        """A leaf's single number, in a tree of single numbers."""
        if self.players is not None:
            raise self.fail(start, Sentence(QT_TRANSLATE_NOOP("errors", "a leaf of this tree is a vector of {players} scores, "
                                                                "such as ({example}), not a single number"),
                                            players=self.players, example=", ".join(["0"] * self.players)))
        self.plain = True
        return self.number(text, start)

    def inner(self, start: int) -> ExerciseNode:
        """The children of the '[' at ``start``, up to its ']'."""
        if self.peek()[0] == "close":
            raise self.fail(start, Sentence(QT_TRANSLATE_NOOP("errors", "an empty list is not a node: a node has children or a "
                                                                "value")))
        if self.depth >= MAX_NESTING:
            raise self.fail(start, Sentence(QT_TRANSLATE_NOOP("errors", "the tree is nested more than {most} levels deep"),
                                            most=MAX_NESTING))
        self.depth += 1
        children = [self.value()]
        while True:
            kind, text, where = self.token()
            if kind == "close":
                self.depth -= 1
                return ExerciseNode(children=children)
            if kind == "end":
                raise self.fail(where, Sentence(UNCLOSED, bracket="[", at=start + 1))
            if kind != "comma":
                raise self.fail(where, Sentence(EXPECTED, first=",", second="]", found=text))
            children.append(self.value())

    def number(self, text: str, start: int) -> float:
        value = _number(text)
        if math.isinf(value) and "inf" not in text.lower() and "∞" not in text:
            raise self.fail(start, Sentence(QT_TRANSLATE_NOOP("errors", "{number}… is too large a number (at most "
                                                                "about 1.8e308)"), number=text[:12]))
        return value

    def vector(self, start: int) -> Vector:
        """The scores after a '(' at ``start``, up to its ')'."""
        if self.plain:
            raise self.fail(start, Sentence(QT_TRANSLATE_NOOP("errors", "the leaves of this tree are single numbers: a vector of "
                                                                "scores cannot be one of them")))
        scores: list[float] = []
        while True:
            kind, text, where = self.token()
            if kind != "number":
                raise self.fail(where, Sentence(QT_TRANSLATE_NOOP("errors", "a score is expected, not {found}"),
                                                found=_found(kind, text)))
            scores.append(self.number(text, where))
            kind, text, where = self.token()
            if kind == "rparen":
                break
            if kind == "end":
                raise self.fail(where, Sentence(UNCLOSED, bracket="(", at=start + 1))
            if kind != "comma":
                raise self.fail(where, Sentence(EXPECTED, first=",", second=")", found=text))
        self.count_players(len(scores), start)
        return tuple(scores)

    def count_players(self, scores: int, start: int) -> None:
        """Check that the vector at ``start`` has one score per player: 2 to :data:`MAX_PLAYERS`, and
        as many as the first vector."""
        if self.players is None:
            if not 2 <= scores <= MAX_PLAYERS:
                raise self.fail(start, Sentence(PLAYERS, most=MAX_PLAYERS, scores=scores))
            self.players = scores
        elif scores != self.players:
            raise self.fail(start, Sentence(FIRST_VECTOR, scores=scores, players=self.players))

    def expect_end(self) -> None:
        kind, text, start = self.token()
        if kind != "end":
            raise self.fail(start, Sentence(QT_TRANSLATE_NOOP("errors", "unexpected '{text}' after the end of the "
                                                                "tree"), text=text))


def _number(text: str) -> float:
    lowered = text.lower().replace("∞", "inf")
    if lowered.lstrip("+-") == "inf":
        return -math.inf if lowered.startswith("-") else math.inf
    if "." not in text and len(lowered.lstrip("+-")) > 300:  # too many digits for a float or int()
        return -math.inf if lowered.startswith("-") else math.inf
    value = float(lowered)
    return int(value) if value.is_integer() and "." not in text else value


def parse_labelled(text: str, *, root_max: bool | None = None, source: str = "tree.json") -> AnyExercise:
    """Read the labelled JSON form (or nested lists written as JSON).

    ``"player": "min"`` on the root makes it a MIN node; ``root_max`` overrides it.
    In a tree of vectors (``"value": [3, 1, 2]``), ``"player": 2`` on a node says J2
    plays there; on the root, that the turns start with J2.

    Raises
    ------
    TreeFormatError
        With the line and column and the reason.
    """
    data = parse_json(text, TreeFormatError, source, infinities=True)
    if _labelled_nodes(data) > MAX_NODES:  # counted before a node is built
        raise TreeFormatError(TOO_MANY, source=source)
    reader = _LabelledReader(text, source)
    root = reader.node(data, ())
    first = data.get("player", "max") if isinstance(data, dict) else "max"
    return _labelled_tree(root, first, reader.players, root_max, reader.fail)


def _labelled_nodes(data: Any) -> int:
    """The nodes of a tree read from JSON, counted up to one past :data:`MAX_NODES`: each item of a
    list, each child of an object (whatever they hold: the reader checks them)."""
    count, pending = 1, [data]
    while pending and count <= MAX_NODES:
        item = pending.pop()
        children = item.get("children") if isinstance(item, dict) else item
        if isinstance(children, list):
            count += len(children)
            pending.extend(children)
    return count


_Where = tuple[Any, ...]  # a path in the JSON: list indices and object keys


class _LabelledReader:
    """The nodes of one labelled JSON tree, checked as they are built: at most :data:`MAX_NODES`,
    plain values or vectors (not both), every vector with the first one's number of scores."""

    def __init__(self, text: str, source: str) -> None:
        self.text, self.source = text, source
        self.count = 0
        self.shapes: dict[str, _Where] = {}  # "plain" or "vector": where the first such leaf is
        self.players: int | None = None

    def fail(self, path: _Where, reason: str) -> TreeFormatError:
        line, column = locate(self.text, path)
        return TreeFormatError(reason, source=self.source, line=line, column=column)

    def node(self, item: Any, path: _Where) -> ExerciseNode:
        self.count += 1
        if self.count > MAX_NODES:
            raise self.fail(path, TOO_MANY)
        if isinstance(item, bool) or item is None:
            raise self.fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "a node is a number, a list or an object (not "
                                                               "true, false, null or NaN)")))
        if isinstance(item, (int, float, str)):
            self.shape("plain", path)
            return ExerciseNode(value=self.number(item, path))
        if isinstance(item, list):
            if not item:
                raise self.fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "an empty list is not a node")))
            return ExerciseNode(children=[self.node(c, path + (i,)) for i, c in enumerate(item)])
        if not isinstance(item, dict):
            raise self.fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "a node is a number, a list or an object")))
        return self.labelled(item, path)

    def labelled(self, item: dict[str, Any], path: _Where) -> ExerciseNode:
        """A node written as an object: label, value (a number or a vector), children, player."""
        unknown = set(item) - {"label", "value", "children", "player"}
        if unknown:
            raise self.fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "unknown key '{key}' (keys: label, value, "
                                                               "children, player)"), key=sorted(unknown)[0]))
        label = self.label(item.get("label", ""), path + ("label",))
        if "value" in item and item["value"] is None:
            raise self.fail(path + ("value",), Sentence(QT_TRANSLATE_NOOP("errors", "a value is a number, inf or -inf "
                                                                            "(not null or NaN)")))
        value, scores = self.value(item.get("value"), path + ("value",))
        children = item.get("children", [])
        if not isinstance(children, list):
            raise self.fail(path + ("children",), Sentence(QT_TRANSLATE_NOOP("errors", "children are a list")))
        if not children and value is None and scores is None:
            raise self.fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "leaf {label} has no value"),
                                           label=label or Sentence(QT_TRANSLATE_NOOP("errors", "(unnamed)"))))
        nodes = [self.node(c, path + ("children", i)) for i, c in enumerate(children)]
        return ExerciseNode(label=label, value=value, children=nodes, vector=scores, player=self.player(item, path))

    def label(self, given: Any, path: _Where) -> str:
        """A node's ``"label"``: a string an arena's label could be (see :func:`~gameviz.io.builder.text_mistake`)."""
        if not isinstance(given, str):
            raise self.fail(path, Sentence(LABEL))
        mistake = text_mistake(given, Sentence(QT_TRANSLATE_NOOP("errors", "the label")))
        if mistake is not None:
            raise self.fail(path, mistake)
        return given

    def value(self, given: Any, path: _Where) -> tuple[float | None, Vector | None]:
        """A node's ``"value"``: (a number, None), (None, a vector) or (None, None) when there is none."""
        if isinstance(given, list):
            self.shape("vector", path)
            return None, self.vector(given, path)
        if given is not None:
            self.shape("plain", path)
            return self.number(given, path), None
        return None, None

    def number(self, item: Any, path: _Where) -> float:
        if isinstance(item, str):
            try:
                return _number(item)
            except ValueError:
                raise self.fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "'{item}' is not a number"), item=item)) from None
        if isinstance(item, bool) or not isinstance(item, (int, float)):
            raise self.fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "a value is a number")))
        return item

    def vector(self, items: list[Any], path: _Where) -> Vector:
        scores = tuple(self.number(v, path + (i,)) for i, v in enumerate(items))
        if self.players is None:
            if not 2 <= len(scores) <= MAX_PLAYERS:
                raise self.fail(path, Sentence(PLAYERS, most=MAX_PLAYERS, scores=len(scores)))
            self.players = len(scores)
        elif len(scores) != self.players:
            raise self.fail(path, Sentence(FIRST_VECTOR, scores=len(scores), players=self.players))
        return scores

    def shape(self, kind: str, path: _Where) -> None:
        other = "vector" if kind == "plain" else "plain"
        if other in self.shapes:
            first = (QT_TRANSLATE_NOOP("errors", "a tree has single numbers or vectors of scores, not both (the first "
                                               "vector is at line {line})") if other == "vector" else
                     QT_TRANSLATE_NOOP("errors", "a tree has single numbers or vectors of scores, not both (the first "
                                               "number is at line {line})"))
            raise self.fail(path, Sentence(first, line=locate(self.text, self.shapes[other])[0]))
        self.shapes.setdefault(kind, path)

    def player(self, item: dict[str, Any], path: _Where) -> int | None:
        if "player" not in item or path == ():
            return None
        who = item["player"]
        if who in ("max", "min"):
            return 1 if who == "max" else 2
        if isinstance(who, bool) or not isinstance(who, int) or who < 1:
            raise self.fail(path + ("player",), Sentence(QT_TRANSLATE_NOOP("errors", 'a player is 1, 2, … (or "max" or "min")')))
        return who


def _found(kind: str, text: str) -> str:
    """What a reader found where it expected something else: the end of the text, or ``'text'``."""
    return Sentence(THE_END) if kind == "end" else f"'{text}'"


def _labelled_tree(root: ExerciseNode, first: Any, players: int | None, root_max: bool | None,
                   fail: Callable[[tuple[Any, ...], str], TreeFormatError]) -> AnyExercise:
    """The tree read by :func:`parse_labelled`, ``first`` being the root's ``"player"``."""
    if players is not None:
        if first in ("max", "min"):
            first = 1
        if isinstance(first, bool) or not isinstance(first, int):
            raise fail(("player",), Sentence(QT_TRANSLATE_NOOP("errors", "the root player is a number from 1")))
        try:
            return VectorTree(root, players=players, first=first)
        except InputError as error:  # a player out of range
            raise fail((), error.reason) from None
    if root_max is None:
        if first not in ("max", "min"):
            raise fail(("player",), Sentence(QT_TRANSLATE_NOOP("errors", 'the root player is "max" or "min"')))
        root_max = first == "max"
    return ExerciseTree(root, root_max=root_max)


def tree_to_json(tree: AnyExercise) -> str:
    """The labelled JSON form of ``tree`` (readable by :func:`parse_labelled`)."""
    vectors = isinstance(tree, VectorTree)

    def dump(node: ExerciseNode, root: bool = False) -> dict[Any, Any]:
        item: dict[str, Any] = {"label": node.label}
        if node.player is not None and not root:
            item["player"] = node.player if vectors else "max" if node.player == 1 else "min"
        if node.vector is not None:
            item["value"] = [_json_number(v) for v in node.vector]
        elif node.value is not None:
            item["value"] = _json_number(node.value)
        if node.children:
            item["children"] = [dump(c) for c in node.children]
        return item

    data = dump(tree.root, True)
    if isinstance(tree, VectorTree):
        data = {"player": tree.player(tree.root), **data}
    else:
        data = {"player": "max" if tree.root_max else "min", **data}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def tree_to_nested(tree: AnyExercise) -> str:
    """The nested-list form of ``tree`` (labels, inner values and players given node by node are dropped)."""

    def dump(node: ExerciseNode) -> str:
        if node.children:
            return "[" + ", ".join(dump(c) for c in node.children) + "]"
        if node.vector is not None:
            return "(" + ", ".join(str(_json_number(v)) for v in node.vector) + ")"
        return "?" if node.value is None else str(_json_number(node.value))

    return dump(tree.root)


def _json_number(value: float) -> float | str:
    """Numbers as they are; infinities as the strings "inf" and "-inf"."""
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return int(value) if float(value).is_integer() else value


def read_exercise(source: str, *, root_max: bool | None = None, first: int = 1) -> AnyExercise:
    """An exercise tree from a file (``.json`` or nested lists) or from the text itself; ``first``
    plays at the root of a tree of vectors written as nested lists."""
    path = Path(source)
    looks_literal = source.lstrip()[:1] in "[{(-+0123456789" or not source.strip()
    if not looks_literal and (path.suffix or os.sep in source or path.exists()):
        return exercise_from_file_text(read_text(path), str(path), root_max=root_max, first=first)
    if source.lstrip().startswith("{"):
        return parse_labelled(source, root_max=root_max, source=TREE)
    return parse_nested(source, root_max=True if root_max is None else root_max, first=first, source=TREE)


def exercise_from_file_text(text: str, source: str, *, root_max: bool | None = None, first: int = 1) -> AnyExercise:
    """The exercise tree of the file ``source``, whose text is ``text``: the labelled JSON form for a
    ``.json`` file, nested lists otherwise.

    Raises
    ------
    TreeFormatError
        Naming ``source``, with the place and the reason.
    """
    if Path(source).suffix.lower() == ".json":
        return parse_labelled(text, root_max=root_max, source=source)
    return parse_nested(text.strip(), root_max=True if root_max is None else root_max, first=first, source=source)


def write_exercise(tree: AnyExercise, path: str | os.PathLike[str]) -> None:
    """Save ``tree`` in the labelled JSON form."""
    write_text_atomic(path, tree_to_json(tree))
