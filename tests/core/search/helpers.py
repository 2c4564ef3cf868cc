"""Random exercise trees for property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from gameviz.core.search.tree import ExerciseNode, ExerciseTree

values = st.integers(-20, 20)
nested_trees = st.recursive(values, lambda kids: st.lists(kids, min_size=1, max_size=4), max_leaves=40)


def build(nested) -> ExerciseNode:
    if isinstance(nested, list):
        return ExerciseNode(children=[build(child) for child in nested])
    return ExerciseNode(value=nested)


def exercise(nested, root_max: bool = True) -> ExerciseTree:
    return ExerciseTree(build(nested), root_max=root_max)


def with_estimates(nested, noise) -> ExerciseTree:
    """A tree whose inner nodes carry an estimate: their true minimax value plus noise."""
    from tests.core.search.reference import minimax_value

    def make(node, maximize):
        if not isinstance(node, list):
            return ExerciseNode(value=node)
        estimate = minimax_value(node, maximize) + noise()
        return ExerciseNode(value=estimate, children=[make(c, not maximize) for c in node])

    return ExerciseTree(make(nested, True))
