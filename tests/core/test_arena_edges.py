"""Adding moves leaves out duplicates whatever the number of moves of a vertex (a list below
SHORT_LIST, a set beside it above), through removals and renumbering."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.arena import SHORT_LIST, Arena
from gameviz.core.errors import InputError

SIZE = SHORT_LIST + 8  # a hub with more moves than SHORT_LIST, then fewer as vertices go
FEW = st.integers(SIZE - 8, SIZE - 1)  # the operations touch a few of them, again and again

OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), FEW),
        st.tuples(st.just("add many"), st.lists(FEW, max_size=12)),
        st.tuples(st.just("remove"), FEW),
        st.tuples(st.just("remove vertex"), st.integers(0, SIZE - 1)),
    ),
    max_size=60,
)


@given(OPERATIONS)
def test_the_moves_of_a_vertex_are_those_of_a_list_without_repeats(operations):
    arena = Arena()
    arena.add_vertex("hub", 1)
    alive = [f"t{i}" for i in range(SIZE)]
    for name in alive:
        arena.add_vertex(name, 2)
    for i in range(SIZE):  # a hub with many moves from the start: the set is in use at once
        arena.add_edge("hub", f"t{i}")
    expected = [f"t{i}" for i in range(SIZE)]
    for kind, value in operations:
        if kind == "add" and f"t{value}" in alive:
            added = arena.add_edge("hub", f"t{value}")
            assert added == (f"t{value}" not in expected)
            if added:
                expected.append(f"t{value}")
        elif kind == "add many":
            targets = [f"t{v}" for v in value if f"t{v}" in alive]
            new = [t for t in dict.fromkeys(targets) if t not in expected]
            assert arena.add_moves("hub", targets) == len(new)
            expected += new
        elif kind == "remove" and f"t{value}" in expected:
            assert arena.remove_edge("hub", f"t{value}") == expected.index(f"t{value}")
            expected.remove(f"t{value}")
        elif kind == "remove vertex" and f"t{value}" in alive:
            arena.remove_vertex(f"t{value}")  # renumbers every vertex after it
            alive.remove(f"t{value}")
            if f"t{value}" in expected:
                expected.remove(f"t{value}")
        assert arena.successors("hub") == expected
        assert all(arena.predecessors(t) == (["hub"] if t in expected else []) for t in alive)


def test_moves_to_or_from_an_unknown_vertex_are_refused_naming_it():
    arena = Arena()
    arena.add_vertex("a", 1)
    with pytest.raises(InputError, match="'b'"):
        arena.add_moves("a", ["a", "b"])
    with pytest.raises(InputError, match="'c'"):
        arena.add_moves("c", ["a"])
    assert arena.successors("a") == []


def test_repeated_moves_given_at_once_to_a_vertex_without_moves_are_added_once():
    arena = Arena()
    for vertex in "abc":
        arena.add_vertex(vertex, 1)
    assert arena.add_moves("a", ["b", "b", "c", "b"]) == 2
    assert arena.successors("a") == ["b", "c"]
    assert arena.predecessors("b") == ["a"] and arena.predecessors("c") == ["a"]
    assert arena.add_moves("b", ["c", "a"]) == 2 and arena.successors("b") == ["c", "a"]
    assert arena.add_moves("c", ["a", "a"]) == 1 and arena.successors("c") == ["a"]  # two moves, the same


def test_a_target_taken_back_belongs_to_nobody():
    arena = Arena()
    arena.add_vertex("a", 1)
    arena.add_vertex("b", 2)
    arena.set_target("a", 2)
    arena.set_target("b", 1)
    arena.set_target("a", None)
    assert arena.target_of("a") is None and arena.target_of("b") == 1
    assert arena.targets_of_others(1) == [] and arena.targets_of_others(2) == ["b"]
