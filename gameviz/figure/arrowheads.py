"""Arrowheads: the filled triangle at the end of an edge, one at a time or many at once."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from gameviz.figure.geometry import EdgePath
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


def arrowhead_corners(tips: Any, lasts: Any, length: float, path: Callable[[int], EdgePath]) -> Any:
    """The corners of :func:`arrowhead` (n × 3 × 2) of the edges whose tips and last points are ``tips``
    and ``lasts`` (n × 2), computed a column at a time (the same numbers); an edge whose last point is its
    tip takes :func:`arrowhead`'s way round, from its whole ``path(i)``."""
    import numpy as np

    delta = tips - lasts
    norm = np.hypot(delta[:, 0], delta[:, 1])
    short = norm < 1e-6
    norm[short] = 1.0
    unit = delta / norm[:, None]
    base = tips - unit * length
    side = unit[:, ::-1] * np.array([-1.0, 1.0]) * (length * 0.42)  # (−uy, ux) times half the base
    corners = np.stack([tips, base + side, base - side], axis=1)
    for index in np.flatnonzero(short).tolist():
        corners[index] = arrowhead(path(index), length, "").points
    return corners
