"""Plain descriptions of board pictures, drawn by :mod:`gameviz.figure`.

A game describes a position with one of these values; the figure layer turns it
into shapes. They hold no game logic.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Grid:
    """A rectangular board, one string per row from top to bottom.

    Cell characters: ``.`` empty, ``X`` a piece of J1, ``O`` a piece of J2,
    ``#`` a square of chocolate, ``*`` the poisoned square, `` `` (space) no
    square (eaten). ``kind`` says how pieces look: ``"marks"`` (crosses and
    noughts), ``"discs"`` (Connect 4), ``"othello"`` (black and white discs on
    green squares), ``"chocolate"`` (Chomp) or ``"chess"`` (a chessboard:
    ``KQRBNP`` White's pieces, ``kqrbnp`` Black's). ``marked`` are cells (row,
    column) to highlight (the last move's squares), ``alert`` cells to warn of
    (a king in check).
    """

    rows: tuple[str, ...]
    kind: str = "marks"
    marked: tuple[tuple[int, int], ...] = ()
    alert: tuple[tuple[int, int], ...] = ()

    @property
    def size(self) -> tuple[int, int]:
        """(number of rows, number of columns)."""
        return len(self.rows), len(self.rows[0]) if self.rows else 0


@dataclass(frozen=True)
class Heaps:
    """Heaps of sticks (Nim) or one row of sticks (the stick game).

    ``sizes`` are the heaps left; ``capacity`` the largest heap at the start,
    so pictures of all positions of a game have the same scale.
    """

    sizes: tuple[int, ...]
    capacity: int


@dataclass(frozen=True)
class Holes:
    """Holes of a board that is not a grid (the star of Chinese checkers), each empty or with a peg.

    ``places`` are the centres of the holes, in units of the distance between
    neighbouring holes, y downwards; ``pegs`` the player whose peg is in each
    hole (0: empty); ``goals`` the player who must bring pegs into each hole
    (0: none), so that the points of the star are tinted in the colour of the
    player heading there.
    """

    places: tuple[tuple[float, float], ...]
    pegs: tuple[int, ...]
    goals: tuple[int, ...]

    @property
    def extent(self) -> tuple[float, float, float, float]:
        """(left, top, width, height) of the holes' centres."""
        xs, ys = [x for x, _ in self.places], [y for _, y in self.places]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


Board = Grid | Heaps | Holes
