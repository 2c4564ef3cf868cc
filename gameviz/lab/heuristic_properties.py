"""A heuristic of the student's own ("propose a heuristic for Connect 4", seed 001) judged by its
properties, not by equality with the course's figure 6 (and the same for tic-tac-toe):

- **won positions**: exactly +∞ where J1 has won, −∞ where J2 has, a finite number elsewhere; or,
  for a heuristic that writes no ∞ and ±1 where a player has won, seed 001's values +1 / 0 / −1:
  exactly +1 where J1 has won, −1 where J2 has, between −1 and +1 elsewhere;
- **mirror**: the same value on a position and its mirror image (columns read right to left);
- **sign**: the opposite value on the same board with the colours swapped (what is good for
  one player is as bad for the other), and positive for J1, as the course's: on the positions in
  play where both are non-zero, its sign agrees with the course's at least as often as not;
- **play**: gameviz plays with it at depth 4 (minimax over the student's own positions) against a
  random player, :data:`GAMES` games, half as J1, half as J2, and wins at least half of them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from random import Random
from typing import Any

from gameviz.core.search.tree import format_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.lab.boards import BoardReading
from gameviz.lab.course_search import GraphTree, minimax_value
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.verdicts import CallFailed, CheckResult, call_text, fails, is_number

#: Games against the random player, and the depth gameviz searches with the student's h.
GAMES, DEPTH = 4, 4

WORDS = {
    "won": QT_TRANSLATE_NOOP("lab", "{function}(p): exactly +∞ where J1 has won, −∞ where J2 has, finite elsewhere"),
    "won_unit": QT_TRANSLATE_NOOP("lab", "{function}(p): the values +1 / 0 / −1 of seed 001, exactly +1 where J1 has "
                                         "won, −1 where J2 has, between −1 and +1 elsewhere"),
    "j1_won_unit": QT_TRANSLATE_NOOP("lab", "J1 has won: +1 expected"),
    "j2_won_unit": QT_TRANSLATE_NOOP("lab", "J2 has won: −1 expected"),
    "in_play_unit": QT_TRANSLATE_NOOP("lab", "the game goes on: a number between −1 and +1 expected"),
    "won_bad": QT_TRANSLATE_NOOP("lab", "{call} = {value} on the board {board}, where {state}"),
    "j1_won": QT_TRANSLATE_NOOP("lab", "J1 has won: +∞ expected"),
    "j2_won": QT_TRANSLATE_NOOP("lab", "J2 has won: −∞ expected"),
    "in_play": QT_TRANSLATE_NOOP("lab", "the game goes on: a finite number expected"),
    "mirror": QT_TRANSLATE_NOOP("lab", "{function}(p): the same value on a position and its mirror image"),
    "mirror_bad": QT_TRANSLATE_NOOP("lab", "{function} gives {value} on the board {board} but {other} on its "
                                           "mirror image {mirrored}"),
    "sign": QT_TRANSLATE_NOOP("lab", "{function}(p): the opposite value when the colours are swapped, and positive "
                                     "for J1 as the course's (its sign agrees with the course's heuristic on {agree} "
                                     "of {count} positions in play)"),
    "swap_bad": QT_TRANSLATE_NOOP("lab", "{function} gives {value} on the board {board} and {other} on the same board "
                                         "with the colours swapped, {swapped}: a position good for one player is "
                                         "as bad for the other"),
    "sign_bad": QT_TRANSLATE_NOOP("lab", "on the board {board}, {function} gives {value} but the course's heuristic "
                                         "{expected}: the signs agree on only {agree} of {count} positions"),
    "play": QT_TRANSLATE_NOOP("lab", "depth-{depth} play with {function} against a random player: {wins} won, "
                                     "{draws} drawn, {losses} lost of {games} games (half as J1, half as J2)"),
    "play_bad": QT_TRANSLATE_NOOP("lab", "it wins only {wins} of {games} games at depth {depth} against a random "
                                         "player"),
}


class _Positions:
    """The student's positions of the course's states, their children and h, asked in batches."""

    def __init__(self, code: StudentCode, names: dict[str, str], reading: BoardReading, tr: Translate,
                 printed: list[str]) -> None:
        self.code, self.names, self.reading, self.tr, self.printed = code, names, reading, tr, printed
        self.position: dict[Hashable, Any] = {}
        self.kids: dict[Hashable, list[Hashable]] = {}
        self.h: dict[Hashable, float] = {}

    def _each(self, function: str, states: list[Hashable]) -> list[Any]:
        name = self.names[function]
        answer = self.code.call_each(name, [(self.position[s],) for s in states])
        self.printed.append(answer.output)
        if not answer.ok or not isinstance(answer.value, list) or len(answer.value) != len(states):
            raise CallFailed(fails(call_text(name, self.position[states[0]]), answer, self.tr))
        return answer.value

    def expand(self, states: list[Hashable]) -> None:
        todo = [s for s in states if s not in self.kids]
        for state, following in zip(todo, self._each("accessibles", todo) if todo else [], strict=True):
            self.kids[state] = []
            for position in following or []:
                child = self.reading.state(position)
                if child is not None:
                    self.position.setdefault(child, position)
                    self.kids[state].append(child)

    def value(self, states: list[Hashable]) -> None:
        todo = [s for s in dict.fromkeys(states) if s not in self.h]
        for state, value in zip(todo, self._each("h", todo) if todo else [], strict=True):
            self.h[state] = value if is_number(value) else math.nan

    def tree(self, root: Hashable, depth: int) -> GraphTree:
        """The tree under ``root`` to ``depth``, every node valued by the student's h."""
        level, nodes = [root], {root}
        for _ in range(depth):
            self.expand(level)
            level = [c for s in level for c in self.kids[s] if c not in nodes]
            nodes.update(level)
        self.value(list(nodes))
        game = self.reading.game
        successors = {s: [c for c in self.kids.get(s, []) if c in nodes] for s in nodes}
        return GraphTree(successors, self.h.__getitem__, lambda s: game.player(s) == 1, root)


