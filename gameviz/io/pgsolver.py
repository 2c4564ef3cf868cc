"""Games in PGSolver's format (``.gm``), as PGSolver's and Oink's generators write them.

::

    parity 3;
    start 0;
    0 2 0 1,2 "a";
    1 1 1 0 "b";
    2 0 1 2;

One line per vertex: its identifier, its priority, its owner (0 or 1), its
successors and an optional name. gameviz reads it as a reachability game: owner
0 is J1 and owner 1 is J2; the name, when every vertex has a different one, is
the vertex's id (else the identifier is). Priorities are not a reachability
notion: they are left out, unless some are chosen as targets: a vertex whose
priority is chosen is a target of J1 when the priority is even, of J2 when it is
odd (the parity convention). The writer gives J1's targets priority 2, J2's
priority 1 and the others 0, so that choosing 2 and 1 reads the file back.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from array import array
from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

from gameviz.core.arena import Arena
from gameviz.core.errors import ArenaFormatError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.builder import ArenaBuilder
from gameviz.io.json_position import string_end

#: Priorities the writer gives: J1's targets, J2's targets, the other vertices.
WRITTEN_PRIORITIES = {1: 2, 2: 1, None: 0}

_SPACE = re.compile(r"(?:\s|//[^\n]*)*")
_HEADER = re.compile(r"parity\s+([0-9]+)\s*;")
_START = re.compile(r"start\s+([0-9]+)\s*;")
#: A vertex line up to its successors (ASCII digits only), then its name and ';' (see :func:`_row`).
_VERTEX = re.compile(r"([0-9]+)\s+([0-9]+)\s+([0-9]+)\s+([0-9][0-9,\s]*)")
_END = re.compile(r"\s*;")
_MAX_DIGITS = 18


def arena_to_pgsolver(arena: Arena) -> str:
    """The PGSolver text of a two-player ``arena``, vertices numbered in order and named by their ids.
    PGSolver gives every vertex a move: a vertex without one is written with a move to itself
    (which a reader then finds).

    Raises
    ------
    ArenaFormatError
        If the arena has more than two players.
    """
    if arena.players > 2:
        raise ArenaFormatError(Sentence(QT_TRANSLATE_NOOP("errors", "PGSolver games have two players, this arena has {players}"),
                                        players=arena.players))
    number = {v: i for i, v in enumerate(arena)}
    lines = [f"parity {max(len(number) - 1, 0)};"]
    if arena.start is not None:
        lines.append(f"start {number[arena.start]};")
    for v, i in number.items():
        successors = ",".join(str(number[w]) for w in arena.successors(v))
        name = arena.id(v).replace("\\", "\\\\").replace('"', '\\"')
        priority = WRITTEN_PRIORITIES[arena.target_of(v)]
        lines.append(f'{i} {priority} {arena.player(v) - 1} {successors or i} "{name}";')
    return "\n".join(lines) + "\n"


def arena_from_pgsolver(text: str, source: str = "game.gm", *, priorities: Iterable[int] = ()) -> Arena:
    """Read a PGSolver game; the vertices of the chosen ``priorities`` become targets.

    Raises
    ------
    ArenaFormatError
        With the line and column of the mistake.
    """

    def fail(offset: int, reason: str) -> ArenaFormatError:
        line = text.count("\n", 0, offset) + 1
        return ArenaFormatError(reason, source=source, line=line, column=offset - (text.rfind("\n", 0, offset) + 1) + 1)

    chosen = set(priorities)
    pos = _SPACE.match(text, 0).end()  # type: ignore[union-attr]
    header = _HEADER.match(text, pos)
    if header is not None:
        pos = _SPACE.match(text, header.end()).end()  # type: ignore[union-attr]
    start = _START.match(text, pos)
    if start is not None:
        pos = _SPACE.match(text, start.end()).end()  # type: ignore[union-attr]
    rows = array("q")  # where each vertex line starts: it is read again to build the arena
    while pos < len(text):
        rows.append(pos)
        pos = _SPACE.match(text, _row(text, pos, fail).end).end()  # type: ignore[union-attr]
    if not rows:  # PGSolver's games have a vertex at least (every vertex has a move)
        raise fail(pos, Sentence(QT_TRANSLATE_NOOP("errors", "the game has no vertex: a line per vertex is expected, identifier "
                                                  "priority owner successors \"name\";")))
    return _build(text, rows, start, chosen, fail)


class _Row(NamedTuple):
    """A vertex line: where it starts and ends, its numbers (as written), its name."""

    start: int
    end: int
    ident: str
    priority: str
    owner: str
    owner_at: int
    successors: str  # as written: '1, 2,3'
    successors_at: int
    name: str | None


def _row(text: str, pos: int, fail: Callable[[int, str], ArenaFormatError]) -> _Row:
    """The vertex line at ``pos``; a name is scanned with ``str.find`` (constant memory)."""
    match = _VERTEX.match(text, pos)
    if match is None:
        raise fail(pos, _EXPECTED)
    successors = match[4]
    for number in itertools.chain((match[1], match[2]), _heads(successors)):
        if not number.isascii() or not number.isdigit():
            raise fail(pos, _EXPECTED)
        if len(number) > _MAX_DIGITS:
            raise fail(pos, Sentence(QT_TRANSLATE_NOOP("errors", "a number of more than {most} digits is not read"),
                                     most=_MAX_DIGITS))
    after, name = match.end(), None
    if text.startswith('"', after):
        close = string_end(text, after)
        if close < 0:
            raise fail(pos, _EXPECTED)
        name = _unescape(text[after + 1 : close])
        after = close + 1
    end = _END.match(text, after)
    if end is None:
        raise fail(pos, _EXPECTED)
    return _Row(pos, end.end(), match[1], match[2], match[3], match.start(3), successors, match.start(4), name)


def _heads(successors: str) -> Iterator[str]:
    """The successors written in ``successors`` ('1, 2,3'), one at a time."""
    pos = 0
    while (comma := successors.find(",", pos)) >= 0:
        yield successors[pos:comma].strip()
        pos = comma + 1
    yield successors[pos:].strip()


_EXPECTED = Sentence(QT_TRANSLATE_NOOP("errors", "expected a vertex: identifier priority owner successors \"name\";"))


def _build(text: str, rows: array[int], start: re.Match[str] | None, chosen: set[int],
           fail: Callable[[int, str], ArenaFormatError]) -> Arena:
    """The arena of the vertex lines at ``rows``: named by their names when all differ, else by number."""
    names = [_row(text, at, fail).name for at in rows]
    key = _keys(text, rows, names, fail)
    builder = ArenaBuilder(fail, players=2)
    for at, name in zip(rows, names, strict=True):
        row = _row(text, at, fail)
        if row.owner not in ("0", "1"):
            raise fail(row.owner_at, Sentence(QT_TRANSLATE_NOOP("errors", "the owner of vertex {vertex} must be 0 or 1, "
                                                                          "not {owner}"), vertex=row.ident, owner=row.owner))
        priority = int(row.priority)
        target = (1 if priority % 2 == 0 else 2) if priority in chosen else None
        builder.vertex(key[int(row.ident)], int(row.owner) + 1, row.start, label=name, target=target)
    del names
    for at in rows:
        _add_edges(builder, _row(text, at, fail), key, fail)
    if start is not None:
        if int(start[1]) not in key:
            raise fail(start.start(1), Sentence(QT_TRANSLATE_NOOP("errors", "start {start} is not a vertex"), start=start[1]))
        builder.start(key[int(start[1])], start.start(1))
    return builder.build()


def _keys(text: str, rows: array[int], names: list[str | None], fail: Callable[[int, str], ArenaFormatError]
          ) -> dict[int, str]:
    """Each vertex's key by its number: its name when all the names differ, else its number."""
    named = all(names) and len(set(names)) == len(names)
    key = {}
    for at, name in zip(rows, names, strict=True):
        number = int(_row(text, at, fail).ident)
        key[number] = str(name) if named else str(number)
    return key


