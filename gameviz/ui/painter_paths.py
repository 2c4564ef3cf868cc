"""Painter paths of many curves or polygons, made from columns of numbers at once.

Built a call at a time (``moveTo``, ``cubicTo``, ``lineTo``), the paths of the 180,000 edges of a large
arena cost over a million calls from Python. Qt also reads a path from a data stream, in its own format:
the number of elements, then each element's type, x and y, then where the last subpath starts and the
fill rule. The elements of many paths are written with NumPy, then Qt reads each path in one go: each is
the path the calls would make.
"""

from __future__ import annotations

import struct
from typing import Any

import numpy as np
from PySide6.QtCore import QByteArray, QDataStream
from PySide6.QtGui import QPainterPath

#: A path's element in Qt's stream: its type, x and y.
ELEMENT = np.dtype([("type", "<i4"), ("x", "<f8"), ("y", "<f8")])
#: The types of elements (QPainterPath.ElementType).
MOVE, LINE, CURVE, CURVE_DATA = 0, 1, 2, 3
#: Qt.FillRule.OddEvenFill, a new path's fill rule.
ODD_EVEN = 0


def curves_paths(points: Any, counts: Any, per: int) -> list[QPainterPath]:
    """The curves whose points are ``points`` (m × 2, one curve after the other, curve i having
    ``counts[i]`` points: a start, then three points per cubic segment), ``per`` curves to a path, each
    path as ``moveTo`` and ``cubicTo`` make it: a segment all of whose points are where the curve stands
    is left out, as Qt leaves it out, and so is the start of a curve left with no segment when another
    curve follows in the path (its ``moveTo`` takes the place)."""
    counts = np.asarray(counts, dtype=np.intp)
    if len(counts) == 0:
        return []
    starts = np.cumsum(counts) - counts
    offset = np.arange(len(points)) - np.repeat(starts, counts)  # each point's place in its curve
    types = np.where(offset == 0, MOVE, np.where(offset % 3 == 1, CURVE, CURVE_DATA))
    keep = np.ones(len(points), dtype=bool)
    first = np.flatnonzero(types == CURVE)
    same = np.ones(len(first), dtype=bool)
    for step in (-1, 1, 2):
        same &= (points[first + step] == points[first]).all(axis=1)
    for step in (0, 1, 2):
        keep[first[same] + step] = False
    segments = np.add.reduceat((types == CURVE) & keep, starts)  # the segments each curve keeps
    curve = np.arange(len(counts))
    last_of_path = (curve % per == per - 1) | (curve == len(counts) - 1)
    keep[starts[(segments == 0) & ~last_of_path]] = False
    before = np.concatenate([[0], np.cumsum(keep)])  # elements kept before each point
    bounds = [*before[starts[::per]].tolist(), int(before[-1])]
    return _read_each(types[keep], points[keep], bounds)


def polygons_paths(corners: Any, per: int) -> list[QPainterPath]:
    """The closed polygons ``corners`` (n × k × 2), ``per`` to a path, each polygon as ``moveTo``,
    ``lineTo`` to its other corners and ``closeSubpath`` make it (no two corners of a polygon at one
    place)."""
    count, sides = corners.shape[:2]
    closed = np.concatenate([corners, corners[:, :1]], axis=1).reshape(-1, 2)
    types = np.tile(np.array([MOVE] + [LINE] * sides), count)
    bounds = [*range(0, len(types), per * (sides + 1)), len(types)]
    paths = _read_each(types, closed, bounds)
    for k in range(len(paths)):
        if min(per, count - k * per) == 1:  # Qt marks a path of one such polygon convex, and fills it its way
            paths[k] = _polygon(corners[k * per])
    return paths


def _polygon(corners: Any) -> QPainterPath:
    """One closed polygon, made by the calls."""
    path = QPainterPath()
    path.moveTo(*corners[0])
    for x, y in corners[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def _read_each(types: Any, points: Any, bounds: list[int]) -> list[QPainterPath]:
    """The paths of the elements ``bounds[i]`` to ``bounds[i + 1]`` of ``types`` at ``points``, each read
    by Qt from its stream."""
    elements = np.empty(len(types), dtype=ELEMENT)
    elements["type"], elements["x"], elements["y"] = types, points[:, 0], points[:, 1]
    moves = np.flatnonzero(types == MOVE)
    paths = []
    for low, high in zip(bounds, bounds[1:], strict=False):
        path = QPainterPath()
        if high > low:
            last_start = int(moves[np.searchsorted(moves, high) - 1]) - low
            data = struct.pack("<i", high - low) + elements[low:high].tobytes() + struct.pack("<ii", last_start,
                                                                                              ODD_EVEN)
            stream = QDataStream(QByteArray(data))
            stream.setByteOrder(QDataStream.ByteOrder.LittleEndian)
            stream >> path
        paths.append(path)
    return paths
