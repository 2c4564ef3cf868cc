"""Chess through the Game protocol: the published perft counts, SAN/UCI/PGN moves, FEN positions,
the ends of a game, the order moves are searched in and the board picture."""

from __future__ import annotations

import math

import chess
import pytest

from gameviz.core.errors import GameSpecError, InputError
from gameviz.core.game import play_moves
from gameviz.core.outcome import DRAW, Outcome
from gameviz.core.session import GameSession
from gameviz.games import GAMES, game_from_spec
from gameviz.games.chess import Chess, movetext_tokens, perft

#: The position of the perft tests called "Kiwipete": castling both ways, en passant, promotions, pins.
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


@pytest.mark.parametrize(("depth", "count"), [(1, 20), (2, 400), (3, 8_902)])
def test_perft_from_the_start_matches_the_published_counts(depth, count):
    game = Chess()
    assert perft(game, game.initial(), depth) == count


@pytest.mark.slow
def test_perft_four_from_the_start_is_197281():
    game = Chess()
    assert perft(game, game.initial(), 4) == 197_281


@pytest.mark.parametrize(("depth", "count"), [(1, 48), (2, 2_039)])
def test_perft_of_kiwipete_counts_castling_en_passant_and_promotions(depth, count):
    game = game_from_spec(f"chess:fen={KIWIPETE}")
    assert perft(game, game.initial(), depth) == count


def test_the_start_is_named_chess_and_a_fen_keeps_its_position():
    assert game_from_spec("chess").spec == "chess"
    fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
    game = game_from_spec(f"chess:fen={fen}")
    assert game.spec == f"chess:fen={fen}"
    assert game.initial() == "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq -"
    assert game_from_spec(game.spec).initial() == game.initial()
    black = game_from_spec("chess:fen=4k3/8/8/8/8/8/8/R3K3 b - - 0 1")
    assert black.player(black.initial()) == 2


@pytest.mark.parametrize(("fen", "reason"), [
    ("4k3/8/8/8/8/8/8/K3K3 w - - 0 1", "a side has more than one king"),
    ("8/8/8/8/8/8/8/4K3 w - - 0 1", "Black has no king"),
    ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "a pawn stands on the first or last rank"),
    ("4k3/8/8 w - - 0 1", "is not a FEN"),
])
def test_an_impossible_fen_is_refused_with_the_reason(fen, reason):
    with pytest.raises(InputError, match=reason):
        game_from_spec(f"chess:fen={fen}")


def test_an_empty_fen_is_a_spec_error():
    with pytest.raises(GameSpecError, match="a value is needed"):
        game_from_spec("chess:fen=")


def test_moves_are_written_in_san_and_read_in_san_uci_or_pgn():
    game = Chess()
    san = game.parse_moves("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#")
    assert game.parse_moves("e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7") == san
    assert game.parse_moves('[Event "x"]\n1. e4 e5 2. Qh5 {attack} Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0') == san
    session = GameSession(game, san)
    assert session.notation() == "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"
    assert session.outcome() == Outcome(1)
    assert game.heuristic(session.position) == math.inf


def test_a_wrong_move_names_its_number_and_offset():
    game = Chess()
    with pytest.raises(InputError, match=r"character 7: move 3, 'Ke3': not a legal move here"):
        game.parse_moves("e4 e5 Ke3")
    with pytest.raises(InputError, match="not a move in SAN"):
        game.parse_moves("e4 zz")
    with pytest.raises(InputError, match="ambiguous"):
        game_from_spec("chess:fen=4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").parse_moves("Nd2")


def test_movetext_tokens_skip_numbers_results_and_comments():
    assert movetext_tokens("1. e4 {best} e5 2...Nf3 $1 (2. d4) 1/2-1/2") == [("e4", 3), ("e5", 13), ("Nf3", 20)]


