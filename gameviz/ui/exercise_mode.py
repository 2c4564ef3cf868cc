"""Exercise mode: the student predicts the next set of an attractor, or fills in a search tree.

The same action (*Steps → Exercise*) serves both tabs; on the arena the
stepper stays on the sets (the result would give the answer away), on the tree
the search is hidden until the student asks for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from gameviz.ui.main_window import MainWindow


class ExerciseMode(QObject):
    """Turns exercise mode on and off, and answers the exercise panels' buttons."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def set_on(self, on: bool) -> None:
        """Exercise mode on or off for the view on screen (the model's view state says which)."""
        w = self.window
        view = w.model.view
        view.exercise = on
        if w.on_tree_tab():
            if on:
                w.exercise_dock.show()
                w.exercise_dock.raise_()
                w.tree_tab.start_exercise(w.tree_exercise)
            else:
                w.tree_tab.stop_exercise()
                w.step_dock.raise_()
            w.stepper.show_step(*((1, 0) if on else (view.steps, view.step)))
            return
        w.exercise.reset()
        if on:
            w.exercise_dock.show()
            w.exercise_dock.raise_()
            if w.timeline is not None and w.timeline.is_result(view.step):
                view.go(0)
        w.rebuild_timeline(index=view.step)
        w.select(w.selected)  # the Vertex panel hides or shows the answers

    def show_tree_answer(self) -> None:
        """The tree exercise's *Show the Answer*: leave the exercise, at the search's result."""
        self.window.window_actions.exercise_mode.setChecked(False)
        self.window.stepper.last()

    def redraw(self) -> None:
        """The arena exercise's *Check* or *Clear*: draw the step again with the marks."""
        self.window.show_arena_frame(self.window.model.document.arena.step)

    def reveal(self) -> None:
        """The arena exercise's *Reveal*: show the next set."""
        self.window.exercise.reset()
        self.window.stepper.next()
