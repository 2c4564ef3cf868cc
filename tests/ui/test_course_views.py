"""*Steps → The Course's Algorithm…* and *View → Game Graph…* in the application."""

from __future__ import annotations

from gameviz.ui.course_views import open_algorithm, open_game_graph
from tests.ui.conftest import open_and_wait


def test_course_algorithm_steps_counters_and_explains_the_chomp_labels(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    assert window.window_actions.course_algorithm in window.menus.steps_menu.actions()
    dialog = open_algorithm(window.model, window)
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.view.busy)
    assert "Call stack: ∅" in dialog.text.text() and "Before the first event" in dialog.text.text()
    dialog.stepper.set_index(4)  # call parcours(8e, 0), 8e enters, counter of 7a: 1 → 0, call parcours(7a, 1)
    assert "call parcours(7a, 1)" in dialog.text.text() and "Call stack: 8e, 7a" in dialog.text.text()
    nodes = dialog.view._node_styles
    assert nodes[next(v for v in window.document.arena if window.document.arena.label(v) == "1e")].badge == "3"
    dialog.stepper.last()
    assert "2e: label 2 but rank 4." in dialog.text.text()
    marked = {window.document.arena.label(v) for v, s in dialog.view._node_styles.items() if s.mark == "≠"}
    assert marked == {"2e", "0a"}
    dialog.grab().save(str(tmp_path / "algorithm.png"))
    dialog.algorithm.setCurrentIndex(1)  # the queue: its labels are the ranks
    dialog.stepper.last()
    assert "Every label is the vertex's rank." in dialog.text.text()
    assert "Queue: ∅" in dialog.text.text()


def test_game_graph_of_the_board_game_with_its_play(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    window.board_tab.session.set_moves("b2 a2")
    dialog = open_game_graph(window.model, window.board_tab, window)
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.view.busy)
    assert dialog.text.text() == "P₀ = {4}"
    assert dialog.view.figure.play == [(2, 2), (2, 1), (2, 0)]
    dialog.stepper.last()
    assert dialog.text.text() == "From the start 0, the player to move wins."


def test_export_dialog_writes_a_worksheet_of_the_arena_and_of_the_tree(qtbot, window, tmp_path):
    from gameviz.ui.export_dialog import ExportDialog
    from tests.pictures import pdf_pages

    open_and_wait(qtbot, window, "sticks")
    dialog = ExportDialog(window.figure, window.timeline, 3, "sticks", lambda frame: "", window)
    dialog.path.setText(str(tmp_path / "sticks.pdf"))
    dialog.worksheet.setChecked(True)
    dialog.export()
    exercise, answers = pdf_pages(tmp_path / "sticks.pdf")
    assert "start" not in exercise and "(10,1)" in exercise and "6" not in exercise.replace("(6,", "")
    assert "start: J1 wins" in answers
    window.to_tree_tab(window.tree_tab.new_random_exercise)
    qtbot.waitUntil(lambda: window.tree_tab.timeline is not None and window.tree_tab.figure is not None)
    tab = window.tree_tab
    from gameviz.figure.tree_figure import TreePictures

    dialog = ExportDialog(tab.figure, TreePictures(tab.figure, tab.timeline), 0, "tree", lambda i: "", window)
    dialog.path.setText(str(tmp_path / "tree.pdf"))
    dialog.worksheet.setChecked(True)
    dialog.export()
    exercise, answers = pdf_pages(tmp_path / "tree.pdf")
    assert exercise.count("[ , ]") >= 1 and exercise != answers


def test_play_on_the_arena_steps_the_board_moves(qtbot, window):
    from gameviz.ui.course_views import open_play

    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    window.board_tab.session.set_moves("b2 a2 b1")
    dialog = open_play(window.model, window.board_tab, window)
    assert dialog is not None and window.window_actions.play_on_arena in window.menus.view_menu.actions()
    qtbot.waitUntil(lambda: not dialog.view.busy)
    arena = window.document.arena
    assert [arena.label(v) for v in dialog.figure.play] == ["0a", "2e", "3a", "4e"]  # seed 002's play
    assert dialog.text.text() == "Start: 0a — J1 wins from here (rank 3)"
    dialog.stepper.set_index(1)
    assert dialog.text.text() == "Move 1 (b2): 0a → 2e — J1 wins from here (rank 2)"
    assert arena.label(dialog.view.selected) == "2e"
    styles = dialog.view._edge_styles
    assert all("play" in styles[edge].classes for edge in dialog.figure.numbers)
    start = window.document.arena.start
    assert dialog.view.nodes[start].style.caption == "start: J1 wins"


def test_play_on_the_arena_captions_the_start_in_french(qtbot, window):
    from gameviz.ui.course_views import open_play

    window.set_language("fr")
    try:
        open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
        dialog = open_play(window.model, window.board_tab, window)
        qtbot.waitUntil(lambda: not dialog.view.busy)
        assert dialog.view.nodes[window.document.arena.start].style.caption == "départ : J1 gagne"
    finally:
        window.set_language("en")


def test_algorithm_exercise_asks_for_the_next_counter_and_entry(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    dialog = open_algorithm(window.model, window)
    arena = window.document.arena
    vertex = {arena.label(v): v for v in arena}
    dialog.exercise.setChecked(True)
    assert dialog.verdict.text() == "Which vertex enters next? Click it."  # 8e, the target, with label 0
    dialog.guess(vertex["8e"])
    assert dialog.stepper.index == 2 and dialog.verdict.text().startswith("Right! Whose counter goes down next?")
    dialog.guess(vertex["5a"])  # 7a comes first among 8e's predecessors
    assert dialog.stepper.index == 2 and dialog.verdict.text().startswith("Not 5a: the vertex being processed, 8e,")
    dialog.guess(vertex["7a"])
    assert dialog.stepper.index == 3 and "counter of 7a: 1 → 0" in dialog.text.text()
    dialog.guess(vertex["1e"])  # next: 7a enters (its counter reached 0, and it is J1's)
    assert dialog.verdict.text().startswith("Not 1e: a vertex enters when it belongs to J1")


def test_view_values_pm1_searches_trees_with_seed_001s_values(qtbot, window):
    import math

    from gameviz.games import game_from_spec

    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    game = game_from_spec("sticks:n=5")
    tab.set_position(game, game.initial(), "5 sticks")
    tab.toolbar.depth_box.setValue(0)
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=60_000)
    assert tab.result.value == -math.inf
    assert window.window_actions.values_pm1 in window.menus.view_menu.actions()
    window.window_actions.values_pm1.setChecked(True)
    qtbot.waitUntil(lambda: not tab.busy and tab.result is not None and tab.result.value == -1, timeout=60_000)
    window.window_actions.values_pm1.setChecked(False)
    qtbot.waitUntil(lambda: not tab.busy and tab.result is not None and tab.result.value == -math.inf, timeout=60_000)
