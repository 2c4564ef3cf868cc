"""SVG from picture primitives (no Qt): sharp at every size, editable in Inkscape."""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from gameviz.figure.primitives import Curve, Ellipse, Picture, Polygon, Rect, Stroke, Text

FONT = "DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif"


def _stroke(stroke: Stroke | None) -> str:
    if stroke is None:
        return 'stroke="none"'
    parts = [f'stroke="{stroke.color}"', f'stroke-width="{stroke.width:.2f}"',
             'stroke-linecap="round"', 'stroke-linejoin="round"']
    if stroke.dash:
        parts.append(f'stroke-dasharray="{" ".join(f"{d:.1f}" for d in stroke.dash)}"')
    if stroke.opacity < 1:
        parts.append(f'stroke-opacity="{stroke.opacity:.2f}"')
    return " ".join(parts)


def _fill(fill: str | None) -> str:
    return f'fill="{fill}"' if fill else 'fill="none"'


def _path(points) -> str:
    (x0, y0), rest = points[0], points[1:]
    parts = [f"M{x0:.2f},{y0:.2f}"]
    for i in range(0, len(rest) - 2, 3):
        (a, b), (c, d), (e, f) = rest[i : i + 3]
        parts.append(f"C{a:.2f},{b:.2f} {c:.2f},{d:.2f} {e:.2f},{f:.2f}")
    return " ".join(parts)


def svg_text(picture: Picture) -> str:
    """The SVG document of ``picture`` (1 unit = 1 point)."""
    p = picture
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{p.width:.1f}pt" height="{p.height:.1f}pt" '
        f'viewBox="{p.x:.2f} {p.y:.2f} {p.width:.2f} {p.height:.2f}">',
        f'<rect x="{p.x:.2f}" y="{p.y:.2f}" width="{p.width:.2f}" height="{p.height:.2f}" fill="{p.background}"/>',
    ]
    for item in p.items:
        if isinstance(item, Curve):
            out.append(f'<path d="{_path(item.points)}" fill="none" {_stroke(item.stroke)}/>')
        elif isinstance(item, Ellipse):
            out.append(f'<ellipse cx="{item.cx:.2f}" cy="{item.cy:.2f}" rx="{item.rx:.2f}" ry="{item.ry:.2f}" '
                       f'{_fill(item.fill)} {_stroke(item.stroke)}/>')
        elif isinstance(item, Rect):
            out.append(f'<rect x="{item.x:.2f}" y="{item.y:.2f}" width="{item.width:.2f}" height="{item.height:.2f}" '
                       f'rx="{item.radius:.2f}" {_fill(item.fill)} {_stroke(item.stroke)}/>')
        elif isinstance(item, Polygon):
            points = " ".join(f"{x:.2f},{y:.2f}" for x, y in item.points)
            out.append(f'<polygon points="{points}" {_fill(item.fill)} {_stroke(item.stroke)}/>')
        elif isinstance(item, Text):
            weight = ' font-weight="bold"' if item.bold else ""
            style = ' font-style="italic"' if item.italic else ""
            out.append(f'<text x="{item.x:.2f}" y="{item.y:.2f}" font-family={quoteattr(FONT)} '
                       f'font-size="{item.size:.1f}"{weight}{style} fill="{item.color}" '
                       f'text-anchor="{item.anchor}" dominant-baseline="central">{escape(item.text)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
