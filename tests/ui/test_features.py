"""Exercise mode, export, new game, layouts off the GUI thread, large arenas."""

from __future__ import annotations

import time

import pytest

from gameviz.ui.main_window import open_default
from gameviz.ui.workers import LayoutProcessJob
from tests.pictures import colours, pdf_pages
from tests.ui.conftest import open_and_wait, wait_ready


def test_exercise_mode_checks_a_right_guess(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    window.window_actions.exercise_mode.setChecked(True)
    window.stepper.set_index(1)
    for vertex in [(2, 1), (3, 1), (4, 1)]:
        window.view.nodeClicked.emit(vertex)
    assert window.view.nodes[(2, 1)].style.mark == "•"
    assert "𝒜¹₂ = 𝒜¹₁ ∪ { (2,1), (3,1), (4,1) }" in window.exercise.question.text()
    window.exercise.check()
    assert window.exercise.result.correct
    assert "Right! 𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}." in window.exercise.feedback.toPlainText()
    assert window.view.nodes[(3, 1)].style.mark == "✓"
    window.exercise.revealRequested.emit()
    assert window.stepper.index == 2


def test_exercise_mode_explains_the_first_mistake(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    window.window_actions.exercise_mode.setChecked(True)
    window.stepper.set_index(2)
    window.view.nodeClicked.emit((6, 2))
    window.view.nodeClicked.emit((1, 1))
    window.exercise.check()
    result = window.exercise.result
    assert not result.correct
    feedback = window.exercise.feedback.toPlainText()
    assert "(1,1) belongs to J1, but none of its moves leads into 𝒜¹₂." in feedback
    assert "(6,2) belongs to J2, who can escape: (6,2) → (5,1) leaves 𝒜¹₂." in feedback
    assert "(5,2) is missing: every move of J2 from (5,2) leads into 𝒜¹₂." in feedback
    marks = {v: window.view.nodes[v].style.mark for v in [(6, 2), (1, 1), (5, 2)]}
    assert marks == {(6, 2): "✗", (1, 1): "✗", (5, 2): "?"}


def test_exercise_on_a_random_arena(qtbot, window):
    open_and_wait(qtbot, window, "random:vertices=10,moves=2,acyclic=no,seed=4")
    window.window_actions.exercise_mode.setChecked(True)
    window.stepper.set_index(0)
    truth = {v for v, r in window.document.solution.attractors[1].rank.items() if r == 1}
    for v in truth:
        window.view.nodeClicked.emit(v)
    window.exercise.check()
    assert window.exercise.result.correct


def test_export_every_step(qtbot, window, tmp_path):
    from gameviz.ui.export_dialog import ExportDialog

    open_default(window, None)
    wait_ready(qtbot, window)
    caption = lambda frame: "caption"  # noqa: E731
    for suffix in (".pdf", ".svg", ".png", ".tex"):
        dialog = ExportDialog(window.figure, window.timeline, 3, "sticks", caption, window)
        dialog.path.setText(str(tmp_path / f"sticks{suffix}"))
        dialog.all_steps.setChecked(True)
        dialog.scale.setValue(1.0)
        dialog.export()
    pages = pdf_pages(tmp_path / "sticks.pdf")
    assert len(pages) == 8 and all(page.endswith("caption") for page in pages)
    assert {"(10,1)", "(0,1)", "(0,2)"} <= set(pages[0].split())  # the course's labels of the stick game
    assert sorted(p.name for p in tmp_path.glob("sticks_*.svg")) == sorted(
        [f"sticks_{m + 1}_A{m}.svg" for m in range(7)] + ["sticks_8_result.svg"])
    pngs = sorted(tmp_path.glob("sticks_*.png"))
    assert len(pngs) == 8
    first, last = colours(pngs[0]), colours(pngs[-1])
    assert first.most_common(1)[0][0] == window.figure_palette.background
    assert first != last  # the attractor grows from step to step
    tex = (tmp_path / "sticks.tex").read_text()
    assert "\\begin{tikzpicture}" in tex and "\\only<8>{" in tex


def test_export_dialog_reports_a_bad_suffix(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gameviz.ui.export_dialog import ExportDialog

    open_default(window, None)
    wait_ready(qtbot, window)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    dialog = ExportDialog(window.figure, window.timeline, 0, "sticks", lambda f: "", window)
    dialog.path.setText(str(tmp_path / "picture.doc"))
    dialog.export()
    assert shown and "cannot export pictures as '.doc'" in shown[0]


def test_new_game_dialog_opens_large_games_on_their_board_and_refuses_large_arenas(qtbot, settings_dir):
    from gameviz.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(60_000, game="tictactoe")
    qtbot.addWidget(dialog)
    assert dialog.spec() == "tictactoe:rows=3,cols=3,k=3"
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.editors["rows"].setValue(4)
    dialog.editors["cols"].setValue(4)
    assert dialog.error.text() == ""  # a game too large to draw opens on its board
    assert dialog.estimate.text() == ("Size: at most 43,046,721 positions. If the arena has more than 60,000 "
                                      "positions, the game opens on its board and search tree only.")
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    small = NewGameDialog(1_000, game="random")  # a random arena has no board: too large, it is refused
    qtbot.addWidget(small)
    small.editors["vertices"].setValue(1_500)
    assert "more than the 1,000 the application draws" in small.error.text()
    assert not small.buttons.button(small.buttons.StandardButton.Ok).isEnabled()
    dialog.games.setCurrentRow(0)  # sticks
    dialog.editors["n"].setValue(21)
    dialog.editors["take"].setText("1-4")
    assert dialog.spec() == "sticks:n=21,take=1-4,last=loses"
    assert dialog.problem() is None
    dialog.editors["take"].setText("1-")
    assert "'' is not a whole number" in dialog.error.text()


def test_layout_in_a_child_process_can_be_cancelled(qtbot, window):
    window.model.preferences.default_layout = "sfdp"
    window.open_source("random:vertices=1500,moves=3,acyclic=no,seed=2")
    qtbot.waitUntil(lambda: window.layout_job is not None, timeout=20_000)
    job = window.layout_job
    qtbot.waitUntil(lambda: job.child_started, timeout=10_000)
    window.layouts.cancel()
    qtbot.waitUntil(lambda: window.layout_job is None, timeout=10_000)
    assert job.done.wait(10)
    assert not job.child_alive
    assert "Layout cancelled." in window.statusBar().currentMessage()


def test_circo_on_a_few_hundred_vertices_runs_in_a_child_process_that_cancel_stops(qtbot, window):
    window.model.preferences.default_layout = "circo"  # about a minute on 300 vertices
    window.open_source("random:vertices=300,moves=3,acyclic=no,seed=2")
    qtbot.waitUntil(lambda: window.layout_job is not None, timeout=20_000)
    job = window.layout_job
    assert isinstance(job, LayoutProcessJob)
    qtbot.waitUntil(lambda: job.child_started, timeout=10_000)
    window.layouts.cancel()
    qtbot.waitUntil(lambda: window.layout_job is None, timeout=10_000)
    assert job.done.wait(10)
    assert not job.child_alive


def test_layout_in_a_child_process_finishes(qtbot, window):
    window.model.preferences.default_layout = "sfdp"
    open_and_wait(qtbot, window, "random:vertices=450,moves=2,acyclic=no,seed=3", timeout=60_000)
    assert len(window.view.nodes) == 450
    assert " ms: Large graphs (sfdp)" in window.status.text()


def test_tictactoe_arena_opens_with_the_fast_layered_layout(qtbot, window):
    started = time.perf_counter()
    open_and_wait(qtbot, window, "tictactoe", timeout=60_000)
    assert len(window.view.nodes) == 5478
    assert ": Fast layers by depth, chosen for 5,478 vertices without cycles" in window.status.text()
    window.stepper.last()
    assert window.view.nodes["........."].style.caption == "start: draw"
    assert time.perf_counter() - started < 60


@pytest.mark.parametrize("engine", ["dot", "neato", "circo", "twopi", "fdp", "layered", "ranks"])
def test_every_layout_engine(qtbot, window, engine):
    window.model.preferences.default_layout = engine
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    assert len(window.view.nodes) == 8
    name = window.window_actions.layouts[engine].text()
    assert "laid out in " in window.status.text() and f" ms: {name}" in window.status.text()


def test_the_course_s_picture_is_offered_for_stick_games_only(qtbot, window):
    """View → Layout offers the course's picture where positions are heaps of sticks; a default of the
    course's picture lays another arena out automatically instead of failing."""
    course = window.window_actions.layouts["course"]
    window.model.preferences.default_layout = "course"
    open_and_wait(qtbot, window, "sticks")
    assert course.isEnabled() and " ms: As in the Course (stick games)" in window.status.text()
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    assert not course.isEnabled()
    assert " ms: Layers (dot), chosen for a small arena" in window.status.text()
    assert len(window.view.nodes) == 8


@pytest.mark.parametrize(("source", "course"), [("sticks:n=1200,take=1-3,last=loses", True),
                                                ("nim:heaps=3/4/5", True), ("tictactoe", False)])
def test_the_layouts_found_by_the_opening_worker_are_those_of_the_arena(qtbot, window, source, course):
    """The layout chosen and the course's picture offered, found in the worker that opened the game, are
    what the arena's rules say: a stick game of 2,401 positions is laid out in layers by default and still
    offered the course's picture; tic-tac-toe is not."""
    from gameviz.layout import choose_layout, layout_applies

    window.model.preferences.default_layout = "auto"
    open_and_wait(qtbot, window, source)
    arena = window.model.document.arena.document.arena
    assert window.window_actions.layouts["course"].isEnabled() is course is layout_applies("course", arena)
    assert window.model.document.arena.laid_out[0] == choose_layout(arena)[0]


def test_exercise_mode_hides_the_answers_in_the_vertex_panel(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    window.stepper.last()
    window.select((5, 2))
    assert "rank 3" in window.inspector.toPlainText()
    window.window_actions.exercise_mode.setChecked(True)
    window.view.nodeClicked.emit((5, 2))  # the student's guess: the panel must not tell
    text = window.inspector.toPlainText()
    assert "rank" not in text and "wins" not in text and "Strategy move" not in text
    assert "hidden during the exercise: press Check" in text and "(4,1)" in text  # its successors stay
    window.window_actions.exercise_mode.setChecked(False)
    window.stepper.last()
    assert "rank 3" in window.inspector.toPlainText()


def test_numbers_in_fields_follow_the_interface_language_not_the_system(qtbot, window, monkeypatch):
    from PySide6.QtCore import QLocale

    from gameviz.ui.export_dialog import ExportDialog

    open_default(window, None)
    wait_ready(qtbot, window)
    QLocale.setDefault(QLocale("fr"))  # a French system
    window.set_language("en")
    english = ExportDialog(window.figure, window.timeline, 0, "sticks", lambda f: "", window)
    assert english.scale.text().startswith("2.00 pixels per point")
    window.set_language("fr")
    try:
        french = ExportDialog(window.figure, window.timeline, 0, "sticks", lambda f: "", window)
        assert french.scale.text().startswith("2,00")
    finally:
        window.set_language("en")


def test_the_export_dialog_exports_in_print_colours(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from gameviz.figure.style import LIGHT, PRINT

    open_default(window, None)
    wait_ready(qtbot, window)
    window.stepper.last()
    dialogs = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: dialogs.append(dialog))
    window.export_picture()
    dialog, = dialogs
    for colours_name, path in (("screen", tmp_path / "screen.png"), ("print", tmp_path / "print.png")):
        dialog.colours.setCurrentIndex(dialog.colours.findData(colours_name))
        dialog.path.setText(str(path))
        dialog.export()
    screen, printed = colours(tmp_path / "screen.png"), colours(tmp_path / "print.png")
    assert LIGHT.player(1).fill in screen and PRINT.player(1).fill not in screen
    assert PRINT.player(1).fill in printed and PRINT.player(2).fill in printed and LIGHT.player(1).fill not in printed
