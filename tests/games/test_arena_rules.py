"""Any arena searched as a game: the value of the whole search is who wins by the attractors."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.outcome import Outcome
from gameviz.core.search import alphabeta
from gameviz.core.search.trace import collect
from gameviz.core.search.tree import GameTree
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec, info_of
from gameviz.games.arena_rules import INFO, ArenaRules
from tests.conftest import budget

VALUE = {1: math.inf, 2: -math.inf, None: 0.0}


@budget(60)
@given(st.integers(0, 10_000), st.integers(4, 12), st.integers(1, 3))
def test_searching_an_arena_agrees_with_its_attractors(seed, vertices, moves):
    arena = arena_from_spec(f"random:vertices={vertices},moves={moves},acyclic=yes,seed={seed}")
    solution = solve(arena)
    rules = ArenaRules(arena)
    for root in rules.roots():
        _, result = collect(alphabeta(GameTree(rules, root)))
        assert result.value == VALUE[solution.outcome[root] or None], root


def test_the_rules_of_an_arena_name_moves_by_their_vertices():
    arena = arena_from_spec("sticks")
    rules = ArenaRules(arena, spec="the course's sticks")
    assert info_of(rules) is INFO and rules.initial() == (10, 1)
    assert [rules.move_label((10, 1), m) for m in rules.moves((10, 1))] == ["(9,2)", "(8,2)", "(7,2)"]
    assert rules.parse_moves("(9,2) (8,1)") == [(9, 2), (8, 1)]
    with pytest.raises(InputError, match="character 7: no vertex '\\(0,3\\)'"):
        rules.parse_moves("(9,2) (0,3)")
    assert rules.outcome((0, 1)) == Outcome(1) and rules.moves((0, 1)) == [] and rules.outcome((5, 2)) is None


def test_the_rules_are_named_by_the_spec_given_else_the_arena_s_game_else_arena():
    sticks = arena_from_spec("sticks")
    assert ArenaRules(sticks, spec="the course's sticks").spec == "the course's sticks"
    assert ArenaRules(sticks).spec == "sticks:n=10,take=1-3,last=loses"
    typed = Arena()
    typed.add_vertex("x", 1)
    assert ArenaRules(typed).spec == "arena" and ArenaRules(typed, spec="mine").spec == "mine"


def test_the_heuristic_is_the_result_where_the_play_ends_else_the_value_given_else_zero():
    typed = Arena()
    for vertex, player in [("x", 1), ("y", 2), ("won", 1), ("lost", 2), ("stuck", 1)]:
        typed.add_vertex(vertex, player)
    typed.add_moves("x", ["y", "won"])
    typed.add_moves("y", ["lost", "stuck"])
    typed.set_target("won", 1)
    typed.set_target("lost", 2)
    rules = ArenaRules(typed, heuristic={"x": 0.5, "won": -3.0})
    assert [rules.heuristic(v) for v in typed] == [0.5, 0.0, math.inf, -math.inf, 0.0]
