"""Python's cycle collector, run on the window's thread only.

The collector runs in whichever thread allocates when a generation fills up. In a search's worker thread
it may destroy a Qt object of the window that sits in a reference cycle (a finished job's signals, whose
connections hold the job; a closed dialog) outside the thread that owns it, and Qt may then crash. So the
automatic collector is off while the window lives, and a timer on the window's thread collects each
generation when it has passed its threshold, as the collector would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

from gameviz.ui.memory import DOCUMENTS

#: How often (ms) the window's thread looks at the collector's counts.
INTERVAL_MS = 250


class MainThreadCollector(QObject):
    """Turns the automatic collector off and collects on the window's thread instead."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(INTERVAL_MS)

    def collect(self) -> None:
        """Collect the oldest generation that has passed its threshold (the younger ones with it), unless a
        document is being built (:data:`gameviz.ui.memory.DOCUMENTS`)."""
        if DOCUMENTS.paused:
            return
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                gc.collect(generation)
                return


def collect_on_this_thread(app: QObject) -> None:
    """Once per application: collect cycles on its (the window's) thread only."""
    if app.findChild(MainThreadCollector) is None:
        MainThreadCollector(app)
