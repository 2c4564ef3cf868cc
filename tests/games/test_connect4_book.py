"""The Connect 4 opening book: the literature's values of the first moves, answered at once."""

from __future__ import annotations

import io

from gameviz.cli import main
from gameviz.core.search.connect4 import Connect4Solver, column_scores
from gameviz.games import game_from_spec
from gameviz.games.computer import solved_move
from gameviz.games.connect4_book import mirror, opening_book

#: The score of each first move of the 7 × 6 board for the first player (Allis 1988; Pons's convention: 1 means
#: a win with the last, 21st, disc): only the centre wins, the edges lose soonest.
FIRST_MOVES = [-2, -1, 0, 1, 0, -1, -2]


def test_the_book_gives_the_literature_s_first_moves_and_is_consistent():
    book = opening_book()
    assert [-book[str(c)] for c in range(1, 8)] == FIRST_MOVES
    assert book[""] == max(FIRST_MOVES) == 1
    for moves, score in book.items():
        assert book[mirror(moves)] == score
    assert opening_book(6, 7) == {}


def test_the_book_holds_every_position_of_three_moves_each_the_negamax_of_the_next():
    book = opening_book()
    columns = [str(c) for c in range(1, 8)]
    assert sorted(book, key=lambda m: (len(m), m)) == [""] + columns + [a + b for a in columns for b in columns] + \
        [a + b + c for a in columns for b in columns for c in columns]
    for moves in [m for m in book if len(m) < 3]:  # no move of these wins at once
        assert book[moves] == max(-book[moves + c] for c in columns)
    assert book["44"] == 1  # against the centre, a reply in the centre holds out longest: J1 wins with the last disc
    assert book["444"] == -1  # and the centre again is a best reply: J2 loses to J1's last disc


def test_the_columns_after_two_moves_are_scored_at_once():
    solver = Connect4Solver(book=opening_book())
    scores = column_scores(solver, "44", budget=0.01)
    assert max(scores.values()) == opening_book()["44"] == scores[3] and solver.nodes == 0
    assert [scores[c] for c in range(7)] == [-opening_book()["44" + str(c + 1)] for c in range(7)]


def test_the_columns_after_the_first_move_are_scored_at_once():
    solver = Connect4Solver(book=opening_book())
    scores = column_scores(solver, "4", budget=0.01)
    assert [scores[c] for c in range(7)] == [-4, -2, -2, -1, -2, -2, -4] and solver.nodes == 0


def test_the_empty_board_is_scored_per_column_at_once():
    solver = Connect4Solver(book=opening_book())
    scores = column_scores(solver, "", budget=0.01)
    assert [scores[c] for c in range(7)] == FIRST_MOVES and solver.nodes == 0
    assert solver.solve("", weak=True) == 1
    choice, _ = solved_move(game_from_spec("connect4"), [], budget=0.01)
    assert (choice.move, choice.score) == (3, 1)


def test_a_solver_answers_what_its_book_knows_and_searches_the_rest():
    solver = Connect4Solver(book={"44": -5})
    assert solver.solve("44") == -5 and solver.solve("44", weak=True) == -1 and solver.nodes == 0
    assert solver.solve("457377456737766126") == 10 and solver.nodes > 0  # (its best column scores 10)


def test_the_command_line_answers_the_opening_from_the_book(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("\n1\n444\n"))
    assert main(["connect4", "solve"]) == 0
    assert capsys.readouterr().out.splitlines() == [" 1", "1 2", "444 -1"]
