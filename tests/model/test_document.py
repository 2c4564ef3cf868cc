"""The open arena and its history of edits, without Qt: push, undo and redo as plain values."""

from __future__ import annotations

import gc
import weakref

import pytest

from gameviz.core.arena_dicts import arena_from_successors
from gameviz.core.errors import InputError
from gameviz.model import edits
from gameviz.model.document import ArenaDocument


def two_vertices() -> ArenaDocument:
    arena = arena_from_successors({"a": ["b"], "b": []}, {"a": 1, "b": 2}, targets1=["b"], start="a")
    return ArenaDocument(arena, title="two")


def test_edits_are_undone_and_redone_in_order_and_the_document_is_solved_after_each():
    document = two_vertices()
    arena, history = document.arena, document.history
    seen: list[object] = []
    document.changed.connect(lambda _: seen.append(("changed", arena.label("a"))))
    history.events.clean.connect(lambda clean: seen.append(("clean", clean)))
    history.push(edits.Rename(document, "a", "start"))
    assert seen == [("changed", "start"), ("clean", False)] and document.modified
    assert document.solution.outcome["a"] == 1  # solved again: J1 reaches b at once
    history.push(edits.SetTarget(document, "b", 2))
    assert document.solution.outcome["a"] == 2 and history.undo_text == "Change target"
    seen.clear()
    history.undo()
    assert document.solution.outcome["a"] == 1 and history.undo_text == "Rename vertex"
    history.undo()
    assert seen == [("changed", "start"), ("changed", "a"), ("clean", True)] and not document.modified
    assert (history.can_undo, history.can_redo) == (False, True)
    history.undo()  # nothing left to undo
    assert arena.label("a") == "a" and len(history) == 2
    history.redo()
    history.redo()
    history.redo()  # nothing left to redo
    assert arena.label("a") == "start" and arena.target_of("b") == 2
    assert (history.can_undo, history.can_redo) == (True, False)


def test_a_new_edit_after_an_undo_forgets_what_was_undone_and_the_saved_state_among_it(tmp_path):
    document = two_vertices()
    history = document.history
    history.push(edits.Rename(document, "a", "one"))
    document.save(tmp_path / "two.json")
    assert not document.modified and document.title == "two.json"
    history.undo()
    assert document.modified  # before the save
    history.push(edits.Rename(document, "a", "two"))
    assert not history.can_redo and document.modified
    history.undo()
    assert document.modified  # the saved state was undone and replaced: it never comes back
    history.redo()
    history.set_clean()
    assert not document.modified


def test_an_impossible_edit_raises_and_is_not_remembered():
    document = two_vertices()
    with pytest.raises(InputError):
        document.history.push(edits.AddEdge(document, "a", "nowhere"))
    assert len(document.history) == 0 and not document.modified and document.arena.successors("a") == ["b"]


def test_deleting_a_vertex_is_undone_with_its_moves_its_target_and_the_start():
    document = two_vertices()
    original = document.arena.copy()
    document.history.push(edits.DeleteVertex(document, "a"))
    assert "a" not in document.arena and document.arena.start is None
    document.history.undo()
    arena = document.arena
    assert {v: (arena.player(v), arena.target_of(v), arena.successors(v)) for v in arena} == {
        v: (original.player(v), original.target_of(v), original.successors(v)) for v in original}
    assert arena.start == "a" and document.solution.outcome["a"] == 1


def test_a_closed_document_forgets_its_history_and_nothing_keeps_it_alive():
    document = two_vertices()
    document.history.push(edits.Rename(document, "a", "start"))
    seen: list[object] = []
    document.history.events.any.connect(seen.append)
    document.close()
    assert len(document.history) == 0 and not document.modified and document.arena.label("a") == "start"
    closed = weakref.ref(document)
    del document
    gc.collect()
    assert closed() is None


def test_the_history_announces_each_change_once_all_of_it_is_known():
    document = two_vertices()
    history = document.history
    seen: list[tuple[str, object, bool]] = []
    for name in ("can_undo", "can_redo", "clean", "undo_text"):
        getattr(history.events, name).connect(lambda value, name=name: seen.append((name, value, history.clean)))
    history.push(edits.Rename(document, "a", "start"))
    assert seen == [("can_undo", True, False), ("clean", False, False), ("undo_text", "Rename vertex", False)]
    seen.clear()
    history.set_clean()
    history.set_clean()  # nothing changes the second time
    assert seen == [("clean", True, True)]


def test_a_move_deleted_then_put_back_keeps_its_curve_or_comes_back_in_the_layouts_table():
    """A curve (Graphviz's) comes back as it was; a large arena's layout keeps its table of edges, the move
    drawn in it again as it was, each other move's path unchanged."""
    from gameviz.figure.arena_figure import node_sizes
    from gameviz.figure.edge_columns import EdgeTable
    from gameviz.figure.geometry import EdgePath
    from gameviz.games import arena_from_spec
    from gameviz.layout import compute_layout

    document = two_vertices()
    document.layout = compute_layout(document.arena, "layered", node_sizes(document.arena))
    curve = EdgePath(((1.0, 2.0), (30.0, -40.0), (50.0, -40.0), (60.0, 80.0)), (62.0, 86.0))
    document.layout.edges = {("a", "b"): curve}
    document.history.push(edits.DeleteEdge(document, "a", "b"))
    assert document.layout.edges == {}
    document.history.undo()
    assert document.layout.edges == {("a", "b"): curve}

    document = ArenaDocument(arena_from_spec("sticks:n=700,take=1-3,last=loses"))
    document.layout = compute_layout(document.arena, "layered", node_sizes(document.arena))
    before = dict(document.layout.edges)
    move = next(iter(before))
    document.history.push(edits.DeleteEdge(document, *move))
    assert isinstance(document.layout.edges, EdgeTable) and move not in document.layout.edges
    document.history.undo()
    assert isinstance(document.layout.edges, EdgeTable) and set(document.layout.edges) == set(before)
    assert all(document.layout.edges[edge] == path for edge, path in before.items())


def test_the_layout_choices_given_by_the_worker_are_kept_until_an_edit_finds_them_again():
    """The opening worker's :func:`layout_choices` stand for the arena as opened; after an edit (a vertex
    without a picture of sticks) the course's picture is no longer offered, and after its undo it is again."""
    from gameviz.games import arena_from_spec
    from gameviz.layout import LayoutChoices, choose_layout, layout_choices

    arena = arena_from_spec("sticks")
    given = layout_choices(arena)
    document = ArenaDocument(arena, layouts=given)
    assert document.layouts is given and document.layouts.course
    document.history.push(edits.AddVertex(document, 1, 0.0, 0.0))
    assert document.layouts == LayoutChoices(choose_layout(arena), False) and not document.layouts.applies("course")
    document.history.undo()
    assert document.layouts == given and document.layouts is not given
    assert ArenaDocument(arena_from_spec("chomp:rows=2,cols=3")).layouts == LayoutChoices(("dot", "small arena"), False)
