"""The open arena: its file, its history of edits, its solution and its layout, without Qt.

Edits (:mod:`gameviz.model.edits`) go through the document's
:class:`~gameviz.model.history.EditHistory`; after each one the document
solves the arena again and updates the layout in place, so that vertices stay
where they were. Its changes are events (:class:`EventEmitter`); it lives as
long as something refers to it.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from pathlib import Path

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution, solve
from gameviz.figure.arena_figure import node_sizes, shows_boards
from gameviz.figure.geometry import Layout, NodeBox, follow_edit
from gameviz.figure.style import SIZES, Sizes
from gameviz.io import write_arena
from gameviz.layout.choice import LayoutChoices, layout_choices
from gameviz.model.events import EventEmitter
from gameviz.model.history import EditHistory


class ArenaDocument:
    """An arena being looked at or edited."""

    def __init__(self, arena: Arena, *, path: Path | None = None, title: str = "",
                 solution: Solution | None = None, layouts: LayoutChoices | None = None) -> None:
        """``solution``: the arena's, when it was solved off the GUI thread (else solved here); ``layouts``: its
        :func:`~gameviz.layout.layout_choices`, when found there too (else found when first asked for)."""
        #: emitted (with None) after an edit: the arena is solved again and its layout follows
        self.changed = EventEmitter()
        self.arena = arena
        self.path = path
        self.title = title or (path.name if path else arena.game or "arena")
        #: the edits done and undone; ``history.events.clean`` says when the arena differs from its file
        self.history = EditHistory()
        self.solution: Solution = solution if solution is not None else solve(arena)
        self._layouts = layouts
        self.layout: Layout | None = None
        #: whether vertices show their board (*View → Board Pictures*; by default for small arenas of games
        #: whose pictures say more than their labels)
        self.boards: bool = shows_boards(arena)
        #: the sizes of text and shapes its layout makes room for (larger in presentation mode)
        self.figure_sizes: Sizes = SIZES
        #: an estimate of each vertex for searches of the arena (a student's h), 0 where not given
        self.heuristic: dict[Hashable, float] = {}

    def close(self) -> None:
        """Another document replaces this one: its history goes (its edits refer to the document: without
        them nothing keeps it alive)."""
        self.history.clear()

    @property
    def layouts(self) -> LayoutChoices:
        """The layout chosen for the arena and whether the course's picture applies (found again after an
        edit)."""
        if self._layouts is None:
            self._layouts = layout_choices(self.arena)
        return self._layouts

    @property
    def modified(self) -> bool:
        """Whether the arena differs from its file (or from what was opened)."""
        return not self.history.clean

    def save(self, path: Path) -> None:
        """Write the arena atomically to ``path`` (format from the suffix)."""
        write_arena(self.arena, path)
        self.path = path
        self.title = path.name
        self.history.set_clean()

    def new_vertex_key(self, prefix: str = "v") -> str:
        """A vertex id not used yet: v1, v2, …"""
        n = len(self.arena) + 1
        while self.arena.has_id(f"{prefix}{n}") or f"{prefix}{n}" in self.arena:
            n += 1
        return f"{prefix}{n}"

    def place(self, vertex: Hashable, x: float, y: float) -> None:
        """Put a new vertex's box at (x, y) in the layout."""
        if self.layout is None:
            return
        width, height, shape = node_sizes(self.arena, boards=self.boards, sizes=self.figure_sizes)[vertex]
        self.layout.nodes[vertex] = NodeBox(x, y, width, height, shape)

    def edited(self, touched: Iterable[Hashable] = ()) -> None:
        """Solve again and bring the layout up to date after an edit."""
        self.solution = solve(self.arena)
        self._layouts = None
        if self.layout is not None:
            sizes = node_sizes(self.arena, boards=self.boards, sizes=self.figure_sizes)
            follow_edit(self.layout, self.arena.edges(), sizes, touched)
        self.changed.emit(None)
