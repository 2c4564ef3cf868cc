"""Each function the course asks students to write, checked against gameviz's own answer, with the
first difference said in the course's words.

- ``coup(n)`` (the 21-stick game, take 1 to 4, whoever takes the last stick loses): from a winning
  position, a move that leaves the opponent a losing one; from a losing position, 1.
- ``attracteur(G, S1, V1)``: the keys of the returned dictionary against the attractor, on the
  course's 10-stick arena, Chomp 2×3 and random arenas, for both players; the first vertex
  forgotten (with the step where it enters and why) or added wrongly (and why not).
- ``attracteur_strat(G, S1, V1)``: the same keys, and values that lead to the targets: 0 exactly on
  the targets, every other vertex with a successor of smaller value (the course's own recursion
  gives such values, not always the ranks).
- ``est_finale(p)`` and ``coups_légaux(p)``: the rules of the exercise's game (seed 001: 21
  sticks, take 1 to 4, the last stick loses).
- ``évaluation(p)`` or ``évaluation(p, d)`` (seed 001's depth-bounded version, given a depth that
  reaches the end; a number, or the course's pair ``(value, moves)``): positive exactly where
  the player to move wins the exercise's game, and the moves it gives are winning ones (at least
  one where there is one).

Functions right for another stick game (take 1 to 3, say) fail, and are told which game they
describe.
- ``minimax``, ``negamax``, ``alphabeta`` on nested lists: :mod:`gameviz.lab.search_checks`.
- ``h(p)`` of the lab sheet's games: :mod:`gameviz.lab.heuristic_checks`.

A check that meets an answer it cannot judge fails with the reason; the other checks go on.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from gameviz.core.arena import Arena, other
from gameviz.core.attractor import Attractor, AttractorStep
from gameviz.core.errors import Cancelled, InputError
from gameviz.core.solution import Solution, solve
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import DEFAULT_NOTATION
from gameviz.games import arena_from_spec
from gameviz.lab.course_search import check_graph_search, check_strategy, check_val, takes_graph, takes_position
from gameviz.lab.heuristic_checks import check_heuristic
from gameviz.lab.sandbox import CALL_SECONDS, Answer, StudentCode
from gameviz.lab.search_checks import check_search
from gameviz.lab.verdicts import CheckResult, call_text, failed, fails, is_number, is_whole, shown_name
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
    "strategie": ("strategie", "stratégie", "strategy"),
    "val": ("val", "valeur"),
    "meilleur": ("meilleur", "best"),
    "negamax": ("negamax",),
    "alphabeta": ("alphabeta", "alpha_beta"),
}

#: The stick game of ``coup`` and the Nim exercise (seed 001): 21 sticks, take 1 to 4, last loses.
STICKS, MOST_TAKEN = 21, 4
#: The largest move of the other stick games a student's ``évaluation`` is tried on, to say which game it describes.
MOST_TRIED = 6
#: The arenas ``attracteur`` is tried on: the course's, then random ones.
ARENAS = ("sticks", "chomp:rows=2,cols=3", *(f"random:vertices=14,moves=3,seed={s}" for s in (1, 2, 3, 4)))

LAB = {
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
                                      "{arenas}, its values lead to V{p} (0 on V{p}, every other value with a "
                                      "successor of smaller value)"),
    "rank_unjustified": QT_TRANSLATE_NOOP("lab", "{call} on {arena} gives {vertex} the value {value}, but none "
                                                 "of its successors has a smaller value ({successors}): following "
                                                 "the values does not lead to V{p}"),
    "rank_low": QT_TRANSLATE_NOOP("lab", "{call} on {arena} gives {vertex} the value {value}, but J{p} cannot "
                                         "win from it in fewer than {rank} moves (rank {rank}: {set})"),
    "rank_target": QT_TRANSLATE_NOOP("lab", "{call} on {arena} gives {vertex} the value {value}, but it is a "
                                            "winning position of J{p} in zero moves: its value is 0"),
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
    "passed_one": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} check passed"),
    "passed_many": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} checks passed"),
    "failed_one": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} check failed"),
    "failed_many": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} checks failed"),
    "nothing": QT_TRANSLATE_NOOP("lab", "{file}: nothing to check in {functions} (--arena draws the game they "
                                        "describe)"),
    "unjudged": QT_TRANSLATE_NOOP("lab", "gameviz could not judge the answers of {function}: {error}"),
    "no_function": QT_TRANSLATE_NOOP("lab", "no function the course asks for (coup, attracteur, "
                                            "attracteur_strat, est_finale, coups_légaux, évaluation…)"),
}


def recognise(names: list[str]) -> dict[str, str]:
    """The course's functions among ``names``: the course's name (ASCII) → the student's."""
    return {canonical: name for canonical, spellings in SPELLINGS.items() for name in spellings if name in names}


