"""SVG from picture primitives (no Qt): sharp at every size, editable in Inkscape.

The document is built with :mod:`xml.etree.ElementTree`, which escapes every
text. Each edge, vertex and caption is a group named and classed by what it is
at that step (``<g class="vertex j1 attr1 new" id="v10-1">``, ``<g class="edge
move win1" id="v5-2--v4-1">``), so a stylesheet or Inkscape can select them. Text is placed by its baseline, which
every renderer honours (librsvg, browsers, Qt), rather than by
``dominant-baseline``, which several ignore.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from gameviz.figure.font_metrics import CENTRE_TO_BASELINE
from gameviz.figure.geometry import Point
from gameviz.figure.primitives import Curve, Ellipse, Picture, Polygon, Primitive, Rect, Stroke, Text

FONT = "DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif"
SVG = "http://www.w3.org/2000/svg"


def _number(value: float) -> str:
    return f"{value:.2f}"


def _paint(stroke: Stroke | None, fill: str | None) -> dict[str, str]:
    attributes = {"fill": fill or "none"}
    if stroke is None:
        attributes["stroke"] = "none"
        return attributes
    attributes.update({"stroke": stroke.color, "stroke-width": _number(stroke.width),
                       "stroke-linecap": "round", "stroke-linejoin": "round"})
    if stroke.dash:
        attributes["stroke-dasharray"] = " ".join(f"{d:.1f}" for d in stroke.dash)
    if stroke.opacity < 1:
        attributes["stroke-opacity"] = _number(stroke.opacity)
    return attributes


def _path(points: Sequence[Point]) -> str:
    (x0, y0), rest = points[0], points[1:]
    parts = [f"M{x0:.2f},{y0:.2f}"]
    for i in range(0, len(rest) - 2, 3):
        (a, b), (c, d), (e, f) = rest[i : i + 3]
        parts.append(f"C{a:.2f},{b:.2f} {c:.2f},{d:.2f} {e:.2f},{f:.2f}")
    return " ".join(parts)


def _element(parent: ET.Element, item: Primitive) -> None:
    if isinstance(item, Curve):
        ET.SubElement(parent, "path", {"d": _path(item.points), **_paint(item.stroke, None)})
    elif isinstance(item, Ellipse):
        ET.SubElement(parent, "ellipse", {"cx": _number(item.cx), "cy": _number(item.cy), "rx": _number(item.rx),
                                          "ry": _number(item.ry), **_paint(item.stroke, item.fill)})
    elif isinstance(item, Rect):
        ET.SubElement(parent, "rect", {"x": _number(item.x), "y": _number(item.y), "width": _number(item.width),
                                       "height": _number(item.height), "rx": _number(item.radius),
                                       **_paint(item.stroke, item.fill)})
    elif isinstance(item, Polygon):
        points = " ".join(f"{x:.2f},{y:.2f}" for x, y in item.points)
        ET.SubElement(parent, "polygon", {"points": points, **_paint(item.stroke, item.fill)})
    elif isinstance(item, Text):
        attributes = {"x": _number(item.x), "y": _number(item.y + CENTRE_TO_BASELINE * item.size),
                      "font-family": FONT, "font-size": f"{item.size:.1f}", "fill": item.color,
                      "text-anchor": item.anchor}
        if item.bold:
            attributes["font-weight"] = "bold"
        if item.italic:
            attributes["font-style"] = "italic"
        ET.SubElement(parent, "text", attributes).text = item.text


def svg_text(picture: Picture, *, style: str = "", unit: str = "pt") -> str:
    """The SVG document of ``picture`` (1 unit = 1 point, or 1 ``unit``: ``px`` for a screen); ``style``: the
    CSS of the whole picture (a notebook shows it no wider than its output with ``max-width: 100%; height:
    auto``)."""
    p = picture
    ET.register_namespace("", SVG)
    root = ET.Element("svg", {"xmlns": SVG, "width": f"{p.width:.1f}{unit}", "height": f"{p.height:.1f}{unit}",
                              "viewBox": f"{p.x:.2f} {p.y:.2f} {p.width:.2f} {p.height:.2f}",
                              **({"style": style} if style else {})})
    ET.SubElement(root, "rect", {"x": _number(p.x), "y": _number(p.y), "width": _number(p.width),
                                 "height": _number(p.height), "fill": p.background, "class": "background"})
    for k, group in enumerate(p.groups):
        parent = root
        if k < len(p.parts):
            parent = ET.SubElement(root, "g", _part_attributes(p, k))
        for item in group:
            _element(parent, item)
    ET.indent(root, space=" ")  # one element a line, for a reader editing it by hand
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _part_attributes(picture: Picture, k: int) -> dict[str, str]:
    """The class and id of the group of part ``k``."""
    part = picture.parts[k]
    return {"class": " ".join((part.kind, *part.classes)), "id": part.name}


def svg_group(picture: Picture, k: int) -> str:
    """Group ``k`` of ``picture`` as one ``<g>`` element without line breaks: a piece that a web page
    assembles into the picture of a step (a group unchanged from one step to the next is the same text)."""
    element = ET.Element("g", _part_attributes(picture, k) if k < len(picture.parts) else {})
    for item in picture.groups[k]:
        _element(element, item)
    return ET.tostring(element, encoding="unicode")
