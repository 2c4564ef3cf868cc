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
from gameviz.figure.geometry import Layout, NodeBox, loop_edge, straight_edge
from gameviz.io import write_arena


class ArenaDocument(QObject):
    """An arena being looked at or edited."""

    changed = Signal()
    modifiedChanged = Signal(bool)  # noqa: N815 (Qt's naming)

    def __init__(self, arena: Arena, *, path: Path | None = None, title: str = "", parent=None) -> None:
        super().__init__(parent)
        self.arena = arena
        self.path = path
        self.title = title or (path.name if path else arena.game or "arena")
        self.undo = QUndoStack(self)
        self.undo.cleanChanged.connect(lambda clean: self.modifiedChanged.emit(not clean))
        self.solution: Solution = solve(arena)
        self.layout: Layout | None = None
        self.boards: bool | None = None

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
        sizes = node_sizes(self.arena, boards=self.boards)
        return sizes if vertices is None else {v: sizes[v] for v in vertices}

    def place(self, vertex: Hashable, x: float, y: float) -> None:
        """Put a new vertex's box at (x, y) in the layout."""
        if self.layout is None:
            return
        width, height, shape = node_sizes(self.arena, boards=self.boards)[vertex]
        self.layout.nodes[vertex] = NodeBox(x, y, width, height, shape)

    def edited(self, touched: Iterable[Hashable] = ()) -> None:
        """Solve again and bring the layout up to date after an edit."""
        self.solution = solve(self.arena)
        layout = self.layout
        if layout is not None:
            for v in list(layout.nodes):
                if v not in self.arena:
                    del layout.nodes[v]
            sizes = node_sizes(self.arena, boards=self.boards)
            touched = set(touched)
            for v in touched:
                if v in self.arena and v in layout.nodes:
                    old = layout.nodes[v]
                    width, height, shape = sizes[v]
                    layout.nodes[v] = NodeBox(old.x, old.y, width, height, shape)
            edges = {}
            for u, w in self.arena.edges():
                path = layout.edges.get((u, w))
                if path is None or u in touched or w in touched:
                    source, target = layout.nodes[u], layout.nodes[w]
                    path = loop_edge(source) if u == w else straight_edge(source, target)
                edges[(u, w)] = path
            layout.edges = edges
            self._fit_bounds()
        self.changed.emit()

    def _fit_bounds(self) -> None:
        layout = self.layout
        if not layout.nodes:
            layout.width = layout.height = 0.0
            return
        left = min(b.x - b.width / 2 for b in layout.nodes.values())
        top = min(b.y - b.height / 2 for b in layout.nodes.values())
        if left < 0 or top < 0:
            dx, dy = max(0.0, -left), max(0.0, -top)
            layout.nodes = {v: NodeBox(b.x + dx, b.y + dy, b.width, b.height, b.shape) for v, b in layout.nodes.items()}
            for (u, w) in list(layout.edges):
                source, target = layout.nodes[u], layout.nodes[w]
                layout.edges[(u, w)] = loop_edge(source) if u == w else straight_edge(source, target)
        layout.width = max(b.x + b.width / 2 for b in layout.nodes.values())
        layout.height = max(b.y + b.height / 2 for b in layout.nodes.values())
