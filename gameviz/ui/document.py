"""The open arena: its file, its undo history, its solution and its layout.

Edits go through :mod:`gameviz.ui.commands` (undoable); after each one the
document solves the arena again and updates the layout in place, so that
vertices stay where they were.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution, solve
from gameviz.figure.arena_figure import node_sizes
from gameviz.figure.geometry import Layout, NodeBox, follow_edit
from gameviz.figure.style import SIZES, Sizes
from gameviz.io import write_arena


class ArenaDocument(QObject):
    """An arena being looked at or edited."""

    changed = Signal()
    modifiedChanged = Signal(bool)  # noqa: N815 (Qt's naming)

    def __init__(self, arena: Arena, *, path: Path | None = None, title: str = "", solution: Solution | None = None,
                 parent=None) -> None:
        """``solution``: the arena's, when it was solved off the GUI thread (else solved here)."""
        super().__init__(parent)
        self.arena = arena
        self.path = path
        self.title = title or (path.name if path else arena.game or "arena")
        self.undo = QUndoStack(self)
        # a bound method, not a lambda: Qt drops the connection when the document is deleted
        self.undo.cleanChanged.connect(self._clean_changed)
        self.solution: Solution = solution if solution is not None else solve(arena)
        self.layout: Layout | None = None
        self.boards: bool | None = None
        #: the sizes of text and shapes its layout makes room for (larger in presentation mode)
        self.figure_sizes: Sizes = SIZES
        #: an estimate of each vertex for searches of the arena (a student's h), 0 where not given
        self.heuristic: dict[Hashable, float] = {}

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    @property
    def modified(self) -> bool:
        return not self.undo.isClean()

    def save(self, path: Path) -> None:
        """Write the arena atomically to ``path`` (format from the suffix)."""
        write_arena(self.arena, path)
        self.path = path
        self.title = path.name
        self.undo.setClean()

    def new_vertex_key(self, prefix: str = "v") -> str:
        """A vertex id not used yet: v1, v2, …"""
        n = len(self.arena) + 1
        while self.arena.has_id(f"{prefix}{n}") or f"{prefix}{n}" in self.arena:
            n += 1
        return f"{prefix}{n}"

    def sizes(self, vertices: Iterable[Hashable] | None = None) -> dict:
        sizes = node_sizes(self.arena, boards=self.boards, sizes=self.figure_sizes)
        return sizes if vertices is None else {v: sizes[v] for v in vertices}

    def place(self, vertex: Hashable, x: float, y: float) -> None:
        """Put a new vertex's box at (x, y) in the layout."""
        if self.layout is None:
            return
        width, height, shape = node_sizes(self.arena, boards=self.boards, sizes=self.figure_sizes)[vertex]
        self.layout.nodes[vertex] = NodeBox(x, y, width, height, shape)

    def edited(self, touched: Iterable[Hashable] = ()) -> None:
        """Solve again and bring the layout up to date after an edit."""
        self.solution = solve(self.arena)
        if self.layout is not None:
            sizes = node_sizes(self.arena, boards=self.boards, sizes=self.figure_sizes)
            follow_edit(self.layout, self.arena.edges(), sizes, touched)
        self.changed.emit()
