"""The course's searches over trees written as nested lists (root MAX): ``minimax(tree)``,
``negamax(tree)``, ``alphabeta(tree, alpha, beta)``, their value on the course's trees and random
ones, and for ``alphabeta`` the leaves it visits against the course's α-β (fail-hard) when it
records them.
"""

from __future__ import annotations

import json
import math
from random import Random
from typing import Any, TypeAlias

from gameviz.core.search import alphabeta
from gameviz.core.search.trace import Leaf, collect
from gameviz.core.search.tree import ExerciseTree, format_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.io.exercise_tree import parse_nested
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.verdicts import CheckResult, fails, is_number

WORDS = {
    "search": QT_TRANSLATE_NOOP("lab", "{call} on the course's trees and random ones (root MAX): the minimax "
                                       "value"),
    "search_leaves": QT_TRANSLATE_NOOP("lab", "{call} on the course's trees and random ones (root MAX): the "
                                              "minimax value, and the leaves visited in the order of the course's "
                                              "α-β (fail-hard)"),
    "value": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but the minimax value of {tree} is {expected}"),
    "leaves": QT_TRANSLATE_NOOP("lab", "{call} visits the leaves {given}, but the course's α-β visits {expected}: "
                                       "they differ from leaf {k} on (are α and β passed down to the children, "
                                       "and is a node left as soon as α ≥ β?)"),
}

#: The trees of the course: Russell and Norvig's, and the one of seed 000 where D is cut.
#: A tree as the course writes it: a leaf's value, or the list of a node's children.
Tree: TypeAlias = int | list["Tree"]
COURSE_TREES: list[Any] = [[[3, 12, 8], [2, 4, 6], [14, 5, 2]], [[30, 25], [28, 12], [17, 5, 35]]]
#: Names a student may give the list of visited leaves their function fills.
TRACE_NAMES = ("vus", "visites", "visités", "visite", "feuilles", "trace", "visited", "visit", "callback",
               "rappel", "noter")


def _random_tree(seed: int) -> Tree:
    """Depth 3, 2 or 3 children per node, distinct leaf values (so the order of visits is clear)."""
    rng = Random(seed)
    values = iter(rng.sample(range(1, 100), 27))

    def node(depth: int) -> Tree:
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
    trace = _trace_parameter(code.parameters(name)) if kind == "alphabeta" else ""
    window = ", -inf, inf" if kind == "alphabeta" else ""
    printed: list[str] = []
    recorded = bool(trace)

    def result(counterexample: str = "") -> list[CheckResult]:
        what = tr(WORDS["search_leaves" if recorded else "search"]).format(call=f"{name}(tree{window})")
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
        problem = _search_problem(call, text, (value, visited), (expected, leaves), tr)
        if problem:
            return result(problem)
    return result()


def _trace_parameter(parameters: list[str]) -> str:
    """The parameter through which a student's ``alphabeta`` records the leaves it visits, "" if none."""
    return next((p for p in parameters if p in TRACE_NAMES), "")


def _search_problem(call: str, tree: str, given: tuple[Any, list[Any] | None], expected: tuple[float, list[float]],
                    tr: Translate) -> str:
    """What is wrong with a search's (value, leaves it visited, or None if it did not say) against
    the course's, "" if nothing."""
    (value, visited), (right, leaves) = given, expected
    if not is_number(value) or value != right:
        return tr(WORDS["value"]).format(call=call, value=repr(value), tree=tree, expected=format_value(right))
    if visited is not None and visited != leaves:
        k = next((i for i, (a, b) in enumerate(zip(visited, leaves, strict=False)) if a != b),
                 min(len(visited), len(leaves)))
        return tr(WORDS["leaves"]).format(call=call, given=_values(visited), expected=_values(leaves), k=k + 1)
    return ""


def _value_and_visits(given: Any, traced: bool) -> tuple[Any, list[Any] | None]:
    """The value a search returned, and the leaves it visited (the numbers among what it recorded)
    when it recorded them or returned them beside its value (``return valeur, feuilles``)."""
    if isinstance(given, (tuple, list)) and len(given) == 2 and isinstance(given[1], (tuple, list)) \
            and (traced or is_number(given[0])):
        return given[0], [v for v in given[1] if is_number(v)]
    return given, None


def _values(values: list[Any]) -> str:
    return "[" + ", ".join(format_value(v) if is_number(v) else repr(v) for v in values) + "]"
