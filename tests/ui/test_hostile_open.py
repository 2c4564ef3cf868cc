"""The hostile arena sources through the application's open action: a dialog that says where and
what (or, for a game too large to draw, a note over its board), and the open arena left as it was."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from gameviz.games import looks_like_spec
from gameviz.ui.main_window import open_default
from tests.hostile import HOSTILE, Hostile
from tests.ui.conftest import wait_ready

SOURCES = [case for case in HOSTILE if case.source]
#: what a mistyped game specification is told (in a dialog), unlike a game too large for its arena
SPEC_MISTAKES = ("below the minimum", "above the maximum", "is not a whole number")


@pytest.mark.parametrize("case", SOURCES, ids=lambda case: case.name)
def test_a_hostile_source_keeps_the_open_arena(case: Hostile, qtbot, window, tmp_path, monkeypatch):
    open_default(window, None)
    wait_ready(qtbot, window)
    before = window.document
    case.write(tmp_path)
    monkeypatch.chdir(tmp_path)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.windowTitle(), box.informativeText())))
    window.open_source(case.source, remember=False)
    qtbot.waitUntil(lambda: window.load_job is None, timeout=120_000)  # the reader gives up after 2,000,000 steps
    if looks_like_spec(case.source) and not any(mistake in case.says for mistake in SPEC_MISTAKES):
        # a game too large for an arena still opens, on its board, and says why there is no arena
        assert shown == [] and window.document is None
        assert case.says in window.arena_note.message.text()
        return
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    (title, text), = shown
    assert title.startswith("Cannot open") and case.says in text and "unexpected" not in text
    assert len(title) < 250 and "\x1b" not in title  # the echoed source cut to 200 characters, escaped
    assert window.document is before and len(window.view.nodes) == 21


def test_an_error_escaping_an_action_becomes_a_dialog_with_a_log(qtbot, window, tmp_path, monkeypatch):
    from gameviz.ui.app import report_to

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))  # the user's log folder on Linux (platformdirs)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.windowTitle(), box.informativeText(),
                                                                       box.detailedText())))
    try:
        raise ZeroDivisionError("a bug in a slot")
    except ZeroDivisionError as error:
        report_to(window)(ZeroDivisionError, error, error.__traceback__)
    (title, text, details), = shown
    log, = (tmp_path / "gameviz" / "log").glob("crash-*.log")
    assert title == "Something went wrong"
    assert text == f"Something unexpected happened: a bug in a slot Please report it with the log {log}."
    assert "Traceback" in details and "ZeroDivisionError" in log.read_text(encoding="utf-8")
    # input too deep for Python is the user's input, not a bug: no log, the usual sentence
    report_to(window)(RecursionError, RecursionError("maximum recursion depth exceeded"), None)
    assert "nested too deeply" in shown[-1][1] and len(list((tmp_path / "gameviz" / "log").glob("*.log"))) == 1


def test_saving_over_a_link_writes_the_file_it_names(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    open_default(window, None)
    wait_ready(qtbot, window)
    real = tmp_path / "synced" / "arena.json"
    real.parent.mkdir()
    real.write_text("OLD")
    link = tmp_path / "arena.json"
    link.symlink_to(real)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(link), ""))
    assert window.editing.save_as()
    assert link.is_symlink() and '"format": "gameviz-arena"' in real.read_text()
    assert sorted(p.name for p in real.parent.iterdir()) == ["arena.json"]
