"""The status bar and the title of the window: what the tab on screen shows, the work under way, and
which actions apply now.

The status line is assembled here only, from the model and the tabs' own
state: on the Arena tab the arena (its size, what is not explored, the
layout), on the Board tab the game and its position (the moves played, who is
to move or the result), on the Search Tree tab the tree (its nodes and leaves,
the search, the step shown). It follows tab switches, openings and language
switches (the window asks for it again after each).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton

from gameviz.ui.i18n import tr_games
from gameviz.ui.tree_stepping import algorithm_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from gameviz.core.session import GameSession
    from gameviz.figure.arena_figure import ArenaFigure
    from gameviz.figure.notation import Notation
    from gameviz.figure.tree_display import DisplayTree
    from gameviz.model import ApplicationModel, Facts
    from gameviz.model.document import ArenaDocument
    from gameviz.ui.actions import Actions
    from gameviz.ui.board_tab import BoardTab
    from gameviz.ui.figure_view import FigureView
    from gameviz.ui.layout_runs import LayoutRuns
    from gameviz.ui.tree_tab import TreeTab


class StatusWindow(Protocol):
    """What the status bar tells of the window: the model's document, the layout, the board's game, the
    search tree, the selection."""

    model: ApplicationModel
    layouts: LayoutRuns
    view: FigureView
    document: ArenaDocument | None
    session: GameSession | None
    selected: Hashable | None
    figure: ArenaFigure | None
    board_tab: BoardTab
    tree_tab: TreeTab
    notation: Notation
    window_actions: Actions

    def on_tree_tab(self) -> bool: ...
    def cancel_work(self) -> None: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's naming)
    def setWindowModified(self, modified: bool) -> None: ...  # noqa: N802
    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802
    def window(self) -> QWidget: ...  # the top-level widget: the parent of the status bar's widgets


class WindowStatus(QObject):
    """The status line, the busy bar with its Cancel, the title, and the actions enabled."""

    def __init__(self, window: StatusWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        bar = window.statusBar()
        self.label = QLabel(window.window())
        bar.addWidget(self.label, 1)
        self.busy = QProgressBar(window.window())
        self.busy.setMaximumWidth(160)
        self.busy.setRange(0, 0)
        self.busy.hide()
        bar.addPermanentWidget(self.busy)
        self.cancel_button = QPushButton(window.window())
        self.cancel_button.hide()
        self.cancel_button.clicked.connect(window.cancel_work)
        bar.addPermanentWidget(self.cancel_button)

    def update_title(self, *_: object) -> None:
        """The document's title, with a mark while it has unsaved changes."""
        w = self.window
        if w.document is None:
            w.setWindowModified(False)
            w.setWindowTitle(f"{w.session.game.spec} — gameviz" if w.session else "gameviz")
            return
        w.setWindowModified(w.document.modified)
        w.setWindowTitle(f"{w.document.title}[*] — gameviz")

    def update_status(self) -> None:
        """The status bar tells what the tab on screen shows (unless work under way is being told)."""
        if self.busy.isVisible():
            return
        current = self.window.model.current
        texts = {"board": self.board_text, "tree": self.tree_text, "arena": self.arena_text}
        self.label.setText(texts[current]())

    def arena_text(self) -> str:
        """The open arena: its size, what is not explored, whether the board has moved since, the layout."""
        w = self.window
        document = w.model.document
        parts = [self._facts_text(document.facts)] if document.facts is not None else []
        if document.stale:
            parts.append(self.tr("the board has moved since: this arena is around an earlier position"))
        parts.append(w.layouts.info())
        if w.view.busy:
            parts.append(self.tr("drawing…"))
        return " · ".join(p for p in parts if p)

    def board_text(self) -> str:
        """The game on the board: its name, the moves played, who is to move or how it ended."""
        w = self.window
        session = w.board_tab.session
        if session is None:
            return ""
        outcome = session.outcome()
        if outcome is None:
            state = self.tr("{0} to move").format(w.notation.name(session.player()))
        elif outcome.winner is None:
            state = self.tr("over: draw")
        else:
            state = self.tr("over: {0} wins").format(w.notation.name(outcome.winner))
        played = len(session.moves)
        moves = self.tr("moves played: {0:,}").format(played) if played else self.tr("no move played yet")
        return " · ".join((self.tr("Game: {0}").format(session.game.spec), moves, state))

    def tree_text(self) -> str:
        """The search tree: what it is, its nodes and leaves drawn, the search and the step shown (only
        "exercise" while the student fills the tree in)."""
        w = self.window
        tab = w.tree_tab
        source, display = tab.source, tab.display
        if source is None or display is None:
            return self.tr("No search tree yet")
        parts = [self.tr("Search tree: {0}").format(tr_games(source.title)), self._drawn_text(display),
                 algorithm_name(tab.algorithm.currentData())]
        view = w.model.document.tree
        if view.exercise:
            parts.append(self.tr("exercise: the search is hidden"))
        elif tab.timeline is not None:
            parts.append(tab.describe_step(view.step))
        return " · ".join(parts)

    def _drawn_text(self, display: DisplayTree) -> str:
        """The nodes drawn, the leaves among them and the nodes folded (with hidden children)."""
        visible = display.visible()
        shown = len(visible)
        leaves = sum(1 for path in visible if not display.child_count(path))
        folded = sum(1 for path in visible if display.hidden_children(path))
        leaves_text = self.tr("{0:,} leaves", "", leaves).format(leaves)
        if not folded:
            return ", ".join([self.tr("{0:,} nodes", "", shown).format(shown), leaves_text])
        parts = [self.tr("{0:,} nodes drawn", "", shown).format(shown), leaves_text,
                 self.tr("{0:,} folded", "", folded).format(folded)]
        return ", ".join(parts if leaves else parts[::2])  # no leaf: the top of a larger tree

    def _facts_text(self, facts: Facts) -> str:
        vertices = self.tr("{0:,} vertices", "", facts.vertices).format(facts.vertices)
        moves = self.tr("{0:,} moves", "", facts.moves).format(facts.moves)
        if not facts.milliseconds:  # built elsewhere (a student's game): its size only
            return f"{vertices}, {moves}"
        if facts.unexplored:
            unexplored = self.tr("{0:,} not explored", "", facts.unexplored).format(facts.unexplored)
            return self.tr("{0} ({1}), {2}, in {3:.0f} ms").format(vertices, unexplored, moves, facts.milliseconds)
        return self.tr("{0}, {1}, opened and solved in {2:.0f} ms").format(vertices, moves, facts.milliseconds)

    def update_actions(self, *_: object) -> None:
        """Enable what applies to the open document, its selection and the work under way."""
        w = self.window
        a, document = w.window_actions, w.document
        has = document is not None
        busy = w.layouts.job is not None
        a.save.setEnabled(has)
        a.save_as.setEnabled(has)
        if w.model.current == "board":  # the board as it is drawn
            a.export.setEnabled(w.board_tab.session is not None)
        else:
            a.export.setEnabled((has and w.figure is not None) or (w.on_tree_tab() and w.tree_tab.timeline is not None))
        self._enable_undo(document, busy)
        self._enable_editing(document, busy)
        a.play_computer.setEnabled(w.session is not None)
        for engine, action in a.layouts.items():  # the course's picture is of stick games only
            action.setEnabled(w.layouts.offers(engine))

    def _enable_undo(self, document: ArenaDocument | None, busy: bool) -> None:
        """Undo and Redo while no work runs, Undo saying what it undoes."""
        a = self.window.window_actions
        history = document.history if document is not None else None
        a.undo.setEnabled(history is not None and history.can_undo and not busy)
        a.redo.setEnabled(history is not None and history.can_redo and not busy)
        if history is not None:
            a.undo.setToolTip(self.tr("Undo: {0}").format(QCoreApplication.translate("commands", history.undo_text))
                              if history.can_undo else self.tr("Undo"))

    def _enable_editing(self, document: ArenaDocument | None, busy: bool) -> None:
        """The actions on the selected vertex, and adding vertices and targets of the arena's players."""
        w = self.window
        a = w.window_actions
        selected = document is not None and w.selected is not None and w.selected in document.arena
        for action in (a.delete, a.switch_player, *a.target.values(), a.target_none, a.rename, a.set_start):
            action.setEnabled(bool(selected) and not busy)
        players = document.arena.players if document is not None else 2
        for player, action in a.add_vertex.items():
            action.setEnabled(document is not None and not busy)
            action.setVisible(player <= players + 1)  # a vertex of one more player brings them in
        for player, action in a.target.items():
            action.setVisible(player <= players)

    def show_busy(self, busy: bool, text: str = "") -> None:
        """Say ``text`` with a busy bar and Cancel while work runs; the document's line after."""
        self.busy.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.label.setText(text)
        else:
            self.update_status()
        self.update_actions()
