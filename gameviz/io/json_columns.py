"""A native JSON arena file read at once: typed records decoded in C, then checked and packed a column at a time.

msgspec decodes the file straight into records of the format's shape (the format's name and version, each
vertex's non-empty id, player from 1 to 6 and optional label of at most :data:`MAX_TEXT` characters, each
move a pair of ids), three times as fast as Python's parser and in a third of its memory; then each check
runs over a whole column (ids written twice, players of the version, moves and targets naming vertices),
and the moves are turned into vertex numbers and packed (:func:`gameviz.core.packed.pack_moves`) without a
Python call per move. A file that does not fit (a mistake, or something unusual such as a vertex's member
gameviz does not know) gives up: the reader then reads the file item by item, and names the first mistake
there. The one mistake named here is a move written twice, which only the whole column shows, at its
second place.
"""

from __future__ import annotations

import itertools
from operator import attrgetter
from typing import Annotated, Literal

import msgspec
import numpy as np

from gameviz.core.arena import MAX_PLAYERS, PLAYERS, Arena
from gameviz.core.packed import pack_moves
from gameviz.core.translate import Sentence
from gameviz.io.builder import MAX_TEXT, MAX_VERTICES, TWICE, Fail
from gameviz.io.id_numbers import id_numbers, repeated_move

_Text = Annotated[str, msgspec.Meta(max_length=MAX_TEXT)]


class _Vertex(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """A vertex as the file writes it."""

    id: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_TEXT)]
    player: Annotated[int, msgspec.Meta(ge=1, le=MAX_PLAYERS)]
    label: _Text | msgspec.UnsetType = msgspec.UNSET


class _File(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """The file's object, with the members gameviz writes."""

    format: Literal["gameviz-arena"]
    version: Literal[1, 2]
    vertices: list[_Vertex]
    edges: list[tuple[str, str]]
    targets: dict[str, list[str]] = {}
    start: str | None = None
    game: _Text | None = None


_DECODER = msgspec.json.Decoder(_File)


def packed_arena(text: str, fail: Fail) -> Arena | None:
    """The arena of a file's ``text``, decoded at once and checked a column at a time; None when it does not
    fit (the reader then reads it item by item, to name what is wrong).

    Raises
    ------
    ArenaFormatError
        For a move written twice, at its second place.
    """
    try:
        file = _DECODER.decode(text)
    except msgspec.MsgspecError:
        return None
    players = MAX_PLAYERS if file.version > 1 else len(PLAYERS)
    vertices = _vertices(file.vertices, players)
    if vertices is None or not file.targets.keys() <= {str(p) for p in range(1, players + 1)}:
        return None
    ids, owner, labels = vertices
    file.vertices = []  # let the records go
    numbered = _numbered(file, ids, fail)
    if numbered is None:
        return None
    sources, heads, targets, start = numbered
    target = np.zeros(len(ids), dtype=np.uint8)
    for player, seeds in targets.items():
        target[seeds] = player
    arena = Arena.from_packed(pack_moves(ids, owner, sources, heads, target, targets), ids, labels, start=start)
    arena.game = file.game or None
    return arena


def _numbered(file: _File, ids: list[str], fail: Fail) -> tuple[np.ndarray, np.ndarray, dict[int, np.ndarray],
                                                                 int | None] | None:
    """The moves' sources and heads, each player's targets and the start as vertex numbers, if every id
    the file names is a vertex's, written once, and no vertex is a target twice; else None.

    Raises
    ------
    ArenaFormatError
        For a move written twice, at its second place.
    """
    named = [*itertools.chain.from_iterable(file.edges), *itertools.chain.from_iterable(file.targets.values()),
             *([file.start] if file.start else [])]
    numbers = id_numbers(ids, named)
    if numbers is None:
        return None
    sources, heads = _moves(numbers[:2 * len(file.edges)], len(ids), file.edges, fail)
    targets = _targets(file.targets, numbers[2 * len(file.edges):])
    if targets is None:
        return None
    return sources, heads, targets, int(numbers[-1]) if file.start else None


def _vertices(vertices: list[_Vertex], players: int) -> tuple[list[str], np.ndarray, list[str]] | None:
    """The ids, players and labels (the id where there is none) of the vertices, if there are some, at most
    :data:`MAX_VERTICES`, each of a player of the version (1 to ``players``)."""
    if not 0 < len(vertices) <= MAX_VERTICES:
        return None
    owner = np.fromiter(map(attrgetter("player"), vertices), dtype=np.uint8, count=len(vertices))
    if owner.max() > players:
        return None
    ids = list(map(attrgetter("id"), vertices))
    labels = list(map(attrgetter("label"), vertices))
    unlabelled = labels.count(msgspec.UNSET)
    if unlabelled == len(labels):
        labels = list(ids)
    elif unlabelled:
        labels = [vid if label is msgspec.UNSET else label for vid, label in zip(ids, labels, strict=True)]
    return ids, owner, labels


def _moves(numbers: np.ndarray, n: int, edges: list[tuple[str, str]], fail: Fail) -> tuple[np.ndarray, np.ndarray]:
    """The moves' sources and heads, from the vertex ``numbers`` (below ``n``) of the ids of ``edges``, in
    turn.

    Raises
    ------
    ArenaFormatError
        For a move written twice, at its second place.
    """
    sources, heads = numbers[0::2], numbers[1::2]
    k = repeated_move(sources, heads, n)
    if k is not None:
        raise fail(("edges", k), Sentence(TWICE, tail=edges[k][0], head=edges[k][1]))
    return sources, heads


def _targets(targets: dict[str, list[str]], numbers: np.ndarray) -> dict[int, np.ndarray] | None:
    """Each player's targets as vertex numbers, in order (``numbers`` holds those of the ids of ``targets``,
    in turn), if no vertex is named twice; else None."""
    bounds = np.cumsum([0, *map(len, targets.values())]).tolist()
    seeds = {int(name): numbers[begin:end] for name, begin, end in zip(targets, bounds, bounds[1:], strict=False)}
    every = numbers[:bounds[-1]]
    return seeds if len(np.unique(every)) == len(every) else None
