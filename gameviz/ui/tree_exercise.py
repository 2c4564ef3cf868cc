"""Exercise mode of the search-tree tab: fill in values and windows, mark cut branches, check."""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.search.answers import Answers, Mistake, check_answers
from gameviz.core.search.trace import Path
from gameviz.core.search.tree import Value, format_value
from gameviz.figure.tree_figure import compact
from gameviz.report.search import mistake_sentence
from gameviz.ui.i18n import tr_search
from gameviz.ui.theme import message_color

T = TypeVar("T")


def parse_value(text: str) -> float | None:
    """``"3"``, ``"-2.5"``, ``"inf"``, ``"-∞"`` → a number; blank → None.

    Raises
    ------
    ValueError
        If the text is not a number.
    """
    text = text.strip().replace("∞", "inf").replace("−", "-")
    if not text:
        return None
    value = float(text)
    if math.isnan(value):
        raise ValueError(text)
    return int(value) if value.is_integer() else value


def parse_answer(text: str) -> Value | None:
    """A node's value as a student writes it: a number, or a vector of scores ``5,2,2`` or
    ``(5, 2, 2)``; blank → None.

    Raises
    ------
    ValueError
        If the text is neither.
    """
    text = text.strip()
    if "," not in text:
        return parse_value(text)
    scores = [parse_value(part) for part in text.strip("()").split(",")]
    if any(score is None for score in scores):
        raise ValueError(text)
    return tuple(float(score) for score in scores if score is not None)


class TreeExercisePanel(QWidget):
    """The student's answers for the selected node, and the verdict."""

    changed = Signal()
    newExercise = Signal()  # noqa: N815 (Qt's naming)
    showAnswer = Signal()  # noqa: N815

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: dict[Path, Value] = {}
        self.windows: dict[Path, tuple[float, float]] = {}
        self.cut: set[Path] = set()
        self.verdict: tuple[list[Path], list[Mistake]] | None = None
        self.answers: Answers | None = None
        self.selected: Path | None = None
        self.name: Callable[[Path], str] = lambda path: str(path)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.node_label = QLabel(self)
        self.value, self.alpha, self.beta = QLineEdit(self), QLineEdit(self), QLineEdit(self)
        for field in (self.value, self.alpha, self.beta):
            field.editingFinished.connect(self._store)
        form = QFormLayout()
        self.value_label, self.alpha_label, self.beta_label = QLabel("", self), QLabel("α", self), QLabel("β", self)
        form.addRow(self.value_label, self.value)
        form.addRow(self.alpha_label, self.alpha)
        form.addRow(self.beta_label, self.beta)
        self.problem = QLabel(self)
        self.problem.setStyleSheet(f"color: {message_color(self, 'error')};")
        self.check_button, self.answer_button, self.new_button = QPushButton(self), QPushButton(self), QPushButton(self)
        self.check_button.clicked.connect(self.check)
        self.answer_button.clicked.connect(self.showAnswer)
        self.new_button.clicked.connect(self.newExercise)
        buttons = QGridLayout()
        buttons.addWidget(self.check_button, 0, 0)
        buttons.addWidget(self.answer_button, 0, 1)
        buttons.addWidget(self.new_button, 1, 0, 1, 2)
        self.feedback = QTextBrowser(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.node_label)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        layout.addWidget(self.feedback, 1)
        self.retranslate()

    def start(self, answers: Answers, name: Callable[[Path], str], windows: bool) -> None:
        """A new exercise: forget the previous answers."""
        self.answers = answers
        self.name = name
        self.values.clear()
        self.windows.clear()
        self.cut.clear()
        self.verdict = None
        self.feedback.clear()
        for field in (self.alpha, self.beta):
            field.setEnabled(windows)
        self.select(None)

    def select(self, path: Path | None) -> None:
        self.selected = path
        enabled = path is not None
        self.node_label.setText(self.tr("Node: {0}").format(self.name(path)) if path is not None
                                else self.tr("Click a node."))
        value = None if path is None else self.values.get(path)
        window = None if path is None else self.windows.get(path)
        self.value.setText("" if value is None else compact(value))
        self.alpha.setText("" if window is None else format_value(window[0]))
        self.beta.setText("" if window is None else format_value(window[1]))
        self.value.setEnabled(enabled)

    def toggle_cut(self, child: Path) -> None:
        self.cut.symmetric_difference_update({child})
        self.verdict = None
        self.changed.emit()

    def _store(self) -> None:
        path = self.selected
        if path is None:
            return
        try:
            value = parse_answer(self.value.text())
            alpha, beta = parse_value(self.alpha.text()), parse_value(self.beta.text())
        except ValueError:
            self.problem.setText(self.tr("Write numbers, or inf and -inf (a vector of scores: 5,2,2)."))
            return
        self.problem.clear()
        self._put(self.values, path, value)
        self._put(self.windows, path, None if alpha is None or beta is None else (alpha, beta))
        self.verdict = None
        self.changed.emit()

    @staticmethod
    def _put(table: dict[Path, T], key: Path, value: T | None) -> None:
        if value is None:
            table.pop(key, None)
        else:
            table[key] = value

    def check(self) -> None:
        if self.answers is None:
            return
        self._store()
        right, mistakes = check_answers(self.answers, self.values, self.windows, self.cut)
        self.verdict = (right, mistakes)
        e = html.escape
        if not mistakes:
            text = tr_search("All right: {count} answers checked.").format(count=len(right))
            self.feedback.setHtml(f'<p style="color:{message_color(self, "success")}"><b>{e(text)}</b></p>')
        else:
            first = mistake_sentence(mistakes[0], self.name, tr_search)
            items = "".join(f"<li>{e(mistake_sentence(m, self.name, tr_search))}</li>" for m in mistakes[1:])
            summary = self.tr("{0} right, {1} wrong.").format(len(right), len(mistakes))
            red = message_color(self, "error")
            self.feedback.setHtml(f'<p style="color:{red}"><b>{e(first)}</b></p><p>{e(summary)}</p><ul>{items}</ul>')
        self.changed.emit()

    def retranslate(self) -> None:
        self.feedback.setAccessibleName(self.tr("What the check found"))
        for field, name in ((self.value, self.tr("Value of the node")), (self.alpha, "α"), (self.beta, "β")):
            field.setAccessibleName(name)
        self.intro.setText(self.tr("Click a node and write the value it returns (and, for alpha-beta, the "
                                   "[α, β] it is entered with; for max^n, its vector of scores, such as 5,2,2); "
                                   "click an edge to mark it as cut. Then Check."))
        self.value_label.setText(self.tr("Value"))
        self.check_button.setText(self.tr("Check"))
        self.answer_button.setText(self.tr("Show the Search"))
        self.new_button.setText(self.tr("New Random Exercise"))
        self.select(self.selected)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
