"""TikZ from pictures, written the way a teacher writes it (no Qt).

- One ``\\tikzset`` of named styles at the top, with the picture's colours:
  ``j1``, ``j2``, ``target``, ``attr1``, ``attr2``, ``drawn``, ``new`` for
  vertices, ``move``, ``win1``, ``win2``, ``newmove``, ``justify``,
  ``strategy``, ``keepdraw`` for moves, ``rank1``, ``rank2``, ``start`` for
  what is written beside them. A teacher restyles a whole figure by editing
  one line.
- Vertices are named nodes, ``\\node[j1, attr1, new] (v10-1) at (…) {(10,1)};``,
  and moves join them by name, so TikZ ends each move on the outlines.
- Text is set in the document's font at a relative size (``\\footnotesize``
  for labels, ``\\scriptsize`` when the picture is scaled below half); the
  picture fits ``\\linewidth`` and part of ``\\textheight`` by scaling its
  coordinates (and lines) only, not its text. Only a picture too large to
  be read on the page (scaled so far that 8 pt labels no longer fit their
  vertices) has its text shrink with it, rather than overlap.
- The step's equation is set under the picture, in math mode:
  ``$\\mathcal{A}^{1}_{3} = \\mathcal{A}^{1}_{2} \\cup \\{(5,2)\\}$``.
- Several pictures make one ``tikzpicture`` whose changes are Beamer overlays
  (``\\only<3-5>{…}``), one slide per step, or with ``standalone`` one
  ``tikzpicture`` per step, for articles and handouts.

A board's picture has styles of its own, one per kind of note (``axis``,
``weight``, ``hvalue``, ``score``, ``estimate``, ``rowlabel``, ``formula``),
and the colours of its board and pieces named by role (``gvboard``,
``gvpiecex``, ``gvpieceo``, ``gvdiscx``, ``gvdisco``, ``gvchocolate``,
``gvpoison``). Parts a picture does not name (search trees) are written as
plain paths in the same scaled coordinates. The output needs
``\\usepackage{tikz}``, and ``\\usepackage{amssymb}`` for the symbols of search
trees.
"""

from __future__ import annotations

from collections.abc import Sequence

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export.latex import latex_equation, latex_text
from gameviz.figure.figure import CAPTION_HEIGHT
from gameviz.figure.primitives import Curve, Ellipse, Part, Picture, Polygon, Primitive, Rect, Stroke, Text, text_width
from gameviz.figure.style import SIZES, Palette, Sizes

#: Most vertices and moves in one TikZ picture: pdflatex keeps a whole picture in its memory. Measured
#: with TeX Live's 5,000,000 words: a stick arena of 4,996 compiles (in 11 s), one of 6,994 runs out
#: ("TeX capacity exceeded"), as does the tic-tac-toe arena (21,645).
MOST_TIKZ_PARTS = 5000

#: Largest coordinate written: TeX's numbers stop at 16,383, and pgf's arithmetic needs room.
LARGEST_NUMBER = 2000.0

#: Labels are ``\footnotesize``, or ``\scriptsize`` (8 pt in an 11 pt Beamer) in pictures scaled below this,
#: whose vertices are closer.
SMALL_BELOW = 0.5
#: How much wider than its vertex a label may be (it may take some of the room between vertices).
LABEL_OVERFLOW = 1 / 0.7

#: The share of ``\textheight`` a picture may take (a frame's title and the equation need the rest).
HEIGHT_SHARE = 0.62


# ------------------------------------------------------------------ styles
#: The names of a board's colours, by key of :attr:`~gameviz.figure.style.Palette.board_pieces`.
PIECE_NAMES = {"X": "gvpiecex", "O": "gvpieceo", "discX": "gvdiscx", "discO": "gvdisco", "#": "gvchocolate",
               "*": "gvpoison"}


