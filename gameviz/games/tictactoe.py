"""Tic-tac-toe, and more generally the m,n,k-game: k in a row on an m × n board.

A position is the board read row by row (``X`` for J1, ``O`` for J2, ``.``
empty); J1 plays X and moves first, so the board says whose turn it is. Cells
are numbered 1 to m·n row by row, as on a phone keypad for 3 × 3. The game ends
when a player has k in a row or the board is full. The 3×3 game has 5,478
legal positions and is a draw with best play.

The heuristic is the one of Russell & Norvig used in the course,
(3·X₂ + X₁) − (3·O₂ + O₁), where X_j counts the lines with j crosses and no
nought; in general a line with j of one player's pieces and none of the other's
counts 3^(j−1). A won position is worth ±∞.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from functools import cached_property
from typing import Any

from gameviz.core.board import Grid
from gameviz.core.errors import MOVES, InputError
from gameviz.core.game import split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import DRAW, Outcome, outcome_value
from gameviz.core.search.compiled import CompiledRules
from gameviz.core.search.kernels import MNK
from gameviz.core.symbols import subscript
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.games.spec import INT, GameInfo, HeuristicNotes, Parameter

EMPTY, CROSS, NOUGHT = ".", "X", "O"


class TicTacToe:
    """The m,n,k-game (3,3,3 is tic-tac-toe)."""

    impartial = False
    pictures = True

    def __init__(self, rows: int = 3, cols: int = 3, k: int = 3):
        self.rows = rows
        self.cols = cols
        self.k = k
        self.spec = INFO.spec({"rows": rows, "cols": cols, "k": k})

    def initial(self) -> str:
        return EMPTY * (self.rows * self.cols)

    def roots(self) -> list[str]:
        return [self.initial()]

    def player(self, state: str) -> int:
        return 1 if state.count(CROSS) == state.count(NOUGHT) else 2

    def moves(self, state: str) -> list[int]:
        if self.outcome(state) is not None:
            return []
        return [i for i, cell in enumerate(state) if cell == EMPTY]

    def play(self, state: str, move: int) -> str:
        piece = CROSS if self.player(state) == 1 else NOUGHT
        return state[:move] + piece + state[move + 1 :]

    def outcome(self, state: str) -> Outcome | None:
        for line in self.lines:
            first = state[line[0]]
            if first != EMPTY and all(state[i] == first for i in line):
                return Outcome(1 if first == CROSS else 2)
        return DRAW if EMPTY not in state else None

    def heuristic(self, state: str) -> float:
        outcome = self.outcome(state)
        if outcome is not None and not outcome.draw:  # a drawn board is valued by its lines, as one in play
            return outcome_value(outcome)
        score = 0
        for line in self.lines:
            pieces = [state[i] for i in line]
            crosses, noughts = pieces.count(CROSS), pieces.count(NOUGHT)
            if crosses and not noughts:
                score += 3 ** (crosses - 1)
            elif noughts and not crosses:
                score -= 3 ** (noughts - 1)
        return float(score)

    def label(self, state: str) -> str:
        return "/".join(state[r * self.cols : (r + 1) * self.cols] for r in range(self.rows))

    def vertex_id(self, state: str) -> str:
        return state

    def move_label(self, state: str, move: int) -> str:
        return str(move + 1)

    def parse_moves(self, text: str) -> list[int]:
        """Cells numbered from 1, separated by spaces or commas: ``"5 1 9"``."""
        moves = []
        for token, offset in split_moves(text):
            cell = number_in(token, 1, self.rows * self.cols)
            if cell is None:
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' is not a cell number from 1 to {last}"),
                                  token=token, last=self.rows * self.cols)
                raise InputError(reason, source=MOVES, offset=offset)
            moves.append(cell - 1)
        return moves

    def board(self, state: str) -> Grid:
        return Grid(tuple(self.label(state).split("/")))

    def line_counts(self, state: str) -> tuple[list[int], list[int]]:
        """``(X, O)``: ``X[i]`` is the number of lines with i crosses and no nought (i from 1 to k−1), likewise O."""
        crosses_only, noughts_only = [0] * self.k, [0] * self.k
        for line in self.lines:
            pieces = [state[i] for i in line]
            crosses, noughts = pieces.count(CROSS), pieces.count(NOUGHT)
            if crosses and not noughts and crosses < self.k:
                crosses_only[crosses] += 1
            elif noughts and not crosses and noughts < self.k:
                noughts_only[noughts] += 1
        return crosses_only[1:], noughts_only[1:]

    def compiled_rules(self) -> CompiledRules:
        """The rules as the compiled searches read them: a position is the bits of X's cells and of O's."""
        import numpy as np

        cells = self.rows * self.cols
        masks = [sum(1 << i for i in line) for line in self.lines]
        ints = np.array([cells, (1 << cells) - 1, len(masks), *masks], np.int64)
        return CompiledRules(MNK, ints, np.zeros(1), max(cells, 1), self._bits, lambda state: str(state).count(EMPTY))

    @staticmethod
    def _bits(state: Hashable) -> tuple[int, int, int]:
        """X's cells and O's, as bits (cell i is bit i)."""
        assert isinstance(state, str)
        return (sum(1 << i for i, cell in enumerate(state) if cell == CROSS),
                sum(1 << i for i, cell in enumerate(state) if cell == NOUGHT), 0)

    @cached_property
    def lines(self) -> list[tuple[int, ...]]:
        """Every set of k aligned cells (rows, columns, both diagonals)."""
        lines = []
        for r in range(self.rows):
            for c in range(self.cols):
                for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                    end_r, end_c = r + dr * (self.k - 1), c + dc * (self.k - 1)
                    if 0 <= end_r < self.rows and 0 <= end_c < self.cols:
                        lines.append(
                            tuple((r + dr * j) * self.cols + c + dc * j for j in range(self.k))
                        )
        return lines


def _heuristic_notes(game: TicTacToe, state: Hashable, tr: Translate = untranslated) -> HeuristicNotes:
    """The course's 3X₂ + X₁ − (3O₂ + O₁), with the line counts of ``state`` (3^(i−1)·X_i in general)."""
    assert isinstance(state, str)
    if game.outcome(state) is not None:
        return HeuristicNotes({}, "")
    crosses, noughts = game.line_counts(state)
    order = range(len(crosses), 0, -1)

    def weighted(letter: str) -> str:
        return " + ".join(f"{3 ** (i - 1) if i > 1 else ''}{letter}{subscript(i)}" for i in order)

    def values(counts: list[int]) -> str:
        return " + ".join(f"{3 ** (i - 1)}·{counts[i - 1]}" if i > 1 else str(counts[0]) for i in order)

    named = ", ".join(f"{letter}{subscript(i)} = {counts[i - 1]}" for letter, counts in (("X", crosses), ("O", noughts))
                      for i in range(1, len(counts) + 1))
    value = int(game.heuristic(state))
    formula = f"{named}: {weighted('X')} − ({weighted('O')}) = {values(crosses)} − ({values(noughts)}) = {value}"
    return HeuristicNotes({}, formula.replace("= -", "= −"))


