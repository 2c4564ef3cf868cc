"""File → Open Student Code…: says the code will run, runs it apart, shows and saves the report."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from gameviz.resources import resource
from tests.ui.conftest import wait_ready

LAB = resource("examples", "lab")


def test_student_code_runs_only_once_agreed_and_its_report_opens(qtbot, window, monkeypatch, tmp_path):
    path = str(LAB / "eleve_coup_decale.py")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (path, ""))
    asked = []

    def answer(box):  # the warning says what will run; the user cancels the first time
        asked.append(f"{box.text()} {box.informativeText()}")
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.window_actions.student_code.trigger()
    assert "will run the Python code of eleve_coup_decale.py" in asked[0] and "process of its own" in asked[0]
    assert not window.lab.latest.busy and window.lab.dialog is None  # nothing ran

    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: box.buttons()[0])  # Run and Check
    window.window_actions.student_code.trigger()
    qtbot.waitUntil(lambda: window.lab.dialog is not None, timeout=30_000)
    text = window.lab.dialog.page.toPlainText()
    assert "coup(2) = 2 leads to 0, a winning position for the opponent: rank 0 in 𝒜²" in text
    assert not window.busy.isVisible()
    window.lab.dialog.write(tmp_path / "rapport.md")
    assert "| eleve\\_coup\\_decale.py | ✓ | ✗ | 0 / 1 | coup(2) = 2 leads to 0" in (tmp_path / "rapport.md").read_text(
        encoding="utf-8")
    window.lab.dialog.close()


def test_a_file_with_none_of_the_course_functions_is_an_error_dialog(qtbot, window, monkeypatch, tmp_path):
    window.open_source("sticks", remember=False)
    wait_ready(qtbot, window)
    (tmp_path / "rien.py").write_text("def bonjour():\n    return 1\n", encoding="utf-8")
    shown = []
    monkeypatch.setattr(window, "show_error", lambda title, error: shown.append(str(error)))
    window.lab.run(str(tmp_path / "rien.py"))
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    assert "no function the course asks for" in shown[0]
    assert window.document is not None and window.document.arena.game.startswith("sticks")  # nothing lost


def test_the_students_game_opens_as_an_arena_with_attractor_steps_and_a_search_tree(qtbot, window):
    """eleve_juste.py describes the 21-stick game with est_finale and coups_légaux: its arena opens,
    steps through 𝒜¹₀ … and is searched from its start like any game."""
    from gameviz.games.arena_rules import ArenaRules
    from gameviz.lab.checks import check_file
    from gameviz.ui.lab_runs import LabReportDialog

    dialog = LabReportDialog(check_file(LAB / "eleve_juste.py"), window, open_game=window.lab.open_game)
    qtbot.addWidget(dialog)
    button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Open the Student's Game")
    button.click()
    qtbot.waitUntil(lambda: window.document is not None, timeout=30_000)
    wait_ready(qtbot, window)
    arena = window.document.arena
    assert len(arena) == 42 and window.document.title == "eleve_juste (student's game)"
    assert window.stepper.count > 5  # 𝒜¹₀ … 𝒜¹₈ and the result
    window.select(arena.start)
    window.links.tree_of_selected_vertex()
    tab = window.tree_tab
    assert isinstance(tab.source.game, ArenaRules)
    tab.toolbar.depth_box.setValue(0)  # the whole game, each of its 42 positions searched once
    tab.toolbar.memo.setChecked(True)
    tab.run_search()
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=60_000)
    assert tab.result.value == float("-inf")  # J1 to move at 21 loses: the search agrees with the attractor


def test_a_class_folder_opens_as_a_sortable_table_with_counterexamples_on_hover(qtbot, window, monkeypatch,
                                                                                  tmp_path):
    from PySide6.QtCore import Qt

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(LAB))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: box.buttons()[0])  # Run and Check
    window.window_actions.student_folder.trigger()
    qtbot.waitUntil(lambda: window.lab.class_dialog is not None, timeout=120_000)
    table = window.lab.class_dialog.table
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads == ["Student", "Runs", "coup", "attracteur", "attracteur_strat", "est_finale,\ncoups_légaux",
                     "évaluation", "minimax", "alphabeta", "h", "Checks passed", "First counter-example"]
    students = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert students == sorted(p.name for p in LAB.glob("*.py"))
    row = students.index("eleve_coup_decale.py")
    coup = table.item(row, heads.index("coup"))
    assert coup.text() == "✗" and coup.toolTip() == ("coup(2) = 2 leads to 0, a winning position for the opponent: "
                                                     "rank 0 in 𝒜²")
    assert table.item(row, heads.index("minimax")).text() == "—"
    table.sortItems(heads.index("coup"), Qt.SortOrder.AscendingOrder)  # failures first
    assert table.item(0, 0).text() == "eleve_coup_decale.py"
    table.cellDoubleClicked.emit(0, 0)
    assert window.lab.dialog is not None and window.lab.dialog.report.path.name == "eleve_coup_decale.py"
    window.lab.class_dialog.write(tmp_path / "classe.csv")
    assert "eleve_juste.py,✓,✓,✓,✓,✓,✓,✓,✓,—,9/9," in (tmp_path / "classe.csv").read_text(encoding="utf-8")
    window.lab.dialog.close()
    window.lab.class_dialog.close()
