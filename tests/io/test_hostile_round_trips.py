"""Arenas whose ids and labels are hostile to every format read back exactly as they were written,
and gameviz reads DOT files as Graphviz's own parser does."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.arena import Arena
from gameviz.io.dot import arena_from_dot, arena_to_dot
from gameviz.io.graphml import arena_from_graphml, arena_to_graphml
from gameviz.io.json_arena import arena_from_json, arena_to_json
from tests.conftest import budget

FORMATS = {
    "json": (arena_to_json, arena_from_json),
    "dot": (arena_to_dot, arena_from_dot),
    "graphml": (arena_to_graphml, arena_from_graphml),
}

#: Keywords of DOT, its punctuation, quotes, backslashes, every kind of line end, controls,
#: escape sequences, bidirectional marks, characters XML cannot hold, letters beyond ASCII.
TRICKY = ["node", "edge", "graph", "digraph", "subgraph", "strict", "Node", "GRAPH", "->", "--", "{", "}", "[",
          "]", ";", "=", ":", ",", "<a>", "<<b>>", "&amp;", "&#13;", "0", "-1", ".5", "a b", '"', "'", "\\",
          "\\\\", '\\"', "a\\", "\r", "\r\n", "\n", "\t", "\x00", "\x01", "\x1b[31m", "\x7f", "\x85", "\u2028",
          "\u202e", "\ufffe", "\uffff", "é", "日本", "😀", "\\x01", "\\n", " "]

HOSTILE_TEXT = st.one_of(
    st.sampled_from(TRICKY),
    st.lists(st.sampled_from(TRICKY), min_size=2, max_size=4).map("".join),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=10),
    st.text(alphabet=st.sampled_from(['a', '"', "\\", "\r", "\n", "\x02", "é"]), min_size=3_000, max_size=3_100),
)


@st.composite
def hostile_arenas(draw, max_vertices: int = 6, players: int = 3, labels: bool = True,
                   dead_ends: bool = True) -> Arena:
    """An arena whose ids (and ``labels``) are drawn from :data:`HOSTILE_TEXT`, with targets and a
    start; without ``dead_ends``, every vertex has a move."""
    ids = draw(st.lists(HOSTILE_TEXT, min_size=1, max_size=max_vertices, unique=True))
    arena = Arena()
    for vid in ids:
        label = draw(st.one_of(st.none(), HOSTILE_TEXT)) if labels else None
        arena.add_vertex(vid, draw(st.integers(1, players)), label=label,
                         target=draw(st.sampled_from([None, None, *range(1, players + 1)])))
    moves = draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids)), max_size=2 * len(ids)))
    if not dead_ends:
        moves = [(vid, draw(st.sampled_from(ids))) for vid in ids] + moves
    for a, b in moves:
        arena.add_edge(a, b)
    if draw(st.booleans()):
        arena.start = draw(st.sampled_from(ids))
    return arena


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
@budget(300)
@given(arena=hostile_arenas())
def test_hostile_ids_and_labels_read_back_as_written(fmt, arena):
    write, read = FORMATS[fmt]
    again = read(write(arena), "test")
    assert again.same_as(arena)
    assert [again.player(v) for v in again] == [arena.player(v) for v in arena]


def test_quoted_keywords_are_vertices_not_statements():
    arena = Arena()
    for number, name in enumerate(["node", "edge", "graph"], start=1):
        arena.add_vertex(name, 1 + number % 2, label=f"the {name}", target=number % 2 + 1)
    arena.add_edge("node", "edge")
    again = arena_from_dot(arena_to_dot(arena))
    assert again.same_as(arena)
    assert [again.label(v) for v in again] == ["the node", "the edge", "the graph"]


def test_graphml_keeps_a_carriage_return_and_control_characters():
    arena = Arena()
    arena.add_vertex("a\rb", 1, label="x\r\ny")
    arena.add_vertex("\x01\\x01", 2)
    arena.add_edge("a\rb", "\x01\\x01")
    text = arena_to_graphml(arena)
    assert "\x01" not in text and '<data key="escaped">true</data>' in text
    assert arena_from_graphml(text).same_as(arena)
