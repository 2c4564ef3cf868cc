"""The window in French says the user's mistakes in French, in the dialog that reports them (a mistake
found in the child process that reads a file crosses to the window whole, to be said there)."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QMessageBox

from gameviz.ui.tree_dialogs import TreeTextDialog
from tests.ui.test_board_tab import open_game


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


def test_a_mistake_in_an_arena_file_read_in_a_child_process_is_said_in_french(qtbot, window, monkeypatch, tmp_path):
    path = tmp_path / "edges.json"
    path.write_text('{"format": "gameviz-arena", "version": 1,\n'
                    ' "vertices": [{"id": "a", "player": 1}, {"id": "b", "player": 2}],\n "edges": [["a", "x7"]]}',
                    encoding="utf-8")
    title, text = shown_on_opening(qtbot, window, str(path), monkeypatch)
    assert text == f"{path} : ligne 3, colonne 18 : edges[0][1] : arc vers un sommet inconnu 'x7'"


def test_a_tree_typed_in_the_french_window_is_refused_in_french(qtbot, window):
    window.set_language("fr")
    try:
        dialog = TreeTextDialog("[[1, 2], [3", window)
        qtbot.addWidget(dialog)
        assert dialog.problem.text() == "arbre : caractère 12 : le '[' du caractère 10 n’est jamais fermé"
        dialog.editor.setPlainText("[[1, 2], [3, x]]")
        assert dialog.problem.text() == "arbre : caractère 14 : 'x' n’est ni un nombre, ni '[', ']' ou ','"
    finally:
        window.set_language("en")


def test_moves_refused_on_the_board_are_said_in_french(qtbot, window, monkeypatch):
    open_game(qtbot, window, "connect4")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("4444444", True))
    window.set_language("fr")
    try:
        window.board_tab.ask_position()
    finally:
        window.set_language("en")
    assert warnings == ["Ces coups ne peuvent pas être joués : coups : le coup 7 (4) n’est pas légal ici"]
    assert window.board_tab.session.moves == ()
