"""Arrowheads: the filled triangle at the end of an edge, one at a time or many at once."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import cast

from gameviz.figure.geometry import EdgePath, Point
from gameviz.figure.primitives import Polygon


def arrowhead(path: EdgePath, length: float, color: str) -> Polygon:
    """A filled triangle from the end of ``path`` to its tip."""
    tip = path.tip
    last = path.points[-1]
    dx, dy = tip[0] - last[0], tip[1] - last[1]
    norm = math.hypot(dx, dy)
    if norm < 1e-6:
        before = path.points[-2] if len(path.points) > 1 else (tip[0] - 1, tip[1])
        dx, dy = tip[0] - before[0], tip[1] - before[1]
        norm = math.hypot(dx, dy) or 1.0
    ux, uy = dx / norm, dy / norm
    base = (tip[0] - ux * length, tip[1] - uy * length)
    half = length * 0.42
    return Polygon(
        (tip, (base[0] - uy * half, base[1] + ux * half), (base[0] + uy * half, base[1] - ux * half)),
        color,
    )


def arrowheads(paths: Sequence[EdgePath], length: float) -> list[tuple[Point, Point, Point]]:
    """The corners of :func:`arrowhead` of each of ``paths``, computed a column at a time (the same
    numbers); a path whose last point is its tip takes :func:`arrowhead`'s way round."""
    import numpy as np

    tips = np.array([path.tip for path in paths], dtype=np.float64).reshape(-1, 2)
    delta = tips - np.array([path.points[-1] for path in paths], dtype=np.float64).reshape(-1, 2)
    norm = np.hypot(delta[:, 0], delta[:, 1])
    short = norm < 1e-6
    norm[short] = 1.0
    unit = delta / norm[:, None]
    base = tips - unit * length
    side = unit[:, ::-1] * np.array([-1.0, 1.0]) * (length * 0.42)  # (−uy, ux) times half the base
    rows = np.hstack([tips, base + side, base - side]).tolist()
    corners = [((tx, ty), (lx, ly), (rx, ry)) for tx, ty, lx, ly, rx, ry in rows]
    for index in np.flatnonzero(short).tolist():
        head = arrowhead(paths[index], length, "")
        corners[index] = cast(tuple[Point, Point, Point], head.points)
    return corners
