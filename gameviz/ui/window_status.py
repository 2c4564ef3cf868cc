"""The status bar and the title of the window: what the tab on screen shows, the work under way, and
which actions apply now.

The status line is assembled here only, from the model and the tabs' own
state: on the Arena tab the arena (its size, what is not explored, the
layout), on the Board tab the game and its position (the moves played, who is
to move or the result), on the Search Tree tab the tree (its nodes and leaves,
the search, the step shown). It subscribes to the model (the view on screen,
the open document and its views, the work under way, the edits) and follows
language switches (the window asks for it again after each).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar, QPushButton

from gameviz.core.numerals import Count
from gameviz.figure.tree_display import DisplayTree
from gameviz.model import ApplicationModel, ArenaDocument, Document, Facts
from gameviz.model.events import Subscriptions
from gameviz.ui.actions import Actions
from gameviz.ui.arena_tab import ArenaTab
from gameviz.ui.board_tab import BoardTab
from gameviz.ui.i18n import tr_games
from gameviz.ui.tree_stepping import algorithm_name
from gameviz.ui.tree_tab import TreeTab


class WindowStatus(QObject):
    """The status line, the busy bar with its Cancel, the title, and the actions enabled."""

    def __init__(self, model: ApplicationModel, window: QMainWindow, tabs: tuple[ArenaTab, BoardTab, TreeTab],
                 actions: Actions, offers: Callable[[str], bool]) -> None:
        """``offers(engine)``: whether the layout ``engine`` can lay the open arena out."""
        super().__init__(window)
        self.model = model
        self.main_window = window
        self.arena_tab, self.board_tab, self.tree_tab = tabs
        self.actions = actions
        self.offers = offers
        bar = window.statusBar()
        self.label = QLabel(window)
        bar.addWidget(self.label, 1)
        self.busy = QProgressBar(window)
        self.busy.setMaximumWidth(160)
        self.busy.setRange(0, 0)
        self.busy.hide()
        bar.addPermanentWidget(self.busy)
        self.cancel_button = QPushButton(window)
        self.cancel_button.hide()
        bar.addPermanentWidget(self.cancel_button)
        self._bound = Subscriptions()
        model.events.document.connect(self._opened)
        model.events.current.connect(lambda _: self.update_all())
        model.events.busy.connect(self.show_busy)
        model.messages.connect(lambda said: bar.showMessage(*said))
        self.board_tab.redrawn.connect(lambda: self.update_status() if model.current == "board" else None)
        self.arena_tab.view.populated.connect(self.update_status)
        self._opened(model.document)

    def _opened(self, document: Document) -> None:
        """A document was opened: follow its views and its edits."""
        self._bound.clear()
        for event in (document.events.updated, document.arena.events.updated, document.tree.events.updated):
            self._bound.connect(event, lambda _: self.update_all())
        self._bound.connect(document.board.events.position, lambda _: self.update_actions())
        arena = document.arena.document
        if arena is not None:
            self._bound.connect(arena.history.events.updated, lambda _: self.update_all())
        self.update_all()

    def update_all(self) -> None:
        """The title, the status line and the actions, as the model says them now."""
        self.update_title()
        self.update_status()
        self.update_actions()

    def update_title(self) -> None:
        """The document's title, with a mark while it has unsaved changes."""
        w, document = self.main_window, self.model.document
        arena = document.arena.document
        if arena is None:
            session = document.board.session
            w.setWindowModified(False)
            w.setWindowTitle(f"{session.game.spec} — gameviz" if session else "gameviz")
            return
        w.setWindowModified(arena.modified)
        w.setWindowTitle(f"{document.title}[*] — gameviz")

    def update_status(self) -> None:
        """The status bar tells what the tab on screen shows (unless work under way is being told)."""
        if self.busy.isVisible():
            return
        current = self.model.current
        texts = {"board": self.board_text, "tree": self.tree_text, "arena": self.arena_text}
        self.label.setText(texts[current]())

    def arena_text(self) -> str:
        """The open arena: its size, what is not explored, whether the board has moved since, the layout."""
        document = self.model.document
        parts = [self._facts_text(document.facts)] if document.facts is not None else []
        if document.stale:
            parts.append(self.tr("the board has moved since: this arena is around an earlier position"))
        parts.append(self.layout_text())
        if self.arena_tab.view.busy:
            parts.append(self.tr("drawing…"))
        return " · ".join(p for p in parts if p)

    def layout_text(self) -> str:
        """``laid out in 120 ms: Layers (dot), chosen for a small arena`` (empty before the layout)."""
        view = self.model.document.arena
        if view.laid_out is None or view.document is None:
            return ""
        engine, automatic, milliseconds = view.laid_out
        name = self.actions.layouts[engine].text()
        if automatic and engine != "course":  # (the course's name says why)
            name = f"{name}, {self._reason(engine, len(view.document.arena))}"
        return self.tr("laid out in {0:,.0f} ms: {1}").format(milliseconds, name)

    def _reason(self, engine: str, count: int) -> str:
        """Why the automatic layout chose ``engine`` for an arena of ``count`` vertices."""
        if engine == "dot":
            return self.tr("chosen for a small arena")
        if engine == "layered":
            return self.tr("chosen for {0:,} vertices without cycles").format(Count(count))
        if engine == "attractors":
            return self.tr("chosen for {0:,} vertices with cycles: sfdp would take seconds").format(Count(count))
        return self.tr("chosen for {0:,} vertices with cycles").format(Count(count))

    def board_text(self) -> str:
        """The game on the board: its name, the moves played, who is to move or how it ended."""
        session = self.model.document.board.session
        if session is None:
            return ""
        notation = self.model.preferences.names()
        outcome = session.outcome()
        if outcome is None:
            state = self.tr("{0} to move").format(notation.name(session.player()))
        elif outcome.winner is None:
            state = self.tr("over: draw")
        else:
            state = self.tr("over: {0} wins").format(notation.name(outcome.winner))
        played = len(session.moves)
        moves = self.tr("moves played: {0:,}").format(Count(played)) if played else self.tr("no move played yet")
        return " · ".join((self.tr("Game: {0}").format(session.game.spec), moves, state))

    def tree_text(self) -> str:
        """The search tree: what it is, its nodes and leaves drawn, the search and the step shown (only
        "exercise" while the student fills the tree in)."""
        view = self.model.document.tree
        source, display = view.source, self.tree_tab.display
        if source is None or display is None:
            return self.tr("No search tree yet")
        parts = [self.tr("Search tree: {0}").format(tr_games(source.title)), self._drawn_text(display),
                 algorithm_name(view.choices.preset)]
        if view.exercise:
            parts.append(self.tr("exercise: the search is hidden"))
        elif view.timeline is not None:
            parts.append(self.tree_tab.describe_step(view.step))
        return " · ".join(parts)
    def _drawn_text(self, display: DisplayTree) -> str:
        """The nodes drawn, the leaves among them and the nodes folded (with hidden children)."""
        visible = display.visible()
        shown = len(visible)
        leaves = sum(1 for path in visible if not display.child_count(path))
        folded = sum(1 for path in visible if display.hidden_children(path))
        leaves_text = self.tr("{0:,} leaves", "", leaves).format(Count(leaves))
        if not folded:
            return ", ".join([self.tr("{0:,} nodes", "", shown).format(Count(shown)), leaves_text])
        parts = [self.tr("{0:,} nodes drawn", "", shown).format(Count(shown)), leaves_text,
                 self.tr("{0:,} folded", "", folded).format(Count(folded))]
        return ", ".join(parts if leaves else parts[::2])  # no leaf: the top of a larger tree

    def _facts_text(self, facts: Facts) -> str:
        vertices = self.tr("{0:,} vertices", "", facts.vertices).format(Count(facts.vertices))
        moves = self.tr("{0:,} moves", "", facts.moves).format(Count(facts.moves))
        if not facts.milliseconds:  # built elsewhere (a student's game): its size only
            return f"{vertices}, {moves}"
        if facts.unexplored:
            unexplored = self.tr("{0:,} not explored", "", facts.unexplored).format(Count(facts.unexplored))
            return self.tr("{0} ({1}), {2}, in {3:.0f} ms").format(vertices, unexplored, moves, facts.milliseconds)
        return self.tr("{0}, {1}, opened and solved in {2:.0f} ms").format(vertices, moves, facts.milliseconds)

    def update_actions(self) -> None:
        """Enable what applies to the open document, its selection and the work under way."""
        a, document = self.actions, self.model.document.arena.document
        has = document is not None
        busy = self.model.busy != ""
        a.save.setEnabled(has)
        a.save_as.setEnabled(has)
        tree = self.model.current == "tree"
        if self.model.current == "board":  # the board as it is drawn
            a.export.setEnabled(self.model.document.board.session is not None)
        else:
            a.export.setEnabled((has and self.arena_tab.figure is not None and not tree)
                                or (tree and self.model.document.tree.timeline is not None))
        self._enable_undo(document, busy)
        self._enable_editing(document, busy)
        a.play_computer.setEnabled(self.model.document.board.session is not None)
        for engine, action in a.layouts.items():  # the course's picture is of stick games only
            action.setEnabled(self.offers(engine))

    def _enable_undo(self, document: ArenaDocument | None, busy: bool) -> None:
        """Undo and Redo while no work runs, Undo saying what it undoes."""
        a = self.actions
        history = document.history if document is not None else None
        a.undo.setEnabled(history is not None and history.can_undo and not busy)
        a.redo.setEnabled(history is not None and history.can_redo and not busy)
        if history is not None:
            a.undo.setToolTip(self.tr("Undo: {0}").format(QCoreApplication.translate("commands", history.undo_text))
                              if history.can_undo else self.tr("Undo"))

    def _enable_editing(self, document: ArenaDocument | None, busy: bool) -> None:
        """The actions on the selected vertex, and adding vertices and targets of the arena's players."""
        a = self.actions
        selected = self.model.document.arena.selection
        chosen = document is not None and selected is not None and selected in document.arena
        for action in (a.delete, a.switch_player, *a.target.values(), a.target_none, a.rename, a.set_start):
            action.setEnabled(chosen and not busy)
        players = document.arena.players if document is not None else 2
        for player, action in a.add_vertex.items():
            action.setEnabled(document is not None and not busy)
            action.setVisible(player <= players + 1)  # a vertex of one more player brings them in
        for player, action in a.target.items():
            action.setVisible(player <= players)

    def show_busy(self, text: str = "") -> None:
        """Say ``text`` with a busy bar and Cancel while work runs; the document's line after."""
        busy = text != ""
        self.busy.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.label.setText(text)
        else:
            self.update_status()
        self.update_actions()
