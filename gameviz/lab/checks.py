"""Each function the course asks students to write, checked against gameviz's own answer, with the
first difference said in the course's words.

- ``coup(n)`` (the 21-stick game, take 1 to 4, whoever takes the last stick loses): from a winning
  position, a move that leaves the opponent a losing one; from a losing position, 1.
- ``attracteur(G, S1, V1)``: the keys of the returned dictionary against the attractor, on the
  course's 10-stick arena, Chomp 2×3 and random arenas, for both players; the first vertex
  forgotten (with the step where it enters and why) or added wrongly (and why not).
- ``attracteur_strat(G, S1, V1)``: the same keys, and values that are ranks: 0 exactly on the
  targets, never less than the rank (the player cannot win faster than that).
- ``est_finale(p)`` and ``coups_légaux(p)``: the rules of the stick game they describe (the most
  sticks a move takes is read from ``coups_légaux(21)``).
- ``évaluation(p)`` (a number, or the course's pair ``(value, moves)``): positive exactly where
  the player to move wins, and the moves it gives are winning ones.
- ``minimax(tree)``, ``negamax(tree)``, ``alphabeta(tree, alpha, beta)`` on nested lists (root
  MAX): the value on the course's trees and random ones; when ``alphabeta`` takes a list of the
  leaves it visits (a parameter ``vus``, ``visites``, ``trace``…), also the order of the visits,
  against the course's α-β (fail-hard).
- ``h(p)`` of a game written with the lab sheet's interface (``start``, ``accessibles``,
  ``estjoueur``) that is tic-tac-toe or Connect 4 (:mod:`gameviz.lab.boards` reads its
  positions): the course's heuristic on the positions after zero, one and two moves and along
  random plays, and ±∞ (or at least beyond every position still in play) where a player has won.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from gameviz.core.arena import Arena, other
from gameviz.core.attractor import AttractorStep
from gameviz.core.board import Grid
from gameviz.core.errors import Cancelled, InputError
from gameviz.core.search import alphabeta
from gameviz.core.search.trace import Leaf, collect
from gameviz.core.search.tree import ExerciseTree, format_value
from gameviz.core.solution import Solution, solve
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import DEFAULT_NOTATION
from gameviz.games import arena_from_spec, info_of
from gameviz.io.exercise_tree import parse_nested
from gameviz.lab.boards import BoardReading
from gameviz.lab.sandbox import Answer, StudentCode
from gameviz.report.attractor import attractor_name, step_reasons

#: The names the course gives each function, in French and in ASCII (and a few English ones).
SPELLINGS = {
    "coup": ("coup",),
    "attracteur": ("attracteur", "attractor"),
    "attracteur_strat": ("attracteur_strat", "attractor_strat"),
    "est_finale": ("est_finale", "estfinale", "is_final"),
    "coups_legaux": ("coups_légaux", "coups_legaux", "legal_moves"),
    "evaluation": ("évaluation", "evaluation"),
    "start": ("start",),
    "accessibles": ("accessibles",),
    "estjoueur": ("estjoueur", "est_joueur"),
    "h": ("h", "heuristique"),
    "minimax": ("minimax",),
    "negamax": ("negamax",),
    "alphabeta": ("alphabeta", "alpha_beta"),
}

#: The stick game of ``coup`` and the Nim exercise (seed 001): 21 sticks, take 1 to 4, last loses.
STICKS, MOST_TAKEN = 21, 4
#: The arenas ``attracteur`` is tried on: the course's, then random ones.
ARENAS = ("sticks", "chomp:rows=2,cols=3", *(f"random:vertices=14,moves=3,seed={s}" for s in (1, 2, 3, 4)))

LAB = {
    "fails": QT_TRANSLATE_NOOP("lab", "{call} fails: {error}"),
    "coup": QT_TRANSLATE_NOOP("lab", "coup(n) for n = 1 … {n}: a winning move of the {n}-stick game (take 1 to "
                                     "{k}, whoever takes the last stick loses), and 1 from a losing position"),
    "not_a_move": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but with n = {n} one takes 1 to {most}"),
    "gives_away": QT_TRANSLATE_NOOP("lab", "{call} = {value} leads to {left}, a winning position for the "
                                           "opponent: rank {rank} in {attractor}"),
    "losing": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {n} is a losing position: the exercise asks for 1 "
                                       "there"),
    "attractor": QT_TRANSLATE_NOOP("lab", "{function}(G, S{p}, V{p}): the attractor of J{p} on {arenas}"),
    "not_a_dict": QT_TRANSLATE_NOOP("lab", "{call} on {arena} returns {value}, not a dictionary whose keys are "
                                           "the winning positions"),
    "forgets": QT_TRANSLATE_NOOP("lab", "{call} on {arena} forgets {vertex}, which enters at step {step} "
                                        "({set}): {reason}"),
    "adds_own": QT_TRANSLATE_NOOP("lab", "{call} on {arena} adds {vertex}, a vertex of J{p}, but none of its "
                                         "moves leads into the attractor"),
    "adds_other": QT_TRANSLATE_NOOP("lab", "{call} on {arena} adds {vertex}, a vertex of J{q}, but J{q} can move "
                                           "from it to {successor}, outside the attractor: a vertex of the "
                                           "opponent enters only when every move leads in"),
    "adds_end": QT_TRANSLATE_NOOP("lab", "{call} on {arena} adds {vertex}, where the play ends without J{p} "
                                         "winning"),
    "ranks": QT_TRANSLATE_NOOP("lab", "{function}(G, S{p}, V{p}): its keys are the attractor of J{p} on "
                                      "{arenas}, its values ranks (0 on V{p}, never less than the rank)"),
    "rank_low": QT_TRANSLATE_NOOP("lab", "{call} on {arena} gives {vertex} the value {value}, but J{p} cannot "
                                         "win from it in fewer than {rank} moves (rank {rank}: {set})"),
    "rank_target": QT_TRANSLATE_NOOP("lab", "{call} on {arena} gives {vertex} the value {value}, but it is a "
                                            "winning position of J{p} in zero moves: its value is 0"),
    "rules": QT_TRANSLATE_NOOP("lab", "est_finale(p) and coups_légaux(p) for p = 0 … {n}: the rules of the "
                                      "stick game (take 1 to {k})"),
    "final": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but the play ends exactly when no stick is left (p = 0)"),
    "moves": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but at p = {p} one may take {expected}"),
    "evaluation": QT_TRANSLATE_NOOP("lab", "{function}(p) for p = 0 … {n}: positive exactly where the player to "
                                           "move wins (take 1 to {k}, whoever takes the last stick loses)"),
    "eval_wins": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {p} is a winning position for the player to "
                                          "move: taking {move} leaves {left}, a losing position"),
    "eval_loses": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {p} is a losing position for the player to "
                                           "move: every move leaves the opponent a winning position"),
    "eval_move": QT_TRANSLATE_NOOP("lab", "{call} gives the move {move}, which leaves {left}, a winning position "
                                          "for the opponent"),
    "search": QT_TRANSLATE_NOOP("lab", "{call} on the course's trees and random ones (root MAX): the minimax "
                                       "value"),
    "search_leaves": QT_TRANSLATE_NOOP("lab", "{call} on the course's trees and random ones (root MAX): the "
                                              "minimax value, and the leaves visited in the order of the course's "
                                              "α-β (fail-hard)"),
    "value": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but the minimax value of {tree} is {expected}"),
    "leaves": QT_TRANSLATE_NOOP("lab", "{call} visits the leaves {given}, but the course's α-β visits {expected}: "
                                       "they differ from leaf {k} on (are α and β passed down to the children, "
                                       "and is a node left as soon as α ≥ β?)"),
    "heuristic": QT_TRANSLATE_NOOP("lab", "{function}(p) on {game} after 0, 1 and 2 moves and along random plays: "
                                          "the course's heuristic, {formula}, and ±∞ where a player has won"),
    "tictactoe": QT_TRANSLATE_NOOP("lab", "tic-tac-toe"),
    "connect4": QT_TRANSLATE_NOOP("lab", "Connect 4"),
    "tictactoe_h": QT_TRANSLATE_NOOP("lab", "(3·X₂ + X₁) − (3·O₂ + O₁), X_i counting the lines with i crosses "
                                            "and no nought"),
    "connect4_h": QT_TRANSLATE_NOOP("lab", "the weights of J1's cells minus those of J2's, a cell weighing the "
                                           "number of lines of four through it"),
    "h_value": QT_TRANSLATE_NOOP("lab", "{call} = {value} on the board {board} (moves {moves}), but the course's "
                                        "heuristic gives {expected}: {formula}"),
    "h_won": QT_TRANSLATE_NOOP("lab", "{call} = {value} on the board {board} (moves {moves}), where J{p} has won: "
                                      "the course gives it {expected} (at the least, a value beyond all those of "
                                      "positions still in play, which reach {most})"),
    "passed_one": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} check passed"),
    "passed_many": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} checks passed"),
    "failed_one": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} check failed"),
    "failed_many": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} checks failed"),
    "nothing": QT_TRANSLATE_NOOP("lab", "{file}: nothing to check in {functions} (--arena draws the game they "
                                        "describe)"),
    "no_function": QT_TRANSLATE_NOOP("lab", "no function the course asks for (coup, attracteur, "
                                            "attracteur_strat, est_finale, coups_légaux, évaluation…)"),
}


def recognise(names: list[str]) -> dict[str, str]:
    """The course's functions among ``names``: the course's name (ASCII) → the student's."""
    return {canonical: name for canonical, spellings in SPELLINGS.items() for name in spellings if name in names}


