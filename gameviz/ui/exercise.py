"""Exercise mode: the student predicts which vertices enter the next set."""

from __future__ import annotations

import html
from collections.abc import Hashable, Mapping
from dataclasses import replace

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from gameviz.core.arena import Arena
from gameviz.core.exercise import GuessCheck, Verdict, check_guess
from gameviz.core.solution import Solution
from gameviz.figure.arena_figure import ArenaFigure, NodeStyle
from gameviz.figure.notation import Notation
from gameviz.figure.style import Palette
from gameviz.report.attractor import attractor_name, check_summary, verdict_sentence
from gameviz.ui.i18n import tr_attractor
from gameviz.ui.theme import message_color

RIGHT, WRONG, MISSING, GUESS = "#2e7d32", "#c62828", "#e69f00", "#6a3d9a"



class ExercisePanel(QWidget):
    """Collects the student's guess, checks it and explains the first mistake."""

    checkRequested = Signal()  # noqa: N815 (Qt's naming)
    clearRequested = Signal()  # noqa: N815
    revealRequested = Signal()  # noqa: N815

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.guess: set[Hashable] = set()
        self.result: GuessCheck | None = None
        self._context: tuple[Arena, Solution, int, int, bool, Notation] | None = None
        layout = QVBoxLayout(self)
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        buttons = QGridLayout()
        self.check_button = QPushButton(self)
        self.check_button.clicked.connect(self.check)
        self.clear_button = QPushButton(self)
        self.clear_button.clicked.connect(self.clear)
        self.reveal_button = QPushButton(self)
        self.reveal_button.clicked.connect(self.revealRequested)
        buttons.addWidget(self.check_button, 0, 0)
        buttons.addWidget(self.clear_button, 0, 1)
        buttons.addWidget(self.reveal_button, 1, 0, 1, 2)
        layout.addLayout(buttons)
        self.feedback = QTextBrowser(self)
        layout.addWidget(self.feedback, 1)
        self.retranslate()

    # --------------------------------------------------------------- state
    def reset(self) -> None:
        self.guess.clear()
        self.result = None
        self.feedback.clear()

    def set_step(self, arena: Arena | None, solution: Solution | None, player: int, m: int, result: bool,
                 notation: Notation) -> None:
        """Ask for the set after A_m of ``player``'s attractor in ``arena`` (``result``: the arena shows its
        result, where nothing is asked); no arena or no solution: nothing is asked, the buttons wait."""
        context = None if arena is None or solution is None else (arena, solution, player, m, result, notation)
        if self._context is not None and (context is None or self._context[:4] != context[:4]):
            self.reset()
        self._context = context
        self.retranslate()

    def toggle(self, vertex: Hashable) -> None:
        if self.result is not None:
            self.result = None
            self.feedback.clear()
        self.guess.symmetric_difference_update({vertex})
        self.retranslate()

    def clear(self) -> None:
        self.reset()
        self.retranslate()
        self.clearRequested.emit()

    def check(self) -> None:
        if self._context is None or self._context[4]:
            return
        arena, solution, player, m, _, notation = self._context
        attractor = solution.attractors[player]
        self.result = check_guess(arena, attractor, m, self.guess)
        e = html.escape
        summary = check_summary(arena, self.result, player, notation, tr_attractor)
        right, wrong, missing = (message_color(self, kind) for kind in ("success", "error", "missing"))
        color = right if self.result.correct else wrong
        parts = [f'<p style="color:{color}"><b>{e(summary)}</b></p>']
        details = [(right, "✓", v) for v in self.result.right] + [(wrong, "✗", v) for v in self.result.wrong]
        details += [(missing, "?", v) for v in self.result.missing]
        if not self.result.correct:
            parts.append(self._details_html(details))
        self.feedback.setHtml("".join(parts))
        self.retranslate()
        self.checkRequested.emit()

    def _details_html(self, details: list[tuple[str, str, Verdict]]) -> str:
        """A list item per vertex of the guess or of the answer: a mark in its colour, and why."""
        assert self._context is not None
        arena, _, player, m, _, notation = self._context
        items = []
        for tint, mark, verdict in details:
            if mark == "✓":
                text = self.tr("{0} enters, rightly.").format(arena.label(verdict.vertex))
            else:
                text = verdict_sentence(arena, verdict, player, m, notation, tr_attractor)
            items.append(f'<li><span style="color:{tint}"><b>{mark}</b></span> {html.escape(text)}</li>')
        return f"<ul>{''.join(items)}</ul>"

    # -------------------------------------------------------------- styles
    def decorate(self, nodes: Mapping[Hashable, NodeStyle], figure: ArenaFigure,
                 palette: Palette) -> dict[Hashable, NodeStyle]:
        """The frame's styles with the student's marks added."""
        out = dict(nodes)

        def mark(v: Hashable, symbol: str, color: str) -> None:
            base = out.get(v) or figure.plain_node(v)
            out[v] = replace(base, mark=symbol, mark_color=color)

        if self.result is None:
            for v in self.guess:
                if v in figure.layout.nodes:
                    base = out.get(v) or figure.plain_node(v)
                    out[v] = replace(base, mark="•", mark_color=GUESS, line=GUESS, line_width=3.0)
            return out
        for verdict in self.result.right:
            mark(verdict.vertex, "✓", RIGHT)
        for verdict in self.result.wrong:
            mark(verdict.vertex, "✗", WRONG)
        for verdict in self.result.missing:
            mark(verdict.vertex, "?", MISSING)
        return out

    # --------------------------------------------------------- translation
    def retranslate(self) -> None:
        self.feedback.setAccessibleName(self.tr("What the check found"))
        self.check_button.setText(self.tr("Check"))
        self.clear_button.setText(self.tr("Clear"))
        self.reveal_button.setText(self.tr("Show the True Step"))
        context = self._context
        for button in (self.check_button, self.clear_button, self.reveal_button):
            button.setEnabled(context is not None)
        if context is None:
            self.question.setText(self.tr("Turn on the exercise mode (Steps menu) and open an arena."))
            return
        arena, solution, player, m, result, notation = context
        finished = result or m >= solution.attractors[player].last_index + 1
        self.check_button.setEnabled(not finished)
        self.reveal_button.setEnabled(not result)
        if finished:
            self.question.setText(self.tr("This is the end of the construction: step back to practise."))
            return
        chosen = ", ".join(sorted(arena.label(v) for v in self.guess)) or "—"
        self.question.setText(
            self.tr("<p>Which vertices enter <b>{next}</b>? Click them in the arena (click again to "
                    "remove one), then press <b>Check</b>.</p><p>{next} = {current} ∪ {{ {chosen} }}</p>").format(
                next=attractor_name(player, m + 1), current=attractor_name(player, m), chosen=html.escape(chosen)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
