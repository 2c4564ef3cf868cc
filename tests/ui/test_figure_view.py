"""The figure view on many vertices: zoomed far out one overview draws every
vertex in its step's colours; plain edges are drawn in the background."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QPoint, QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform

from gameviz.figure.edge_columns import EdgeTable
from gameviz.figure.geometry import edge_path
from gameviz.figure.style import LIGHT
from gameviz.ui import figure_view
from gameviz.ui.graph_items import DETAIL, shown
from gameviz.ui.main_window import open_default
from gameviz.ui.plain_edges import PATH_EDGES
from tests.ui.conftest import open_and_wait, wait_ready


def elements(path: QPainterPath) -> tuple[list[int], list[float], tuple[int, int]]:
    """The path as Qt writes it: every element's type, then their x and y, then where its last subpath
    starts and its fill rule."""
    data = QByteArray()
    QDataStream(data, QIODevice.OpenModeFlag.WriteOnly) << path
    raw = bytes(data)
    count = int.from_bytes(raw[:4], "big")
    table = np.frombuffer(raw[4 : 4 + 20 * count], dtype=[("type", ">i4"), ("x", ">f8"), ("y", ">f8")])
    return (table["type"].tolist(), np.column_stack([table["x"], table["y"]]).ravel().tolist(),
            (int.from_bytes(raw[-8:-4], "big"), int.from_bytes(raw[-4:], "big")))


def zoom_to(view, zoom):
    view.zoom_by(zoom / view.transform().m11())
    view.centerOn(view.scene().sceneRect().center())


def centre_colours(qtbot, view):
    """The colour painted at the centre of every vertex, as the user sees it."""
    view.viewport().repaint()
    image = view.viewport().grab().toImage()
    colours = {}
    for key, item in view.nodes.items():
        point = view.mapFromScene(QPointF(item.box.x, item.box.y))
        colours[key] = QColor(image.pixel(point)).name()
    return colours


def test_far_out_every_vertex_keeps_the_colour_of_its_step(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    view = window.view
    solution = window.document.solution
    blue = LIGHT.player(1)
    zoom_to(view, DETAIL * 0.9)
    assert not any(item.isVisible() for item in [*view.nodes.values(), *view.edges.values()])
    for m in (0, 3, 6, 2):  # stepping while far out, forward and back
        window.stepper.set_index(m)
        colours = centre_colours(qtbot, view)
        for vertex, colour in colours.items():
            rank = solution.attractors[1].rank.get(vertex)
            if rank is not None and rank <= m:
                expected = blue.new if rank == m else blue.fill
            else:
                expected = LIGHT.vertex_fill
            assert colour == QColor(expected).name(), (m, vertex)


def test_zooming_back_in_shows_the_items_in_their_current_style(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    view = window.view
    zoom_to(view, DETAIL / 2)
    window.stepper.set_index(4)  # restyled while the items were transparent
    zoom_to(view, 1.0)
    assert all(item.isVisible() for item in view.nodes.values())
    vertex = (4, 1)  # in A₂ = A₁ ∪ {(2,1), (3,1), (4,1)}
    view.centerOn(view.nodes[vertex])
    colours = centre_colours(qtbot, view)
    assert view.nodes[vertex].style.badge == "2"
    assert colours[vertex] == QColor(LIGHT.player(1).fill).name()
    fresh = (6, 1)  # enters at step 4, the step shown
    assert view.nodes[fresh].style.badge == "4"
    assert colours[fresh] == QColor(LIGHT.player(1).new).name()


def test_far_out_a_click_near_a_vertex_selects_it(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    view = window.view
    zoom_to(view, DETAIL / 2)
    item = view.nodes[(7, 1)]
    centre = view.mapFromScene(QPointF(item.box.x, item.box.y))
    assert view.node_at(centre + QPoint(3, 0)) == (7, 1)  # a few pixels off still counts
    assert view.node_at(QPoint(1, 1)) is None  # the corner of the viewport: nothing near


LARGE = "random:vertices=2000,moves=3,acyclic=yes,seed=5"


def test_a_large_arena_draws_its_plain_edges_in_the_background(qtbot, window):
    open_and_wait(qtbot, window, LARGE)
    view = window.view
    assert view.batched
    assert len(view.edges) < len(window.figure.edges)  # plain edges have no item of their own
    rect = view.scene().sceneRect()
    image = QImage(400, 300, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setTransform(QTransform.fromScale(400 / rect.width(), 300 / rect.height()).translate(-rect.x(), -rect.y()))
    view.drawBackground(painter, rect)
    painter.end()
    background = QColor(LIGHT.background).rgb()
    drawn = sum(image.pixel(x, y) != background for x in range(0, 400, 4) for y in range(0, 300, 4))
    assert drawn > 500  # thousands of edges cross the picture
    assert window.tr("drawing…") not in window.status.text()  # and the status bar says it is done


def test_a_large_arena_paints_its_plain_edges_as_drawn_alone_and_its_styled_edges_over_them(qtbot, window):
    """The background's paths, made from the layout's table of numbers, are those of each edge drawn by
    itself, element for element; the strategies of the result get items of their own, which a click finds,
    and leave when the step goes back."""
    open_and_wait(qtbot, window, LARGE)
    view, figure = window.view, window.figure
    assert view.batched and isinstance(figure.layout.edges, EdgeTable)
    plain = figure.plain_edge()
    edges = figure.edges
    assert len(view.plain_edges.paths) == -(-len(edges) // PATH_EDGES)
    for k, (curves, heads, colour, width) in enumerate(view.plain_edges.paths):
        alone_curves, alone_heads = QPainterPath(), QPainterPath()
        for edge in edges[k * PATH_EDGES : (k + 1) * PATH_EDGES]:
            curve, head = figure.edge_primitives(edge, plain)[:2]
            alone_curves.moveTo(*curve.points[0])
            alone_curves.cubicTo(*curve.points[1], *curve.points[2], *curve.points[3])
            alone_heads.moveTo(*head.points[0])
            alone_heads.lineTo(*head.points[1])
            alone_heads.lineTo(*head.points[2])
            alone_heads.closeSubpath()
        for made, alone in ((curves, alone_curves), (heads, alone_heads)):  # the same to a few units in the
            (kinds, xy, ends), (alone_kinds, alone_xy, alone_ends) = elements(made), elements(alone)  # last place
            assert (kinds, ends) == (alone_kinds, alone_ends), k
            assert xy == pytest.approx(alone_xy, rel=1e-12, abs=1e-9), k
        assert (colour.name(), width) == (QColor(plain.color).name(), plain.width)
    result = window.stepper.count - 1
    window.stepper.set_index(result)
    styled = window.timeline.frame(result).edges
    assert styled and all(shown(view.edges[edge]) and view.edges[edge].style is style
                          for edge, style in styled.items())
    edge = next(iter(styled))
    u, w = edge
    textbook = edge_path(figure.layout.nodes, u, w)
    drawn = [c for point in view.edges[edge].primitives[0].points for c in point]
    assert drawn == pytest.approx([c for point in textbook.points for c in point], rel=1e-12, abs=1e-9)
    middle = QPointF((textbook.points[0][0] + textbook.points[3][0]) / 2,
                     (textbook.points[0][1] + textbook.points[3][1]) / 2)
    zoom_to(view, 1.0)
    view.centerOn(middle)
    under = {e for e in styled if view.edges[e].sceneBoundingRect().contains(middle)}  # (edges are hit by their box)
    assert edge in under and view.edge_at(view.mapFromScene(middle)) in under
    window.stepper.set_index(0)
    assert not shown(view.edges[edge]) and view.edge_at(view.mapFromScene(middle)) is None



def test_a_figure_of_many_vertices_makes_items_only_where_the_view_comes_near(qtbot, window, monkeypatch):
    monkeypatch.setattr(figure_view, "LAZY_NODES", 500)  # the 2,000 vertices count as many
    open_and_wait(qtbot, window, LARGE)
    view, figure = window.view, window.figure
    assert view.lazy and view._far and view.nodes == {}  # fitted far out: the overview draws them all
    blue = LIGHT.player(1)
    window.stepper.set_index(2)
    solution = window.document.solution
    view.viewport().repaint()
    image = view.viewport().grab().toImage()
    for vertex in figure.vertices[::50]:  # each in its step's colour, without an item
        rank = solution.attractors[1].rank.get(vertex)
        expected = (blue.new if rank == 2 else blue.fill) if rank is not None and rank <= 2 else LIGHT.vertex_fill
        point = view.mapFromScene(view.node_centre(vertex))
        assert QColor(image.pixel(point)).name() == QColor(expected).name(), vertex
    corner = figure.vertices[0]
    centre = view.mapFromScene(view.node_centre(corner))
    assert view.node_at(centre + QPoint(2, 0)) == corner  # a click far out finds it without an item
    zoom_to(view, 1.0)
    view.centerOn(view.node_centre(corner))
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    in_view = {v for v in figure.vertices if seen.contains(view.node_centre(v))}
    assert in_view and in_view <= set(view.nodes) and len(view.nodes) < len(figure.vertices) / 2
    assert all(view.nodes[v].style == view._node_style(v) for v in in_view)  # styled while far out
    far_away = max(figure.vertices, key=lambda v: (view.node_centre(v) - view.node_centre(corner)).manhattanLength())
    assert far_away not in view.nodes
    view.centerOn(view.node_centre(far_away))  # panning there makes its item
    assert far_away in view.nodes and view.node_at(view.mapFromScene(view.node_centre(far_away))) == far_away
