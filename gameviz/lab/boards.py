"""A student's positions read as boards of tic-tac-toe or Connect 4, so that the student's ``h``
can be compared with the course's heuristic.

The student chose how to write a position; it is read if its cells can be found:

- a string, list or tuple of 9 cells (3 × 3) or 42 cells (7 columns of 6), flat or nested (rows
  or columns, top or bottom first), possibly beside other things in a tuple or list (the player
  to move, a move counter…);
- for Connect 4, also 7 columns written as stacks (bottom first) of the discs they hold.

What each symbol means is learnt from the game itself: the start's cells are all empty, the first
move (J1's) puts J1's symbol, the answer J2's; for Connect 4, where the first discs land says
whether the cells come row by row or column by column, and which end is the bottom.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from gameviz.core.game import Game
from gameviz.games.connect4 import ConnectFour
from gameviz.games.tictactoe import TicTacToe

TIC_TAC_TOE_CELLS, COLS, ROWS = 9, 7, 6
CONNECT4_CELLS = COLS * ROWS
#: Stands for an empty cell above the discs of a column written as a stack.
_ABOVE = object()


def _flatten(value: Any) -> list[Any]:
    """The cells in ``value``: strings give their characters, lists and tuples their items' cells."""
    if isinstance(value, str):
        return list(value) if len(value) != 1 else [value]
    if isinstance(value, (list, tuple)):
        return [cell for item in value for cell in _flatten(item)]
    return [value]


def _stacks(value: Any) -> list[Any] | None:
    """Seven columns of at most six discs each, bottom first, as 42 cells column by column."""
    if not isinstance(value, (list, tuple)) or len(value) != COLS:
        return None
    columns = [_column_cells(column) for column in value]
    if any(column is None or len(column) > ROWS for column in columns):
        return None
    return [cell for column in columns if column is not None for cell in column + [_ABOVE] * (ROWS - len(column))]


def _column_cells(column: Any) -> list[Any] | None:
    """The discs of one column, bottom first (None if it is not a list, a tuple or a string)."""
    return _flatten(column) if isinstance(column, (list, tuple, str)) else None


def _locate(start: Any) -> tuple[int | None, str] | None:
    """Where the board is in the start position (the whole of it, or its k-th item) and how it is
    written (``flat`` cells or ``stacks``), or None if it has no board of 9 or 42 cells."""
    for where in (None, *range(len(start))) if isinstance(start, (list, tuple)) else (None,):
        part = start if where is None else start[where]
        if len(_flatten(part)) in (TIC_TAC_TOE_CELLS, CONNECT4_CELLS):
            return where, "flat"
        if _stacks(part) is not None:
            return where, "stacks"
    return None


def _cells(position: Any, where: int | None, how: str) -> list[Any] | None:
    """The cells of ``position``'s board, found where the start's are and written the same way."""
    if where is not None:
        if not isinstance(position, (list, tuple)) or where >= len(position):
            return None
        position = position[where]
    return _flatten(position) if how == "flat" else _stacks(position)


@dataclass(frozen=True)
class BoardReading:
    """How the student writes a board: which game, where the board is in a position and how it is
    written (see :func:`_locate`), the empty, J1's and J2's symbols, and for each of the student's
    cells the course's (tic-tac-toe: 0–8 row by row; Connect 4: (column, row), row 0 at the bottom)."""

    game: Game[Any, Any]
    where: int | None
    how: str
    empty: Any
    symbols: tuple[Any, Any]
    places: tuple[Any, ...]

    @staticmethod
    def of_game(start: Any, accessibles: Callable[[Any], Any], j1_starts: bool) -> BoardReading | None:
        """The reading of a game from its start and its moves (``accessibles(p)``, the positions
        one move leads to); None unless J1 moves first in tic-tac-toe or Connect 4."""
        if not j1_starts:
            return None
        firsts = list(accessibles(start) or [])
        return BoardReading.learn(start, firsts, list(accessibles(firsts[0]) or []) if firsts else [])

    @staticmethod
    def learn(start: Any, firsts: Sequence[Any], answers: Sequence[Any]) -> BoardReading | None:
        """The reading of the student's game from its start, the positions J1's first moves lead
        to, and J2's answers to the first of them (None if it is not tic-tac-toe or Connect 4)."""
        located = _locate(start)
        if located is None:
            return None
        board = _cells(start, *located)
        if board is None or len(set(map(_key, board))) != 1 or not firsts or not answers:
            return None
        first = _moves_made(board, firsts, located)
        second = _moves_made(_cells(firsts[0], *located), answers, located)
        if first is None or second is None or _key(second[1]) in (_key(first[1]), _key(board[0])):
            return None
        (changed, mark_1), mark_2 = first, second[1]
        game = _game_and_places(len(board), changed)
        if game is None:
            return None
        return BoardReading(game[0], *located, board[0], (mark_1, mark_2), game[1])

    def state(self, position: Any) -> Hashable | None:
        """The course's state of ``position`` (None if it cannot be read as such a board)."""
        board = _cells(position, self.where, self.how)
        if board is None or len(board) != len(self.places):
            return None
        meaning = {_key(self.empty): ".", _key(self.symbols[0]): "X", _key(self.symbols[1]): "O"}
        if isinstance(self.game, TicTacToe):
            marks = [meaning.get(_key(cell)) for cell in board]
            return None if None in marks else "".join(str(m) for m in marks)
        return _connect4_state(self.places, [meaning.get(_key(cell)) for cell in board])


