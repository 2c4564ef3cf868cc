"""A board as the *Board* tab draws it, with what is written on it and around it.

The names of the columns and rows (as moves are written), a note in the corner
of each cell (the heuristic's weight of the cell: the course's Connect 4 table,
seed 000 figure 5, 13 at the centre), the value of h after each legal move (on
its square, or for a board of discs under its column, in a labelled row), the
exact scores of the moves (estimates in italic, in another colour), and, for a
file, the formula of h under the board. :func:`board_scene` lays it all out in a
box, as the *Board* tab paints it; :func:`board_picture` makes the picture an
export writes, each kind of note a part of its own (SVG classes, TikZ styles).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gameviz.core.board import Board, Grid, Holes
from gameviz.core.game import PASS
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.boards import board_aspect, board_primitives, hole_centres
from gameviz.figure.ink import ink_on
from gameviz.figure.primitives import Part, Picture, Primitive, Text, text_width
from gameviz.figure.style import SIZES, Palette
from gameviz.games import info_of
from gameviz.report.search import value_text

#: The labels of the rows under a board of discs.
ROW_LABELS = {"moves": QT_TRANSLATE_NOOP("games", "h after this move"), "scores": QT_TRANSLATE_NOOP("games", "score")}

#: Room around the board.
MARGIN = 12.0
#: The labels of the rows under a board of discs: their size (a fraction of the row's height), and the
#: room between them and the board.
LABEL_SIZE = 0.42
LABEL_GAP = 8.0
#: Whose colours write an estimated score: the fourth player's lines, unlike the discs of Connect 4's two
#: players and the text (7.8:1 on the light background, 9.3:1 on the dark one).
ESTIMATE_PLAYER = 4
#: Half the height of a line of text, in ems (DejaVu Sans's ascent and descent): a line whose top is at y
#: has its middle at y + LINE_HALF × size.
LINE_HALF = (0.928 + 0.236) / 2
#: The width of a board picture exported, in points, and the size of the formula's text under it.
EXPORT_WIDTH = 560.0
FORMULA_SIZE = 15.0


@dataclass(frozen=True)
class BoardNotes:
    """What is written on and around a board: ``axes`` (the names of the columns and of the rows),
    ``cells`` (a note in the corner of each (row, column), or on each peg ``(hole, 0)`` of a board of
    holes), ``moves`` (the value of h after each move), ``scores`` (an exact solver's score of each
    move, ``estimated`` ones apart), the ``formula`` of h and the ``legend`` of the scores; ``labels``:
    the words of the rows under a board of discs, in the interface's language."""

    axes: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    cells: Mapping[tuple[int, int], str] = field(default_factory=dict)
    moves: Mapping[Any, str] = field(default_factory=dict)
    scores: Mapping[Any, str] = field(default_factory=dict)
    estimated: frozenset[Any] = frozenset()
    formula: str = ""
    legend: str = ""
    labels: tuple[str, str] = (ROW_LABELS["moves"], ROW_LABELS["scores"])

    def under_rows(self, board: Board | None) -> list[tuple[str, Mapping[Any, str]]]:
        """The labelled rows of notes under the columns of a board of discs, top to bottom: the
        heuristic's value after each move, then the scores (none on other boards)."""
        if not (isinstance(board, Grid) and board.kind == "discs"):
            return []
        return [(label, notes) for label, notes in zip(self.labels, (self.moves, self.scores), strict=True) if notes]


def drawn_board(game: Any, state: Hashable, last: object = None) -> Board:
    """The board of ``game`` at ``state``, with the ``last`` move played marked where the game draws it
    (chess tints the squares it left and reached)."""
    picture = getattr(game, "picture", None)
    if picture is not None and last is not None:
        marked: Board = picture(state, last)
        return marked
    drawn: Board = game.board(state)
    return drawn


def board_notes(game: Any, state: Hashable, *, heuristic: bool, tr: Translate = untranslated) -> BoardNotes:
    """The notes of ``game`` at ``state`` as the *Board* tab writes them: the names of the columns and rows,
    and with ``heuristic`` the course's weights, h after each legal move and the formula (its words put
    through ``tr``, the language of the games' sentences)."""
    info = info_of(game)
    labels = (tr(ROW_LABELS["moves"]), tr(ROW_LABELS["scores"]))
    if not heuristic:
        return BoardNotes(info.axes(game), labels=labels)
    notes = info.heuristic_notes(game, state, tr)
    moves = [] if game.outcome(state) is not None else game.moves(state)  # the moves that can be played
    values = {move: value_text(game.heuristic(game.play(state, move))) for move in moves if move != PASS}
    return BoardNotes(info.axes(game), notes.cells, values, formula=notes.formula, labels=labels)


