"""Changing the open arena and saving it: every edit is an undoable command.

Edits wait while a layout runs (the layout's worker reads the arena). Saving
writes atomically; unsaved changes are asked about before they could be lost.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox

from gameviz.core.errors import InputError
from gameviz.model import ApplicationModel, ArenaDocument, Document, Edit, edits
from gameviz.model.events import Subscriptions

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gameviz.ui.actions import Actions
    from gameviz.ui.workers import Jobs

#: Formats *Save* writes back to the same file; others (.py) go through *Save As*.
SAVED_SUFFIXES = (".json", ".dot", ".gv", ".graphml")


class Editing(QObject):
    """The *Edit* menu's changes to the arena (edits of the model's document, on its history), the context
    menus of the arena's picture, *Save* and *Save As*."""

    #: the arena was saved to this file (a recent file)
    saved = Signal(str)

    def __init__(self, model: ApplicationModel, jobs: Jobs, actions: Actions, target_menu: QMenu,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.jobs = jobs
        self.actions = actions
        self.target_menu = target_menu
        self.parent_widget = parent
        self._bound = Subscriptions()
        model.events.document.connect(self.follow)
        self.follow(model.document)

    def follow(self, document: Document) -> None:
        """Say when *Edit Mode* of ``document``'s arena begins (a document opens without it)."""
        self._bound.clear()
        self._bound.connect(document.arena.events.editing, self._edit_mode_changed)

    @property
    def document(self) -> ArenaDocument | None:
        """The arena being edited, if the open document has one."""
        return self.model.document.arena.document

    def set_edit_mode(self, on: bool) -> None:
        """*Edit Mode* toggled: the model's arena view is edited by hand, or no longer."""
        self.model.document.arena.editing = on

    def _edit_mode_changed(self, on: bool) -> None:
        """*Edit Mode* began (the picture and the action follow the model by themselves): say how to edit."""
        self.model.say(
            self.tr("Edit mode: drag from a vertex to another to add a move; right-click for more.") if on else "",
            8000)

    def push(self, edit: Edit) -> None:
        """Make ``edit`` on the open arena's history (not while a layout reads the arena)."""
        document = self.document
        if document is None:
            return
        if self.jobs.layout.busy:
            self.model.say(self.tr("Wait for the layout to finish before editing."))
            return
        try:
            document.history.push(edit)
        except InputError as error:
            self.model.error(self.tr("This edit is not possible"), error)

    def undo(self) -> None:
        """*Undo*: take the last edit back."""
        if self.document is not None:
            self.document.history.undo()

    def redo(self) -> None:
        """*Redo*: make the last edit undone again."""
        if self.document is not None:
            self.document.history.redo()

    def _selection(self) -> tuple[ArenaDocument, Hashable] | None:
        """The open arena and its selected vertex, if there are both."""
        document, vertex = self.document, self.model.document.arena.selection
        return (document, vertex) if document is not None and vertex is not None else None

    def add_vertex(self, player: int, at: QPointF) -> None:
        """Add a vertex of ``player`` at the point ``at`` of the picture."""
        document = self.document
        if document is None or document.layout is None:
            return
        self.push(edits.AddVertex(document, player, at.x(), at.y()))

    def add_edge(self, source: Hashable, target: Hashable) -> None:
        document = self.document
        if document is not None and target not in document.arena.successors(source):
            self.push(edits.AddEdge(document, source, target))

    def delete_selected(self) -> None:
        if (selection := self._selection()) is not None:
            self.push(edits.DeleteVertex(*selection))

    def switch_player(self) -> None:
        """Give the selected vertex to the next player: the other one, or J1 → J2 → … → Jn → J1."""
        if (selection := self._selection()) is not None:
            document, vertex = selection
            arena = document.arena
            self.push(edits.SetPlayer(document, vertex, arena.player(vertex) % arena.players + 1))

    def set_target(self, player: int | None) -> None:
        if (selection := self._selection()) is not None:
            self.push(edits.SetTarget(*selection, player))

    def set_start(self) -> None:
        if (selection := self._selection()) is not None:
            self.push(edits.SetStart(*selection))

    def rename_selected(self) -> None:
        if (selection := self._selection()) is None:
            return
        document, vertex = selection
        old = document.arena.label(vertex)
        label, ok = QInputDialog.getText(self.parent_widget, self.tr("Rename"), self.tr("Label of the vertex:"), text=old)
        if ok and label.strip() and label != old:
            self.push(edits.Rename(document, vertex, label.strip()))

    def context_menu(self, kind: str, item: object, global_pos: QPointF) -> None:
        """The menu of a vertex, a move or the background of the arena's picture (at ``item``)."""
        document = self.document
        if document is None:
            return
        menu = QMenu(self.parent_widget)
        a = self.actions
        if kind == "node":
            self.model.document.arena.selection = item
            menu.addActions([a.switch_player])
            menu.addMenu(self.target_menu)
            menu.addActions([a.rename, a.set_start])
            menu.addSeparator()
            menu.addAction(a.delete)
        elif kind == "edge":
            source, target = cast(tuple[Hashable, Hashable], item)  # an edge is named by its ends
            label = f"{document.arena.label(source)} → {document.arena.label(target)}"
            remove = menu.addAction(self.tr("Delete the Move {0}").format(label))
            remove.triggered.connect(lambda: self.push(edits.DeleteEdge(document, source, target)))
        else:
            for player, add in a.add_vertex.items():
                if add.isVisible():
                    action = menu.addAction(add.text())
                    action.triggered.connect(lambda checked=False, p=player, at=item: self.add_vertex(p, cast(QPointF, at)))
        menu.exec(global_pos.toPoint())

    def save(self) -> bool:
        document = self.document
        if document is None:
            return False
        if document.path is None or document.path.suffix.lower() not in SAVED_SUFFIXES:
            return self.save_as()
        return self.save_to(document.path)

    def save_as(self) -> bool:
        document = self.document
        if document is None:
            return False
        suggestion = str(document.path.with_suffix(".json")) if document.path else "arena.json"
        path, _ = QFileDialog.getSaveFileName(
            self.parent_widget, self.tr("Save the Arena"), suggestion,
            self.tr("gameviz arena (*.json);;Graphviz DOT (*.dot *.gv);;GraphML (*.graphml)"))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".json"
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the arena to ``path``; the document is then titled by its file."""
        document = self.document
        if document is None:
            return False
        try:
            document.save(path)
        except InputError as error:
            self.model.error(self.tr("Cannot save"), error)
            return False
        self.model.document.title = document.title
        self.saved.emit(str(path))
        self.model.say(self.tr("Saved {0}.").format(path))
        return True

    def maybe_discard(self) -> bool:
        """Ask what to do with unsaved changes; True if the window may go on."""
        document = self.document
        if document is None or not document.modified:
            return True
        answer = QMessageBox.question(
            self.parent_widget, self.tr("Unsaved Changes"),
            self.tr("The arena {0} has changes that are not saved. Save them?").format(document.title),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard
