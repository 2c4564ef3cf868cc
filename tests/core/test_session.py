"""The game session: moves played, taken back and typed, and the position they lead to."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import InputError
from gameviz.core.game import play_moves
from gameviz.core.outcome import DRAW, Outcome
from gameviz.core.session import GameSession
from gameviz.games import game_from_spec
from tests.conftest import budget

SPECS = ("sticks", "nim:heaps=1/2/3", "chomp:rows=3,cols=4", "tictactoe", "connect4:cols=5,rows=4")


def test_connect4_moves_are_typed_as_the_course_writes_them():
    session = GameSession(game_from_spec("connect4"))
    session.set_moves("4453")
    assert session.notation() == "4 4 5 3"
    assert session.game.board(session.position).rows[-2:] == ("...O...", "..OXX..")
    assert session.player() == 1 and session.outcome() is None


def test_a_won_game_has_no_more_moves():
    session = GameSession(game_from_spec("tictactoe"))
    session.set_moves("1 4 2 5 3")
    assert session.outcome() == Outcome(1) and session.legal_moves() == ()
    with pytest.raises(InputError, match="the game is over: 6 cannot be played"):
        session.play(5)
    session.take_back()
    assert session.outcome() is None and len(session.legal_moves()) == 5


def test_an_illegal_typed_move_is_named_with_its_number_and_changes_nothing():
    session = GameSession(game_from_spec("tictactoe"))
    session.set_moves("5 1")
    with pytest.raises(InputError, match=r"move 4 \(5\) is not legal here"):
        session.set_moves("1 2 5 5")
    with pytest.raises(InputError, match="character 3"):
        session.set_moves("1 x")
    with pytest.raises(InputError, match="move: 5 is not legal here"):
        session.play(4)  # cell 5 is taken
    assert session.notation() == "5 1"


def test_take_back_stops_at_the_start():
    session = GameSession(game_from_spec("sticks"), [3, 2])
    session.take_back(5)
    assert session.moves == () and session.position == session.game.initial()
    with pytest.raises(InputError):
        session.take_back(-1)


@budget(60)
@given(spec=st.sampled_from(SPECS), choices=st.lists(st.integers(0, 1000), max_size=30),
       backs=st.lists(st.integers(0, 3), max_size=30))
def test_the_position_is_the_moves_played_from_the_start(spec, choices, backs):
    game = game_from_spec(spec)
    session = GameSession(game)
    played: list = []
    for choice, back in zip(choices, backs + [0] * len(choices), strict=False):
        legal = session.legal_moves()
        if legal:
            move = legal[choice % len(legal)]
            session.play(move)
            played.append(move)
        session.take_back(back % 2)
        del played[len(played) - min(back % 2, len(played)):]
    assert list(session.moves) == played
    assert session.position == play_moves(game, played)
    again = GameSession(game)
    again.set_moves(session.notation())  # the notation reads back
    assert again.position == session.position


def test_a_drawn_game_is_over_and_has_no_winner():
    """Tic-tac-toe filled without a line: over (no moves), drawn, and not mistaken for a game going on."""
    session = GameSession(game_from_spec("tictactoe"))
    session.set_moves("1 5 9 2 8 7 3 6 4")
    assert session.outcome() == DRAW and session.legal_moves() == ()
    with pytest.raises(InputError, match="the game is over"):
        session.play(0)
    session.take_back()
    assert session.outcome() is None and session.legal_moves() == [3]


def test_a_position_is_titled_by_its_game_and_its_moves_in_any_language():
    session = GameSession(game_from_spec("connect4"))
    assert session.title() == "connect4:cols=7,rows=6"
    for move in session.game.parse_moves("4453"):
        session.play(move)
    title = session.title()
    assert title == "connect4:cols=7,rows=6 after 4 4 5 3"
    assert title.translated({"{spec} after {moves}": "{spec} après {moves}"}.get) == "connect4:cols=7,rows=6 après 4 4 5 3"
