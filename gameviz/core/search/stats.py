"""Counts to compare a search with: plain minimax and the minimal tree.

Plain minimax visits every node of the tree (within the depth bound). For a
uniform tree of branching b and depth d, Knuth and Moore showed that any
algorithm must evaluate at least b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves to prove the
value, and that alpha-beta evaluates exactly that many with perfect ordering.

References
----------
D. Knuth, R. Moore, "An analysis of alpha-beta pruning", *Artificial
Intelligence* 6 (1975), theorem 1.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from gameviz.core.errors import InputError
from gameviz.core.search.tree import MultiTree, SearchTree
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: Largest tree :func:`tree_counts` walks before giving up.
COUNT_LIMIT = 2_000_000
#: How often (in nodes) :func:`tree_counts` asks whether to stop.
ASK_EVERY = 1_000


@dataclass(frozen=True)
class TreeCounts:
    """Nodes and leaves of the tree (what minimax visits), and its shape if uniform.

    ``complete`` is False when the walk stopped at :data:`COUNT_LIMIT` nodes.
    """

    nodes: int
    leaves: int
    branching: int | None
    depth: int | None
    complete: bool = True

    @property
    def minimal_leaves(self) -> int | None:
        """b^⌈d/2⌉ + b^⌊d/2⌋ − 1 for a uniform tree, else None."""
        if self.branching is None or self.depth is None:
            return None
        return minimal_tree_leaves(self.branching, self.depth)


def minimal_tree_leaves(branching: int, depth: int) -> int:
    """Leaves of the Knuth–Moore minimal tree: b^⌈d/2⌉ + b^⌊d/2⌋ − 1.

    >>> minimal_tree_leaves(3, 2)
    5

    Raises
    ------
    InputError
        If the branching is below 1 or the depth below 0.
    """
    if branching < 1 or depth < 0:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "a uniform tree needs a branching of at least 1 and a depth of at "
                                                  "least 0, not {branching} and {depth}"), branching=branching, depth=depth))
    return int(branching ** ((depth + 1) // 2) + branching ** (depth // 2) - 1)


def tree_counts(tree: SearchTree | MultiTree, *, depth: int | None = None, limit: int = COUNT_LIMIT,
                stop: Callable[[], bool] | None = None, compiled: bool | None = None) -> TreeCounts:
    """Walk the whole tree (to ``depth``) and count what minimax (or plain max^n) would visit: at most
    ``limit`` nodes, and only while ``stop()`` (asked every :data:`ASK_EVERY` nodes) is False; a count
    stopped either way is not ``complete``. A large tree of a built-in game is counted by a compiled
    kernel (``compiled`` as for the searches, :mod:`gameviz.core.search`), with the same counts."""
    from gameviz.core.search.compiled import compiled_counts

    counted = compiled_counts(tree, depth, limit, stop or _never, ASK_EVERY, compiled)
    return counted if counted is not None else _walked_counts(tree, depth, limit, stop or _never)


def _walked_counts(tree: SearchTree | MultiTree, depth: int | None, limit: int,
                   out_of_time: Callable[[], bool]) -> TreeCounts:
    """:func:`tree_counts`, walking the tree."""
    nodes = leaves = 0
    branchings: set[int] = set()
    leaf_depths: set[int] = set()
    bound = math.inf if depth is None else depth
    stack = [(tree.root, 0)]
    while stack:
        node, level = stack.pop()
        nodes += 1
        if nodes > limit or (not nodes % ASK_EVERY and out_of_time()):
            return TreeCounts(nodes - 1, leaves, None, None, complete=False)
        if tree.terminal_value(node) is not None or level >= bound:
            leaves += 1
            leaf_depths.add(level)
            continue
        children = tree.children(node)
        branchings.add(len(children))
        stack.extend((child, level + 1) for child in children)
    return _uniform_counts(nodes, leaves, branchings, leaf_depths)


def _never() -> bool:
    return False


def _uniform_counts(nodes: int, leaves: int, branchings: set[int], leaf_depths: set[int]) -> TreeCounts:
    """The counts of a whole tree, with its branching and depth when they are the same everywhere."""
    if len(branchings) == 1 and len(leaf_depths) == 1:
        return TreeCounts(nodes, leaves, branchings.pop(), leaf_depths.pop())
    return TreeCounts(nodes, leaves, None, None)
