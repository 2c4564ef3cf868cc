"""Impartial games: the game graph, winning and losing positions, the course's Gₖ and Pₖ."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.attractor import attractor
from gameviz.core.errors import InputError, LimitError
from gameviz.core.game import explore
from gameviz.core.impartial import game_graph, solve_impartial
from gameviz.games import game_from_spec
from gameviz.games.nim import Nim
from gameviz.games.sticks import Sticks
from tests.conftest import budget


def solved(spec: str):
    return solve_impartial(game_graph(game_from_spec(spec)))


def test_nim_21_of_the_exercise():
    solution = solved("sticks:n=21,take=1-4")
    assert solution.of_status("losing") == [1, 6, 11, 16, 21]
    assert solution.sets("winning")[1] == [2, 3, 4, 5]
    assert solution.sets("losing") == {0: [1], 2: [6], 4: [11], 6: [16], 8: [21]}
    assert [solution.winning_moves(p) for p in (2, 3, 4, 5)] == [[1], [2], [3], [4]]
    assert solution.status[0] == "winning" and solution.index[0] is None  # the play is over: won


def test_chomp_2x2_game_graph_has_five_positions_numbered_as_the_course():
    graph = game_graph(game_from_spec("chomp:rows=2,cols=2"))
    assert [graph.label(p) for p in graph.positions] == ["0", "1", "2", "3", "4"]
    assert graph.positions[0] == (2, 2) and graph.edge_count() == 7
    solution = solve_impartial(graph)
    assert solution.sets("losing") == {0: [(1, 0)], 2: [(2, 1)]}
    assert solution.sets("winning") == {1: [(1, 1), (2, 0)], 3: [(2, 2)]}


def test_normal_play_nim_losing_positions_have_nim_sum_zero():
    solution = solved("nim:heaps=1/2/3")
    for p, status in solution.status.items():
        assert (status == "losing") == (p[0] ^ p[1] ^ p[2] == 0)


def test_a_game_that_is_not_impartial_has_no_game_graph():
    with pytest.raises(InputError, match="not an impartial game"):
        game_graph(game_from_spec("tictactoe"))


def test_too_many_positions():
    with pytest.raises(LimitError, match="more than 10 positions"):
        game_graph(game_from_spec("sticks:n=30"), limit=10)


def by_definition(graph):
    """Gₖ and Pₖ from the definition: recursively, k one more than the successor that decides."""

    @functools.cache
    def value(p):
        if p in graph.over:
            return {1: ("winning", -1), -1: ("losing", 0), 0: ("draw", None)}[graph.over[p]]
        found = [value(q) for q in graph.successors[p]]
        lost = [k for s, k in found if s == "losing"]
        if lost:
            return "winning", 1 + min(lost)
        if all(s == "winning" for s, _ in found):
            return "losing", 1 + max(k for _, k in found)
        return "draw", None

    return {p: value(p) for p in graph.positions}


games = st.one_of(
    st.builds(Sticks, st.integers(0, 25), st.sets(st.integers(1, 5), min_size=1),
              st.sampled_from(["loses", "wins"])),
    st.builds(Nim, st.lists(st.integers(0, 3), min_size=1, max_size=3), st.sampled_from(["loses", "wins"])),
)


@budget(500)
@given(games)
def test_sets_equal_the_definition_and_status_the_arena_attractors(game):
    graph = game_graph(game)
    solution = solve_impartial(graph)
    for p, (status, k) in by_definition(graph).items():
        assert solution.status[p] == status
        assert solution.index[p] == (k if k is not None and k >= 0 else None)
    arena = explore(game)
    a1, a2 = attractor(arena, 1), attractor(arena, 2)
    for state in arena:
        p, player = state
        winning = state in (a1 if player == 1 else a2)
        assert (solution.status[p] == "winning") == winning


def test_the_game_graph_starts_at_the_game_s_start_without_the_player():
    assert game_graph(game_from_spec("sticks:n=21,take=1-4")).start == 21
    assert game_graph(game_from_spec("nim:heaps=1/2")).start == (1, 2)
