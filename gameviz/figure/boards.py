"""Board pictures as primitives: sticks, grids of marks, Connect 4 discs, chocolate bars, the star of
Chinese checkers."""

from __future__ import annotations

from collections.abc import Callable

from gameviz.core.board import Board, Grid, Heaps, Holes
from gameviz.figure.primitives import Curve, Ellipse, Primitive, Rect, Stroke, Text
from gameviz.figure.style import Palette

#: Heaps that can hold more sticks than this are drawn as bars whose length gives their size:
#: stick by stick, 30,000 sticks would make a picture 13,500 times wider than high.
MOST_STICKS = 40


def board_aspect(board: Board) -> float:
    """Width divided by height of the picture of ``board``."""
    if isinstance(board, Grid):
        rows, cols = board.size
        return cols / max(rows, 1)
    if isinstance(board, Holes):
        _, _, width, height = board.extent
        return (width + 1) / (height + 1)
    heaps = len(board.sizes)
    return min(max(board.capacity, 1), MOST_STICKS) * 0.45 / max(heaps, 1)


def board_primitives(
    board: Board, x: float, y: float, width: float, height: float, palette: Palette
) -> list[Primitive]:
    """Primitives drawing ``board`` inside the rectangle (x, y, width, height), centred."""
    aspect = board_aspect(board)
    if width / height > aspect:
        w, h = height * aspect, height
    else:
        w, h = width, width / aspect
    left, top = x + (width - w) / 2, y + (height - h) / 2
    if isinstance(board, Grid):
        return _grid(board, left, top, w, h, palette)
    if isinstance(board, Holes):
        return _holes(board, left, top, w, h, palette)
    return _heaps(board, left, top, w, h, palette)


def hole_centres(board: Holes, left: float, top: float, w: float, h: float) -> tuple[list[tuple[float, float]], float]:
    """Where each hole of ``board`` is drawn in the rectangle (left, top, w, h) of its aspect, and the
    distance between neighbouring holes."""
    x0, y0, width, height = board.extent
    unit = min(w / (width + 1), h / (height + 1))
    return [(left + (x - x0 + 0.5) * unit, top + (y - y0 + 0.5) * unit) for x, y in board.places], unit


def _holes(board: Holes, left: float, top: float, w: float, h: float, palette: Palette) -> list[Primitive]:
    """Each hole a small ring (tinted in the colour of the player who must reach it), each peg a disc in
    its player's colour, outlined in the player's darker shade."""
    centres, unit = hole_centres(board, left, top, w, h)
    out: list[Primitive] = []
    ring = Stroke(palette.muted_text, max(0.4, unit * 0.05))
    for (x, y), peg, goal in zip(centres, board.pegs, board.goals, strict=True):
        if peg:
            colors = palette.player(peg)
            out.append(Ellipse(x, y, unit * 0.4, unit * 0.4, colors.new, Stroke(colors.line, max(0.5, unit * 0.07))))
        else:
            fill = palette.player(goal).fill if goal else palette.background
            out.append(Ellipse(x, y, unit * 0.2, unit * 0.2, fill, ring))
    return out


#: Othello is played on green felt with black (J1) and white (J2) discs, whatever the theme.
OTHELLO_FELT, OTHELLO_LINE = "#2e7d4f", "#1b4d31"
OTHELLO_DISCS = {"X": ("#1b1b1b", "#000000"), "O": ("#f4f4f4", "#5a5a5a")}


def _grid(board: Grid, left: float, top: float, w: float, h: float, palette: Palette) -> list[Primitive]:
    rows, cols = board.size
    cell = min(w / cols, h / rows)
    out: list[Primitive] = []
    if board.kind == "discs":
        out.append(Rect(left, top, cols * cell, rows * cell, palette.board_dark, None, cell * 0.15))
    square = _SQUARES.get(board.kind, _marked_square)
    for r, row in enumerate(board.rows):
        for c, ch in enumerate(row):
            x, y = left + c * cell, top + r * cell
            if board.kind == "chess":
                out += _chess_square(board, r, c, ch, x, y, cell)
            else:
                out += square(ch, x, y, cell, palette)
    return out


def _thin(cell: float, palette: Palette) -> Stroke:
    """The thin line of a grid's squares."""
    return Stroke(palette.muted_text, max(0.4, cell * 0.05))


def _chocolate_square(ch: str, x: float, y: float, cell: float, palette: Palette) -> list[Primitive]:
    """A square of chocolate (the poisoned one ``*``), or a dotted outline where it was eaten."""
    if ch == " ":
        return [Rect(x, y, cell, cell, None, Stroke(palette.faded, _thin(cell, palette).width, (1.5, 1.5)))]
    fill = palette.board_pieces["*" if ch == "*" else "#"]
    return [Rect(x + cell * 0.04, y + cell * 0.04, cell * 0.92, cell * 0.92, fill, None, cell * 0.12)]


def _disc_square(ch: str, x: float, y: float, cell: float, palette: Palette) -> list[Primitive]:
    """A hole of Connect 4: a palette may give discs their own colours (the course's yellow and red)."""
    fill = palette.board_pieces.get("disc" + ch, palette.board_pieces.get(ch, palette.background))
    return [Ellipse(x + cell / 2, y + cell / 2, cell * 0.4, cell * 0.4, fill, None)]


