"""The part of a Graphviz layout that runs in a child process (no Qt imported).

It returns plain positions, and the edge splines only for ``dot``: the
parent rebuilds straight edges itself, so handing the result back is cheap.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from multiprocessing.connection import Connection
from typing import Any

from gameviz.figure.geometry import EdgePath, Layout, NodeBox, Point, plain_edges

#: What the child sends back: positions, the splines (``dot`` only), width, height and engine.
ChildLayout = tuple[
    dict[Hashable, Point], dict[tuple[Hashable, Hashable], EdgePath] | None, float, float, str
]


def layout_in_child(connection: Connection, vertices: Sequence[Hashable], edges: Sequence[tuple[Hashable, Hashable]],
                    sizes: Mapping[Any, tuple[float, float, str]], engine: str, aspect: float | None) -> None:
    """Compute the layout and send ``("ok", (positions, splines, width, height, engine))``."""
    from gameviz.layout.graphviz import graphviz_layout

    try:
        layout = graphviz_layout(vertices, edges, sizes, engine, aspect)
        positions = {v: (box.x, box.y) for v, box in layout.nodes.items()}
        splines = layout.edges if engine == "dot" else None
        connection.send(("ok", (positions, splines, layout.width, layout.height, layout.engine)))
    except Exception as error:  # reported to the parent
        connection.send(("error", f"{type(error).__name__}: {error}"))
    finally:
        connection.close()


def rebuild(result: ChildLayout, sizes: Mapping[Any, tuple[float, float, str]],
            edges: Iterable[tuple[Hashable, Hashable]]) -> Layout:
    """The :class:`Layout` from a child's result (in the parent, keys still ids)."""
    positions, splines, width, height, engine = result
    boxes = {v: NodeBox(x, y, *sizes[v]) for v, (x, y) in positions.items()}
    return Layout(boxes, plain_edges(boxes, edges) if splines is None else splines, width, height, engine)
