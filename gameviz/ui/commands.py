"""Undoable edits of an arena (QUndoCommand), each keeping the layout stable."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from gameviz.ui.document import ArenaDocument


class _Edit(QUndoCommand):
    def __init__(self, document: ArenaDocument, text: str) -> None:
        super().__init__(text)
        self.document = document
        self.arena = document.arena


class AddVertex(_Edit):
    """Add a vertex of ``player`` at (x, y)."""

    def __init__(self, document: ArenaDocument, player: int, x: float, y: float) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Add vertex"))
        self.key = document.new_vertex_key()
        self.player, self.x, self.y = player, x, y

    def redo(self) -> None:
        self.arena.add_vertex(self.key, self.player)
        self.document.place(self.key, self.x, self.y)
        self.document.edited({self.key})

    def undo(self) -> None:
        self.arena.remove_vertex(self.key)
        self.document.edited()


class DeleteVertex(_Edit):
    """Delete a vertex and its edges; undo puts everything back."""

    def __init__(self, document: ArenaDocument, vertex: Hashable) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Delete vertex"))
        arena = self.arena
        self.vertex = vertex
        self.player = arena.player(vertex)
        self.label = arena.label(vertex)
        self.vertex_id = arena.id(vertex)
        self.target = arena.target_of(vertex)
        self.was_start = arena.start == vertex
        self.board = arena.raw_board(vertex)
        self.successors = list(arena.successors(vertex))
        self.incoming = [(u, arena.successors(u).index(vertex)) for u in arena.predecessors(vertex) if u != vertex]
        layout = document.layout
        self.box = layout.nodes.get(vertex) if layout else None

    def redo(self) -> None:
        self.arena.remove_vertex(self.vertex)
        self.document.edited()

    def undo(self) -> None:
        arena = self.arena
        arena.add_vertex(self.vertex, self.player, label=self.label, id=self.vertex_id, target=self.target,
                         board=self.board)
        for w in self.successors:
            arena.add_edge(self.vertex, w)
        for u, position in self.incoming:
            arena.insert_edge(u, self.vertex, position)
        if self.was_start:
            arena.start = self.vertex
        if self.box is not None and self.document.layout is not None:
            self.document.layout.nodes[self.vertex] = self.box
        self.document.edited({self.vertex})


class AddEdge(_Edit):
    def __init__(self, document: ArenaDocument, source: Hashable, target: Hashable) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Add edge"))
        self.edge = (source, target)

    def redo(self) -> None:
        self.arena.add_edge(*self.edge)
        self.document.edited(set(self.edge))

    def undo(self) -> None:
        self.arena.remove_edge(*self.edge)
        self.document.edited()


class DeleteEdge(_Edit):
    def __init__(self, document: ArenaDocument, source: Hashable, target: Hashable) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Delete edge"))
        self.edge = (source, target)
        self.position = self.arena.successors(source).index(target)
        layout = document.layout
        self.path = layout.edges.get(self.edge) if layout else None

    def redo(self) -> None:
        self.arena.remove_edge(*self.edge)
        self.document.edited()

    def undo(self) -> None:
        self.arena.insert_edge(*self.edge, self.position)
        if self.path is not None and self.document.layout is not None:
            self.document.layout.edges[self.edge] = self.path
        self.document.edited()


class SetPlayer(_Edit):
    def __init__(self, document: ArenaDocument, vertex: Hashable, player: int) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Switch player"))
        self.vertex, self.new, self.old = vertex, player, self.arena.player(vertex)

    def redo(self) -> None:
        self.arena.set_player(self.vertex, self.new)
        self.document.edited({self.vertex})

    def undo(self) -> None:
        self.arena.set_player(self.vertex, self.old)
        self.document.edited({self.vertex})


class SetTarget(_Edit):
    def __init__(self, document: ArenaDocument, vertex: Hashable, player: int | None) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Change target"))
        self.vertex, self.new, self.old = vertex, player, self.arena.target_of(vertex)

    def redo(self) -> None:
        self.arena.set_target(self.vertex, self.new)
        self.document.edited({self.vertex})

    def undo(self) -> None:
        self.arena.set_target(self.vertex, self.old)
        self.document.edited({self.vertex})


class Rename(_Edit):
    def __init__(self, document: ArenaDocument, vertex: Hashable, label: str) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Rename vertex"))
        self.vertex, self.new, self.old = vertex, label, self.arena.label(vertex)

    def redo(self) -> None:
        self.arena.set_label(self.vertex, self.new)
        self.document.edited({self.vertex})

    def undo(self) -> None:
        self.arena.set_label(self.vertex, self.old)
        self.document.edited({self.vertex})


class SetStart(_Edit):
    def __init__(self, document: ArenaDocument, vertex: Hashable | None) -> None:
        super().__init__(document, QCoreApplication.translate("commands", "Set start"))
        self.new, self.old = vertex, self.arena.start

    def redo(self) -> None:
        self.arena.start = self.new
        self.document.edited()

    def undo(self) -> None:
        self.arena.start = self.old
        self.document.edited()
