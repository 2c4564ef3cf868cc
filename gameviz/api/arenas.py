"""What :func:`gameviz.solve` takes: a game specification, an arena file, an arena, or the course's
dictionaries made into an arena by :func:`arena`."""

from __future__ import annotations

import ast
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from gameviz.core.arena import Arena, Vertex
from gameviz.core.errors import ArenaFormatError, InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.course import course_arena
from gameviz.source import load_arena

#: An arena as the API takes it: a game specification or a file (its path), or an arena.
ArenaSource = str | os.PathLike[str] | Arena

#: Vertices as the course writes a set of them: ``{v: True, …}``, or any set, list or tuple.
Vertices = Mapping[Vertex, bool] | Iterable[Vertex]


def arena(successors: Mapping[Vertex, Iterable[Vertex]], *, s1: Vertices | None = None, s2: Vertices | None = None,
          v1: Vertices | None = None, v2: Vertices | None = None, start: Vertex | None = None) -> Arena:
    """The arena of the course's dictionaries: ``arene`` (each vertex's successors), ``Sommets1`` and
    ``Sommets2`` (the vertices of J1 and J2: given one, the other player has the rest), ``Victoire1``
    and ``Victoire2`` (their winning positions), and a start vertex.

    Examples
    --------
    The course's 10 sticks, written as its lecture notes write them:

    >>> arene = {(0, 1): [], (0, 2): []}
    >>> for k in range(1, 11):
    ...     arene[(k, 1)] = [(k - t, 2) for t in (1, 2, 3) if t <= k]
    ...     arene[(k, 2)] = [(k - t, 1) for t in (1, 2, 3) if t <= k]
    >>> del arene[(10, 2)]
    >>> sticks = arena(arene, s1={(k, 1): True for k in range(11)}, v1={(0, 1): True}, v2={(0, 2): True},
    ...                start=(10, 1))
    >>> len(sticks), sticks.edge_count()
    (21, 51)

    Raises
    ------
    ArenaFormatError
        If a move leads to a vertex that is no key of ``successors``, a vertex belongs to both players
        or to neither, or a winning position or the start is not a vertex.
    """
    def fail(node: ast.AST | None, reason: str) -> ArenaFormatError:
        return ArenaFormatError(reason, source="gameviz.arena")

    def given(value: Any) -> tuple[Any, None]:
        return (None if value is None else value if isinstance(value, Mapping) else list(value)), None

    return course_arena((successors, None), {1: given(s1), 2: given(s2)}, {1: given(v1), 2: given(v2)},
                        (start, None), fail)


def arena_of(source: ArenaSource, limit: int = DEFAULT_VERTEX_LIMIT) -> tuple[Arena, str]:
    """The arena of ``source`` and a title for its pages (the file's name, the game, or the arena's game).

    Raises
    ------
    InputError
        If the source cannot be read, or its arena would have more than ``limit`` vertices.
    """
    if isinstance(source, Arena):
        return source, source.game or "gameviz"
    if not isinstance(source, (str, os.PathLike)):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "solve takes a game specification, an arena file or an arena, not "
                                                  "{kind} (the course's dictionaries become an arena with "
                                                  "gameviz.arena(arene, s1=…, v1=…, v2=…))"), kind=type(source).__name__))
    text = os.fspath(source)
    return load_arena(text, limit=limit), Path(text).name
