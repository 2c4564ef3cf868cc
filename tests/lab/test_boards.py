"""A student's tic-tac-toe and Connect 4 positions, however written, read back as the course's boards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.games.connect4 import ConnectFour
from gameviz.games.tictactoe import TicTacToe
from gameviz.lab.boards import BoardReading
from tests.conftest import budget


def _grid(state: tuple[str, ...], symbols: dict[str, Any]) -> list[list[Any]]:
    """Rows bottom first of a Connect 4 state, each cell the student's symbol."""
    return [[symbols[state[c][r]] if r < len(state[c]) else symbols["."] for c in range(7)] for r in range(6)]


NUMBERS = {".": 0, "X": 1, "O": 2}
LETTERS = {".": " ", "X": "J", "O": "R"}
CONNECT4_WRITINGS: dict[str, Callable[[tuple[str, ...]], Any]] = {
    "rows top first, with the player": lambda s: (_grid(s, NUMBERS)[::-1], len("".join(s)) % 2 + 1),
    "rows bottom first": lambda s: [tuple(row) for row in _grid(s, NUMBERS)],
    "flat string, row by row from the top": lambda s: "".join("".join(row) for row in _grid(s, LETTERS)[::-1]),
    "columns bottom first": lambda s: [[row[c] for row in _grid(s, NUMBERS)] for c in range(7)],
    "flat columns top first": lambda s: [row[c] for c in range(7) for row in _grid(s, LETTERS)[::-1]],
    "stacks": lambda s: [list(column) for column in s],
}
TIC_TAC_TOE_WRITINGS: dict[str, Callable[[str], Any]] = {
    "string": lambda s: s.replace(".", "-"),
    "rows of numbers, with the player": lambda s: ([[NUMBERS[s[3 * r + c]] for c in range(3)] for r in range(3)], 1),
    "columns of booleans": lambda s: [[{".": None, "X": True, "O": False}[s[3 * r + c]] for r in range(3)]
                                      for c in range(3)],
}


def _plays(game: Any, seed: int, length: int) -> list[Any]:
    """The states of a random play of ``length`` moves (fewer if it ends)."""
    import random

    rng, state, states = random.Random(seed), game.initial(), []
    for _ in range(length):
        if not game.moves(state):
            break
        state = game.play(state, rng.choice(game.moves(state)))
        states.append(state)
    return states


def _learnt(game: Any, write: Callable[[Any], Any]) -> BoardReading:
    start = game.initial()
    firsts = [game.play(start, m) for m in game.moves(start)]
    answers = [game.play(firsts[0], m) for m in game.moves(firsts[0])]
    reading = BoardReading.learn(write(start), [write(s) for s in firsts], [write(s) for s in answers])
    assert reading is not None
    return reading


@pytest.mark.parametrize("writing", sorted(CONNECT4_WRITINGS))
@budget(100)
@given(seed=st.integers(0, 10**6), length=st.integers(0, 42))
def test_every_connect4_writing_reads_back_the_same_board(writing, seed, length):
    write = CONNECT4_WRITINGS[writing]
    game = ConnectFour()
    reading = _learnt(game, write)
    for state in _plays(game, seed, length):
        assert reading.state(write(state)) == state


@pytest.mark.parametrize("writing", sorted(TIC_TAC_TOE_WRITINGS))
@budget(100)
@given(seed=st.integers(0, 10**6), length=st.integers(0, 9))
def test_every_tic_tac_toe_writing_reads_back_a_board_of_the_same_heuristic(writing, seed, length):
    """Columns read as rows transpose the board: the course's heuristic is the same."""
    write = TIC_TAC_TOE_WRITINGS[writing]
    game = TicTacToe()
    reading = _learnt(game, write)
    for state in _plays(game, seed, length):
        assert game.heuristic(reading.state(write(state))) == game.heuristic(state)


def test_what_is_not_a_board_is_not_read():
    assert BoardReading.learn(21, [20, 19], [18]) is None  # sticks
    assert BoardReading.learn("." * 9, ["X" + "." * 8, "." * 8 + "O"], ["XO" + "." * 7]) is None  # two symbols for J1
    reading = _learnt(TicTacToe(), lambda s: s)
    assert reading.state("XQ.......") is None and reading.state("X" * 10) is None
    stacks = _learnt(ConnectFour(), lambda s: [list(c) for c in s])
    assert stacks.state([["X"] * 7] + [[]] * 6) is None  # a column of seven
    rows = _learnt(ConnectFour(), CONNECT4_WRITINGS["rows bottom first"])
    floating = [[0] * 7 for _ in range(6)]
    floating[2][3] = 1
    assert rows.state(floating) is None  # a disc above an empty cell
