"""Where a value sits in a JSON text, to point at mistakes found after parsing."""

from __future__ import annotations

import json
import math
import re
from typing import Any

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.files import MAX_NESTING

#: Most digits of a number read from JSON (a float holds about 308).
MAX_DIGITS = 300

#: A bracket, the opening quote of a string or too long a run of digits. A string is then skipped with
#: ``str.find``: a regular expression for a whole string costs about a hundred bytes per character.
_BRACKET_NUMBER_OR_QUOTE = re.compile(r'[\[\]{}"]|[0-9]{' + str(MAX_DIGITS + 1) + ",}")


def check_limits(text: str, error: type[InputError], source: str) -> None:
    """Refuse JSON nested deeper than :data:`MAX_NESTING` levels or with a number of more than
    :data:`MAX_DIGITS` digits, at the place it happens, before Python's reader fails on it."""
    depth = 0
    pos = 0
    while (match := _BRACKET_NUMBER_OR_QUOTE.search(text, pos)) is not None:
        found = match.group()
        pos = match.end()
        if found == '"':
            pos = string_end(text, pos - 1) + 1 or len(text)
            continue
        if found in "]}":
            depth -= 1
            continue
        depth += found in "[{"
        if depth > MAX_NESTING or found[0].isdigit():
            line, column = _line_column(text, match.start())
            reason = (Sentence(QT_TRANSLATE_NOOP("errors", "nested more than {most} levels deep"), most=MAX_NESTING)
                      if depth > MAX_NESTING else
                      Sentence(QT_TRANSLATE_NOOP("errors", "a number of more than {most} digits is not read"), most=MAX_DIGITS))
            raise error(reason, source=source, line=line, column=column)


def parse_json(text: str, error: type[InputError], source: str, *, infinities: bool = False) -> Any:
    """The value the JSON ``text`` holds, once :func:`check_limits` has passed; a mistake is an
    ``error`` at its line and column. ``infinities``: ``Infinity`` and ``-Infinity`` are ±∞ and
    ``NaN`` is None (without, they are Python's float constants)."""
    check_limits(text, error, source)
    try:
        return json.loads(text, parse_constant=_INFINITIES.get if infinities else None)
    except json.JSONDecodeError as mistake:
        raise error(Sentence(QT_TRANSLATE_NOOP("errors", "not valid JSON ({why})"), why=mistake.msg), source=source,
                    line=mistake.lineno, column=mistake.colno) from None


def read_json(text: str, error: type[InputError], source: str) -> Any:
    """The value the JSON ``text`` holds, read by Python's parser at once; the limits of
    :func:`check_limits` are checked first only when the parser refuses the text, to name them
    (a caller that finds the value unusual checks them before saying why)."""
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError):
        return parse_json(text, error, source)


_INFINITIES = {"Infinity": math.inf, "-Infinity": -math.inf}


def string_end(text: str, start: int) -> int:
    """The offset of the quote that closes the string opened by the ``"`` at ``start`` (a quote
    after an odd number of backslashes is escaped), or -1 if it is never closed. Constant memory,
    time linear in the string's length."""
    pos = start + 1
    while (end := text.find('"', pos)) >= 0:
        before = end
        while before > pos and text[before - 1] == "\\":
            before -= 1
        if (end - before) % 2 == 0:
            return end
        pos = end + 1
    return -1


def locate(text: str, path: tuple[Any, ...]) -> tuple[int, int]:
    """The 1-based (line, column) where the JSON value at ``path`` starts."""
    decoder = json.JSONDecoder()
    pos = _skip(text, 0)
    for step in path:
        opening = text[pos] if pos < len(text) else ""
        if opening == "{":
            pos = _member_value(text, pos, step, decoder)
        elif opening == "[":
            pos = _item(text, pos, step, decoder)
        else:
            break
    return _line_column(text, pos)


def _member_value(text: str, pos: int, key: Any, decoder: json.JSONDecoder) -> int:
    """Where the value of ``key`` starts in the object opened at ``pos`` (its end if it has none)."""
    pos = _skip(text, pos + 1)
    while pos < len(text) and text[pos] != "}":
        found, pos = decoder.raw_decode(text, pos)
        pos = _skip(text, _skip(text, pos) + 1)
        if found == key:
            break
        _, pos = decoder.raw_decode(text, pos)
        pos = _skip(text, pos)
        if pos < len(text) and text[pos] == ",":
            pos = _skip(text, pos + 1)
    return pos


def _item(text: str, pos: int, index: int, decoder: json.JSONDecoder) -> int:
    """Where item ``index`` starts in the array opened at ``pos``."""
    pos = _skip(text, pos + 1)
    for _ in range(index):
        _, pos = decoder.raw_decode(text, pos)
        pos = _skip(text, pos)
        if text[pos] == ",":
            pos = _skip(text, pos + 1)
    return pos


def _line_column(text: str, pos: int) -> tuple[int, int]:
    """The 1-based (line, column) of offset ``pos``."""
    return text.count("\n", 0, pos) + 1, pos - (text.rfind("\n", 0, pos) + 1) + 1


def _skip(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return pos
