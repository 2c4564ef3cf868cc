"""Every writable format gives back exactly the arena it was given."""

from __future__ import annotations

import pytest
from hypothesis import given

from gameviz.core.arena import Arena
from gameviz.games import arena_from_spec
from gameviz.io import read_arena, write_arena
from gameviz.io.dot import arena_from_dot, arena_to_dot
from gameviz.io.graphml import arena_from_graphml, arena_to_graphml
from gameviz.io.json_arena import arena_from_json, arena_to_json
from gameviz.resources import resource
from tests.arenas import arenas
from tests.conftest import budget

FORMATS = {
    "json": (arena_to_json, arena_from_json),
    "dot": (arena_to_dot, arena_from_dot),
    "graphml": (arena_to_graphml, arena_from_graphml),
}


@pytest.mark.parametrize("fmt", FORMATS)
@budget(400)
@given(arena=arenas(odd_ids=True))
def test_round_trip_is_lossless(fmt, arena):
    write, read = FORMATS[fmt]
    again = read(write(arena), "test")
    assert again.same_as(arena)


@pytest.mark.parametrize("suffix", [".json", ".dot", ".gv", ".graphml"])
@pytest.mark.parametrize("spec", ["sticks", "chomp:rows=2,cols=3", "tictactoe"])
def test_game_arenas_survive_files(tmp_path, suffix, spec):
    arena = arena_from_spec(spec)
    path = tmp_path / f"arena{suffix}"
    write_arena(arena, path)
    again = read_arena(path)
    assert again.same_as(arena)
    assert again.game == arena.game


def test_networkx_conversion_round_trip():
    arena = arena_from_spec("chomp:rows=2,cols=2")
    graph = arena.to_networkx()
    node = next(v for v in graph if arena.label(v) == "4e")
    assert graph.nodes[node] == {"player": 2, "target": 1, "label": "4e", "id": "4e"}
    assert graph.graph["start"] == arena.start
    assert Arena.from_networkx(graph).same_as(arena)


def test_networkx_files_written_by_networkx_are_read(tmp_path):
    import networkx as nx

    arena = arena_from_spec("sticks:n=4")
    graph = nx.relabel_nodes(arena.to_networkx(), arena.id)
    for _, data in graph.nodes(data=True):
        del data["id"]
    graph.graph["start"] = arena.id(arena.start)
    path = tmp_path / "nx.graphml"
    nx.write_graphml(graph, path)
    again = read_arena(path)
    assert again.same_as(arena)


def test_course_notation_of_the_ten_sticks(tmp_path):
    text = """
# Création du graphe du jeu de Nim étudié précédemment
arene = {(k, i): [(k - q, 3 - i) for q in (1, 2, 3) if k - q >= 0]
         for k in range(11) for i in (1, 2) if (k, i) != (10, 2)}
Sommets1 = {(k,1) : True for k in range(11)}
Sommets2 = {(k,2) : True for k in range(10)}
Victoire1 = {(0,1) : True} # J1 ne peut plus jouer, J2 a enlevé le dernier
Victoire2 = {(0,2) : True}

def transpose(G):
    import os
    os.system("echo this never runs")
"""
    path = tmp_path / "arene.py"
    path.write_text(text, encoding="utf-8")
    arena = read_arena(path)
    assert _shape(arena) == _shape(arena_from_spec("sticks"))
    assert arena.label((10, 1)) == "(10,1)"
    assert arena.targets(1) == [(0, 1)] and arena.targets(2) == [(0, 2)]


def _shape(arena: Arena) -> dict:
    return {
        arena.id(v): (arena.player(v), arena.target_of(v), {arena.id(w) for w in arena.successors(v)})
        for v in arena
    }


def test_course_example_file_is_the_ten_stick_game():

    path = resource("examples", "batonnets10.py")
    assert _shape(read_arena(path)) == _shape(arena_from_spec("sticks"))