@dataclass
class LabReport:
    """What gameviz found in one student's file."""

    path: Path
    recognised: dict[str, str] = field(default_factory=dict)  # the course's name → the student's
    results: list[CheckResult] = field(default_factory=list)
    load_failure: str = ""
    load_output: str = ""
    #: the containment the code ran under (:func:`gameviz.lab.containment.level`)
    containment: str = ""

    @property
    def passed(self) -> bool:
        return not self.load_failure and all(r.passed for r in self.results)

    def summary(self, tr: Translate = untranslated) -> str:
        """``eleve.py: 9 of 9 checks passed``, or how many failed, or that there was nothing to check."""
        if not self.results and not self.load_failure:
            return tr(LAB["nothing"]).format(file=shown_name(self.path), functions=", ".join(self.recognised.values()))
        total = len(self.results)
        count = total if self.passed else sum(not r.passed for r in self.results)
        key = ("passed" if self.passed else "failed") + ("_one" if total == 1 else "_many")
        return tr(LAB[key]).format(file=shown_name(self.path), count=count, total=total)


def check_file(path: str | Path, *, tr: Translate = untranslated, seconds: float = CALL_SECONDS,
               progress: Callable[[int], bool] | None = None, containment_level: str | None = None) -> LabReport:
    """Run and check every function of the course that the file defines; ``progress(k)`` is told
    before the k-th check and stops the work by returning False.

    Raises
    ------
    InputError
        If the file is not Python, cannot be read, or defines none of the course's functions.
    Cancelled
        If ``progress`` returned False.
    """
    with StudentCode(path, seconds=seconds, containment_level=containment_level) as code:
        report = LabReport(Path(path), load_output=code.loaded.output, containment=code.level)
        try:
            _check_all(code, report, tr, progress)
        finally:
            report.load_output += code.printed_outside()
        return report


def _check_all(code: StudentCode, report: LabReport, tr: Translate, progress: Callable[[int], bool] | None) -> None:
    if not code.loaded.ok:
        assert code.loaded.failure is not None
        report.load_failure = code.loaded.failure.describe()
        return
    report.recognised = recognise(code.names)
    if not report.recognised:
        raise InputError(tr(LAB["no_function"]), source=str(report.path))
    checkers = [(needed, checker) for needed, checker in CHECKERS if set(needed) <= set(report.recognised)]
    for k, (needed, checker) in enumerate(checkers):
        if progress is not None and not progress(k):
            raise Cancelled()
        results = _run_check(code, report.recognised, needed, checker, tr)
        report.results += [replace(result, column=column(needed)) for result in results]


def _run_check(code: StudentCode, names: dict[str, str], needed: tuple[str, ...], checker: Checker,
               tr: Translate) -> list[CheckResult]:
    """The results of one check; if it breaks on an answer no check foresaw, that check fails (the
    others go on)."""
    try:
        return checker(code, names, tr)
    except Exception as error:  # noqa: BLE001
        name = names[needed[-1]]
        return [CheckResult(name, name, False, tr(LAB["unjudged"]).format(
            function=name, error=f"{type(error).__name__}: {error}"[:300]))]


#: Functions of the lab sheet's game interface: checked through the function that uses them.
INTERFACE = ("start", "accessibles", "estjoueur")


def column(needed: tuple[str, ...]) -> str:
    """The column of the class table of a check needing ``needed``: the course's names of the
    functions it checks (``h`` only when it is the one checked)."""
    parts = [name for name in needed if name not in INTERFACE]
    if len(parts) > 1 and "h" in parts:
        parts.remove("h")
    return ", ".join(SPELLINGS[name][0] for name in parts)


