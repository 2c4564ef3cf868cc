"""Attractors: the course's examples, and the linear algorithm against the definition."""

from __future__ import annotations

import itertools
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.arena import Arena
from gameviz.core.arena_dicts import arena_from_successors
from gameviz.core.attractor import (
    MOVES_PER_VERTEX_OF_WORK,
    PACKED_FROM,
    attractor,
    attractor_by_definition,
    attractor_steps,
    engine_for,
    kernel_problem,
)
from gameviz.core.errors import InputError
from gameviz.games import arena_from_spec
from gameviz.games.sticks import sticks_arena
from tests.arenas import arenas
from tests.conftest import budget


def labels(arena: Arena, vertices) -> set[str]:
    return {arena.label(v) for v in vertices}


def test_ten_sticks_attractor_of_j1_is_the_course_one():
    arena = sticks_arena(10)
    a1 = attractor(arena, 1)
    assert set(a1.rank) == {
        (0, 1), (1, 2), (2, 1), (3, 1), (4, 1), (5, 2), (6, 1), (7, 1), (8, 1), (9, 2), (10, 1)
    }


def test_ten_sticks_ranks_match_the_course_attracteur_strat():
    # The course prints: {(0,1): 0, (1,2): 1, (2,1): 2, (3,1): 2, (4,1): 2, (5,2): 3,
    #                     (6,1): 4, (7,1): 4, (8,1): 4, (9,2): 5, (10,1): 6}
    rank = attractor(sticks_arena(10), 1).rank
    assert dict(rank) == {
        (0, 1): 0, (1, 2): 1, (2, 1): 2, (3, 1): 2, (4, 1): 2, (5, 2): 3,
        (6, 1): 4, (7, 1): 4, (8, 1): 4, (9, 2): 5, (10, 1): 6,
    }


def test_ten_sticks_steps_in_order():
    steps = list(attractor_steps(sticks_arena(10), 1))
    assert [list(s.added) for s in steps] == [
        [(0, 1)], [(1, 2)], [(2, 1), (3, 1), (4, 1)], [(5, 2)],
        [(6, 1), (7, 1), (8, 1)], [(9, 2)], [(10, 1)],
    ]
    assert [s.index for s in steps] == list(range(7))
    # The move explaining each J1 vertex goes into the previous set.
    assert steps[6].moves == (((10, 1), (9, 2)),)
    assert dict(steps[2].moves) == {(2, 1): (1, 2), (3, 1): (1, 2), (4, 1): (1, 2)}


def test_ten_sticks_arena_is_the_course_graph():
    arena = sticks_arena(10)
    assert len(arena) == 21  # S1 = {(k,1) | 0 ≤ k ≤ 10}, S2 = {(k,2) | 0 ≤ k ≤ 9}
    assert arena.successors((10, 1)) == [(9, 2), (8, 2), (7, 2)]
    assert arena.successors((2, 2)) == [(1, 1), (0, 1)]
    assert arena.targets(1) == [(0, 1)] and arena.targets(2) == [(0, 2)]
    assert arena.start == (10, 1)


def test_chomp_2x2_grows_as_in_the_course():
    arena = arena_from_spec("chomp:rows=2,cols=2")
    adam = [labels(arena, s.added) for s in attractor(arena, 1).steps]
    assert adam == [{"4e"}, {"1a", "3a"}, {"2e"}, {"0a"}]
    eve = [labels(arena, s.added) for s in attractor(arena, 2).steps]
    assert eve == [{"4a"}, {"1e", "3e"}]


def test_opponent_targets_never_enter_the_attractor():
    # x (J2) moves to J1's target t1 or to J2's target t2; y (J1) only to t2.
    arena = arena_from_successors(
        {"x": ["t1", "t2"], "y": ["t2"], "t1": [], "t2": ["t1"]},
        {"x": 2, "y": 1, "t1": 2, "t2": 1},
        targets1=["t1"],
        targets2=["t2"],
    )
    # t2 has a move into A_0 but the play has already ended there: J2 has won.
    assert set(attractor(arena, 1).rank) == {"t1"}
    assert set(attractor(arena, 2).rank) == {"t2", "y", "x"}


def test_a_dead_end_of_the_opponent_is_not_attracted():
    arena = arena_from_successors({"a": ["b"], "b": []}, {"a": 1, "b": 2}, targets1=[])
    assert attractor(arena, 1).rank == {}
    assert attractor(arena, 2).rank == {}


def test_cycles_are_draws():
    # J1 at a can go to the target or into a cycle; J2 at b can only cycle.
    arena = arena_from_successors(
        {"a": ["b", "w"], "b": ["a"], "c": ["d"], "d": ["c"], "w": []},
        {"a": 1, "b": 2, "c": 1, "d": 2, "w": 2},
        targets1=["w"],
    )
    assert set(attractor(arena, 1).rank) == {"w", "a", "b"}
    assert "c" not in attractor(arena, 1) and "c" not in attractor(arena, 2)


