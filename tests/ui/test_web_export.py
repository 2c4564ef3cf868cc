"""*File → Export Web Page…*: the tab on screen as a web page."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

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
    assert "A¹₂ = A¹₁ ∪ {(2,1), (3,1), (4,1)}" in text and '"kind":"arena"' in text
    window.tabs.setCurrentWidget(window.board_tab)
    window.window_actions.export_web.trigger()
    assert '"kind":"board"' in page.read_text(encoding="utf-8")
    search_tree(qtbot, window)
    window.window_actions.export_web.trigger()
    text = page.read_text(encoding="utf-8")
    assert '"kind":"tree"' in text
    assert "α-cut at C: value 2 ≤ α = 3 (set at A), so the remaining children of C cannot matter" in text
