"""The side panels render what the view on screen shows: the Step panel its step, the Vertex panel the
selected vertex (or the board's position, or the tree's node), the Exercise panel the set it asks for.

They subscribe to the model (the view on screen, the open document's views, the preferences) and to
the tabs that draw what they describe; nothing here changes the model.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDockWidget

from gameviz.model import ApplicationModel, Document
from gameviz.model.events import Subscriptions
from gameviz.ui.arena_tab import ArenaTab
from gameviz.ui.board_panel import board_position_sentences, board_sentences
from gameviz.ui.board_tab import BoardTab
from gameviz.ui.exercise import ExercisePanel
from gameviz.ui.node_panel import tree_node_sentences
from gameviz.ui.panels import Inspector, StepPanel
from gameviz.ui.tree_tab import TreeTab


class SidePanels(QObject):
    """The Step, Vertex and Exercise panels of the window, bound to the model."""

    def __init__(self, model: ApplicationModel, step_panel: StepPanel, inspector: Inspector,
                 inspector_dock: QDockWidget, exercise: ExercisePanel, tabs: tuple[ArenaTab, BoardTab, TreeTab]) -> None:
        super().__init__(inspector)
        self.model = model
        self.step_panel, self.inspector, self.inspector_dock, self.exercise = step_panel, inspector, inspector_dock, \
            exercise
        self.arena_tab, self.board_tab, self.tree_tab = tabs
        self._bound = Subscriptions()
        model.events.document.connect(self._opened)
        model.events.current.connect(lambda _: self.render())
        preferences = model.preferences
        for event in (preferences.events.notation, preferences.events.theme):
            event.connect(lambda _: self.render())
        preferences.events.presentation.connect(lambda _: self._scale())
        self.board_tab.redrawn.connect(self._board_drawn)
        self._opened(model.document)

    def _scale(self) -> None:
        """Presentation mode: the panels' text larger (or back to its usual size)."""
        scale = self.model.preferences.sizes().scale
        for panel in (self.step_panel, self.inspector):
            panel.set_text_scale(scale)

    def _opened(self, document: Document) -> None:
        """A document was opened: follow its views."""
        self._bound.clear()
        self._bound.connect(document.arena.events.updated, self._arena_changed)
        self._bound.connect(document.tree.events.updated, self._tree_changed)
        self.inspector.forget_grundy()
        self.render()

    def _arena_changed(self, names: frozenset[str]) -> None:
        if "solution" in names:
            self.inspector.forget_grundy()  # an edit: Grundy values are computed again
        if "exercise" in names:
            self.exercise.reset()
        if self.model.current == "arena" or "exercise" in names:
            self.render()

    def _tree_changed(self, _names: frozenset[str]) -> None:
        if self.model.current == "tree":
            self.render()

    def _board_drawn(self) -> None:
        if self.model.current == "board":
            self.render()

    def render(self) -> None:
        """Both panels say what the view on screen shows; the Exercise panel asks for the arena's next set."""
        self.show_vertex_panel()
        self.show_step_panel()
        self.show_exercise()

    def show_vertex_panel(self) -> None:
        """The Vertex panel says what the tab on screen shows, and its title names it: the arena's selected
        vertex, the board's position, or the tree's node."""
        model = self.model
        current, document = model.current, model.document
        titles = {"board": self.tr("Position"), "tree": self.tr("Node")}
        self.inspector_dock.setWindowTitle(titles.get(current, self.tr("Vertex")))
        if current == "board":
            self.inspector.show_sentences(*board_position_sentences(self.board_tab))
        elif current == "tree":
            tree = document.tree
            if tree.exercise:
                self.inspector.show_sentences(*self._tree_exercise_sentences())
            else:
                self.inspector.show_sentences(*tree_node_sentences(self.tree_tab, tree.step, tree.selection))
        else:
            view = document.arena
            arena = view.document
            self.inspector.hide_answers = view.exercise
            step = (None if view.at_end else view.step, view.stepped)
            self.inspector.show_vertex(arena.arena if arena else None, arena.solution if arena else None,
                                       view.selection, model.preferences.names(), model.preferences.palette(), step)

    def _tree_exercise_sentences(self) -> tuple[str, list[str]]:
        """What both panels say while the student fills the tree in (the search stays hidden)."""
        return self.tr("Exercise"), [self.tr(
            "Fill in the tree in the Exercise panel; the search is hidden until you ask for it.")]

    def show_step_panel(self) -> None:
        """The Step panel says what the step on screen does."""
        model = self.model
        current = model.current
        if current == "board":
            self.step_panel.show_sentences(*board_sentences(self.board_tab))
        elif current == "tree":
            tree = model.document.tree
            if tree.exercise:
                self.step_panel.show_sentences(*self._tree_exercise_sentences())
                return
            timeline = tree.timeline
            title = self.tr("Result") if timeline and timeline.is_result(tree.event_index()) \
                else self.tree_tab.describe_step(tree.step)
            self.step_panel.show_sentences(title, self.tree_tab.step_sentences(tree.step))
        elif (arena := model.document.arena).document is not None and arena.solution is not None:
            self.step_panel.show_step(arena.document.arena, arena.solution, arena.stepped, arena.step, arena.at_end,
                                      model.preferences.names(), model.preferences.palette())
        else:
            self.step_panel.show_sentences(self.tr("Arena"), [self.arena_tab.note.message.text()])

    def show_exercise(self) -> None:
        """The Exercise panel asks for the set after the arena's step during its exercise; nothing otherwise."""
        view = self.model.document.arena
        arena = view.document
        if not view.exercise or arena is None:
            self.exercise.set_step(None, None, 1, 0, False, self.model.preferences.names())
            return
        self.exercise.set_step(arena.arena, view.solution, view.stepped[0], view.step, view.at_end,
                               self.model.preferences.names())
