"""The course's chess evaluation, term by term, counted by hand on small positions."""

from __future__ import annotations

import chess

from gameviz.games.chess import Chess
from gameviz.games.chess_eval import (
    DEFAULT_WEIGHTS,
    Weights,
    current_weights,
    evaluate,
    formula,
    material,
    use_weights,
)

#: White: king e1, pawns a2 a3 (doubled and isolated) and d2 e2 f2 (passed, sheltering the king);
#: Black: king e8 and an isolated pawn a7, which the a-pawns stop from being passed.
PAWNS = "4k3/p7/8/8/8/P7/P2PPP2/4K3 w - - 0 1"


def test_each_term_counts_what_the_course_names():
    counts = evaluate(chess.Board(PAWNS), DEFAULT_WEIGHTS).counts
    assert counts == {"material": (5, 1), "mobility": (0, 0), "shelter": (3, 0), "doubled": (1, 0),
                      "isolated": (2, 1), "passed": (3, 0)}


def test_the_value_weighs_each_difference():
    evaluation = evaluate(chess.Board(PAWNS), DEFAULT_WEIGHTS)
    # 4 + 0.25 × 3 − 0.5 × 1 − 0.5 × (2 − 1) + 0.5 × 3
    assert evaluation.value == 5.25
    assert formula(evaluation, DEFAULT_WEIGHTS) == (
        "h = material (5 − 1) + 0.1 × mobility (0 − 0) + 0.25 × king shelter (3 − 0) − 0.5 × doubled pawns (1 − 0) "
        "− 0.5 × isolated pawns (2 − 1) + 0.5 × passed pawns (3 − 0) = 5.25")


def test_material_is_one_three_three_five_nine():
    board = chess.Board("4k3/8/8/8/8/8/P7/QRBNK3 w - - 0 1")
    assert evaluate(board, DEFAULT_WEIGHTS).counts["material"] == (9 + 5 + 3 + 3 + 1, 0)


def test_mobility_counts_the_squares_a_piece_reaches_not_held_by_its_side():
    # the knight on a1 reaches b3 and c2; the rook on h1 is boxed in by its own king on g1 and pawn h2
    board = chess.Board("4k3/8/8/8/8/8/7P/N5KR w - - 0 1")
    evaluation = evaluate(board, DEFAULT_WEIGHTS)
    assert evaluation.counts["mobility"] == (2, 0)
    assert evaluation.notes[(7, 0)] == "3 m2" and evaluation.notes[(7, 7)] == "5 m0"


def test_the_start_is_level_and_the_notes_name_every_piece():
    evaluation = evaluate(chess.Board(), DEFAULT_WEIGHTS)
    assert evaluation.value == 0
    assert len(evaluation.notes) == 32
    assert evaluation.notes[(6, 4)] == "1 s"  # e7 shelters Black's king


def test_the_weights_set_in_the_preferences_are_those_games_use():
    game = Chess(PAWNS)
    assert game.heuristic(game.initial()) == 5.25
    try:
        use_weights(Weights().with_value("passed", 2.0).with_value("queen", 10.0))
        assert current_weights().queen == 10.0
        assert game.heuristic(game.initial()) == 5.25 + 1.5 * 3
        assert Chess(PAWNS, weights=DEFAULT_WEIGHTS).heuristic(game.initial()) == 5.25
    finally:
        use_weights(DEFAULT_WEIGHTS)


def test_the_material_written_is_thirty_nine_at_the_start_unless_the_weights_say_otherwise():
    board = chess.Board()
    assert material(board, chess.WHITE) == "39" and material(board, chess.BLACK) == "39"
    assert material(board, chess.BLACK, DEFAULT_WEIGHTS.with_value("queen", 10)) == "40"
    assert material(board, chess.WHITE, DEFAULT_WEIGHTS.with_value("pawn", 0.5)) == "35"