def play_games(code: StudentCode, names: dict[str, str], reading: BoardReading, start: Any, tr: Translate,
               printed: list[str], depth: int = DEPTH) -> tuple[int, int, int]:
    """(won, drawn, lost) of gameviz playing with the student's h at ``depth`` against a random player,
    :data:`GAMES` games."""
    positions = _Positions(code, names, reading, tr, printed)
    game, rng = reading.game, Random(7)
    root = game.initial()
    positions.position[root] = start
    won = drawn = lost = 0
    for k in range(GAMES):
        me, state = 1 + k % 2, root
        while True:
            positions.expand([state])
            following = positions.kids[state]
            if game.outcome(state) is not None or not following:
                break
            if game.player(state) == me:
                tree = positions.tree(state, depth)
                worth = [minimax_value(tree, child, depth - 1) for child in following]
                pick = max if me == 1 else min
                state = following[worth.index(pick(worth, key=lambda v: -math.inf if math.isnan(v) else v))]
            else:
                state = rng.choice(following)
        winner = won_by(game, state)
        won, drawn, lost = won + (winner == me), drawn + (winner not in (1, 2)), lost + (winner == 3 - me)
    return won, drawn, lost


def properties(function: str, values: Sequence[tuple[Any, Any]], reading: BoardReading, board: Callable[[Any], str],
               play: Callable[[], tuple[int, int, int]], tr: Translate, printed: str) -> list[CheckResult]:
    """The four properties of the student's h, from its ``values`` on sampled positions
    (each with ``state`` and ``position``) and ``play()``, which plays the games."""
    judge = _Judge(function, values, reading.game, board, tr)
    results: list[CheckResult] = []

    def result(key: str, problem: str, **details: Any) -> None:
        results.append(CheckResult(function, tr(WORDS[key]).format(function=function, **details), not problem,
                                   problem, printed if not results else ""))

    result("won_unit" if judge.unit else "won", judge.won_problem())
    result("mirror", judge.mirror_problem())
    signs = judge.signs()
    agree = sum((v > 0) == (e > 0) for _, v, e in signs)
    result("sign", judge.swap_problem() or judge.sign_problem(signs, agree), agree=agree, count=len(signs))
    try:
        won, drawn, lost = play()
    except CallFailed as failure:
        result("play", str(failure), depth=DEPTH, wins="?", draws="?", losses="?", games=GAMES)
        return results
    problem = tr(WORDS["play_bad"]).format(wins=won, games=GAMES, depth=DEPTH) if won * 2 < GAMES else ""
    result("play", problem, depth=DEPTH, wins=won, draws=drawn, losses=lost, games=GAMES)
    return results


