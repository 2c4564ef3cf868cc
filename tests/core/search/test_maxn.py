"""max^n, shallow pruning and paranoid search against plain recursive references."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import InputError
from gameviz.core.search.alphabeta import alphabeta
from gameviz.core.search.maxn import ParanoidTree, maxn, paranoid
from gameviz.core.search.trace import Cutoff, Enter, Exit, collect, visited_leaves
from gameviz.core.search.tree import ExerciseNode, ExerciseTree, VectorTree
from tests.conftest import budget

TOTAL = 10  # the scores of every vector add up to at most this


def vectors(players: int):
    """Vectors of ``players`` scores ≥ 0 adding up to at most TOTAL."""
    return st.lists(st.integers(0, TOTAL), min_size=players, max_size=players).map(
        lambda scores: tuple(s * TOTAL // max(TOTAL, sum(scores)) for s in scores))


def nested(players: int):
    return st.recursive(vectors(players), lambda kids: st.lists(kids, min_size=1, max_size=4), max_leaves=40)


def build(item) -> ExerciseNode:
    if isinstance(item, list):
        return ExerciseNode(children=[build(child) for child in item])
    return ExerciseNode(vector=item)


def reference(item, player: int, players: int, path=()):
    """Plain max^n: (vector, principal path, visited leaves); ties to the first child."""
    if not isinstance(item, list):
        return item, (), [path]
    best, line, leaves = None, (), []
    for i, child in enumerate(item):
        vector, child_line, child_leaves = reference(child, player % players + 1, players, path + (i,))
        leaves += child_leaves
        if best is None or vector[player - 1] > best[player - 1]:
            best, line = vector, (i,) + child_line
    return best, line, leaves


trees = st.integers(2, 4).flatmap(lambda n: st.tuples(st.just(n), nested(n)))


@budget(300)
@given(trees)
def test_maxn_is_the_plain_recursive_definition(case):
    players, item = case
    events, result = collect(maxn(VectorTree(build(item), players=players)))
    vector, line, leaves = reference(item, 1, players)
    assert result.value == vector
    assert result.principal == line
    assert visited_leaves(events) == leaves
    assert result.stats.cutoffs == 0


@budget(300)
@given(trees)
def test_shallow_pruning_keeps_the_value_and_visits_a_subset_of_the_leaves(case):
    players, item = case
    plain_events, plain = collect(maxn(VectorTree(build(item), players=players)))
    events, pruned = collect(maxn(VectorTree(build(item), players=players), shallow=TOTAL))
    assert pruned.value == plain.value
    assert pruned.principal == plain.principal
    leaves, plain_leaves = visited_leaves(events), visited_leaves(plain_events)
    assert set(leaves) <= set(plain_leaves)
    assert leaves == [path for path in plain_leaves if path in set(leaves)]  # in the same order
    assert pruned.stats.cutoffs == sum(isinstance(e, Cutoff) for e in events)


def test_shallow_pruning_on_korfs_example():
    """Three players, scores adding up to 9: J1 already has 5 at the root from A; J2 at B gets
    6 ≥ 9 − 5 from (3, 6, 0), so J1 can get at most 9 − 6 = 3 < 5 at B, and B's second child is
    never looked at."""
    tree = VectorTree(build([[(5, 2, 2), (4, 1, 4)], [(3, 6, 0), (9, 0, 0)]]), players=3)
    events, result = collect(maxn(tree, shallow=9))
    assert result.value == (5, 2, 2)
    cuts = [e for e in events if isinstance(e, Cutoff)]
    assert cuts == [Cutoff((1,), "shallow", 6, 4, (), (1,), 9)]
    assert visited_leaves(events) == [(0, 0), (0, 1), (1, 0)]
    assert [e.bound for e in events if isinstance(e, Exit)] == ["exact", "lower", "exact"]
    assert [e.player for e in events if isinstance(e, Enter)] == [1, 2, 3, 3, 2, 3]
    plain_events, _ = collect(maxn(tree))
    assert len(visited_leaves(plain_events)) == 4


def test_ties_go_to_the_first_child_and_every_tied_child_is_best():
    tree = VectorTree(build([(1, 5, 0), (2, 3, 1), (1, 5, 4)]), players=3)
    events, result = collect(maxn(tree))
    assert result.value == (2, 3, 1) and result.best == (1,)
    tree = VectorTree(build([(4, 5, 0), (2, 3, 1), (4, 0, 4)]), players=3)
    assert collect(maxn(tree))[1].best == (0, 2)


def paranoid_reference(item, player: int, players: int, mover: int = 1) -> ExerciseNode:
    """The two-player tree of paranoid search, built by hand: MAX where ``player`` moves, MIN elsewhere."""
    if not isinstance(item, list):
        return ExerciseNode(value=item[player - 1])
    kids = [paranoid_reference(child, player, players, mover % players + 1) for child in item]
    return ExerciseNode(children=kids, player=1 if mover == player else 2)


@budget(300)
@given(trees.flatmap(lambda case: st.tuples(st.just(case), st.integers(1, case[0]))))
def test_paranoid_is_alphabeta_on_the_two_player_tree(case):
    (players, item), player = case
    events, result = collect(paranoid(VectorTree(build(item), players=players), player=player))
    two_player = ExerciseTree(paranoid_reference(item, player, players))
    expected_events, expected = collect(alphabeta(two_player))
    assert result.value == expected.value
    assert visited_leaves(events) == visited_leaves(expected_events)
    assert [e for e in events if isinstance(e, Cutoff)] == [e for e in expected_events if isinstance(e, Cutoff)]


def test_paranoid_is_for_j1_unless_told():
    tree = VectorTree(build([[(5, 2, 2), (4, 1, 4)], [(3, 6, 0), (9, 0, 0)]]), players=3)
    for_j1 = collect(paranoid(tree))
    assert for_j1 == collect(paranoid(tree, player=1)) and for_j1[1].value == 4  # J2 leaves J1 4 at B, 3 at C
    assert collect(paranoid(tree, player=2))[1].value == 2  # J1 leaves J2 the least of B (2) and C (6)


def test_paranoid_tree_plays_max_for_its_player_only():
    tree = ParanoidTree(VectorTree(build([[(1, 2, 3)]]), players=3), player=2)
    root = tree.root
    child = tree.children(root)[0]
    assert not tree.is_max(root) and tree.is_max(child)
    assert tree.terminal_value(tree.children(child)[0]) == 2
    # move ordering reads the same score from the estimates: a leaf's vector, nothing for an inner node
    assert tree.estimate(tree.children(child)[0]) == 2 and tree.estimate(child) is None


def test_bad_vectors_and_players_are_refused_with_the_node_named():
    with pytest.raises(InputError, match=r"node b has 2 scores \(1, 2\), but the game has 3 players"):
        VectorTree(build([(1, 2, 3), (1, 2)]), players=3)
    with pytest.raises(InputError, match="node A is played by J4, but the game has 3 players"):
        VectorTree(ExerciseNode(children=[build((1, 2, 3))], player=4), players=3)
    with pytest.raises(InputError, match=r"node a has \(-1, 2\)"):
        collect(maxn(VectorTree(build([(-1, 2), (1, 1)]), players=2), shallow=4))
    with pytest.raises(InputError, match="at least 2 players"):
        VectorTree(build((1,)), players=1)
    with pytest.raises(InputError, match="paranoid player is J1 … J3, not J5"):
        ParanoidTree(VectorTree(build([(1, 2, 3)]), players=3), player=5)


def test_infinite_scores_are_wins():
    tree = VectorTree(build([(math.inf, -math.inf), (0, 0)]), players=2)
    assert collect(maxn(tree))[1].value == (math.inf, -math.inf)


def test_score_total_is_what_shallow_pruning_needs():
    assert VectorTree(build([(1, 2, 3), (4, 0, 0)]), players=3).score_total() == 6
    assert VectorTree(build([(1, -2, 3), (4, 0, 0)]), players=3).score_total() is None


def test_shallow_pruning_with_a_total_of_zero_cuts_at_the_first_tie():
    """S = 0 is a total like any other (every score is 0): J2's 0 at B already reaches 0 − 0, so
    B's second child is skipped; a negative total is refused."""
    tree = VectorTree(build([[(0, 0, 0), (0, 0, 0)], [(0, 0, 0), (0, 0, 0)]]), players=3)
    events, result = collect(maxn(tree, shallow=0))
    assert result.value == (0, 0, 0)
    assert visited_leaves(events) == [(0, 0), (0, 1), (1, 0)]
    assert [e for e in events if isinstance(e, Cutoff)] == [Cutoff((1,), "shallow", 0, 0, (), (1,), 0)]
    with pytest.raises(InputError, match="a number ≥ 0, not -1"):
        collect(maxn(tree, shallow=-1))


def test_the_bound_reached_at_the_last_child_cuts_nothing():
    """J2's 6 ≥ 9 − 5 comes from B's last child: there is nothing left to skip, so no cutoff."""
    tree = VectorTree(build([[(5, 2, 2), (4, 1, 4)], [(4, 1, 4), (3, 6, 0)]]), players=3)
    events, result = collect(maxn(tree, shallow=9))
    assert result.value == (5, 2, 2) and result.stats.cutoffs == 0
    assert [e for e in events if isinstance(e, Cutoff)] == []
    assert visited_leaves(events) == [(0, 0), (0, 1), (1, 0), (1, 1)]
