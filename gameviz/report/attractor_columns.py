"""The long parts of ``gameviz solve``'s report (each step's set, the draws, each strategy) written a column
at a time from the packed solution's arrays: the labels taken from one array by vertex number, the pieces
joined once, without a Python object per vertex but its label.

Each function gives the same text as :mod:`gameviz.report.attractor` writes from the steps and mappings,
or None when the solution holds no arrays (the Python attractor's).
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from gameviz.core.arena import Arena
from gameviz.core.attractor import Attractor, IndexedMapping, IndexedMoves
from gameviz.core.solution import Solution
from gameviz.figure.notation import Notation


def labels(arena: Arena) -> Any:
    """The vertices' labels, a NumPy array of strings indexed by vertex number."""
    return np.array(arena.labels(), dtype=object)


def step_lines(attractor: Attractor, texts: Any, notation: Notation) -> str | None:
    """The report's line of each step, ``  A¹₂ = A¹₁ ∪ {…}`` (step 0: ``  A¹₀ = {…}``), joined by newlines."""
    arrays = attractor.arrays
    if arrays is None:
        return None
    p, starts = attractor.player, arrays.starts.tolist()
    names = [notation.attractor(p, m) for m in range(len(starts) - 1)]
    if starts[1] == starts[0]:  # no targets: A_0 is empty, and nothing enters
        return f"  {names[0]} = ∅"
    separators = np.full(len(arrays.order), ", ", dtype=object)
    separators[0] = f"  {names[0]} = {{"
    separators[starts[1:-1]] = [f"}}\n  {name} = {previous} ∪ {{" for previous, name in itertools.pairwise(names)]
    parts = np.empty(2 * len(arrays.order), dtype=object)
    parts[0::2], parts[1::2] = separators, texts[arrays.order]
    return "".join(parts.tolist()) + "}"


def set_text(texts: Any, numbers: Any) -> str:
    """The set ``{…}`` of the vertices of ``numbers`` (``∅`` for none)."""
    return "{" + ", ".join(texts[numbers].tolist()) + "}" if len(numbers) else "∅"


def targets_text(arena: Arena, p: int, texts: Any) -> str:
    """The set of player ``p``'s targets."""
    return set_text(texts, arena.packed().targets[p])


def draws_text(solution: Solution, texts: Any) -> tuple[int, str] | None:
    """How many draws there are, and their set."""
    if not isinstance(solution.outcome, IndexedMapping):
        return None
    _, outcome = solution.outcome.columns()
    draws = np.flatnonzero(outcome == 0)
    return len(draws), set_text(texts, draws)


def strategy_lines(solution: Solution, p: int, texts: Any, wins: str, holds: str) -> list[str] | None:
    """Player ``p``'s moves, ``  u → w   (wins)`` or ``(holds the draw)`` (``wins``, ``holds``: those words)."""
    moves = solution.strategies[p]
    if not isinstance(moves, IndexedMoves) or not isinstance(solution.outcome, IndexedMapping):
        return None
    order, heads = moves.columns()
    _, outcome = solution.outcome.columns()
    kinds = np.where(outcome[order] == p, wins, holds).tolist()
    return list(map("  {} → {}   ({})".format, texts[order].tolist(), texts[heads[order]].tolist(), kinds))
