"""The student's ``h(p)`` of a game written with the lab sheet's interface (``start``,
``accessibles``, ``estjoueur``) that is tic-tac-toe or Connect 4 (:mod:`gameviz.lab.boards` reads
its positions), on the positions after zero, one and two moves and along random plays: the
course's heuristic, with ±∞ (or at least beyond every position still in play) where a player has
won; the lab sheet's ±∞ / 0 on tic-tac-toe; any other is a heuristic of the student's own, judged by
its properties (:mod:`gameviz.lab.heuristic_properties`), not marked wrong for differing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from random import Random
from typing import Any

from gameviz.core.board import Grid
from gameviz.core.outcome import outcome_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.lab.boards import BoardReading
from gameviz.lab.heuristic_properties import play_games, properties, won_by
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.verdicts import CallFailed, CheckResult, asker, failed, is_number

WORDS = {
    "own": QT_TRANSLATE_NOOP("lab", "{function}(p) on {game}: a heuristic of its own, judged by its properties "
                                    "(not the course's: {formula})"),
    "sheet": QT_TRANSLATE_NOOP("lab", "{function}(p) on tic-tac-toe: the lab sheet's h, +∞ where J1 has won, −∞ "
                                      "where J2 has, 0 elsewhere"),
    "no_game": QT_TRANSLATE_NOOP("lab", "{function}(p) on the game of start(), accessibles(p) and estjoueur(p)"),
    "heuristic": QT_TRANSLATE_NOOP("lab", "{function}(p) on {game} after 0, 1 and 2 moves and along random plays: "
                                          "the course's heuristic, {formula}, and ±∞ where a player has won"),
    "tictactoe": QT_TRANSLATE_NOOP("lab", "tic-tac-toe"),
    "connect4": QT_TRANSLATE_NOOP("lab", "Connect 4"),
    "tictactoe_h": QT_TRANSLATE_NOOP("lab", "(3·X₂ + X₁) − (3·O₂ + O₁), X_i counting the lines with i crosses "
                                            "and no nought"),
    "connect4_h": QT_TRANSLATE_NOOP("lab", "the weights of J1's cells minus those of J2's, a cell weighing the "
                                           "number of lines of four through it"),
}

#: Random plays to the end of the student's game whose positions ``h`` is also tried on.
PLAYOUTS = 12




@dataclass(frozen=True)
class _Sample:
    """A position of the student's game, the course's state for it, and the moves that lead to it."""

    position: Any
    state: Hashable
    moves: tuple[str, ...]




def _heuristic_samples(ask: Callable[..., Any], reading: BoardReading, start: Any) -> list[_Sample]:
    """The start, the positions after one and two moves, then those of random plays to the end;
    a position the course's game cannot reach by one move (the student's game went on after a
    win, say) is left out with what follows it."""
    game = reading.game
    samples: dict[Hashable, _Sample] = {}

    def children(sample: _Sample) -> list[_Sample]:
        following = []
        for position in ask("accessibles", sample.position) or []:
            state = reading.state(position)
            move = next((m for m in game.moves(sample.state) if game.play(sample.state, m) == state), None)
            if state is not None and move is not None:
                following.append(_Sample(position, state, (*sample.moves, game.move_label(sample.state, move))))
        return following

    first = _Sample(start, game.initial(), ())
    level = [first]
    for moves in range(3):
        samples.update((s.state, s) for s in level if s.state not in samples)
        if moves < 2:
            level = [child for s in level for child in children(s)]
    rng = Random(1)
    for _ in range(PLAYOUTS):
        sample: _Sample | None = first
        while sample is not None:
            samples.setdefault(sample.state, sample)
            following = children(sample)
            sample = rng.choice(following) if following else None
    return list(samples.values())


def check_heuristic(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    """The student's ``h`` against the course's heuristic, if the student's game is tic-tac-toe or
    Connect 4 with J1 to move first (no check otherwise)."""
    name = names["h"]
    printed: list[str] = []
    ask = asker(code, names, tr, printed)
    try:
        start = ask("start")
        reading = BoardReading.of_game(start, lambda p: ask("accessibles", p), bool(ask("estjoueur", start)))
    except CallFailed as failure:  # h cannot be tried on a game that does not start: said, not skipped
        return [failed(name, tr(WORDS["no_game"]).format(function=name), str(failure), printed)]
    if reading is None:
        return []
    kind = "tictactoe" if len(reading.places) == 9 else "connect4"
    what = tr(WORDS["heuristic"]).format(function=name, game=tr(WORDS[kind]), formula=tr(WORDS[f"{kind}_h"]))
    try:
        samples = _heuristic_samples(ask, reading, start)
        values = [(sample, ask("h", sample.position)) for sample in samples]
    except CallFailed as failure:
        return [failed(name, what, str(failure), printed)]
    game = reading.game
    if _is_the_courses(values, game):
        return [CheckResult(name, what, True, output="".join(printed))]
    if kind == "tictactoe" and all(_sheet_value(game, s.state, v) for s, v in values):
        return [CheckResult(name, tr(WORDS["sheet"]).format(function=name), True, output="".join(printed))]
    own = CheckResult(name, tr(WORDS["own"]).format(function=name, game=tr(WORDS[kind]),
                                                    formula=tr(WORDS[f"{kind}_h"])), True, output="".join(printed))
    return [own, *properties(name, values, reading, lambda state: _board(game, state),
                             lambda: play_games(code, names, reading, start, tr, []), tr, "")]


def _board(game: Any, state: Hashable) -> str:
    grid = game.board(state)
    return "/".join(grid.rows) if isinstance(grid, Grid) else game.label(state)


def _sheet_value(game: Any, state: Hashable, value: object) -> bool:
    """Whether ``value`` is the lab sheet's h at ``state``: +∞ won by J1, −∞ by J2, 0 elsewhere."""
    return bool(value == outcome_value(game.outcome(state)))


def _is_the_courses(values: list[tuple[_Sample, Any]], game: Any) -> bool:
    """Whether ``h`` is the course's heuristic on every sampled position in play, and has the
    course's sign, beyond every value in play, where a player has won."""
    def has_won(sample: _Sample) -> bool:
        return won_by(game, sample.state) is not None

    most = max((abs(v) for s, v in values if is_number(v) and not has_won(s)), default=0)
    for sample, value in values:
        expected = game.heuristic(sample.state)
        if not is_number(value) or not _agrees(value, expected, has_won(sample), most):
            return False
    return True


def _agrees(value: float, expected: float, won: bool, most: float) -> bool:
    """Whether ``value`` is the course's ``expected`` h at a position in play, or where a player
    has ``won``, has its sign and is beyond ``most``, every value in play."""
    if won:
        return (value > 0) == (expected > 0) and abs(value) > most
    return math.isclose(value, expected, abs_tol=1e-9)
