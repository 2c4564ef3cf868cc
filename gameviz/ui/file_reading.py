"""Reading what the user opens by name, in a child process that Cancel ends at once (no Qt imported here).

A FIFO or a device never ends, and an arena written as a Python file may take
long to evaluate: neither runs in the window's process. :func:`gameviz.io.files.refuse_special`
refuses what is not a regular file before anything reads it;
:func:`read_document` runs in the child and hands back either the solved
arena or the text of an exercise tree, which opens on the Search Tree tab.
"""

from __future__ import annotations

import json
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from gameviz.core.errors import InputError
from gameviz.core.solution import Solution, solve
from gameviz.io.exercise_tree import read_exercise
from gameviz.io.files import read_text
from gameviz.source import Opened, open_game_or_arena


@dataclass(frozen=True)
class TreeFile:
    """An exercise tree file: its text (nested lists, or the labelled JSON form)."""

    text: str


def is_tree_text(text: str, suffix: str) -> bool:
    """Whether a file's text is an exercise tree rather than an arena: nested lists, or JSON with children."""
    start = text.lstrip()[:1]
    if suffix == ".txt" or start == "[":
        return True
    if suffix != ".json" or start != "{":
        return False
    try:
        data = json.loads(text)
    except ValueError:
        return False
    return isinstance(data, dict) and "children" in data and "vertices" not in data


def read_document(source: str, limit: int) -> tuple[Opened, Solution | None] | TreeFile:
    """What the file ``source`` opens to: an exercise tree's text, or its arena, solved."""
    path = Path(source)
    suffix = path.suffix.lower()
    if suffix in (".json", ".txt") and path.is_file():
        text = read_text(path)
        if is_tree_text(text, suffix):
            try:
                read_exercise(source)  # a tree, or its mistake said where
                return TreeFile(text)
            except InputError:
                if suffix == ".txt":
                    raise
                # not a tree: the arena reader says what is wrong with the JSON file
    opened = open_game_or_arena(source, limit)
    return opened, solve(opened.arena) if opened.arena is not None else None


def call_in_child(connection: Connection, function: Any, *arguments: Any) -> None:
    """Send ``("ok", function(*arguments))``, ``("input", message)`` for the user's mistake, or
    ``("error", traceback)``."""
    try:
        connection.send(("ok", function(*arguments)))
    except InputError as error:
        connection.send(("input", str(error)))
    except Exception:  # reported to the parent, which shows a dialog
        connection.send(("error", traceback.format_exc()))
    finally:
        connection.close()