@pytest.mark.slow
@budget(3000)
@given(arenas())
def test_linear_steps_equal_the_definition(arena):
    for player in (1, 2):
        reference = attractor_by_definition(arena, player)
        steps = list(attractor_steps(arena, player))
        assert len(steps) == len(reference)
        built: set = set()
        for step, expected in zip(steps, reference, strict=True):
            assert not built & set(step.added), "a vertex entered twice"
            built |= set(step.added)
            assert built == expected


@budget(300)
@given(arenas(max_vertices=60))
def test_linear_equals_definition_on_larger_arenas(arena):
    for player in (1, 2):
        reference = attractor_by_definition(arena, player)
        rank = attractor(arena, player).rank
        for m, expected in enumerate(reference):
            assert {v for v, r in rank.items() if r <= m} == expected


@budget(1000)
@given(arenas())
def test_explaining_moves_go_one_rank_down(arena):
    for player in (1, 2):
        a = attractor(arena, player)
        for step in a.steps:
            explained = {u for u, _ in step.moves}
            owned = {u for u in step.added if arena.player(u) == player}
            assert explained == (owned if step.index else set())
            for u, w in step.moves:
                assert w in arena.successors(u)
                assert a.rank[w] == step.index - 1
                # the first such successor in successor order
                first = next(x for x in arena.successors(u) if a.rank.get(x, step.index) < step.index)
                assert w == first


@pytest.mark.slow
@budget(1000)
@given(arenas())
def test_attractors_of_both_players_are_disjoint(arena):
    assert not set(attractor(arena, 1).rank) & set(attractor(arena, 2).rank)


@pytest.mark.parametrize("player", [0, 7, "1", True, None])
def test_an_unknown_player_is_an_input_error_naming_it(player):
    arena = sticks_arena(3)
    for compute in (attractor, attractor_by_definition, lambda a, p: list(attractor_steps(a, p))):
        with pytest.raises(InputError, match=f"player must be 1 to 6, not {player!r}"):
            compute(arena, player)


def test_the_arena_around_a_position_stops_at_a_frontier_the_attractors_know_nothing_of():
    from gameviz.core.game import explore_around, play_moves
    from gameviz.core.solution import solve
    from gameviz.figure.notation import DEFAULT_NOTATION
    from gameviz.games import game_from_spec
    from gameviz.report.attractor import result_sentences

    game = game_from_spec("tictactoe")
    centre = play_moves(game, game.parse_moves("5"))
    arena = explore_around(game, centre, 2)
    assert len(arena) == 1 + 8 + 8 * 7 and len(arena.frontier) == 8 * 7
    assert all(arena.successors(v) == [] and value == game.heuristic(v) for v, value in arena.frontier.items())
    solution = solve(arena)
    assert not any(v in solution.attractors[p].rank for v in arena.frontier for p in (1, 2))
    assert "who wins is unknown" in result_sentences(arena, solution, DEFAULT_NOTATION)[0]
    # deep enough, nothing is left unexplored and the arena is the whole game from there
    whole = explore_around(game, centre, 9)
    assert not whole.frontier and solve(whole).outcome[centre] == 0
    assert "it is a draw" in result_sentences(whole, solve(whole), DEFAULT_NOTATION)[0]


@budget(500)
@given(arenas(max_vertices=60))
def test_the_packed_attractor_gives_the_python_steps_ranks_and_moves(arena):
    """Walked in Python and NumPy or by the numba kernel on the packed arena, against the Python
    algorithm: the same records, in the same order, the ranks listed as the vertices enter."""
    for player, engine in itertools.product((1, 2), ("packed", "compiled")):
        python, compiled = attractor(arena, player, engine="steps"), attractor(arena, player, engine=engine)
        assert list(compiled.steps) == list(python.steps)
        assert list(compiled.rank.items()) == list(python.rank.items())
        assert compiled.moves() == python.moves()
        assert all((v in compiled) == (v in python) for v in arena)
        assert compiled.steps[-1] == python.steps[-1] and list(compiled.steps[1:3]) == list(python.steps[1:3])


@pytest.mark.parametrize("wide", [1, 2, 10**9])
@budget(200)
@given(st.integers(2, 3).flatmap(lambda n: arenas(max_vertices=60, players=n)))
def test_every_rank_walked_by_numpy_or_by_python_enters_the_same_vertices_in_the_same_order(wide, arena):
    """The packed walk takes NumPy's way for ranks reaching ``wide`` moves or more (and, from Python's
    lists, a quarter of the vertices): every rank by NumPy, mixed, or every rank by Python."""
    from gameviz.core import attractor_packed

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(attractor_packed, "WIDE_RANK", wide)
        for player in arena.player_numbers():
            python, packed = attractor(arena, player, engine="steps"), attractor(arena, player, engine="packed")
            assert list(packed.steps) == list(python.steps)


