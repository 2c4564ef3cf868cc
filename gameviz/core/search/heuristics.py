"""Named heuristics for game trees: the course's, none, the exact value, Monte-Carlo.

- ``course``: the game's own estimate — (3·X₂ + X₁) − (3·O₂ + O₁) for
  tic-tac-toe, the sum of cell values for Connect 4, and for the stick game,
  Nim and Chomp seed 000's figure 7: ±∞ when the game is over or ends with
  the next move, 0 otherwise;
- ``zero``: the end only: ±∞ when the game is won, 0 otherwise;
- ``exact``: the value the attractors give (+∞ if J1 can force a win, −∞ if
  J2 can, 0 otherwise); needs the whole arena, so only for small games;
- ``mc:N``: the mean result of N random playouts (+1 J1 wins, −1 J2 wins, 0
  draw), the Monte-Carlo evaluation of the course's remark; seeded, so that a
  run can be repeated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

from gameviz.core.errors import InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT, AnyGame, Progress
from gameviz.core.numbers import parse_int
from gameviz.core.outcome import outcome_value
from gameviz.core.search.work import check_budget
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

Heuristic = Callable[[Hashable], float]

DEFAULT_PLAYOUTS = 100
#: Playouts between two looks at the budget of the search that asks for the estimate.
PLAYOUTS_PER_CHECK = 16


def make_heuristic(
    name: str,
    game: AnyGame,
    *,
    seed: int = 0,
    limit: int = DEFAULT_VERTEX_LIMIT,
    progress: Progress | None = None,
) -> Heuristic:
    """The heuristic called ``name`` for ``game``.

    ``exact`` explores the whole arena first (at most ``limit`` vertices,
    reporting to ``progress``, which may cancel), which takes time for large
    games: callers with a window run this in a worker.

    Raises
    ------
    InputError
        If the name is unknown or its parameter is not a positive number.
    LimitError
        If ``exact`` is asked of a game with more than ``limit`` positions.
    """
    base, _, parameter = name.partition(":")
    if base == "course":
        course: Heuristic = game.heuristic
        return course
    if base == "zero":
        return ZeroHeuristic(game)
    if base == "exact":
        return _exact(game, limit, progress)
    if base == "mc":
        playouts = DEFAULT_PLAYOUTS
        if parameter:
            playouts = parse_int(parameter, name="mc:N, the number of playouts", low=1, high=100_000)
        return monte_carlo(game, playouts=playouts, seed=seed)
    raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "unknown heuristic '{name}' (known: course, zero, exact, "
                                                          "mc:N)"), name=name))


class ZeroHeuristic:
    """The heuristic ``zero`` of ``game``: ±∞ when the game is won, 0 otherwise (a class, so that the
    compiled searches know it)."""

    def __init__(self, game: AnyGame) -> None:
        self.game = game

    def __call__(self, state: Hashable) -> float:
        return outcome_value(self.game.outcome(state))


def _exact(game: AnyGame, limit: int, progress: Progress | None) -> Heuristic:
    from gameviz.core.game import explore
    from gameviz.core.solution import solve

    solution = solve(explore(game, limit=limit, progress=progress))

    def exact(state: Hashable) -> float:
        return outcome_value(solution.outcome_at(state))

    return exact


def monte_carlo(game: AnyGame, *, playouts: int = DEFAULT_PLAYOUTS, seed: int = 0) -> Heuristic:
    """The Monte-Carlo heuristic: the mean result of random games from a position.

    Won positions stay ±∞; otherwise the value lies in [−1, 1]. Each position
    gets its own random stream derived from ``seed`` and the position, so the
    value does not depend on the order in which a search asks for it.
    """

    def estimate(state: Hashable) -> float:
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome_value(outcome)
        rng = random.Random(f"{seed}:{state!r}")
        total = 0
        played = [0]  # moves simulated since the budget was last told
        for done in range(playouts):
            if done % PLAYOUTS_PER_CHECK == 0:
                check_budget(played[0])
                played[0] = 0
            total += playout(game, state, rng, played)
        check_budget(played[0])
        return total / playouts

    return estimate


def playout(game: AnyGame, state: Hashable, rng: random.Random, played: list[int] | None = None) -> int:
    """Play random moves until the end: +1 if J1 wins, −1 if J2 wins, 0 for a draw (the moves
    played are added to ``played[0]``, when given)."""
    while True:
        outcome = game.outcome(state)
        if outcome is not None:
            return int(outcome_value(outcome, win=1))
        moves = game.moves(state)
        if not moves:
            return 0
        state = game.play(state, rng.choice(moves))
        if played is not None:
            played[0] += 1
