"""Fixtures for the application's tests: a window with settings in a temporary folder."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication


@pytest.fixture
def settings_dir(tmp_path, qapp):
    from gameviz.ui.app import create_application

    create_application()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield tmp_path / "settings"


@pytest.fixture
def window(qtbot, settings_dir):
    from gameviz.ui.i18n import install
    from gameviz.ui.main_window import MainWindow
    from gameviz.ui.settings import Settings

    install("en")
    font = QApplication.font()  # presentation mode sets the application's font: the next window gets it back
    w = MainWindow(Settings())
    # pytest-qt closes the window before fixtures end: forget unsaved edits first
    qtbot.addWidget(w, before_close_func=lambda win: win.document and win.document.history.set_clean())
    w.resize(1400, 900)
    w.show()
    yield w
    w.layouts.cancel()
    QApplication.setFont(font)


def wait_ready(qtbot, window, timeout=30_000):
    """Wait until the arena is open, laid out and drawn."""
    qtbot.waitUntil(
        lambda: window.load_job is None and window.layout_job is None and window.timeline is not None
        and not window.view.busy,
        timeout=timeout,
    )


def open_and_wait(qtbot, window, source, timeout=30_000):
    window.open_source(source)
    qtbot.waitUntil(lambda: window.load_job is None, timeout=timeout)
    wait_ready(qtbot, window, timeout)


@pytest.fixture(autouse=True)
def no_unexpected_dialogs(monkeypatch):
    """A modal dialog would wait forever offscreen: make an unexpected one fail the test."""
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

    def refuse(*args, **kwargs):
        box = args[0] if args else None
        text = ""
        if isinstance(box, QMessageBox):
            text = f"{box.windowTitle()}: {box.text()} {box.informativeText()} {box.detailedText()}"
        raise AssertionError(f"unexpected dialog {text}".strip())

    monkeypatch.setattr(QMessageBox, "exec", refuse)
    monkeypatch.setattr(QDialog, "exec", refuse)
    for name in ("question", "warning", "critical", "information", "about"):
        monkeypatch.setattr(QMessageBox, name, refuse)
    monkeypatch.setattr(QInputDialog, "getText", refuse)
    for name in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, name, refuse)


def type_into(qtbot, field, text: str) -> None:
    """Type ``text`` into a line edit as a user would, replacing what it holds, and press Enter."""
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
