"""*Steps → Algorithm*: the three ways of computing an attractor, on the open arena, in one window.

The definition (A₀ ⊆ A₁ ⊆ … ⊆ Aₙ, stepped set by set as in the arena tab, with
the Step panel's text), the course's counter algorithm (recursive
``parcours(s, m)``) and its queue version, both stepped event by event with
each vertex's counter, the call stack (or queue) and, at the end, the vertices
whose label is not their rank and why.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from html import escape

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from gameviz.core.counter_attractor import EVENTS, CounterDrop, Enter, label_differences
from gameviz.core.solution import Solution
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline
from gameviz.figure.counter_timeline import CounterTimeline
from gameviz.figure.notation import Notation
from gameviz.report.attractor import start_caption, step_title
from gameviz.report.counter_attractor import difference_sentence, event_text
from gameviz.report.step_panel import step_panel_html
from gameviz.ui.i18n import tr_attractor
from gameviz.ui.stepped_figure_dialog import SteppedFigureDialog


class AlgorithmDialog(SteppedFigureDialog):
    """Steps the events of the algorithm chosen, for the player chosen, on ``figure``."""

    def __init__(self, figure: ArenaFigure, solution: Solution, notation: Notation,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figure, self.solution, self.notation = figure, solution, notation
        self.setWindowTitle(self.tr("The attractor's algorithms"))
        self.controls.addWidget(QLabel(self.tr("Algorithm:"), self))
        self.algorithm = QComboBox(self)
        self.algorithm.addItem(self.tr("Course's recursion parcours(s, m)"), "course")
        self.algorithm.addItem(self.tr("Queue"), "queue")
        self.algorithm.addItem(self.tr("Definition (𝒜₀ … 𝒜ₙ)"), "definition")
        self.controls.addWidget(self.algorithm)
        self.controls.addWidget(QLabel(self.tr("Attractor of:"), self))
        self.player = QComboBox(self)
        for p in solution.players:
            self.player.addItem(notation.name(p), p)
        self.controls.addWidget(self.player)
        self.exercise = QCheckBox(self.tr("Exercise: click the vertex of the next counter or entry"), self)
        self.controls.addWidget(self.exercise)
        self.controls.addStretch(1)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.column.addWidget(self.verdict)
        self.exercise.toggled.connect(lambda on: self.verdict.setText(self.question() if on else ""))
        self.view.nodeClicked.connect(self.guess)
        self.algorithm.currentIndexChanged.connect(self.restart)
        self.player.currentIndexChanged.connect(self.restart)
        self.view.show_figure(figure)
        # the steps of the definition, when it is the algorithm chosen
        self.steps: AttractorTimeline | None = None
        self.restart()

    def restart(self) -> None:
        """Start the chosen algorithm again, before its first event (the definition: at A₀)."""
        player = self.player.currentData()
        definition = self.algorithm.currentData() == "definition"
        self.exercise.setEnabled(not definition)  # the arena tab has the exercise of the definition
        if definition:
            self.exercise.setChecked(False)
            self.steps = AttractorTimeline(
                self.figure, self.solution, (player,), start_caption(self.notation, tr_attractor))
            self.stepper.describe = self.step_title
            self.stepper.set_count(len(self.steps), 0)
            return
        self.steps = None
        events = list(EVENTS[self.algorithm.currentData()](self.figure.arena, player))
        self.timeline = CounterTimeline(self.figure, player, events, self.solution.attractors[player].rank)
        self.stepper.describe = lambda index: self.tr("Event {0} of {1}").format(index, len(events))
        self.stepper.set_count(len(self.timeline), 0)
        self.show_step(0)

    def step_title(self, index: int) -> str:
        """``𝒜¹₂ (step 3 of 8)`` for a step of the definition, ``Result (step 8 of 8)`` at its end."""
        if self.steps is None:
            return ""
        return step_title(self.solution, self.steps.players, index, tr_attractor, self.notation)

    def show_step(self, index: int) -> None:
        """Draw the frame ``index`` of the chosen algorithm and say it."""
        if self.steps is not None:
            self.show_set(self.steps, index)
        else:
            self.show_event(index)

    def show_set(self, steps: AttractorTimeline, index: int) -> None:
        """Draw A_index (or the result) and write the Step panel's text of it: the equation, why each
        vertex enters, or who wins."""
        frame = steps.frame(index)
        self.view.restyle(frame.nodes, frame.edges)
        palette = self.figure.palette
        self.text.setText(step_panel_html(self.figure.arena, self.solution, steps.players, frame.index, frame.result,
                                          self.notation, lambda p: palette.player(p).line, tr_attractor))

    def show_event(self, index: int) -> None:
        """Draw the frame ``index`` and say its event, what waits, and at the end the labels that are not ranks."""
        timeline, arena = self.timeline, self.figure.arena
        self.view.restyle(*timeline.styles(index))
        state = timeline.state(index)
        waiting = ", ".join(arena.label(v) for v in state.pending) or "∅"
        queue = self.algorithm.currentData() == "queue"
        lines = [event_text(arena, state.event, tr_attractor) if state.event is not None
                 else self.tr("Before the first event: every counter is the number of moves of its vertex."),
                 (self.tr("Queue: {0}") if queue else self.tr("Call stack: {0}")).format(waiting)]
        if index == len(timeline) - 1:
            lines += self._label_sentences(state.labels, queue)
        self.text.setText("<br>".join(escape(line, quote=False) for line in lines))
        if self.exercise.isChecked():
            self.verdict.setText(self.question())

    def _label_sentences(self, labels: Mapping[Hashable, int], queue: bool) -> list[str]:
        """At the end of the algorithm, the labels that are not the vertices' ranks (never with a queue),
        or that every label is one."""
        timeline, arena = self.timeline, self.figure.arena
        rank = self.solution.attractors[timeline.player].rank
        differences = label_differences(arena, timeline.player, rank) if not queue else []
        return [difference_sentence(arena, d, labels, rank, timeline.player, tr_attractor, self.notation)
                for d in differences] or [tr_attractor("Every label is the vertex's rank.")]

    # ---------------------------------------------------------------- exercise
    def next_question(self) -> int | None:
        """The number of the next event to predict (a counter going down or a vertex entering), None at the end."""
        events = self.timeline.events
        return next((j for j in range(self.stepper.index, len(events))
                     if isinstance(events[j], (CounterDrop, Enter))), None)

    def question(self) -> str:
        """What the student is asked to predict now."""
        j = self.next_question()
        if j is None:
            return self.tr("Nothing more to predict: the algorithm has finished.")
        if isinstance(self.timeline.events[j], CounterDrop):
            return self.tr("Whose counter goes down next? Click the vertex.")
        return self.tr("Which vertex enters next? Click it.")

    def guess(self, vertex: Hashable) -> None:
        """Check the vertex clicked against the next event: right, the event is shown; wrong, why not."""
        j = self.next_question()
        if not self.exercise.isChecked() or j is None or self.steps is not None:
            return
        event, arena = self.timeline.events[j], self.figure.arena
        if vertex == event.vertex:
            self.stepper.set_index(j + 1)
            self.verdict.setText(self.tr("Right!") + " " + self.question())
        elif isinstance(event, CounterDrop):
            self.verdict.setText(self.tr(
                "Not {0}: the vertex being processed, {1}, follows its transposed edges (its predecessors) in "
                "the arena's order of vertices, lowering each one's counter.").format(
                    arena.label(vertex), arena.label(event.via)))
        else:
            self.verdict.setText(self.tr(
                "Not {0}: a vertex enters when it belongs to {1} or when its counter reaches 0, and only once."
            ).format(arena.label(vertex), self.notation.name(self.timeline.player)))
