"""The native arena format: JSON, one vertex or edge per line.

::

    {"format": "gameviz-arena", "version": 1,
     "vertices": [{"id": "10,1", "player": 1, "label": "(10,1)"}, ...],
     "edges": [["10,1", "9,2"], ...],
     "targets": {"1": ["0,1"], "2": ["0,2"]},
     "start": "10,1",
     "game": "sticks:n=10,take=1-3,last=loses"}

``label``, ``start`` and ``game`` are optional. Errors name the line and column
of the faulty element. An arena of more than two players (vertices of J3, J4, …,
targets ``"3"``, …) is written as version 2; version 1, two players, is still
read.

A file is decoded at once into typed records, then its vertices and moves are checked a whole column at a
time (no id twice, every move between vertices, no move twice…) and packed into arrays
(:mod:`gameviz.io.json_columns`), without a Python call per move. Only a file that does not pass is
read again by Python's parser, item by item, by :class:`~gameviz.io.builder.ArenaBuilder`, which names
the first mistake (and the file's limits of nesting and digits are checked then).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

from gameviz.core.arena import MAX_PLAYERS, PLAYERS, Arena, Vertex, is_player
from gameviz.core.errors import NAMED, ArenaFormatError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.builder import ArenaBuilder, Fail, player_of
from gameviz.io.json_columns import packed_arena
from gameviz.io.json_position import check_limits, locate, read_json

FORMAT = "gameviz-arena"
#: The version written: 1 for two players (as every earlier gameviz writes), 2 for more.
VERSION = 1
VERSIONS = (1, 2)


def arena_to_json(arena: Arena) -> str:
    """The JSON text of ``arena`` (ids, owners, labels, moves in order, targets, start)."""
    dumps = json.dumps
    lines = ["{", *_header_lines(arena)]
    vertex_lines = ["    " + dumps(_vertex_item(arena, v), ensure_ascii=False) for v in arena]
    lines.append('  "vertices": [')
    lines.append(",\n".join(vertex_lines))
    lines.append("  ],")
    edge_lines = [
        "    " + dumps([arena.id(u), arena.id(w)], ensure_ascii=False) for u, w in arena.edges()
    ]
    lines.append('  "edges": [')
    lines.append(",\n".join(edge_lines))
    lines.append("  ],")
    targets = {str(p): [arena.id(v) for v in arena.targets(p)] for p in arena.player_numbers()}
    lines.append(f'  "targets": {dumps(targets, ensure_ascii=False)}')
    lines.append("}")
    return "\n".join(line for line in lines if line) + "\n"


def _header_lines(arena: Arena) -> list[str]:
    """The lines of the format, its version, and the arena's game and start when it has them."""
    version = VERSION if arena.players == 2 else 2
    lines = [f'  "format": "{FORMAT}",', f'  "version": {version},']
    if arena.game:
        lines.append(f'  "game": {json.dumps(arena.game, ensure_ascii=False)},')
    if arena.start is not None:
        lines.append(f'  "start": {json.dumps(arena.id(arena.start), ensure_ascii=False)},')
    return lines


def _vertex_item(arena: Arena, v: Vertex) -> dict[str, Any]:
    """The object of vertex ``v``: its id, its player, and its label when it is not the id."""
    item: dict[str, Any] = {"id": arena.id(v), "player": arena.player(v)}
    if arena.label(v) != arena.id(v):
        item["label"] = arena.label(v)
    return item


def arena_from_json(text: str, source: str = "arena.json") -> Arena:
    """Read the native JSON format.

    Raises
    ------
    ArenaFormatError
        With the line and column of the mistake.
    """

    def fail(path: tuple[Any, ...], reason: str) -> ArenaFormatError:
        line, column = locate(text, path)
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")
        named = Sentence(NAMED, name=where, reason=reason) if where else reason
        return ArenaFormatError(named, source=source, line=line, column=column)

    arena = packed_arena(text, fail)
    if arena is not None:
        return arena
    # something wrong or unusual: read item by item, to name it
    data = read_json(text, ArenaFormatError, source)
    with _limits_first(text, source):
        version = _version(data, fail)
        check_limits(text, ArenaFormatError, source)
        builder = _built(data, version, fail)
        _targets(builder, data.get("targets", {}), version, players=2 if version == 1 else MAX_PLAYERS)
        start = data.get("start")
        if start is not None and not isinstance(start, str):
            raise fail(("start",), Sentence(QT_TRANSLATE_NOOP("errors", "start {start} is not a vertex"), start=repr(start)))
        builder.start(start, ("start",))
        game = data.get("game")
        if game is not None and not isinstance(game, str):
            raise fail(("game",), Sentence(QT_TRANSLATE_NOOP("errors", "the game is a specification string")))
        builder.game(game, ("game",))
    return builder.build()


