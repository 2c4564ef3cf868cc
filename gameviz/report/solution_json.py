"""The object ``gameviz solve --json`` prints: the start, each player's steps and ranks, the outcome of
every vertex and each player's strategy, with the vertices' ids as in the arena file.

:func:`solution_json` writes it a part at a time, each part turned to text by the JSON module's encoder;
where the solver made arrays (the compiled attractor), a part is made from them a column at a time,
without a Python call per vertex.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator, Mapping, Sequence
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
        yield (", " if p > 1 else "") + _dumps(str(p)) + ': {"steps": ' + _dumps(ids.steps(attractor.steps))
        yield ', "rank": ' + _dumps(ids.mapping(attractor.rank)) + "}"
    yield '}, "outcome": ' + _dumps(ids.mapping(solution.outcome)) + ', "strategy": {'
    for p in solution.players:
        yield (", " if p > 1 else "") + _dumps(str(p)) + ": " + _dumps(ids.moves(solution.strategies[p]))
    yield "}}"


class _Ids:
    """The ids of an arena's vertices, looked up one at a time or a column of vertex numbers at once."""

    def __init__(self, arena: Arena) -> None:
        self.arena = arena
        self.ids = arena.ids()
        self._column: Any = None

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

    def start(self) -> str | None:
        return None if self.arena.start is None else self.arena.id(self.arena.start)

    def steps(self, steps: Sequence[AttractorStep]) -> list[list[str]]:
        """The ids of the vertices that enter at each step."""
        if isinstance(steps, PackedSteps):
            entered = self.column()[steps.order].tolist()
            bounds = steps.starts.tolist()
            return [entered[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]
        of = self.of
        return [[of[v] for v in step.added] for step in steps]

    def mapping(self, mapping: Mapping[Vertex, int]) -> dict[str, int]:
        """``{id: value}`` in the mapping's order (ranks, outcomes)."""
        if isinstance(mapping, IndexedMapping):
            order, values = mapping.columns()
            return dict(zip(self.column()[order].tolist(), values[order].tolist(), strict=True))
        of = self.of
        return {of[v]: value for v, value in mapping.items()}

    def moves(self, moves: Mapping[Vertex, Vertex]) -> dict[str, str]:
        """``{id: id}`` in the mapping's order (a strategy)."""
        if isinstance(moves, IndexedMoves):
            column = self.column()
            order, values = moves.columns()
            return dict(zip(column[order].tolist(), column[values[order]].tolist(), strict=True))
        of = self.of
        return {of[v]: of[w] for v, w in moves.items()}
