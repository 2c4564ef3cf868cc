"""Drawing primitives: what the screen and every export format know how to draw.

A figure is turned into these few shapes; :mod:`gameviz.ui` paints them with
Qt, :mod:`gameviz.export` writes them as SVG or TikZ. Colours are ``#rrggbb``
strings, sizes are in points.
"""

from __future__ import annotations

from dataclasses import dataclass

from gameviz.figure.font_metrics import text_width
from gameviz.figure.geometry import Point


@dataclass(frozen=True)
class Stroke:
    """How a line is drawn."""

    color: str
    width: float = 1.0
    dash: tuple[float, ...] = ()
    opacity: float = 1.0


@dataclass(frozen=True)
class Ellipse:
    cx: float
    cy: float
    rx: float
    ry: float
    fill: str | None
    stroke: Stroke | None


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float
    fill: str | None
    stroke: Stroke | None
    radius: float = 0.0


@dataclass(frozen=True)
class Polygon:
    points: tuple[Point, ...]
    fill: str | None
    stroke: Stroke | None = None


@dataclass(frozen=True)
class Curve:
    """Cubic Bézier segments ``p0, c1, c2, p1, …`` (no fill)."""

    points: tuple[Point, ...]
    stroke: Stroke


@dataclass(frozen=True)
class Text:
    """One line of text centred on (x, y) (``anchor`` ``"middle"``, ``"start"`` or ``"end"``)."""

    x: float
    y: float
    text: str
    size: float
    color: str
    bold: bool = False
    anchor: str = "middle"
    italic: bool = False


Primitive = Ellipse | Rect | Polygon | Curve | Text

__all__ = ["Curve", "Ellipse", "Picture", "Polygon", "Primitive", "Rect", "Stroke", "Text", "text_width", "translate"]


def translate(item: Primitive, dx: float, dy: float) -> Primitive:
    """``item`` moved by (dx, dy)."""
    if isinstance(item, Ellipse):
        return Ellipse(item.cx + dx, item.cy + dy, item.rx, item.ry, item.fill, item.stroke)
    if isinstance(item, Rect):
        return Rect(item.x + dx, item.y + dy, item.width, item.height, item.fill, item.stroke, item.radius)
    if isinstance(item, Text):
        return Text(item.x + dx, item.y + dy, item.text, item.size, item.color, item.bold, item.anchor, item.italic)
    moved = tuple((x + dx, y + dy) for x, y in item.points)
    if isinstance(item, Polygon):
        return Polygon(moved, item.fill, item.stroke)
    return Curve(moved, item.stroke)


@dataclass(frozen=True)
class Picture:
    """A whole picture: groups of primitives in drawing order (one group per
    edge, vertex or caption, the same groups at every step), bounds, background."""

    groups: tuple[tuple[Primitive, ...], ...]
    x: float
    y: float
    width: float
    height: float
    background: str
    #: what each group draws ("edge", "vertex", "caption"), for formats that name their parts
    kinds: tuple[str, ...] = ()

    @property
    def items(self) -> list[Primitive]:
        """Every primitive, in drawing order."""
        return [item for group in self.groups for item in group]
