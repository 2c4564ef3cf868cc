"""Exercise mode: the student predicts the next set of an attractor, or fills in a search tree.

The same action (*Steps → Exercise*) serves both tabs; on the arena the
stepper stays on the sets (the result would give the answer away), on the tree
the search is hidden until the student asks for it. Whether a view is in an
exercise lives in the model (each view's ``exercise``): the action writes the
view on screen's and renders it; the panels follow the model's events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from collections.abc import Hashable

    from PySide6.QtWidgets import QDockWidget

    from gameviz.figure.arena_figure import AttractorTimeline
    from gameviz.model import ApplicationModel, Document
    from gameviz.ui.actions import Actions
    from gameviz.ui.exercise import ExercisePanel
    from gameviz.ui.stepper import Stepper
    from gameviz.ui.tree_exercise import TreeExercisePanel
    from gameviz.ui.tree_tab import TreeTab


class ExerciseWindow(Protocol):
    """What exercise mode needs of the window: the model, the arena timeline, the panels, the stepper."""

    model: ApplicationModel
    timeline: AttractorTimeline | None
    selected: Hashable | None
    stepper: Stepper
    tree_tab: TreeTab
    exercise: ExercisePanel
    tree_exercise: TreeExercisePanel
    exercise_dock: QDockWidget
    step_dock: QDockWidget
    window_actions: Actions

    def on_tree_tab(self) -> bool: ...
    def rebuild_timeline(self, index: int | None = None) -> None: ...
    def show_arena_frame(self, index: int) -> None: ...
    def select(self, vertex: Hashable | None, *, center: bool = False) -> None: ...


class ExerciseMode(QObject):
    """Turns exercise mode on and off, and answers the exercise panels' buttons."""

    def __init__(self, window: ExerciseWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        model = window.model
        model.opened.connect(self.follow)
        model.events.current.connect(self.render)
        model.events.document.connect(self.render)
        self.follow(model.document)

    def follow(self, document: Document) -> None:
        """Follow the exercises of ``document``'s views (a document was opened)."""
        document.arena.events.exercise.connect(self._arena_exercise)
        document.tree.events.exercise.connect(self._tree_exercise)

    def set_on(self, on: bool) -> None:
        """*Steps → Exercise* toggled: exercise mode on or off for the view on screen, in the model."""
        self.window.model.view.exercise = on

    def render(self, *_: object) -> None:
        """The action says whether the view on screen is in an exercise (toggling it to the model's
        value writes that same value back: nothing more happens)."""
        self.window.window_actions.exercise_mode.setChecked(self.window.model.view.exercise)

    def _tree_exercise(self, on: bool) -> None:
        """The search tree's exercise began or ended: its panel, and the stepper's one step."""
        w = self.window
        if on:
            w.exercise_dock.show()
            w.exercise_dock.raise_()
            w.tree_tab.start_exercise(w.tree_exercise)
        else:
            w.tree_tab.stop_exercise()
            w.step_dock.raise_()
        view = w.model.document.tree
        if w.on_tree_tab():
            w.stepper.show_step(*((1, 0) if on else (view.steps, view.step)))
        self.render()

    def _arena_exercise(self, on: bool) -> None:
        """The arena's exercise began or ended: its panel, its timeline (no result) and its Vertex panel."""
        w = self.window
        view = w.model.document.arena
        w.exercise.reset()
        if on:
            w.exercise_dock.show()
            w.exercise_dock.raise_()
            if w.timeline is not None and w.timeline.is_result(view.step):
                view.go(0)
        w.rebuild_timeline(index=view.step)
        w.select(w.selected)  # the Vertex panel hides or shows the answers
        self.render()

    def show_tree_answer(self) -> None:
        """The tree exercise's *Show the Answer*: leave the exercise, at the search's result."""
        self.window.model.document.tree.exercise = False
        self.window.stepper.last()

    def redraw(self) -> None:
        """The arena exercise's *Check* or *Clear*: draw the step again with the marks."""
        self.window.show_arena_frame(self.window.model.document.arena.step)

    def reveal(self) -> None:
        """The arena exercise's *Reveal*: show the next set."""
        self.window.exercise.reset()
        self.window.stepper.next()
