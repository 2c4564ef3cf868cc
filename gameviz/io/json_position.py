"""Where a value sits in a JSON text, to point at mistakes found after parsing."""

from __future__ import annotations

import json
import re
from typing import Any

from gameviz.core.errors import InputError
from gameviz.io.files import MAX_NESTING

#: Most digits of a number read from JSON (a float holds about 308).
MAX_DIGITS = 300

_BRACKET_NUMBER_OR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]|\d{' + str(MAX_DIGITS + 1) + ",}")


def check_limits(text: str, error: type[InputError], source: str) -> None:
    """Refuse JSON nested deeper than :data:`MAX_NESTING` levels or with a number of more than
    :data:`MAX_DIGITS` digits, at the place it happens, before Python's reader fails on it."""
    depth = 0
    for match in _BRACKET_NUMBER_OR_STRING.finditer(text):
        found = match.group()
        if found in "]}":
            depth -= 1
            continue
        if found[0] == '"':
            continue
        depth += found in "[{"
        if depth > MAX_NESTING or found[0].isdigit():
            pos = match.start()
            line = text.count("\n", 0, pos) + 1
            column = pos - (text.rfind("\n", 0, pos) + 1) + 1
            reason = (f"nested more than {MAX_NESTING} levels deep" if depth > MAX_NESTING
                      else f"a number of more than {MAX_DIGITS} digits is not read")
            raise error(reason, source=source, line=line, column=column)


def locate(text: str, path: tuple[Any, ...]) -> tuple[int, int]:
    """The 1-based (line, column) where the JSON value at ``path`` starts."""
    decoder = json.JSONDecoder()
    pos = _skip(text, 0)
    for step in path:
        opening = text[pos] if pos < len(text) else ""
        if opening == "{":
            pos = _skip(text, pos + 1)
            while pos < len(text) and text[pos] != "}":
                key, pos = decoder.raw_decode(text, pos)
                pos = _skip(text, _skip(text, pos) + 1)
                if key == step:
                    break
                _, pos = decoder.raw_decode(text, pos)
                pos = _skip(text, pos)
                if pos < len(text) and text[pos] == ",":
                    pos = _skip(text, pos + 1)
        elif opening == "[":
            pos = _skip(text, pos + 1)
            for _ in range(step):
                _, pos = decoder.raw_decode(text, pos)
                pos = _skip(text, pos)
                if text[pos] == ",":
                    pos = _skip(text, pos + 1)
        else:
            break
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return line, column


def _skip(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return pos
