"""The window in French says the user's mistakes in French, in the dialog that reports them (a mistake
found in the child process that reads a file crosses to the window whole, to be said there)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox


def shown_on_opening(qtbot, window, source, monkeypatch) -> tuple[str, str]:
    """The title and the text of the one dialog opening ``source`` shows, the window in French."""
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.windowTitle(), box.informativeText())))
    window.set_language("fr")
    try:
        window.open_source(source, remember=False)
        qtbot.waitUntil(lambda: window.load_job is None and bool(shown), timeout=60_000)
    finally:
        window.set_language("en")
    (title, text), = shown
    return title, text


def test_a_mistyped_game_is_said_in_french(qtbot, window, monkeypatch):
    title, text = shown_on_opening(qtbot, window, "sticks:n=-3", monkeypatch)
    assert title.startswith("Impossible d’ouvrir")
    assert text == "description du jeu 'sticks:n=-3' : caractère 10 : n : -3 est en dessous du minimum 0"