@dataclass(frozen=True)
class CheckResult:
    """One check: of which function, what it checks, whether it passed, and the first counter-example."""

    function: str
    what: str
    passed: bool
    counterexample: str = ""
    output: str = ""


@dataclass
class LabReport:
    """What gameviz found in one student's file."""

    path: Path
    recognised: dict[str, str] = field(default_factory=dict)  # the course's name → the student's
    results: list[CheckResult] = field(default_factory=list)
    load_failure: str = ""
    load_output: str = ""

    @property
    def passed(self) -> bool:
        return not self.load_failure and all(r.passed for r in self.results)

    def summary(self, tr: Translate = untranslated) -> str:
        """``eleve.py: 9 of 9 checks passed``, or how many failed, or that there was nothing to check."""
        if not self.results and not self.load_failure:
            return tr(LAB["nothing"]).format(file=self.path.name, functions=", ".join(self.recognised.values()))
        total = len(self.results)
        count = total if self.passed else sum(not r.passed for r in self.results)
        key = ("passed" if self.passed else "failed") + ("_one" if total == 1 else "_many")
        return tr(LAB[key]).format(file=self.path.name, count=count, total=total)


def check_file(path: str | Path, *, tr: Translate = untranslated, seconds: float = 2.0,
               progress: Callable[[int], bool] | None = None) -> LabReport:
    """Run and check every function of the course that the file defines; ``progress(k)`` is told
    before the k-th check and stops the work by returning False.

    Raises
    ------
    InputError
        If the file is not Python, cannot be read, or defines none of the course's functions.
    Cancelled
        If ``progress`` returned False.
    """
    with StudentCode(path, seconds=seconds) as code:
        report = LabReport(Path(path), load_output=code.loaded.output)
        if not code.loaded.ok:
            assert code.loaded.failure is not None
            report.load_failure = code.loaded.failure.describe()
            return report
        report.recognised = recognise(code.names)
        checkers = [checker for needed, checker in CHECKERS if set(needed) <= set(report.recognised)]
        if not report.recognised:
            raise InputError(tr(LAB["no_function"]), source=str(path))
        for k, checker in enumerate(checkers):
            if progress is not None and not progress(k):
                raise Cancelled()
            report.results += checker(code, report.recognised, tr)
        return report