@budget(300)
@given(arenas(max_vertices=40), st.data())
def test_the_compiled_solution_is_the_python_one_before_and_after_an_edit(arena, data):
    """solve() with the kernel (outcome, strategies in their order) equals the Python solve, and an
    edit after packing is seen: the packed arena is rebuilt."""
    from gameviz.core.solution import solve

    for _ in range(2):
        fast, slow = solve(arena, engine=data.draw(st.sampled_from(["packed", "compiled"]))), solve(arena, engine="steps")
        assert fast.attractors[1].arrays is not None and slow.attractors[1].arrays is None
        assert list(fast.outcome.items()) == list(slow.outcome.items())
        for p in (1, 2):
            assert list(fast.strategies[p].items()) == list(slow.strategies[p].items())
        vertices = arena.vertices
        u, w = data.draw(st.sampled_from(vertices)), data.draw(st.sampled_from(vertices))
        if data.draw(st.booleans()):
            arena.add_edge(u, w)
        else:
            arena.set_target(u, data.draw(st.sampled_from([None, 1, 2])))


def test_packed_steps_are_a_sequence():
    arena = sticks_arena(10)
    steps = attractor(arena, 1, engine="packed").steps
    python = attractor(arena, 1, engine="steps").steps
    assert len(steps) == len(python) == 7 and steps[-1] == python[-1] and list(steps[::3]) == list(python[::3])
    assert steps[0] == python[0] and steps[-7] == python[0] and set(steps[0].added) == set(arena.targets(1))
    for outside in (7, -8):
        with pytest.raises(IndexError):
            steps[outside]


def test_a_packed_solution_stays_right_after_the_arena_is_edited():
    """Its ranks and moves are read through the vertices as they were when solved: removing a
    vertex renumbers the arena, adding one gives a number past the arrays."""
    from gameviz.core.solution import solve

    arena = sticks_arena(10)
    solution = solve(arena, engine="packed")
    before = (dict(solution.attractors[1].rank), dict(solution.outcome), dict(solution.strategies[1]))
    arena.remove_vertex((10, 1))
    arena.add_vertex("new", 1)
    assert "new" not in solution.attractors[1] and solution.attractors[1].rank.get("new") is None
    assert (dict(solution.attractors[1].rank), dict(solution.outcome), dict(solution.strategies[1])) == before


def test_a_winning_move_to_the_first_vertex_is_kept():
    """Vertex number 0 is a move's target like any other (a packed move of -1 means none)."""
    arena = arena_from_successors({"t": [], "a": ["t"], "b": ["a"]}, {"t": 2, "a": 1, "b": 2}, targets1=["t"])
    for engine in ("steps", "packed", "compiled"):
        found = attractor(arena, 1, engine=engine)
        assert found.moves() == {"a": "t"} and found.last_index == 2 and dict(found.rank) == {"t": 0, "a": 1, "b": 2}


def test_the_engine_follows_the_arena_size(monkeypatch):
    """Steps for the course's arenas, the packed walk from 5,000 vertices plus a fortieth of the moves (Nim
    12/12/12: 4,394 vertices whose 79,092 moves weigh 1,977 more), numba from its size when it works."""
    assert engine_for(sticks_arena(10)) == "steps"
    nim = arena_from_spec("nim:heaps=12/12/12")
    assert len(nim) < PACKED_FROM <= len(nim) + nim.edge_count() // MOVES_PER_VERTEX_OF_WORK
    monkeypatch.delitem(sys.modules, "gameviz.core.attractor_kernel", raising=False)  # not loaded yet
    assert engine_for(nim) == "packed"
    monkeypatch.setattr(sys.modules["gameviz.core.attractor"], "COMPILED_FROM", len(nim) + nim.edge_count())
    assert engine_for(nim) == ("compiled" if kernel_problem() is None else "packed")


@budget(200)
@given(arenas(max_vertices=60))
def test_the_packed_solution_s_tables_read_a_column_at_a_time_give_each_vertex_s_value(arena):
    """``items()`` of the tables read from arrays (ranks, outcomes, strategies, whose values are vertices)
    gives, in order, the vertices listed and the value each one reads alone, as a Mapping's items would."""
    from collections.abc import ItemsView

    from gameviz.core.attractor import IndexedMapping
    from gameviz.core.solution import solve

    solution = solve(arena, engine="packed")
    tables = [*(a.rank for a in solution.attractors.values()), solution.outcome, *solution.strategies.values()]
    for table in tables:
        if isinstance(table, IndexedMapping):
            assert list(table.items()) == [(v, table[v]) for v in table] == list(ItemsView(table))
            assert len(table.items()) == len(table) and all(pair in table.items() for pair in table.items())
    assert any(isinstance(table, IndexedMapping) for table in tables)