def test_mate_stalemate_and_bare_kings_end_the_game():
    mate = game_from_spec("chess:fen=7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
    assert mate.outcome(mate.initial()) == Outcome(1) and mate.moves(mate.initial()) == []
    assert mate.heuristic(mate.initial()) == math.inf
    black_mates = play_moves(Chess(), Chess().parse_moves("f3 e5 g4 Qh4#"))
    assert Chess().outcome(black_mates) == Outcome(2) and Chess().heuristic(black_mates) == -math.inf
    stalemate = game_from_spec("chess:fen=7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert stalemate.outcome(stalemate.initial()) == DRAW
    bare = game_from_spec("chess:fen=7k/8/6K1/8/8/8/8/8 w - - 0 1")
    assert bare.outcome(bare.initial()) == DRAW
    assert Chess().outcome(Chess().initial()) is None


def test_captures_come_first_most_valuable_victim_then_least_valuable_attacker_then_checks():
    # White's pawn and queen can both take the black queen on d5; the queen can take the pawn on a5 too
    game = game_from_spec("chess:fen=4k3/8/8/p2q4/4P3/8/Q7/4K3 w - - 0 1")
    names = [game.move_label(game.initial(), m) for m in game.moves(game.initial())]
    assert names[:3] == ["exd5", "Qxd5", "Qxa5"]
    assert names[3] == "Qa4+"  # the only check that captures nothing
    assert set(names[4:]) == {game.move_label(game.initial(), m) for m in game.moves(game.initial())} - set(names[:4])


def test_the_board_marks_the_last_move_and_a_king_in_check():
    game = Chess()
    moves = game.parse_moves("f3 e5 g4 Qh4#")
    state = play_moves(game, moves)
    picture = game.picture(state, moves[-1])
    assert picture.kind == "chess"
    assert picture.rows[4] == "......Pq"  # rank 4: White's pawn on g4, Black's queen on h4
    assert picture.marked == ((0, 3), (4, 7))  # d8 and h4
    assert picture.alert == ((7, 4),)  # White's king on e1
    assert game.board(game.initial()).alert == ()


def test_the_whole_arena_is_refused_with_the_course_s_count_of_positions():
    info = GAMES["chess"]
    refusal = info.arena_check(info.defaults())
    assert refusal is not None and "10⁵⁰" in refusal and "depth 1 or 2" in refusal


def test_labels_say_who_moves_and_the_material():
    game = Chess()
    state = play_moves(game, game.parse_moves("e4 d5 exd5"))
    assert game.label(state) == "b 39:38"
    assert chess.Board(state + " 0 1").turn == chess.BLACK


@pytest.mark.parametrize(("depth", "vertices", "frontier"), [(1, 21, 20), (2, 421, 400)])
def test_the_arena_around_the_start_has_the_perft_counts_and_a_frontier_valued_by_h(depth, vertices, frontier):
    from gameviz.core.game import explore_around

    game = Chess()
    start = game.initial()
    arena = explore_around(game, start, depth)
    assert len(arena) == vertices and len(arena.frontier) == frontier  # no transposition within two plies
    assert arena.start == start and arena.game == "chess"
    assert len(arena.successors(start)) == 20
    assert all(arena.successors(v) == [] and value == game.heuristic(v) for v, value in arena.frontier.items())
    assert arena.edge_count() == vertices - 1  # a tree: every position but the start reached by one move


def test_the_arena_around_a_mate_in_one_marks_the_mate_as_white_s_target():
    from gameviz.core.game import explore_around

    game = game_from_spec("chess:fen=r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
    start = game.initial()
    arena = explore_around(game, start, 1)
    mate = play_moves(game, game.parse_moves("Qxf7#"))
    assert arena.target_of(mate) == 1 and mate not in arena.frontier
    assert len(arena) == 1 + len(game.moves(start)) and len(arena.frontier) == len(game.moves(start)) - 1


def test_positions_explored_around_one_are_named_by_the_moves_that_reach_them():
    from gameviz.core.game import explore_around

    game = game_from_spec("chess:fen=3q2k1/5ppp/8/4p3/8/5NP1/5P1P/4K2R w - - 0 1")  # the horizon example
    start = game.initial()
    arena = explore_around(game, start, 2)
    labels = {v: arena.label(v) for v in arena}
    assert labels[start] == "root" and len(set(labels.values())) == len(arena)  # every position told apart
    knight = game.play(start, chess.Move.from_uci("f3e5"))
    check = game.play(knight, chess.Move.from_uci("d8a5"))
    assert labels[knight] == "Nxe5" and labels[check] == "Nxe5 Qa5+"  # the seed's line, in SAN
    for v in arena:  # each name is a shortest line from the start, read back move by move
        assert labels[v] == "root" or len(labels[v].split()) == (1 if v in arena.successors(start) else 2)
        assert not any(":" in word for word in labels[v].split())  # never the side to move and the material