def _least_positions(values: Mapping[str, Any]) -> int:
    """A floor of the positions: the boards without k in a row for either player (J1 with as many
    pieces as J2 or one more). Each is reached, by placing its pieces in any order (no line is made on
    the way, lines only grow). They are counted from below by Bonferroni's inequality: of the boards
    with x crosses and o noughts, at most one per line and player holds that line whole, so at least
    C(n, x)·C(n − x, o) − L·(C(n − k, x − k)·C(n − x, o) + C(n − k, o − k)·C(n − o, x)) hold none,
    for n cells and L lines (4×4, k = 4: 9,004,619, refused at once; 3×3: 4,400 of its 5,478)."""
    cells, k = values["rows"] * values["cols"], values["k"]
    lines = len(TicTacToe(values["rows"], values["cols"], k).lines)

    def with_line(pieces: int, others: int) -> int:
        """Boards whose ``pieces`` hold a given line (``others`` of the other player anywhere else)."""
        return math.comb(cells - k, pieces - k) * math.comb(cells - pieces, others) if pieces >= k else 0

    total = 0
    for noughts in range(cells // 2 + 1):
        for crosses in (noughts, noughts + 1):
            if crosses + noughts <= cells:
                boards = math.comb(cells, crosses) * math.comb(cells - crosses, noughts)
                total += max(0, boards - lines * (with_line(crosses, noughts) + with_line(noughts, crosses)))
    return total


INFO = GameInfo(
    name="tictactoe",
    moves_example="5 1 9",
    title=QT_TRANSLATE_NOOP("games", "Tic-tac-toe (m,n,k)"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "Place X (J1) and O (J2) in turn; k in a row wins. 3×3 with k=3 is tic-tac-toe.",
    ),
    parameters=(
        Parameter("rows", INT, 3, QT_TRANSLATE_NOOP("games", "rows of the board"), 1, 6),
        Parameter("cols", INT, 3, QT_TRANSLATE_NOOP("games", "columns of the board"), 1, 6),
        Parameter("k", INT, 3, QT_TRANSLATE_NOOP("games", "pieces in a row to win"), 1, 6),
    ),
    create=TicTacToe,
    heuristic_notes=_heuristic_notes,
    estimate=lambda v: 5478 if (v["rows"], v["cols"], v["k"]) == (3, 3, 3) else 3 ** (v["rows"] * v["cols"]),
    least=_least_positions,
    branching=lambda v: v["rows"] * v["cols"],
    check=lambda v: (
        Sentence(QT_TRANSLATE_NOOP("games", "k={k} cannot fit on a {rows}×{cols} board"), k=v["k"], rows=v["rows"],
                 cols=v["cols"])
        if v["k"] > max(v["rows"], v["cols"])
        else None
    ),
    acyclic=True,
)