def _othello_square(ch: str, x: float, y: float, cell: float, palette: Palette) -> list[Primitive]:
    """A square of green felt, with its disc if any."""
    out: list[Primitive] = [Rect(x, y, cell, cell, OTHELLO_FELT, Stroke(OTHELLO_LINE, max(0.4, cell * 0.03)))]
    if ch in OTHELLO_DISCS:
        fill, line = OTHELLO_DISCS[ch]
        out.append(Ellipse(x + cell / 2, y + cell / 2, cell * 0.4, cell * 0.4, fill,
                           Stroke(line, max(0.4, cell * 0.03))))
    return out


def _marked_square(ch: str, x: float, y: float, cell: float, palette: Palette) -> list[Primitive]:
    """A square with its mark; it keeps the picture's background: marks never sit on a vertex's colour."""
    return [Rect(x, y, cell, cell, palette.background, _thin(cell, palette)), *_mark(ch, x, y, cell, palette)]


#: How the squares of each kind of grid are drawn (chessboards by :func:`_chess_square`, others with marks).
_SQUARES: dict[str, Callable[[str, float, float, float, Palette], list[Primitive]]] = {
    "chocolate": _chocolate_square,
    "discs": _disc_square,
    "othello": _othello_square,
}


#: A chessboard's light and dark squares, the last move's squares on each, and the king in check, whatever
#: the theme (a chessboard looks like one on screen and on paper).
CHESS_LIGHT, CHESS_DARK = "#f0d9b5", "#b58863"
CHESS_MOVED = {True: "#e6dc7a", False: "#c4ae4e"}
CHESS_CHECK = "#e0413a"
#: The filled Unicode glyph of each kind of piece; White's are filled white and outlined with the hollow glyph.
CHESS_GLYPHS = {"k": "♚", "q": "♛", "r": "♜", "b": "♝", "n": "♞", "p": "♟"}
CHESS_OUTLINES = {"k": "♔", "q": "♕", "r": "♖", "b": "♗", "n": "♘", "p": "♙"}


def _chess_square(board: Grid, r: int, c: int, ch: str, x: float, y: float, cell: float) -> list[Primitive]:
    """One square of a chessboard: its colour (tinted when the last move left or reached it), a red disc
    under a king in check, and the piece: Black's a black glyph, White's a white one outlined in black."""
    light = (r + c) % 2 == 0
    fill = CHESS_MOVED[light] if (r, c) in board.marked else CHESS_LIGHT if light else CHESS_DARK
    out: list[Primitive] = [Rect(x, y, cell, cell, fill, None)]
    if (r, c) in board.alert:
        out.append(Ellipse(x + cell / 2, y + cell / 2, cell * 0.46, cell * 0.46, CHESS_CHECK, None))
    kind = ch.lower()
    if kind in CHESS_GLYPHS:
        size, cx, cy = cell * 0.8, x + cell / 2, y + cell / 2
        if ch.isupper():
            out.append(Text(cx, cy, CHESS_GLYPHS[kind], size, "#ffffff"))
            out.append(Text(cx, cy, CHESS_OUTLINES[kind], size, "#000000"))
        else:
            out.append(Text(cx, cy, CHESS_GLYPHS[kind], size, "#000000"))
    return out


def _mark(ch: str, x: float, y: float, cell: float, palette: Palette) -> list[Primitive]:
    inset = cell * 0.22
    width = max(0.8, cell * 0.12)
    if ch == "X":
        stroke = Stroke(palette.board_pieces["X"], width)
        a, b = (x + inset, y + inset), (x + cell - inset, y + cell - inset)
        c, d = (x + cell - inset, y + inset), (x + inset, y + cell - inset)
        return [Curve(_line(a, b), stroke), Curve(_line(c, d), stroke)]
    if ch == "O":
        r = cell / 2 - inset
        return [Ellipse(x + cell / 2, y + cell / 2, r, r, None, Stroke(palette.board_pieces["O"], width))]
    return []


def _line(a: tuple[float, float], b: tuple[float, float]) -> tuple[tuple[float, float], ...]:
    """A straight segment as one cubic Bézier curve."""
    return (a, a, b, b)


def _heaps(board: Heaps, left: float, top: float, w: float, h: float, palette: Palette) -> list[Primitive]:
    heaps = max(len(board.sizes), 1)
    row_height = h / heaps
    gap = w / max(board.capacity, 1)
    stroke = Stroke(palette.board_dark, max(1.0, gap * 0.35))
    out: list[Primitive] = []
    for i, size in enumerate(board.sizes):
        y0 = top + i * row_height + row_height * 0.12
        y1 = top + (i + 1) * row_height - row_height * 0.12
        if board.capacity > MOST_STICKS:  # one bar, as long as the heap is large
            out.append(Rect(left, y0, w * size / board.capacity, y1 - y0, palette.board_dark, None))
            continue
        for k in range(size):
            x = left + gap * (k + 0.5)
            out.append(Curve(_line((x, y0), (x, y1)), stroke))
    return out
