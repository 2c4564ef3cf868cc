"""A board and its notes as the Board tab draws them: the course's Connect 4 weights (seed 000, figure 5), h
after each move under its column, the formula under the board."""

from __future__ import annotations

from gameviz.core.game import play_moves
from gameviz.figure.board_figure import BoardNotes, board_frame, board_notes, board_picture, wrapped
from gameviz.figure.primitives import Text, text_width
from gameviz.figure.style import LIGHT
from gameviz.games import game_from_spec

#: Seed 000, figure 5: the number of rows of four through each cell of the 7 × 6 board, top row first.
WEIGHTS = ["3 4 5 7 5 4 3", "4 6 8 10 8 6 4", "5 8 11 13 11 8 5", "5 8 11 13 11 8 5", "4 6 8 10 8 6 4",
           "3 4 5 7 5 4 3"]


def connect4_after(moves: str):
    game = game_from_spec("connect4")
    state = play_moves(game, game.parse_moves(moves))
    return game, state


def texts(picture, kind: str) -> list[Text]:
    (group,) = [g for g, part in zip(picture.groups, picture.parts, strict=True) if part.classes == (kind,)]
    return list(group)


def test_connect4_after_4453_carries_the_course_weights_h_after_each_move_and_the_formula():
    game, state = connect4_after("4453")
    notes = board_notes(game, state, heuristic=True)
    picture = board_picture(game.board(state), notes, LIGHT)
    frame = board_frame(game.board(state), notes, 560.0, 560.0 / (7 / 6) + 6 * 28)
    cell = frame.width / 7
    weights = texts(picture, "weight")
    rows = [" ".join(t.text for t in sorted((t for t in weights if frame.y + r * cell < t.y < frame.y + (r + 1) * cell),
                                            key=lambda t: t.x)) for r in range(6)]
    assert rows == WEIGHTS
    centre = next(t for t in weights if t.text == "13" and t.y < frame.y + 3 * cell)
    assert frame.x + 3 * cell < centre.x < frame.x + 3.5 * cell  # in the top left corner of column 4's cell
    assert [t.text for t in texts(picture, "axis")] == ["1", "2", "3", "4", "5", "6", "7"]
    h_row = sorted(texts(picture, "hvalue"), key=lambda t: t.x)
    assert [t.text for t in h_row] == ["0", "1", "5", "10", "5", "1", "0"]  # 4453 then each column
    assert all(t.y > frame.y + frame.height for t in h_row)  # under the board
    assert [t.text for t in texts(picture, "rowlabel")] == ["h after this move"]
    assert [t.text for t in texts(picture, "formula")] == ["h = (7 + 5) − (5 + 10) = −3"]
    assert picture.width == 560.0 and picture.palette is LIGHT  # as wide as asked, the board filling it


def test_without_the_heuristic_only_the_names_of_the_columns_are_written():
    game, state = connect4_after("4453")
    picture = board_picture(game.board(state), board_notes(game, state, heuristic=False), LIGHT)
    assert [part.classes for part in picture.parts] == [("cells",), ("axis",)]


def test_scores_are_written_under_h_and_estimates_in_italic():
    game, state = connect4_after("44")
    notes = BoardNotes(axes=(tuple("1234567"), ()), moves={3: "2"}, scores={2: "≈12", 3: "+1"},
                       estimated=frozenset({2}), legend="Exact scores for J1, who moves")
    picture = board_picture(game.board(state), notes, LIGHT)
    (estimate,) = texts(picture, "estimate")
    (exact,) = texts(picture, "score")
    (h,) = texts(picture, "hvalue")
    assert (estimate.text, estimate.italic, exact.text, exact.italic, exact.bold) == ("≈12", True, "+1", False, True)
    assert estimate.color != exact.color == LIGHT.text and h.y < exact.y  # the row of scores under h's
    assert [t.text for t in texts(picture, "rowlabel")] == ["h after this move", "score"]
    assert texts(picture, "formula")[-1].text == "Exact scores for J1, who moves"


def test_a_formula_is_cut_between_words_to_the_width_of_the_board():
    game = game_from_spec("tictactoe")
    state = play_moves(game, game.parse_moves("5 1 9"))
    notes = board_notes(game, state, heuristic=True)
    picture = board_picture(game.board(state), notes, LIGHT, width=300)
    lines = [t.text for t in texts(picture, "formula")]
    assert " ".join(lines) == notes.formula and len(lines) > 1
    assert all(text_width(line, 15) <= 300 for line in lines)
    assert wrapped("a bb ccc", 15, 1) == ["a", "bb", "ccc"]
