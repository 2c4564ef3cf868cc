"""Drawing primitives: what the screen and every export format know how to draw.

A figure is turned into these few shapes; :mod:`gameviz.ui` paints them with
Qt, :mod:`gameviz.export` writes them as SVG or TikZ. Colours are ``#rrggbb``
strings, sizes are in points.
"""

from __future__ import annotations

from dataclasses import dataclass

from gameviz.figure.font_metrics import text_width
from gameviz.figure.geometry import Point
from gameviz.figure.style import Palette, Sizes


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

__all__ = ["Curve", "Ellipse", "Part", "Picture", "Polygon", "Primitive", "Rect", "Stroke", "Text", "text_width",
           "translate"]


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
class Part:
    """What one group of a picture draws, for the formats that name and restyle parts: SVG's
    ``<g class="vertex j1 attr1 new" id="v10-1">``, TikZ's ``\\node[j1, attr1, new] (v10-1)``.

    ``classes`` say what the part is at this step (``j1``, ``attr1``, ``new``, ``target``,
    ``drawn``; for moves ``move``, ``win1``, ``newmove``, ``justify``, ``strategy``, ``keepdraw``).
    A vertex that is one shape with a label also gives that shape (``circle`` or ``box``), its
    centre and size, its label, its rank badge and the caption above it; ``extra`` is what else
    it draws (a board picture), in scene coordinates. A move gives the names of its ends.
    """

    kind: str  # "vertex", "edge" or "caption"
    name: str = ""
    classes: tuple[str, ...] = ()
    shape: str | None = None
    centre: Point = (0.0, 0.0)
    size: tuple[float, float] = (0.0, 0.0)
    label: str = ""
    label_at: Point | None = None  # where the label is written, when not at the centre (above a board)
    badge: str | None = None
    caption: str | None = None
    extra: tuple[Primitive, ...] = ()
    ends: tuple[str, str] | None = None


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
    #: what each group draws, for formats that name their parts
    parts: tuple[Part, ...] = ()
    #: the colours and sizes it was drawn with, for formats that restyle by name
    palette: Palette | None = None
    sizes: Sizes | None = None

    @property
    def items(self) -> list[Primitive]:
        """Every primitive, in drawing order."""
        return [item for group in self.groups for item in group]
