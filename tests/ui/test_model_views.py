"""The widgets render the window's model and write the user's choices to it (DESIGN.md, rule 7): setting
a value in the model changes the widget, using the widget changes the model, opening a document resets
both through the model."""

from __future__ import annotations

from tests.ui.conftest import open_and_wait


def test_show_renders_the_arena_view_and_writes_it(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    arena = window.model.document.arena
    arena.shown = (2,)  # the model first: the box and the timeline follow
    assert window.players.currentIndex() == 1 and window.timeline.players == (2,)
    window.players.setCurrentIndex(2)  # the box: the model, then the timeline, follow
    assert arena.shown == (1, 2) and window.timeline.players == (1, 2)
    window.stepper.last()
    window.players.setCurrentIndex(1)  # chosen at the result: every attractor is still drawn there
    assert arena.shown == (2,) and window.players.currentText() == "Both attractors"
    window.stepper.first()
    assert window.players.currentText() == "Attractor of J2"

    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    assert window.model.document.arena is not arena and window.model.document.arena.shown == (1,)
    assert window.players.currentIndex() == 0 and window.timeline.players == (1,)
    arena.shown = (1, 2)  # the closed document's view no longer moves the box
    assert window.players.currentIndex() == 0


def test_the_opponent_box_renders_the_board_view_and_writes_it(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    board, side = window.model.document.board, window.board_tab.computer_side
    board.computers = (2,)
    assert side.currentText() == "The computer plays J2" and window.board_tab.computers == (2,)
    side.setCurrentIndex(0)
    assert board.computers == () and window.board_tab.computers == ()
    side.setCurrentIndex(1)
    assert board.computers == (2,)

    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    assert window.model.document.board.computers == () and side.currentIndex() == 0
    assert side.currentText() == "Two players on this board" and window.board_tab.computers == ()
