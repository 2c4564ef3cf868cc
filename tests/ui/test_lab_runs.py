"""File → Open Student Code…: says the code will run, runs it apart, shows and saves the report."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox

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
    assert "coup(2) = 2 leads to 0, a winning position for the opponent: rank 0 in A²" in text
    assert not window.busy.isVisible()
    window.lab.dialog.write(tmp_path / "rapport.md")
    assert "| eleve_coup_decale.py | coup | 0 / 1 |" in (tmp_path / "rapport.md").read_text(encoding="utf-8")
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
