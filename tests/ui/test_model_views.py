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


def test_exercise_and_edit_mode_are_the_models_and_the_actions_render_them(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    a, arena = window.window_actions, window.model.document.arena
    arena.exercise = True  # the model first: the action, the panel and the timeline follow
    assert a.exercise_mode.isChecked() and window.exercises.currentWidget() is window.exercise
    window.select((5, 2))
    assert "hidden during the exercise: press Check" in window.inspector.toPlainText()
    a.exercise_mode.setChecked(False)  # the action: the model follows, the answers come back
    assert not arena.exercise and "hidden during the exercise" not in window.inspector.toPlainText()
    window.stepper.last()
    assert "rank 3" in window.inspector.toPlainText()

    arena.editing = True
    assert a.edit_mode.isChecked() and window.view.editing
    a.edit_mode.setChecked(False)
    assert not arena.editing and not window.view.editing
    a.edit_mode.setChecked(True)
    assert arena.editing and window.view.editing

    a.exercise_mode.setChecked(True)
    window.tabs.setCurrentWidget(window.tree_tab)  # the exercise of the tab left ends
    assert not arena.exercise and not a.exercise_mode.isChecked() and window.model.current == "tree"
    window.tree_tab.set_exercise("[[3, 12], [2, 4]]")
    qtbot.waitUntil(lambda: not window.tree_tab.busy and window.tree_tab.timeline is not None, timeout=20_000)
    tree = window.model.document.tree
    tree.exercise = True
    assert a.exercise_mode.isChecked() and window.tree_tab.exercising
    assert window.stepper.slider.maximum() == 0  # one step: the search is hidden

    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")  # the previous document's modes end with it
    assert not (tree.exercise or arena.editing or window.tree_tab.exercising)
    assert not a.exercise_mode.isChecked() and not a.edit_mode.isChecked() and not window.view.editing


def test_the_vertex_panel_renders_the_selection_of_the_tab_on_screen_from_the_model(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    window.stepper.last()
    arena = window.model.document.arena
    arena.selection = (5, 2)  # the model first: the picture and the Vertex panel follow
    assert window.view.selected == (5, 2) and "rank 3" in window.inspector.toPlainText()
    window.view.nodeClicked.emit((4, 1))  # a click: the model follows
    assert arena.selection == (4, 1) and window.view.selected == (4, 1)
    assert window.inspector.toPlainText().startswith("(4,1)")

    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    tab.set_exercise("[[3, 12], [2, 4]]")
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=20_000)
    tree = window.model.document.tree
    tree.selection = (1,)
    assert tab.view.selected == (1,) and window.inspector.toPlainText().startswith(f"Node {tab.source.name((1,))}")
    tab.view.nodeClicked.emit((0,))
    assert tree.selection == (0,) and window.inspector.toPlainText().startswith(f"Node {tab.source.name((0,))}")
    assert arena.selection == (4, 1)  # each view its own selection

    window.tabs.setCurrentWidget(window.arena_page)  # the arena selects the board's position (the start)
    assert arena.selection == window.session.position == (10, 1) and tree.selection == (0,)
    assert window.view.selected == (10, 1) and window.inspector.toPlainText().startswith("(10,1)")
    window.tabs.setCurrentWidget(window.tree_tab)
    assert window.inspector.toPlainText().startswith(f"Node {tab.source.name((0,))}")


def test_an_exercise_ended_leaves_nothing_of_it_when_connect4_or_a_chess_position_opens(qtbot, window):
    from gameviz.resources import resource
    from tests.ui.test_board_tab import open_game

    open_and_wait(qtbot, window, "sticks")
    a = window.window_actions
    a.exercise_mode.setChecked(True)
    window.stepper.next()
    question = window.exercise.question

    def on_screen(panel) -> bool:
        return not panel.visibleRegion().isEmpty()  # (a dock behind another's tab is visible, and covered)

    qtbot.waitUntil(lambda: on_screen(window.exercise) and not on_screen(window.step_panel))  # the Exercise panel
    assert "Which vertices enter <b>𝒜¹₂</b>?" in question.text() and window.exercise.check_button.isEnabled()
    a.exercise_mode.setChecked(False)
    for source in ("connect4", str(resource("examples", "effet_horizon.fen"))):
        open_game(qtbot, window, source)
        assert window.model.current == "board" and window.arena_tab.currentWidget() is window.arena_note
        qtbot.waitUntil(lambda: on_screen(window.step_panel) and not on_screen(window.exercise))  # the Step panel
        assert window.step_panel.toPlainText().startswith(f"Board: {window.session.game.spec}")
        assert "Which vertices enter" not in question.text() and not window.exercise.check_button.isEnabled()
        assert not window.exercise.clear_button.isEnabled() and not a.exercise_mode.isChecked()
        window.tabs.setCurrentWidget(window.arena_tab)  # no arena: the Step panel says why, nothing is asked
        assert window.step_panel.toPlainText().startswith("Arena") and "Which vertices" not in question.text()