class _Colors:
    """Colour names of the file: by role for the palette's colours (a board's first, in a board's picture),
    numbered for the others."""

    def __init__(self, palette: Palette | None, board: bool = False) -> None:
        self.names: dict[str, str] = {}
        if palette is not None:
            pieces = {"gvboard": palette.board_dark} | {PIECE_NAMES[key]: colour for key, colour
                                                         in palette.board_pieces.items() if key in PIECE_NAMES}
            roles = (pieces if board else {}) | {
                "gvtext": palette.text, "gvbackground": palette.background, "gvvertex": palette.vertex_fill,
                "gvline": palette.vertex_line, "gvedge": palette.edge, "gvdrawfill": palette.draw_fill,
                "gvdrawline": palette.draw_line, "gvplay": palette.highlight}
            for p, word in enumerate(PLAYER_WORDS, start=1):
                colors = palette.player(p)
                roles |= {f"gv{word}fill": colors.fill, f"gv{word}new": colors.new, f"gv{word}line": colors.line,
                          f"gv{word}newtext": colors.new_text or palette.text}
            self.names = {name: color.lower() for name, color in roles.items()}  # (a board's first: they win)
        self.by_color = {color: name for name, color in reversed(list(self.names.items()))}

    def __call__(self, color: str) -> str:
        key = color.lower()
        if key not in self.by_color:
            name = f"gv{len(self.names)}"
            self.names[name] = key
            self.by_color[key] = name
        return self.by_color[key]

    def definitions(self) -> list[str]:
        return [rf"\definecolor{{{name}}}{{HTML}}{{{color[1:].upper()}}}" for name, color in self.names.items()]


#: The players' colours are named by their number in words: ``gvonefill``, ``gvtwoline``, …
PLAYER_WORDS = ("one", "two", "three", "four", "five", "six")


def _player_styles(writer: _Writer, box: tuple[float, float]) -> list[str]:
    """The styles of each player's attractor, winning moves and ranks; J3 … J6's vertices (games of more
    players) are boxes whose corners say whose they are, as TikZ's base shapes allow without a library."""
    width, length, sizes = writer.line, writer.length, writer.sizes
    lines = []
    for p, word in enumerate(PLAYER_WORDS, start=1):
        lines += [
            rf"  attr{p}/.style={{fill=gv{word}fill, draw=gv{word}line, /gameviz/new fill=gv{word}new,"
            rf" /gameviz/new text=gv{word}newtext}},",
            rf"  win{p}/.style={{draw=gv{word}line, line width={width(2.0 * sizes.scale)}}},",
            rf"  rank{p}/.style={{rank, fill=gv{word}line}},",
        ]
        if p > 2:
            corners = {3: "rounded corners=6pt", 4: "sharp corners", 5: "rounded corners=1pt",
                       6: "rounded corners=9pt"}[p]
            lines.append(rf"  j{p}/.style={{vertex, rectangle, {corners}, minimum width={length(box[0])},"
                         rf" minimum height={length(box[1])}}},")
    return lines


def _styles(writer: _Writer, palette: Palette, circle: float, box: tuple[float, float]) -> list[str]:
    """The ``\\tikzset`` of the named styles: colours by role, sizes as the picture's."""
    width, length, sizes = writer.line, writer.length, writer.sizes
    return [
        r"\pgfkeys{/gameviz/new fill/.initial=gvvertex, /gameviz/new text/.initial=gvtext}",
        r"\tikzset{",
        rf"  vertex/.style={{font=\sffamily\bfseries\gvlabelsize, text=gvtext, draw=gvline, fill=gvvertex,"
        rf" line width={width(sizes.line)}, inner sep=1pt}},",
        rf"  j1/.style={{vertex, circle, minimum size={length(circle)}}},",
        rf"  j2/.style={{vertex, rectangle, rounded corners=2pt, minimum width={length(box[0])},"
        rf" minimum height={length(box[1])}}},",
        r"  target/.style={double=gvbackground, double distance=1.2pt},",
        r"  drawn/.style={fill=gvdrawfill, draw=gvdrawline},",
        rf"  new/.style={{line width={width(sizes.emphasis_line)}, fill=\pgfkeysvalueof{{/gameviz/new fill}},"
        r" text=\pgfkeysvalueof{/gameviz/new text}},",
        rf"  move/.style={{draw=gvedge, line width={width(1.2 * sizes.scale)}, ->, >=stealth}},",
        rf"  newmove/.style={{line width={width(sizes.emphasis_line)}}},",
        rf"  justify/.style={{line width={width(sizes.emphasis_line)}, dash pattern=on 7pt off 3pt}},",
        rf"  strategy/.style={{line width={width(sizes.strategy_line)}}},",
        rf"  keepdraw/.style={{draw=gvdrawline, line width={width(2.2 * sizes.scale)}, dash pattern=on 6pt off 4pt}},",
        rf"  rank/.style={{circle, inner sep=0.3pt, minimum size={length(1.7 * sizes.badge)}, "
        r"font=\sffamily\bfseries\gvbadgesize,"
        r" text=white, draw=gvbackground, line width=1pt, anchor=south west, xshift=-0.2em, yshift=-0.2em},",
        *_player_styles(writer, box),
        r"  start/.style={font=\sffamily\bfseries\gvlabelsize, anchor=south, inner sep=1pt},",
        rf"  play/.style={{draw=gvplay, line width={width(sizes.strategy_line)}}},",
        r"  playnumber/.style={circle, fill=gvplay, text=white, inner sep=0.5pt, font=\sffamily\bfseries\gvbadgesize},",
        r"}",
    ]


