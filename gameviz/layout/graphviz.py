"""Layouts computed by Graphviz through pygraphviz.

``dot`` draws layered pictures with curved edges, as the course's figures;
``neato``, ``fdp`` and ``sfdp`` (spring models), ``circo`` (circles) and
``twopi`` (rings around a centre) place the vertices, and edges are drawn
straight between them (Graphviz's spline routing is far slower for these
engines). Node sizes come from :func:`gameviz.figure.arena_figure.node_sizes`,
so the layout leaves room for labels and board pictures.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from gameviz.figure.geometry import EdgePath, Layout, NodeBox, Point, edge_path

if TYPE_CHECKING:
    import pygraphviz

ENGINES = ("dot", "neato", "sfdp", "fdp", "circo", "twopi")
POINTS_PER_INCH = 72.0
#: Above this many vertices, sfdp removes overlaps by scaling (see :func:`_graph_attributes`).
PORTHO_LIMIT = 1000
#: Up to this many vertices, a spring layout stretched the wrong way for the
#: window is computed again turned a quarter (a second run costs little there).
TURN_LIMIT = 500


def graphviz_layout(
    vertices: Sequence[Hashable],
    edges: Sequence[tuple[Hashable, Hashable]],
    sizes: Mapping[Any, tuple[float, float, str]],
    engine: str = "dot",
    aspect: float | None = None,
    *,
    ordering: bool = False,
) -> Layout:
    """Lay out a graph with a Graphviz engine.

    Parameters
    ----------
    vertices, edges
        The graph, in drawing order.
    sizes
        (width, height, shape) of each vertex in points.
    engine
        One of :data:`ENGINES`.
    aspect
        Width / height of the window the picture will fill. For ``dot``, the
        layers run top to bottom unless left to right fills such a window
        better; the other engines' pictures of up to :data:`TURN_LIMIT`
        vertices are turned a quarter when that fills it better.
    ordering
        For ``dot``: keep each node's children in the order of ``edges`` (trees).
    """
    layout = _graphviz_layout(vertices, edges, sizes, engine, ordering=ordering)
    if not (aspect and layout.width and layout.height):
        return layout
    if engine == "dot":
        turned = _graphviz_layout(vertices, edges, sizes, engine, "LR", ordering)
    elif len(vertices) <= TURN_LIMIT and (layout.width < layout.height) != (aspect < 1):
        # removing overlaps often stretches the picture one way: lay it out again turned a quarter
        turned = _graphviz_layout(vertices, edges, sizes, engine, transpose=True)
    else:
        return layout
    return turned if fit_scale(turned, aspect) > 1.15 * fit_scale(layout, aspect) else layout


def fit_scale(layout: Layout, aspect: float) -> float:
    """How large the layout is drawn in a window of that aspect (height 1)."""
    return min(aspect / max(layout.width, 1.0), 1.0 / max(layout.height, 1.0))


def _graphviz_layout(vertices: Sequence[Hashable], edges: Sequence[tuple[Hashable, Hashable]],
                     sizes: Mapping[Any, tuple[float, float, str]], engine: str, direction: str = "TB",
                     ordering: bool = False, transpose: bool = False) -> Layout:
    """One Graphviz run; with ``transpose``, x and y are swapped (node sizes
    too, so that the boxes stay apart)."""
    import pygraphviz

    if engine not in ENGINES:
        raise ValueError(f"unknown Graphviz engine {engine!r}")
    graph = pygraphviz.AGraph(directed=True, strict=False)
    graph.graph_attr.update(_graph_attributes(engine, len(vertices)))
    if engine == "dot":
        graph.graph_attr["rankdir"] = direction
        if ordering:
            graph.graph_attr["ordering"] = "out"
    graph.node_attr.update(fixedsize="true", label="", margin="0")
    name = {v: f"n{i}" for i, v in enumerate(vertices)}
    for v in vertices:
        width, height, shape = sizes[v]
        if transpose:
            width, height = height, width
        graph.add_node(
            name[v],
            width=f"{width / POINTS_PER_INCH:.3f}",
            height=f"{height / POINTS_PER_INCH:.3f}",
            shape="circle" if shape == "circle" else "box",
        )
    for u, w in edges:
        graph.add_edge(name[u], name[w])
    graph.layout(prog=engine)
    return _read_layout(graph, vertices, edges, sizes, name, engine, transpose)


def _graph_attributes(engine: str, count: int) -> dict[str, str]:
    if engine == "dot":
        return {"rankdir": "TB", "nodesep": "0.3", "ranksep": "0.55", "splines": "true", "outputorder": "edgesfirst"}
    # Overlaps are removed by moving boxes apart along one axis at a time
    # ("portho"): "false" falls back, in Graphviz builds without the
    # triangulation library (the pygraphviz wheels), on a method that takes
    # minutes and spreads 600 vertices over 60,000 points. Beyond
    # PORTHO_LIMIT vertices sfdp scales its layout up instead, which is faster.
    overlap = "scale" if engine == "sfdp" and count > PORTHO_LIMIT else "portho"
    common = {"splines": "false", "overlap": overlap, "sep": "+8"}
    if engine in ("neato", "fdp"):
        common.update(esep="+4")
    if engine == "twopi":
        common.update(ranksep="1.0")
    return common


def _read_layout(graph: pygraphviz.AGraph, vertices: Sequence[Hashable], edges: Sequence[tuple[Hashable, Hashable]],
                 sizes: Mapping[Any, tuple[float, float, str]], name: Mapping[Hashable, str], engine: str,
                 transpose: bool = False) -> Layout:
    llx, lly, urx, ury = (float(x) for x in graph.graph_attr["bb"].split(","))
    width, height = urx - llx, ury - lly

    def point(text: str) -> tuple[float, float]:
        x_text, y_text = text.split(",")[:2]
        x, y = float(x_text) - llx, height - (float(y_text) - lly)
        return (y, x) if transpose else (x, y)

    boxes = {}
    for v in vertices:
        node = graph.get_node(name[v])
        x, y = point(node.attr["pos"])
        boxes[v] = NodeBox(x, y, *sizes[v])
    paths: dict[tuple[Hashable, Hashable], EdgePath] = {}
    for u, w in edges:
        path = None
        if engine == "dot":
            path = _spline(graph.get_edge(name[u], name[w]).attr.get("pos", ""), point)
        if path is None:
            path = edge_path(boxes, u, w)
        paths[(u, w)] = path
    if transpose:
        width, height = height, width
    return Layout(boxes, paths, width, height, engine)


def _spline(pos: str, point: Callable[[str], Point]) -> EdgePath | None:
    """Parse Graphviz's ``e,x,y p0 c1 c2 p1 …`` edge position."""
    tip = None
    points = []
    for part in pos.split():
        if part.startswith("e,"):
            tip = point(part[2:])
        elif part.startswith("s,"):
            continue
        else:
            points.append(point(part))
    if len(points) < 4 or (len(points) - 1) % 3:
        return None
    return EdgePath(tuple(points), tip or points[-1])
