"""What users of a desktop expect: files dropped on the window or sent by the system open, every control
has a name assistive technology can read, and vertices and tree nodes are reached with the keyboard."""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QAccessible, QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QTextEdit,
    QWidget,
)

from gameviz.resources import resource
from tests.ui.conftest import open_and_wait, wait_ready

CONTROLS = (QAbstractButton, QAbstractSlider, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView,
            QGraphicsView, QTextEdit)


def drop(window, path) -> bool:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    actions = Qt.DropAction.CopyAction
    enter = QDragEnterEvent(QPoint(50, 50), actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(window, QDropEvent(QPointF(50, 50), actions, data, Qt.MouseButton.LeftButton,
                                              Qt.KeyboardModifier.NoModifier))
    return True


def test_every_control_of_every_tab_has_an_accessible_name(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    unnamed = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        for control in window.findChildren(QWidget):
            if isinstance(control, CONTROLS) and control.isVisible() and not control.objectName().startswith("qt_"):
                name = QAccessible.queryAccessibleInterface(control).text(QAccessible.Text.Name)
                if not name.strip():
                    unnamed.append((window.tabs.tabText(index), type(control).__name__, control.toolTip()))
    assert unnamed == []
    assert window.stepper.first_button.accessibleName() == "First step"


def test_an_arena_and_a_tree_dropped_on_the_window_open(qtbot, window, tmp_path):
    arena = tmp_path / "batonnets10.py"
    arena.write_text(resource("examples", "batonnets10.py").read_text(encoding="utf-8"), encoding="utf-8")
    assert drop(window, arena)
    qtbot.waitUntil(lambda: window.load_job is None, timeout=30_000)
    wait_ready(qtbot, window)
    assert window.model.document.title == "batonnets10.py" and len(window.view.nodes) == 21
    tree = tmp_path / "tree.json"
    tree.write_text(json.dumps([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    assert drop(window, tree)
    qtbot.waitUntil(lambda: window.load_job is None and window.tree_tab.result is not None
                    and window.tree_tab.source.title == "tree.json", timeout=30_000)
    assert window.tabs.currentWidget() is window.tree_tab and window.tree_tab.result.value == 3


def test_a_students_code_dropped_runs_only_once_agreed(qtbot, window, tmp_path, monkeypatch):
    student = tmp_path / "eleve.py"
    student.write_text("def coups_legaux(position):\n    return []\n")
    asked, ran = [], []
    monkeypatch.setattr(window.lab, "agreed", lambda path: asked.append(path) or False)
    monkeypatch.setattr(window.lab, "run", ran.append)
    assert drop(window, student)
    assert asked == [str(student)] and ran == [] and window.load_job is None  # refused: nothing runs
    monkeypatch.setattr(window.lab, "agreed", lambda path: True)
    assert drop(window, student)
    assert ran == [str(student)]


def test_the_systems_request_to_open_a_file_opens_it(qtbot, window, tmp_path):
    tree = tmp_path / "rn.txt"
    tree.write_text("[[3,12,8],[2,4,6],[14,5,2]]")
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(tree)))
    qtbot.waitUntil(lambda: window.load_job is None and window.tree_tab.result is not None
                    and window.tree_tab.source.title == "rn.txt", timeout=30_000)


def test_tab_goes_from_vertex_to_vertex_and_enter_selects(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    view = window.view
    view.setFocus()
    nodes = window.figure.layout.nodes
    reading = sorted(nodes, key=lambda v: (round(nodes[v].y), nodes[v].x))
    assert not view.keyboard.shown  # focus alone draws no frame: the keyboard has not been used
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view.keyboard.key == reading[1] and view.keyboard.shown
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.selected == reading[0]
    assert window.document.arena.label(reading[0]) in window.inspector.toPlainText()
    # a click: the frame goes, and Tab goes on from the vertex clicked
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(view.node_centre(reading[4])))
    assert window.selected == reading[4] and not view.keyboard.shown
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view.keyboard.key == reading[5] and view.keyboard.shown


def test_tab_and_enter_pick_a_tree_node(qtbot, window):
    window.tabs.setCurrentWidget(window.tree_tab)
    window.tree_tab.set_exercise("[[3,12,8],[2,4,6],[14,5,2]]")
    tab = window.tree_tab
    qtbot.waitUntil(lambda: not tab.busy and tab.figure is not None, timeout=20_000)
    tab.view.setFocus()
    qtbot.keyClick(tab.view, Qt.Key.Key_Tab)
    assert tab.view.keyboard.key == ()  # the root, at the top
    qtbot.keyClick(tab.view, Qt.Key.Key_Tab)
    qtbot.keyClick(tab.view, Qt.Key.Key_Return)
    assert tab.view.selected == tab.view.keyboard.key == (0,)


def test_a_png_too_large_is_refused_in_the_words_of_the_dialog(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gameviz.ui.export_dialog import ExportDialog

    open_and_wait(qtbot, window, "tictactoe", timeout=120_000)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    dialog = ExportDialog(window.figure, window.timeline, 0, "tictactoe", lambda f: "", window)
    dialog.path.setText(str(tmp_path / "huge.png"))
    dialog.scale.setValue(8.0)
    dialog.export()
    (text,) = shown
    assert "more than 16,384 on a side" in text and "PNG resolution" in text and "This step only" in text
    assert "--" not in text and not (tmp_path / "huge.png").exists()


def test_every_step_of_a_large_arena_is_refused_in_the_words_of_the_dialog(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gameviz.ui.export_dialog import ExportDialog

    open_and_wait(qtbot, window, "sticks:n=1000", timeout=120_000)  # 2,001 vertices, 5,991 edges, 502 steps
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    dialog = ExportDialog(window.figure, window.timeline, 0, "sticks", lambda f: "", window)
    dialog.path.setText(str(tmp_path / "every.svg"))
    dialog.all_steps.setChecked(True)
    dialog.export()
    (text,) = shown
    assert not list(tmp_path.glob("every*"))
    assert text == ("502 pictures of 7,992 vertices and edges would draw 4,011,984, more than the 400,000 an export "
                    "draws: choose This step only, or a smaller game.")


def test_in_french_and_presentation_mode_no_control_hides_behind_a_menu(qtbot, window):
    from PySide6.QtWidgets import QToolBar, QToolButton

    window.resize(1600, 1000)
    window.tabs.setCurrentWidget(window.tree_tab)
    window.set_language("fr")
    try:
        window.set_presentation(True)

        def hidden() -> list[str]:
            return [bar.objectName() for bar in window.findChildren(QToolBar)
                    if (extension := bar.findChild(QToolButton, "qt_toolbar_ext_button")) and extension.isVisible()]

        qtbot.waitUntil(lambda: hidden() == [], timeout=5_000)  # once the toolbars are laid out again
        tab = window.tree_tab
        bar = tab.toolbar
        for control in (bar.enter_button, bar.algorithm, bar.depth_box, bar.heuristic, bar.stepping, bar.compare_button):
            corner = control.mapTo(tab, control.rect().bottomRight())
            assert control.isVisible() and tab.rect().contains(corner), control.accessibleName() or control.text()
    finally:
        window.set_presentation(False)
        window.set_language("en")


def unnamed_controls(widget) -> list[tuple[str, str]]:
    """The visible controls of ``widget`` that assistive technology could not name."""
    unnamed = []
    for control in widget.findChildren(QWidget):
        if isinstance(control, CONTROLS) and control.isVisible() and not control.objectName().startswith("qt_"):
            name = QAccessible.queryAccessibleInterface(control).text(QAccessible.Text.Name)
            if not name.strip():
                unnamed.append((type(control).__name__, control.toolTip()))
    return unnamed


def test_every_control_of_every_dialog_has_an_accessible_name(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    seen: dict[str, list] = {}

    def look(dialog) -> int:
        dialog.show()
        seen[type(dialog).__name__] = unnamed_controls(dialog)
        dialog.close()
        return 0

    monkeypatch.setattr(QDialog, "exec", look)
    open_and_wait(qtbot, window, "sticks")
    window.window_actions.new_game.trigger()
    window.edit_preferences()
    assert window.window_actions.export.isEnabled()  # as soon as the arena is drawn
    window.window_actions.export.trigger()
    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=30_000)
    tab.compare()
    qtbot.waitUntil(lambda: "ComparisonDialog" in seen, timeout=30_000)
    assert set(seen) == {"NewGameDialog", "PreferencesDialog", "ExportDialog", "ComparisonDialog"}
    assert seen == dict.fromkeys(seen, [])


def test_the_main_controls_are_described(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    stepper = window.stepper
    controls = [stepper.first_button, stepper.previous_button, stepper.play_button, stepper.next_button,
                stepper.last_button, stepper.slider, stepper.speed, window.view, window.tree_tab.view, window.tabs,
                window.tabs.tabBar(), window.step_panel, window.inspector]
    toolbars = (window.menus.main_toolbar, window.menus.view_toolbar, window.menus.step_toolbar)
    controls += [bar.widgetForAction(a) for bar in toolbars for a in bar.actions() if not a.isSeparator()]
    undescribed = [c for c in controls if not c.accessibleDescription().strip()]
    assert undescribed == []
    assert stepper.next_button.accessibleDescription() == "Shows the next step (Right arrow)."
    undo = window.menus.main_toolbar.widgetForAction(window.window_actions.undo)
    assert undo.accessibleDescription().startswith("Toolbar button: ")
    window.set_language("fr")
    try:  # described in the language of the interface
        qtbot.waitUntil(lambda: stepper.next_button.accessibleDescription() == "Montre l’étape suivante (flèche droite).")
    finally:
        window.set_language("en")