@dataclass(frozen=True)
class BoardFrame:
    """Where a board goes in a box: its area (``x``, ``y``, ``width``, ``height``), the room for the
    names of the rows (``left``) and of the columns (``top``) and for the rows of notes under it
    (``bottom``, ``row_height`` each)."""

    x: float
    y: float
    width: float
    height: float
    left: float
    top: float
    bottom: float
    row_height: float


def board_frame(board: Board, notes: BoardNotes, width: float, height: float) -> BoardFrame:
    """The board of ``notes`` laid out in a ``width`` × ``height`` box (the *Board* tab's widget), as large as
    it fits with its names and rows of notes around it, centred."""
    columns, rows = notes.axes if isinstance(board, Grid) else ((), ())
    label = max(18.0, min(width, height) * 0.05)
    row_height = label * 1.2
    under = notes.under_rows(board)
    left = label if rows else 0.0
    if under:
        size = row_height * LABEL_SIZE
        left = max(left, max(text_width(text, size) for text, _ in under) + 2 * LABEL_GAP)
    top = label if columns else 0.0
    bottom = row_height * len(under)
    aspect = board_aspect(board)
    w = max(width - 2 * MARGIN - left, 1.0)
    h = max(height - 2 * MARGIN - top - bottom, 1.0)
    if w / h > aspect:
        w = h * aspect
    else:
        h = w / aspect
    return BoardFrame(left + (width - left - w) / 2, top + (height - top - bottom - h) / 2, w, h, left, top, bottom,
                      row_height)


#: A group of a board's scene: the kind of what it draws (``cells``: the board and its pieces, ``axis``, ``weight``, ``hvalue``,
#: ``score``, ``estimate``, ``rowlabel``, ``formula``) and its primitives.
Group = tuple[str, list[Primitive]]


def board_scene(board: Board, notes: BoardNotes, palette: Palette, width: float, height: float) -> list[Group]:
    """The board and its notes drawn in a ``width`` × ``height`` box, as the *Board* tab paints them."""
    frame = board_frame(board, notes, width, height)
    groups: list[Group] = [("cells", board_primitives(board, frame.x, frame.y, frame.width, frame.height, palette))]
    if isinstance(board, Holes):
        groups.append(("weight", _peg_notes(board, notes, frame)))
    if isinstance(board, Grid):
        cell = min(frame.width / board.size[1], frame.height / board.size[0])
        groups += [("axis", _axes(board, notes, frame, cell, palette)), ("weight", _weights(board, notes, frame, cell, palette))]
        groups += _under_rows(board, notes, frame, cell, palette) if board.kind == "discs" else \
            _move_notes(board, notes, frame, cell, palette)
    return [(kind, items) for kind, items in groups if items]


def _peg_notes(board: Holes, notes: BoardNotes, frame: BoardFrame) -> list[Primitive]:
    """The note of each hole (keyed ``(hole, 0)``), written on its peg."""
    centres, unit = hole_centres(board, frame.x, frame.y, frame.width, frame.height)
    size = max(7.0, unit * 0.42)
    return [Text(*centres[hole], note, size, "#ffffff", bold=True) for (hole, _), note in notes.cells.items()]


def _axes(board: Grid, notes: BoardNotes, frame: BoardFrame, cell: float, palette: Palette) -> list[Primitive]:
    """The names of the columns above the board and of the rows on its left."""
    rows, cols = board.size
    columns, row_names = notes.axes
    size = max(9.0, min(frame.top or frame.left, cell * 0.35) * 0.6)
    items: list[Primitive] = [Text(frame.x + (c + 0.5) * cell, frame.y - frame.top / 2, name, size, palette.text, True)
                              for c, name in enumerate(columns[:cols])]
    items += [Text(frame.x - frame.left / 2, frame.y + (r + 0.5) * cell, name, size, palette.text, True)
              for r, name in enumerate(row_names[:rows])]
    return items


def _weights(board: Grid, notes: BoardNotes, frame: BoardFrame, cell: float, palette: Palette) -> list[Primitive]:
    """The note in the corner of each cell: on the board's own colour (discs, Othello's felt) light in the
    dark theme, else muted."""
    size = max(7.0, cell * 0.16)
    colour = ink_on(palette.board_dark, "#f0f0f0") if board.kind in ("discs", "othello") else palette.muted_text
    return [Text(frame.x + c * cell + cell * 0.06, frame.y + r * cell + cell * 0.02 + LINE_HALF * size, note, size,
                 colour, anchor="start") for (r, c), note in notes.cells.items()]


