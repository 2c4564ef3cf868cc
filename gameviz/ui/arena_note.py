"""What the arena tab shows when a game's arena is too large to draw: why, and the way out.

The course's answer for games too large to explore is to explore around the
current position, to a depth: the page offers that arena, whose frontier is
drawn apart.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

#: Depth of the arena around the position, unless the user chooses another.
DEFAULT_AROUND_DEPTH = 3
#: The deepest arena around a position the page offers.
MOST_AROUND_DEPTH = 12


class ArenaNote(QWidget):
    """A message, and a button that opens the arena around the board's position to a depth."""

    aroundRequested = Signal(int)  # noqa: N815 (Qt's naming)  the depth

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message = QLabel(self)
        self.text: Callable[[], str] = str
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.set_text_scale(1.0)
        self.depth_label = QLabel(self)
        self.depth_box = QSpinBox(self)
        self.depth_box.setRange(1, MOST_AROUND_DEPTH)
        self.depth_box.setValue(DEFAULT_AROUND_DEPTH)
        self.around_button = QPushButton(self)
        self.around_button.clicked.connect(lambda: self.aroundRequested.emit(self.depth_box.value()))
        row = QHBoxLayout()
        row.addStretch(1)
        for widget in (self.depth_label, self.depth_box, self.around_button):
            row.addWidget(widget)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addLayout(row)
        layout.addStretch(2)
        self.retranslate()

    def set_text_scale(self, scale: float) -> None:
        """Text ``scale`` times its usual size (presentation mode)."""
        self.message.setStyleSheet(f"font-size: {14 * scale:.0f}pt; padding: 24px;")

    def show_message(self, text: Callable[[], str], *, around: bool) -> None:
        """Say ``text()`` (and again after a change of language); offer the arena around the position
        when ``around``."""
        self.text = text
        self.message.setText(text())
        for widget in (self.depth_label, self.depth_box, self.around_button):
            widget.setVisible(around)

    def limit_depth(self, most: int) -> None:
        """Offer depths from 1 to ``most`` (chess: 2; the arena grows by the number of moves at each level)."""
        self.depth_box.setRange(1, min(most, MOST_AROUND_DEPTH))
        self.depth_box.setValue(min(DEFAULT_AROUND_DEPTH, most))

    def retranslate(self) -> None:
        self.message.setText(self.text())
        self.depth_label.setText(self.tr("Depth:"))
        self.around_button.setText(self.tr("Open the Arena Around the Board's Position"))
        self.around_button.setToolTip(self.tr("The positions reachable in at most this many moves; the "
                                              "frontier is drawn dashed, with its heuristic value"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
