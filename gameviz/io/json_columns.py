"""The vertices, moves and targets of a native JSON arena file, checked and packed a column at a time.

Once Python's parser has read a file, each check runs over a whole column (every id, every player, every
end of a move) in the parser's own C loops, and the moves are turned into vertex numbers and packed
(:func:`gameviz.core.packed.pack_moves`) without a Python call per move. A column that does not pass
(a mistake, or something unusual such as a vertex's member gameviz does not know) gives up: the reader
then reads the file item by item, and names the first mistake there. The one mistake named here is a
move written twice, which only the whole column shows, at its second place.
"""

from __future__ import annotations

import itertools
from operator import itemgetter, methodcaller
from typing import Any

import numpy as np

from gameviz.core.arena import MAX_PLAYERS, PLAYERS, Arena
from gameviz.core.packed import pack_moves
from gameviz.io.builder import MAX_TEXT, MAX_VERTICES, Fail

#: The members of a vertex's object.
VERTEX_KEYS = {"id", "player", "label"}
#: What a vertex without a label has in its place.
_NONE = object()


def packed_arena(data: dict[str, Any], version: int, fail: Fail) -> Arena | None:
    """The arena of a file's object, its vertices, moves and targets checked a column at a time; None
    when a column does not pass.

    Raises
    ------
    ArenaFormatError
        For a move written twice, at its second place.
    """
    vertices = _vertices(data.get("vertices"), MAX_PLAYERS if version > 1 else len(PLAYERS))
    if vertices is None:
        return None
    ids, players, labels = vertices
    index = dict(zip(ids, range(len(ids)), strict=True))
    moves = _moves(data.get("edges"), index, fail) if len(index) == len(ids) else None  # else an id twice
    targets = _targets(data.get("targets", {}), index, MAX_PLAYERS if version > 1 else len(PLAYERS))
    if moves is None or targets is None:
        return None
    target = np.zeros(len(ids), dtype=np.uint8)
    for player, numbers in targets.items():
        target[numbers] = player
    return Arena.from_packed(pack_moves(ids, players, *moves, target, targets, numbers=index), list(ids), labels)


def _vertices(vertices: Any, players: int) -> tuple[list[str], np.ndarray, list[str]] | None:
    """The ids, players and labels of the vertices, if each is an object of known members with a
    non-empty id and a label that a file can hold, and a player from 1 to ``players``."""
    if not _objects(vertices):
        return None
    try:
        ids, numbers = list(map(itemgetter("id"), vertices)), list(map(itemgetter("player"), vertices))
    except KeyError:
        return None
    if not (_texts(ids) and min(map(len, ids)) and set(map(type, numbers)) == {int}):
        return None
    labels = _labels(list(map(methodcaller("get", "label", _NONE), vertices)), ids)
    if labels is None or not 1 <= min(numbers) <= max(numbers) <= players:
        return None
    return ids, np.array(numbers, dtype=np.uint8), labels


def _objects(vertices: Any) -> bool:
    """Whether ``vertices`` is a list of at most :data:`MAX_VERTICES` objects of known members."""
    return (type(vertices) is list and 0 < len(vertices) <= MAX_VERTICES and set(map(type, vertices)) == {dict}
            and set(itertools.chain.from_iterable(vertices)) <= VERTEX_KEYS)


def _labels(labels: list[Any], ids: list[str]) -> list[str] | None:
    """Each vertex's label, its id where it has none (:data:`_NONE`), if every label given is a text a file
    can hold (``null`` is not)."""
    given = [label for label in labels if label is not _NONE]
    if not given:
        return list(ids)
    if not _texts(given):
        return None
    return [vid if label is _NONE else label for vid, label in zip(ids, labels, strict=True)]


def _texts(values: list[Any]) -> bool:
    """Whether every value is a string of at most :data:`MAX_TEXT` characters without a lone surrogate."""
    if set(map(type, values)) != {str} or max(map(len, values)) > MAX_TEXT:
        return False
    try:
        "".join(values).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _numbers(ids: Any, index: dict[str, int]) -> np.ndarray | None:
    """The numbers of the vertices whose ids ``ids`` lists, or None if it is not a list of ids of vertices."""
    if type(ids) is not list or set(map(type, ids)) - {str}:
        return None
    if not ids:
        return np.zeros(0, dtype=np.int64)
    try:
        found = itemgetter(*ids)(index)
    except KeyError:
        return None
    return np.array(found if len(ids) > 1 else [found], dtype=np.int64)


def _moves(edges: Any, index: dict[str, int], fail: Fail) -> tuple[np.ndarray, np.ndarray] | None:
    """The moves as two arrays of vertex numbers, sources and heads, if every edge is a pair of ids of
    vertices, none twice; else None.

    Raises
    ------
    ArenaFormatError
        For a move written twice, at its second place.
    """
    if type(edges) is not list or set(map(type, edges)) - {list} or set(map(len, edges)) - {2}:
        return None
    numbers = _numbers(list(itertools.chain.from_iterable(edges)), index)
    if numbers is None:
        return None
    sources, heads = numbers[0::2], numbers[1::2]
    keys = sources * len(index) + heads
    order = np.argsort(keys, kind="stable")
    repeated = order[1:][keys[order[1:]] == keys[order[:-1]]]
    if len(repeated):
        k = int(repeated.min())
        raise fail(("edges", k), f"the edge {edges[k][0]} → {edges[k][1]} appears twice")
    return sources, heads


def _targets(targets: Any, index: dict[str, int], players: int) -> dict[int, np.ndarray] | None:
    """Each player's targets as vertex numbers, in order, if they are lists of ids of vertices and no
    vertex is named twice; else None."""
    names = {str(p): p for p in range(1, players + 1)}
    if type(targets) is not dict or not targets.keys() <= names.keys():
        return None
    numbers = {names[name]: _numbers(ids, index) for name, ids in targets.items()}
    found = {p: n for p, n in numbers.items() if n is not None}
    return found if len(found) == len(numbers) and _each_once(list(found.values())) else None


def _each_once(numbers: list[np.ndarray]) -> bool:
    """Whether no vertex number is in two of the arrays, or twice in one."""
    every = np.concatenate([np.zeros(0, dtype=np.int64), *numbers])
    return len(np.unique(every)) == len(every)
