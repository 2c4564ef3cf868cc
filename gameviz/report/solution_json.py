"""The object ``gameviz solve --json`` prints: the start, each player's steps and ranks, the outcome of
every vertex and each player's strategy, with the vertices' ids as in the arena file.

:func:`solution_json` writes it a part at a time, each part turned to text by the JSON module's encoder;
where the solver made arrays (the packed attractor), a mapping's text is made from them a column at a
time: the ids quoted once by the encoder's own function, each value's text taken from a table, the
pieces joined once, without a Python object per vertex but its quoted id.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator, Mapping, Sequence
from json.encoder import encode_basestring
from typing import Any

from gameviz.core.arena import Arena, Vertex
from gameviz.core.attractor import AttractorStep, IndexedMapping, IndexedMoves, PackedSteps
from gameviz.core.solution import Solution

_dumps = functools.partial(json.dumps, ensure_ascii=False)


def solution_to_json(arena: Arena, solution: Solution) -> dict[str, Any]:
    """The ``solve --json`` object, with vertex ids as in the arena file."""
    ids = _Ids(arena)
    return {
        "start": ids.start(),
        "attractors": {str(p): {"steps": ids.steps(solution.attractors[p].steps),
                                "rank": ids.mapping(solution.attractors[p].rank)} for p in solution.players},
        "outcome": ids.mapping(solution.outcome),
        "strategy": {str(p): ids.moves(solution.strategies[p]) for p in solution.players},
    }


def solution_json(arena: Arena, solution: Solution) -> Iterator[str]:
    """The text of :func:`solution_to_json`'s object (as ``json.dumps`` writes it), a part at a time."""
    ids = _Ids(arena)
    yield '{"start": ' + _dumps(ids.start()) + ', "attractors": {'
    for p in solution.players:
        attractor = solution.attractors[p]
        yield (", " if p > 1 else "") + _dumps(str(p)) + ': {"steps": ' + ids.steps_text(attractor.steps)
        yield ', "rank": ' + ids.mapping_text(attractor.rank) + "}"
    yield '}, "outcome": ' + ids.mapping_text(solution.outcome) + ', "strategy": {'
    for p in solution.players:
        yield (", " if p > 1 else "") + _dumps(str(p)) + ": " + ids.moves_text(solution.strategies[p])
    yield "}}"


def _object_text(keys: list[str], values: list[str], key_quote: str, value_quote: str) -> str:
    """The text ``json.dumps`` writes for an object, from its keys' and values' texts, each to be put between
    ``key_quote`` or ``value_quote`` (a quote, or nothing for a text that has its quotes already)."""
    if not keys:
        return "{}"
    parts = ["", f"{key_quote}: {value_quote}", "", f"{value_quote}, {key_quote}"] * len(keys)
    parts[0::4], parts[2::4] = keys, values
    parts[-1] = value_quote
    return "{" + key_quote + "".join(parts) + "}"


def _number_texts(values: Any) -> list[str]:
    """The texts of an array of whole numbers from 0 up (each number's text made once)."""
    if not len(values):
        return []
    top = int(values.max())
    if top >= len(values):
        return list(map(str, values.tolist()))
    import numpy as np

    return np.array(list(map(str, range(top + 1))), dtype=object)[values].tolist()  # type: ignore[no-any-return]


class _Ids:
    """The ids of an arena's vertices, looked up one at a time or a column of vertex numbers at once."""

    def __init__(self, arena: Arena) -> None:
        self.arena = arena
        self.ids = arena.ids()
        self._column: Any = None
        self._texts: tuple[Any, str] | None = None

    @functools.cached_property
    def of(self) -> dict[Vertex, str]:
        """The id of each vertex."""
        return dict(zip(self.arena.vertices, self.ids, strict=True))

    def column(self) -> Any:
        """The ids as a NumPy array of strings, indexed by vertex number (made once)."""
        if self._column is None:
            import numpy as np

            self._column = np.array(self.ids, dtype=object)
        return self._column

    def texts(self) -> tuple[Any, str]:
        """The ids' texts in JSON, a NumPy array of strings indexed by vertex number, and the quote to put
        around each: the ids themselves and a quote when none needs an escape, else the ids as the JSON
        encoder quotes them and nothing (made once)."""
        if self._texts is None:
            import numpy as np

            joined = "".join(self.ids)
            if len(encode_basestring(joined)) == len(joined) + 2:
                self._texts = self.column(), '"'
            else:
                self._texts = np.array(list(map(encode_basestring, self.ids)), dtype=object), ""
        return self._texts

    def start(self) -> str | None:
        return self.arena.start_id

    def steps(self, steps: Sequence[AttractorStep]) -> list[list[str]]:
        """The ids of the vertices that enter at each step."""
        if isinstance(steps, PackedSteps):
            entered = self.column()[steps.order].tolist()
            bounds = steps.starts.tolist()
            return [entered[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]
        of = self.of
        return [[of[v] for v in step.added] for step in steps]

    def steps_text(self, steps: Sequence[AttractorStep]) -> str:
        """The text of :meth:`steps`."""
        if not isinstance(steps, PackedSteps) or not len(steps.order):
            return _dumps(self.steps(steps))
        import numpy as np

        texts, quote = self.texts()
        separators = np.full(len(steps.order), f"{quote}, {quote}", dtype=object)
        separators[0] = f"[[{quote}"
        separators[steps.starts[1:-1]] = f"{quote}], [{quote}"
        parts = np.empty(2 * len(steps.order), dtype=object)
        parts[0::2], parts[1::2] = separators, texts[steps.order]
        return "".join(parts.tolist()) + f"{quote}]]"

    def mapping(self, mapping: Mapping[Vertex, int]) -> dict[str, int]:
        """``{id: value}`` in the mapping's order (ranks, outcomes)."""
        if isinstance(mapping, IndexedMapping):
            order, values = mapping.columns()
            return dict(zip(self.column()[order].tolist(), values[order].tolist(), strict=True))
        of = self.of
        return {of[v]: value for v, value in mapping.items()}

    def mapping_text(self, mapping: Mapping[Vertex, int]) -> str:
        """The text of :meth:`mapping`."""
        if isinstance(mapping, IndexedMapping):
            texts, quote = self.texts()
            order, values = mapping.columns()
            return _object_text(texts[order].tolist(), _number_texts(values[order]), quote, "")
        return _dumps(self.mapping(mapping))

    def moves_text(self, moves: Mapping[Vertex, Vertex]) -> str:
        """The text of :meth:`moves`."""
        if isinstance(moves, IndexedMoves):
            texts, quote = self.texts()
            order, values = moves.columns()
            return _object_text(texts[order].tolist(), texts[values[order]].tolist(), quote, quote)
        return _dumps(self.moves(moves))

    def moves(self, moves: Mapping[Vertex, Vertex]) -> dict[str, str]:
        """``{id: id}`` in the mapping's order (a strategy)."""
        if isinstance(moves, IndexedMoves):
            column = self.column()
            order, values = moves.columns()
            return dict(zip(column[order].tolist(), column[values[order]].tolist(), strict=True))
        of = self.of
        return {of[v]: of[w] for v, w in moves.items()}
