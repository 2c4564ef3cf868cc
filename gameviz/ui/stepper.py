"""Step controls shared by the arena view and the tree view.

First, previous, play/pause, next, last, a slider and a speed; the window adds
the keyboard (arrows, space, Home, End).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSlider, QStyle, QToolButton, QWidget

from gameviz.ui.theme import line_icon

SPEEDS = (400, 800, 1200, 2000, 3000)


class Stepper(QWidget):
    """Chooses the current step; emits ``indexChanged`` on every change.

    Bound to a model (:attr:`request` set), its controls ask the model for a step and it shows the step
    the model moved to (:meth:`show_step`); alone, it moves itself.
    """

    indexChanged = Signal(int)  # noqa: N815 (Qt's naming)
    speedChanged = Signal(int)  # noqa: N815

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._count = 1
        self._index = 0
        #: the text beside the slider for a step (the window says "𝒜¹₂ (step 3 of 8)")
        self.describe: Callable[[int], str] = lambda index: self.tr("Step {0} of {1}").format(index + 1, self._count)
        #: where the controls' steps go when a model holds the step (None: the stepper moves itself)
        self.request: Callable[[int], None] | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)

        def button(icon: QStyle.StandardPixmap, slot: Callable[[], None]) -> QToolButton:
            b = QToolButton(self)
            b.setIcon(line_icon(self, icon))
            b.setProperty("standard_icon", icon)
            b.setAutoRaise(True)
            b.clicked.connect(slot)
            layout.addWidget(b)
            return b

        self.first_button = button(QStyle.StandardPixmap.SP_MediaSkipBackward, self.first)
        self.previous_button = button(QStyle.StandardPixmap.SP_MediaSeekBackward, self.previous)
        self.play_button = button(QStyle.StandardPixmap.SP_MediaPlay, self.toggle_play)
        self.next_button = button(QStyle.StandardPixmap.SP_MediaSeekForward, self.next)
        self.last_button = button(QStyle.StandardPixmap.SP_MediaSkipForward, self.last)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setMinimumWidth(160)
        self.slider.setPageStep(1)
        self.slider.valueChanged.connect(self.set_index)
        layout.addWidget(self.slider, 1)
        self.position = QLabel(self)
        self.position.setMinimumWidth(120)
        layout.addWidget(self.position)
        layout.addSpacing(18)  # "Event 21 of 39" and "Speed:" read as two things, however long the first
        self.speed_label = QLabel(self)
        layout.addWidget(self.speed_label)
        self.speed = QComboBox(self)
        for interval in SPEEDS:
            self.speed.addItem("", interval)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        layout.addWidget(self.speed)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.set_interval(1200)
        self.retranslate()
        self._refresh()

    # ------------------------------------------------------------------ state
    @property
    def index(self) -> int:
        return self._index

    @property
    def count(self) -> int:
        return self._count

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def set_count(self, count: int, index: int = 0) -> None:
        """Number of steps; shows ``index``."""
        self.stop()
        self._count = max(1, count)
        self.slider.blockSignals(True)
        self.slider.setRange(0, self._count - 1)
        self.slider.blockSignals(False)
        self._index = -1
        self._show(max(0, min(index, self._count - 1)))

    def set_index(self, index: int) -> None:
        """Go to step ``index`` (within the steps): bound to a model, ask it to move there."""
        index = max(0, min(index, self._count - 1))
        if index == self._index:
            return
        if self.request is not None:
            self.request(index)
            return
        self._show(index)

    def _show(self, index: int) -> None:
        """Show step ``index`` and say it (``indexChanged``)."""
        self._index = index
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self._refresh()
        self.indexChanged.emit(index)

    def show_step(self, count: int, index: int) -> None:
        """Show step ``index`` of ``count`` (a view's position): playing goes on if only the step moved."""
        if max(1, count) != self._count:
            self.set_count(count, index)
        elif index != self._index:
            self._show(max(0, min(index, self._count - 1)))
        self._refresh()

    def set_interval(self, interval: int) -> None:
        position = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - interval))
        self.speed.setCurrentIndex(position)
        self.timer.setInterval(SPEEDS[position])

    # ---------------------------------------------------------------- actions
    def first(self) -> None:
        self.set_index(0)

    def last(self) -> None:
        self.stop()
        self.set_index(self._count - 1)

    def next(self) -> None:
        self.set_index(self._index + 1)

    def previous(self) -> None:
        self.stop()
        self.set_index(self._index - 1)

    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
        else:
            if self._index >= self._count - 1:
                self.set_index(0)
            self.timer.start()
            self._refresh()

    def stop(self) -> None:
        self.timer.stop()
        self._refresh()

    def _tick(self) -> None:
        if self._index >= self._count - 1:
            self.stop()
        else:
            self.next()
            if self._index >= self._count - 1:
                self.stop()

    def _speed_changed(self, position: int) -> None:
        interval = self.speed.itemData(position)
        if interval:
            self.timer.setInterval(interval)
            self.speedChanged.emit(interval)

    def _refresh(self) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if self.playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(line_icon(self, icon))
        self.play_button.setToolTip(self.tr("Pause (Space)") if self.playing else self.tr("Play (Space)"))
        self.play_button.setAccessibleName(self.tr("Pause") if self.playing else self.tr("Play"))
        at_start, at_end = self._index <= 0, self._index >= self._count - 1
        self.play_button.setEnabled(self._count > 1 or self.playing)  # one step (the board's tab): nothing to play
        self.slider.setEnabled(self._count > 1)
        self.first_button.setEnabled(not at_start)
        self.previous_button.setEnabled(not at_start)
        self.next_button.setEnabled(not at_end)
        self.last_button.setEnabled(not at_end)
        self.position.setText(self.describe(self._index))

    def retranslate(self) -> None:
        self.first_button.setToolTip(self.tr("First step (Home)"))
        self.previous_button.setToolTip(self.tr("Previous step (Left)"))
        self.next_button.setToolTip(self.tr("Next step (Right)"))
        self.last_button.setToolTip(self.tr("Last step (End)"))
        self.speed_label.setText(self.tr("Speed:"))
        names = (self.tr("very fast"), self.tr("fast"), self.tr("normal"), self.tr("slow"), self.tr("very slow"))
        for i, name in enumerate(names):
            self.speed.setItemText(i, name)
        self.slider.setToolTip(self.tr("Drag to any step"))
        self.slider.setAccessibleName(self.tr("Step"))
        self.speed.setAccessibleName(self.tr("Speed"))
        for button, name in ((self.first_button, self.tr("First step")), (self.previous_button, self.tr("Previous step")),
                             (self.next_button, self.tr("Next step")), (self.last_button, self.tr("Last step"))):
            button.setAccessibleName(name)
        descriptions = (
            (self.first_button, self.tr("Goes back to the first step of the tab on screen (Home).")),
            (self.previous_button, self.tr("Shows the step before this one (Left arrow).")),
            (self.play_button, self.tr("Plays the steps one after another at the chosen speed, or pauses (Space).")),
            (self.next_button, self.tr("Shows the next step (Right arrow).")),
            (self.last_button, self.tr("Goes to the last step: the result (End).")),
            (self.slider, self.tr("The step on screen among all the steps; drag it to any step.")),
            (self.speed, self.tr("How long each step stays on screen while playing.")),
        )
        for widget, description in descriptions:
            widget.setAccessibleDescription(description)
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:  # a theme was chosen: icons in its colours
            for b in (self.first_button, self.previous_button, self.next_button, self.last_button):
                b.setIcon(line_icon(self, b.property("standard_icon")))
            pause = QStyle.StandardPixmap.SP_MediaPause
            self.play_button.setIcon(line_icon(self, pause if self.playing else QStyle.StandardPixmap.SP_MediaPlay))
        super().changeEvent(event)
