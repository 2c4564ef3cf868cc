"""One description of a search, shared by the command line, the tree tab and play.

A :class:`SearchOptions` names the algorithm and its settings;
:func:`start_search` turns it into the generator of events that every front
end drains (:func:`gameviz.core.search.trace.collect`).

>>> SearchOptions("alphabeta", depth=3, order=True).title()
'alpha-beta (fail-hard, heuristic ordering)'
>>> SearchOptions("minimax", deepen=True)
Traceback (most recent call last):
...
gameviz.core.errors.InputError: iterative deepening needs alpha-beta and a depth of at least 1
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from gameviz.core.errors import InputError
from gameviz.core.search.alphabeta import alphabeta, iterative_deepening
from gameviz.core.search.minimax import minimax, negamax
from gameviz.core.search.trace import Search
from gameviz.core.search.tree import SearchTree

Algorithm = Literal["minimax", "negamax", "alphabeta"]
ALGORITHMS: tuple[Algorithm, ...] = ("minimax", "negamax", "alphabeta")
#: Deepest bound a search accepts (the tree tab offers up to 12).
MAX_DEPTH = 64


@dataclass(frozen=True)
class SearchOptions:
    """What to search with.

    Parameters
    ----------
    algorithm
        ``minimax``, ``negamax`` or ``alphabeta``.
    depth
        The depth bound; None searches to the end of the game or tree.
    order
        Try children in heuristic order, best first.
    memo
        Keep a transposition table (negamax and alpha-beta).
    soft
        Alpha-beta fail-soft instead of the course's fail-hard.
    deepen
        Alpha-beta by iterative deepening to ``depth``.

    Raises
    ------
    InputError
        If the settings do not go together (a negative depth, memoization for
        minimax, iterative deepening without alpha-beta and a depth…).
    """

    algorithm: Algorithm = "alphabeta"
    depth: int | None = None
    order: bool = False
    memo: bool = False
    soft: bool = False
    deepen: bool = False

    def __post_init__(self) -> None:
        if self.algorithm not in ALGORITHMS:
            raise InputError(f"unknown algorithm '{self.algorithm}' (known: {', '.join(ALGORITHMS)})")
        if self.depth is not None and not 0 <= self.depth <= MAX_DEPTH:
            raise InputError(f"the depth must be from 0 to {MAX_DEPTH}, not {self.depth}")
        if self.deepen and (self.algorithm != "alphabeta" or not self.depth):
            raise InputError("iterative deepening needs alpha-beta and a depth of at least 1")
        if self.memo and self.algorithm == "minimax":
            raise InputError("memoization goes with negamax or alpha-beta, not minimax")
        if self.soft and self.algorithm != "alphabeta":
            raise InputError("fail-soft is a variant of alpha-beta only")

    def title(self) -> str:
        """The algorithm and its settings in words, as reports print them."""
        if self.algorithm == "minimax":
            return "minimax"
        if self.algorithm == "negamax":
            return "negamax with memoization" if self.memo else "negamax"
        settings = ["fail-soft" if self.soft else "fail-hard"]
        if self.order:
            settings.append("heuristic ordering")
        if self.memo:
            settings.append("transposition table")
        if self.deepen:
            settings.append(f"iterative deepening to depth {self.depth}")
        return f"alpha-beta ({', '.join(settings)})"


def start_search(tree: SearchTree, options: SearchOptions, *, trace: bool = True) -> Search:
    """The search ``options`` describe, on ``tree``, as a generator of events."""
    o = options
    if o.algorithm == "minimax":
        return minimax(tree, depth=o.depth, order=o.order, trace=trace)
    if o.algorithm == "negamax":
        return negamax(tree, depth=o.depth, order=o.order, memo=o.memo, trace=trace)
    if o.deepen:
        assert o.depth is not None
        return iterative_deepening(tree, depth=o.depth, order=o.order, memo=o.memo, soft=o.soft, trace=trace)
    return alphabeta(tree, depth=o.depth, order=o.order, memo=o.memo, soft=o.soft, trace=trace)
