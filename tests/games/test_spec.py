"""Game specifications: parsing, canonical text, and located mistakes."""

from __future__ import annotations

import pytest

from gameviz.core.errors import GameSpecError, LimitError
from gameviz.games import GAMES, arena_from_spec, game_from_spec
from gameviz.games.spec import format_int_set, parse_spec


@pytest.mark.parametrize(
    "text,canonical",
    [
        ("sticks", "sticks:n=10,take=1-3,last=loses"),
        ("sticks:n=21,take=1-4", "sticks:n=21,take=1-4,last=loses"),
        ("sticks:take=3/1/2,n=7", "sticks:n=7,take=1-3,last=loses"),
        ("nim:heaps=3/4/5,last=wins", "nim:heaps=3/4/5,last=wins"),
        ("chomp:rows=2,cols=3", "chomp:rows=2,cols=3"),
        ("tictactoe", "tictactoe:rows=3,cols=3,k=3"),
        ("connect4:cols=4,rows=4", "connect4:cols=4,rows=4"),
    ],
)
def test_specs_from_the_issue(text, canonical):
    assert game_from_spec(text).spec == canonical


def test_int_sets():
    assert format_int_set([1, 2, 3, 5, 7, 8]) == "1-3/5/7-8"
    _, values = parse_spec("sticks:take=1-3/5", GAMES)
    assert values["take"] == (1, 2, 3, 5)


@pytest.mark.parametrize(
    "text,offset,reason",
    [
        ("stick:n=3", 0, "unknown game 'stick'"),
        ("sticks:n=3,m=4", 11, "unknown parameter 'm'"),
        ("sticks:n=-3", 9, "below the minimum 0"),
        ("sticks:n=ten", 9, "'ten' is not a whole number"),
        ("sticks:take=3-1", 12, "the range 3-1 is empty"),
        ("sticks:last=maybe", 12, "not one of loses, wins"),
        ("sticks:n=3,n=4", 11, "given twice"),
        ("sticks:n", 7, "should be name=value"),
        ("nim:heaps=1/2/3/4/5/6/7/8/9", 10, "at most 8"),
        ("chomp:rows=99", 11, "above the maximum 12"),
        ("sticks:", 7, "parameters expected"),
    ],
)
def test_mistakes_say_where_and_why(text, offset, reason):
    with pytest.raises(GameSpecError) as caught:
        parse_spec(text, GAMES)
    assert reason in caught.value.reason
    assert caught.value.offset == offset
    assert f"game spec '{text}'" in str(caught.value)


def test_impossible_combination():
    with pytest.raises(GameSpecError, match="k=5 cannot fit"):
        parse_spec("tictactoe:k=5", GAMES)


def test_big_connect4_arena_is_refused_before_exploring():
    with pytest.raises(LimitError, match="at most 20 cells"):
        arena_from_spec("connect4")
    assert game_from_spec("connect4").cols == 7  # the rules themselves are fine (for search)


def test_vertex_limit():
    with pytest.raises(LimitError, match="more than 100 positions"):
        arena_from_spec("tictactoe", limit=100)


def test_exploration_can_be_cancelled():
    from gameviz.core.errors import Cancelled

    seen = []

    def progress(count):
        seen.append(count)
        return False

    with pytest.raises(Cancelled):
        arena_from_spec("tictactoe", progress=progress)
    assert seen == [4096]


def test_every_game_with_rules_gives_an_example_of_moves_that_can_be_played():
    from gameviz.core.game import play_moves
    from gameviz.games import GAMES, game_from_spec

    for name, info in GAMES.items():
        if info.create is None:
            continue
        game = game_from_spec(name)
        assert info.moves_example, name
        play_moves(game, game.parse_moves(info.moves_example))  # raises if the example is not legal
