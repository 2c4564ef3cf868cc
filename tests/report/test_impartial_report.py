"""An impartial game's positions in words and JSON."""

from __future__ import annotations

from gameviz.core.impartial import game_graph, solve_impartial
from gameviz.games import game_from_spec
from gameviz.report.impartial import impartial_json, impartial_report


def test_nim_21_json_keys_and_positions_as_the_game_writes_them():
    data = impartial_json(solve_impartial(game_graph(game_from_spec("sticks:n=21,take=1-4"))))
    assert data["losing"] == [1, 6, 11, 16, 21]
    assert data["G"]["1"] == [2, 3, 4, 5]
    assert data["P"] == {"0": [1], "2": [6], "4": [11], "6": [16], "8": [21]}
    assert data["start"] == 21 and data["status"][21] == "losing"


def test_chomp_json_writes_the_board_as_its_rows():
    data = impartial_json(solve_impartial(game_graph(game_from_spec("chomp:rows=2,cols=2"))))
    assert data["positions"] == [(2, 2), (1, 1), (2, 1), (2, 0), (1, 0)]
    assert data["labels"] == ["0", "1", "2", "3", "4"]
    assert data["losing"] == [(2, 1), (1, 0)]


def test_report_lists_the_sets_in_the_course_notation_and_the_winning_moves():
    text = impartial_report(solve_impartial(game_graph(game_from_spec("chomp:rows=2,cols=2"))))
    assert "Losing positions (for the player to move): {2, 4}" in text
    assert "  P₀ = {4}\n  G₁ = {1, 3}\n  P₂ = {2}\n  G₃ = {0}" in text
    assert "0 ∈ G₃: play b2, into P₂" in text
    assert text.endswith("From the start 0, the player to move wins.")


def test_report_says_a_finished_play_won_is_in_no_set():
    text = impartial_report(solve_impartial(game_graph(game_from_spec("sticks:n=6,take=1-4"))))
    assert "{0}: the play is over and the player to move has won (in no Gₖ)." in text
    assert text.endswith("From the start 6, the player to move loses.")