def _game_and_places(cells: int, changed: list[int]) -> tuple[Game[Any, Any], tuple[Any, ...]] | None:
    """The game of a board of ``cells`` cells and the course's place of each cell, from the cells
    J1's first moves fill (tic-tac-toe: nine different ones); None if they do not fit."""
    if cells == TIC_TAC_TOE_CELLS:
        if len(set(changed)) != TIC_TAC_TOE_CELLS:
            return None
        return TicTacToe(), tuple(range(TIC_TAC_TOE_CELLS))
    places = _connect4_places(changed)
    if places is None:
        return None
    return ConnectFour(), places


def _connect4_state(places: tuple[Any, ...], marks: list[str | None]) -> tuple[str, ...] | None:
    """The course's Connect 4 state (each column's discs from the bottom) of the ``marks`` at ``places``
    (column, row), None for an unknown symbol or a disc floating above an empty cell."""
    columns: list[list[str]] = [[] for _ in range(COLS)]
    for (col, row), mark in sorted(zip(places, marks, strict=True), key=lambda pair: pair[0]):
        if mark is None or (mark != "." and len(columns[col]) != row):
            return None
        if mark != ".":
            columns[col].append(mark)
    return tuple("".join(column) for column in columns)


def _key(cell: Any) -> Any:
    """A cell as a dictionary key that tells 1 from True and the stack's empty cells from all else."""
    return ("above",) if cell is _ABOVE else (type(cell).__name__, cell if isinstance(cell, Hashable) else repr(cell))


def _moves_made(before: list[Any] | None, afters: Sequence[Any], located: tuple[int | None, str]
                ) -> tuple[list[int], Any] | None:
    """The cells the moves from the board ``before`` to each of ``afters`` fill, and the symbol
    they write; None unless each fills exactly one cell, all with the same symbol."""
    changes = [_one_change(before, _cells(p, *located)) for p in afters]
    if any(change is None for change in changes) or len({_key(c[1]) for c in changes if c}) != 1:
        return None
    return [c[0] for c in changes if c], changes[0][1] if changes[0] else None


def _one_change(before: list[Any] | None, after: list[Any] | None) -> tuple[int, Any] | None:
    """(index, new cell) when ``after`` differs from ``before`` in exactly one cell, else None."""
    if before is None or after is None or len(before) != len(after):
        return None
    changes = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if _key(a) != _key(b)]
    return (changes[0], after[changes[0]]) if len(changes) == 1 else None


def _connect4_places(landed: list[int]) -> tuple[tuple[int, int], ...] | None:
    """The (column, row) of each of the 42 cell indices, from where the seven first discs landed:
    on one row of 7 (cells row by row) or at one height of columns of 6 (column by column)."""
    if sorted(landed) in (list(range(0, COLS)), list(range(CONNECT4_CELLS - COLS, CONNECT4_CELLS))):
        top_first = landed[0] >= COLS
        return tuple((i % COLS, ROWS - 1 - i // COLS if top_first else i // COLS) for i in range(CONNECT4_CELLS))
    if sorted(landed) in (list(range(0, CONNECT4_CELLS, ROWS)), list(range(ROWS - 1, CONNECT4_CELLS, ROWS))):
        top_first = landed[0] % ROWS == ROWS - 1
        return tuple((i // ROWS, ROWS - 1 - i % ROWS if top_first else i % ROWS) for i in range(CONNECT4_CELLS))
    return None
