"""The blank pictures of a worksheet: what the exercise gives, nothing of the answer.

An arena's blank picture is its plain drawing: shapes (circles for J1, squares
for J2, double outlines for targets), labels and moves, without colours, ranks
or strategies. A search tree's shows the shapes of MAX and MIN, the leaves'
values, the inner nodes empty to fill in and, for alpha-beta, an empty
``[  ,  ]`` for α and β beside each inner node.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from gameviz.core.search.trace import Path
from gameviz.core.search.tree import MultiTree, SearchTree
from gameviz.figure.arena_figure import ArenaFigure
from gameviz.figure.primitives import Picture
from gameviz.figure.tree_figure import More, TreeEdgeStyle, TreeFigure, TreeNodeStyle, compact

#: What stands beside an inner node for α and β to be written in.
EMPTY_WINDOW = "[        ,        ]"


def blank_arena(figure: ArenaFigure, caption: str = "") -> Picture:
    """The arena as the exercise gives it: every vertex and move plain."""
    return figure.picture({}, {}, caption)


def leaf_values(figure: TreeFigure, tree: SearchTree | MultiTree | None = None) -> dict[Path, str]:
    """The value of each leaf drawn (an ended game's, or the heuristic's at the depth bound), as the
    search values it; ``tree``: the tree searched, if its heuristic is not the drawn tree's (a game
    searched with the teacher's function or with ``exact``)."""
    display = figure.display
    tree = tree or display.tree
    values: dict[Path, str] = {}
    for path in figure.paths():
        if not display.child_count(path):
            node = display.node(path)
            value = tree.terminal_value(node)
            values[path] = compact(tree.heuristic(node) if value is None else value)
    return values


def blank_tree(figure: TreeFigure, *, windows: bool, caption: str = "",
               tree: SearchTree | MultiTree | None = None) -> Picture:
    """The tree as the exercise gives it: shapes, leaf values (those of ``tree``, the tree searched, when
    given), inner nodes empty; with ``windows`` (alpha-beta), an empty [α, β] beside each inner node."""
    palette = figure.palette
    leaves = leaf_values(figure, tree)
    nodes: dict[Any, TreeNodeStyle] = {}
    for path in figure.paths():
        style = figure.plain_node(path)
        inner = figure.display.opened(path)
        nodes[path] = replace(style, line=palette.vertex_line, text=palette.text, value=leaves.get(path),
                              window=EMPTY_WINDOW if windows and inner else None)
    plain = TreeEdgeStyle(palette.edge, 1.4)
    return figure.picture(nodes, {edge: plain if not isinstance(edge[1], More) else figure.more_edge()
                                  for edge in figure.layout.edges}, caption)
