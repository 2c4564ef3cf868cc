"""Laying out the drawn part of a search tree: levels by depth, each subtree in a band of its own.

Top down, each level of the tree is a row, as tall as its tallest node, the
nodes' tops level with each other; left to right, each level is a column and
the nodes' left sides line up. Across the levels, each subtree takes a band as
wide as its widest level needs (its nodes side by side, with a gap), children
in order, a parent centred over its first and last child: no subtree reaches
into its neighbours' band, so whatever is written under a subtree (the mark
of a cut) has room there.
"""

from __future__ import annotations

from collections import defaultdict

from gameviz.figure.geometry import Layout, NodeBox
from gameviz.figure.tree_display import DisplayTree, Drawn, level_of, parent_of, tree_edges

#: Gaps between levels and between neighbouring bands, top down and left to right, in points at scale 1.
LEVEL_GAP, BAND_GAP = 40.0, 16.0
SIDEWAYS_LEVEL_GAP, SIDEWAYS_BAND_GAP = 30.0, 10.0


def tree_layout(display: DisplayTree, sizes: dict[Drawn, tuple[float, float, str]], scale: float = 1.0) -> Layout:
    """Where each drawn node of ``display`` goes (sized by ``sizes``, drawn ``scale`` times the usual
    size), top down or, if ``display.sideways``, left to right; straight edges from each parent to its
    children."""
    keys = display.drawn()
    nodes = _place(keys, sizes, display.sideways, scale)
    width = max((box.x + box.width / 2 for box in nodes.values()), default=0.0)
    height = max((box.y + box.height / 2 for box in nodes.values()), default=0.0)
    edges = tree_edges(display, nodes, scale)
    return Layout(nodes, edges, width, height, "tree")  # type: ignore[arg-type]  # a tree's keys are its nodes


def _place(keys: list[Drawn], sizes: dict[Drawn, tuple[float, float, str]], sideways: bool,
           scale: float) -> dict[Drawn, NodeBox]:
    """The box of each of ``keys`` (parents before children), top down or left to right (``sideways``)."""
    level_gap, band_gap = (SIDEWAYS_LEVEL_GAP, SIDEWAYS_BAND_GAP) if sideways else (LEVEL_GAP, BAND_GAP)
    children: dict[Drawn, list[Drawn]] = defaultdict(list)
    for key in keys[1:]:
        children[parent_of(key)].append(key)
    # (along its level, across it)
    sides = {key: (size[1], size[0]) if sideways else (size[0], size[1]) for key, size in sizes.items()}
    bands = _bands(keys, children, {key: sides[key][0] for key in keys}, band_gap * scale)
    starts = _level_starts(keys, {key: sides[key][1] for key in keys}, level_gap * scale)
    nodes: dict[Drawn, NodeBox] = {}
    for key in keys:
        width, height, shape = sizes[key]
        level = starts[level_of(key)] + sides[key][1] / 2
        x, y = (level, bands[key]) if sideways else (bands[key], level)
        nodes[key] = NodeBox(x, y, width, height, shape)
    return nodes


def _bands(keys: list[Drawn], children: dict[Drawn, list[Drawn]], breadth: dict[Drawn, float],
           gap: float) -> dict[Drawn, float]:
    """The centre of each node along its level: each subtree in a band as wide as it needs (``breadth``: a
    node's side along its level), bands ``gap`` apart, a parent centred over its first and last child."""
    span: dict[Drawn, float] = {}  # a subtree's band
    centre: dict[Drawn, float] = {}  # its root's centre, from the band's start
    offsets: dict[Drawn, list[float]] = {}  # where its children's bands start, from its band's start
    for key in reversed(keys):  # children before parents
        own, kids = breadth[key], children.get(key, [])
        if not kids:
            span[key], centre[key] = own, own / 2
            continue
        starts, cursor = [], 0.0
        for kid in kids:
            starts.append(cursor)
            cursor += span[kid] + gap
        middle = (starts[0] + centre[kids[0]] + starts[-1] + centre[kids[-1]]) / 2
        shift = max(0.0, own / 2 - middle)  # a parent wider than its children's middle: they move right
        offsets[key] = [start + shift for start in starts]
        centre[key] = middle + shift
        span[key] = max(cursor - gap + shift, centre[key] + own / 2)
    out: dict[Drawn, float] = {}
    band_start: dict[Drawn, float] = {keys[0]: 0.0}
    for key in keys:  # parents before children
        out[key] = band_start[key] + centre[key]
        for kid, offset in zip(children.get(key, []), offsets.get(key, []), strict=True):
            band_start[kid] = band_start[key] + offset
    return out


def _level_starts(keys: list[Drawn], depth: dict[Drawn, float], gap: float) -> list[float]:
    """Where each level starts (its top, or its left side): after the levels above it, each as deep as
    its deepest node (``depth``: a node's side across its level), ``gap`` apart."""
    deepest: dict[int, float] = {}
    for key in keys:
        level = level_of(key)
        deepest[level] = max(deepest.get(level, 0.0), depth[key])
    starts, cursor = [], 0.0
    for level in range(max(deepest, default=-1) + 1):
        starts.append(cursor)
        cursor += deepest.get(level, 0.0) + gap
    return starts
