"""Commands that build a whole arena run with Python's cyclic garbage collector paused."""

from __future__ import annotations

import argparse
import functools
import gc
from collections.abc import Callable

Runner = Callable[[argparse.Namespace], int]


def whole_arena(run: Runner) -> Runner:
    """A command that builds a whole arena runs with Python's cyclic garbage collector paused: the
    millions of objects of a large arena hold no cycle, and the collector's scans of them took a
    third of ``gameviz solve``'s time (reference counting still frees what is dropped)."""

    @functools.wraps(run)
    def paused(args: argparse.Namespace) -> int:
        was_enabled = gc.isenabled()  # (off already under the window's own collector)
        gc.disable()
        try:
            return run(args)
        finally:
            if was_enabled:
                gc.enable()

    return paused
