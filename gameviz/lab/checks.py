"""Each function the course asks students to write, checked against gameviz's own answer, with the
first difference said in the course's words.

- ``attracteur(G, S1, V1)``: the keys of the returned dictionary against the attractor, on the
  course's 10-stick arena, Chomp 2×3 and random arenas, for both players; the first vertex
  forgotten (with the step where it enters and why) or added wrongly (and why not).
- ``attracteur_strat(G, S1, V1)``: the same keys, and values that lead to the targets: 0 exactly on
  the targets, every other vertex with a successor of smaller value (the course's own recursion
  gives such values, not always the ranks).
- ``coup(n)``, ``est_finale(p)``, ``coups_légaux(p)`` and ``évaluation(p)``, seed 001's Nim exercise:
  :mod:`gameviz.lab.nim_exercise`.
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
from gameviz.core.numerals import singular
from gameviz.core.solution import Solution, solve
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import DEFAULT_NOTATION
from gameviz.games import arena_from_spec
from gameviz.lab.course_search import check_graph_search, check_strategy, check_val, takes_graph, takes_position
from gameviz.lab.figure7_check import check_with_own_heuristic
from gameviz.lab.heuristic_checks import check_heuristic
from gameviz.lab.nim_exercise import check_coup, check_evaluation, check_rules
from gameviz.lab.sandbox import CALL_SECONDS, Answer, StudentCode
from gameviz.lab.search_checks import check_search
from gameviz.lab.verdicts import CheckResult, fails, is_number, shown_name
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

#: The arenas ``attracteur`` is tried on: the course's, then random ones.
ARENAS = ("sticks", "chomp:rows=2,cols=3", *(f"random:vertices=14,moves=3,seed={s}" for s in (1, 2, 3, 4)))

LAB = {
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
    "passed_one": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} check passed"),
    "passed_many": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} checks passed"),
    "failed_one": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} check failed"),
    "failed_many": QT_TRANSLATE_NOOP("lab", "{file}: {count} of {total} checks failed"),
    #: one check of several failed (French: "1 vérification sur 5 a échoué", the verb agreeing with 1)
    "failed_one_of_many": QT_TRANSLATE_NOOP("lab", "{file}: {count} check of {total} failed"),
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
        if key == "failed_many" and singular(count):
            key = "failed_one_of_many"
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
    (("minimax", "h"), lambda code, names, tr: check_with_own_heuristic(code, names, tr, kind="minimax")),
    (("negamax", "h"), lambda code, names, tr: check_with_own_heuristic(code, names, tr, kind="negamax")),
    (("alphabeta", "h"), lambda code, names, tr: check_with_own_heuristic(code, names, tr, kind="alphabeta")),
    (("start", "accessibles", "estjoueur", "h"), check_heuristic),
    (("start", "accessibles", "estjoueur", "h", "val"), lambda code, names, tr: check_val(code, names, tr, kind="val")),
    (("start", "accessibles", "estjoueur", "h", "meilleur"),
     lambda code, names, tr: check_val(code, names, tr, kind="meilleur")),
]
