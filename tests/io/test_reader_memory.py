"""Readers take memory proportional to their input: at most 10 times a file's size, measured with
tracemalloc, for long strings and labels, many moves and files as gameviz writes them. Where each
vertex or leaf is only a few bytes, what is read (the arena, the tree) outweighs that by itself: there
the reader's own memory, beyond what it returns, is held to 10 times the file. Python's parser, which reads
the course's .py arenas, takes up to 900 times a file's size: those files are refused beyond 250,000 bytes,
before it parses them."""

from __future__ import annotations

import json
import tracemalloc

import pytest

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.io import read_arena
from gameviz.io.course import arena_from_course
from gameviz.io.dot import arena_from_dot, arena_to_dot
from gameviz.io.exercise_tree import parse_labelled, parse_nested
from gameviz.io.files import MAX_NESTING
from gameviz.io.graphml import arena_from_graphml
from gameviz.io.json_arena import arena_from_json
from gameviz.io.pgsolver import arena_from_pgsolver

MB = 1_000_000
#: The size of the files read: large enough that what a reader keeps per byte, not what it costs once, shows.
SIZE = 60_000


def written(n: int, write=arena_to_dot) -> str:
    arena = Arena()
    for i in range(n):
        arena.add_vertex(f"v{i}", 1 + i % 2)
    for i in range(n - 1):
        arena.add_edge(f"v{i}", f"v{i + 1}")
    return write(arena)


def arena_json(label: str) -> str:
    return ('{"format": "gameviz-arena", "version": 1, "vertices": [{"id": "a", "player": 1, "label": "'
            + label + '"}], "edges": [], "targets": {}}')


