"""The computer's move from an exact solver, for games that have one (Connect 4),
or from a depth-bounded alpha-beta search.

When every legal move is solved in time the computer plays the best score;
otherwise it searches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gameviz.core.game import AnyGame, play_moves
from gameviz.core.play import ComputerMove, search_move
from gameviz.games import info_of
from gameviz.games.spec import MoveScore

#: Seconds the computer gives the solver for all the moves of a position before it searches instead
#: (the opening book answers at once), so that its answer comes within about two seconds.
SOLVER_SECONDS = 1.0


def solved_move(game: AnyGame, played: Sequence[Any], *, budget: float = SOLVER_SECONDS,
                progress: Callable[[int], bool | None] | None = None) -> tuple[ComputerMove, list[MoveScore]] | None:
    """The move of best exact score after ``played``, with every move's score; None when the game has
    no solver or the moves were not all solved within ``budget`` seconds (shared between them)."""
    scorer = info_of(game).move_scores
    if scorer is None:
        return None
    state = play_moves(game, played)
    moves = len(game.moves(state)) if game.outcome(state) is None else 0
    scores = scorer(game, played, budget / max(moves, 1), progress, False)
    if not scores or any(s.exact is None for s in scores):
        return None
    best = max(scores, key=lambda s: s.exact if s.exact is not None else -1_000)
    return ComputerMove(best.move, "solver", game.play(state, best.move), score=best.exact), scores


def computer_move(game: AnyGame, played: Sequence[Any], *, depth: int, use_solver: bool,
                  progress: Callable[[int], bool | None] | None = None,
                  algorithm: str = "maxn", start: Any = None) -> tuple[ComputerMove, list[MoveScore]]:
    """The computer's move after ``played``: the exact solver's when ``use_solver`` and it answers in
    time (with every move's score), else alpha-beta's to ``depth`` with the course's heuristic (in a
    game with n players, ``algorithm``'s: max^n or paranoid); ``start`` is where ``played`` starts when
    the board was set by hand (the solver, which reads moves from the empty board, is not asked then)."""
    solved = solved_move(game, played, progress=progress) if use_solver and start is None else None
    return solved or (search_move(game, play_moves(game, played, start=start), depth=depth, progress=progress,
                                  algorithm=algorithm), [])
