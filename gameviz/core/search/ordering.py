"""Move ordering: which child a search tries first.

The course's remark (seed 003): alpha-beta cuts more when the best moves come
first, so children can be sorted by the heuristic — best first for the player
who chooses — at the price of evaluating it. Iterative deepening adds the best
move found by the previous, shallower search in front.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

from gameviz.core.search.tree import Node, SearchTree


def child_order(
    tree: SearchTree,
    node: Node,
    children: Sequence[Node],
    *,
    by_heuristic: bool,
    first_moves: Mapping[Hashable, int] | None = None,
) -> list[int]:
    """The indices of ``children`` in the order to search them.

    With ``by_heuristic``, children are sorted by :meth:`SearchTree.estimate`
    (largest first at MAX nodes, smallest first at MIN nodes; ties keep their
    natural order); if a child has no estimate (an inner node of an exercise
    tree without a value), the natural order stays. With ``first_moves`` (from
    a previous search), the move remembered for this position goes first.
    """
    order = _by_estimate(tree, node, children) if by_heuristic else list(range(len(children)))
    if first_moves:
        _put_first(order, first_moves.get(tree.key(node)))
    return order


def _by_estimate(tree: SearchTree, node: Node, children: Sequence[Node]) -> list[int]:
    """The indices of ``children`` sorted by their estimates, best first for the player at ``node``
    (the natural order when there is a single child or a child without an estimate)."""
    order = list(range(len(children)))
    if len(children) > 1:
        estimates = [tree.estimate(child) for child in children]
        values = [value for value in estimates if value is not None]
        if len(values) == len(estimates):
            maximize = tree.is_max(node)
            order.sort(key=lambda i: -values[i] if maximize else values[i])
    return order


def _put_first(order: list[int], first: int | None) -> None:
    """Move the child ``first`` (if it is one) to the front of ``order``."""
    if first is not None and 0 <= first < len(order) and order[0] != first:
        order.remove(first)
        order.insert(0, first)
