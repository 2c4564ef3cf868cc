"""The model's views and the widgets that show them.

Each view of the open document (arena, board, tree) keeps its own step in the
model; the stepper and the Step panel show the view of the tab on screen, and
a view's step draws its own tab. Opening a document starts every view again.
"""

from __future__ import annotations

import sys
from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from gameviz.ui.board_panel import board_position_sentences, board_sentences
from gameviz.ui.node_panel import tree_node_sentences

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QStackedWidget, QTabWidget

    from gameviz.core.session import GameSession
    from gameviz.figure.arena_figure import AttractorTimeline
    from gameviz.figure.notation import Notation
    from gameviz.figure.style import Palette
    from gameviz.model import ApplicationModel, Document
    from gameviz.model.document import ArenaDocument
    from gameviz.ui.actions import Actions
    from gameviz.ui.arena_note import ArenaNote
    from gameviz.ui.board_tab import BoardTab
    from gameviz.ui.exercise import ExercisePanel
    from gameviz.ui.figure_view import FigureView
    from gameviz.ui.menus import WindowMenus
    from gameviz.ui.panels import Inspector, StepPanel
    from gameviz.ui.session_links import SessionLinks
    from gameviz.ui.shown_players import ShownPlayers
    from gameviz.ui.stepper import Stepper
    from gameviz.ui.tree_exercise import TreeExercisePanel
    from gameviz.ui.tree_tab import TreeTab


class ViewsWindow(Protocol):
    """What the views need of the window: the model, the tabs, the stepper and the panels."""

    model: ApplicationModel
    tabs: QTabWidget
    arena_page: QStackedWidget
    arena_note: ArenaNote
    board_tab: BoardTab
    tree_tab: TreeTab
    view: FigureView
    stepper: Stepper
    step_panel: StepPanel
    inspector: Inspector
    inspector_dock: QDockWidget  # (titled by what it shows)
    players: ShownPlayers
    exercises: QStackedWidget
    exercise: ExercisePanel
    tree_exercise: TreeExercisePanel
    window_actions: Actions
    links: SessionLinks
    menus: WindowMenus
    document: ArenaDocument | None
    session: GameSession | None
    timeline: AttractorTimeline | None
    notation: Notation
    figure_palette: Palette

    def on_tree_tab(self) -> bool: ...
    def step_title(self, index: int) -> str: ...
    def show_arena_frame(self, index: int) -> None: ...
    def rebuild_timeline(self, index: int | None = None) -> None: ...
    def select(self, vertex: Hashable | None, *, center: bool = False) -> None: ...
    def update_status(self) -> None: ...
    def update_actions(self, *_: object) -> None: ...


