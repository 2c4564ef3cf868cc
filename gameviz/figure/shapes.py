"""The shape of each player's positions: the course's circles (J1) and squares (J2), then more.

Games of more than two players need a shape per player, so that positions are told apart in
grey print too: J3 a hexagon, J4 a diamond, J5 a triangle, J6 a triangle pointing down.
"""

from __future__ import annotations

from gameviz.figure.primitives import Ellipse, Polygon, Primitive, Rect, Stroke


def player_shape(player: int, cx: float, cy: float, w: float, h: float, fill: str | None,
                 stroke: Stroke) -> Primitive:
    """The shape of a node of player ``player`` in a game with more than two players: J1 a circle
    (an ellipse as wide as ``w``), J2 a square (a rectangle), J3 a hexagon, J4 a diamond, J5 ▲, J6 ▼."""
    left, right, top, bottom = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    if player == 1:
        return Ellipse(cx, cy, w / 2, h / 2, fill, stroke)
    if player == 2:
        return Rect(left, top, w, h, fill, stroke, 3.0)
    corners = {
        3: ((left + h / 3, top), (right - h / 3, top), (right, cy), (right - h / 3, bottom), (left + h / 3, bottom),
            (left, cy)),
        4: ((cx, top - 4), (right + 6, cy), (cx, bottom + 4), (left - 6, cy)),
        5: ((cx, top - 6), (right + 8, bottom), (left - 8, bottom)),
        6: ((left - 8, top), (right + 8, top), (cx, bottom + 6)),
    }
    return Polygon(corners[player], fill, stroke)