# ---------------------------------------------------------------------- coup
def _sticks(n: int = STICKS, most: int = MOST_TAKEN) -> tuple[Arena, Solution]:
    arena = arena_from_spec(f"sticks:n={n},take=1-{most},last=loses")
    return arena, solve(arena)


def call_text(name: str, *args: Any) -> str:
    """``coup(7)``: a call as the student would write it."""
    return f"{name}({', '.join(repr(a) for a in args)})"


def is_number(value: Any) -> bool:
    """A number a student's function returned (True and False are not)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_whole(value: Any) -> bool:
    """A whole number a student's function returned (True and False are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_coup(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    name = names["coup"]
    arena, solution = _sticks()
    what = tr(LAB["coup"]).format(n=STICKS, k=MOST_TAKEN)
    printed = []
    for n in range(1, STICKS + 1):
        call = call_text(name, n)
        answer = code.call(name, n)
        printed.append(answer.output)
        if not answer.ok:
            return [_failed(name, what, fails(call, answer, tr), printed)]
        value, most = answer.value, min(MOST_TAKEN, n)
        if not is_whole(value) or not 1 <= value <= most:
            return [_failed(name, what, tr(LAB["not_a_move"]).format(call=call, value=repr(value),
                                                                    n=n, most=most), printed)]
        left = (n - value, 2)
        if solution.outcome[(n, 1)] == 1 and solution.outcome[left] != 1:
            rank = solution.attractors[2].rank[left]
            return [_failed(name, what, tr(LAB["gives_away"]).format(
                call=call, value=value, left=n - value, rank=rank, attractor="A²"), printed)]
        if solution.outcome[(n, 1)] != 1 and value != 1:
            return [_failed(name, what, tr(LAB["losing"]).format(call=call, value=value, n=n), printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


def _failed(name: str, what: str, counterexample: str, printed: list[str]) -> CheckResult:
    return CheckResult(name, what, False, counterexample, "".join(printed))


def fails(call: str, answer: Answer, tr: Translate) -> str:
    """``coup(7) fails: ZeroDivisionError: … (line 3: …)``."""
    return tr(LAB["fails"]).format(call=call, error=answer.failure.describe() if answer.failure else "?")


class CallFailed(Exception):
    """A call of the student's function failed; the text says which and why."""


def asker(code: StudentCode, names: dict[str, str], tr: Translate = untranslated,
          printed: list[str] | None = None) -> Callable[..., Any]:
    """``ask("accessibles", p)``: the student's function of that course name called on ``p``, its
    value returned, what it printed added to ``printed``; :class:`CallFailed` if it fails."""
    def ask(function: str, *args: Any) -> Any:
        name = names[function]
        answer = code.call(name, *args)
        if printed is not None:
            printed.append(answer.output)
        if not answer.ok:
            raise CallFailed(fails(call_text(name, *args), answer, tr))
        return answer.value
    return ask


# --------------------------------------------------------------- attracteur
def _course_arguments(arena: Arena, player: int) -> tuple[dict[Any, Any], dict[Any, bool], dict[Any, bool],
                                                           dict[Hashable, Any]]:
    """G, S_p and V_p as the course writes them (dictionaries), and what each vertex is called there:
    itself when it is a number, a string or a tuple (the stick game's (n, p)), its label otherwise."""
    def plain(v: Hashable) -> Any:
        return v if isinstance(v, (int, str, tuple)) else arena.label(v)

    called = {v: plain(v) for v in arena}
    graph = {called[v]: [called[w] for w in arena.successors(v)] for v in arena}
    own = {called[v]: True for v in arena if arena.player(v) == player}
    targets = {called[v]: True for v in arena.targets(player)}
    return graph, own, targets, called


def check_attractor(code: StudentCode, names: dict[str, str], tr: Translate, *, ranks: bool = False) -> list[CheckResult]:
    name = names["attracteur_strat" if ranks else "attracteur"]
    results = []
    for player in (1, 2):
        arenas = ", ".join(spec for spec in ARENAS if not spec.startswith("random")) + " + random:…"
        what = tr(LAB["ranks" if ranks else "attractor"]).format(function=name, p=player, arenas=arenas)
        printed: list[str] = []
        problem = ""
        for spec in ARENAS:
            arena = arena_from_spec(spec)
            solution = solve(arena)
            graph, own, targets, called = _course_arguments(arena, player)
            call = f"{name}(G, S{player}, V{player})"
            answer = code.call(name, graph, own, targets)
            printed.append(answer.output)
            problem = _attractor_problem(arena, solution, player, answer, called, call, spec, ranks, tr)
            if problem:
                break
        results.append(CheckResult(name, what, not problem, problem, "".join(printed)))
    return results


def _attractor_problem(arena: Arena, solution: Solution, player: int, answer: Answer, called: dict[Hashable, Any],
                       call: str, spec: str, ranks: bool, tr: Translate) -> str:
    """The first difference between the student's dictionary and the attractor, or ''."""
    if not answer.ok:
        return fails(f"{call} on {spec}", answer, tr)
    if not isinstance(answer.value, dict):
        return tr(LAB["not_a_dict"]).format(call=call, arena=spec, value=repr(answer.value)[:80])
    given = answer.value
    attractor = solution.attractors[player]
    for step in attractor.steps:  # forgotten vertices, in the order they enter
        for v in step.added:
            if called[v] not in given:
                reason = _reason(arena, step, v, tr)
                return tr(LAB["forgets"]).format(call=call, arena=spec, vertex=arena.label(v), step=step.index,
                                                 set=attractor_name(player, step.index), reason=reason)
    inside = {called[v] for v in attractor.rank}
    for v in arena:  # vertices added wrongly, in the arena's order
        if called[v] in given and called[v] not in inside:
            return _wrongly_added(arena, player, v, inside, called, call, spec, tr)
    if ranks:
        for v, rank in attractor.rank.items():
            value = given[called[v]]
            if rank == 0 and value != 0:
                return tr(LAB["rank_target"]).format(call=call, arena=spec, vertex=arena.label(v), value=repr(value),
                                                      p=player)
            if not is_number(value) or value < rank:
                return tr(LAB["rank_low"]).format(call=call, arena=spec, vertex=arena.label(v), value=repr(value),
                                                  p=player, rank=rank, set=attractor_name(player, rank))
    return ""


def _reason(arena: Arena, step: AttractorStep, vertex: Hashable, tr: Translate) -> str:
    """Why ``vertex`` enters at ``step``, as the Step panel says it."""
    moves = tuple(move for move in step.moves if move[0] == vertex)
    alone = AttractorStep(step.player, step.index, (vertex,), moves)
    return step_reasons(arena, alone, DEFAULT_NOTATION, tr)[0]


def _wrongly_added(arena: Arena, player: int, v: Hashable, inside: set[Any], called: dict[Hashable, Any],
                   call: str, spec: str, tr: Translate) -> str:
    successors = arena.successors(v)
    if not successors:
        return tr(LAB["adds_end"]).format(call=call, arena=spec, vertex=arena.label(v), p=player)
    if arena.player(v) == player:
        return tr(LAB["adds_own"]).format(call=call, arena=spec, vertex=arena.label(v), p=player)
    out = next(w for w in successors if called[w] not in inside)
    return tr(LAB["adds_other"]).format(call=call, arena=spec, vertex=arena.label(v), q=other(player),
                                        successor=arena.label(out))


# ----------------------------------------------------- the stick game's rules
def _most_taken(code: StudentCode, names: dict[str, str]) -> int:
    """The most sticks a move takes in the student's game: the largest of ``coups_légaux(21)``."""
    answer = code.call(names["coups_legaux"], STICKS)
    if answer.ok and isinstance(answer.value, (list, tuple, set)):
        moves = [m for m in answer.value if is_whole(m)]
        if moves and max(moves) >= 1:
            return min(max(moves), STICKS)
    return MOST_TAKEN


def check_rules(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    final, moves = names["est_finale"], names["coups_legaux"]
    most = _most_taken(code, names)
    what = tr(LAB["rules"]).format(n=STICKS, k=most)
    printed: list[str] = []
    for p in range(STICKS + 1):
        answer = code.call(final, p)
        printed.append(answer.output)
        if not answer.ok:
            return [_failed(final, what, fails(call_text(final, p), answer, tr), printed)]
        if bool(answer.value) != (p == 0):
            return [_failed(final, what, tr(LAB["final"]).format(call=call_text(final, p), value=repr(answer.value)),
                            printed)]
        answer = code.call(moves, p)
        printed.append(answer.output)
        if not answer.ok:
            return [_failed(moves, what, fails(call_text(moves, p), answer, tr), printed)]
        expected = list(range(1, min(most, p) + 1))
        value = answer.value
        if not isinstance(value, (list, tuple, set)) or sorted(value, key=repr) != sorted(expected, key=repr):
            return [_failed(moves, what, tr(LAB["moves"]).format(
                call=call_text(moves, p), value=repr(value), p=p,
                expected=_alternatives(expected)), printed)]
    return [CheckResult(f"{final}, {moves}", what, True, output="".join(printed))]


def _alternatives(moves: list[int]) -> str:
    """``1, 2, 3`` (or ``nothing``)."""
    return ", ".join(map(str, moves)) if moves else "∅"


def check_evaluation(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    name = names["evaluation"]
    most = _most_taken(code, names) if "coups_legaux" in names else MOST_TAKEN
    arena, solution = _sticks(STICKS, most)
    what = tr(LAB["evaluation"]).format(function=name, n=STICKS, k=most)
    printed: list[str] = []
    for p in range(STICKS + 1):
        call = call_text(name, p)
        answer = code.call(name, p)
        printed.append(answer.output)
        if not answer.ok:
            return [_failed(name, what, fails(call, answer, tr), printed)]
        value, given = (answer.value[0], answer.value[1]) if isinstance(answer.value, tuple) and \
            len(answer.value) == 2 else (answer.value, None)
        wins = solution.outcome[(p, 1)] == 1
        if not is_number(value) or (value > 0) != wins:
            if wins:
                move = next(m for m in range(1, min(most, p) + 1) if solution.outcome[(p - m, 2)] == 1)
                text = tr(LAB["eval_wins"]).format(call=call, value=repr(answer.value), p=p, move=move, left=p - move)
            else:
                text = tr(LAB["eval_loses"]).format(call=call, value=repr(answer.value), p=p)
            return [_failed(name, what, text, printed)]
        if wins and isinstance(given, (list, tuple)):
            for move in given:
                if not isinstance(move, int) or not 1 <= move <= min(most, p) or solution.outcome[(p - move, 2)] != 1:
                    return [_failed(name, what, tr(LAB["eval_move"]).format(
                        call=call, move=repr(move), left=p - move if isinstance(move, int) else "?"), printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


# ------------------------------------------------------------ minimax, α-β
#: The trees of the course: Russell and Norvig's, and the one of seed 000 where D is cut.
COURSE_TREES: list[Any] = [[[3, 12, 8], [2, 4, 6], [14, 5, 2]], [[30, 25], [28, 12], [17, 5, 35]]]
#: Names a student may give the list of visited leaves their function fills.
TRACE_NAMES = ("vus", "visites", "visités", "visite", "feuilles", "trace", "visited", "visit", "callback",
               "rappel", "noter")


def _random_tree(seed: int) -> list[Any]:
    """Depth 3, 2 or 3 children per node, distinct leaf values (so the order of visits is clear)."""
    rng = Random(seed)
    values = iter(rng.sample(range(1, 100), 27))

    def node(depth: int) -> Any:
        return next(values) if depth == 0 else [node(depth - 1) for _ in range(rng.randint(2, 3))]

    return node(3)


def _course_search(tree: Any) -> tuple[float, list[float]]:
    """The minimax value of ``tree`` (root MAX) and the leaves the course's α-β visits, in order."""
    exercise = parse_nested(json.dumps(tree))
    assert isinstance(exercise, ExerciseTree)  # the lab's trees hold plain numbers
    events, result = collect(alphabeta(exercise))
    return result.number, [event.value for event in events if isinstance(event, Leaf) and not isinstance(event.value, tuple)]


def check_search(code: StudentCode, names: dict[str, str], tr: Translate, *, kind: str) -> list[CheckResult]:
    """``minimax(tree)``, ``negamax(tree)`` or ``alphabeta(tree, -inf, inf)`` against the course's α-β;
    for ``alphabeta``, also the leaves it visits when it records them (a list it fills or a
    function it calls, passed as ``vus``, ``trace``…) or returns them beside its value."""
    name = names[kind]
    trace = next((p for p in code.parameters(name) if p in TRACE_NAMES), "") if kind == "alphabeta" else ""
    window = ", -inf, inf" if kind == "alphabeta" else ""
    printed: list[str] = []
    recorded = bool(trace)

    def result(counterexample: str = "") -> list[CheckResult]:
        what = tr(LAB["search_leaves" if recorded else "search"]).format(call=f"{name}(tree{window})")
        return [CheckResult(name, what, not counterexample, counterexample, "".join(printed))]

    for tree in COURSE_TREES + [_random_tree(seed) for seed in range(1, 9)]:
        expected, leaves = _course_search(tree)
        args = (tree, -math.inf, math.inf) if kind == "alphabeta" else (tree,)
        text = json.dumps(tree).replace(" ", "")
        call = f"{name}({text}{window})"
        answer = code.call(name, *args, trace=trace)
        printed.append(answer.output)
        if not answer.ok:
            return result(fails(call, answer, tr))
        value, visited = _value_and_visits(answer.value, bool(trace)) if kind == "alphabeta" else (answer.value, None)
        recorded = recorded or visited is not None
        if not is_number(value) or value != expected:
            return result(tr(LAB["value"]).format(call=call, value=repr(value), tree=text,
                                                  expected=format_value(expected)))
        if visited is not None and visited != leaves:
            k = next((i for i, (a, b) in enumerate(zip(visited, leaves, strict=False)) if a != b),
                     min(len(visited), len(leaves)))
            return result(tr(LAB["leaves"]).format(call=call, given=_values(visited), expected=_values(leaves),
                                                   k=k + 1))
    return result()


def _value_and_visits(given: Any, traced: bool) -> tuple[Any, list[Any] | None]:
    """The value a search returned, and the leaves it visited (the numbers among what it recorded)
    when it recorded them or returned them beside its value (``return valeur, feuilles``)."""
    if isinstance(given, (tuple, list)) and len(given) == 2 and isinstance(given[1], (tuple, list)) \
            and (traced or is_number(given[0])):
        return given[0], [v for v in given[1] if is_number(v)]
    return given, None


def _values(values: list[Any]) -> str:
    return "[" + ", ".join(format_value(v) if is_number(v) else repr(v) for v in values) + "]"


# ---------------------------------------------------------------------- h
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
    except CallFailed:
        return []  # not a game h can be tried on; opening it as a game says what fails
    if reading is None:
        return []
    kind = "tictactoe" if len(reading.places) == 9 else "connect4"
    what = tr(LAB["heuristic"]).format(function=name, game=tr(LAB[kind]), formula=tr(LAB[f"{kind}_h"]))
    try:
        samples = _heuristic_samples(ask, reading, start)
        values = [(sample, ask("h", sample.position)) for sample in samples]
    except CallFailed as failure:
        return [_failed(name, what, str(failure), printed)]
    game = reading.game

    def has_won(sample: _Sample) -> bool:
        return game.winner(sample.state) in (1, 2)

    most = max((abs(v) for s, v in values if is_number(v) and not has_won(s)), default=0)
    for sample, value in sorted(values, key=lambda sv: (has_won(sv[0]), len(sv[0].moves))):  # in play first
        expected = game.heuristic(sample.state)
        if has_won(sample) and is_number(value) and (value > 0) == (expected > 0) and abs(value) > most:
            continue
        if not has_won(sample) and is_number(value) and math.isclose(value, expected, abs_tol=1e-9):
            continue
        grid = game.board(sample.state)
        board = "/".join(grid.rows) if isinstance(grid, Grid) else game.label(sample.state)
        call = call_text(name, sample.position)
        call = call if len(call) <= 60 else call[:59] + "…)"
        details = dict(call=call, value=format_value(value) if is_number(value) else repr(value), board=board,
                       moves=" ".join(sample.moves) or "—", expected=format_value(expected))
        if has_won(sample):
            text = tr(LAB["h_won"]).format(**details, p=game.winner(sample.state), most=format_value(most))
        else:
            formula = info_of(game).heuristic_notes(game, sample.state).formula
            text = tr(LAB["h_value"]).format(**details, formula=formula)
        return [_failed(name, what, text, printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


Checker = Callable[[StudentCode, dict[str, str], Translate], list[CheckResult]]

#: Which functions each check needs, in the order the report lists them.
CHECKERS: list[tuple[tuple[str, ...], Checker]] = [
    (("coup",), check_coup),
    (("attracteur",), check_attractor),
    (("attracteur_strat",), lambda code, names, tr: check_attractor(code, names, tr, ranks=True)),
    (("est_finale", "coups_legaux"), check_rules),
    (("evaluation",), check_evaluation),
    (("minimax",), lambda code, names, tr: check_search(code, names, tr, kind="minimax")),
    (("negamax",), lambda code, names, tr: check_search(code, names, tr, kind="negamax")),
    (("alphabeta",), lambda code, names, tr: check_search(code, names, tr, kind="alphabeta")),
    (("start", "accessibles", "estjoueur", "h"), check_heuristic),
]
