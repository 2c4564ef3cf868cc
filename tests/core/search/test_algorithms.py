"""Minimax, negamax and alpha-beta: known trees, exact traces, and properties."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import Cancelled
from gameviz.core.search import GameTree, all_best_moves, alphabeta, collect, iterative_deepening, minimax, negamax, run
from gameviz.core.search.stats import TreeCounts, minimal_tree_leaves, tree_counts
from gameviz.core.search.trace import BoundChange, ChildValue, Cutoff, Enter, Exit, Leaf, visited_leaves
from gameviz.games import game_from_spec
from tests.conftest import budget
from tests.core.search.helpers import exercise, nested_trees, with_estimates
from tests.core.search.reference import alphabeta_leaves, minimax_value

RUSSELL_NORVIG = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def test_russell_norvig_tree_is_worth_3_and_alphabeta_skips_4_and_6():
    tree = exercise(RUSSELL_NORVIG)
    events, result = collect(alphabeta(tree))
    assert result.value == 3 and result.best == (0,)
    leaves = visited_leaves(events)
    all_leaves = [(i, j) for i in range(3) for j in range(3)]
    skipped = [tree.node_at(p).value for p in all_leaves if p not in leaves]
    assert skipped == [4, 6]
    cuts = [e for e in events if isinstance(e, Cutoff)]
    assert cuts == [Cutoff((1,), "alpha", 2, 3, (), (1, 2))]
    assert [tree.label(tree.node_at(p)) for p in [(), (0,), (1,), (2,)]] == ["A", "B", "C", "D"]


def test_russell_norvig_exact_event_sequence_up_to_the_cut():
    events, _ = collect(alphabeta(exercise(RUSSELL_NORVIG)))
    inf = math.inf
    assert events[:22] == [
        Enter((), 0, -inf, inf, "max"),
        Enter((0,), 1, -inf, inf, "min"),
        Enter((0, 0), 2, -inf, inf, "max"),
        Leaf((0, 0), 3, "terminal"),
        ChildValue((0,), 0, 3),
        BoundChange((0,), "beta", inf, 3),
        Enter((0, 1), 2, -inf, 3, "max"),
        Leaf((0, 1), 12, "terminal"),
        ChildValue((0,), 1, 12),
        Enter((0, 2), 2, -inf, 3, "max"),
        Leaf((0, 2), 8, "terminal"),
        ChildValue((0,), 2, 8),
        Exit((0,), 3, (0,)),
        ChildValue((), 0, 3),
        BoundChange((), "alpha", -inf, 3),
        Enter((1,), 1, 3, inf, "min"),
        Enter((1, 0), 2, 3, inf, "max"),
        Leaf((1, 0), 2, "terminal"),
        ChildValue((1,), 0, 2),
        BoundChange((1,), "beta", inf, 2),
        Cutoff((1,), "alpha", 2, 3, (), (1, 2)),
        Exit((1,), 2, (0,), "upper"),  # C is worth at most 2: its other children were cut
    ]


def test_alpha_cut_as_the_course_describes_it():
    # Seed 003: the MAX root is worth at least 25 after its first children, and its
    # third child (MIN) is worth at most 17 after its first leaf: an α-cut.
    # The sheet's figure is not in the notes; these values follow its description.
    tree = exercise([[31, 25], [36, 30, 25], [17, 40, 9]])
    events, result = collect(alphabeta(tree))
    assert result.value == 25
    cuts = [e for e in events if isinstance(e, Cutoff)]
    assert cuts == [Cutoff((2,), "alpha", 17, 25, (), (1, 2))]


def test_beta_cut_is_the_mirror_at_a_max_node():
    tree = exercise([[25, 18], [14, 20, 25], [33, 10, 41]], root_max=False)
    events, result = collect(alphabeta(tree))
    assert result.value == 25
    cuts = [e for e in events if isinstance(e, Cutoff)]
    assert cuts == [Cutoff((2,), "beta", 33, 25, (), (1, 2))]


def test_beta_cut_deeper_in_the_tree_names_the_min_ancestor():
    # MAX root → MIN node B → MAX nodes: B's first child gives β = 10, its second
    # child reaches 15 ≥ 10 after one leaf and is cut.
    tree = exercise([[[10, 5], [15, 40, 3]]])
    events, _ = collect(alphabeta(tree))
    cuts = [e for e in events if isinstance(e, Cutoff)]
    assert cuts == [Cutoff((0, 1), "beta", 15, 10, (0,), (1, 2))]


EXERCISE_C = [  # the shape of the course's exercise C: MAX, MIN, MAX, MIN, leaves at depth 4
    [[[5, 6], [7, 4, 5]], [[3, 6], [6, 9]]],
    [[[7, 3], [9, 8]], [[6, 4], [2, 9, 1]]],
    [[[5, 8], [4, 6]], [[9, 7], [3, 5, 6]]],
]


def test_exercise_c_shape_all_algorithms_agree():
    tree = exercise(EXERCISE_C)
    expected = minimax_value(EXERCISE_C)
    for search in (minimax(tree), negamax(tree), alphabeta(tree), alphabeta(tree, soft=True)):
        assert run(search).value == expected
    assert visited_leaves(collect(alphabeta(tree))[0]) == alphabeta_leaves(EXERCISE_C)[1]


@pytest.mark.slow
@budget(1500)
@given(nested_trees, st.booleans())
def test_all_algorithms_give_the_minimax_value(nested, root_max):
    tree = exercise(nested, root_max)
    expected = minimax_value(nested, root_max)
    assert run(minimax(tree, trace=False)).value == expected
    assert run(negamax(tree, trace=False)).value == expected
    assert run(negamax(tree, memo=True, trace=False)).value == expected
    assert run(alphabeta(tree, trace=False)).value == expected
    assert run(alphabeta(tree, soft=True, trace=False)).value == expected
    assert run(alphabeta(tree, memo=True, trace=False)).value == expected


@pytest.mark.slow
@budget(1500)
@given(nested_trees, st.booleans(), st.booleans())
def test_alphabeta_visits_exactly_the_textbook_leaves(nested, root_max, soft):
    tree = exercise(nested, root_max)
    events, result = collect(alphabeta(tree, soft=soft))
    value, leaves = alphabeta_leaves(nested, root_max)
    assert result.value == value
    assert visited_leaves(events) == leaves
    assert result.stats.leaves == len(leaves)


@budget(500)
@given(nested_trees)
def test_minimax_and_negamax_report_every_best_move(nested):
    tree = exercise(nested)
    root_values = [minimax_value(child, False) for child in nested] if isinstance(nested, list) else []
    result = run(minimax(tree))
    if root_values:
        best = max(root_values)
        expected = tuple(i for i, v in enumerate(root_values) if v == best)
        assert result.best == expected
        assert run(negamax(tree)).best == expected
        assert all_best_moves(tree) == (best, list(expected))
        assert run(alphabeta(tree)).best == expected[:1]


@budget(300)
@given(nested_trees, st.integers(0, 3))
def test_depth_bound_uses_estimates(nested, depth):
    tree = with_estimates(nested, lambda: 0)
    # with exact estimates, any depth bound gives the true value
    expected = minimax_value(nested)
    assert run(minimax(tree, depth=depth)).value == expected
    assert run(alphabeta(tree, depth=depth)).value == expected
    assert run(alphabeta(tree, depth=depth, order=True)).value == expected
    if depth:
        assert run(iterative_deepening(tree, depth=depth)).value == expected


@pytest.mark.parametrize("branching,depth", [(2, 3), (3, 4), (4, 3), (3, 5)])
def test_perfect_ordering_reaches_the_knuth_moore_minimal_tree(branching, depth):
    rng = random.Random(branching * 10 + depth)

    def uniform(level):
        if level == depth:
            return rng.randint(-100, 100)
        return [uniform(level + 1) for _ in range(branching)]

    nested = uniform(0)
    tree = with_estimates(nested, lambda: 0)
    counts = tree_counts(tree)
    assert (counts.branching, counts.depth) == (branching, depth)
    assert counts.leaves == branching**depth
    assert counts.minimal_leaves == minimal_tree_leaves(branching, depth)
    result = run(alphabeta(tree, order=True, trace=False))
    assert result.stats.leaves == counts.minimal_leaves
    # in natural order, alpha-beta can only do worse
    assert run(alphabeta(tree, trace=False)).stats.leaves >= counts.minimal_leaves


def test_minimal_tree_formula():
    assert minimal_tree_leaves(3, 2) == 3 + 3 - 1
    assert minimal_tree_leaves(2, 3) == 4 + 2 - 1
    assert minimal_tree_leaves(10, 4) == 100 + 100 - 1


def test_iterative_deepening_emits_iterations_and_adds_counts():
    tree = with_estimates(EXERCISE_C, lambda: 0)
    events, result = collect(iterative_deepening(tree, depth=4))
    iterations = [e.depth for e in events if type(e).__name__ == "Iteration"]
    assert iterations == [1, 2, 3, 4]
    single = run(alphabeta(tree, depth=4))
    assert result.value == single.value
    assert result.stats.nodes > single.stats.nodes


def test_cut_and_clamped_nodes_say_their_value_is_only_a_bound():
    """On [[30,25],[28,12],[17,5,35]] D is cut after 17: its value is ≤ 17 (5 in truth); C saw all its
    children: exactly 12. A fail-hard node whose children all fail low returns α, an upper bound;
    fail-soft returns the best child's value, and proves what that child's value proves."""
    events, _ = collect(alphabeta(exercise([[30, 25], [28, 12], [17, 5, 35]])))
    exits = {e.path: (e.value, e.bound) for e in events if isinstance(e, Exit)}
    assert exits[(2,)] == (17, "upper") and exits[(1,)] == (12, "exact") and exits[()] == (25, "exact")
    events, _ = collect(alphabeta(exercise([[6, 9], [[3], 8]])))
    exits = {e.path: (e.value, e.bound) for e in events if isinstance(e, Exit)}
    assert exits[(1, 0)] == (6, "upper")  # its only leaf is 3: fail-hard clamps it to α = 6
    events, _ = collect(alphabeta(exercise([[6, 9], [[3], 8]]), soft=True))
    exits = {e.path: (e.value, e.bound) for e in events if isinstance(e, Exit)}
    assert exits[(1, 0)] == (3, "exact")  # fail-soft keeps its only leaf's value, which is exact


@budget(300)
@given(nested_trees, st.booleans(), st.booleans())
def test_what_each_node_value_proves_is_true_of_its_minimax_value(nested, soft, root_max):
    """Exact: the node's minimax value; upper: at least it; lower: at most it (fail-hard and fail-soft)."""
    events, _ = collect(alphabeta(exercise(nested, root_max=root_max), soft=soft))

    def subtree(path):
        node = nested
        for i in path:
            node = node[i]
        return node

    for event in events:
        if isinstance(event, Exit):
            truth = minimax_value(subtree(event.path), maximize=root_max == (len(event.path) % 2 == 0))
            if event.bound == "exact":
                assert truth == event.value, event
            elif event.bound == "upper":
                assert truth <= event.value, event
            else:
                assert truth >= event.value, event


def test_progress_is_told_the_nodes_every_so_often_and_stops_the_search_with_false():
    game = game_from_spec("tictactoe")
    told: list[int] = []
    _, result = collect(alphabeta(GameTree(game, game.initial()), depth=2), progress=told.append, every=10)
    assert told == [10, 20, 30] and result.stats.nodes == 36  # told None each time: the search goes on
    told.clear()
    with pytest.raises(Cancelled):
        collect(alphabeta(GameTree(game, game.initial()), depth=2), progress=lambda nodes: told.append(nodes) or nodes < 20,
                every=10)
    assert told == [10, 20]


def test_a_count_stops_past_its_limit_and_says_it_is_incomplete():
    tree = exercise([[3, 12, 8], [2, 4, 6], [14, 5, 2]])  # 13 nodes, 9 leaves
    assert tree_counts(tree, limit=13) == TreeCounts(13, 9, 3, 2) == tree_counts(tree)
    assert tree_counts(tree, limit=12) == TreeCounts(12, 8, None, None, complete=False)
