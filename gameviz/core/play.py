"""The computer's move in a game against a student.

With the solved arena of the game, the computer follows the strategies of the
attractors: a winning move to a vertex of smaller rank, a move that keeps a
draw, and when it can only lose, the move that delays the loss longest (the
successor of largest rank in the opponent's attractor). Without it, the
computer searches with alpha-beta to a depth bound with a heuristic.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from gameviz.core.game import AnyGame
from gameviz.core.search.budget import SearchBudget, collect_within
from gameviz.core.search.options import SearchOptions, start_search
from gameviz.core.search.trace import SearchResult
from gameviz.core.search.tree import GameTree, MultiGameTree
from gameviz.core.solution import Solution

State = Hashable


@dataclass(frozen=True)
class ComputerMove:
    """A move and why: ``"strategy"`` (with the successor's rank, None in a draw),
    ``"delay"`` (losing anyway: the longest defence), ``"search"`` (with the search) or
    ``"solver"`` (with the exact score of the move, from the mover's side)."""

    move: object
    reason: str
    successor: State
    rank: int | None = None
    search: SearchResult | None = None
    score: int | None = None


def strategy_move(game: AnyGame, state: State, solution: Solution) -> ComputerMove:
    """The move the attractors' strategies give at ``state`` (a vertex of ``solution``)."""
    player = game.player(state)
    moves = game.moves(state)
    successors = [game.play(state, m) for m in moves]
    target = solution.strategies[player].get(state)
    if target is not None and target in successors:
        i = successors.index(target)
        return ComputerMove(moves[i], "strategy", target, solution.attractors[player].rank.get(target))
    foes = [solution.attractors[p].rank for p in solution.players if p != player]

    def foe_rank(vertex: State) -> int:  # how long the others need to win from ``vertex`` (-1: they cannot)
        return max((rank.get(vertex, -1) for rank in foes), default=-1)

    i = max(range(len(moves)), key=lambda k: foe_rank(successors[k]))
    rank = foe_rank(successors[i])
    return ComputerMove(moves[i], "delay", successors[i], rank if rank >= 0 else None)


def search_move(game: AnyGame, state: State, *, depth: int | None, heuristic: Callable[[State], float] | None = None,
                order: bool = True, progress: Callable[[int], bool | None] | None = None,
                algorithm: str = "maxn", budget: SearchBudget | None = None) -> ComputerMove:
    """The move alpha-beta chooses at ``state`` (MAX for J1, MIN for J2); in a game scored per
    player (n players), the move of ``algorithm``: ``maxn``, or ``paranoid`` for the player to move.

    ``progress`` is told the nodes searched so far now and then; returning
    False stops the search with :class:`~gameviz.core.errors.Cancelled`. The search runs under
    ``budget`` (by default 2 M nodes and 20 s), and raises
    :class:`~gameviz.core.search.budget.BudgetExhausted` when it runs out.
    """
    tree: GameTree | MultiGameTree
    if getattr(game, "vectors", False):
        tree = MultiGameTree(game, state)
        player = game.player(state)
        options = SearchOptions("paranoid", depth=depth, order=order, memo=True, player=player) \
            if algorithm == "paranoid" else SearchOptions("maxn", depth=depth)
    else:
        tree = GameTree(game, state, heuristic)
        options = SearchOptions("alphabeta", depth=depth, order=order, memo=True)
    _, result = collect_within(start_search(tree, options, trace=False), budget or SearchBudget(),
                               progress=progress, every=5_000)
    moves = tree.moves(state)
    i = result.best[0] if result.best else 0
    return ComputerMove(moves[i], "search", game.play(state, moves[i]), search=result)
