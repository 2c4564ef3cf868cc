"""TikZ from picture primitives (no Qt), with Beamer overlays for step-by-step slides.

One picture gives a ``tikzpicture``; several pictures (the steps of a
construction) give a single ``tikzpicture`` where what changes between steps
is wrapped in ``\\only<k>{…}``, so a Beamer frame shows one step per slide.
The output needs ``\\usepackage{tikz}`` and ``\\usepackage{amssymb}``.
"""

from __future__ import annotations

from collections.abc import Sequence

from gameviz.figure.primitives import Curve, Ellipse, Picture, Polygon, Primitive, Rect, Stroke

_MATH = {
    "∪": r"\cup", "→": r"\to", "∈": r"\in", "∅": r"\emptyset", "∞": r"\infty", "−": "-",
    "≤": r"\leq", "≥": r"\geq", "α": r"\alpha", "β": r"\beta", "▶": r"\blacktriangleright",
    "•": r"\bullet", "✗": r"\times", "✓": r"\checkmark", "▲": r"\blacktriangle", "▼": r"\blacktriangledown",
}
_SUB = str.maketrans("₀₁₂₃₄₅₆₇₈₉₋", "0123456789-")
_SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
            "^": r"\^{}", "_": r"\_", "%": r"\%", "~": r"\~{}"}


def latex_text(text: str) -> str:
    """Text for a TikZ node: special characters escaped, symbols and indices in math mode."""
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in _MATH:
            out.append(f"${_MATH[ch]}$")
        elif ch.translate(_SUB) != ch or ch.translate(_SUP) != ch:
            j = i
            while j < len(text) and (text[j].translate(_SUB) != text[j] or text[j].translate(_SUP) != text[j]):
                j += 1
            run = text[i:j]
            sub = "".join(c.translate(_SUB) for c in run if c.translate(_SUB) != c)
            sup = "".join(c.translate(_SUP) for c in run if c.translate(_SUP) != c)
            out.append("$" + (f"^{{{sup}}}" if sup else "") + (f"_{{{sub}}}" if sub else "") + "$")
            i = j
            continue
        else:
            out.append(_SPECIAL.get(ch, ch))
        i += 1
    return "".join(out).replace("$$", "")


class _Colors:
    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def __call__(self, color: str) -> str:
        key = color.lower()
        if key not in self.names:
            self.names[key] = f"gv{len(self.names)}"
        return self.names[key]

    def definitions(self) -> list[str]:
        return [rf"\definecolor{{{name}}}{{HTML}}{{{hex_[1:].upper()}}}" for hex_, name in self.names.items()]


