"""PGSolver's games (.gm): owners 0/1 as J1/J2, priorities left out or chosen as targets."""

from __future__ import annotations

import pytest
from hypothesis import given

from gameviz.core.errors import ArenaFormatError
from gameviz.core.solution import solve
from gameviz.io import arena_suffixes, read_arena, write_arena
from gameviz.io.pgsolver import arena_from_pgsolver, arena_to_pgsolver
from tests.conftest import budget
from tests.io.test_hostile_round_trips import hostile_arenas

# a game as PGSolver's generators write it: a header, a start, names on some lines only
GAME = """parity 4;
start 0;
0 2 0 1,2 "a";
1 3 1 0 "b";
2 0 1 3;
3 1 0 3,0 "d";
"""


def test_owners_are_j1_and_j2_and_priorities_are_left_out():
    arena = arena_from_pgsolver(GAME)
    assert [arena.id(v) for v in arena] == ["0", "1", "2", "3"]  # names are not all given: numbers are ids
    assert [arena.label(v) for v in arena] == ["a", "b", "2", "d"]
    assert [arena.player(v) for v in arena] == [1, 2, 2, 1]
    assert [[arena.id(w) for w in arena.successors(v)] for v in arena] == [["1", "2"], ["0"], ["3"], ["3", "0"]]
    assert arena.id(arena.start) == "0" and arena.targets(1) == [] and arena.targets(2) == []


def test_chosen_priorities_are_targets_by_their_parity():
    arena = arena_from_pgsolver(GAME, priorities=[2, 1])
    assert [arena.id(v) for v in arena.targets(1)] == ["0"]  # priority 2, even: J1's
    assert [arena.id(v) for v in arena.targets(2)] == ["3"]  # priority 1, odd: J2's
    # J2 must move from 1 to 0 (J1's target) and from 2 to 3 (its own)
    outcome = solve(arena).outcome
    assert [outcome[arena.vertex(v)] for v in "0123"] == [1, 1, 2, 2]


def test_the_suffix_opens_it_in_the_application_and_the_command_line(tmp_path):
    assert ".gm" in arena_suffixes()
    path = tmp_path / "game.gm"
    path.write_text(GAME, encoding="utf-8")
    assert read_arena(path, priorities=[2]).targets(1) == [read_arena(path).vertex("0")]


@pytest.mark.slow
@budget(200)
@given(hostile_arenas(players=2, labels=False, dead_ends=False))
def test_an_arena_of_two_players_with_a_move_everywhere_reads_back_as_written(arena):
    # PGSolver has one name per vertex (the id) and a move from every vertex
    again = arena_from_pgsolver(arena_to_pgsolver(arena), priorities=[2, 1])
    assert again.same_as(arena)


def test_more_than_two_players_cannot_be_written(tmp_path):
    from gameviz.core.arena import Arena

    arena = Arena()
    arena.add_vertex("a", 3)
    with pytest.raises(ArenaFormatError, match="PGSolver games have two players, this arena has 3"):
        write_arena(arena, tmp_path / "three.gm")


@pytest.mark.parametrize("text,line,column,reason", [
    ("parity 1;\n0 0 2 1;\n1 0 0 0;\n", 2, 5, "the owner of vertex 0 must be 0 or 1, not 2"),
    ("parity 1;\n0 0 0 7;\n", 2, 7, "edge to unknown vertex 7"),
    ("parity 1;\n0 0 0 0\n", 2, 1, "expected a vertex"),
    ("start 4;\n0 0 0 0;\n", 1, 7, "start 4 is not a vertex"),
    ("0 0 0 0;\n0 1 1 0;\n", 2, 1, "duplicate vertex id '0'"),
    ("0 " + "9" * 30 + " 0 0;\n", 1, 1, "a number of more than 18 digits"),
    ("0 0 0 " + "9" * 5000 + ";\n", 1, 1, "a number of more than 18 digits"),
    # digits of other scripts are not PGSolver's (int() would read them)
    ("parity 1;\n0 0 0 \u0663;\n", 2, 1, "expected a vertex"),
    ("parity 1;\n\uff10 0 0 0;\n", 2, 1, "expected a vertex"),
    ("parity 1;\n0 0 0 0,\u00b2;\n", 2, 1, "expected a vertex"),
    ("start \u0661;\n0 0 0 0;\n", 1, 1, "expected a vertex"),
])
def test_mistakes_are_located(text, line, column, reason):
    with pytest.raises(ArenaFormatError) as caught:
        arena_from_pgsolver(text)
    assert (caught.value.line, caught.value.column) == (line, column) and reason in caught.value.reason
