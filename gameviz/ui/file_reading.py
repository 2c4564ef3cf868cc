"""Reading what the user opens by name, in a child process that Cancel ends at once (no Qt imported here).

A FIFO or a device never ends, and an arena written as a Python file may take
long to evaluate: neither runs in the window's process. :func:`gameviz.io.files.refuse_special`
refuses what is not a regular file before anything reads it;
:func:`read_document` runs in the child and hands back either the solved
arena or the text of an exercise tree, which opens on the Search Tree tab.
A game opened by name is made ready the same way (:func:`prepared`), in a
thread.
"""

from __future__ import annotations

import json
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, NamedTuple

from gameviz.core.errors import InputError
from gameviz.core.solution import Solution, solve
from gameviz.io.exercise_tree import exercise_from_file_text
from gameviz.io.files import read_text
from gameviz.layout import LayoutChoices, layout_choices
from gameviz.source import Opened, open_game_or_arena


class Prepared(NamedTuple):
    """What was opened, made ready off the window's thread: its arena (if any) solved, and the layouts that
    suit it (the window would otherwise look at every vertex when it opens)."""

    opened: Opened
    solution: Solution | None
    layouts: LayoutChoices | None


def prepared(opened: Opened) -> Prepared:
    """``opened`` with its arena's solution and :func:`~gameviz.layout.layout_choices` (None without an arena)."""
    arena = opened.arena
    if arena is None:
        return Prepared(opened, None, None)
    return Prepared(opened, solve(arena), layout_choices(arena))


@dataclass(frozen=True)
class TreeFile:
    """An exercise tree file: its text (nested lists, or the labelled JSON form)."""

    text: str


def is_tree_text(text: str, suffix: str) -> bool:
    """Whether a file's text is an exercise tree rather than an arena, from its start and its keys: nested
    lists, or a JSON object that is not an arena (no ``"format"``, no ``"vertices"``) and has children.
    Text that is not JSON is left to the arena reader, whose message says where."""
    start = text.lstrip()[:1]
    if suffix == ".txt" or start == "[":
        return True
    if suffix != ".json" or start != "{" or ("children" not in text and "\\u" not in text):
        return False  # (a tree's object has children, written as such or escaped: no parse of a large arena)
    try:
        data = json.loads(text)
    except ValueError:
        return False
    return isinstance(data, dict) and "children" in data and not {"format", "vertices"} & set(data)


def read_document(source: str, limit: int) -> Prepared | TreeFile:
    """What the file ``source`` opens to: an exercise tree's text, or its arena, :func:`prepared`; a file that is
    neither is refused by the reader of the kind it looks like, with that reader's message (the same as
    the command line's ``gameviz tree`` or ``gameviz solve``)."""
    path = Path(source)
    suffix = path.suffix.lower()
    if suffix in (".json", ".txt") and path.is_file():
        text = read_text(path)
        if is_tree_text(text, suffix):
            exercise_from_file_text(text, source)  # a tree, or its mistake said where
            return TreeFile(text)
    return prepared(open_game_or_arena(source, limit))


def call_in_child(connection: Connection, function: Any, *arguments: Any) -> None:
    """Send ``("ok", function(*arguments))``, ``("input", error)`` for the user's mistake (the error
    itself, said in the window's language there), or ``("error", traceback)``."""
    try:
        connection.send(("ok", function(*arguments)))
    except InputError as error:
        connection.send(("input", error))
    except Exception:  # reported to the parent, which shows a dialog
        connection.send(("error", traceback.format_exc()))
    finally:
        connection.close()
