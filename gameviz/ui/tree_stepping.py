"""Stepping a search on the tree tab, and its exercise: which frames the stepper stops at, what each
step says, and the student's answers drawn on the tree (apart from the tab's controls,
:mod:`gameviz.ui.tree_tab`). Texts are translated in the tree tab's context, as the tab shows them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from gameviz.core.numerals import Count
from gameviz.core.search.answers import Answers, Mistake
from gameviz.core.search.trace import Path
from gameviz.core.search.tree import format_value
from gameviz.figure.style import Palette
from gameviz.figure.tree_display import DisplayTree
from gameviz.figure.tree_figure import More, TreeEdgeStyle, TreeFigure, TreeNodeStyle, compact
from gameviz.model import ApplicationModel, TreeSource, TreeView
from gameviz.report.search import describe, value_text
from gameviz.ui.figure_view import FigureView
from gameviz.ui.i18n import tr_search
from gameviz.ui.tree_exercise import TreeExercisePanel

GUESS, RIGHT, WRONG = "#6a3d9a", "#2e7d32", "#c62828"


def algorithm_name(preset: str) -> str:
    """The name of a search the toolbar offers (one of the tree tab's presets), in the language in use."""
    names = {
        "minimax": QCoreApplication.translate("TreeTab", "Minimax"),
        "negamax": QCoreApplication.translate("TreeTab", "Negamax"),
        "alphabeta": QCoreApplication.translate("TreeTab", "Alpha-beta"),
        "alphabeta-ordered": QCoreApplication.translate("TreeTab", "Alpha-beta, ordered"),
        "deepening": QCoreApplication.translate("TreeTab", "Iterative deepening"),
        "maxn": QCoreApplication.translate("TreeTab", "Max^n"),
        "maxn-shallow": QCoreApplication.translate("TreeTab", "Max^n, shallow pruning"),
        "paranoid": QCoreApplication.translate("TreeTab", "Paranoid"),
    }
    return names.get(preset, preset)


@dataclass(frozen=True)
class CheckedAnswers:
    """The verdict of Check sorted for drawing: the right answers, the wrong values or windows, the
    wrong cuts (made or missed) and the missed cuts alone. All empty before Check."""

    good: set[Path]
    wrong: set[Path]
    wrong_cuts: set[Path]
    missed_cuts: set[Path]

    @classmethod
    def of(cls, verdict: tuple[list[Path], list[Mistake]] | None) -> CheckedAnswers:
        right, mistakes = verdict or ([], [])

        def paths(*whats: str) -> set[Path]:
            return {m.path for m in mistakes if m.what in whats}

        return cls(set(right), paths("value", "window", "unvisited"), paths("cut", "not_cut"), paths("cut"))

    def node_mark(self, path: Path) -> str | None:
        """✓ for a right answer, ✗ for a wrong value or window, none otherwise."""
        return "✓" if path in self.good else "✗" if path in self.wrong else None


class SteppedTree(QWidget):
    """The tree tab's stepping and exercise: the model's tree view drawn at its step, the student's answers
    drawn on the tree, and what each step says; the tab builds the controls and the figure named below."""

    model: ApplicationModel
    view: FigureView
    figure: TreeFigure | None
    exercise_panel: TreeExercisePanel
    #: the student fills the tree in: the panel's answers are drawn instead of the search
    exercising: bool = False

    @property
    def tree_view(self) -> TreeView:
        """The search tree view of the open document, which the tab renders."""
        return self.model.document.tree

    @property
    def figure_palette(self) -> Palette:
        """The figures' colours, in the theme chosen."""
        return self.model.preferences.palette()

    def _shown(self) -> tuple[TreeSource, DisplayTree]:
        """The source searched and the tree drawn (the tab)."""
        raise NotImplementedError

    # --------------------------------------------------------------- exercise
    def start_exercise(self) -> None:
        """The tree without the search: the student fills it in (see TreeExercisePanel)."""
        self.exercising = True
        self.view.edge_clicks = True
        timeline = self.tree_view.timeline
        if timeline is not None:
            self.exercise_panel.start(Answers.from_events(timeline.events), self._shown()[0].name,
                                      timeline.algorithm in ("alphabeta", "paranoid"))
        self.show_exercise()

    def stop_exercise(self) -> None:
        self.exercising = False
        self.view.edge_clicks = False
        self.show_step()

    def show_exercise(self) -> None:
        """Styles of the student's answers (and, after Check, right or wrong marks)."""
        panel = self.exercise_panel
        if not self.exercising or self.figure is None:
            return
        marks = CheckedAnswers.of(panel.verdict)
        nodes = {node: self._answer_node_style(panel, marks, node) for node in self.figure.paths()}
        edges = {edge: self._answer_edge_style(panel, marks, cast(Path, edge[1])) for edge in self.figure.layout.edges
                 if not isinstance(edge[1], More)}
        self.view.restyle(nodes, edges)

    def _answer_node_style(self, panel: TreeExercisePanel, marks: CheckedAnswers, path: Path) -> TreeNodeStyle:
        """A node with the student's value and window, and its mark after Check."""
        assert self.figure is not None
        base = self.figure.plain_node(path)
        value = panel.values.get(path)
        window = panel.windows.get(path)
        mark = marks.node_mark(path)
        return replace(
            base, line=self.figure_palette.player(self.figure.player(path)).line, text=GUESS,
            value=compact(value) if value is not None else base.value,
            window=f"[{format_value(window[0])}, {format_value(window[1])}]" if window else None,
            mark=mark, mark_color=RIGHT if mark == "✓" else WRONG if mark else None)

    def _answer_edge_style(self, panel: TreeExercisePanel, marks: CheckedAnswers, child: Path) -> TreeEdgeStyle:
        """An edge the student cut (green or red after Check), a cut they missed, or a plain edge."""
        if child in panel.cut:
            color = RIGHT if child in marks.good else WRONG if child in marks.wrong_cuts else GUESS
            return TreeEdgeStyle(color, 2.2, (5.0, 4.0), 1.0, "✂")
        if child in marks.missed_cuts:
            return TreeEdgeStyle(WRONG, 2.2, (), 1.0, "?")
        return TreeEdgeStyle(self.figure_palette.edge, 1.6)

    def _edge_clicked(self, edge: tuple[Path, Path]) -> None:
        if self.exercising:
            self.exercise_panel.toggle_cut(edge[1])

    # --------------------------------------------------------------- stepping
    def show_step(self) -> None:
        """Draw the frame of the tree view's step (the student's answers during an exercise), the node of
        its event in view."""
        if self.exercising:
            self.show_exercise()
            return
        view = self.tree_view
        timeline = view.timeline
        if timeline is None or self.figure is None:
            return
        index = view.event_index()
        nodes, edges = self.figure.styles(timeline, index)
        self.view.restyle(nodes, edges)
        event_path = None if timeline.is_result(index) else getattr(timeline.events[index], "path", None)
        if event_path is not None and event_path in self.figure.layout.nodes:
            self.view.ensure_node_visible(event_path)

    def step_sentence(self, index: int) -> str:
        """What the event of frame ``index`` does, in words (the result for the last one)."""
        timeline = self.tree_view.timeline
        if timeline is None:
            return ""
        if timeline.is_result(index):
            return self.result_sentence()
        return describe(timeline.events[index], self._shown()[0].name, tr_search)

    def step_sentences(self, step: int) -> list[str]:
        """What step ``step`` does: every event since the previous step, in words."""
        view = self.tree_view
        stops = view.stops()
        step = min(max(step, 0), len(stops) - 1)
        first = stops[step - 1] + 1 if step > 0 else 0
        if view.timeline is not None and view.timeline.is_result(stops[step]):
            first = stops[step]
        return [self.step_sentence(i) for i in range(first, stops[step] + 1)]

    def result_sentence(self) -> str:
        result, source = self.tree_view.result, self._shown()[0]
        if result is None:
            return ""
        best = ", ".join(source.name((i,)) for i in result.best) or "—"
        stats = result.stats
        counts = [self.tr("{0:,} nodes entered", "", stats.nodes).format(Count(stats.nodes)),
                  self.tr("{0:,} leaves evaluated", "", stats.leaves).format(Count(stats.leaves)),
                  self.tr("{0:,} cutoffs", "", stats.cutoffs).format(Count(stats.cutoffs))]
        if stats.memo_hits:  # (none without memoization; tr finds these under SteppedTree, a base of TreeTab)
            counts.append(self.tr("{0:,} memo hits", "", stats.memo_hits).format(Count(stats.memo_hits)))
        return QCoreApplication.translate("TreeTab", "Value {0}; best move: {1}. {2}.").format(
            value_text(result.value), best, ", ".join(counts))

    def describe_step(self, step: int) -> str:
        """The stepper's text for step ``step``: ``Event 7 of 39``, ``Leaf 2 of 9``, ``Cut 1 of 4``, or
        ``Result (after 39 events)``."""
        view = self.tree_view
        timeline = view.timeline
        if timeline is None:
            return ""
        if timeline.is_result(view.event_index(step)):
            return QCoreApplication.translate("TreeTab", "Result (after {0} events)").format(len(timeline) - 1)
        count = len(view.stops()) - 1
        level = view.choices.stepping
        if level == "leaf":
            return QCoreApplication.translate("TreeTab", "Leaf {0} of {1}").format(step + 1, count)
        if level == "cut":
            return QCoreApplication.translate("TreeTab", "Cut {0} of {1}").format(step + 1, count)
        return QCoreApplication.translate("TreeTab", "Event {0} of {1}").format(step + 1, count)