def columns() -> list[str]:
    """Every column of the class table, in the order of the checks."""
    return list(dict.fromkeys(column(needed) for needed, _ in CHECKERS))


# ---------------------------------------------------------------------- coup
def _sticks(n: int = STICKS, most: int = MOST_TAKEN) -> tuple[Arena, Solution]:
    arena = arena_from_spec(f"sticks:n={n},take=1-{most},last=loses")
    return arena, solve(arena)


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
            return [failed(name, what, fails(call, answer, tr), printed)]
        value, most = answer.value, min(MOST_TAKEN, n)
        if not is_whole(value) or not 1 <= value <= most:
            return [failed(name, what, tr(LAB["not_a_move"]).format(call=call, value=repr(value),
                                                                    n=n, most=most), printed)]
        left = (n - value, 2)
        if solution.outcome[(n, 1)] == 1 and solution.outcome[left] != 1:
            rank = solution.attractors[2].rank[left]
            return [failed(name, what, tr(LAB["gives_away"]).format(
                call=call, value=value, left=n - value, rank=rank, attractor="A²"), printed)]
        if solution.outcome[(n, 1)] != 1 and value != 1:
            return [failed(name, what, tr(LAB["losing"]).format(call=call, value=value, n=n), printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


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
    forgotten = _first_forgotten(attractor, given, called)
    if forgotten is not None:
        step, v = forgotten
        reason = _reason(arena, step, v, tr)
        return tr(LAB["forgets"]).format(call=call, arena=spec, vertex=arena.label(v), step=step.index,
                                         set=attractor_name(player, step.index), reason=reason)
    inside = {called[v] for v in attractor.rank}
    for v in arena:  # vertices added wrongly, in the arena's order
        if called[v] in given and called[v] not in inside:
            return _wrongly_added(arena, player, v, inside, called, call, spec, tr)
    return _labels_problem(arena, attractor.rank, given, called, call, spec, player, tr) if ranks else ""


def _first_forgotten(attractor: Attractor, given: dict[Any, Any],
                     called: dict[Hashable, Any]) -> tuple[AttractorStep, Hashable] | None:
    """The first vertex of the attractor missing from the student's dictionary, in the order the
    vertices enter, with the step it enters at; None if none is missing."""
    return next(((step, v) for step in attractor.steps for v in step.added if called[v] not in given), None)


def _labels_problem(arena: Arena, ranks: Mapping[Hashable, int], given: dict[Any, Any], called: dict[Hashable, Any],
                    call: str, spec: str, player: int, tr: Translate) -> str:
    """The first value of the student's dictionary that does not lead to the targets, or ''.

    The course's recursion (seed 000, I.5) labels a vertex one more than the successor it was
    reached from, which is not always its rank, and may be below it (an opponent's vertex labelled
    from the last successor to enter, not the slowest) or above it: any labelling is accepted where
    the targets have 0 and every other vertex a successor of smaller value, so that following the
    values leads to the targets. Only a breadth-first queue gives the ranks."""
    for v, rank in ranks.items():
        value, said = given[called[v]], {"call": call, "arena": spec, "vertex": arena.label(v), "p": player}
        if rank == 0 and value != 0:
            return tr(LAB["rank_target"]).format(value=repr(value), **said)
        if not is_number(value):
            return tr(LAB["rank_low"]).format(value=repr(value), rank=rank, set=attractor_name(player, rank), **said)
        successors = [given.get(called[w]) for w in arena.successors(v)]
        if rank > 0 and not any(is_number(w) and w < value for w in successors):
            values = _successor_values(arena, v, given, called)
            return tr(LAB["rank_unjustified"]).format(value=repr(value), successors=values, **said)
    return ""


def _successor_values(arena: Arena, v: Hashable, given: dict[Any, Any], called: dict[Hashable, Any]) -> str:
    """``b: 1, c: —``: the student's value of each successor of ``v`` (— where it gives none)."""
    return ", ".join(f"{arena.label(w)}: {repr(given[called[w]]) if called[w] in given else '—'}"
                     for w in arena.successors(v))


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
    return tr(LAB["other_game"]).format(n=STICKS, k=other, most=MOST_TAKEN, problem=problem)


def check_rules(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    final, moves = names["est_finale"], names["coups_legaux"]
    what = tr(LAB["rules"]).format(n=STICKS, k=MOST_TAKEN)
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
            return final, tr(LAB["final"]).format(call=call_text(final, p), value=repr(answer.value))
        answer = code.call(moves, p)
        printed.append(answer.output)
        if not answer.ok:
            return moves, fails(call_text(moves, p), answer, tr)
        expected = list(range(1, min(most, p) + 1))
        value = answer.value
        if not isinstance(value, (list, tuple, set)) or sorted(value, key=repr) != sorted(expected, key=repr):
            return moves, tr(LAB["moves"]).format(call=call_text(moves, p), value=repr(value), p=p,
                                                  expected=_alternatives(expected))
    return "", ""


def _alternatives(moves: list[int]) -> str:
    """``1, 2, 3`` (or ``nothing``)."""
    return ", ".join(map(str, moves)) if moves else "∅"


def check_evaluation(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    name = names["evaluation"]
    # seed 001's évaluation(p, d), depth-bounded: a depth that reaches the end of every play
    depth = (STICKS,) if (code.required(name) or 0) >= 2 else ()
    what = tr(LAB["evaluation_depth" if depth else "evaluation"]).format(function=name, n=STICKS, k=MOST_TAKEN,
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
            return tr(LAB["eval_wins"]).format(call=call, value=repr(answer), p=p, move=move, left=p - move)
        return tr(LAB["eval_loses"]).format(call=call, value=repr(answer), p=p)
    if wins and given is not None:
        return _winning_moves_problem(given, call, p, solution, most, tr)
    return ""


def _winning_moves_problem(given: Any, call: str, p: int, solution: Solution, most: int, tr: Translate) -> str:
    """What is wrong with the winning moves ``évaluation(p)`` gives at a won position, "" if nothing."""
    moves = list(given) if isinstance(given, (list, tuple, set, frozenset)) else [given]
    winning = _winning_move(solution, p, most)
    if not moves and winning is not None:
        return tr(LAB["eval_no_move"]).format(call=call, p=p, move=winning, left=p - winning)
    for move in sorted(moves, key=repr):
        if not is_whole(move) or not 1 <= move <= min(most, p) or solution.outcome[(p - move, 2)] != 1:
            left = p - move if is_whole(move) and 1 <= move <= p else "?"
            return tr(LAB["eval_move"]).format(call=call, move=repr(move), left=left)
    return ""


def _winning_move(solution: Solution, p: int, most: int) -> int | None:
    """The fewest sticks that leave the opponent a losing position, or None (no move, or none wins)."""
    return next((m for m in range(1, min(most, p) + 1) if solution.outcome[(p - m, 2)] == 1), None)


Checker = Callable[[StudentCode, dict[str, str], Translate], list[CheckResult]]


def _search(kind: str) -> Checker:
    """The check of ``kind`` (minimax, negamax, alphabeta): on the course's graph when the student's
    function takes (G, p, h, prof…), over the student's own game when it takes a position (and the
    file has the lab sheet's interface), on nested lists when it takes a tree."""
    def check(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
        parameters = code.parameters(names[kind])
        if takes_graph(parameters):
            return check_graph_search(code, names, tr, kind=kind)
        if takes_position(parameters) and all(n in names for n in (*INTERFACE, "h")):
            return check_val(code, names, tr, kind=kind)
        return check_search(code, names, tr, kind=kind)
    return check


#: Which functions each check needs, in the order the report lists them.
CHECKERS: list[tuple[tuple[str, ...], Checker]] = [
    (("coup",), check_coup),
    (("attracteur",), check_attractor),
    (("attracteur_strat",), lambda code, names, tr: check_attractor(code, names, tr, ranks=True)),
    (("strategie",), check_strategy),
    (("est_finale", "coups_legaux"), check_rules),
    (("evaluation",), check_evaluation),
    (("minimax",), _search("minimax")),
    (("negamax",), _search("negamax")),
    (("alphabeta",), _search("alphabeta")),
    (("start", "accessibles", "estjoueur", "h"), check_heuristic),
    (("start", "accessibles", "estjoueur", "h", "val"), lambda code, names, tr: check_val(code, names, tr, kind="val")),
    (("start", "accessibles", "estjoueur", "h", "meilleur"),
     lambda code, names, tr: check_val(code, names, tr, kind="meilleur")),
]
