"""Open documents and Python's cyclic garbage collector.

An arena of hundreds of thousands of vertices, its solution, layout and
figure live until another arena is opened. Scanning them at every full
collection would pause the window up to 60 ms every few steps, for objects
that cannot be garbage. Once a document is drawn, the objects alive at that
moment are moved out of the collector's reach (:func:`gc.freeze`); when a
document closes they are given back, so that they can be collected.

While a document is being built (read, solved, laid out, drawn), the
collector is paused: full collections over a growing heap of new objects
would pause the window 60 to 170 ms each, several times, for a 60,000-vertex
arena. It starts again once the document is drawn, on failure, or after
:data:`LONGEST_PAUSE` seconds whatever happens; objects without cycles are
freed as always meanwhile. (The collector is the window's own, which runs on
its thread and skips its rounds while :attr:`DocumentMemory.paused`: see
:mod:`gameviz.ui.collector`.)

The collector is one per process, so this is one object per process, which
every window asks: a window's document is kept out of reach only while no
window has asked to release it.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QTimer

#: Seconds after which the collector starts again, even if the document was never drawn.
LONGEST_PAUSE = 30.0


class DocumentMemory:
    """Keeps the objects of drawn documents out of the garbage collector's scans."""

    def __init__(self) -> None:
        self.settled = False
        self.paused = False
        self._pause: object = None

    def pause(self) -> None:
        """A document is being built: no collection until :meth:`resume` (at most :data:`LONGEST_PAUSE`)."""
        if self.paused:
            return
        self.paused = True
        token = self._pause = object()

        def too_long() -> None:
            if self._pause is token:  # not a later pause
                self.resume()

        QTimer.singleShot(int(LONGEST_PAUSE * 1000), too_long)

    def resume(self) -> None:
        """The document is drawn, or will not be: collect again."""
        self.paused = False
        self._pause = None

    def settle(self) -> None:
        """A document is drawn: what exists now lives on (until :meth:`release`)."""
        gc.freeze()
        self.settled = True

    def release(self) -> None:
        """A document closes: its objects may be collected again."""
        if self.settled:
            gc.unfreeze()
            self.settled = False


#: The one owner of the collector's frozen generation.
DOCUMENTS = DocumentMemory()
