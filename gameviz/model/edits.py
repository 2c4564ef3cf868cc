"""The edits of an arena, each undoable and keeping the layout stable (pushed on the document's
:class:`~gameviz.model.history.EditHistory`).

Each edit's ``text`` is its name, marked for translation in the ``commands``
context: *Undo* says it in the interface's language.
"""

from __future__ import annotations

from collections.abc import Hashable

from gameviz.core.translate import QT_TRANSLATE_NOOP
from gameviz.model.document import ArenaDocument


class _Edit:
    """An edit of ``document``'s arena, named ``text``."""

    def __init__(self, document: ArenaDocument, text: str) -> None:
        self.text = text
        self.document = document
        self.arena = document.arena


class AddVertex(_Edit):
    """Add a vertex of ``player`` at (x, y)."""

    def __init__(self, document: ArenaDocument, player: int, x: float, y: float) -> None:
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Add vertex"))
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
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Delete vertex"))
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
    """Add the move ``source`` → ``target``."""

    def __init__(self, document: ArenaDocument, source: Hashable, target: Hashable) -> None:
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Add edge"))
        self.edge = (source, target)

    def redo(self) -> None:
        self.arena.add_edge(*self.edge)
        self.document.edited(set(self.edge))

    def undo(self) -> None:
        self.arena.remove_edge(*self.edge)
        self.document.edited()


class DeleteEdge(_Edit):
    """Delete the move ``source`` → ``target``; undo puts it back at its place among the successors."""

    def __init__(self, document: ArenaDocument, source: Hashable, target: Hashable) -> None:
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Delete edge"))
        self.edge = (source, target)
        self.position = self.arena.successors(source).index(target)
        layout = document.layout
        self.path = layout.edges.get(self.edge) if layout else None

    def redo(self) -> None:
        self.arena.remove_edge(*self.edge)
        self.document.edited()

    def undo(self) -> None:
        self.arena.insert_edge(*self.edge, self.position)
        layout = self.document.layout
        if self.path is not None and layout is not None and isinstance(layout.edges, dict):
            layout.edges[self.edge] = self.path  # (a table's paths are plain: the edit draws the move again)
        self.document.edited()


class SetPlayer(_Edit):
    """Give ``vertex`` to ``player``."""

    def __init__(self, document: ArenaDocument, vertex: Hashable, player: int) -> None:
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Switch player"))
        self.vertex, self.new, self.old = vertex, player, self.arena.player(vertex)

    def redo(self) -> None:
        self.arena.set_player(self.vertex, self.new)
        self.document.edited({self.vertex})

    def undo(self) -> None:
        self.arena.set_player(self.vertex, self.old)
        self.document.edited({self.vertex})


class SetTarget(_Edit):
    """Make ``vertex`` a winning position of ``player`` (None: of nobody)."""

    def __init__(self, document: ArenaDocument, vertex: Hashable, player: int | None) -> None:
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Change target"))
        self.vertex, self.new, self.old = vertex, player, self.arena.target_of(vertex)

    def redo(self) -> None:
        self.arena.set_target(self.vertex, self.new)
        self.document.edited({self.vertex})

    def undo(self) -> None:
        self.arena.set_target(self.vertex, self.old)
        self.document.edited({self.vertex})


class Rename(_Edit):
    """Label ``vertex`` ``label``."""

    def __init__(self, document: ArenaDocument, vertex: Hashable, label: str) -> None:
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Rename vertex"))
        self.vertex, self.new, self.old = vertex, label, self.arena.label(vertex)

    def redo(self) -> None:
        self.arena.set_label(self.vertex, self.new)
        self.document.edited({self.vertex})

    def undo(self) -> None:
        self.arena.set_label(self.vertex, self.old)
        self.document.edited({self.vertex})


class SetStart(_Edit):
    """Make ``vertex`` the start (None: no start)."""

    def __init__(self, document: ArenaDocument, vertex: Hashable | None) -> None:
        super().__init__(document, QT_TRANSLATE_NOOP("commands", "Set start"))
        self.new, self.old = vertex, self.arena.start

    def redo(self) -> None:
        self.arena.start = self.new
        self.document.edited()

    def undo(self) -> None:
        self.arena.start = self.old
        self.document.edited()