class _Writer:
    """Writes primitives as TikZ commands, every length multiplied by ``scale``."""

    def __init__(self, color: _Colors, scale: float) -> None:
        self.color = color
        self.scale = scale

    def pt(self, x: float, y: float) -> str:
        return f"({x * self.scale:.2f}pt,{-y * self.scale:.2f}pt)"

    def length(self, value: float) -> str:
        return f"{value * self.scale:.2f}pt"

    def options(self, stroke: Stroke | None, fill: str | None) -> str:
        color, length = self.color, self.length
        options = []
        if stroke is not None:
            options.append(f"draw={color(stroke.color)}")
            options.append(f"line width={length(stroke.width)}")
            if stroke.dash:
                pattern = " ".join(f"{'on' if i % 2 == 0 else 'off'} {length(d)}" for i, d in enumerate(stroke.dash))
                options.append(f"dash pattern={pattern}")
            if stroke.opacity < 1:
                options.append(f"draw opacity={stroke.opacity:.2f}")
        if fill is not None:
            options.append(f"fill={color(fill)}")
        return ", ".join(options)

    def command(self, item: Primitive) -> str:
        pt, length, color = self.pt, self.length, self.color
        if isinstance(item, Curve):
            pts = item.points
            path = pt(*pts[0])
            for i in range(1, len(pts) - 2, 3):
                path += f" .. controls {pt(*pts[i])} and {pt(*pts[i + 1])} .. {pt(*pts[i + 2])}"
            return rf"\draw[{self.options(item.stroke, None)}, line cap=round] {path};"
        if isinstance(item, Ellipse):
            return (rf"\path[{self.options(item.stroke, item.fill)}] {pt(item.cx, item.cy)} "
                    rf"ellipse ({length(item.rx)} and {length(item.ry)});")
        if isinstance(item, Rect):
            options = self.options(item.stroke, item.fill)
            if item.radius:
                options += f", rounded corners={length(item.radius)}"
            return rf"\path[{options}] {pt(item.x, item.y)} rectangle {pt(item.x + item.width, item.y + item.height)};"
        if isinstance(item, Polygon):
            path = " -- ".join(pt(*p) for p in item.points)
            return rf"\path[{self.options(item.stroke, item.fill)}] {path} -- cycle;"
        anchor = {"middle": "center", "start": "west", "end": "east"}[item.anchor]
        font = r"\sffamily" + (r"\bfseries" if item.bold else "") + (r"\itshape" if item.italic else "")
        size = item.size * self.scale
        font += f"\\fontsize{{{size:.1f}pt}}{{{size * 1.2:.1f}pt}}\\selectfont"
        return (rf"\node[anchor={anchor}, inner sep=0pt, text={color(item.color)}, font={font}] "
                rf"at {pt(item.x, item.y)} {{{latex_text(item.text)}}};")


def _overlay_spec(frames: list[int]) -> str:
    """``[1, 2, 3, 5]`` → ``"1-3,5"``."""
    parts, start = [], None
    for i, f in enumerate(frames):
        if start is None:
            start = f
        if i + 1 == len(frames) or frames[i + 1] != f + 1:
            parts.append(str(start) if start == f else f"{start}-{f}")
            start = None
    return ",".join(parts)


#: The room of a picture on a Beamer slide (4:3, with a frame title), in points.
SLIDE_WIDTH, SLIDE_HEIGHT = 320.0, 215.0


def tikz_picture(pictures: Sequence[Picture], color: _Colors) -> str:
    first = pictures[0]
    width = max(p.width for p in pictures)
    height = max(p.height for p in pictures)
    scale = min(1.0, SLIDE_WIDTH / max(width, 1.0), SLIDE_HEIGHT / max(height, 1.0))
    writer = _Writer(color, scale)
    lines = [r"\begin{tikzpicture}"]
    lines.append(rf"\path[use as bounding box] {writer.pt(first.x, first.y)} rectangle "
                 rf"{writer.pt(first.x + width, first.y + height)};")
    count = max(len(p.groups) for p in pictures)
    for slot in range(count):
        variants: dict[tuple, list[int]] = {}
        for k, picture in enumerate(pictures, start=1):
            group = picture.groups[slot] if slot < len(picture.groups) else ()
            variants.setdefault(group, []).append(k)
        for group, frames in variants.items():
            if not group:
                continue
            body = "\n".join(writer.command(item) for item in group)
            if len(frames) == len(pictures):
                lines.append(body)
            else:
                lines.append(rf"\only<{_overlay_spec(frames)}>{{" + "\n" + body + "\n}")
    lines.append(r"\end{tikzpicture}")
    return "\n".join(lines)


def tikz_document(pictures: Sequence[Picture]) -> str:
    """A file to ``\\input`` in a Beamer frame: colour definitions and the picture."""
    color = _Colors()
    picture = tikz_picture(pictures, color)
    header = [
        "% gameviz picture: \\input{this file} inside a Beamer frame",
        "% needs \\usepackage{tikz} and \\usepackage{amssymb}"
        + (f"; {len(pictures)} overlays, one per step" if len(pictures) > 1 else ""),
    ]
    return "\n".join(header + color.definitions() + [picture]) + "\n"
