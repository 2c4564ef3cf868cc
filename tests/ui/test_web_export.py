"""*File → Export Web Page…*: the tab on screen as a web page."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox

from gameviz.ui.main_window import open_default
from tests.ui.conftest import wait_ready
from tests.ui.test_tree_tab import search_tree


def test_the_arena_tab_and_the_tree_tab_as_web_pages(qtbot, window, tmp_path, monkeypatch):
    open_default(window, None)
    wait_ready(qtbot, window)
    assert window.window_actions.export_web in window.menus.file_menu.actions()
    page = tmp_path / "sticks.html"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(page), ""))
    window.window_actions.export_web.trigger()
    text = page.read_text(encoding="utf-8")
    assert "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" in text and '"kind":"arena"' in text
    window.tabs.setCurrentWidget(window.board_tab)
    window.window_actions.export_web.trigger()
    assert '"kind":"board"' in page.read_text(encoding="utf-8")
    search_tree(qtbot, window)
    window.window_actions.export_web.trigger()
    text = page.read_text(encoding="utf-8")
    assert '"kind":"tree"' in text
    assert "α-cut at C: value 2 ≤ α = 3 (set at A), so the remaining children of C cannot matter" in text


def test_a_page_too_large_is_explained_with_the_window_s_menus(qtbot, window, tmp_path, monkeypatch):
    open_default(window, None)
    wait_ready(qtbot, window)
    page = tmp_path / "page.html"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(page), ""))
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: said.append((title, text)))
    monkeypatch.setattr("gameviz.export.html.PAGE_LIMIT", 5_000)
    window.window_actions.export_web.trigger()
    window.tabs.setCurrentWidget(window.board_tab)
    window.window_actions.export_web.trigger()
    search_tree(qtbot, window)
    window.window_actions.export_web.trigger()
    assert [title for title, _ in said] == ["Cannot export"] * 3 and not page.exists()
    arena, board, tree = (text for _, text in said)
    assert arena.startswith("The web page would be about ") and ", more than 5 kB: too much for a browser." in arena
    assert "Open a smaller game (File → New from Game…), or export the step on screen as a picture" in arena
    assert "fewer sticks or heaps, a smaller board" in board
    assert "Give the search a smaller depth (Depth: above the search tree)" in tree
    assert not any("--" in text for text in (arena, board, tree))  # the window has no options
