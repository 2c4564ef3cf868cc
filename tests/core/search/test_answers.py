"""Checking answers to a search exercise."""

from __future__ import annotations

import math

from gameviz.core.search import alphabeta, collect, minimax
from gameviz.core.search.answers import Answers, Mistake, check_answers
from gameviz.report.search import mistake_sentence
from tests.core.search.helpers import exercise

TREE = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def test_answers_of_russell_norvig():
    answers = Answers.from_events(collect(alphabeta(exercise(TREE)))[0])
    assert answers.values[()] == 3 and answers.values[(1,)] == 2
    assert answers.windows[(1,)] == (3, math.inf)
    assert answers.cut == {(1, 1), (1, 2)}
    assert answers.skipped((1, 2)) and not answers.skipped((2, 2))


def test_right_and_wrong_answers():
    answers = Answers.from_events(collect(alphabeta(exercise(TREE)))[0])
    right, mistakes = check_answers(
        answers,
        values={(): 3, (0,): 3, (1,): 4, (1, 1): 4},
        windows={(2,): (3, math.inf), (1,): (-math.inf, math.inf)},
        cut={(1, 1), (2, 2)},
    )
    assert set(right) == {(), (0,), (2,), (1, 1)}
    kinds = [(m.what, m.path) for m in mistakes]
    assert kinds == [("value", (1,)), ("window", (1,)), ("unvisited", (1, 1)), ("cut", (1, 2)), ("not_cut", (2, 2))]
    names = {(): "A", (1,): "C", (1, 1): "4", (1, 2): "6", (2, 2): "2"}
    assert mistake_sentence(mistakes[0], names.get) == "C is worth 2, not 4."
    assert mistake_sentence(mistakes[1], names.get) == "C is entered with [α, β] = [3, +∞], not [−∞, +∞]."
    # a missed cut says which cut, where, and the values that make it
    assert mistake_sentence(mistakes[3], names.get) == (
        "The branch to 6 is cut: an α-cut at C, whose value 2 ≤ α = 3 (set at A).")


def test_minimax_has_no_windows_and_no_cuts():
    answers = Answers.from_events(collect(minimax(exercise(TREE)))[0])
    assert answers.windows == {} and answers.cut == frozenset()
    assert answers.values[(2,)] == 2


def test_a_cut_branch_left_uncut_without_its_cutoff_expects_just_a_cut():
    answers = Answers(values={(): 3}, windows={}, cut=frozenset({(1,)}))
    right, mistakes = check_answers(answers, values={(): 3}, windows={}, cut=[])
    assert right == [()] and mistakes == [Mistake("cut", (1,), False, True)]
