"""The forced line of a won position: the winner's fastest win against the loser's longest defence.

A search to a depth bound says +∞ (or −∞) when the game is won within the bound
(a mate in n moves needs depth 2n − 1), but its principal variation stops where
alpha-beta cut. The line is found move by move: the shallowest search that
proves the win gives the winner's move; every defence is searched the same way
and the one whose loss comes last is played.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from gameviz.core.game import AnyGame
from gameviz.core.search.alphabeta import alphabeta
from gameviz.core.search.trace import SearchResult, run
from gameviz.core.search.tree import GameTree


def win_distance(game: AnyGame, state: Hashable, depth: int) -> tuple[int, SearchResult] | None:
    """The smallest depth d ≤ ``depth`` at which alpha-beta proves ``state`` won for a side (±∞),
    with that search; None if no side wins within ``depth`` moves."""
    if game.outcome(state) is not None:
        return None
    for d in range(1, depth + 1):
        result = run(alphabeta(GameTree(game, state), depth=d, memo=True, trace=False))
        if math.isinf(result.number):
            return d, result
    return None


def forced_line(game: AnyGame, state: Hashable, depth: int) -> list[Any]:
    """The moves from ``state`` to the end of a game won within ``depth`` moves: the winner plays the
    move of the shallowest winning search, the loser the move that loses last. Empty when no side
    wins within ``depth``.

    >>> from gameviz.games import game_from_spec
    >>> game = game_from_spec("chess:fen=kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1")
    >>> [game.move_label(s, m) for s, m in line_positions(game, game.initial(), forced_line(game, game.initial(), 3))]
    ['Ra6', 'bxa6', 'b7#']
    """
    line: list[Any] = []
    found = win_distance(game, state, depth)
    if found is None:
        return line
    distance, result = found
    winner = 1 if result.number > 0 else 2
    while game.outcome(state) is None and distance > 0:
        moves = list(game.moves(state))
        if game.player(state) == winner:
            found = win_distance(game, state, distance)
            assert found is not None  # a won position stays won along the line
            distance, result = found
            move = moves[result.best[0]]
        else:
            holds = [_lasts(game, game.play(state, m), distance - 1) for m in moves]
            move = moves[holds.index(max(holds))]
        line.append(move)
        state = game.play(state, move)
        distance -= 1
    return line


def _lasts(game: AnyGame, state: Hashable, depth: int) -> int:
    """How many moves the loser holds out from ``state`` (0: the game is already over)."""
    found = win_distance(game, state, depth)
    return found[0] if found is not None else 0


def line_positions(game: AnyGame, state: Hashable, moves: list[Any]) -> list[tuple[Hashable, Any]]:
    """Each move of ``moves`` with the position it is played from."""
    pairs = []
    for move in moves:
        pairs.append((state, move))
        state = game.play(state, move)
    return pairs
