"""Arena files: native JSON, DOT, GraphML, the course's Python notation, PGSolver's games.

:func:`read_arena` and :func:`write_arena` choose the format from the file's
suffix. Every reading mistake is an :class:`~gameviz.core.errors.ArenaFormatError`
naming the file, the line and column, and the reason. Each format's module is imported when a file of
that format is read or written: solving a game from its rules reads no file.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.errors import ArenaFormatError, InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.files import read_text, write_text_atomic

#: The module of each format, by suffix; it reads with ``arena_from_<format>`` and writes with
#: ``arena_to_<format>`` (the course's Python notation is only read).
FORMATS = {".json": "json_arena", ".dot": "dot", ".gv": "dot", ".graphml": "graphml", ".py": "course",
           ".gm": "pgsolver"}
READERS = list(FORMATS)
WRITERS = [suffix for suffix in FORMATS if suffix != ".py"]


def _format(suffix: str) -> Any:
    """The module of the format of ``suffix`` (one of :data:`FORMATS`), imported now."""
    return importlib.import_module(f"gameviz.io.{FORMATS[suffix]}")


def _function(suffix: str, verb: str) -> Callable[..., Any]:
    """``arena_from_json`` (``verb`` ``"from"``) or ``arena_to_json`` (``"to"``) for ``.json``, and so on."""
    name = FORMATS[suffix].removesuffix("_arena")
    function: Callable[..., Any] = getattr(_format(suffix), f"arena_{verb}_{name}")
    return function


def arena_suffixes() -> list[str]:
    """Suffixes of the files :func:`read_arena` reads."""
    return list(READERS)


def is_arena_file(path: str | os.PathLike[str]) -> bool:
    """True if the suffix names an arena format."""
    return Path(path).suffix.lower() in READERS


def read_arena(path: str | os.PathLike[str], *, priorities: Iterable[int] = ()) -> Arena:
    """Read an arena, choosing the format from the suffix; in a PGSolver game (``.gm``), the
    vertices of ``priorities`` are targets (see :mod:`gameviz.io.pgsolver`).

    Raises
    ------
    ArenaFormatError
        If the suffix is unknown or the file is malformed (with line and column).
    InputError
        If the file cannot be read.
    """
    path = Path(path)
    if path.is_dir():
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{path}' is a folder, not an arena file (.json, .dot, "
                                                              ".graphml, .py, .gm) or a game specification (see: "
                                                              "gameviz games)"), path=str(path)))
    suffix = path.suffix.lower()
    if suffix not in READERS:
        known = ", ".join(READERS)
        raise ArenaFormatError(Sentence(QT_TRANSLATE_NOOP("errors", "unknown arena format '{suffix}' (known: {known})"),
                                        suffix=path.suffix, known=known), source=str(path))
    reader = _function(suffix, "from")
    arena: Arena
    if suffix == ".py":  # read no further than the most a course file may be
        course = _format(suffix)
        arena = reader(read_text(path, limit=course.MAX_BYTES, too_large=course.TOO_LARGE), str(path))
    elif suffix == ".gm":
        arena = reader(read_text(path), str(path), priorities=priorities)
    else:
        arena = reader(read_text(path), str(path))
    return arena


def write_arena(arena: Arena, path: str | os.PathLike[str]) -> None:
    """Write an arena atomically, choosing the format from the suffix.

    Raises
    ------
    ArenaFormatError
        If the suffix names no writable format.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in WRITERS:
        known = ", ".join(WRITERS)
        raise ArenaFormatError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot write arenas as '{suffix}' (writable: {known}; "
                                                                    "the course's Python notation is read only)"),
                                        suffix=path.suffix, known=known), source=str(path))
    write_text_atomic(path, _function(suffix, "to")(arena))


__all__ = ["arena_suffixes", "is_arena_file", "read_arena", "write_arena"]
