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

import re
from collections.abc import Callable, Iterable

from gameviz.core.arena import Arena
from gameviz.core.errors import ArenaFormatError
from gameviz.io.builder import ArenaBuilder

#: Priorities the writer gives: J1's targets, J2's targets, the other vertices.
WRITTEN_PRIORITIES = {1: 2, 2: 1, None: 0}

_SPACE = re.compile(r"(?:\s|//[^\n]*)*")
_HEADER = re.compile(r"parity\s+(\d+)\s*;")
_START = re.compile(r"start\s+(\d+)\s*;")
_VERTEX = re.compile(r'(\d+)\s+(\d+)\s+(\d+)\s+(\d+(?:\s*,\s*\d+)*)\s*(?:"((?:[^"\\]|\\.)*)")?\s*;', re.DOTALL)
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
        raise ArenaFormatError(f"PGSolver games have two players, this arena has {arena.players}")
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
    rows = []
    while pos < len(text):
        match = _VERTEX.match(text, pos)
        if match is None:
            raise fail(pos, "expected a vertex: identifier priority owner successors \"name\";")
        if any(len(match[i]) > _MAX_DIGITS for i in (1, 2)):
            raise fail(pos, f"a number of more than {_MAX_DIGITS} digits is not read")
        rows.append(match)
        pos = _SPACE.match(text, match.end()).end()  # type: ignore[union-attr]
    return _build(rows, start, chosen, fail)


def _build(rows: list[re.Match[str]], start: re.Match[str] | None, chosen: set[int],
           fail: Callable[[int, str], ArenaFormatError]) -> Arena:
    """The arena of the vertex lines ``rows``: named by their names when all differ, else by number."""
    names = [_unescape(row[5]) if row[5] is not None else None for row in rows]
    named = all(names) and len(set(names)) == len(names)
    key = {int(row[1]): (names[i] if named else str(int(row[1]))) for i, row in enumerate(rows)}
    builder = ArenaBuilder(fail, players=2)
    for row, name in zip(rows, names, strict=True):
        if row[3] not in ("0", "1"):
            raise fail(row.start(3), f"the owner of vertex {row[1]} must be 0 or 1, not {row[3]}")
        priority = int(row[2])
        target = (1 if priority % 2 == 0 else 2) if priority in chosen else None
        builder.vertex(key[int(row[1])], int(row[3]) + 1, row.start(), label=name, target=target)
    for row in rows:
        for head in row[4].split(","):
            if int(head) not in key:
                raise fail(row.start(4), f"edge to unknown vertex {head.strip()}")
            builder.edge(key[int(row[1])], key[int(head)], row.start(4))
    if start is not None:
        if int(start[1]) not in key:
            raise fail(start.start(1), f"start {start[1]} is not a vertex")
        builder.start(key[int(start[1])], start.start(1))
    return builder.build()


def priorities_of(text: str) -> set[int]:
    """The priorities a PGSolver text gives its vertices (for the note that they are left out)."""
    return {int(match[2]) for match in _VERTEX.finditer(text) if len(match[2]) <= _MAX_DIGITS}


def _unescape(name: str) -> str:
    return re.sub(r"\\(.)", r"\1", name, flags=re.DOTALL)
