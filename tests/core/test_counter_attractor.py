"""The course's counter algorithm (recursive labelling) and its queue version."""

from __future__ import annotations

import pytest
from hypothesis import given

from gameviz.core.arena import Arena
from gameviz.core.attractor import attractor
from gameviz.core.counter_attractor import (
    Call,
    CounterDrop,
    Dequeue,
    Enter,
    Return,
    course_events,
    label_differences,
    labels,
    queue_events,
    state_after,
    transposed,
)
from gameviz.games import arena_from_spec
from gameviz.games.sticks import sticks_arena
from tests.arenas import arenas
from tests.conftest import budget


def seed_attracteur_strat(G, S1, V1, stops):
    """The course's ``attracteur_strat`` (seed 000, I.5) written out again, with its ``transpose``
    looping over the successors ``G[s]`` (the course's loop reads ``for v in G``) and one line for
    gameviz's arenas: a play stops at a target (``stops``), so no target is reached backwards."""
    deg_succ = {s: len(G[s]) for s in G}
    tG = {s: [] for s in G}
    for s in G:
        for v in G[s]:
            tG[v].append(s)
    A = {}

    def parcours(s, m):
        if s not in A:
            A[s] = m
            for v in tG[s]:
                if v in stops:
                    continue
                deg_succ[v] = deg_succ[v] - 1
                if v in S1 or deg_succ[v] == 0:
                    parcours(v, m + 1)

    for s in V1:
        parcours(s, 0)
    return A


def seed_call(arena: Arena, player: int) -> dict:
    G = {v: arena.successors(v) for v in arena}
    S1 = {v: True for v in arena if arena.player(v) == player}
    V1 = {v: True for v in arena.targets(player)}
    stops = {v for v in arena if arena.target_of(v) is not None}
    return seed_attracteur_strat(G, S1, V1, stops)


def test_ten_sticks_labels_are_the_course_attracteur_strat_in_its_order():
    course = {(0, 1): 0, (1, 2): 1, (2, 1): 2, (3, 1): 2, (4, 1): 2, (5, 2): 3,
              (6, 1): 4, (7, 1): 4, (8, 1): 4, (9, 2): 5, (10, 1): 6}
    found = labels(sticks_arena(10), 1, "course")
    assert list(found.items()) == list(course.items())


def small_arena() -> Arena:
    """t: J1's target; a (J1) → t; b (J2) → a, t; c (J1) → a, b."""
    arena = Arena()
    arena.add_vertex("t", 1, target=1)
    arena.add_vertex("a", 1)
    arena.add_vertex("b", 2)
    arena.add_vertex("c", 1)
    for s, v in [("a", "t"), ("b", "a"), ("b", "t"), ("c", "a"), ("c", "b")]:
        arena.add_edge(s, v)
    return arena


def test_transposed_graph_lists_predecessors_in_vertex_order():
    assert transposed(small_arena()) == {"t": ["a", "b"], "a": ["b", "c"], "b": ["c"], "c": []}


def test_course_events_in_order_of_the_recursive_calls():
    assert list(course_events(small_arena(), 1)) == [
        Call("t", 0, 0), Enter("t", 0, None),
        CounterDrop("a", "t", 1), Call("a", 1, 1), Enter("a", 1, "t"),
        CounterDrop("b", "a", 2),  # 2 → 1: b (J2) still has a move out
        CounterDrop("c", "a", 2), Call("c", 2, 2), Enter("c", 2, "a"),
        Return("c", 2, 2, False),
        Return("a", 1, 1, False),
        CounterDrop("b", "t", 1), Call("b", 1, 1), Enter("b", 1, "t"),  # its last successor: label 1
        CounterDrop("c", "b", 1), Call("c", 2, 2), Return("c", 2, 2, True),  # c already labelled
        Return("b", 1, 1, False),
        Return("t", 0, 0, False),
    ]