def _board_styles(writer: _Writer, picture: Picture) -> list[str]:
    """The ``\\tikzset`` of a board's notes: one style per kind of note (its font and colour), from its first text."""
    lines = [r"\tikzset{"]
    for part, group in zip(picture.parts, picture.groups, strict=False):
        text = next((item for item in group if isinstance(item, Text)), None)
        if part.kind == "board" and text is not None:
            lines.append(rf"  {part.classes[0]}/.style={{font={writer.font_of(text)}, text={writer.color(text.color)}}},")
    return [*lines, r"}"]


# --------------------------------------------------------------- writing
class _Writer:
    """TikZ commands in the picture's coordinates (the tikzpicture scales them)."""

    def __init__(self, color: _Colors, sizes: Sizes, unit: float = 1.0) -> None:
        self.color = color
        self.sizes = sizes
        #: points of the picture per unit written: TeX's numbers stop at 16,383
        self.unit = unit

    def pt(self, x: float, y: float) -> str:
        return f"({x / self.unit:.2f},{y / self.unit:.2f})"

    def line(self, points: float) -> str:
        """A line's width: as on screen (without presentation mode's enlargement), times the fit."""
        return rf"\gvscale*{points / self.sizes.scale:.2f}pt"

    def length(self, value: float) -> str:
        """A length of the picture (a vertex's size), scaled as its coordinates are."""
        return rf"\gvunit*{value / self.unit:.2f}pt"

    def options(self, stroke: Stroke | None, fill: str | None) -> str:
        options = []
        if stroke is not None:
            options += [f"draw={self.color(stroke.color)}", f"line width={self.line(stroke.width)}"]
            if stroke.dash:
                pattern = " ".join(f"{'on' if i % 2 == 0 else 'off'} {d:.2f}pt" for i, d in enumerate(stroke.dash))
                options.append(f"dash pattern={pattern}")
            if stroke.opacity < 1:
                options.append(f"draw opacity={stroke.opacity:.2f}")
        if fill is not None:
            options.append(f"fill={self.color(fill)}")
        return ", ".join(options)

    def font_of(self, item: Text) -> str:
        """The font of ``item``: sans serif, bold or italic if it is, at the relative size nearest its own."""
        return r"\sffamily" + (r"\bfseries" if item.bold else "") + (r"\itshape" if item.italic else "") + \
            self.font(item.size)

    def styled(self, item: Primitive, style: str) -> str:
        """``item`` drawn in ``style``: a text as a node of that style (its font and colour), a shape as it is."""
        if not isinstance(item, Text):
            return self.command(item)
        anchor = {"middle": "center", "start": "west", "end": "east"}[item.anchor]
        return rf"\node[{style}, anchor={anchor}, inner sep=0pt] at {self.pt(item.x, item.y)} {{{latex_text(item.text)}}};"

    def font(self, size: float) -> str:
        """The relative size of the document's font closest to ``size`` next to the labels'."""
        ratio = size / self.sizes.label
        return r"\small" if ratio >= 1.1 else r"\footnotesize" if ratio >= 0.9 else \
            r"\scriptsize" if ratio >= 0.7 else r"\tiny"

    def command(self, item: Primitive) -> str:
        pt = self.pt
        if isinstance(item, Curve):
            pts = item.points
            path = pt(*pts[0])
            for i in range(1, len(pts) - 2, 3):
                path += f" .. controls {pt(*pts[i])} and {pt(*pts[i + 1])} .. {pt(*pts[i + 2])}"
            return rf"\draw[{self.options(item.stroke, None)}, line cap=round] {path};"
        if isinstance(item, Ellipse):
            return (rf"\path[{self.options(item.stroke, item.fill)}] {pt(item.cx, item.cy)} "
                    rf"ellipse ({item.rx / self.unit:.2f} and {item.ry / self.unit:.2f});")
        if isinstance(item, Rect):
            options = self.options(item.stroke, item.fill)
            if item.radius:
                options += f", rounded corners={self.length(item.radius)}"
            return rf"\path[{options}] {pt(item.x, item.y)} rectangle {pt(item.x + item.width, item.y + item.height)};"
        if isinstance(item, Polygon):
            path = " -- ".join(pt(*p) for p in item.points)
            return rf"\path[{self.options(item.stroke, item.fill)}] {path} -- cycle;"
        anchor = {"middle": "center", "start": "west", "end": "east"}[item.anchor]
        return (rf"\node[anchor={anchor}, inner sep=0pt, text={self.color(item.color)}, "
                rf"font={self.font_of(item)}] at {pt(item.x, item.y)} {{{latex_text(item.text)}}};")

    # named parts ---------------------------------------------------------------
    def node(self, part: Part, default: dict[str, tuple[float, float]]) -> str:
        """The vertex as a named node, its label inside (or above its board picture)."""
        options = list(part.classes)
        if part.size != default[part.shape or ""]:
            w, h = part.size
            options += ([f"minimum size={self.length(w)}"] if part.shape == "circle"
                        else [f"minimum width={self.length(w)}", f"minimum height={self.length(h)}"])
        label = latex_text(part.label)
        lines = []
        if part.label_at is not None:  # a board under the label: the node is the frame, the label a line above
            lines.append(rf"\node[{', '.join(options)}] ({part.name}) at {self.pt(*part.centre)} {{}};")
            lines.append(rf"\node[font=\sffamily\bfseries\gvlabelsize, text=gvtext, inner sep=0pt] "
                         rf"at {self.pt(*part.label_at)} {{{label}}};")
            lines += [self.command(item) for item in part.extra]
        else:
            lines.append(rf"\node[{', '.join(options)}] ({part.name}) at {self.pt(*part.centre)} {{{label}}};")
        return "\n".join(lines)

    @staticmethod
    def decorations(part: Part) -> str:
        """The rank beside the vertex and the caption above it (who wins from the start)."""
        lines = []
        owner = next((c[-1] for c in part.classes if c.startswith("attr")), None)
        if part.badge is not None:
            lines.append(rf"\node[rank{owner or 1}] at ({part.name}.north east) {{{latex_text(part.badge)}}};")
        if part.caption:
            color = f"gv{PLAYER_WORDS[int(owner) - 1]}line" if owner else "gvdrawline"
            lines.append(rf"\node[start, text={color}] at ([yshift=3pt]{part.name}.north) "
                         rf"{{{latex_text(part.caption)}}};")
        return "\n".join(lines)

    def edge(self, part: Part, group: Sequence[Primitive]) -> str:
        """The move from one named vertex to another, along the layout's curve."""
        tail, head = part.ends or ("", "")
        curve = next(item for item in group if isinstance(item, Curve))
        points = curve.points
        path = f"({tail})"
        for i in range(1, len(points) - 2, 3):
            end = f"({head})" if i + 3 >= len(points) else self.pt(*points[i + 2])
            path += f" .. controls {self.pt(*points[i])} and {self.pt(*points[i + 1])} .. {end}"
        if len(points) < 4:
            path += f" -- ({head})"
        number = next((item.text for item in group if isinstance(item, Text)), None)  # a move of a play
        if number is not None:
            path += rf" node[playnumber, midway] {{{latex_text(number)}}}"
        return rf"\draw[{', '.join(part.classes)}] {path};"


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


