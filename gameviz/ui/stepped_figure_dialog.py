"""A window of its own that steps a figure: a view, the step controls and the words of the step.

The course's counter algorithm and the game graph of an impartial game are
shown in such a window, beside the main one, so that the arena tab keeps its
own steps.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gameviz.ui.figure_view import FigureView
from gameviz.ui.stepper import Stepper


class SteppedFigureDialog(QDialog):
    """A figure view over a stepper and a text; subclasses say what each step shows (:meth:`show_step`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a window closed stops following the board
        self.resize(1000, 700)
        self.column = layout = QVBoxLayout(self)
        self.controls = QHBoxLayout()
        layout.addLayout(self.controls)
        self.view = FigureView(self)
        layout.addWidget(self.view, 1)
        self.stepper = Stepper(self)
        layout.addWidget(self.stepper)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout.addWidget(self.text)
        self.stepper.indexChanged.connect(self.show_step)

    def show_step(self, index: int) -> None:  # pragma: no cover - every subclass says what a step shows
        raise NotImplementedError
