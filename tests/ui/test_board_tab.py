"""The board of a game session: play, take back, type a position, search it, play the computer."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from gameviz.core.game import play_moves
from gameviz.core.outcome import Outcome
from gameviz.games import game_from_spec
from tests.ui.conftest import open_and_wait


def open_game(qtbot, window, spec: str) -> None:
    """Open ``spec`` and wait until its session is on the board (and its arena drawn, if it has one)."""
    window.open_source(spec)
    qtbot.waitUntil(lambda: window.load_job is None and window.session is not None, timeout=60_000)
    qtbot.waitUntil(lambda: window.layout_job is None and not window.view.busy, timeout=60_000)


def click_column(window, column: int) -> None:
    window.board_tab.board.moveClicked.emit(column)


def test_connect4_opens_on_its_board_without_an_arena(qtbot, window):
    open_game(qtbot, window, "connect4")
    assert window.tabs.currentWidget() is window.board_tab and window.document is None
    assert window.arena_page.currentWidget() is window.arena_note
    note = window.arena_note.message.text()
    assert "7×6 has far too many positions, whatever the vertex limit." in note
    # the window's advice names its own controls, never a command, and no limit that could not help
    assert "search its positions on the Search Tree tab" in note and "Score the Moves, on the Board tab" in note
    assert "gameviz" not in note and "vertex limit in" not in note
    assert window.windowTitle().startswith("connect4:cols=7,rows=6")
    tab = window.board_tab
    for column in (3, 3, 4, 2):  # the course's 4 4 5 3
        click_column(window, column)
    assert tab.session.notation() == "4 4 5 3"
    assert [tab.history.item(i).text() for i in range(tab.history.count())] == ["1. 4", "2. 4", "3. 5", "4. 3"]
    assert tab.status.text() == "J1 to move."
    tab.back_button.click()
    assert tab.session.notation() == "4 4 5" and tab.status.text() == "J2 to move."


def test_a_small_game_opens_with_its_arena_and_its_board(qtbot, window):
    open_and_wait(qtbot, window, "tictactoe")
    assert window.tabs.currentWidget() is window.arena_page and window.document is not None
    assert window.board_tab.solution is window.document.solution  # the computer can follow the attractors
    assert window.tabs.isTabEnabled(window.tabs.indexOf(window.board_tab))


def test_an_arena_file_has_no_board(qtbot, window, tmp_path):
    path = tmp_path / "a.json"
    path.write_text('{"format": "gameviz-arena", "version": 1, "vertices": [{"id": "a", "player": 1}, '
                    '{"id": "b", "player": 2, "target": 1}], "edges": [["a", "b"]], "start": "a"}')
    open_and_wait(qtbot, window, str(path))
    assert window.session is None
    assert not window.tabs.isTabEnabled(window.tabs.indexOf(window.board_tab))
    assert not window.window_actions.play_computer.isEnabled()


def test_set_position_refuses_an_illegal_move_and_keeps_the_position(qtbot, window, monkeypatch):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("4444444", True))
    tab.ask_position()
    assert warnings == ["These moves cannot be played: moves: move 7 (4) is not legal here"]
    assert tab.session.moves == ()
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("4453", True))
    tab.ask_position()
    game = tab.session.game
    assert tab.session.position == play_moves(game, game.parse_moves("4453"))


def test_the_search_tree_is_rooted_at_the_board_position(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.set_position_text("4453")
    tree = window.tree_tab
    tree.toolbar.depth_box.setValue(2)
    window.tabs.setCurrentWidget(tree)
    qtbot.waitUntil(lambda: not tree.busy and tree.timeline is not None, timeout=60_000)
    assert tree.display.node(()) == tab.session.position
    assert "after 4 4 5 3" in tree.source.title
    window.tabs.setCurrentWidget(tab)
    click_column(window, 0)
    window.tabs.setCurrentWidget(tree)  # the tree follows the board
    qtbot.waitUntil(lambda: not tree.busy and tree.timeline is not None
                    and tree.display.node(()) == tab.session.position, timeout=60_000)


def test_tictactoe_against_the_attractor_strategy_is_never_lost(qtbot, window):
    open_and_wait(qtbot, window, "tictactoe")
    window.links.play_against_computer()
    tab = window.board_tab
    assert window.tabs.currentWidget() is tab and tab.computer == 2 and tab.use_strategy.isChecked()
    game, rng = tab.session.game, random.Random(3)
    for _ in range(8):
        tab.restart_button.click()
        while tab.session.outcome() is None:
            tab.human_move(rng.choice(list(tab.session.legal_moves())))
        assert tab.session.outcome() != Outcome(1)  # the student (J1) never wins
        assert tab.status.text() in ("Draw.", "The computer wins.")
    tab.back_button.click()
    assert tab.session.player() == 1 and game.outcome(tab.session.position) is None


def test_connect4_against_the_search_to_the_end_and_why(qtbot, window):
    open_game(qtbot, window, "connect4:cols=5,rows=4")
    tab = window.board_tab
    tab.depth_box.setValue(2)
    tab.use_solver.setChecked(False)  # alpha-beta with the course's heuristic
    tab.set_computer(2)
    rng = random.Random(1)
    while tab.session.outcome() is None:
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
        if tab.session.outcome() is not None:
            break
        tab.human_move(rng.choice(list(tab.session.legal_moves())))
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
    assert tab.status.text() in ("Draw.", "The computer wins.", "You win!")
    assert "alpha-beta to depth 2" in tab.explanation.text()
    before = tab.last[0]
    tab.why_button.click()
    tree = window.tree_tab
    assert window.tabs.currentWidget() is tree
    qtbot.waitUntil(lambda: not tree.busy and tree.timeline is not None, timeout=60_000)
    assert tree.display.node(()) == before and tree.result.value == tab.last[1].search.value


def test_heap_games_are_played_with_move_buttons(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    window.tabs.setCurrentWidget(window.board_tab)
    tab = window.board_tab
    buttons = [tab.moves_layout.itemAt(i).widget() for i in range(tab.moves_layout.count())]
    assert [b.text() for b in buttons] == ["1", "2", "3"]
    buttons[2].click()
    assert tab.session.position == game_from_spec("sticks").play(tab.session.game.initial(), 3)


def test_the_vertex_limit_is_a_preference_that_decides_whether_the_arena_is_drawn(qtbot, window, monkeypatch):
    from gameviz.ui.preferences_dialog import PreferencesDialog, memory_text

    dialog = PreferencesDialog(window.settings, {"auto": "Automatic"}, "auto", window)
    qtbot.addWidget(dialog)
    assert dialog.vertex_limit.value() == 60_000 and dialog.memory.text() == "about 600 MB"
    dialog.vertex_limit.setValue(1_000)
    dialog.accept()
    assert window.settings.vertex_limit() == 1_000 and memory_text(2_000_000) == "20.0 GB"
    open_game(qtbot, window, "tictactoe")  # 5,478 positions
    assert window.document is None and window.tabs.currentWidget() is window.board_tab
    assert "at least 4,400 positions, more than the limit of 1,000" in window.arena_note.message.text()
    monkeypatch.setattr(PreferencesDialog, "exec", lambda self: (self.vertex_limit.setValue(10_000), self.accept(), 1)[-1])
    window.window_actions.preferences.trigger()
    assert window.tree_tab.vertex_limit == 10_000
    open_and_wait(qtbot, window, "tictactoe")
    assert len(window.document.arena) == 5478
    assert window.arena_page.currentWidget() is window.view


def test_the_arena_shows_the_position_of_the_board(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    window.tabs.setCurrentWidget(window.board_tab)
    window.board_tab.set_position_text("3 2")
    window.tabs.setCurrentWidget(window.arena_page)
    assert window.arena_page.currentWidget() is window.view
    assert window.document.arena.label(window.selected) == "(5,1)"


def search_value_in_the_application(qtbot, window, spec: str, moves: str, depth: int) -> float:
    open_game(qtbot, window, spec)
    window.board_tab.set_position_text(moves)
    tree = window.tree_tab
    tree.toolbar.depth_box.setValue(depth)
    tree.toolbar.algorithm.setCurrentIndex(tree.toolbar.algorithm.findData("alphabeta"))
    window.tabs.setCurrentWidget(tree)
    qtbot.waitUntil(lambda: not tree.busy and tree.timeline is not None
                    and tree.display.node(()) == window.board_tab.session.position, timeout=60_000)
    return tree.result.value


def test_othello_and_connect4_search_values_agree_between_the_cli_and_the_application(qtbot, window, capsys):
    import json

    from gameviz.cli import main

    for spec, moves, depth in (("othello", "c2 b2 b3", 3), ("othello:size=8", "d3 c5 f6", 3), ("connect4", "4453", 4)):
        assert main(["tree", spec, "--moves", moves, "--depth", str(depth), "--json"]) == 0
        expected = json.loads(capsys.readouterr().out)["value"]
        assert search_value_in_the_application(qtbot, window, spec, moves, depth) == expected, spec


def test_othello_is_played_against_the_computer_to_its_end(qtbot, window):
    open_game(qtbot, window, "othello:size=4")  # 62,789 positions: over the default limit, on its board
    assert window.document is None
    tab = window.board_tab
    tab.depth_box.setValue(2)
    tab.set_computer(2)
    rng = random.Random(5)
    passes = 0
    while tab.session.outcome() is None:
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
        if tab.session.outcome() is not None:
            break
        legal = list(tab.session.legal_moves())
        if legal == ["pass"]:  # the board has a Pass button then
            buttons = [tab.moves_layout.itemAt(i).widget() for i in range(tab.moves_layout.count())]
            assert [b.text() for b in buttons] == ["pass"]
            buttons[0].click()
            passes += 1
        else:
            tab.board.moveClicked.emit(rng.choice(legal))
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
    board = tab.session.game.board(tab.session.position)
    black, white = sum(r.count("X") for r in board.rows), sum(r.count("O") for r in board.rows)
    expected = "Draw." if black == white else "You win!" if black > white else "The computer wins."
    assert tab.status.text() == expected


def test_the_heuristic_on_the_board(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.set_position_text("4453")
    window.window_actions.heuristic_board.setChecked(True)
    assert window.settings.heuristic_on_board()
    assert tab.formula.text() == "h = (7 + 5) − (5 + 10) = −3"  # the course's cell table
    assert tab.board.cell_notes[(5, 0)] == "3" and tab.board.cell_notes[(2, 3)] == "13"
    game, state = tab.session.game, tab.session.position
    assert tab.board.move_notes[3] == str(int(game.heuristic(game.play(state, 3))))
    assert tab.board.axes == (("1", "2", "3", "4", "5", "6", "7"), ())
    tab.set_position_text("44531")  # h after O's moves is negative: written with a minus sign, as the scores
    assert [tab.board.move_notes[c] for c in range(7)] == ["−4", "−4", "−8", "−13", "−8", "−4", "−3"]
    open_game(qtbot, window, "tictactoe")
    tab.set_position_text("5 1")
    assert tab.formula.text() == "X₁ = 3, X₂ = 0, O₁ = 2, O₂ = 0: 3X₂ + X₁ − (3O₂ + O₁) = 3·0 + 3 − (3·0 + 2) = 1"
    window.window_actions.heuristic_board.setChecked(False)
    assert tab.formula.text() == "" and tab.board.move_notes == {}


def test_connect4_moves_are_scored_exactly_within_the_budget(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.set_position_text("457377456737766126")  # a position of the Test_L2_R2 set: score 10
    tab.score_button.click()
    qtbot.waitUntil(lambda: not tab.scoring.busy, timeout=120_000)
    assert tab.board.score_notes == {0: "+9", 1: "+9", 2: "+4", 3: "+10", 4: "0", 5: "−2"}
    assert tab.board.estimated == frozenset()
    assert tab.scores_legend.text().startswith("Exact scores for J1, who moves: 0 a draw, 22 − k a win with their "
                                               "k-th disc, −(22 − k) a loss to the k-th disc of J2.")
    tab.board.moveClicked.emit(3)
    assert 3 not in tab.board.score_notes  # a new position, not scored yet
    tab.back_button.click()
    assert tab.board.score_notes[3] == "+10"  # remembered per position


def test_a_move_not_solved_in_time_is_estimated_and_said_so(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.budget = 0.05
    tab.score_button.click()  # the empty board: the opening book knows every column
    qtbot.waitUntil(lambda: not tab.scoring.busy, timeout=120_000)
    assert [tab.board.score_notes[c] for c in range(7)] == ["−2", "−1", "0", "+1", "0", "−1", "−2"]
    tab.set_position_text("4 4 4 4")  # past the book: no column can be solved so fast
    tab.score_button.click()
    qtbot.waitUntil(lambda: not tab.scoring.busy, timeout=120_000)
    assert all(note.startswith("≈") for note in tab.board.score_notes.values()) and len(tab.board.score_notes) == 7
    assert tab.board.estimated == frozenset(range(7))
    assert "≈ in italic and another colour: an estimate of a move not solved in 0.05 s, alpha-beta at depth 6" \
        in tab.scores_legend.text()


def test_a_node_of_the_tree_can_become_the_board_position(qtbot, window, monkeypatch):
    search_value_in_the_application(qtbot, window, "connect4", "4453", 2)
    tree = window.tree_tab
    assert tree.moves_to((3, 0)) == [3, 0]
    tree.playRequested.emit(tree.source.game, tree.source.tree.root, tree.moves_to((3, 0)))
    assert window.tabs.currentWidget() is window.board_tab
    assert window.board_tab.session.notation() == "4 4 5 3 4 1"
    errors = []
    monkeypatch.setattr(window, "show_error", lambda title, error: errors.append(str(error)))
    assert tree.display.node(()) == window.board_tab.session.position  # the tree followed the board
    game = tree.source.game
    tree.playRequested.emit(game, game.initial(), [0])  # a tree that does not start on the board
    assert errors and "does not start from the position on the board" in errors[0]
    assert window.board_tab.session.notation() == "4 4 5 3 4 1"


def test_the_arena_around_the_board_position_stops_at_a_frontier(qtbot, window):
    open_game(qtbot, window, "connect4")
    window.board_tab.set_position_text("4453")
    note = window.arena_note
    assert not note.around_button.isHidden()  # offered (the tab is not on screen yet)
    note.depth_box.setValue(2)
    note.around_button.click()
    qtbot.waitUntil(lambda: window.document is not None and window.timeline is not None
                    and window.layout_job is None and not window.view.busy, timeout=60_000)
    arena = window.document.arena
    assert len(arena) == 1 + 7 + 49 and len(arena.frontier) == 49
    assert window.document.title == "connect4:cols=7,rows=6 around 4 4 5 3, depth 2"
    assert window.tabs.currentWidget() is window.arena_page and window.arena_page.currentWidget() is window.view
    assert "49 positions of this arena were not explored" in window.step_panel.toPlainText()
    frontier = next(iter(arena.frontier))
    game = window.session.game
    assert arena.frontier[frontier] == game.heuristic(frontier)
    window.select(frontier)
    assert "unknown: not explored (h = " in window.inspector.toPlainText()
    assert window.document.solution.outcome[frontier] == 0  # no move here, so in no attractor
    assert window.board_tab.solution is None  # the computer does not play a partial arena's strategy


def test_an_arena_opens_after_a_game_that_had_none(qtbot, window):
    open_and_wait(qtbot, window, "tictactoe")
    open_game(qtbot, window, "connect4")  # the arena is closed: the view is emptied
    assert window.view.figure is None and window.view.nodes == {}
    open_and_wait(qtbot, window, "sticks")
    assert len(window.view.nodes) == 21 and window.arena_page.currentWidget() is window.view


def test_the_computer_plays_the_exact_solver_when_it_answers_in_time(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.set_position_text("457377456737766126")  # Test_L2_R2: J1 to move, score 10 with column 4
    tab.set_computer(1)
    qtbot.waitUntil(lambda: not tab.thinking.busy and tab.last is not None, timeout=60_000)
    assert tab.session.notation().endswith("6 4")  # column 4
    assert tab.explanation.text().startswith("The computer played 4: the exact solver scores it +10, the best of "
                                             "all moves (1: +9, 2: +9, 3: +4, 4: +10, 5: 0, 6: −2).")
    assert not tab.why_button.isEnabled()


@pytest.mark.parametrize("spec", ["tictactoe", "connect4", "othello"])
def test_a_session_of_every_kind_of_board(qtbot, window, spec):
    """Play on the board, take back, search the position, open the arena around it."""
    open_game(qtbot, window, spec)
    tab = window.board_tab
    game = tab.session.game
    for _ in range(2):
        tab.board.moveClicked.emit(tab.session.legal_moves()[0])
    assert len(tab.session.moves) == 2 and tab.history.count() == 2
    tab.back_button.click()
    assert len(tab.session.moves) == 1
    position = tab.session.position
    tab.search_button.click()
    tree = window.tree_tab
    qtbot.waitUntil(lambda: not tree.busy and tree.timeline is not None, timeout=60_000)
    assert tree.display.node(()) == position and window.tabs.currentWidget() is tree
    assert all((i,) in tree.view.nodes for i in range(len(game.moves(position))))  # every move of the board
    window.tabs.setCurrentWidget(window.board_tab)
    window.opening.open_around(1)
    qtbot.waitUntil(lambda: window.document is not None and window.document.arena.start == position
                    and window.layout_job is None and not window.view.busy, timeout=60_000)
    assert len(window.document.arena) == 1 + len(game.moves(position))


def test_chinese_checkers_with_three_players_is_played_to_the_end_against_two_computers(qtbot, window):
    from gameviz.core.play import search_move

    open_game(qtbot, window, "chinesecheckers:players=3,size=2")
    tab = window.board_tab
    assert window.document is None and "only built for points of one row" in window.arena_note.message.text()
    assert [tab.computer_side.itemText(i) for i in range(tab.computer_side.count())] == [
        "Every player on this board", "The computer plays all but J1", "The computer plays everyone"]
    window.window_actions.play_computer.trigger()
    assert tab.computers == (2, 3) and tab.computer_search.isVisible()
    assert tab.status.text() == "Your move, J1: click one of your pegs, then where it goes."
    game = tab.session.game
    board = tab.board
    start, stop = game.parse_moves("b2-c5")[0]
    board.click_hole(game.by_name["c3"])  # an empty hole: nothing is picked up
    assert board.picked is None
    board.click_hole(start)
    assert board.picked == start
    board.click_hole(game.by_name["i1"])  # not a hole it can reach: the pick changes to nothing
    assert board.picked is None and tab.session.moves == ()
    board.click_hole(start)
    board.click_hole(stop)
    qtbot.waitUntil(lambda: len(tab.session.moves) == 3 and not tab.thinking.busy, timeout=20_000)
    assert tab.session.move_names()[0] == "b2-c5" and tab.session.player() == 1
    assert "The computer played" in tab.explanation.text() and "for J3: max^n to depth 2" in tab.explanation.text()
    for _ in range(150):  # J1 plays the move of a depth-1 search, by clicks; the computer plays J2 and J3
        if tab.session.outcome() is not None:
            break
        move = search_move(game, tab.session.position, depth=1).move
        board.click_hole(move[0])
        board.click_hole(move[1])
        qtbot.waitUntil(lambda: tab.session.outcome() is not None
                        or (tab.session.player() == 1 and not tab.thinking.busy), timeout=20_000)
    outcome = tab.session.outcome()
    assert outcome is not None and outcome.winner in (1, 2, 3)
    result = outcome.winner
    assert tab.status.text() == ("You win!" if result == 1 else f"J{result} wins.")
    assert game.to_travel(tab.session.position)[result - 1] == 0
    tab.back_button.click()  # taking back goes to J1's last turn
    assert tab.session.player() == 1 and tab.session.outcome() is None


def test_scores_appear_column_by_column_and_estimates_look_different(qtbot, window, monkeypatch):
    import dataclasses
    import threading

    from gameviz.figure.ink import contrast_ratio
    from gameviz.figure.style import DARK, LIGHT
    from gameviz.games import info_of
    from gameviz.games.spec import MoveScore

    go = threading.Event()
    delivered = [MoveScore(3, 1), MoveScore(2, None, 12.0, 6), MoveScore(4, 0)]

    def slow_scorer(game, played, budget, progress, estimate=True, found=None):
        found(delivered[0])
        go.wait(60)  # the other columns take long: the first must be on the board meanwhile
        for score in delivered[1:]:
            found(score)
        return sorted(delivered, key=lambda s: s.move)

    real = info_of
    monkeypatch.setattr("gameviz.ui.board_computer.info_of",
                        lambda game: dataclasses.replace(real(game), move_scores=slow_scorer))
    open_game(qtbot, window, "connect4:cols=7,rows=5")
    tab = window.board_tab
    tab.set_position_text("4")
    tab.score_button.click()
    qtbot.waitUntil(lambda: tab.board.score_notes == {3: "+1"}, timeout=60_000)
    assert tab.scoring.busy and tab.board.estimated == frozenset()
    # 7 × 5 has 35 cells: J2, who moves, has at most 17 discs and J1 18
    assert tab.scores_legend.text() == ("Exact scores for J2, who moves: 0 a draw, 18 − k a win with their k-th "
                                        "disc, −(19 − k) a loss to the k-th disc of J1.")
    go.set()
    qtbot.waitUntil(lambda: not tab.scoring.busy, timeout=60_000)
    assert tab.board.score_notes == {2: "≈12", 3: "+1", 4: "0"} and tab.board.estimated == frozenset({2})
    assert "≈ in italic and another colour" in tab.scores_legend.text()
    for palette in (LIGHT, DARK):
        tab.board.set_palette_of_board(palette)
        estimate, exact = tab.board.score_look(2), tab.board.score_look(3)
        assert estimate[1] and not exact[1] and estimate[0] != exact[0] == palette.text
        assert contrast_ratio(estimate[0], palette.background) >= 4.5


def test_the_h_values_have_their_own_labelled_row_under_the_scores(qtbot, window):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.set_position_text("457377456737766126")  # Test_L2_R2: J1 to move, score 10 with column 4
    window.window_actions.heuristic_board.setChecked(True)
    game, state = tab.session.game, tab.session.position
    h = {c: str(int(game.heuristic(game.play(state, c)))) for c in tab.session.legal_moves()}
    assert tab.board.under_rows() == [("h after this move", h)]
    tab.score_button.click()
    qtbot.waitUntil(lambda: not tab.scoring.busy, timeout=120_000)
    assert tab.board.under_rows() == [("h after this move", h),
                                      ("score", {0: "+9", 1: "+9", 2: "+4", 3: "+10", 4: "0", 5: "−2"})]
    window.window_actions.heuristic_board.setChecked(False)
    assert [label for label, _ in tab.board.under_rows()] == ["score"]