SHAPES = {
    "json one long string": lambda size: arena_json("x" * size),
    "json one string of escapes": lambda size: arena_json('\\"' * (size // 2)),
    "dot one long label": lambda size: 'digraph { a [player=1, label="' + "x" * size + '"]; }',
    "dot one label of escapes": lambda size: 'digraph { a [player=1, label="' + 'a\\"' * (size // 3) + '"]; }',
    "dot one html label": lambda size: "digraph { a [player=1, label=<" + "<b>x</b>" * (size // 8) + ">]; }",
    "dot one long comment": lambda size: "digraph { /*" + "x" * size + "*/ a [player=1]; }",
    "gm one long name": lambda size: 'parity 1;\n0 0 0 0 "' + "x" * size + '";\n',
    "gm one vertex of many moves": lambda size: "parity 1;\n0 0 0 " + ",".join(["0"] * (size // 2)) + ";\n",
    "graphml one long label": lambda size: (
        '<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><key id="player" for="node" attr.name="player" '
        'attr.type="int"/><key id="label" for="node" attr.name="label" attr.type="string"/><graph '
        f'edgedefault="directed"><node id="a"><data key="player">1</data><data key="label">{"x" * size}</data>'
        "</node></graph></graphml>"),
    "labelled tree one long label": lambda size: '{"label": "' + "x" * size + '", "value": 1}',
}
READERS = {"json": arena_from_json, "dot": arena_from_dot, "gm": arena_from_pgsolver, "graphml": arena_from_graphml,
           "labelled": parse_labelled}

#: Files of many vertices or leaves of a few bytes each.
SMALL_ITEMS = {
    "dot many vertices": (arena_from_dot, lambda size: "digraph {\n" + "".join(
        f"v{i} [player=1];\n" for i in range(size // 18)) + "}\n"),
    "gm many vertices": (arena_from_pgsolver, lambda size: "parity 1;\n" + "".join(
        f"{i} 0 {i % 2} {i};\n" for i in range(size // 14))),
    "dot as gameviz writes it": (arena_from_dot, lambda size: written(size // 90)),
}

#: Exercise trees as nested lists: chains as deep as a tree may be, side by side, and one flat list.
NESTED = {
    "nested chains as deep as allowed": lambda size: "[" + ",".join(
        ["[" * (MAX_NESTING - 1) + "1" + "]" * (MAX_NESTING - 1)] * (size // (2 * MAX_NESTING))) + "]",
    "nested one flat list": lambda size: "[" + ",".join(["1"] * (size // 2)) + "]",
    "nested lists of ten leaves": lambda size: "[" + ",".join(["[" + ",".join(["7"] * 10) + "]"] * (size // 22)) + "]",
}


@pytest.fixture(autouse=True, scope="module")
def _modules_loaded():
    """What a first reading imports (NumPy's parts that pack a JSON arena) is not the reading's memory."""
    arena_from_json(arena_json("x"), "warm-up")


def peak_and_kept(read, text: str) -> tuple[int, int]:
    """The peak memory of reading ``text`` and the memory what it returns keeps."""
    tracemalloc.start()
    try:
        try:
            result = read(text, source="x")
        except InputError:  # a label over 100,000 characters: refused, after reading it
            result = None
        kept, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del result
    return peak, kept


@pytest.mark.parametrize("shape", SHAPES)
def test_reading_takes_at_most_ten_times_the_file(shape):
    text = SHAPES[shape](SIZE)
    assert SIZE * 0.9 <= len(text.encode()) <= SIZE * 1.1
    peak, _ = peak_and_kept(READERS[shape.split()[0]], text)
    assert peak <= 10 * len(text.encode())


@pytest.mark.parametrize("shape", SMALL_ITEMS)
def test_the_reader_beyond_what_it_returns_takes_at_most_ten_times_the_file(shape):
    read, make = SMALL_ITEMS[shape]
    text = make(SIZE)
    peak, kept = peak_and_kept(read, text)
    assert kept > 0 and peak - kept <= 10 * len(text.encode())


@pytest.mark.parametrize("shape", NESTED)
def test_a_nested_tree_takes_memory_in_proportion_to_its_nodes_however_deep(shape):
    """A node costs the same few hundred bytes at depth 200 as at depth 1 (no path is kept per node),
    and reading holds no more than 10 times the file beyond the tree."""
    text = NESTED[shape](SIZE)
    nodes = text.count("[") + text.count("1") + text.count("7")
    peak, kept = peak_and_kept(parse_nested, text)
    assert 0.9 * SIZE <= len(text) <= SIZE + 2
    assert kept <= 300 * nodes
    assert peak - kept <= 10 * len(text)


def test_a_tree_as_deep_as_allowed_keeps_its_depths_and_names():
    tree = parse_nested("[" + "[" * (MAX_NESTING - 1) + "1" + "]" * (MAX_NESTING - 1) + ", [2, [3, 4]]]")
    assert tree.depth() == MAX_NESTING
    leaf = tree.node_at([0] * MAX_NESTING)
    assert leaf.value == 1 and leaf.label == "d"  # after 2, 3 and 4, which are nearer the root
    assert [tree.node_at(p).label for p in ([], [0], [1], [1, 0], [1, 1], [1, 1, 1])] == ["A", "B", "C", "a", "E", "c"]
    assert tree.is_max(leaf) and tree.is_max(tree.node_at([1, 1])) and not tree.is_max(tree.node_at([0] * 199))


def test_a_long_json_string_is_read_whole():
    # as long as a label may be (100,000 characters, as an arena's), escapes read as JSON reads them
    text = '{"label": "' + "x\\\"" * 50_000 + '", "value": 1}'
    tree = parse_labelled(text)
    assert tree.root.label == 'x"' * 50_000 and json.loads(text)["label"] == tree.root.label
    with pytest.raises(InputError, match="the label is longer than 100,000 characters"):
        parse_labelled('{"label": "' + "x" * 100_001 + '", "value": 1}')


def test_a_course_file_of_a_megabyte_is_refused_in_memory_less_than_its_size(tmp_path):
    text = "arene = {0: [1], 1: []}\nSommets1 = [0]\n" + "a\n" * (MB // 2)  # Python's parser: about 900 MB
    path = tmp_path / "arene.py"
    path.write_text(text, encoding="utf-8")
    for read in (lambda: arena_from_course(text, "arene.py"), lambda: read_arena(path)):
        tracemalloc.start()
        try:
            with pytest.raises(InputError, match="a course .py arena file is at most 250,000 bytes"):
                read()
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < len(text)
