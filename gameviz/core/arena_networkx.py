"""Arenas to and from ``networkx.DiGraph``, for those who study them with networkx."""

from __future__ import annotations

from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.core.vertices import default_id, player_number


def to_networkx(arena: Arena) -> Any:
    """A ``networkx.DiGraph`` with node attributes ``player``, ``target``, ``label``, ``id``.

    ``target`` is 1, 2 or 0 (no target); the graph attribute ``start`` holds
    the start vertex (or None).
    """
    import networkx as nx

    graph = nx.DiGraph(start=arena.start)
    for v in arena:
        graph.add_node(
            v,
            player=arena.player(v),
            target=arena.target_of(v) or 0,
            label=arena.label(v),
            id=arena.id(v),
        )
    graph.add_edges_from(arena.edges())
    return graph


def from_networkx(graph: Any) -> Arena:
    """Build an arena from a ``networkx.DiGraph`` made like :func:`to_networkx`.

    Raises
    ------
    InputError
        If a node has no ``player`` attribute or a bad one.
    """
    arena = Arena()
    for v, data in graph.nodes(data=True):
        if "player" not in data:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "node {node} has no 'player' "
                                                                  "attribute"), node=repr(default_id(v))))
        arena.add_vertex(
            v,
            player_number(data["player"], v),
            label=data.get("label"),
            id=data.get("id"),
            target=player_number(data["target"], v) if data.get("target") else None,
        )
    for u, v in graph.edges():
        arena.add_edge(u, v)
    arena.start = graph.graph.get("start")
    return arena
