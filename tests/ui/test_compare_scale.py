"""Compare Searches is readable from the back of a room: each tree's text is at least as large as on
the Search Tree tab of a 1600×1000 window, and larger when the dialog grows."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QDialog

#: 27 leaves: three levels of three
TREE = [[[3, 12, 8], [2, 4, 6], [14, 5, 2]], [[1, 9, 7], [11, 3, 5], [4, 8, 10]], [[6, 2, 13], [7, 15, 1], [9, 4, 3]]]


def scales(qtbot, dialog) -> list[float]:
    """The scale of each search's tree, each on screen in turn."""
    found = []
    for index, view in enumerate(dialog.views):
        dialog.pictures.setCurrentIndex(index)
        qtbot.waitUntil(view.isVisible)
        qtbot.wait(50)  # the resize that fits the tree to its tab
        found.append(view.transform().m11())
    return found


def test_the_compared_trees_are_at_least_as_large_as_on_the_tree_tab(qtbot, window, tmp_path, monkeypatch):
    window.resize(1600, 1000)
    path = tmp_path / "lesson.json"
    path.write_text(json.dumps(TREE))
    window.open_source(str(path), remember=False)
    tab = window.tree_tab
    qtbot.waitUntil(lambda: window.load_job is None and not tab.busy and tab.timeline is not None
                    and tab.source.title == "lesson.json", timeout=30_000)
    qtbot.wait(100)
    tab.view.fit()
    on_tab = tab.view.transform().m11()
    shown: list[QDialog] = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog) or dialog.show() or 0)
    tab.compare()
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    dialog = shown[0]
    assert [dialog.pictures.tabText(i) for i in range(3)] == [
        "Minimax", "Alpha-beta, natural order", "Alpha-beta, ordered by the heuristic"]
    assert (dialog.width(), dialog.height()) == (1600, 1000)
    at_window_size = scales(qtbot, dialog)
    assert min(at_window_size) >= on_tab, (at_window_size, on_tab)
    dialog.resize(2400, 1400)  # maximised on a larger screen: larger text
    larger = scales(qtbot, dialog)
    assert all(big > small for big, small in zip(larger, at_window_size, strict=True))
    dialog.close()
