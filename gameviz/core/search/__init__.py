"""Game-tree search with full traces: minimax, negamax, alpha-beta, and an exact Connect 4 solver."""

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
