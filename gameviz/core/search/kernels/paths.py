"""The paths of a search's nodes written as JSON text, compiled by numba: the visited leaves of a
large search (:mod:`gameviz.report.search_json`) are most of what ``gameviz tree --json`` prints."""

from __future__ import annotations

import numpy as np

from gameviz.core.search.kernels.jit import kernel


@kernel
def write_paths(parent: np.ndarray, child: np.ndarray, depth: np.ndarray, nodes: np.ndarray, out: np.ndarray,
                path: np.ndarray, first: bool) -> int:
    """Write the paths of ``nodes`` (from the table of nodes: parent, index among its children,
    depth) into ``out`` as ``json.dumps`` writes the items of a list of lists of numbers, each after
    ", " but the ``first``; return the bytes written. ``path`` is room for the deepest path; ``out``
    must hold the text."""
    at = 0
    for k in range(len(nodes)):
        if k or not first:
            out[at], out[at + 1] = ord(","), ord(" ")
            at += 2
        node, length = nodes[k], depth[nodes[k]]
        for level in range(length - 1, -1, -1):
            path[level] = child[node]
            node = parent[node]
        out[at] = ord("[")
        at += 1
        for level in range(length):
            if level:
                out[at], out[at + 1] = ord(","), ord(" ")
                at += 2
            at = _number(out, at, path[level])
        out[at] = ord("]")
        at += 1
    return at


@kernel
def _number(out: np.ndarray, at: int, value: int) -> int:
    """Write ``value`` (≥ 0) in decimal at ``out[at]``; return where it ends."""
    digits = 1
    while value >= 10 ** digits:
        digits += 1
    for k in range(digits - 1, -1, -1):
        out[at + k] = ord("0") + value % 10
        value //= 10
    return at + digits
