"""Edit Position: boards set by hand on the board tab, refused with the reason or made the session's."""

from __future__ import annotations

from tests.games.test_board_setup import FIGURE_5
from tests.ui.test_board_tab import open_game


def set_cells(tab, rows) -> None:
    """Click every cell until it holds what ``rows`` say (a click goes empty → J1 → J2 → empty)."""
    for r, row in enumerate(rows):
        for c, wanted in enumerate(row):
            for _ in range(3):
                if tab.editor.grid.rows[r][c] == wanted:
                    break
                tab.board.cellClicked.emit(r, c)
            assert tab.editor.grid.rows[r][c] == wanted


def test_seed_000_figure_5_is_set_by_hand_and_worth_two(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.editor.edit_button.click()
    assert tab.editor.active and tab.board.editing
    tab.board.cellClicked.emit(3, 2)  # a disc in the air, column 3
    tab.editor.apply_button.click()
    assert tab.editor.active
    assert tab.editor.message.text() == "Refused: a disc floats in column 3: a disc falls to the lowest empty cell"
    tab.board.cellClicked.emit(3, 2)
    tab.board.cellClicked.emit(3, 2)  # empty again
    set_cells(tab, FIGURE_5)
    assert tab.board.board.rows == FIGURE_5  # the board shows the cells as they are set
    tab.editor.player.setCurrentIndex(0)
    tab.editor.apply_button.click()
    assert not tab.editor.active and not tab.board.editing
    session = tab.session
    assert session.game.board(session.position).rows == FIGURE_5
    assert session.game.heuristic(session.position) == 2
    assert len(session.moves) == 14 and tab.status.text() == "J1 to move."
    window.window_actions.heuristic_board.setChecked(True)
    assert tab.formula.text().endswith("= 2")


def test_both_players_with_four_in_a_row_are_refused(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    before = tab.session.notation()
    tab.editor.edit_button.click()
    set_cells(tab, (".......",) + ("O......",) * 4 + ("XXXX...",))
    tab.editor.apply_button.click()
    assert tab.editor.message.text().startswith("Refused: both players have four in a row")
    tab.editor.cancel_button.click()
    assert not tab.editor.active and tab.session.notation() == before


def test_a_chessboard_with_two_white_kings_is_refused_and_a_legal_one_opens(qtbot, window):
    open_game(qtbot, window, "chess")
    tab = window.board_tab
    tab.editor.edit_button.click()
    assert tab.editor.piece.isVisible()
    tab.editor.piece.setCurrentIndex(tab.editor.piece.findData("K"))
    tab.board.cellClicked.emit(7, 0)  # a second white king on a1
    tab.editor.apply_button.click()
    assert tab.editor.message.text() == "Refused: this position is not legal: a side has more than one king"
    tab.board.cellClicked.emit(7, 0)  # lifted again (the rook it replaced is gone too)
    tab.board.cellClicked.emit(6, 4)  # the white king replaces the pawn on e2
    tab.board.cellClicked.emit(7, 4)  # and leaves e1
    tab.editor.apply_button.click()
    qtbot.waitUntil(lambda: window.load_job is None and window.session is not None
                    and window.session.game.spec != "chess", timeout=30_000)
    assert window.board_tab.session.game.spec == \
        "chess:fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPKPPP/1NBQ1BNR w kq - 0 1"  # the rook on a1 gave way to the king


def test_an_othello_board_set_by_hand_is_the_start_and_the_computer_answers(qtbot, window):
    open_game(qtbot, window, "othello")
    tab = window.board_tab
    tab.depth_box.setValue(1)
    tab.set_computer(2)
    tab.editor.edit_button.click()
    start = tab.editor.grid.rows
    tab.board.cellClicked.emit(0, 0)  # a black disc in the corner a1, touching no other disc
    tab.editor.player.setCurrentIndex(0)
    tab.editor.apply_button.click()
    assert tab.editor.active and tab.editor.message.text() == \
        "Refused: the disc on a1 is cut off from the centre: each disc is placed next to one already on the board"
    tab.board.cellClicked.emit(0, 0)
    tab.board.cellClicked.emit(0, 0)  # white, then empty again
    tab.board.cellClicked.emit(1, 1)  # a black disc on b2, beside the centre's c3
    tab.editor.apply_button.click()
    assert not tab.editor.active
    session = tab.session
    assert session.moves == () and session.game.board(session.position).rows[:2] == (start[0], ".X" + start[1][2:])
    move = session.legal_moves()[0]
    tab.board.moveClicked.emit(move)
    qtbot.waitUntil(lambda: not tab.thinking.busy and len(session.moves) == 2, timeout=60_000)
    assert tab.explanation.text().startswith("The computer played ")
    tab.restart_button.click()
    assert session.moves == () and session.game.board(session.position).rows[1][1] == "X"  # back to the board set


def test_chinese_checkers_pegs_are_counted(qtbot, window):
    open_game(qtbot, window, "chinesecheckers:players=2,size=2")
    tab = window.board_tab
    tab.editor.edit_button.click()
    peg = tab.session.position[0].index(1)
    tab.board.cellClicked.emit(peg, 0)  # J1's peg becomes J2's
    tab.editor.apply_button.click()
    assert tab.editor.message.text() == "Refused: J1 has 2 pegs on the board, not 3"
    tab.board.cellClicked.emit(peg, 0)
    tab.board.cellClicked.emit(peg, 0)  # no peg, then J1's again
    tab.editor.apply_button.click()
    assert not tab.editor.active


def test_the_player_to_move_is_named_in_the_notation_chosen(qtbot, window):
    open_game(qtbot, window, "tictactoe")
    window.set_notation("adam-eve")
    tab = window.board_tab
    tab.editor.edit_button.click()
    assert [tab.editor.player.itemText(i) for i in range(tab.editor.player.count())] == ["Adam to move",
                                                                                         "Ève to move"]


def test_a_tictactoe_board_set_by_hand_is_reached_by_moves_and_refused_when_counts_are_wrong(qtbot, window):
    open_game(qtbot, window, "tictactoe")
    tab = window.board_tab
    tab.editor.edit_button.click()
    set_cells(tab, ("X..", ".O.", "..X"))
    tab.editor.player.setCurrentIndex(0)  # J1 to move with two crosses and one nought: impossible
    tab.editor.apply_button.click()
    assert tab.editor.active and tab.editor.message.text().startswith(
        "Refused: J1 has 2 marks and J2 1: J1 moves first")
    tab.editor.player.setCurrentIndex(1)
    tab.editor.apply_button.click()
    assert not tab.editor.active
    session = tab.session
    assert session.game.board(session.position).rows == ("X..", ".O.", "..X")
    assert len(session.moves) == 3 and tab.status.text() == "J2 to move."
    window.window_actions.heuristic_board.setChecked(True)
    # the crosses' rows and columns are open (X₁ = 4), their diagonal is blocked by the nought, which
    # holds its row, column and the other diagonal alone (O₁ = 3)
    assert tab.formula.text() == "X₁ = 4, X₂ = 0, O₁ = 3, O₂ = 0: 3X₂ + X₁ − (3O₂ + O₁) = 3·0 + 4 − (3·0 + 3) = 1"


def test_a_chomp_bar_set_by_hand_is_reached_by_moves_and_a_hole_is_refused(qtbot, window):
    open_game(qtbot, window, "chomp:rows=3,cols=4")
    tab = window.board_tab
    tab.editor.edit_button.click()
    assert tab.editor.grid.rows == ("*###", "####", "####")
    tab.board.cellClicked.emit(1, 1)  # a square eaten in the middle: the squares right and below stay
    tab.editor.apply_button.click()
    assert tab.editor.message.text() == (
        "Refused: row 2 has a square right of an eaten one: eating takes every square to the right and below")
    set_cells_chocolate(tab, ("*###", "##  ", "#   "))
    tab.editor.player.setCurrentIndex(1)
    tab.editor.apply_button.click()
    assert not tab.editor.active
    session = tab.session
    assert session.game.board(session.position).rows == ("*###", "##  ", "#   ")
    assert session.player() == 2 and len(session.moves) % 2 == 1  # J2 to move: J1 has moved once more
    assert tab.status.text() == "J2 to move."


def set_cells_chocolate(tab, rows) -> None:
    """Click every square of a chocolate bar until it is whole (#) or eaten (space) as ``rows`` say."""
    for r, row in enumerate(rows):
        for c, wanted in enumerate(row):
            if tab.editor.grid.rows[r][c] != wanted:
                tab.board.cellClicked.emit(r, c)
            assert tab.editor.grid.rows[r][c] == wanted
