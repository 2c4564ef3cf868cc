"""The JSON reader checks and packs a file's vertices and moves a column at a time; a file it finds
wrong or unusual is read again item by item. Both give the same arena, the same packed arrays, and the
same first mistake, with its place."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import ArenaFormatError
from gameviz.core.packed import pack
from gameviz.io.json_arena import arena_from_json, arena_to_json
from tests.arenas import arenas
from tests.conftest import budget


def item_by_item(text: str):
    """The same file read by the item-by-item reader: a member gameviz does not know sends it there
    (written first, on the first line, so that every other line stays as it was)."""
    assert text.startswith("{")
    return arena_from_json('{"note": "read item by item", ' + text[1:], "test")


def packed_arrays(arena) -> list[np.ndarray]:
    packed = arena.packed()
    return [packed.succ_ptr, packed.succ_idx, packed.pred_ptr, packed.pred_idx, packed.owner, packed.target,
            *(packed.targets[p] for p in sorted(packed.targets))]


@budget(300)
@given(arena=st.sampled_from([2, 3]).flatmap(lambda players: arenas(odd_ids=True, players=players)))
def test_reading_a_column_at_a_time_gives_the_arena_read_item_by_item(arena):
    text = arena_to_json(arena)
    fast, slow = arena_from_json(text, "test"), item_by_item(text)
    assert fast._packed is not None  # read packed, its arrays kept
    assert fast.same_as(slow) and fast.same_as(arena)
    assert [fast.targets(p) for p in range(1, 7)] == [slow.targets(p) for p in range(1, 7)]
    assert fast.start == slow.start and fast.game == slow.game
    for ours, theirs in zip(packed_arrays(fast), packed_arrays(slow), strict=True):
        assert ours.dtype == theirs.dtype and ours.tolist() == theirs.tolist()
    view = fast.indexed()
    again = pack(view, {p: fast.targets(p) for p in range(1, 7)})  # the lists made from the arrays pack back
    for ours, theirs in zip(packed_arrays(fast), [again.succ_ptr, again.succ_idx, again.pred_ptr, again.pred_idx,
                                                  again.owner, again.target, *(again.targets[p] for p in range(1, 7))],
                            strict=True):
        assert ours.tolist() == theirs.tolist()


def arena_text(vertices, edges, targets=None) -> str:
    return json.dumps({"format": "gameviz-arena", "version": 1, "vertices": vertices, "edges": edges,
                       "targets": targets or {}}, indent=1)


VERTICES = [{"id": "a", "player": 1}, {"id": "b", "player": 2}, {"id": "c", "player": 1, "label": "C"}]


@pytest.mark.parametrize(("vertices", "edges", "mistake"), [
    (VERTICES, [["a", "b"], ["b", "c"], ["a", "b"]], "edges[2]: the edge a → b appears twice"),
    (VERTICES, [["a", "b"], ["b", "x"], ["a", "b"]], "edges[1][1]: edge to unknown vertex 'x'"),
    (VERTICES, [["a", "b"], ["b"], ["a", "b"]], 'edges[1]: an edge is a pair of vertex ids, ["from", "to"]'),
    ([*VERTICES, {"id": "a", "player": 2}], [], "vertices[3].id: duplicate vertex id 'a'"),
    ([*VERTICES, {"id": "d", "player": 3}], [], "vertices[3].player: player of vertex 'd' must be 1 or 2"),
    ([*VERTICES, {"id": "d", "player": True}], [], "vertices[3].player: player of vertex 'd' must be 1 to 6"),
    ([*VERTICES, {"id": "d", "player": 1, "label": 7}], [], "vertices[3].label: a label is a string"),
    ([*VERTICES, {"id": "d", "player": 1, "label": None}], [], "vertices[3].label: a label is a string"),
    ([*VERTICES, {"id": "", "player": 1}], [], "vertices[3]: a vertex needs a non-empty string id"),
    ([*VERTICES, {"id": "d\ud800", "player": 1}], [], "vertices[3].id: the vertex id 'd\\ud800' holds a lone"),
])
def test_the_first_mistake_is_named_at_its_place(vertices, edges, mistake):
    text = arena_text(vertices, edges)
    with pytest.raises(ArenaFormatError) as error:
        arena_from_json(text, "test")
    assert mistake in str(error.value)
    with pytest.raises(ArenaFormatError) as again:
        item_by_item(text)
    assert (again.value.reason, again.value.line) == (error.value.reason, error.value.line)


def test_a_move_written_twice_is_refused_at_its_second_place_among_many():
    vertices = [{"id": f"v{i}", "player": 1 + i % 2} for i in range(1000)]
    edges = [[f"v{i}", f"v{(i * 7 + 1) % 1000}"] for i in range(1000)]
    edges.insert(900, list(edges[123]))
    with pytest.raises(ArenaFormatError, match=r"line 7607, column 3: edges\[900\]: the edge v123 → v862 appears twice"):
        arena_from_json(arena_text(vertices, edges), "test")


def test_nesting_too_deep_is_named_first_wherever_the_columns_find_it():
    label = "[" * 300 + "]" * 300
    text = arena_text(VERTICES, []).replace('"label": "C"', f'"label": {label}')
    with pytest.raises(ArenaFormatError, match="nested more than 200 levels deep"):
        arena_from_json(text, "test")
    text = arena_text(VERTICES, [], {"1": ["a"]}).replace('"a"\n  ]', f'"a", {label}\n  ]')
    with pytest.raises(ArenaFormatError, match="nested more than 200 levels deep"):
        arena_from_json(text, "test")


def test_a_version_of_too_many_digits_is_refused_for_its_digits():
    text = arena_text(VERTICES, []).replace('"version": 1', '"version": 1.' + "0" * 400)
    with pytest.raises(ArenaFormatError, match="a number of more than 300 digits"):
        arena_from_json(text, "test")


@budget(100)
@given(arena=arenas(odd_ids=True))
def test_the_warnings_are_the_same_counted_on_the_packed_arrays(arena):
    packed = arena_from_json(arena_to_json(arena), "test")
    assert packed._packed is not None
    assert packed.warnings() == arena.warnings()


@budget(100)
@given(arena=arenas(odd_ids=True), data=st.data())
def test_an_arena_read_packed_is_edited_as_one_read_item_by_item(arena, data):
    text = arena_to_json(arena)
    fast, slow = arena_from_json(text, "test"), item_by_item(text)
    ids = arena.ids()
    kept, removed = data.draw(st.sampled_from(ids)), data.draw(st.sampled_from(ids))
    for read in (fast, slow):
        assert read.label(read.vertex(kept)) == arena.label(arena.vertex(kept))
        read.add_vertex("added", 2)
        read.add_edge("added", read.vertex(kept))
        read.set_label(read.vertex(kept), "relabelled")
        read.remove_vertex(read.vertex(removed))
    assert fast.same_as(slow) and fast.start == slow.start
    assert [fast.targets(p) for p in range(1, 3)] == [slow.targets(p) for p in range(1, 3)]


@budget(100)
@given(arena=arenas(odd_ids=True), acyclic=arenas(acyclic=True))
def test_an_arena_read_packed_has_a_cycle_where_networkx_finds_one(arena, acyclic):
    import networkx as nx

    for written in (arena, acyclic):
        read = arena_from_json(arena_to_json(written), "test")
        assert read._moves._csr is not None  # (no lists made: the walk runs on the arrays)
        assert read.is_acyclic() == written.is_acyclic() == nx.is_directed_acyclic_graph(written.to_networkx())
    assert acyclic.is_acyclic()