def _layers(picture: Picture, writer: _Writer, default: dict[str, tuple[float, float]]) -> list[list[str]]:
    """The picture's commands in three layers, one entry per group: what is drawn first (vertices,
    and every unnamed group in its order), the moves between named vertices, then the ranks and
    captions over them. The caption part is left out (it is written under the picture)."""
    below: list[str] = []
    moves: list[str] = []
    above: list[str] = []
    nodes = {part.name for part in picture.parts if _is_named_vertex(part)}
    for k, group in enumerate(picture.groups):
        part = picture.parts[k] if k < len(picture.parts) else Part("")
        if part.kind == "caption":
            continue
        if _is_named_vertex(part):
            below.append(writer.node(part, default))
            above.append(writer.decorations(part))
        elif _is_named_move(part, group, nodes):
            moves.append(writer.edge(part, group))
        else:
            below.append(_drawn_as_it_is(writer, part, group))
    return [below, moves, above]


def _drawn_as_it_is(writer: _Writer, part: Part, group: Sequence[Primitive]) -> str:
    """A group that is no named vertex or move: a board's notes in the style of their kind, anything else in
    its own colours."""
    if part.kind == "board":
        return "\n".join(writer.styled(item, part.classes[0]) for item in group)
    return "\n".join(writer.command(item) for item in group)


