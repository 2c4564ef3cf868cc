"""Changing the open arena and saving it: every edit is an undoable command.

Edits wait while a layout runs (the layout's worker reads the arena). Saving
writes atomically; unsaved changes are asked about before they could be lost.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox

from gameviz.core.errors import InputError
from gameviz.model import edits
from gameviz.model.document import ArenaDocument
from gameviz.model.history import Edit

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from gameviz.model import ApplicationModel, Document
    from gameviz.ui.actions import Actions
    from gameviz.ui.figure_view import FigureView
    from gameviz.ui.layout_runs import LayoutRuns
    from gameviz.ui.menus import WindowMenus
    from gameviz.ui.opening import Opening
    from gameviz.ui.settings import Settings


class EditingWindow(Protocol):
    """What editing needs of the window: the open document, its view and selection, the menus it extends."""

    model: ApplicationModel
    document: ArenaDocument | None
    selected: Hashable | None
    view: FigureView
    layouts: LayoutRuns
    menus: WindowMenus
    opening: Opening
    settings: Settings
    window_actions: Actions

    def select(self, vertex: Hashable | None, *, center: bool = False) -> None: ...
    def show_error(self, title: str, error: BaseException) -> None: ...
    def update_title(self, *_: object) -> None: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's naming)
    def window(self) -> QWidget: ...  # the top-level widget: the parent of dialogs and menus

#: Formats *Save* writes back to the same file; others (.py) go through *Save As*.
SAVED_SUFFIXES = (".json", ".dot", ".gv", ".graphml")


class Editing(QObject):
    """The *Edit* menu's changes to the arena, the context menus of the view, *Save* and *Save As*."""

    def __init__(self, window: EditingWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        window.model.opened.connect(self.follow)
        self.follow(window.model.document)

    def follow(self, document: Document) -> None:
        """Follow *Edit Mode* of ``document``'s arena (a document was opened: it starts without it)."""
        document.arena.events.editing.connect(self._edit_mode_changed)

    def set_edit_mode(self, on: bool) -> None:
        """*Edit Mode* toggled: the model's arena view is edited by hand, or no longer."""
        self.window.model.document.arena.editing = on

    def _edit_mode_changed(self, on: bool) -> None:
        """The model's *Edit Mode* changed: the view, the action and the status bar follow."""
        w = self.window
        if w.view.editing == on:
            return
        w.view.editing = on
        w.window_actions.edit_mode.setChecked(on)
        w.statusBar().showMessage(
            self.tr("Edit mode: drag from a vertex to another to add a move; right-click for more.") if on else "",
            8000)

    def push(self, edit: Edit) -> None:
        document = self.window.document
        if document is None:
            return
        if self.window.layouts.job is not None:
            self.window.statusBar().showMessage(self.tr("Wait for the layout to finish before editing."), 5000)
            return
        try:
            document.history.push(edit)
        except InputError as error:
            self.window.show_error(self.tr("This edit is not possible"), error)

    def _selection(self) -> tuple[ArenaDocument, Hashable] | None:
        """The open arena and its selected vertex, if there are both."""
        document, vertex = self.window.document, self.window.selected
        return (document, vertex) if document is not None and vertex is not None else None

    def add_vertex(self, player: int, at: QPointF | None = None) -> None:
        document, view = self.window.document, self.window.view
        if document is None or document.layout is None:
            return
        point = at or view.mapToScene(view.viewport().rect().center())
        self.push(edits.AddVertex(document, player, point.x(), point.y()))

    def add_edge(self, source: Hashable, target: Hashable) -> None:
        document = self.window.document
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
        label, ok = QInputDialog.getText(self.window.window(), self.tr("Rename"), self.tr("Label of the vertex:"), text=old)
        if ok and label.strip() and label != old:
            self.push(edits.Rename(document, vertex, label.strip()))

    def context_menu(self, kind: str, item: object, global_pos: QPointF) -> None:
        document = self.window.document
        if document is None:
            return
        menu = QMenu(self.window.window())
        a = self.window.window_actions
        if kind == "node":
            self.window.select(item)
            menu.addActions([a.switch_player])
            menu.addMenu(self.window.menus.target_menu)
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
                    action.triggered.connect(lambda checked=False, p=player, at=item: self.add_vertex(p, at))
        menu.exec(global_pos.toPoint())

    def save(self) -> bool:
        document = self.window.document
        if document is None:
            return False
        if document.path is None or document.path.suffix.lower() not in SAVED_SUFFIXES:
            return self.save_as()
        return self.save_to(document.path)

    def save_as(self) -> bool:
        document = self.window.document
        if document is None:
            return False
        suggestion = str(document.path.with_suffix(".json")) if document.path else "arena.json"
        path, _ = QFileDialog.getSaveFileName(
            self.window.window(), self.tr("Save the Arena"), suggestion,
            self.tr("gameviz arena (*.json);;Graphviz DOT (*.dot *.gv);;GraphML (*.graphml)"))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".json"
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        document = self.window.document
        if document is None:
            return False
        try:
            document.save(path)
        except InputError as error:
            self.window.show_error(self.tr("Cannot save"), error)
            return False
        self.window.settings.add_recent(str(path))
        self.window.opening.fill_recent_menu()
        self.window.update_title()
        self.window.statusBar().showMessage(self.tr("Saved {0}.").format(path), 5000)
        return True

    def maybe_discard(self) -> bool:
        """Ask what to do with unsaved changes; True if the window may go on."""
        document = self.window.document
        if document is None or not document.modified:
            return True
        answer = QMessageBox.question(
            self.window.window(), self.tr("Unsaved Changes"),
            self.tr("The arena {0} has changes that are not saved. Save them?").format(document.title),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard
