"""The search tree tab's heuristic box: a function from the teacher's file, run in the lab's sandbox process."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

import gameviz
from gameviz.games import game_from_spec

EXAMPLE = Path(gameviz.__file__).parent / "resources" / "examples" / "heuristique_batonnets.py"


def searched(qtbot, tab):
    """Wait for the search started (a change of the toolbar starts one at once) and give its result."""
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=30_000)
    return tab.result


def sticks_tab(qtbot, window, n=5, depth=4):
    """The tree tab on the stick game's start, minimax to ``depth`` with the course's heuristic."""
    tab = window.tree_tab
    window.tabs.setCurrentWidget(tab)
    tab.toolbar.algorithm.setCurrentIndex(0)  # minimax
    tab.toolbar.depth_box.setValue(depth)
    game = game_from_spec(f"sticks:n={n}")
    tab.set_position(game, game.initial(), f"{n} sticks")
    searched(qtbot, tab)
    return tab


def choose(monkeypatch, path, function=None):
    """Answer the file dialog with ``path`` and the choice among functions with ``function``."""
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))

    def get_item(parent, title, label, names, current, editable):
        asked.append(list(names))
        return (function, True) if function else ("", False)

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    return asked


def test_figure_7_with_the_shipped_file_searched_again(qtbot, window, monkeypatch):
    tab = sticks_tab(qtbot, window, depth=2)
    # the course's heuristic is figure 7's: J1 facing the last stick, two moves away, is −∞ already
    assert tab.result.value == -math.inf
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("zero"))  # the end only: nothing ends within 2 moves
    assert searched(qtbot, tab).value == 0
    asked = choose(monkeypatch, EXAMPLE)
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("file"))
    assert searched(qtbot, tab).value == -math.inf  # h(1 stick, J1 to move) = −∞, two moves away
    tab.toolbar.depth_box.setValue(4)
    result = searched(qtbot, tab)
    assert result.value == -math.inf and result.best == (0, 1, 2)  # figure 7: J1 loses with 5 sticks
    assert result.stats.nodes == 27 and result.stats.leaves == 13
    assert asked == []  # one function in the file: nothing to ask
    assert tab.toolbar.heuristic.currentData() == "teacher"
    assert tab.toolbar.heuristic.currentText() == "h() from heuristique_batonnets.py"
    code = tab.toolbar.heuristics.teacher.code
    assert code is not None and code.loaded.ok and code.names == ["h"]
    tab.toolbar.depth_box.setValue(2)
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("course"))  # the course's heuristic again
    assert searched(qtbot, tab).value == -math.inf


def test_the_function_runs_in_another_process(qtbot, window, monkeypatch, tmp_path):
    spy = tmp_path / "spy.py"
    spy.write_text("import os\n\ndef helper():\n    return 0\n\n"
                   "def h(position):\n    os.environ['GAMEVIZ_SPY_RAN_HERE'] = '1'\n    return os.getpid()\n")
    tab = sticks_tab(qtbot, window, n=3, depth=1)
    asked = choose(monkeypatch, spy, "h")
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("file"))
    assert searched(qtbot, tab).value > 1
    assert asked == [["helper", "h"]]  # the top-level functions, read without running the file
    assert tab.result.value != os.getpid() and "GAMEVIZ_SPY_RAN_HERE" not in os.environ
    teacher = tab.toolbar.heuristics.teacher
    tab.toolbar.heuristics.close()
    assert teacher.code is None


@pytest.mark.parametrize("text, message", [
    ("import os\n", "defines no function"),
    ("def h(position:\n", "line 1"),
])
def test_a_file_without_a_function_says_so_and_keeps_the_heuristic(qtbot, window, monkeypatch, tmp_path, text,
                                                                     message):
    bad = tmp_path / "bad.py"
    bad.write_text(text)
    tab = sticks_tab(qtbot, window)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    choose(monkeypatch, bad)
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("file"))
    assert len(shown) == 1 and message in shown[0] and "bad.py" in shown[0]
    assert tab.toolbar.heuristic.currentData() == "course" and tab.toolbar.heuristics.teacher is None


def test_an_error_of_the_function_is_shown_in_a_dialog(qtbot, window, monkeypatch, tmp_path):
    bad = tmp_path / "divide.py"
    bad.write_text("def h(position):\n    return 1 / 0\n")
    tab = sticks_tab(qtbot, window)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    choose(monkeypatch, bad)
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("file"))
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    assert "ZeroDivisionError" in shown[0] and "line 2: return 1 / 0" in shown[0]


def test_cancelling_the_file_dialog_goes_back(qtbot, window, monkeypatch):
    tab = sticks_tab(qtbot, window)
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("zero"))
    searched(qtbot, tab)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("file"))
    assert tab.toolbar.heuristic.currentData() == "zero" and tab.toolbar.heuristics.teacher is None


def test_a_worksheet_of_the_tab_gives_the_leaves_as_the_teachers_function_values_them(qtbot, window, monkeypatch,
                                                                                        tmp_path):
    from gameviz.ui.export_dialog import ExportDialog
    from tests.pictures import pdf_pages

    tab = sticks_tab(qtbot, window, depth=2)
    choose(monkeypatch, EXAMPLE)
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("file"))
    searched(qtbot, tab)

    def export(dialog):
        dialog.path.setText(str(tmp_path / "f7.pdf"))
        dialog.worksheet.setChecked(True)
        dialog.export()

    monkeypatch.setattr(ExportDialog, "exec", export)
    window.export_picture()
    exercise = pdf_pages(tmp_path / "f7.pdf")[0]
    # 5 sticks, two moves: 3, 2, 1 (J1 to move: h = −∞) / 2, 1, 0 (J2 took the last: +∞) / 1, 0 sticks left
    assert [word for word in exercise.split() if word in ("+∞", "−∞", "0")] == \
        ["0", "0", "−∞", "0", "−∞", "+∞", "−∞", "+∞"]
