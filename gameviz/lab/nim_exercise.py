"""The functions of seed 001's Nim exercise, checked against the game of the exercise: 21 matches, take
1 to 4, whoever takes the last one loses (the Nim "de début de cours").

- ``coup(n)``: from a winning position, a move that leaves the opponent a losing one; from a losing
  position, 1.
- ``est_finale(p)`` and ``coups_légaux(p)``: the rules of that game, for p = 0 … 21.
- ``évaluation(p)`` or ``évaluation(p, d)`` (seed 001's depth-bounded version, given a depth that
  reaches the end; a number, or the course's pair ``(value, moves)``): positive exactly where the
  player to move wins, and the moves it gives are winning ones (at least one where there is one).

Functions right for another stick game (take 1 to 3, say) fail, and are told which game they describe.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution, solve
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.figure.notation import DEFAULT_NOTATION
from gameviz.games import arena_from_spec
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.verdicts import CheckResult, call_text, failed, fails, is_number, is_whole

#: The stick game of ``coup`` and the Nim exercise (seed 001): 21 sticks, take 1 to 4, last loses.
STICKS, MOST_TAKEN = 21, 4
#: The largest move of the other stick games a student's ``évaluation`` is tried on, to say which game it describes.
MOST_TRIED = 6

NIM = {
    "coup": QT_TRANSLATE_NOOP("lab", "coup(n) for n = 1 … {n}: a winning move of the {n}-stick game (take 1 to "
                                     "{k}, whoever takes the last stick loses), and 1 from a losing position"),
    "not_a_move": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but with n = {n} one takes 1 to {most}"),
    "gives_away": QT_TRANSLATE_NOOP("lab", "{call} = {value} leads to {left}, a winning position for the "
                                           "opponent: rank {rank} in {attractor}"),
    "losing": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {n} is a losing position: the exercise asks for 1 "
                                       "there"),
    "rules": QT_TRANSLATE_NOOP("lab", "est_finale(p) and coups_légaux(p) for p = 0 … {n}: the rules of the "
                                      "stick game (take 1 to {k})"),
    "other_game": QT_TRANSLATE_NOOP("lab", "these functions describe the {n}-stick game where one takes 1 to {k}, "
                                           "but the exercise (the Nim of the start of the course) takes 1 "
                                           "to {most}: {problem}"),
    "final": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but the play ends exactly when no stick is left (p = 0)"),
    "moves": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but at p = {p} one may take {expected}"),
    "evaluation": QT_TRANSLATE_NOOP("lab", "{function}(p) for p = 0 … {n}: positive exactly where the player to "
                                           "move wins (take 1 to {k}, whoever takes the last stick loses)"),
    "evaluation_depth": QT_TRANSLATE_NOOP("lab", "{function}(p, {depth}) for p = 0 … {n}, searching to the end: "
                                                 "positive exactly where the player to move wins (take 1 to {k}, "
                                                 "whoever takes the last stick loses)"),
    "eval_wins": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {p} is a winning position for the player to "
                                          "move: taking {move} leaves {left}, a losing position"),
    "eval_loses": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {p} is a losing position for the player to "
                                           "move: every move leaves the opponent a winning position"),
    "eval_move": QT_TRANSLATE_NOOP("lab", "{call} gives the move {move}, which leaves {left}, a winning position "
                                          "for the opponent"),
    "eval_no_move": QT_TRANSLATE_NOOP("lab", "{call} gives no move, but {p} is a winning position for the player "
                                             "to move: taking {move} leaves {left}, a losing position"),
}


def _sticks(n: int = STICKS, most: int = MOST_TAKEN) -> tuple[Arena, Solution]:
    arena = arena_from_spec(f"sticks:n={n},take=1-{most},last=loses")
    return arena, solve(arena)


# ---------------------------------------------------------------------- coup
def check_coup(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    name = names["coup"]
    arena, solution = _sticks()
    what = tr(NIM["coup"]).format(n=STICKS, k=MOST_TAKEN)
    printed = []
    for n in range(1, STICKS + 1):
        call = call_text(name, n)
        answer = code.call(name, n)
        printed.append(answer.output)
        if not answer.ok:
            return [failed(name, what, fails(call, answer, tr), printed)]
        value, most = answer.value, min(MOST_TAKEN, n)
        if not is_whole(value) or not 1 <= value <= most:
            return [failed(name, what, tr(NIM["not_a_move"]).format(call=call, value=repr(value),
                                                                    n=n, most=most), printed)]
        left = (n - value, 2)
        if solution.outcome[(n, 1)] == 1 and solution.outcome[left] != 1:
            rank = solution.attractors[2].rank[left]
            return [failed(name, what, tr(NIM["gives_away"]).format(
                call=call, value=value, left=n - value, rank=rank, attractor=DEFAULT_NOTATION.attractor(2)), printed)]
        if solution.outcome[(n, 1)] != 1 and value != 1:
            return [failed(name, what, tr(NIM["losing"]).format(call=call, value=value, n=n), printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


# ----------------------------------------------------- the stick game's rules
def _most_taken(code: StudentCode, names: dict[str, str]) -> int | None:
    """The most sticks a move takes in the student's game: the largest of ``coups_légaux(21)``, or
    None when it gives no number of sticks."""
    answer = code.call(names["coups_legaux"], STICKS)
    if answer.ok and isinstance(answer.value, (list, tuple, set)):
        moves: list[int] = [m for m in answer.value if is_whole(m)]
        if moves and max(moves) >= 1:
            return min(max(moves), STICKS)
    return None


def _other_game(code: StudentCode, names: dict[str, str], problem: str,
                problem_with: Callable[[int], str], tr: Translate) -> str:
    """``problem`` (a difference from the exercise's game, take 1 to 4), told which game the student's
    functions describe when they describe another one right: the 21-stick game taking 1 to k, k being
    the most ``coups_légaux(21)`` gives, or else the first k from 1 to :data:`MOST_TRIED` that fits."""
    known = _most_taken(code, names) if "coups_legaux" in names else None
    tried = [known] if known is not None else range(1, MOST_TRIED + 1)
    other = next((k for k in tried if k != MOST_TAKEN and not problem_with(k)), None)
    if other is None:
        return problem
    return tr(NIM["other_game"]).format(n=STICKS, k=other, most=MOST_TAKEN, problem=problem)


def check_rules(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    final, moves = names["est_finale"], names["coups_legaux"]
    what = tr(NIM["rules"]).format(n=STICKS, k=MOST_TAKEN)
    printed: list[str] = []
    name, problem = _rules_problem(code, final, moves, MOST_TAKEN, tr, printed)
    if problem:
        problem = _other_game(code, names, problem, lambda k: _rules_problem(code, final, moves, k, tr, [])[1], tr)
        return [failed(name, what, problem, printed)]
    return [CheckResult(f"{final}, {moves}", what, True, output="".join(printed))]


def _rules_problem(code: StudentCode, final: str, moves: str, most: int, tr: Translate,
                   printed: list[str]) -> tuple[str, str]:
    """The function and the first difference of ``est_finale`` and ``coups_légaux`` from the rules of
    the 21-stick game taking 1 to ``most`` (("", "") if none); what they print is added to ``printed``."""
    for p in range(STICKS + 1):
        answer = code.call(final, p)
        printed.append(answer.output)
        if not answer.ok:
            return final, fails(call_text(final, p), answer, tr)
        if bool(answer.value) != (p == 0):
            return final, tr(NIM["final"]).format(call=call_text(final, p), value=repr(answer.value))
        answer = code.call(moves, p)
        printed.append(answer.output)
        if not answer.ok:
            return moves, fails(call_text(moves, p), answer, tr)
        expected = list(range(1, min(most, p) + 1))
        value = answer.value
        if not isinstance(value, (list, tuple, set)) or sorted(value, key=repr) != sorted(expected, key=repr):
            return moves, tr(NIM["moves"]).format(call=call_text(moves, p), value=repr(value), p=p,
                                                  expected=_alternatives(expected))
    return "", ""


def _alternatives(moves: list[int]) -> str:
    """``1, 2, 3`` (or ``nothing``)."""
    return ", ".join(map(str, moves)) if moves else "∅"


def check_evaluation(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    name = names["evaluation"]
    # seed 001's évaluation(p, d), depth-bounded: a depth that reaches the end of every play
    depth = (STICKS,) if (code.required(name) or 0) >= 2 else ()
    what = tr(NIM["evaluation_depth" if depth else "evaluation"]).format(function=name, n=STICKS, k=MOST_TAKEN,
                                                                        depth=STICKS)
    printed: list[str] = []
    problem = _evaluation_differs(code, name, depth, MOST_TAKEN, tr, printed)
    if problem:
        problem = _other_game(code, names, problem,
                              lambda k: _evaluation_differs(code, name, depth, k, tr, []), tr)
        return [failed(name, what, problem, printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


def _evaluation_differs(code: StudentCode, name: str, depth: tuple[int, ...], most: int, tr: Translate,
                        printed: list[str]) -> str:
    """The first answer of ``évaluation`` wrong for the 21-stick game taking 1 to ``most``, "" if none."""
    _, solution = _sticks(STICKS, most)
    for p in range(STICKS + 1):
        call = call_text(name, p, *depth)
        answer = code.call(name, p, *depth)
        printed.append(answer.output)
        if not answer.ok:
            return fails(call, answer, tr)
        problem = _evaluation_problem(answer.value, call, p, solution, most, tr)
        if problem:
            return problem
    return ""


def _evaluation_problem(answer: Any, call: str, p: int, solution: Solution, most: int, tr: Translate) -> str:
    """What is wrong with ``évaluation(p)``'s answer (a value, or a value and the winning moves), "" if nothing."""
    value, given = (answer[0], answer[1]) if isinstance(answer, (tuple, list)) and len(answer) == 2 else (answer, None)
    wins = solution.outcome[(p, 1)] == 1
    if not is_number(value) or (value > 0) != wins:
        if wins:
            move = next(m for m in range(1, min(most, p) + 1) if solution.outcome[(p - m, 2)] == 1)
            return tr(NIM["eval_wins"]).format(call=call, value=repr(answer), p=p, move=move, left=p - move)
        return tr(NIM["eval_loses"]).format(call=call, value=repr(answer), p=p)
    if wins and given is not None:
        return _winning_moves_problem(given, call, p, solution, most, tr)
    return ""


def _winning_moves_problem(given: Any, call: str, p: int, solution: Solution, most: int, tr: Translate) -> str:
    """What is wrong with the winning moves ``évaluation(p)`` gives at a won position, "" if nothing."""
    moves = list(given) if isinstance(given, (list, tuple, set, frozenset)) else [given]
    winning = _winning_move(solution, p, most)
    if not moves and winning is not None:
        return tr(NIM["eval_no_move"]).format(call=call, p=p, move=winning, left=p - winning)
    for move in sorted(moves, key=repr):
        if not is_whole(move) or not 1 <= move <= min(most, p) or solution.outcome[(p - move, 2)] != 1:
            left = p - move if is_whole(move) and 1 <= move <= p else "?"
            return tr(NIM["eval_move"]).format(call=call, move=repr(move), left=left)
    return ""


def _winning_move(solution: Solution, p: int, most: int) -> int | None:
    """The fewest sticks that leave the opponent a losing position, or None (no move, or none wins)."""
    return next((m for m in range(1, min(most, p) + 1) if solution.outcome[(p - m, 2)] == 1), None)