@contextlib.contextmanager
def _limits_first(text: str, source: str) -> Iterator[None]:
    """A mistake found in the parsed value is said after the limits of nesting and digits, which
    explain it first when the text passes one of them (the parser reads deeper and longer)."""
    try:
        yield
    except ArenaFormatError:
        check_limits(text, ArenaFormatError, source)
        raise


def _built(data: Any, version: int, fail: Fail) -> ArenaBuilder:
    """The builder holding the vertices and moves of the file, added item by item."""
    builder = ArenaBuilder(fail)
    for i, item in enumerate(_get(data, "vertices", list, fail)):
        _vertex(builder, item, ("vertices", i), version)
    for i, edge in enumerate(_get(data, "edges", list, fail)):
        _edge(builder, edge, i)
    return builder


def _edge(builder: ArenaBuilder, edge: Any, i: int) -> None:
    """Add the edge written as the ``i``-th item of ``edges``: a pair of vertex ids."""
    if not (isinstance(edge, list) and len(edge) == 2 and all(isinstance(e, str) for e in edge)):
        raise builder.fail(("edges", i), Sentence(QT_TRANSLATE_NOOP("errors", 'an edge is a pair of vertex ids, ["from", "to"]')))
    builder.edge(edge[0], edge[1], ("edges", i), ends=(("edges", i, 0), ("edges", i, 1)))


def _version(data: Any, fail: Fail) -> int:
    """The version of a file's object, or the error saying why it is not an arena file."""
    if not isinstance(data, dict):
        raise fail((), Sentence(QT_TRANSLATE_NOOP("errors", "an arena file holds one JSON object")))
    if data.get("format") != FORMAT:
        raise fail(("format",) if "format" in data else (),
                   Sentence(QT_TRANSLATE_NOOP("errors", '"format" must be "{format}"'), format=FORMAT))
    version = data.get("version")
    if version not in VERSIONS or isinstance(version, bool):
        raise fail(("version",) if "version" in data else (),
                   Sentence(QT_TRANSLATE_NOOP("errors", "version {version} is not supported (this gameviz reads "
                                                        "versions 1 and 2)"), version=repr(version)))
    return int(version)


def _vertex(builder: ArenaBuilder, item: Any, path: tuple[Any, ...], version: int) -> None:
    """Add the vertex written as ``item`` at ``path``."""
    fail = builder.fail
    if not isinstance(item, dict):
        raise fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "a vertex is an object with an id and a player")))
    vid = item.get("id")
    if not isinstance(vid, str) or not vid:
        raise fail(path, Sentence(QT_TRANSLATE_NOOP("errors", "a vertex needs a non-empty string id")))
    label = item.get("label", vid)
    if not isinstance(label, str):
        raise fail((*path, "label"), Sentence(QT_TRANSLATE_NOOP("errors", "a label is a string")))
    player = item.get("player")
    if version == 1 and is_player(player) and player not in PLAYERS:
        raise fail((*path, "player"), Sentence(QT_TRANSLATE_NOOP("errors", "{what} must be 1 or 2 in version 1 (an arena of more "
                                                                     "players is version 2), not {player}"),
                                               what=player_of(vid), player=player))
    where = (*path, "player") if "player" in item else path
    number = builder.player(player, where, player_of(vid), digits=False)
    builder.vertex(vid, number, (*path, "id"), label=label, label_at=(*path, "label") if "label" in item else None)


def _targets(builder: ArenaBuilder, targets: Any, version: int, players: int) -> None:
    """Mark the targets written as ``{"1": [ids], "2": [ids]}``."""
    names = [str(p) for p in range(1, players + 1)]
    if not isinstance(targets, dict) or not set(targets) <= set(names):
        example = '{"1": [ids], "2": [ids]}' if version == 1 else '{"1": [ids], "2": [ids], "3": [ids], …}'
        raise builder.fail(("targets",), Sentence(QT_TRANSLATE_NOOP("errors", "targets are {example}"), example=example))
    for player in names:
        items = targets.get(player, [])
        if not isinstance(items, list):
            raise builder.fail(("targets", player), Sentence(QT_TRANSLATE_NOOP("errors", "a list of vertex ids is expected")))
        for i, vid in enumerate(items):
            if not isinstance(vid, str):
                raise builder.fail(("targets", player, i),
                                   Sentence(QT_TRANSLATE_NOOP("errors", "target {target} is not a vertex"), target=repr(vid)))
            builder.target(vid, int(player), ("targets", player, i))


def _get(data: dict[Any, Any], key: str, kind: type, fail: Fail) -> Any:
    if key not in data:
        raise fail((), Sentence(QT_TRANSLATE_NOOP("errors", 'the "{key}" list is missing'), key=key))
    value = data[key]
    if not isinstance(value, kind):
        raise fail((key,), Sentence(QT_TRANSLATE_NOOP("errors", '"{key}" must be a {kind}'), key=key, kind=kind.__name__))
    return value