def test_queue_events_take_vertices_breadth_first():
    assert list(queue_events(small_arena(), 1)) == [
        Enter("t", 0, None), Dequeue("t", 0),
        CounterDrop("a", "t", 1), Enter("a", 1, "t"),
        CounterDrop("b", "t", 2),
        Dequeue("a", 1),
        CounterDrop("b", "a", 1), Enter("b", 2, "a"),
        CounterDrop("c", "a", 2), Enter("c", 2, "a"),
        Dequeue("b", 2), CounterDrop("c", "b", 1),
        Dequeue("c", 2),
    ]


def test_a_counter_after_lowering():
    assert CounterDrop("b", "a", 2).after == 1


def test_small_arena_label_of_b_is_below_its_rank_and_explained():
    arena = small_arena()
    rank = attractor(arena, 1).rank
    assert rank["b"] == 2 and labels(arena, 1)["b"] == 1
    [difference] = label_differences(arena, 1, rank)
    assert (difference.vertex, difference.label, difference.rank) == ("b", 1, 2)
    assert (difference.via, difference.witness, difference.player_vertex) == ("t", "a", False)


def test_chomp_2x3_has_a_vertex_labelled_2_whose_rank_is_4():
    arena = arena_from_spec("chomp:rows=2,cols=3")
    rank = attractor(arena, 1).rank
    found = {arena.label(d.vertex): (d.label, d.rank, arena.label(d.via), arena.label(d.witness))
             for d in label_differences(arena, 1, rank)}
    # 2e is Ève's: it is labelled from 4a, the last of its successors reached, but its successor
    # 1a has rank 3, so the definition adds 2e at step 4; the start 0a, labelled from 2e, follows.
    assert found["2e"] == (2, 4, "4a", "1a")
    assert found["0a"][:2] == (3, 5)
    assert label_differences(arena, 2, attractor(arena, 2).rank) == []


def test_a_course_label_can_be_above_the_rank_too():
    # a vertex of J1 is labelled from the first call that reaches it, here through a successor of
    # label 2, though another successor is a target: label 3, rank 1 (so the README and the lab say
    # that a label may be below or above the rank)
    arena = arena_from_spec("random:vertices=12,moves=2,seed=3")
    rank, course = attractor(arena, 1).rank, labels(arena, 1)
    above = {arena.label(v): (course[v], rank[v]) for v in rank if course[v] > rank[v]}
    assert above == {"2": (3, 1)}
    [difference] = [d for d in label_differences(arena, 1, rank) if arena.label(d.vertex) == "2"]
    assert difference.player_vertex and course[difference.via] == 2 and rank[difference.witness] == 0


@pytest.mark.slow
@budget(1000)
@given(arenas(max_vertices=20))
def test_course_labels_equal_the_seed_code_and_queue_labels_the_ranks(arena):
    for player in (1, 2):
        rank = attractor(arena, player).rank
        course = labels(arena, player, "course")
        assert list(course.items()) == list(seed_call(arena, player).items())
        assert labels(arena, player, "queue") == dict(rank)
        assert set(course) == set(rank)
        for d in label_differences(arena, player, rank):
            assert course[d.vertex] == course[d.via] + 1 and d.label != d.rank
            assert d.rank == rank[d.witness] + 1


def test_state_after_replays_counters_labels_and_the_call_stack():
    arena = small_arena()
    events = list(course_events(arena, 1))
    # after "counter of c: 2 → 1" then "call parcours(c, 2)" (events 7 and 8): t, a, c on the stack
    state = state_after(arena, events, 8)
    assert state.pending == ("t", "a", "c") and state.event == Call("c", 2, 2)
    assert state.counters == {"t": 0, "a": 0, "b": 1, "c": 1} and state.labels == {"t": 0, "a": 1}
    end = state_after(arena, events, len(events))
    assert end.pending == () and end.labels == {"t": 0, "a": 1, "c": 2, "b": 1}
    assert state_after(arena, events, 0).event is None


def test_state_after_keeps_the_queue_front_first():
    arena = small_arena()
    events = list(queue_events(arena, 1))
    state = state_after(arena, events, 10)  # a taken out; b and c entered
    assert state.pending == ("b", "c") and state.event == Enter("c", 2, "a")
