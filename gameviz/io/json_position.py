"""Where a value sits in a JSON text, to point at mistakes found after parsing."""

from __future__ import annotations

import json
from typing import Any


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
