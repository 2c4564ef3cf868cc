"""Open documents and Python's cyclic garbage collector.

An arena of hundreds of thousands of vertices, its solution, layout and
figure live until another arena is opened. Scanning them at every full
collection would pause the window up to 60 ms every few steps, for objects
that cannot be garbage. Once a document is drawn, the objects alive at that
moment are moved out of the collector's reach (:func:`gc.freeze`); when a
document closes they are given back, so that they can be collected.

The collector is one per process, so this is one object per process, which
every window asks: a window's document is kept out of reach only while no
window has asked to release it.
"""

from __future__ import annotations

import gc


class DocumentMemory:
    """Keeps the objects of drawn documents out of the garbage collector's scans."""

    def __init__(self) -> None:
        self.settled = False

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
