"""Values between gameviz and a student's process, as JSON: numbers, strings, booleans, None,
tuples, lists, dicts and sets (tagged so that each comes back as it went), anything else as its
``repr``. JSON rather than pickle, because unpickling runs code chosen by the other side.
"""

from __future__ import annotations

import json
from typing import Any

#: Deepest nesting and most items a value may have on the wire.
MOST_DEPTH = 100
MOST_ITEMS = 1_000_000


class Unreadable:
    """A value the student's code returned that is not plain data: shown by its ``repr``."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Unreadable) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


def encode(value: Any) -> str:
    """``value`` as JSON text (too deep or too large: its ``repr``, cut)."""
    count = [0]

    def tag(item: Any, depth: int) -> Any:
        count[0] += 1
        if depth > MOST_DEPTH or count[0] > MOST_ITEMS:
            raise OverflowError
        if item is None or isinstance(item, (bool, str)):
            return item
        if isinstance(item, int):
            return {"int": str(item)} if abs(item) > 2**53 else item
        if isinstance(item, float):
            return {"float": repr(item)}
        if isinstance(item, tuple):
            return {"tuple": [tag(x, depth + 1) for x in item]}
        if isinstance(item, list):
            return {"list": [tag(x, depth + 1) for x in item]}
        if isinstance(item, (set, frozenset)):
            return {"set": [tag(x, depth + 1) for x in item]}
        if isinstance(item, dict):
            return {"dict": [[tag(k, depth + 1), tag(v, depth + 1)] for k, v in item.items()]}
        return {"repr": _short_repr(item)}

    try:
        return json.dumps(tag(value, 0))
    except (OverflowError, RecursionError):
        return json.dumps({"repr": _short_repr(value)})


def _short_repr(item: Any) -> str:
    try:
        text = repr(item)
    except Exception as error:  # a student's __repr__ may fail too
        text = f"<{type(item).__name__}: repr failed: {error!r}>"
    return text if len(text) <= 200 else text[:200] + "…"


def decode(text: str) -> Any:
    """The value :func:`encode` wrote (values that were not plain data come back as :class:`Unreadable`)."""
    return _untag(json.loads(text))


def _untag(item: Any) -> Any:
    if not isinstance(item, dict):
        return item
    (kind, body), = item.items()
    if kind == "int":
        return int(body)
    if kind == "float":
        return float(body)
    if kind == "tuple":
        return tuple(_untag(x) for x in body)
    if kind == "list":
        return [_untag(x) for x in body]
    if kind == "set":
        return {_untag(x) for x in body}
    if kind == "dict":
        return {_untag(k): _untag(v) for k, v in body}
    return Unreadable(str(body))
