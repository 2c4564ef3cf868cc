"""The open arena as a plain Python object: its edits and its saved state are events, not Qt signals."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QObject

from gameviz.core.arena import arena_from_successors


def test_the_document_is_no_qt_object_and_announces_its_edits_until_it_is_closed(qapp):
    from gameviz.ui import commands
    from gameviz.ui.document import ArenaDocument

    arena = arena_from_successors({"a": ["b"], "b": []}, {"a": 1, "b": 2}, targets1=["b"], start="a")
    document = ArenaDocument(arena, title="two")
    assert not isinstance(document, QObject) and not document.modified
    seen: list[object] = []
    document.changed.connect(lambda _: seen.append(("changed", arena.label("a"))))
    document.modified_changed.connect(lambda modified: seen.append(("modified", modified)))
    document.undo.push(commands.Rename(document, "a", "start"))
    assert seen == [("changed", "start"), ("modified", True)] and document.modified
    assert document.solution.outcome["a"] == 1  # solved again after the edit: J1 reaches b at once
    seen.clear()
    document.undo.undo()
    assert seen == [("changed", "a"), ("modified", False)]
    document.undo.redo()
    seen.clear()
    document.close()  # replaced by another document: its history goes without a word
    assert seen == [] and document.undo.count() == 0 and arena.label("a") == "start"
    closed = weakref.ref(document)
    del document
    gc.collect()
    assert closed() is None  # nothing (no Qt parent, no command) keeps a closed document alive
