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
    order = list(range(len(children)))
    if by_heuristic and len(children) > 1:
        estimates = [tree.estimate(child) for child in children]
        values = [value for value in estimates if value is not None]
        if len(values) == len(estimates):
            maximize = tree.is_max(node)
            order.sort(key=lambda i: -values[i] if maximize else values[i])
    if first_moves:
        first = first_moves.get(tree.key(node))
        if first is not None and 0 <= first < len(children) and order[0] != first:
            order.remove(first)
            order.insert(0, first)
    return order
