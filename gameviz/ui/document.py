"""The open arena: its file, its undo history, its solution and its layout.

Edits go through :mod:`gameviz.ui.commands` (undoable); after each one the
document solves the arena again and updates the layout in place, so that
vertices stay where they were.

The document is a plain Python object: its changes are events of the model's
kind (:class:`gameviz.model.EventEmitter`), not Qt signals, and it lives as
long as something refers to it, not as long as a Qt parent. Only its undo
history is Qt's (a ``QUndoStack``, for the commands and the *Undo* action).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from pathlib import Path

from PySide6.QtGui import QUndoStack

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution, solve
from gameviz.figure.arena_figure import node_sizes
from gameviz.figure.geometry import Layout, NodeBox, follow_edit
from gameviz.figure.style import SIZES, Sizes
from gameviz.io import write_arena
from gameviz.layout import layout_applies
from gameviz.model import EventEmitter


class ArenaDocument:
    """An arena being looked at or edited."""

    def __init__(self, arena: Arena, *, path: Path | None = None, title: str = "",
                 solution: Solution | None = None) -> None:
        """``solution``: the arena's, when it was solved off the GUI thread (else solved here)."""
        #: emitted (with None) after an edit: the arena is solved again and its layout follows
        self.changed = EventEmitter()
        #: emitted with whether the arena differs from its file, when that changes
        self.modified_changed = EventEmitter()
        self.arena = arena
        self.path = path
        self.title = title or (path.name if path else arena.game or "arena")
        self.undo = QUndoStack()
        self.undo.cleanChanged.connect(self._clean_changed)
        self.solution: Solution = solution if solution is not None else solve(arena)
        self.layout: Layout | None = None
        self.boards: bool | None = None
        #: the sizes of text and shapes its layout makes room for (larger in presentation mode)
        self.figure_sizes: Sizes = SIZES
        #: an estimate of each vertex for searches of the arena (a student's h), 0 where not given
        self.heuristic: dict[Hashable, float] = {}
        self._offered: dict[str, bool] = {}  # which layouts apply, until the next edit

    def offers_layout(self, engine: str) -> bool:
        """Whether ``engine`` can lay this arena out, found once per edit (the course's picture looks at
        every vertex's board, and the menus ask at every selection)."""
        if engine not in self._offered:
            self._offered[engine] = layout_applies(engine, self.arena)
        return self._offered[engine]

    def _clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    def close(self) -> None:
        """Another document replaces this one: its undo history goes, silently (its commands refer to the
        document: without them nothing keeps it alive)."""
        self.undo.blockSignals(True)
        self.undo.clear()

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

    def sizes(self, vertices: Iterable[Hashable] | None = None) -> dict[Hashable, tuple[float, float, str]]:
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
        self._offered.clear()
        if self.layout is not None:
            sizes = node_sizes(self.arena, boards=self.boards, sizes=self.figure_sizes)
            follow_edit(self.layout, self.arena.edges(), sizes, touched)
        self.changed.emit(None)
