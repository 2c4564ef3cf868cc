"""Progress of long work on standard error, the same way for every command: nothing for the first
two seconds, then a line every two seconds, whether standard error is a terminal or a file (a log
of a long run says how far it went)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable


class Ticker:
    """Says when a progress line is due: after :attr:`QUIET_SECONDS`, then every :attr:`EVERY_SECONDS`."""

    QUIET_SECONDS = 2.0
    EVERY_SECONDS = 2.0

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.started = self.next = 0.0
        self.start()

    def start(self) -> None:
        """The work starts (again) now."""
        self.started = self.clock()
        self.next = self.started + self.QUIET_SECONDS

    def due(self) -> float | None:
        """The seconds since the start when a line is due now, else None."""
        now = self.clock()
        if now < self.next:
            return None
        self.next = now + self.EVERY_SECONDS
        return now - self.started


class SearchProgress(Ticker):
    """A budgeted search's progress (``gameviz tree``): the nodes entered against the budget, and the time."""

    def __init__(self, nodes: int | None, seconds: float | None, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(clock)
        self.nodes, self.seconds = nodes, seconds

    def tell(self, nodes: int) -> bool:
        """The search has entered ``nodes``; go on."""
        elapsed = self.due()
        if elapsed is not None:
            of_nodes = f" of {self.nodes:,}" if self.nodes is not None else ""
            of_seconds = f" of {self.seconds:g}" if self.seconds is not None else ""
            print(f"gameviz: searching: {nodes:,}{of_nodes} nodes, {elapsed:.0f}{of_seconds} s",
                  file=sys.stderr, flush=True)
        return True

    def out_of_time(self) -> bool:
        """Whether the budget's seconds, counted from the search's start, are spent (the count of the plain
        minimax tree that follows the search shares them)."""
        return self.seconds is not None and self.clock() - self.started >= self.seconds