def _is_named_vertex(part: Part) -> bool:
    """Whether ``part`` is a vertex written as a named node."""
    return part.kind == "vertex" and part.shape is not None


def _is_named_move(part: Part, group: Sequence[Primitive], nodes: set[str]) -> bool:
    """Whether ``part`` is a move drawn along a curve between two named nodes."""
    return (part.kind == "edge" and part.ends is not None and set(part.ends) <= nodes
            and any(isinstance(i, Curve) for i in group))


def _caption(picture: Picture) -> str:
    return next((part.label for part in picture.parts if part.kind == "caption"), "")


def _usual_sizes(picture: Picture) -> dict[str, tuple[float, float]]:
    """The most common size of the circles and of the boxes: the sizes the styles give."""
    usual: dict[str, tuple[float, float]] = {"": (0.0, 0.0)}
    for shape in ("circle", "box"):
        sizes = [p.size for p in picture.parts if p.kind == "vertex" and p.shape == shape]
        usual[shape] = max(set(sizes), key=sizes.count) if sizes else (36.0, 36.0)
    return usual


def _shrink_below(picture: Picture) -> float:
    """The scale below which 8 pt labels no longer fit their vertices (0 when they always do)."""
    return max((text_width(p.label, 8.0, True) / (p.size[0] * LABEL_OVERFLOW) for p in picture.parts
                if p.kind == "vertex" and p.shape is not None and p.size[0] > 0), default=0.0)


def _overlays(layers: list[list[list[str]]]) -> list[str]:
    """The layers of every step in one picture: what every step draws alike once, the rest
    in ``\\only<steps>{…}``."""
    body = []
    for level in range(3):
        for slot in range(max(len(p[level]) for p in layers)):
            variants: dict[str, list[int]] = {}
            for k, picture_layers in enumerate(layers, start=1):
                line = picture_layers[level][slot] if slot < len(picture_layers[level]) else ""
                variants.setdefault(line, []).append(k)
            for line, frames in variants.items():
                if line:
                    body.append(line if len(frames) == len(layers)
                                else rf"\only<{_overlay_spec(frames)}>{{" + "\n" + line + "\n}")
    return body


def tikz_document(pictures: Sequence[Picture], *, standalone: bool = False,
                  names: Sequence[str] | None = None) -> str:
    """A file to ``\\input``: colours, the named styles, then the picture (one step), one Beamer
    overlay per step, or with ``standalone`` one ``tikzpicture`` per step (``names`` in comments).

    Raises
    ------
    InputError
        If the pictures have more vertices and moves than pdflatex can hold.
    """
    first = pictures[0]
    _check_size(first)
    board = any(part.kind == "board" for part in first.parts)
    color = _Colors(first.palette, board)
    width = max(p.width for p in pictures)
    height = max(p.height - (CAPTION_HEIGHT if _caption(p) else 0) for p in pictures)
    unit = max(1.0, width / LARGEST_NUMBER, height / LARGEST_NUMBER)
    writer = _Writer(color, first.sizes or SIZES, unit)
    usual = _usual_sizes(first)
    usual["circle"] = (usual["circle"][0], usual["circle"][0])
    fit = _fit(width, height, unit, _shrink_below(first))
    opening = [r"\begin{center}", r"\begin{tikzpicture}[x=\gvunit pt, y=-\gvunit pt]",
               rf"\path[use as bounding box] {writer.pt(first.x, first.y)} rectangle "
               rf"{writer.pt(first.x + width, first.y + height)};"]
    layers = [_layers(p, writer, usual) for p in pictures]
    captions = [_caption(p) for p in pictures]
    overlays = len(pictures) > 1 and not standalone
    if overlays:
        body = _overlay_body(opening, layers, captions)
    else:
        body = _pictures_body(opening, layers, captions, names)
    header = _header(len(pictures), overlays, standalone, board)
    styles = _file_styles(writer, first, usual, board)
    return "\n".join(header + [r"\begingroup"] + color.definitions() + styles + fit + body + [r"\endgroup"]) + "\n"


