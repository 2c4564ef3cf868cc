"""Stepping a search on the tree tab, and its exercise: which frames the stepper stops at, what each
step says, and the student's answers drawn on the tree (apart from the tab's controls,
:mod:`gameviz.ui.tree_tab`). Texts are translated in the tree tab's context, as the tab shows them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from gameviz.core.search.answers import Answers, Mistake
from gameviz.core.search.trace import Cutoff, Leaf, MemoHit, Path, SearchResult
from gameviz.core.search.tree import format_value
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.figure.style import Palette
from gameviz.figure.tree_display import DisplayTree
from gameviz.figure.tree_figure import TreeEdgeStyle, TreeFigure, TreeNodeStyle, compact
from gameviz.report.search import describe, value_text
from gameviz.ui.figure_view import FigureView
from gameviz.ui.i18n import tr_search
from gameviz.ui.tree_exercise import TreeExercisePanel
from gameviz.ui.tree_source import TreeSource

GUESS, RIGHT, WRONG = "#6a3d9a", "#2e7d32", "#c62828"

#: How far one step of the stepper goes: every event, or up to the next leaf, or the next cut.
STEPPING: dict[str, tuple[type, ...] | None] = {"event": None, "leaf": (Leaf, MemoHit), "cut": (Cutoff,)}


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
    """The tree tab's stepping and exercise; the tab builds the controls and the figure named below."""

    stepsChanged = Signal(int)  # noqa: N815 (Qt's naming)

    view: FigureView
    figure: TreeFigure | None
    figure_palette: Palette
    timeline: SearchTimeline | None
    result: SearchResult | None
    stepping: QComboBox
    exercise_panel: TreeExercisePanel | None
    index: int
    shown_event: int
    _stops: tuple[SearchTimeline | None, str, list[int]]

    def _shown(self) -> tuple[TreeSource, DisplayTree]:
        """The source searched and the tree drawn (the tab)."""
        raise NotImplementedError

    # --------------------------------------------------------------- exercise
    def start_exercise(self, panel: TreeExercisePanel) -> None:
        """The tree without the search: the student fills it in (see TreeExercisePanel)."""
        self.exercise_panel = panel
        self.view.edge_clicks = True
        if self.timeline is not None:
            panel.start(Answers.from_events(self.timeline.events),
                        self._shown()[0].name,
                        self.timeline.algorithm in ("alphabeta", "paranoid"))
        self.show_exercise()

    def stop_exercise(self) -> None:
        self.exercise_panel = None
        self.view.edge_clicks = False
        self.show_step(self.index)

    def show_exercise(self) -> None:
        """Styles of the student's answers (and, after Check, right or wrong marks)."""
        panel = self.exercise_panel
        if panel is None or self.figure is None:
            return
        marks = CheckedAnswers.of(panel.verdict)
        nodes = {cast(Path, node): self._answer_node_style(panel, marks, cast(Path, node))
                 for node in self.figure.layout.nodes}
        edges = {edge: self._answer_edge_style(panel, marks, cast(Path, edge[1])) for edge in self.figure.layout.edges}
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
        if self.exercise_panel is not None:
            self.exercise_panel.toggle_cut(edge[1])

    # --------------------------------------------------------------- stepping
    def stops(self) -> list[int]:
        """The frames the stepper stops at: every event, or only leaves or cuts (with what led to
        them), then the result."""
        if self.timeline is None:
            return [0]
        level = self.stepping.currentData()
        timeline, known_level, stops = self._stops
        if timeline is not self.timeline or known_level != level:  # once per search and level, not every step
            events, kinds = self.timeline.events, STEPPING[level]
            chosen = range(len(events)) if kinds is None else [i for i, e in enumerate(events) if isinstance(e, kinds)]
            stops = [*chosen, len(events)]
            self._stops = (self.timeline, level, stops)
        return stops

    def step_count(self) -> int:
        """How many steps the stepper has for this search (the result included)."""
        return len(self.stops()) if self.timeline is not None else 1

    def event_index(self, step: int) -> int:
        """The frame of the timeline that step ``step`` shows."""
        stops = self.stops()
        return stops[min(max(step, 0), len(stops) - 1)]

    def _stepping_changed(self) -> None:
        if self.timeline is None:
            return
        stops = self.stops()  # the first step at or after the frame on show
        self.index = next((k for k, stop in enumerate(stops) if stop >= self.shown_event), len(stops) - 1)
        self.stepsChanged.emit(self.step_count())

    def show_step(self, index: int) -> None:
        self.index = index
        if self.exercise_panel is not None:
            self.show_exercise()
            return
        if self.timeline is None or self.figure is None:
            return
        index = self.shown_event = self.event_index(index)
        nodes, edges = self.figure.styles(self.timeline, index)
        self.view.restyle(nodes, edges)
        event_path = None if self.timeline.is_result(index) else getattr(self.timeline.events[index], "path", None)
        if event_path is not None and event_path in self.figure.layout.nodes:
            self.view.ensure_node_visible(event_path)

    def step_sentence(self, index: int) -> str:
        """What the event of frame ``index`` does, in words (the result for the last one)."""
        if self.timeline is None:
            return ""
        if self.timeline.is_result(index):
            return self.result_sentence()
        return describe(self.timeline.events[index], self._shown()[0].name, tr_search)

    def step_sentences(self, step: int) -> list[str]:
        """What step ``step`` does: every event since the previous step, in words."""
        stops = self.stops()
        step = min(max(step, 0), len(stops) - 1)
        first = stops[step - 1] + 1 if step > 0 else 0
        if self.timeline is not None and self.timeline.is_result(stops[step]):
            first = stops[step]
        return [self.step_sentence(i) for i in range(first, stops[step] + 1)]

    def result_sentence(self) -> str:
        result, source = self.result, self._shown()[0]
        if result is None:
            return ""
        best = ", ".join(source.name((i,)) for i in result.best) or "—"
        stats = result.stats
        counts = [self.tr("{0:,} nodes entered", "", stats.nodes).format(stats.nodes),
                  self.tr("{0:,} leaves evaluated", "", stats.leaves).format(stats.leaves),
                  self.tr("{0:,} cutoffs", "", stats.cutoffs).format(stats.cutoffs)]
        if stats.memo_hits:  # (none without memoization; tr finds these under SteppedTree, a base of TreeTab)
            counts.append(self.tr("{0:,} memo hits", "", stats.memo_hits).format(stats.memo_hits))
        return QCoreApplication.translate("TreeTab", "Value {0}; best move: {1}. {2}.").format(
            value_text(result.value), best, ", ".join(counts))

    def describe_step(self, step: int) -> str:
        if self.timeline is None:
            return ""
        if self.timeline.is_result(self.event_index(step)):
            return QCoreApplication.translate("TreeTab", "Result (after {0} events)").format(len(self.timeline) - 1)
        count = self.step_count() - 1
        level = self.stepping.currentData()
        if level == "leaf":
            return QCoreApplication.translate("TreeTab", "Leaf {0} of {1}").format(step + 1, count)
        if level == "cut":
            return QCoreApplication.translate("TreeTab", "Cut {0} of {1}").format(step + 1, count)
        return QCoreApplication.translate("TreeTab", "Event {0} of {1}").format(step + 1, count)
