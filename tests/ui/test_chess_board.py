"""Chess in the application: moves clicked square by square, the computer at depth 2, Why?, the arena
tab's refusal with the arena around the position to depth 1 or 2."""

from __future__ import annotations

import random

from tests.ui.test_board_tab import open_game


def click_move(tab, move) -> None:
    """Click the square a move leaves, then the square it reaches."""
    start, stop = tab.session.game.move_cells(move)
    tab.board.click_cell(start)
    assert tab.board.picked_cell == start
    tab.board.click_cell(stop)


def test_ten_moves_against_the_computer_at_depth_two(qtbot, window):
    open_game(qtbot, window, "chess")
    assert "10⁵⁰" in window.arena_note.message.text()
    assert window.arena_note.depth_box.maximum() == 2
    tab = window.board_tab
    assert tab.depth_box.value() == 2
    tab.set_computer(2)
    rng = random.Random(3)
    whys = []
    tab.whySearch.connect(lambda game, position, depth: whys.append((position, depth)))
    for number in range(1, 11):
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
        if tab.session.result() is not None:
            break
        clickable = [m for m in tab.session.legal_moves() if tab.session.game.move_cells(m) is not None]
        click_move(tab, rng.choice(clickable))
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
        if tab.session.result() is not None:
            break
        assert len(tab.session.moves) == 2 * number  # the computer answered
        assert tab.explanation.text().startswith("The computer played ")
        assert "alpha-beta to depth 2" in tab.explanation.text()
        picture = tab.board.board
        assert picture.marked == tab.session.game.move_cells(tab.session.moves[-1])
    assert len(tab.session.moves) >= 2
    names = tab.session.move_names()
    assert [tab.history.item(i).text() for i in range(tab.history.count())] == [
        f"{i}. {name}" for i, name in enumerate(names, start=1)]
    tab.why_button.click()
    assert whys and whys[-1][1] == 2


def test_a_click_on_an_empty_square_or_a_foreign_piece_picks_nothing(qtbot, window):
    open_game(qtbot, window, "chess")
    tab = window.board_tab
    tab.board.click_cell((4, 4))  # e4 is empty
    assert tab.board.picked_cell is None
    tab.board.click_cell((1, 4))  # Black's pawn on e7, while White moves
    assert tab.board.picked_cell is None
    tab.board.click_cell((6, 4))  # White's pawn on e2
    tab.board.click_cell((4, 4))
    assert tab.session.notation() == "e4"
