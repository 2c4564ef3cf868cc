"""An arena from the course's dictionaries: ``arene = {sommet: [successeurs]}``, the owners, V1 and V2."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gameviz.core.arena import Arena, Vertex, default_id
from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence


def arena_from_successors(
    successors: Mapping[Vertex, Iterable[Vertex]],
    owners: Mapping[Vertex, int],
    targets1: Iterable[Vertex] = (),
    targets2: Iterable[Vertex] = (),
    start: Vertex | None = None,
) -> Arena:
    """Build an arena from the course's dictionaries.

    Parameters
    ----------
    successors
        ``{vertex: [successors]}``, like the course's ``arene``.
    owners
        The player of every vertex.
    targets1, targets2
        V1 and V2.
    start
        The start vertex, if any.
    """
    arena = Arena()
    for v in successors:
        arena.add_vertex(v, owners[v])
    for v, succ in successors.items():
        for w in succ:
            arena.add_edge(v, w)
    for player, targets in ((1, targets1), (2, targets2)):
        for v in targets:
            if arena.target_of(v) not in (None, player):
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "vertex '{vertex}' is a target of both players"),
                                          vertex=default_id(v)))
            arena.set_target(v, player)
    arena.start = start
    return arena
