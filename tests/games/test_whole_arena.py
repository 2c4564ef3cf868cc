"""Games that build their whole arena at once (packed, without a Python call per move) build exactly the
arena the breadth-first exploration of their rules builds: the same vertices in the same order, ids,
labels, owners, moves in order, targets in order, boards, start."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import LimitError
from gameviz.core.game import _walk, explore
from gameviz.games.nim import Nim
from gameviz.games.nim_arena import nim_arena
from gameviz.games.sticks import Sticks
from tests.conftest import budget


def explored(game):
    """The arena of the rules explored position by position, as every other game's is."""
    arena = _walk(game, game.roots(), None, 10**6, None, str)
    arena.start = game.initial()
    return arena


def assert_same(built, walked):
    assert built.same_as(walked)
    assert [built.targets(p) for p in range(1, 7)] == [walked.targets(p) for p in range(1, 7)]
    assert (built.game, built.impartial, built.pictures) == (walked.game, walked.impartial, walked.pictures)
    assert [built.board(v) for v in built] == [walked.board(v) for v in walked]
    assert built.vertices == walked.vertices  # the same keys, (k, i) tuples
    packed, again = built.packed(), walked.packed()
    for ours, theirs in zip(packed[2:8], again[2:8], strict=True):
        assert ours.tolist() == theirs.tolist()


@budget(100)
@given(n=st.integers(0, 40), take=st.sets(st.integers(1, 12), min_size=1, max_size=4),
       last=st.sampled_from(["loses", "wins"]))
def test_the_stick_game_built_at_once_is_the_explored_one(n, take, last):
    game = Sticks(n, tuple(take), last)
    assert_same(game.packed_arena(), explored(game))


def test_the_course_game_at_once():
    arena = Sticks(10).packed_arena()
    assert len(arena) == 21 and arena.edge_count() == 51 and arena.start == (10, 1)
    assert arena.targets(1) == [(0, 1)] and arena.targets(2) == [(0, 2)]
    assert arena.successors((10, 1)) == [(9, 2), (8, 2), (7, 2)] and arena.label((5, 2)) == "(5,2)"


def test_large_games_are_built_at_once_and_small_ones_explored():
    assert Sticks(2500).whole_arena() is not None and Sticks(2499).whole_arena() is None  # 5,001 and 4,999 vertices
    assert Nim((49, 49)).whole_arena() is not None and Nim((5, 5)).whole_arena() is None
    arena = explore(Sticks(3000))
    assert arena._packed is not None and len(arena) == 6001 and arena.start == (3000, 1)


def test_the_limit_holds_for_an_arena_built_at_once():
    with pytest.raises(LimitError, match="sticks:n=3000,take=1-3,last=loses has more than 5,500 positions"):
        explore(Sticks(3000), limit=5500)
    calls = []
    explore(Sticks(3000), progress=calls.append)
    assert calls == [6001]


@budget(100)
@given(heaps=st.lists(st.integers(0, 5), min_size=1, max_size=4), last=st.sampled_from(["loses", "wins"]))
def test_nim_built_at_once_is_the_explored_one(heaps, last):
    game = Nim(tuple(heaps), last)
    assert_same(nim_arena(game), explored(game))


def test_nim_of_the_course_at_once():
    arena = nim_arena(Nim((1, 2)))
    assert arena.vertices[:4] == [((1, 2), 1), ((0, 2), 2), ((1, 1), 2), ((1, 0), 2)]
    assert arena.targets(1) == [((0, 0), 2)] and arena.targets(2) == [((0, 0), 1)]  # who takes the last wins
