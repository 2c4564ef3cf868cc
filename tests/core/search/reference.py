"""Textbook versions of the search algorithms, written as plainly as possible.

They work on nested lists (a leaf is a number, a node a list of children) and
record the leaves they look at, to check the traced algorithms against.
"""

from __future__ import annotations

import math


def minimax_value(tree, maximize=True):
    if not isinstance(tree, list):
        return tree
    values = [minimax_value(child, not maximize) for child in tree]
    return max(values) if maximize else min(values)


def alphabeta_leaves(tree, maximize=True):
    """Russell & Norvig's ALPHA-BETA-SEARCH; returns (value, visited leaf paths)."""
    visited = []

    def max_value(node, path, alpha, beta):
        if not isinstance(node, list):
            visited.append(path)
            return node
        v = -math.inf
        for i, child in enumerate(node):
            v = max(v, min_value(child, path + (i,), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(node, path, alpha, beta):
        if not isinstance(node, list):
            visited.append(path)
            return node
        v = math.inf
        for i, child in enumerate(node):
            v = min(v, max_value(child, path + (i,), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    start = max_value if maximize else min_value
    value = start(tree, (), -math.inf, math.inf)
    return value, visited