def _file_styles(writer: _Writer, first: Picture, usual: dict[str, tuple[float, float]], board: bool) -> list[str]:
    """The ``\\tikzset`` of the file: a board's notes, or the vertices and moves of an arena or a tree."""
    if board:
        return _board_styles(writer, first)
    return _styles(writer, first.palette, usual["circle"][0], usual["box"]) if first.palette else []


def _check_size(picture: Picture) -> None:
    """Raise :class:`InputError` if ``picture`` has more vertices and moves than pdflatex can hold."""
    named = sum(1 for part in picture.parts if part.kind != "caption") or len(picture.groups)
    if named > MOST_TIKZ_PARTS:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the picture has {named:,} vertices and moves, more than the "
                                                              "{most:,} pdflatex can hold in one TikZ picture: export PDF or "
                                                              "SVG, or a smaller game"), named=named, most=MOST_TIKZ_PARTS))


def _fit(width: float, height: float, unit: float, shrink: float) -> list[str]:
    """The macros that scale a ``width`` × ``height`` picture to the page, and its text with it
    below the scale ``shrink`` (see :func:`_shrink_below`)."""
    fit = [rf"\pgfmathsetmacro\gvscale{{min(1,\linewidth/{width / unit:.1f}/{unit:.4f},"
           rf"{HEIGHT_SHARE}*\textheight/{height / unit:.1f}/{unit:.4f})}}",
           rf"\pgfmathsetmacro\gvunit{{\gvscale*{unit:.4f}}}",
           rf"\ifdim\gvscale pt<{SMALL_BELOW}pt\let\gvlabelsize\scriptsize\else\let\gvlabelsize\footnotesize\fi",
           r"\let\gvbadgesize\scriptsize"]
    if shrink > 0:
        fit.append(rf"\ifdim\gvscale pt<{shrink:.3f}pt\pgfmathsetmacro\gvfont{{{8 / shrink:.3f}*\gvscale}}"
                   r"\edef\gvlabelsize{\noexpand\fontsize{\gvfont pt}{\gvfont pt}\noexpand\selectfont}"
                   r"\let\gvbadgesize\gvlabelsize\fi")
    return fit


def _overlay_body(opening: list[str], layers: list[list[list[str]]], captions: list[str]) -> list[str]:
    """Every step in one picture, as Beamer overlays, with each step's equation under it on its slide."""
    body = opening + _overlays(layers) + [r"\end{tikzpicture}"]
    if any(captions):
        body.append(r"\par\smallskip")
        body += [rf"\only<{k}>{{{latex_equation(c)}}}%" for k, c in enumerate(captions, start=1) if c]
    body.append(r"\end{center}")
    return body


def _pictures_body(opening: list[str], layers: list[list[list[str]]], captions: list[str],
                   names: Sequence[str] | None) -> list[str]:
    """One picture a step, each with its equation under it (and its name in a comment when there are several)."""
    body: list[str] = []
    for k, picture_layers in enumerate(layers):
        if len(layers) > 1:
            body.append(f"% step {names[k] if names else k + 1}")
        body += opening + [line for layer in picture_layers for line in layer if line] + [r"\end{tikzpicture}"]
        if captions[k]:
            body += [r"\par\smallskip", latex_equation(captions[k])]
        body.append(r"\end{center}")
    return body


def _header(steps: int, overlays: bool, standalone: bool, board: bool = False) -> list[str]:
    """The comments at the top of the file: how to use it, what it needs, what to restyle."""
    return [
        "% gameviz picture: \\input{this file}"
        + (" inside a Beamer frame" if overlays else " in a Beamer frame or any LaTeX document"),
        "% needs \\usepackage{tikz} (and amssymb for search trees)"
        + (f"; {steps} overlays, one per step" if overlays else "")
        + (f"; {steps} pictures, one per step" if standalone and steps > 1 else ""),
        "% restyle the board's notes in the \\tikzset below (weight, hvalue, score, axis, formula, ...),\n"
        "% its board and pieces by their colours (gvboard, gvpiecex, gvpieceo, ...)" if board else
        "% restyle the whole figure in the \\tikzset below: j1, j2, attr1, new, move, strategy, ...",
    ]
