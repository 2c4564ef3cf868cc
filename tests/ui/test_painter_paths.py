"""Painter paths made from columns of numbers are the paths Qt's own calls make, element for element."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QDataStream, QIODevice
from PySide6.QtGui import QPainterPath

from gameviz.ui.painter_paths import curves_paths, polygons_paths
from tests.conftest import budget


def stored(path: QPainterPath) -> bytes:
    """The path as Qt writes it: every element's type, x and y, where its last subpath starts, its fill rule."""
    data = QByteArray()
    QDataStream(data, QIODevice.OpenModeFlag.WriteOnly) << path
    return bytes(data)


def called_curves(curves, per):
    """``moveTo`` and ``cubicTo`` for each curve, ``per`` curves to a path."""
    paths = []
    for low in range(0, len(curves), per):
        path = QPainterPath()
        for points in curves[low : low + per]:
            path.moveTo(*points[0])
            for i in range(1, len(points) - 2, 3):
                path.cubicTo(*points[i], *points[i + 1], *points[i + 2])
        paths.append(path)
    return paths


def called_polygons(polygons, per):
    """``moveTo``, ``lineTo`` and ``closeSubpath`` for each polygon, ``per`` polygons to a path."""
    paths = []
    for low in range(0, len(polygons), per):
        path = QPainterPath()
        for corners in polygons[low : low + per]:
            path.moveTo(*corners[0])
            for corner in corners[1:]:
                path.lineTo(*corner)
            path.closeSubpath()
        paths.append(path)
    return paths


coordinate = st.integers(-3, 3).map(float)  # few values: points often fall on one another
point = st.tuples(coordinate, coordinate)


def chain(start, segments):
    """A curve from ``start`` through ``segments``, a None standing for a segment that stays where it is."""
    points = [start]
    for segment in segments:
        points += segment if segment is not None else [points[-1]] * 3
    return points


curve = st.builds(chain, point, st.lists(st.none() | st.tuples(point, point, point), min_size=1, max_size=3))


@budget(200)
@given(curves=st.lists(curve, min_size=1, max_size=12), per=st.integers(1, 5))
def test_curves_are_the_paths_of_moveto_and_cubicto(qapp, curves, per):
    """Segments all at the curve's point (which Qt leaves out) and curves left with none included."""
    points = np.array([p for c in curves for p in c], dtype=np.float64)
    made = curves_paths(points, [len(c) for c in curves], per)
    assert [stored(path) for path in made] == [stored(path) for path in called_curves(curves, per)]


def test_curves_left_out_whole_and_straight_edges_come_out_as_qt_makes_them(qapp):
    still = [(5.0, 5.0)] * 4  # an edge between two vertices at one place
    edge = [(0.0, 0.0), (1.0, 2.0), (2.0, 4.0), (3.0, 6.0)]
    for curves in ([still, edge, still], [edge, still], [still], [still, still, edge]):
        points = np.array([p for c in curves for p in c], dtype=np.float64)
        for per in (1, 2, 3):
            made = curves_paths(points, [len(c) for c in curves], per)
            assert [stored(path) for path in made] == [stored(path) for path in called_curves(curves, per)]
    assert called_curves([still], 1)[0].elementCount() == 1  # (Qt keeps the start alone)


@budget(200)
@given(triangles=st.lists(st.tuples(point, point, point).filter(lambda t: len(set(t)) == 3), min_size=1,
                          max_size=12),
       per=st.integers(1, 5))
def test_polygons_are_the_paths_of_moveto_lineto_and_closesubpath(qapp, triangles, per):
    made = polygons_paths(np.array(triangles, dtype=np.float64), per)
    called = called_polygons(triangles, per)
    assert [stored(path) for path in made] == [stored(path) for path in called]
    assert [path.fillRule() for path in made] == [path.fillRule() for path in called]
