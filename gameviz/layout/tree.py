"""Laying out the visible part of a search tree: Graphviz's dot, top down, children in order."""

from __future__ import annotations

from typing import cast

from gameviz.core.search.trace import Path
from gameviz.figure.geometry import Layout, NodeBox
from gameviz.figure.tree_display import DisplayTree, tree_edges


def tree_layout(display: DisplayTree, sizes: dict[Path, tuple[float, float, str]], scale: float = 1.0) -> Layout:
    """Node positions from dot (ranks by depth, children kept in order), straight edges
    from each parent's shape to its children (nodes drawn ``scale`` times the usual size)."""
    from gameviz.layout.graphviz import graphviz_layout

    paths = display.visible()
    edges = [(path[:-1], path) for path in paths if path]
    layout = graphviz_layout(paths, edges, sizes, "dot", ordering=True)
    boxes = cast(dict[Path, NodeBox], layout.nodes)
    layout.edges = {edge: path for edge, path in tree_edges(display, boxes, scale).items()}
    layout.engine = "tree"
    return layout
