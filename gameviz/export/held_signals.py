"""SIGINT and SIGTERM held while pages are painted, and acted on between two pages.

Python runs a signal's handler between two bytecodes, which may be in the middle of a page: a
KeyboardInterrupt raised there unwinds past an active ``QPainter``, and Qt then destroys a paint
device that is still being painted, a segmentation fault. While :func:`held_signals` holds them, a
signal is only noted; the function it yields, called between two pages, then runs what the signal
would have done (Python's KeyboardInterrupt, the command line's cancellation, or the system's default),
with the painter of the page already finished.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any

HELD = (signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def held_signals() -> Iterator[Callable[[], None]]:
    """Hold SIGINT and SIGTERM (those not ignored) within the block; yield the function to call between
    two pages, which acts on a signal that came meanwhile. One still held at the block's end is acted on
    then. Outside the main thread, where Python runs no handler, nothing is held."""
    came: list[int] = []
    previous: dict[int, Any] = {}
    if threading.current_thread() is threading.main_thread():
        for sign in HELD:
            handler = signal.getsignal(sign)
            if handler is not None and handler is not signal.SIG_IGN:
                previous[sign] = signal.signal(sign, lambda number, frame: came.append(number))

    def between_pages() -> None:
        if came:
            _act(came.pop(0), previous)

    try:
        yield between_pages
    finally:
        for held, handler in previous.items():
            signal.signal(held, handler)
        if came:
            _act(came.pop(0), previous)


def _act(number: int, previous: dict[int, Any]) -> None:
    """Do what signal ``number`` would have done with its handler before it was held."""
    handler = previous[number]
    if callable(handler):
        handler(number, None)
        return
    signal.signal(number, handler)  # the system's default: end the process as the signal would have
    signal.raise_signal(number)
