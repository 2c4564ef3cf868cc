"""Chomp: eat a square of the chocolate bar and everything below and to its right.

The top-left square is poisoned: the player who has nothing left to eat but
the poisoned square has lost. A configuration is written as the lengths of the
rows of what is left, from the top; the vertex of player i is that
configuration with i to move.

As in the course, configurations are numbered 0, 1, 2, … in the order a
breadth-first exploration from the full bar meets them, and the vertex is that
number followed by ``a`` when Adam (J1) moves and ``e`` when Ève (J2) moves:
for the 2×2 bar, 0a is the start and 4e is Ève facing the poisoned square
alone. The squares of a configuration are tried from the top-right corner,
clockwise round the outline of the bar, then the inner squares row by row.

A strategy-stealing argument shows that J1 wins on every rectangle larger
than 1×1 (Gale, 1974), though no general winning move is known.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Hashable
from functools import cached_property

from gameviz.core.board import Grid
from gameviz.core.errors import MOVES, InputError
from gameviz.core.game import split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import Outcome
from gameviz.core.search.compiled import CompiledRules
from gameviz.core.search.kernels import CHOMP
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games.end_in_one import end_in_one_notes, end_in_one_value
from gameviz.games.spec import INT, GameInfo, Parameter, letters, numbers

Shape = tuple[int, ...]
State = tuple[Shape, int]
Square = tuple[int, int]

SUFFIX = {1: "a", 2: "e"}

#: Largest bar (squares) built as a whole arena: 8 × 8 has 25,736 vertices and 797,817 moves (solved in 2 s
#: and 90 MB); 9 × 9's 97,236 vertices and 3,840,823 moves took 15 s and 400 MB.
ARENA_SQUARE_LIMIT = 64


class Chomp:
    """A rows × cols chocolate bar with the poisoned square at the top left."""

    impartial = True
    pictures = True

    def __init__(self, rows: int = 2, cols: int = 3):
        self.rows = rows
        self.cols = cols
        self.spec = INFO.spec({"rows": rows, "cols": cols})

    def initial(self) -> State:
        return ((self.cols,) * self.rows, 1)

    def roots(self) -> list[State]:
        return [self.initial()]

    def player(self, state: State) -> int:
        return state[1]

    def moves(self, state: State) -> list[Square]:
        shape = state[0]
        return [(r, c) for r, c in self._square_order if c < shape[r]]

    def play(self, state: State, move: Square) -> State:
        return (eat(state[0], move), 3 - state[1])

    def outcome(self, state: State) -> Outcome | None:
        shape, i = state
        if shape[0] == 1 and (len(shape) == 1 or shape[1] == 0):
            return Outcome(3 - i)
        return None

    def heuristic(self, state: State) -> float:
        """The course's figure 7: ±∞ when the game is over or ends with the next move, else 0."""
        return end_in_one_value(self, state)

    def compiled_rules(self) -> CompiledRules:
        """The rules as the compiled searches read them: a position is the rows' lengths (4 bits each)
        and the player."""
        import numpy as np

        squares = [16 * r + c for r, c in self._square_order]
        ints = np.array([self.rows, len(squares), *squares], np.int64)
        return CompiledRules(CHOMP, ints, np.zeros(1), max(len(squares), 1), self._words,
                             lambda state: max(sum(state[0]) - 1, 0))  # type: ignore[index]

    @staticmethod
    def _words(state: Hashable) -> tuple[int, int, int]:
        assert isinstance(state, tuple)
        return sum(length << (4 * r) for r, length in enumerate(state[0])), state[1], 0

    def number(self, shape: Shape) -> int:
        """The course's number of a configuration (0 for the full bar)."""
        return self._numbers[shape]

    def label(self, state: State) -> str:
        return f"{self.number(state[0])}{SUFFIX[state[1]]}"

    def vertex_id(self, state: State) -> str:
        return self.label(state)

    def position_label(self, shape: Shape) -> str:
        """A position of the game graph (who is to move left out): the course's number."""
        return str(self.number(shape))

    def move_label(self, state: State, move: Square) -> str:
        return f"{chr(ord('a') + move[1])}{move[0] + 1}"

    def parse_moves(self, text: str) -> list[Square]:
        """Squares as column letter and row number from the top: ``"c2 b1"``."""
        moves = []
        for token, offset in split_moves(text):
            col = ord(token[0].lower()) - ord("a") if token else -1
            row = (number_in(token[1:], 1, self.rows) or 0) - 1
            if not (0 <= col < self.cols and 0 <= row < self.rows) or (row, col) == (0, 0):
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' is not a square from b1 to {last} (a1 is the "
                                                            "poison)"), token=token,
                                          last=f"{chr(ord('a') + self.cols - 1)}{self.rows}"), source=MOVES, offset=offset)
            moves.append((row, col))
        return moves

    def board(self, state: State) -> Grid:
        shape = state[0]
        rows = []
        for r in range(self.rows):
            cells = "".join(
                ("*" if (r, c) == (0, 0) else "#") if c < shape[r] else " "
                for c in range(self.cols)
            )
            rows.append(cells)
        return Grid(tuple(rows), "chocolate")

    @cached_property
    def _square_order(self) -> list[Square]:
        """Squares from the top-right corner, clockwise round the outline, then inside."""
        rows, cols = self.rows, self.cols
        outline = [(0, cols - 1)]
        outline += [(r, cols - 1) for r in range(1, rows)]
        outline += [(rows - 1, c) for c in range(cols - 2, -1, -1)]
        outline += [(r, 0) for r in range(rows - 2, 0, -1)]
        outline += [(0, c) for c in range(1, cols - 1)]
        inner = [(r, c) for r in range(1, rows - 1) for c in range(1, cols - 1)]
        order = []
        for square in outline + inner:
            if square != (0, 0) and square not in order:
                order.append(square)
        return order

    @cached_property
    def _numbers(self) -> dict[Shape, int]:
        full = self.initial()[0]
        numbers = {full: 0}
        queue = deque([full])
        while queue:
            shape = queue.popleft()
            for r, c in self._square_order:
                if c < shape[r]:
                    child = eat(shape, (r, c))
                    if child not in numbers:
                        numbers[child] = len(numbers)
                        queue.append(child)
        return numbers


