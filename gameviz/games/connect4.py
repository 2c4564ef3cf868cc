"""Connect 4 on a cols × rows board (7 × 6 by default).

A position is the tuple of its columns, each a string of discs from the bottom
(``X`` for J1, who starts, ``O`` for J2). Moves are column numbers from 1, and
a position can be typed as the string of columns played from the empty board,
``"4453"``, as in the usual solver benchmarks.

The heuristic is the course's: each cell is worth the number of lines of four
that go through it (3 4 5 7 5 4 3 / 4 6 8 10 8 6 4 / 5 8 11 13 11 8 5 on the
7 × 6 board, mirrored for the top rows); J1's discs count positively, J2's
negatively, and a won position is worth ±∞.

Whole arenas are only built for small boards (up to 20 cells, e.g. 4 × 4 or
5 × 4); larger boards are explored as search trees or solved exactly by
:mod:`gameviz.core.search.connect4`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import cached_property
from typing import Any

from gameviz.core.board import Grid
from gameviz.core.errors import MOVES, InputError
from gameviz.core.game import play_moves, split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import DRAW, Outcome, outcome_value
from gameviz.core.search.compiled import CompiledRules, word
from gameviz.core.search.kernels import CONNECT4
from gameviz.core.symbols import signed_sum
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.games.spec import INT, GameInfo, HeuristicNotes, MoveScore, Parameter, numbers

Position = tuple[str, ...]
DISC = {1: "X", 2: "O"}
ARENA_CELL_LIMIT = 20

#: Positions of the boards of at most 20 cells with 10,000 or more, as counted by
#: ``benchmarks/connect4_positions.py``; 5,000,001 means more than five million.
KNOWN_POSITIONS = {
    (2, 8): 13_343, (2, 9): 38_943, (2, 10): 113_835, (3, 5): 38_310, (3, 6): 235_781,
    (4, 3): 12_031, (4, 4): 161_029, (4, 5): 1_706_255, (5, 3): 158_911, (5, 4): 3_945_711,
    (6, 2): 29_737, (6, 3): 2_087_325, (7, 2): 189_648, (8, 2): 1_216_721, (9, 2): 5_000_001,
    (10, 1): 17_120, (10, 2): 5_000_001, (11, 1): 48_930, (12, 1): 140_243, (13, 1): 402_956,
    (14, 1): 1_160_295, (15, 1): 3_347_340, (16, 1): 5_000_001,
}


class ConnectFour:
    """Connect 4 with gravity: a disc falls to the lowest empty cell of its column."""

    impartial = False
    pictures = True

    def __init__(self, cols: int = 7, rows: int = 6):
        self.cols = cols
        self.rows = rows
        self.spec = INFO.spec({"cols": cols, "rows": rows})

    def initial(self) -> Position:
        return ("",) * self.cols

    def roots(self) -> list[Position]:
        return [self.initial()]

    def player(self, state: Position) -> int:
        return 1 if sum(map(len, state)) % 2 == 0 else 2

    def moves(self, state: Position) -> list[int]:
        if self.outcome(state) is not None:
            return []
        return [c for c in range(self.cols) if len(state[c]) < self.rows]

    def play(self, state: Position, move: int) -> Position:
        disc = DISC[self.player(state)]
        return state[:move] + (state[move] + disc,) + state[move + 1 :]

    def outcome(self, state: Position) -> Outcome | None:
        for window in self.windows:
            first = _cell(state, *window[0])
            if first and all(_cell(state, c, r) == first for c, r in window[1:]):
                return Outcome(1 if first == "X" else 2)
        if all(len(column) == self.rows for column in state):
            return DRAW
        return None

    def heuristic(self, state: Position) -> float:
        outcome = self.outcome(state)
        if outcome is not None and not outcome.draw:  # a full board is valued by its discs, as one in play
            return outcome_value(outcome)
        weights = self.cell_weights
        score = 0
        for c, column in enumerate(state):
            for r, disc in enumerate(column):
                score += weights[r][c] if disc == "X" else -weights[r][c]
        return float(score)

    def label(self, state: Position) -> str:
        return "|".join(state)

    def vertex_id(self, state: Position) -> str:
        return "|".join(state)

    def move_label(self, state: Position, move: int) -> str:
        return str(move + 1)

    def parse_moves(self, text: str) -> list[int]:
        """Columns from 1: ``"4453"`` (one digit each) or ``"4 4 5 3"``."""
        tokens = split_moves(text)
        if len(tokens) == 1 and self.cols <= 9:
            word, start = tokens[0]
            tokens = [(ch, start + i) for i, ch in enumerate(word)]
        moves = []
        for token, offset in tokens:
            column = number_in(token, 1, self.cols)
            if column is None:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' is not a column from 1 to {last}"), token=token,
                                          last=self.cols), source=MOVES, offset=offset)
            moves.append(column - 1)
        return moves

    def board(self, state: Position) -> Grid:
        rows = []
        for r in range(self.rows - 1, -1, -1):
            rows.append("".join(_cell(state, c, r) or "." for c in range(self.cols)))
        return Grid(tuple(rows), "discs")

    def compiled_rules(self) -> CompiledRules | None:
        """The rules as the compiled searches read them (boards of at most 64 cells): a position is the
        bits of X's discs and of O's, cell (column c, row r) being bit c·rows + r."""
        import numpy as np

        cells = self.cols * self.rows
        if cells > 64:
            return None
        masks = [word(sum(1 << (c * self.rows + r) for c, r in window)) for window in self.windows]
        ints = np.array([self.cols, self.rows, word((1 << cells) - 1), len(masks), *masks], np.int64)
        weights = np.array([self.cell_weights[r][c] for c in range(self.cols) for r in range(self.rows)], np.float64)
        return CompiledRules(CONNECT4, ints, weights, self.cols, self._bits, self._empty_cells)

    def _empty_cells(self, state: Hashable) -> int:
        assert isinstance(state, tuple)
        return self.cols * self.rows - sum(map(len, state))

    def _bits(self, state: Hashable) -> tuple[int, int, int]:
        """X's discs and O's, as bits."""
        assert isinstance(state, tuple)
        discs = {mark: sum(1 << (c * self.rows + r) for c, column in enumerate(state)
                           for r, disc in enumerate(column) if disc == mark) for mark in "XO"}
        return word(discs["X"]), word(discs["O"]), 0

    @cached_property
    def windows(self) -> list[tuple[tuple[int, int], ...]]:
        """Every line of four cells, as (column, row) pairs with row 0 at the bottom."""
        windows = []
        for c in range(self.cols):
            for r in range(self.rows):
                for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                    if 0 <= c + 3 * dc < self.cols and 0 <= r + 3 * dr < self.rows:
                        windows.append(tuple((c + j * dc, r + j * dr) for j in range(4)))
        return windows

    @cached_property
    def cell_weights(self) -> list[list[int]]:
        """``weights[row][col]``: the number of lines of four through the cell (row 0 at the bottom)."""
        weights = [[0] * self.cols for _ in range(self.rows)]
        for window in self.windows:
            for c, r in window:
                weights[r][c] += 1
        return weights


def _cell(state: Position, col: int, row: int) -> str:
    column = state[col]
    return column[row] if row < len(column) else ""


def _most_positions(values: Mapping[str, Any]) -> int:
    """The positions of a board, exact from the table when it is there, else an upper bound."""
    cells = values["cols"] * values["rows"]
    known = KNOWN_POSITIONS.get((values["cols"], values["rows"]))
    if cells > ARENA_CELL_LIMIT or known == 5_000_001:
        return int(3**cells)
    return min(known or 10_000, int(3**cells))  # the table lists every board of 10,000 or more


def _arena_check(values: Mapping[str, Any]) -> str | None:
    cells = values["cols"] * values["rows"]
    if cells > ARENA_CELL_LIMIT:
        return Sentence(QT_TRANSLATE_NOOP("games", "a whole Connect 4 arena is only built for boards of at most {most} "
                                          "cells (4×4, 5×4…); {cols}×{rows} has far too many positions, "
                                          "whatever the vertex limit"),
                        most=ARENA_CELL_LIMIT, cols=values["cols"], rows=values["rows"])
    return None


#: Depth of the alpha-beta estimate of a column the exact solver could not finish in time.
ESTIMATE_DEPTH = 6


def _move_scores(game: ConnectFour, played: Sequence[int], budget: float,
                 progress: Callable[[int], bool | None] | None, estimate: bool = True,
                 found: Callable[[MoveScore], None] | None = None) -> list[MoveScore]:
    """Each column's exact score (as ``gameviz connect4 solve`` prints it), or an alpha-beta estimate,
    each told to ``found`` as soon as it is known."""
    from gameviz.core.search.connect4 import Connect4Solver, column_scores
    from gameviz.games.connect4_book import opening_book

    solver = Connect4Solver(game.cols, game.rows, book=opening_book(game.cols, game.rows))
    state = play_moves(game, played)
    scores: list[MoveScore] = []

    def scored(column: int, exact: int | None) -> None:
        score = MoveScore(column, exact) if exact is not None or not estimate else _estimate(game, state, column)
        scores.append(score)
        if found is not None:
            found(score)

    column_scores(solver, solver.text(played), budget=budget, progress=progress, found=scored)
    return sorted(scores, key=lambda s: s.move)


def _estimate(game: ConnectFour, state: Position, column: int) -> MoveScore:
    """Alpha-beta's value of ``column`` at :data:`ESTIMATE_DEPTH` with the course's heuristic, for the
    player who plays it."""
    from gameviz.core.search.options import SearchOptions, start_search
    from gameviz.core.search.trace import run
    from gameviz.core.search.tree import GameTree

    side = 1 if game.player(state) == 1 else -1
    tree = GameTree(game, game.play(state, column))
    result = run(start_search(tree, SearchOptions("alphabeta", depth=ESTIMATE_DEPTH, order=True, memo=True),
                              trace=False))
    return MoveScore(column, None, side * result.number, ESTIMATE_DEPTH)


def _heuristic_notes(game: ConnectFour, state: Hashable, tr: Translate = untranslated) -> HeuristicNotes:
    """The weight of every cell (lines of four through it), and J1's weights minus J2's."""
    assert isinstance(state, tuple)
    weights = game.cell_weights
    cells = {(game.rows - 1 - r, c): str(weights[r][c]) for r in range(game.rows) for c in range(game.cols)}
    if game.outcome(state) is not None:
        return HeuristicNotes(cells, "")
    mine, theirs = _disc_weights(weights, state, "X"), _disc_weights(weights, state, "O")
    value = sum(mine) - sum(theirs)
    formula = f"h = ({signed_sum(mine)}) − ({signed_sum(theirs)}) = {signed_sum([value])}"
    return HeuristicNotes(cells, formula)


def _disc_weights(weights: Sequence[Sequence[int]], state: tuple[str, ...], mark: str) -> list[int]:
    """The weights of the cells holding a disc ``mark``, column by column from the bottom."""
    return [weights[r][c] for c, column in enumerate(state) for r, disc in enumerate(column) if disc == mark]


INFO = GameInfo(
    name="connect4",
    moves_example="4453",
    title=QT_TRANSLATE_NOOP("games", "Connect 4"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "Drop discs in turn; four in a row (across, up or diagonally) wins.",
    ),
    parameters=(
        Parameter("cols", INT, 7, QT_TRANSLATE_NOOP("games", "columns of the board"), 1, 16),
        Parameter("rows", INT, 6, QT_TRANSLATE_NOOP("games", "rows of the board"), 1, 16),
    ),
    create=ConnectFour,
    axes=lambda game: (numbers(game.cols), ()),
    heuristic_notes=_heuristic_notes,
    move_scores=_move_scores,
    arena_check=_arena_check,
    estimate=_most_positions,
    least=lambda v: KNOWN_POSITIONS.get((v["cols"], v["rows"]), 0),
    branching=lambda v: v["cols"],
    search_depth=4,
    acyclic=True,
)
