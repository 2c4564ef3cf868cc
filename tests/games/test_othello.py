"""Othello: the move generator counted against published perft values, passes, the end, notation."""

from __future__ import annotations

import pytest

from gameviz.core.errors import InputError
from gameviz.core.game import PASS, play_moves
from gameviz.core.outcome import DRAW, Outcome
from gameviz.games import game_from_spec, info_of
from gameviz.games.othello import Othello, perft

#: Move sequences of each length from the 8 × 8 start (OEIS A124004; the values every Othello
#: move generator is tested against).
PUBLISHED_PERFT = {1: 4, 2: 12, 3: 56, 4: 244, 5: 1396, 6: 8200, 7: 55092}


@pytest.mark.parametrize("depth", sorted(PUBLISHED_PERFT))
def test_perft_from_the_start_of_8x8(depth):
    game = Othello(8)
    assert perft(game, game.initial(), depth) == PUBLISHED_PERFT[depth]


@pytest.mark.slow
def test_perft_8_and_9_with_the_first_finished_games():
    game = Othello(8)
    assert perft(game, game.initial(), 8) == 390_216
    assert perft(game, game.initial(), 9) == 3_005_288


def test_the_start_and_the_usual_notation():
    game = game_from_spec("othello:size=8")
    start = game.initial()
    board = game.board(start).rows
    assert board[3] == "...OX..." and board[4] == "...XO..."  # white d4 e5, black e4 d5
    assert [game.move_label(start, m) for m in game.moves(start)] == ["d3", "c4", "f5", "e6"]
    after = play_moves(game, game.parse_moves("d3 c5"))
    assert game.board(after).rows[2:5] == ("...X....", "...XX...", "..OOO...")
    assert game.player(after) == 1 and game.label(after) == "●3 ○3"
    with pytest.raises(InputError, match="'z9' is not a square from a1 to h8") as error:
        game.parse_moves("d3 z9")
    assert error.value.offset == 3
    with pytest.raises(InputError, match=r"move 1 \(a1\) is not legal here"):
        play_moves(game, game.parse_moves("a1"))


def test_a_player_who_cannot_move_passes_and_the_game_ends_when_neither_can():
    game = Othello(4)
    passes = [(i, state) for i, state in enumerate(_walk(game)) if game.moves(state) == [PASS]]
    assert passes, "some 4×4 game has a pass"
    _, state = passes[0]
    after = game.play(state, PASS)
    assert game.player(after) == 3 - game.player(state) and game.moves(after) not in ([], [PASS])
    over = [s for s in _walk(game) if game.outcome(s) is not None]
    assert over and all(game.moves(s) == [] for s in over)
    black, white = over[0][0].bit_count(), over[0][1].bit_count()
    assert game.outcome(over[0]) == (Outcome(1) if black > white else Outcome(2) if white > black else DRAW)


def _walk(game: Othello, limit: int = 3000):
    """Positions of the 4 × 4 game, breadth first."""
    seen, queue = set(), [game.initial()]
    while queue and len(seen) < limit:
        state = queue.pop(0)
        if state in seen:
            continue
        seen.add(state)
        yield state
        queue.extend(game.play(state, move) for move in game.moves(state))


def test_sizes_are_even_from_4_to_8():
    with pytest.raises(InputError, match="even size"):
        game_from_spec("othello:size=5")
    with pytest.raises(InputError, match="above the maximum 8"):
        game_from_spec("othello:size=10")


def test_the_heuristic_weighs_corners_edges_and_mobility():
    game = Othello(6)
    state = play_moves(game, game.parse_moves("c2 b2 b3"))
    notes = info_of(game).heuristic_notes(game, state)
    assert notes.cells[(0, 0)] == "100" and notes.cells[(1, 1)] == "-50" and notes.cells[(0, 1)] == "-20"
    assert notes.formula == "h = squares of ● −1 − squares of ○ (−49) + 5 × mobility (● 6 − ○ 2) = 68"
    assert game.heuristic(state) == 68


@pytest.mark.parametrize("moves,empty", [
    ("b3 b4 a5 c2 b1 e2 c5 b5 e5 a3 b2 e4 e3 c6 a6 e6 f1 a4", 14),
    ("c2 b2 a2 d2 e2 b4 e5 f1 a4 d5 e3 a1 c5 a3 f2 d6 c6 f4 f6", 13),
])
def test_an_end_game_of_13_or_14_empty_squares_is_searched_to_the_end(moves, empty):
    from gameviz.core.search import GameTree, run
    from gameviz.core.search.budget import SearchBudget
    from gameviz.core.search.options import SearchOptions, start_search
    from gameviz.games.full_search import full_search_refusal

    game = game_from_spec("othello")
    state = play_moves(game, game.parse_moves(moves))
    assert game.size * game.size - (state[0] | state[1]).bit_count() == empty
    options = SearchOptions("alphabeta", order=True)
    assert full_search_refusal(game, state, options, SearchBudget()) is None  # no fixed limit of empty squares
    value = run(start_search(GameTree(game, state), options)).value
    assert value == run(start_search(GameTree(game, state), SearchOptions("alphabeta", memo=True, soft=True))).value


def test_when_neither_can_move_the_most_discs_win_and_equal_counts_draw():
    game = Othello(4)
    player = game.initial()[2]
    # discs far apart, none between two of the other colour: nobody can move
    assert game.outcome((1 << 0, 1 << 10, player)) == DRAW  # X . . . / . . . . / . . O . / . . . .
    assert game.outcome((1 << 0 | 1 << 3, 1 << 10, player)) == Outcome(1)
    assert game.outcome((1 << 0, 1 << 10 | 1 << 15, player)) == Outcome(2)
    assert game.outcome(game.initial()) is None
