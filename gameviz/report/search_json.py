"""The JSON object of a search, as ``gameviz tree --json`` prints it.

The visited leaves of a large search are most of the text (255,168 paths for tic-tac-toe's
minimax): from a search's record (:class:`~gameviz.core.search.record.Events`) a compiled kernel
writes their text from the arrays, the same as :func:`json.dumps` would write the lists.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

from gameviz.core.search.compiled import kernel_problem
from gameviz.core.search.record import CUT, ITERATION, LEAF, Events
from gameviz.core.search.trace import Cutoff, Event, Exit, Iteration, Leaf, SearchResult, visited_leaves
from gameviz.report.search import json_value

#: The events the object is made of: a search for it alone need keep no other.
EVENTS = (Leaf, Cutoff, Exit, Iteration)
#: Leaves from which a compiled kernel writes their paths (below, loading it would take longer).
COMPILED_LEAVES = 100_000
#: Leaves written at a time.
PIECE = 16_384
#: Stands in the object for the visited leaves until their text is written.
_LEAVES = "\0visited leaves\0"


def search_json(result: SearchResult, events: Sequence[Event]) -> dict[str, Any]:
    """The object ``gameviz tree --json`` prints. Each cut node says what its value proves:
    ``"bound": "upper"`` (the true value is at most it), ``"lower"`` (at least), or null (exact)."""
    return _search_object(result, events, [list(path) for path in visited_leaves(events)])


def search_json_text(result: SearchResult, events: Sequence[Event],
                     more: dict[str, Any] | None = None) -> Iterator[str]:
    """The text of :func:`search_json`'s object, with the keys of ``more`` after its own, in pieces (the
    visited leaves of a large search are written a piece at a time, never whole in memory)."""
    text = json.dumps(_search_object(result, events, _LEAVES) | (more or {}), ensure_ascii=False)
    before, _, after = text.partition(json.dumps(_LEAVES))
    yield before
    yield from _leaves_text(events)
    yield after


def _search_object(result: SearchResult, events: Sequence[Event], leaves: object) -> dict[str, Any]:
    return {
        "value": json_value(result.value),
        "best": list(result.best),
        "visited_leaves": leaves,
        "cutoffs": [
            {"node": list(e.path), "kind": e.kind, "skipped": list(e.skipped), "value": json_value(e.value),
             "bound": None if bound in (None, "exact") else bound}
            for e, bound in _cuts_and_bounds(events)
        ],
        "stats": result.stats.as_dict(),
    }


def _cuts_and_bounds(events: Sequence[Event]) -> list[tuple[Cutoff, str | None]]:
    """Each cutoff, with what the value of the last Exit at its path proves (None if none)."""
    if isinstance(events, Events) and not len(events.rows_of(ITERATION)):  # one node per path: read the arrays
        rows = events.rows_of(CUT)
        if not len(rows):
            return []
        cuts = [e for e in Events(events.record, rows) if isinstance(e, Cutoff)]
        return list(zip(cuts, events.exit_bounds(events.record.node[rows]), strict=True))
    bounds = {e.path: e.bound for e in events if isinstance(e, Exit)}
    return [(e, bounds.get(e.path)) for e in events if isinstance(e, Cutoff)]


def _leaves_text(events: Sequence[Event]) -> Iterator[str]:
    """The visited leaves' paths as JSON text, in pieces: written by a compiled kernel for a large
    search (from the arrays of its record), by :func:`json.dumps` otherwise."""
    if not isinstance(events, Events) or len(leaves := events.rows_of(LEAF)) < COMPILED_LEAVES \
            or kernel_problem() is not None:
        yield json.dumps([list(path) for path in visited_leaves(events)])
        return
    from gameviz.core.search.kernels.paths import write_paths

    record = events.record
    nodes = record.node[leaves]
    deepest = int(record.depth[nodes].max())
    widest = len(str(int(record.child.max()))) + 2  # a number and ", "
    out = np.empty(PIECE * (4 + deepest * widest), np.uint8)
    path = np.empty(max(deepest, 1), np.int64)
    yield "["
    for start in range(0, len(nodes), PIECE):
        size = write_paths(record.parent, record.child, record.depth, nodes[start: start + PIECE], out, path,
                           start == 0)
        yield out[:size].tobytes().decode("ascii")
    yield "]"
