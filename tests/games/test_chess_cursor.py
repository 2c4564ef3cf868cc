"""Chess searched on one board (moves pushed and popped, python-chess's transposition key) gives the
same events as the same search over EPD positions, one board parsed per node."""

from __future__ import annotations

import random

import chess
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.search import alphabeta, collect, iterative_deepening, minimax, negamax
from gameviz.core.search.cursor_tree import CursorTree, searched_by_moves
from gameviz.core.search.heuristics import make_heuristic
from gameviz.core.search.tree import GameTree
from gameviz.games import game_from_spec
from gameviz.games.chess_eval import DEFAULT_WEIGHTS, evaluate, value
from tests.conftest import budget

FENS = ["3Q4/8/6K1/8/1R6/8/2k5/8 w - - 0 1", "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"]


class EpdTree(GameTree):
    """The game tree over EPD positions, as before a cursor (a subclass, which searches take as it is)."""


def random_position(fen: str, seed: int) -> str:
    board, rng = chess.Board(fen), random.Random(seed)
    for _ in range(rng.randint(0, 6)):
        moves = list(board.legal_moves)
        if not moves:
            break
        board.push(rng.choice(moves))
    return board.fen()


SEARCHES = [
    lambda tree, depth: minimax(tree, depth=depth),
    lambda tree, depth: negamax(tree, depth=depth, memo=True, order=True),
    lambda tree, depth: alphabeta(tree, depth=depth),
    lambda tree, depth: alphabeta(tree, depth=depth, order=True, memo=True, soft=True),
    lambda tree, depth: iterative_deepening(tree, depth=depth, memo=True),
]


@pytest.mark.slow
@budget(40)
@given(st.sampled_from(FENS), st.integers(0, 2**32), st.integers(0, len(SEARCHES) - 1), st.integers(1, 2),
       st.sampled_from(["course", "zero"]))
def test_a_chess_search_on_one_board_gives_the_events_of_the_search_over_epd_positions(fen, seed, search, depth,
                                                                                      heuristic):
    game = game_from_spec(f"chess:fen={random_position(fen, seed)}")
    epd = EpdTree(game, game.initial(), make_heuristic(heuristic, game))
    cursor = GameTree(game, game.initial(), make_heuristic(heuristic, game))
    assert isinstance(searched_by_moves(cursor), CursorTree) and searched_by_moves(epd) is epd
    assert collect(SEARCHES[search](cursor, depth)) == collect(SEARCHES[search](epd, depth))


def test_the_evaluation_without_notes_is_the_evaluation_s_value():
    rng = random.Random(7)
    for fen in FENS:
        board = chess.Board(random_position(fen, rng.randrange(2**32)))
        assert value(board, DEFAULT_WEIGHTS) == evaluate(board, DEFAULT_WEIGHTS).value
