"""The course's figure 7 run as written: ``minimax(G, p, h, prof)`` with the file's own ``h``.

Seed 000's ``minimax`` returns ``h(p)`` where ``G[p] == []``, and the ``h`` of its figure 7 gives 0 to
every position but the two one move from the end, the finished ones included: from five sticks at
depth 4 the search then answers 0, where the game is lost for J1 (−∞). The lab checks the function's
signature with a table ``h`` (:func:`gameviz.lab.course_search.check_graph_search`); this check runs it
with the student's own ``h`` and, when the answer is not the game's value, names the finished
position ``h`` values wrongly.
"""

from __future__ import annotations

from typing import Any

from gameviz.core.outcome import Outcome, outcome_value
from gameviz.core.search.tree import format_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.games import arena_from_spec
from gameviz.lab.course_search import STICKS, GraphTree, graph_arguments, minimax_value, takes_graph
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.verdicts import CheckResult, failed, fails, is_number
from gameviz.lab.wire import Lookup

#: Figure 7's search: from five sticks, J1 to move, at depth 4.
FIGURE_7 = ((5, 1), 4)

WORDS = {
    "own_h": QT_TRANSLATE_NOOP("lab", "{function}(G, {p}, {h}, {prof}) on the course's 10-stick arena with the file's "
                                      "own {h}, as figure 7 runs it: the value of the game, {p} being lost for J1"),
    "own_h_value": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {p} is lost for J1: its value is {expected}"),
    "own_h_end": QT_TRANSLATE_NOOP("lab", "; {h}({v}) = {value}, yet {v} is a finished game that J{winner} has won "
                                          "({expected}), and the search returns h(p) where G[p] == []: h must value "
                                          "a finished position by who has won"),
}


def check_with_own_heuristic(code: StudentCode, names: dict[str, str], tr: Translate, *,
                             kind: str) -> list[CheckResult]:
    """``minimax(G, (5, 1), h, 4)`` (or ``negamax``, ``alphabeta``) on the course's 10-stick arena with the
    file's own ``h``, against the value of the game (five sticks are lost for J1: −∞); nothing to check
    when the function takes no graph or ``h`` does not value the stick game's positions (an ``h`` of
    another game)."""
    name = names[kind]
    if not takes_graph(code.parameters(name)):
        return []
    arena = arena_from_spec(STICKS)
    graph: dict[Any, list[Any]] = {v: list(arena.successors(v)) for v in arena}
    printed: list[str] = []
    values = _own_values(code, names["h"], graph, printed)
    return [] if values is None else [_figure_7(code, name, names["h"], kind, graph, values, printed, tr)]


def _figure_7(code: StudentCode, name: str, h: str, kind: str, graph: dict[Any, list[Any]], values: dict[Any, Any],
              printed: list[str], tr: Translate) -> CheckResult:
    """The result of ``name(G, (5, 1), h, 4)``, ``h`` being the table of the student's ``h``."""
    p, prof = FIGURE_7
    ends = {v: outcome_value(Outcome(v[1])) for v in graph if not graph[v]}  # the last stick loses
    exact = minimax_value(GraphTree(graph, lambda v: ends.get(v, 0.0), _j1_moves, p), p, None)
    expected = -exact if kind == "negamax" and p[1] == 2 else exact
    what = tr(WORDS["own_h"]).format(function=name, h=h, p=p, prof=prof)
    call = f"{name}(G, {p!r}, {h}, {prof})"
    answer = code.call(name, *graph_arguments(code.parameters(name), graph, p, Lookup(values), prof))
    printed.append(answer.output)
    if not answer.ok:
        return failed(name, what, fails(call, answer, tr), printed)
    if is_number(answer.value) and answer.value == expected:
        return CheckResult(name, what, True, output="".join(printed))
    problem = tr(WORDS["own_h_value"]).format(call=call, value=repr(answer.value), p=p, expected=format_value(exact))
    return failed(name, what, problem + _wrong_end(h, values, ends, tr), printed)


def _own_values(code: StudentCode, h: str, graph: dict[Any, list[Any]], printed: list[str]) -> dict[Any, Any] | None:
    """The student's ``h`` at every position of the arena, or None if it does not give each one a number."""
    values = {}
    for v in graph:
        answer = code.call(h, v)
        printed.append(answer.output)
        if not answer.ok or not is_number(answer.value):
            return None
        values[v] = answer.value
    return values


def _wrong_end(h: str, values: dict[Any, Any], ends: dict[Any, float], tr: Translate) -> str:
    """What the student's ``h`` says wrongly of the first finished position it values wrongly, "" if none."""
    wrong = [v for v, value in ends.items() if values[v] != value]
    if not wrong:
        return ""
    v = wrong[0]
    return tr(WORDS["own_h_end"]).format(h=h, v=v, value=repr(values[v]), winner=v[1], expected=format_value(ends[v]))


def _j1_moves(position: Any) -> bool:
    """Whether J1 moves at a position ``(sticks, player)`` of the course's arena."""
    return bool(position[1] == 1)