def _add_edges(builder: ArenaBuilder, row: _Row, key: dict[int, str],
               fail: Callable[[int, str], ArenaFormatError]) -> None:
    """The moves of one vertex line to its successors, which must be vertices."""
    for head in _heads(row.successors):
        if int(head) not in key:
            raise fail(row.successors_at, Sentence(QT_TRANSLATE_NOOP("errors", "edge to unknown vertex {name}"),
                                                   name=head.strip()))
        builder.edge(key[int(row.ident)], key[int(head)], row.successors_at)


def priorities_of(text: str) -> set[int]:
    """The priorities a PGSolver text gives its vertices (for the note that they are left out), up
    to its first mistake."""
    found: set[int] = set()
    pos = _SPACE.match(text, 0).end()  # type: ignore[union-attr]
    for line in (_HEADER, _START):
        match = line.match(text, pos)
        pos = _SPACE.match(text, match.end()).end() if match else pos  # type: ignore[union-attr]
    with contextlib.suppress(ArenaFormatError):
        while pos < len(text):
            row = _row(text, pos, lambda offset, reason: ArenaFormatError(reason))
            found.add(int(row.priority))
            pos = _SPACE.match(text, row.end).end()  # type: ignore[union-attr]
    return found


def _unescape(name: str) -> str:
    return re.sub(r"\\(.)", r"\1", name, flags=re.DOTALL)