def eat(shape: Shape, square: Square) -> Shape:
    """The configuration after eating ``square`` and all squares below and right of it.

    The rows of a configuration never grow from top to bottom, so the rows cut are those from row
    ``r`` down to the first one already at most ``c`` long."""
    r, c = square
    end = r
    while end < len(shape) and shape[end] > c:
        end += 1
    return shape[:r] + (c,) * (end - r) + shape[end:]


INFO = GameInfo(
    name="chomp",
    moves_example="c2 b1",
    title=QT_TRANSLATE_NOOP("games", "Chomp"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "A chocolate bar with a poisoned top-left square; eat a square and "
    "everything below and to its right. Whoever must eat the poison loses.",
    ),
    parameters=(
        Parameter("rows", INT, 2, QT_TRANSLATE_NOOP("games", "rows of the bar"), 1, 12),
        Parameter("cols", INT, 3, QT_TRANSLATE_NOOP("games", "columns of the bar"), 1, 12),
    ),
    create=Chomp,
    axes=lambda game: (letters(game.cols), numbers(game.rows)),
    arena_check=lambda v: (
        Sentence(QT_TRANSLATE_NOOP("games", "a whole Chomp arena is only built for bars of at most {most} squares "
                                            "(8×8, 6×10…): every configuration of a {rows}×{cols} bar has dozens of "
                                            "moves, tens of millions in all, whatever the vertex limit"),
                 most=ARENA_SQUARE_LIMIT, rows=v["rows"], cols=v["cols"])
        if v["rows"] * v["cols"] > ARENA_SQUARE_LIMIT else None
    ),
    estimate=lambda v: 2 * math.comb(v["rows"] + v["cols"], v["rows"]),
    # every bar that is not empty (a staircase in the rows × cols rectangle) is reached
    least=lambda v: math.comb(v["rows"] + v["cols"], v["rows"]) - 1,
    branching=lambda v: v["rows"] * v["cols"] - 1,
    acyclic=True,
    heuristic_notes=end_in_one_notes,
)
