"""Game-tree search with full traces: minimax, negamax, alpha-beta, and an exact Connect 4 solver.

Every search function (:func:`minimax`, :func:`negamax`, :func:`alphabeta`, max^n…) returns a
:class:`~gameviz.core.search.trace.Search` and takes the same keyword arguments where they apply:

``tree``
    The tree to search.
``depth``
    The depth bound (None: to the end of the game or tree).
``order``
    Visit the children in heuristic order, best first for the player to move.
``trace``
    Yield events; False gives the result alone, faster.
``compiled``
    Whether a compiled kernel (:mod:`gameviz.core.search.kernels`) searches: None (the default)
    when the tree has one and the search is large enough to be worth it, True whenever the tree
    has one, False never. Both give the same events, counts and result.
"""

from gameviz.core.search.alphabeta import all_best_moves, alphabeta, iterative_deepening
from gameviz.core.search.minimax import minimax, negamax
from gameviz.core.search.trace import SearchResult, collect, run
from gameviz.core.search.tree import ExerciseNode, ExerciseTree, GameTree

__all__ = [
    "ExerciseNode",
    "ExerciseTree",
    "GameTree",
    "SearchResult",
    "all_best_moves",
    "alphabeta",
    "collect",
    "iterative_deepening",
    "minimax",
    "negamax",
    "run",
]
