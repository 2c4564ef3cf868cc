"""Attractors with more than two players: each player against the coalition of all the others."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.arena import Arena
from gameviz.core.attractor import ENGINES, attractor, attractor_by_definition, attractor_steps
from gameviz.core.outcome import Outcome
from gameviz.core.solution import solve
from gameviz.core.strategy import check_winning_strategy
from gameviz.games.sticks import sticks_arena
from gameviz.io import read_arena
from gameviz.io.json_arena import arena_from_json, arena_to_json
from gameviz.resources import resource
from tests.arenas import arenas
from tests.conftest import budget

THREE = resource("examples", "trois_joueurs.json")


def merged(arena: Arena, player: int) -> Arena:
    """The two-player arena of ``player`` (as J1) against everyone else merged into J2, built by hand."""
    two = Arena()
    for v in arena:
        two.add_vertex(v, 1 if arena.player(v) == player else 2)
    for u, w in arena.edges():
        two.add_edge(u, w)
    for v in arena:
        won = arena.target_of(v)
        if won is not None:
            two.set_target(v, 1 if won == player else 2)
    return two


def test_the_example_with_three_players_step_by_step():
    arena = read_arena(str(THREE))
    assert arena.players == 3
    steps = {p: [set(step.added) for step in attractor_steps(arena, p)] for p in (1, 2, 3)}
    assert steps[1] == [{"w1"}, {"e"}, {"c"}, {"a"}, {"s"}]
    assert steps[2] == [{"w2"}, {"d", "f"}]
    assert steps[3] == [{"w3"}, {"b"}]
    solution = solve(arena)
    assert solution.draws == ["g", "h"] and solution.start_outcome == Outcome(1)
    assert solution.rank("a") == (3, None, None)
    assert dict(solution.strategies[1]) == {"e": "w1", "s": "a", "h": "g"}  # h keeps the draw: w3 is J3's win
    assert dict(solution.strategies[3]) == {"b": "w3", "g": "h"}


@budget(200)
@given(st.integers(3, 6).flatmap(lambda n: st.tuples(st.just(n), arenas(players=n))))
def test_a_coalition_attractor_is_the_two_player_attractor_with_the_others_merged(case):
    players, arena = case
    for p in range(1, players + 1):
        expected = attractor(merged(arena, p), 1, engine="steps")
        for engine in ENGINES:
            found = attractor(arena, p, engine=engine)
            assert dict(found.rank) == dict(expected.rank)
            assert [set(s.added) for s in found.steps] == [set(s.added) for s in expected.steps]
        assert attractor_by_definition(arena, p)[-1] == frozenset(expected.rank)


@budget(200)
@given(st.integers(3, 6).flatmap(lambda n: arenas(players=n)))
def test_every_player_wins_from_their_attractor_and_the_attractors_are_disjoint(arena):
    solution = solve(arena)
    seen: set = set()
    for p in solution.players:
        region = set(solution.attractors[p].rank)
        assert not region & seen
        seen |= region
        assert check_winning_strategy(arena, p, solution.strategies[p], region)
        for v in arena:
            assert (solution.outcome[v] == p) == (v in region)
    compiled = solve(arena, engine="packed")
    assert dict(compiled.outcome) == dict(solution.outcome)
    assert all(dict(compiled.strategies[p]) == dict(solution.strategies[p]) for p in solution.players)


def test_files_of_more_players_are_version_2_and_read_back():
    arena = read_arena(str(THREE))
    text = arena_to_json(arena)
    assert '"version": 2' in text and '"3": ["w3"]' in text
    again = arena_from_json(text)
    assert [again.player(v) for v in again] == [arena.player(v) for v in arena]
    assert again.targets(3) == ["w3"]
    two = arena_to_json(sticks_arena(3))
    assert '"version": 1' in two  # two players: as every earlier gameviz writes and reads