class ViewLinks(QObject):
    """Connects the model's views to the stepper, the Step panel and the tabs."""

    def __init__(self, window: ViewsWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        #: the arena's timeline or figure is being rebuilt: it is drawn once, after
        self.rebuilding = False

    def document_opened(self, opened: Document) -> None:
        """A document was opened: its views start at their beginning, and the widgets follow them."""
        w = self.window
        opened.arena.events.step.connect(self.arena_step)
        opened.arena.events.shown.connect(self.arena_shown)
        opened.arena.events.selection.connect(self.arena_selected)
        opened.tree.events.selection.connect(self.tree_selected)
        w.players.bind(opened.arena)
        opened.tree.events.step.connect(self.tree_step)
        for view in (opened.arena, opened.tree):
            view.events.steps.connect(lambda _: self.sync_stepper())
        opened.events.stale.connect(lambda _: w.update_status())
        opened.tree.events.exercise.connect(lambda _: w.update_status())
        a = w.window_actions
        a.layouts.get(w.model.layout(), a.layouts["auto"]).setChecked(True)
        if opened.kind != "around":  # the board's game and its tree go on around its position
            w.board_tab.bind(opened.board)
            w.links.document_opened()
            opened.tree.set_steps(w.tree_tab.step_count(), 0)
            w.tree_tab.show_step(0)
            self.tree_selected(opened.tree.selection)
        self.sync_stepper()
        w.update_status()

    def step_chosen(self, index: int) -> None:
        """The stepper moved: the view on screen goes to that step."""
        w = self.window
        view = w.model.view
        if w.model.current != "board" and not (w.model.current == "tree" and view.exercise):
            view.go(index)

    def arena_step(self, step: int) -> None:
        """The arena view moved: draw its step, and say it if the arena is on screen."""
        w = self.window
        if not self.rebuilding:
            w.show_arena_frame(step)
            if w.model.current == "arena":
                self.sync_stepper()
                self.show_vertex_panel()  # what is known of the selected vertex at this step

    def arena_shown(self, _shown: tuple[int, ...]) -> None:
        """*Show* changed in the model: the arena's timeline again, at the same step or at the result."""
        w = self.window
        if self.rebuilding:
            return
        index = w.model.document.arena.step
        at_result = w.timeline is not None and w.timeline.is_result(index)
        w.rebuild_timeline(index=sys.maxsize if at_result else index)

    def arena_selected(self, vertex: Hashable | None) -> None:
        """The model's arena selection changed: the picture marks it, the Vertex panel and the actions
        follow."""
        w = self.window
        w.view.select(vertex)
        self.show_vertex_panel()
        w.update_actions()

    def tree_node_clicked(self, _path: object) -> None:
        """A node of the tree was clicked (or chosen with the keyboard): the model's tree selection."""
        w = self.window
        tree, selected = w.model.document.tree, w.tree_tab.view.selected
        if selected != tree.selection:
            tree.selection = selected
        else:
            self.show_vertex_panel()

    def tree_selected(self, path: Hashable | None) -> None:
        """The model's tree selection changed: the tree marks it, and the Vertex panel says it if the
        tree is on screen."""
        w = self.window
        if w.tree_tab.view.selected != path:
            w.tree_tab.view.select(path)
        if w.model.current == "tree":
            self.show_vertex_panel()

    def tree_step(self, step: int) -> None:
        """The tree view moved: draw its step, and say it if the tree is on screen."""
        w = self.window
        w.tree_tab.show_step(step)
        if w.model.current == "tree":
            self.sync_stepper()
            self.show_panel()
            w.update_status()

    def sync_stepper(self) -> None:
        """The stepper shows the position of the view on screen (one step during a tree exercise)."""
        w = self.window
        view = w.model.view
        if w.model.current == "tree" and view.exercise:
            w.stepper.show_step(1, 0)
        else:
            w.stepper.show_step(view.steps, view.step)

    def describe_step(self, index: int) -> str:
        """The stepper's text for step ``index`` of the tab on screen: the board has no steps, so it says
        how far the game on the board has gone."""
        w = self.window
        if w.model.current == "tree":
            return w.tree_tab.describe_step(index)
        if w.model.current == "board":
            session = w.board_tab.session
            if session is None:
                return ""
            played = len(session.moves)
            return self.tr("Board: move {0}").format(played) if played else self.tr("Board: start")
        return w.step_title(index) if w.timeline is not None else ""

    def show_vertex_panel(self) -> None:
        """The Vertex panel says what the tab on screen shows, and its title names it: the arena's selected
        vertex, the board's position, or the tree's node."""
        w = self.window
        current, document = w.model.current, w.document
        titles = {"board": self.tr("Position"), "tree": self.tr("Node")}
        w.inspector_dock.setWindowTitle(titles.get(current, self.tr("Vertex")))
        if current == "board":
            w.inspector.show_sentences(*board_position_sentences(w.board_tab))
        elif current == "tree":
            if w.model.document.tree.exercise:
                w.inspector.show_sentences(*self._tree_exercise_sentences())
            else:
                tree = w.model.document.tree
                w.inspector.show_sentences(*tree_node_sentences(w.tree_tab, tree.step, tree.selection))
        else:
            w.inspector.hide_answers = w.model.document.arena.exercise
            index, timeline = w.model.document.arena.step, w.timeline
            step = (None if timeline is None or timeline.is_result(index) else index,
                    timeline.players if timeline is not None else ())
            w.inspector.show_vertex(document.arena if document else None, document.solution if document else None,
                                    w.model.document.arena.selection, w.notation, w.figure_palette, step)

    def _tree_exercise_sentences(self) -> tuple[str, list[str]]:
        """What both panels say while the student fills the tree in (the search stays hidden)."""
        return self.tr("Exercise"), [self.tr(
            "Fill in the tree in the Exercise panel; the search is hidden until you ask for it.")]

    def show_panel(self) -> None:
        """The Step and Vertex panels say what the tab on screen shows."""
        self.show_vertex_panel()
        w = self.window
        current = w.model.current
        if current == "board":
            w.step_panel.show_sentences(*board_sentences(w.board_tab))
        elif current == "tree":
            if w.model.document.tree.exercise:
                w.step_panel.show_sentences(*self._tree_exercise_sentences())
                return
            index, timeline = w.model.document.tree.step, w.tree_tab.timeline
            title = self.tr("Result") if timeline and timeline.is_result(w.tree_tab.event_index(index)) \
                else w.tree_tab.describe_step(index)
            w.step_panel.show_sentences(title, w.tree_tab.step_sentences(index))
        elif w.timeline is not None and w.document is not None:
            frame = w.timeline.frame(w.model.document.arena.step)
            w.step_panel.show_step(w.document.arena, w.document.solution, w.timeline, frame, w.notation,
                                   w.figure_palette)
        elif w.document is None and w.arena_page.currentWidget() is w.arena_note:
            w.step_panel.show_sentences(self.tr("Arena"), [w.arena_note.message.text()])

    def board_changed(self) -> None:
        """The board was drawn again (a move, h shown, the moves scored): if it is on screen, the stepper
        and the panels say so."""
        if self.window.model.current == "board":
            self.sync_stepper()
            self.show_panel()
            self.window.update_status()

    def tab_changed(self, _index: int) -> None:
        """Another tab: the model's view on screen changes, and the stepper and the panels follow it."""
        w = self.window
        w.model.view.exercise = False  # the exercise of the tab left ends (the action follows the model)
        widget = w.tabs.currentWidget()
        w.model.current = "tree" if widget is w.tree_tab else "board" if widget is w.board_tab else "arena"
        tree = w.on_tree_tab()
        if tree:
            w.links.follow_session()
        w.menus.step_toolbar.setEnabled(widget is not w.board_tab)
        session, document = w.session, w.document
        if widget is w.arena_page and session and document and session.position in document.arena:
            w.select(session.position, center=True)  # the board's position, in the arena
        w.players.setEnabled(not tree)
        w.exercises.setCurrentWidget(w.tree_exercise if tree else w.exercise)
        self.sync_stepper()
        self.show_panel()
        w.update_status()
        w.update_actions()

    def tree_steps_changed(self, count: int) -> None:
        """A new search, or a new way of stepping it: the tree view's timeline, at the tab's step."""
        w = self.window
        view = w.model.document.tree
        figure = w.tree_tab.view.figure
        if view.selection is not None and (figure is None or view.selection not in figure.layout.nodes):
            view.selection = None  # the node is no longer drawn
        view.set_steps(count, w.tree_tab.index)
        w.tree_tab.show_step(view.step)
        if w.on_tree_tab():
            self.sync_stepper()
            self.show_panel()
            w.update_status()