def _under_rows(board: Grid, notes: BoardNotes, frame: BoardFrame, cell: float, palette: Palette) -> list[Group]:
    """The rows under the columns of a board of discs, each with its label on the left: the heuristic's
    values in the muted colour, the scores in the text's (estimates in italic, in another colour)."""
    rows = board.size[0]
    height = frame.row_height
    size = min(height * 0.62, max(9.0, cell * 0.26))
    labels: list[Primitive] = []
    groups: list[Group] = []
    for i, (label, row) in enumerate(notes.under_rows(board)):
        middle = frame.y + rows * cell + 2 + (i + 0.5) * height
        labels.append(Text(frame.x - LABEL_GAP, middle, label, height * LABEL_SIZE, palette.muted_text, anchor="end"))
        scores = row is notes.scores
        for kind in (("score", "estimate") if scores else ("hvalue",)):
            items: list[Primitive] = []
            for move, note in row.items():
                square = square_of(board, move)
                if square is None or (kind == "estimate") != (move in notes.estimated):
                    continue
                colour = estimate_ink(palette) if kind == "estimate" else palette.text if scores else palette.muted_text
                items.append(Text(frame.x + (square[1] + 0.5) * cell, middle, note, size, colour, bold=scores,
                                  italic=kind == "estimate"))
            groups.append((kind, items))
    return [("rowlabel", labels), *groups]


def _move_notes(board: Grid, notes: BoardNotes, frame: BoardFrame, cell: float, palette: Palette) -> list[Group]:
    """Each move's heuristic value or score on the square it plays (estimates in italic)."""
    size = max(9.0, cell * 0.26)
    colour = "#ffd54f" if board.kind in ("discs", "othello") else palette.highlight
    groups: list[Group] = []
    for kind, row in (("hvalue", notes.moves), ("score", notes.scores)):
        items: list[Primitive] = []
        for move, note in row.items():
            square = square_of(board, move)
            if square is None or (kind == "hvalue" and move in notes.scores):
                continue
            r, c = square
            items.append(Text(frame.x + (c + 0.5) * cell, frame.y + (r + 0.5) * cell, note, size, colour, bold=True,
                              italic=kind == "score" and move in notes.estimated))
        groups.append((kind, items))
    return groups


def square_of(board: Grid, move: object) -> tuple[int, int] | None:
    """The square a click plays ``move`` on (for Connect 4, the bottom of its column)."""
    rows, cols = board.size
    if board.kind == "discs":
        return (rows - 1, move) if isinstance(move, int) and 0 <= move < cols else None
    if board.kind == "chocolate":
        return move if isinstance(move, tuple) else None
    return divmod(move, cols) if isinstance(move, int) and 0 <= move < rows * cols else None


def estimate_ink(palette: Palette) -> str:
    """The colour of estimated scores: another colour of the palette than the text's (the lines of
    :data:`ESTIMATE_PLAYER`'s colours), made readable on the board's background if it is not."""
    return ink_on(palette.background, palette.player(ESTIMATE_PLAYER).line)


def board_picture(board: Board, notes: BoardNotes, palette: Palette, *, width: float = EXPORT_WIDTH) -> Picture:
    """The picture an export writes: the board and its notes as the *Board* tab draws them in a box ``width``
    points wide, then the formula of h and the legend of the scores under it, each line no wider than the
    board's box."""
    height = width / board_aspect(board) + 6 * max(18.0, width * 0.05)
    frame = board_frame(board, notes, width, height)
    groups = board_scene(board, notes, palette, width, height)
    left = frame.x - frame.left - MARGIN
    top = frame.y - frame.top - MARGIN
    bottom = frame.y + frame.height + frame.bottom + MARGIN
    text_width_room = frame.width + frame.left
    lines: list[Primitive] = []
    for text, size, colour in ((notes.formula, FORMULA_SIZE, palette.text),
                               (notes.legend, FORMULA_SIZE * 0.8, palette.muted_text)):
        for line in wrapped(text, size, text_width_room):
            lines.append(Text(left + MARGIN, bottom + LINE_HALF * size, line, size, colour, anchor="start"))
            bottom += size * 1.35
    if lines:
        groups.append(("formula", lines))
        bottom += MARGIN
    right = frame.x + frame.width + MARGIN
    parts = tuple(Part("board", name=f"board-{kind}", classes=(kind,)) for kind, _ in groups)
    return Picture(tuple(tuple(items) for _, items in groups), left, top, right - left, bottom - top,
                   palette.background, parts, palette, SIZES)


def wrapped(text: str, size: float, width: float) -> list[str]:
    """``text`` cut into lines no wider than ``width`` at ``size`` (between words; a word longer than the width
    has a line of its own).

    >>> wrapped("h = (4 + 8) − (3 + 5) = 4", 15, 120)
    ['h = (4 + 8) −', '(3 + 5) = 4']
    """
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines
