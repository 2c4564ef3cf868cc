"""Sprague–Grundy values against Bouton's theorem."""

from __future__ import annotations

from functools import reduce
from operator import xor

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.arena_dicts import arena_from_successors
from gameviz.core.errors import InputError
from gameviz.core.grundy import grundy_values, mex, nim_sum
from gameviz.core.outcome import Outcome
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec
from tests.conftest import budget


def test_mex():
    assert mex([]) == 0
    assert mex([1, 2]) == 0
    assert mex([0, 1, 3, 3]) == 2


@budget(40)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=3))
def test_grundy_value_of_a_nim_position_is_the_nim_sum(heaps):
    arena = arena_from_spec("nim:heaps=" + "/".join(map(str, heaps)))
    values = grundy_values(arena)
    for (position, _player), value in values.items():
        assert value == reduce(xor, position, 0)


@budget(40)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=3))
def test_nim_is_lost_for_the_player_to_move_iff_the_nim_sum_is_zero(heaps):
    arena = arena_from_spec("nim:heaps=" + "/".join(map(str, heaps)) + ",last=wins")
    solution = solve(arena)
    for vertex in arena:
        position, player = vertex
        loses = solution.outcome[vertex] == 3 - player
        assert loses == (nim_sum(position) == 0)


def test_nim_sum_of_3_4_5():
    assert nim_sum([3, 4, 5]) == 2
    solution = solve(arena_from_spec("nim:heaps=3/4/5"))
    assert solution.start_outcome == Outcome(1)


def test_grundy_values_refuse_cycles():
    arena = arena_from_successors({"a": ["b"], "b": ["a"]}, {"a": 1, "b": 2})
    with pytest.raises(InputError, match="cycle"):
        grundy_values(arena)


def test_normal_play_is_recognised():
    from gameviz.core.grundy import is_normal_play

    assert is_normal_play(arena_from_spec("nim:heaps=2/3,last=wins"))
    assert is_normal_play(arena_from_spec("sticks:n=8,last=wins"))
    assert not is_normal_play(arena_from_spec("sticks:n=8,last=loses"))  # the course's misère rule
    assert not is_normal_play(arena_from_spec("nim:heaps=2/3,last=loses"))
