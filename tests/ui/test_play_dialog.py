"""*View → Play on the Arena…* and *View → Game Graph…* follow the moves played on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gameviz.figure.play_figure import PlayEdgeStyle
from gameviz.figure.primitives import Text
from gameviz.ui.course_views import open_game_graph, open_play
from tests.ui.conftest import open_and_wait


def play_on_board(window, name: str) -> None:
    """Play the move called ``name`` on the board, as a click on it does."""
    session = window.board_tab.session
    move = next(m for m in session.legal_moves() if session.game.move_label(session.position, m) == name)
    window.board_tab.human_move(move)


def drawn_numbers(view) -> dict:
    """Each edge of ``view`` → the numbers painted on it (as the edge's item draws them)."""
    return {key: [p.text for p in item.primitives if isinstance(p, Text)] for key, item in view.edges.items()
            if any(isinstance(p, Text) for p in item.primitives)}


def labelled(arena, edges) -> dict:
    return {(arena.label(a), arena.label(b)): value for (a, b), value in edges.items()}


def test_the_play_window_follows_moves_played_and_taken_back_on_the_board(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    dialog = open_play(window.model, window.board_tab, window)
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.view.busy)
    arena = window.document.arena
    assert dialog.figure.numbers == {} and drawn_numbers(dialog.view) == {}
    assert dialog.stepper.count == 1 and dialog.text.text() == "Start: 0a — J1 wins from here (rank 3)"

    play_on_board(window, "b2")
    play_on_board(window, "a2")
    assert labelled(arena, dialog.figure.numbers) == {("0a", "2e"): "1", ("2e", "3a"): "2"}
    assert labelled(arena, drawn_numbers(dialog.view)) == {("0a", "2e"): ["1"], ("2e", "3a"): ["2"]}
    styles = dialog.view._edge_styles
    assert sorted(s.number for s in styles.values() if isinstance(s, PlayEdgeStyle)) == ["1", "2"]
    assert (dialog.stepper.count, dialog.stepper.index) == (3, 2)
    assert dialog.text.text() == "Move 2 (a2): 2e → 3a — J1 wins from here (rank 1)"
    assert arena.label(dialog.view.selected) == "3a"

    qtbot.mouseClick(window.board_tab.back_button, Qt.MouseButton.LeftButton)
    assert labelled(arena, dialog.figure.numbers) == {("0a", "2e"): "1"}
    assert labelled(arena, drawn_numbers(dialog.view)) == {("0a", "2e"): ["1"]}
    assert [s.number for s in dialog.view._edge_styles.values() if isinstance(s, PlayEdgeStyle)] == ["1"]
    assert (dialog.stepper.count, dialog.stepper.index) == (2, 1)
    assert dialog.text.text() == "Move 1 (b2): 0a → 2e — J1 wins from here (rank 2)"

    qtbot.mouseClick(window.board_tab.restart_button, Qt.MouseButton.LeftButton)
    assert dialog.figure.numbers == {} and drawn_numbers(dialog.view) == {}
    assert dialog.text.text() == "Start: 0a — J1 wins from here (rank 3)"


def test_another_play_set_on_the_board_replaces_the_whole_path(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    arena = window.document.arena
    window.board_tab.set_position_text("b2 a2")
    dialog = open_play(window.model, window.board_tab, window)
    qtbot.waitUntil(lambda: not dialog.view.busy)
    assert labelled(arena, drawn_numbers(dialog.view)) == {("0a", "2e"): ["1"], ("2e", "3a"): ["2"]}
    window.board_tab.set_position_text("a2 b1")  # a2 leaves a1 b1 (3, J2 to move), then a1 alone (4)
    assert labelled(arena, drawn_numbers(dialog.view)) == {("0a", "3e"): ["1"], ("3e", "4a"): ["2"]}
    assert not any(isinstance(s, PlayEdgeStyle) for (a, b), s in dialog.view._edge_styles.items()
                   if arena.label(a) == "2e" or arena.label(b) == "2e")


def test_the_play_window_keeps_its_play_when_the_board_plays_another_game(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    window.board_tab.set_position_text("b2")
    dialog = open_play(window.model, window.board_tab, window)
    open_and_wait(qtbot, window, "sticks:n=5")
    assert len(dialog.figure.numbers) == 1 and dialog.stepper.index == 0  # it opened at the start
    assert dialog.text.text().endswith(
        "The board now plays another game: this is the last play of chomp:rows=2,cols=2 on it.")


def test_the_game_graph_follows_the_board_at_the_same_k(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    dialog = open_game_graph(window.model, window.board_tab, window)
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.view.busy)
    dialog.stepper.set_index(1)
    caption = dialog.text.text()
    play_on_board(window, "b2")
    play_on_board(window, "a2")
    assert dialog.figure.play == [(2, 2), (2, 1), (2, 0)]
    assert dialog.figure.numbers == {((2, 2), (2, 1)): "1", ((2, 1), (2, 0)): "2"}
    assert drawn_numbers(dialog.view) == {((2, 2), (2, 1)): ["1"], ((2, 1), (2, 0)): ["2"]}
    assert dialog.stepper.index == 1 and dialog.text.text() == caption
    window.board_tab.take_back()
    assert drawn_numbers(dialog.view) == {((2, 2), (2, 1)): ["1"]}
    assert not isinstance(dialog.view._edge_styles.get(((2, 1), (2, 0))), PlayEdgeStyle)


def test_a_closed_play_window_no_longer_follows_the_board(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    dialog = open_play(window.model, window.board_tab, window)
    with qtbot.waitSignal(dialog.destroyed):
        dialog.close()
    play_on_board(window, "b2")  # the board goes on without the window
    assert window.board_tab.session.notation() == "b2"