class _Judge:
    """The first sampled position that breaks each property, as a sentence ("" when none does)."""

    def __init__(self, function: str, values: Sequence[tuple[Any, Any]], game: Any, board: Callable[[Any], str],
                 tr: Translate) -> None:
        self.function, self.values, self.game, self.board, self.tr = function, values, game, board, tr
        self.unit = _unit_values(values, game)
        self.by_state = {sample.state: value for sample, value in values}

    def won_problem(self) -> str:
        for sample, value in self.values:
            winner = won_by(self.game, sample.state)
            if not _won_right(value, winner, self.unit):
                key = "j1_won" if winner == 1 else "j2_won" if winner == 2 else "in_play"
                state = self.tr(WORDS[key + ("_unit" if self.unit else "")])
                call = call_text(self.function, sample.position)
                return self.tr(WORDS["won_bad"]).format(call=call if len(call) <= 60 else call[:59] + "…)",
                                                        value=_shown(value), board=self.board(sample.state),
                                                        state=state)
        return ""

    def mirror_problem(self) -> str:
        for sample, value in self.values:
            mirrored = _mirror(sample.state)
            if mirrored in self.by_state and not _same(value, self.by_state[mirrored]):
                return self.tr(WORDS["mirror_bad"]).format(
                    function=self.function, value=_shown(value), board=self.board(sample.state),
                    other=_shown(self.by_state[mirrored]), mirrored=self.board(mirrored))
        return ""

    def swap_problem(self) -> str:
        """The colours swapped: the opposite value."""
        for sample, value in self.values:
            swapped = _swap(sample.state)
            if swapped in self.by_state and self.game.outcome(sample.state) is None \
                    and not _same(self.by_state[swapped], -value):
                return self.tr(WORDS["swap_bad"]).format(
                    function=self.function, value=_shown(value), board=self.board(sample.state),
                    other=_shown(self.by_state[swapped]), swapped=self.board(swapped))
        return ""

    def signs(self) -> list[tuple[Any, Any, float]]:
        """(sample, h's value, the course's) on the positions in play where both are non-zero."""
        game = self.game
        return [(s, v, game.heuristic(s.state)) for s, v in self.values
                if game.outcome(s.state) is None and is_number(v) and v != 0 and game.heuristic(s.state) != 0]

    def sign_problem(self, signs: list[tuple[Any, Any, float]], agree: int) -> str:
        if agree * 2 >= len(signs):
            return ""
        sample, value, expected = next((s, v, e) for s, v, e in signs if (v > 0) != (e > 0))
        return self.tr(WORDS["sign_bad"]).format(board=self.board(sample.state), function=self.function,
                                                 value=_shown(value), expected=format_value(expected), agree=agree,
                                                 count=len(signs))


def _shown(value: Any) -> str:
    return format_value(value) if is_number(value) else repr(value)


_COLOURS = str.maketrans("XO", "OX")


def _unit_values(values: Sequence[tuple[Any, Any]], game: Any) -> bool:
    """Whether ``h`` follows seed 001's values: no ∞ anywhere, ±1 at every won position."""
    won = [v for s, v in values if won_by(game, s.state) is not None]
    return bool(won) and all(is_number(v) and v in (1, -1) for v in won) and \
        not any(is_number(v) and math.isinf(v) for _, v in values)


def won_by(game: Any, state: Hashable) -> int | None:
    """The player who has won at ``state``; None while the game goes on or once it is drawn."""
    outcome = game.outcome(state)
    return None if outcome is None else outcome.winner


def _won_right(value: Any, winner: int | None, unit: bool) -> bool:
    """Whether ``value`` is right for a position won by ``winner`` (None: in play or drawn)."""
    if winner in (1, 2):
        return is_number(value) and value == (1 if winner == 1 else -1) * (1 if unit else math.inf)
    return is_number(value) and math.isfinite(value) and (not unit or -1 <= value <= 1)


def _mirror(state: Hashable) -> Hashable:
    """A state read right to left: Connect 4's columns (a tuple) in the other order, or each row
    of a 3 × 3 tic-tac-toe board (a string of 9 cells) reversed."""
    if isinstance(state, str):
        return "".join(state[r:r + 3][::-1] for r in range(0, len(state), 3))
    return tuple(reversed(state)) if isinstance(state, tuple) else state


def _swap(state: Hashable) -> Hashable:
    """A state (Connect 4's columns of X and O, tic-tac-toe's cells) with the colours swapped."""
    if isinstance(state, str):
        return state.translate(_COLOURS)
    return tuple(column.translate(_COLOURS) for column in state) if isinstance(state, tuple) else state


def _same(a: Any, b: Any) -> bool:
    return a == b or (is_number(a) and is_number(b) and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9))
