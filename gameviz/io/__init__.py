"""Arena files: native JSON, DOT, GraphML, the course's Python notation, PGSolver's games.

:func:`read_arena` and :func:`write_arena` choose the format from the file's
suffix. Every reading mistake is an :class:`~gameviz.core.errors.ArenaFormatError`
naming the file, the line and column, and the reason.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

from gameviz.core.arena import Arena
from gameviz.core.errors import ArenaFormatError, InputError
from gameviz.io import course
from gameviz.io.course import arena_from_course
from gameviz.io.dot import arena_from_dot, arena_to_dot
from gameviz.io.files import read_text, write_text_atomic
from gameviz.io.graphml import arena_from_graphml, arena_to_graphml
from gameviz.io.json_arena import arena_from_json, arena_to_json
from gameviz.io.pgsolver import arena_from_pgsolver, arena_to_pgsolver

READERS: dict[str, Callable[[str, str], Arena]] = {
    ".json": arena_from_json,
    ".dot": arena_from_dot,
    ".gv": arena_from_dot,
    ".graphml": arena_from_graphml,
    ".py": arena_from_course,
    ".gm": arena_from_pgsolver,
}
WRITERS: dict[str, Callable[[Arena], str]] = {
    ".json": arena_to_json,
    ".dot": arena_to_dot,
    ".gv": arena_to_dot,
    ".graphml": arena_to_graphml,
    ".gm": arena_to_pgsolver,
}


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
        raise InputError(f"'{path}' is a folder, not an arena file (.json, .dot, .graphml, .py, .gm) or a game "
                         "specification (see: gameviz games)")
    reader = READERS.get(path.suffix.lower())
    if reader is None:
        known = ", ".join(READERS)
        raise ArenaFormatError(f"unknown arena format '{path.suffix}' (known: {known})", source=str(path))
    if reader is arena_from_course:  # read no further than the most a course file may be
        return arena_from_course(read_text(path, limit=course.MAX_BYTES, too_large=course.TOO_LARGE), str(path))
    if reader is arena_from_pgsolver:
        return arena_from_pgsolver(read_text(path), str(path), priorities=priorities)
    return reader(read_text(path), str(path))


def write_arena(arena: Arena, path: str | os.PathLike[str]) -> None:
    """Write an arena atomically, choosing the format from the suffix.

    Raises
    ------
    ArenaFormatError
        If the suffix names no writable format.
    """
    path = Path(path)
    writer = WRITERS.get(path.suffix.lower())
    if writer is None:
        known = ", ".join(WRITERS)
        raise ArenaFormatError(
            f"cannot write arenas as '{path.suffix}' (writable: {known}; the course's "
            "Python notation is read only)",
            source=str(path),
        )
    write_text_atomic(path, writer(arena))


__all__ = ["arena_suffixes", "is_arena_file", "read_arena", "write_arena"]
