"""Values between gameviz and a student's process, as JSON: numbers, strings, booleans, None,
tuples, lists, dicts, sets and frozensets (tagged so that each comes back as it went), anything
else as its ``repr``. JSON rather than pickle, because unpickling runs code chosen by the other side.

Encoding (in the student's process) reads every value through its built-in type, never through
the student's methods: an ``int`` subclass whose ``__eq__`` says yes to everything arrives as the
plain number it holds, a ``list`` subclass as the items ``list`` itself sees. Decoding (in gameviz)
is bounded in depth and builds only built-in values; anything it cannot rebuild (too deep, an
unhashable key, an unknown tag) raises :class:`WireError`, which fails the one call it answered.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

#: Deepest nesting and most items a value may have on the wire.
MOST_DEPTH = 100
MOST_ITEMS = 1_000_000


class WireError(ValueError):
    """A message from the student's process that is not a value gameviz wrote or can rebuild."""


class TooLarge(ValueError):
    """A value too deep or too large to go on the wire; the text says which (``nested too deeply:
    more than 100 levels``)."""


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


class Lookup:
    """A function of the course's arguments (the heuristic ``h`` of ``minimax(G, p, h, prof)``)
    sent as its table: in the student's process it is called like ``h(p)``."""

    def __init__(self, table: dict[Any, Any]) -> None:
        self.table = table

    def __call__(self, position: Any) -> Any:
        return self.table[_hashable(position)]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Lookup) and other.table == self.table

    def __hash__(self) -> int:
        return id(self)


def _hashable(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_hashable(v) for v in value)
    if isinstance(value, set):
        return frozenset(value)
    return value


def encode(value: Any) -> str:
    """``value`` as JSON text (too deep or too large: its ``repr``, cut)."""
    try:
        return encode_whole(value)
    except TooLarge:
        return json.dumps({"repr": _short_repr(value)})


def encode_whole(value: Any) -> str:
    """``value`` as JSON text.

    Raises
    ------
    TooLarge
        If it nests deeper than :data:`MOST_DEPTH` or holds more than :data:`MOST_ITEMS` values.
    """
    count = [0]

    def tag(item: Any, depth: int) -> Any:
        count[0] += 1
        if depth > MOST_DEPTH:
            raise TooLarge(f"nested too deeply: more than {MOST_DEPTH} levels")
        if count[0] > MOST_ITEMS:
            raise TooLarge(f"too large: more than {MOST_ITEMS:,} values")
        kind = type(item)  # type() cannot be lied to, unlike isinstance through __class__
        for base, name, items in _CONTAINERS:
            if issubclass(kind, base):
                return {name: [tag(x, depth + 1) for x in items(item)]}
        if issubclass(kind, dict):
            return {"dict": [[tag(k, depth + 1), tag(v, depth + 1)] for k, v in dict.items(item)]}
        if kind is Lookup:
            return {"lookup": [[tag(k, depth + 1), tag(v, depth + 1)] for k, v in item.table.items()]}
        return _tag_scalar(item, kind)

    try:
        return json.dumps(tag(value, 0))
    except RecursionError:
        raise TooLarge("nested too deeply for Python to read") from None


#: Containers by their built-in type, each read through that type's own iterator.
_CONTAINERS: tuple[tuple[type, str, Callable[[Any], Any]], ...] = (
    (tuple, "tuple", tuple.__iter__),
    (list, "list", list.__iter__),
    (frozenset, "frozenset", frozenset.__iter__),
    (set, "set", set.__iter__),
)


def _tag_scalar(item: Any, kind: type) -> Any:
    """A value that holds no other: None, a boolean, a number, a string, or anything as its ``repr``."""
    if item is None or kind is bool:
        return item
    if issubclass(kind, int):
        try:
            number = int(int.__repr__(item))
        except ValueError:  # more digits than Python writes out
            return {"repr": f"<an int of {int.bit_length(item)} bits>"}
        return {"int": str(number)} if abs(number) > 2**53 else number
    if issubclass(kind, float):
        return {"float": float.__repr__(item)}
    if issubclass(kind, str):
        return str.__str__(item)
    return {"repr": _short_repr(item)}


def _short_repr(item: Any) -> str:
    try:
        text = repr(item)
        if type(text) is not str:
            text = str.__str__(text)
    except BaseException as error:  # a student's __repr__ may fail too  # noqa: BLE001
        text = f"<{type(item).__name__}: repr failed: {type(error).__name__}>"
    return text if len(text) <= 200 else text[:200] + "…"


def decode(text: str | bytes, *, lookups: bool = False) -> Any:
    """The value :func:`encode` wrote (values that were not plain data come back as
    :class:`Unreadable`; with ``lookups``, tables as :class:`Lookup` functions).

    Raises
    ------
    WireError
        If the text is not such a value, or nests deeper than :data:`MOST_DEPTH`.
    """
    try:
        return _untag(json.loads(text), 0, lookups)
    except WireError:
        raise
    except (ValueError, RecursionError, MemoryError, UnicodeDecodeError) as error:
        raise WireError(f"not a value gameviz can read ({type(error).__name__})") from None


#: The tags of values written as text, with their longest text (an int: the most digits Python reads).
_TEXTS: dict[str, Callable[[str], Any]] = {"int": int, "float": float, "repr": Unreadable}
_LONGEST = {"int": 4300, "float": math.inf, "repr": math.inf}
_SEQUENCES: dict[str, Callable[[Any], Any]] = {"tuple": tuple, "list": list, "set": set, "frozenset": frozenset}
_MAPPINGS: dict[str, Callable[[dict[Any, Any]], Any]] = {"dict": dict, "lookup": Lookup}


def _untag(item: Any, depth: int, lookups: bool) -> Any:
    if depth > MOST_DEPTH:
        raise WireError(f"a value nested more than {MOST_DEPTH} deep")
    if item is None or isinstance(item, bool | int | float | str):
        return item
    if not isinstance(item, dict) or len(item) != 1:
        raise WireError("an untagged list or object")
    ((kind, body),) = item.items()
    if not _known(kind, body, lookups):
        raise WireError(f"an unknown tag {kind[:20]!r}")
    try:
        return _rebuild(kind, body, depth, lookups)
    except (TypeError, ValueError) as error:  # an unhashable key or set item, a pair that is not two
        raise WireError(f"a {kind} gameviz cannot rebuild ({error})") from None


def _known(kind: str, body: Any, lookups: bool) -> bool:
    """Whether ``{kind: body}`` is a tag this side rebuilds: a text not too long, or a list of
    items (a table as a :class:`Lookup` only with ``lookups``)."""
    if isinstance(body, str):
        return kind in _TEXTS and len(body) <= _LONGEST[kind]
    if isinstance(body, list):
        return kind in _SEQUENCES or (kind in _MAPPINGS and (kind == "dict" or lookups))
    return False


def _rebuild(kind: str, body: Any, depth: int, lookups: bool) -> Any:
    """The value of a tag :func:`_known` accepts, its items read one level deeper."""
    if kind in _TEXTS:
        return _TEXTS[kind](body)
    if kind in _SEQUENCES:
        return _SEQUENCES[kind](_untag(x, depth + 1, lookups) for x in body)
    return _MAPPINGS[kind]({_untag(k, depth + 1, lookups): _untag(v, depth + 1, lookups) for k, v in body})
