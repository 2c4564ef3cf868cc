"""Connect 4 solved exactly: bitboards, null-window alpha-beta, transposition table.

A position is two integers. Column c owns bits c·(H+1) … c·(H+1)+H−1 (one
spare bit on top of each column keeps alignments from wrapping round);
``mask`` has a bit for every disc, ``current`` for the discs of the player to
move. Four in a row is found with shifts, so a node costs a few dozen integer
operations.

The solver is the classic negamax with alpha-beta; it never plays a move that
lets the opponent win at once, tries moves that create the most threats first
(centre columns first on ties), remembers upper and lower bounds of positions
in a transposition table, and finds the exact score with a sequence of
null-window searches that narrow [min, max].

Scores follow the usual benchmark convention, written for every board: 0 for
a draw; a win is worth one more than the discs the winner still holds after
the winning one, D + 1 − k when they win with their k-th disc (all their discs
since the start, the winning one included) and D is the most discs they can
ever have: C·R/2 each on a board of an even number of cells (22 − k on the
7 × 6 board), (C·R + 1)/2 for the first player and (C·R − 1)/2 for the second
on an odd one. A loss is the opposite of the winner's score. The same rule
scores finished positions (the player to move has lost to the last disc) and
unfinished ones, so a position's score is always the largest of its children's
scores negated. In numbers: a win by the disc played when n discs are on the
board is worth ⌊(C·R + 1 − n)/2⌋.

References
----------
J. Allen (1988), V. Allis (1988): Connect 4 is a first-player win.
P. Pons, "Solving Connect 4: how to build a perfect AI" (2019), whose design
this follows.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gameviz.core.errors import Cancelled, InputError
from gameviz.core.numbers import number_in
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

if TYPE_CHECKING:
    from gameviz.core.search.connect4_kernel import Kernel

#: Largest transposition table, in entries, before it is emptied.
TABLE_LIMIT = 4_000_000


def table_entries(megabytes: int) -> int:
    """The odd number of entries (9 bytes each: key and bound) that fills about ``megabytes``;
    an odd size spreads the keys, which are sums of bits, over the whole table."""
    return (megabytes * 1_000_000 // 9) | 1


@dataclass(frozen=True)
class Connect4Position:
    """A position reached by a sequence of moves.

    ``winner_discs`` is set when the last move won: the number of discs of
    the player who won, so that the position's score is known without search.
    ``played`` is the columns played, as the opening book names positions.
    """

    current: int
    mask: int
    moves: int
    winner_discs: int | None = None
    played: str = ""


@functools.cache
def kernel_problem() -> str | None:
    """Why the compiled kernel cannot run here (numba missing or unable to compile), or None;
    the solver then searches in Python, the same nodes, slower."""
    try:
        from gameviz.core.search.connect4_kernel import warm_up

        warm_up()
    except Exception as error:  # an import or compilation failure of a third-party compiler
        return f"{type(error).__name__}: {error}"
    return None


#: Nodes the compiled kernel searches before the solver looks at the clock (doubled at each call, up to
#: :data:`LAST_CHUNK`, so that the clock and the progress are looked at every few seconds).
FIRST_CHUNK = 1 << 16
LAST_CHUNK = 1 << 24
#: The kernel's bitboards: (rows + 1) × columns must fit.
KERNEL_BITS = 64


class Connect4Solver:
    """Exact scores of Connect 4 positions on a ``width`` × ``height`` board.

    With ``compiled`` (the default) the search runs in the numba kernel of
    :mod:`gameviz.core.search.connect4_kernel` with a table of ``table_size``
    entries; without, in Python (the same nodes, 50 to 100 times slower), which
    the tests compare it with. A board whose bitboards need more than 64 bits
    ((rows + 1) × columns > 64, such as 8 × 8) is searched in Python, whose
    integers have no size limit.
    """

    def __init__(self, width: int = 7, height: int = 6, *, compiled: bool = True,
                 table_size: int | None = None, book: Mapping[str, int] | None = None) -> None:
        if width < 1 or height < 1:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "a Connect 4 board has at least one column and one row, not "
                                                      "{width}×{height}"), width=width, height=height))
        self.width = width
        self.height = height
        self.cells = width * height
        self.bottom, self.board_mask, self.column_masks, self.top_masks = _bitboard_masks(width, height)
        self.order = [width // 2 + (1 - 2 * (i % 2)) * ((i + 1) // 2) for i in range(width)]
        self.min_score = -(self.cells // 2) + 3
        self.max_score = (self.cells + 1) // 2 - 3
        self.table: dict[int, int] = {}
        self.nodes = 0
        #: asked every 4,096 nodes (every million or more with the kernel); True stops the search
        #: with :class:`Cancelled`
        self.stop: Callable[[], bool] | None = None
        #: exact scores known in advance, by the columns played (an opening book), answered without search
        self.book: Mapping[str, int] = book or {}
        self.kernel: Kernel | None = None
        #: told (nodes so far, the score window [low, high] being narrowed) now and then during a long solve
        self.report: Callable[[int, int, int], None] | None = None
        self.window = (0, 0)
        if compiled and (height + 1) * width <= KERNEL_BITS and kernel_problem() is None:
            self.kernel = self._kernel(table_size)

    def _kernel(self, table_size: int | None) -> Kernel:
        """The compiled search of this board, with a table of ``table_size`` entries (None: the default)."""
        from gameviz.core.search.connect4_kernel import TABLE_SIZE, Kernel

        return Kernel(self.width, self.height, self.order, self.min_score, self.max_score, table_size or TABLE_SIZE)

    def reset(self) -> None:
        """Forget the positions searched before (and the node count)."""
        self.table.clear()
        self.nodes = 0
        if self.kernel is not None:
            self.kernel.reset()

    # ---------------------------------------------------------------- positions
    def position(self, text: str, *, source: str = "position") -> Connect4Position:
        """The position after the columns in ``text`` were played (numbered from 1): one digit each
        (``4453``) on a board of at most 9 columns, separated by spaces (``10 1 5``) on a wider one.

        Raises
        ------
        InputError
            With the character offset: a word that is not a column, a full column, or a move after
            the game is won.
        """
        current = mask = 0
        won_by: int | None = None
        moves = self.columns_in(text, source=source)
        for number, (c, offset) in enumerate(moves):
            if won_by is not None:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "a move is played after the game is won")), source=source,
                                 offset=offset)
            if mask & self.top_masks[c]:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "column {column} is full"), column=c + 1), source=source,
                                 offset=offset)
            move = (mask + (1 << (c * (self.height + 1)))) & self.column_masks[c]
            if self._aligned(current | move):
                won_by = (number + 2) // 2
            current, mask = current ^ mask, mask | move
        return Connect4Position(current, mask, len(moves), won_by, self.text(c for c, _ in moves))

    def columns_in(self, text: str, *, source: str = "position") -> list[tuple[int, int]]:
        """The columns (from 0) ``text`` names, with their offsets; see :meth:`position`."""
        if self.width <= 9:
            words = [(char, offset) for offset, char in enumerate(text)]
        else:
            words = [(word, offset) for offset, word in _words(text)]
        columns = []
        for word, offset in words:
            column = number_in(word, 1, self.width)
            if column is None:
                reason = (QT_TRANSLATE_NOOP("errors", "'{word}' is not a column from 1 to {last}; on a board of more than 9 "
                                                "columns, columns are separated by spaces (10 1 5)") if self.width > 9 else
                          QT_TRANSLATE_NOOP("errors", "'{word}' is not a column from 1 to {last}"))
                raise InputError(Sentence(reason, word=word, last=self.width), source=source, offset=offset)
            columns.append((column - 1, offset))
        return columns

    def text(self, columns: Iterable[int]) -> str:
        """How :meth:`position` writes the columns (from 0) played: ``4453``, or ``10 1 5`` on a board of
        more than 9 columns."""
        return (" " if self.width > 9 else "").join(str(c + 1) for c in columns)

    def _aligned(self, position: int) -> bool:
        """True if ``position`` holds four in a row."""
        for shift in (1, self.height + 1, self.height, self.height + 2):
            pairs = position & (position >> shift)
            if pairs & (pairs >> (2 * shift)):
                return True
        return False

    def winning_cells(self, position: int, mask: int) -> int:
        """The empty cells that would complete four in a row for the discs ``position``."""
        h = self.height
        # vertical: three discs below
        r = (position << 1) & (position << 2) & (position << 3)
        for shift in (h + 1, h, h + 2):  # horizontal, and both diagonals
            p = (position << shift) & (position << (2 * shift))
            r |= p & (position << (3 * shift))
            r |= p & (position >> shift)
            p = (position >> shift) & (position >> (2 * shift))
            r |= p & (position << shift)
            r |= p & (position >> (3 * shift))
        return r & (self.board_mask ^ mask)

    # ------------------------------------------------------------------ solving
    def solve(self, position: Connect4Position | str, *, weak: bool = False, at_least: int | None = None) -> int:
        """The exact score of a position (with ``weak``, only its sign: −1, 0 or 1); positions of the
        solver's ``book`` are answered from it. ``at_least``, a score the position is known to reach
        (minus the score of the position before it), is tried first: one search proves a best move's."""
        if isinstance(position, str):
            position = self.position(position)
        known = self._score_without_search(position, weak)
        if known is not None:
            return known
        current, mask, moves = position.current, position.mask, position.moves
        if weak:
            return max(-1, min(1, self._narrow(current, mask, moves, -1, 1)))
        low, high = -((self.cells - moves) // 2), (self.cells + 1 - moves) // 2
        if at_least is not None and low < at_least < high:
            low = self._search(current, mask, moves, at_least, at_least + 1)
            if low <= at_least:
                return at_least
        return self._narrow(current, mask, moves, low, high)

    def _score_without_search(self, position: Connect4Position, weak: bool) -> int | None:
        """The score of a position of the book, of a game over, or where the player to move wins at
        once (with ``weak``, its sign); None for the others."""
        known = self.book.get(position.played)
        if known is not None:
            return (known > 0) - (known < 0) if weak else known
        if position.winner_discs is not None:  # the disc played with moves − 1 on the board won
            return -1 if weak else -((self.cells + 2 - position.moves) // 2)
        current, mask, moves = position.current, position.mask, position.moves
        if moves == self.cells:
            return 0
        possible = (mask + self.bottom) & self.board_mask
        if self.winning_cells(current, mask) & possible:
            return 1 if weak else (self.cells + 1 - moves) // 2
        return None

    def _narrow(self, current: int, mask: int, moves: int, low: int, high: int) -> int:
        """The score, known to lie in [low, high], found by null-window searches that narrow the window
        (a search may prove more than asked: with the window −1..1, a score beyond it)."""
        while low < high:
            middle = low + (high - low) // 2
            if middle <= 0 and _half(low) < middle:
                middle = _half(low)
            elif middle >= 0 and _half(high) > middle:
                middle = _half(high)
            self.window = (low, high)
            if self.report is not None:
                self.report(self.nodes, low, high)
            result = self._search(current, mask, moves, middle, middle + 1)
            if result <= middle:
                high = result
            else:
                low = result
        return low

    def _search(self, current: int, mask: int, moves: int, alpha: int, beta: int) -> int:
        """One window's search, in the kernel when there is one."""
        if self.kernel is None:
            return self._negamax(current, mask, moves, alpha, beta)
        chunk = FIRST_CHUNK
        while True:
            before = self.kernel.nodes
            result = self.kernel.search(current, mask, moves, alpha, beta, chunk)
            self.nodes += self.kernel.nodes - before
            if result is not None:
                return result
            if self.stop is not None and self.stop():
                raise Cancelled()
            if self.report is not None:
                self.report(self.nodes, *self.window)
            chunk = min(2 * chunk, LAST_CHUNK)  # what finished is in the table: the next call goes further

    def _negamax(self, current: int, mask: int, moves: int, alpha: int, beta: int) -> int:
        """Negamax with alpha-beta; the player to move cannot win at once."""
        self.nodes += 1
        if not self.nodes & 0xFFF:
            self._checkpoint()
        cells = self.cells
        candidates = self._non_losing_moves(current, mask)
        if not candidates:
            return -((cells - moves) // 2)
        if moves >= cells - 2:
            return 0
        low = -((cells - 2 - moves) // 2)
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha
        high = (cells - 1 - moves) // 2
        key = current + mask
        stored = self.table.get(key)
        if stored is not None:
            min_score, max_score = self.min_score, self.max_score
            if stored > max_score - min_score + 1:  # a lower bound
                low = stored + 2 * min_score - max_score - 2
                if alpha < low:
                    alpha = low
                    if alpha >= beta:
                        return alpha
            else:  # an upper bound
                high = stored + min_score - 1
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta
        for move in self._ordered(current, mask, candidates):
            score = -self._negamax(current ^ mask, mask | move, moves + 1, -beta, -alpha)
            if score >= beta:
                self._store(key, score + self.max_score - 2 * self.min_score + 2)
                return score
            if score > alpha:
                alpha = score
        self._store(key, alpha - self.min_score + 1)
        return alpha

    def _checkpoint(self) -> None:
        """Called every 4,096 nodes: stop if asked; every 65,536, report the progress."""
        if not self.nodes & 0xFFFF and self.report is not None:
            self.report(self.nodes, *self.window)
        if not self.nodes & 0xFFF and self.stop is not None and self.stop():
            raise Cancelled()

    def _non_losing_moves(self, current: int, mask: int) -> int:
        """The cells the player to move may play without losing at once (as bits), 0 if none:
        the one threat to block if there is one (none if two), never just below a threat."""
        possible = (mask + self.bottom) & self.board_mask
        threats = self.winning_cells(current ^ mask, mask)
        forced = possible & threats
        if forced:
            if forced & (forced - 1):
                return 0  # two threats: cannot block both
            possible = forced
        return possible & ~(threats >> 1)

    def _ordered(self, current: int, mask: int, candidates: int) -> list[int]:
        """The ``candidates`` one by one, those making the most threats first, the centre first on ties."""
        scored = []
        winning_cells = self.winning_cells
        for rank, c in enumerate(self.order):
            move = candidates & self.column_masks[c]
            if move:
                scored.append((-winning_cells(current | move, mask).bit_count(), rank, move))
        scored.sort()
        return [move for _, _, move in scored]

    def _store(self, key: int, value: int) -> None:
        if len(self.table) >= TABLE_LIMIT:
            self.table.clear()
        self.table[key] = value


def column_scores(
    solver: Connect4Solver,
    played: str,
    *,
    budget: float,
    progress: Callable[[int], bool | None] | None = None,
    found: Callable[[int, int | None], None] | None = None,
) -> dict[int, int | None]:
    """The exact score of each column (0-based) the player to move can play after ``played``,
    from their side, as :class:`Connect4Solver` scores positions: 0 a draw, D + 1 − k a win with
    their k-th disc (D the most discs they can have), its opposite a loss.

    Each column gets ``budget`` seconds; a column not solved in time is None. ``found(column, score)``
    is told each column's score as soon as it is known, centre columns first.
    ``progress(columns done)`` returning False cancels (:class:`Cancelled`).
    """
    base = solver.position(played)
    if base.winner_discs is not None or base.moves == solver.cells:
        return {}
    before = [c for c, _ in solver.columns_in(base.played)]
    known = solver.book.get(base.played)  # then a best column is proved by one search
    at_least = None if known is None else -known
    scores: dict[int, int | None] = {}
    for c in solver.order:
        if base.mask & solver.top_masks[c]:
            continue
        if _cancelled(progress, len(scores)):
            raise Cancelled()
        scores[c] = _score_within(solver, solver.text([*before, c]), at_least, budget, progress, len(scores))
        if found is not None:
            found(c, scores[c])
    return dict(sorted(scores.items()))


Progress = Callable[[int], bool | None]


def _score_within(solver: Connect4Solver, played: str, at_least: int | None, budget: float,
                  progress: Progress | None, done: int) -> int | None:
    """The score of the column that led to ``played``, from the side of the player who chose it, or
    None when ``budget`` seconds were not enough (a cancel by ``progress(done)`` goes on up);
    ``at_least`` as :meth:`Connect4Solver.solve` takes it."""
    solver.stop = _stopper(time.monotonic() + budget, progress, done)
    try:
        return -solver.solve(played, at_least=at_least)
    except Cancelled:
        if _cancelled(progress, done):
            raise
        return None
    finally:
        solver.stop = None


def _cancelled(progress: Progress | None, done: int) -> bool:
    """Whether ``progress(done)`` asks to cancel (by returning False)."""
    return progress is not None and progress(done) is False


def _stopper(deadline: float, progress: Progress | None, done: int) -> Callable[[], bool]:
    """Stop at ``deadline``, or when ``progress(done)`` says so."""
    return lambda: time.monotonic() > deadline or _cancelled(progress, done)


def _bitboard_masks(width: int, height: int) -> tuple[int, int, list[int], list[int]]:
    """The masks of a ``width`` × ``height`` board's bitboards (a column is ``height`` + 1 bits): the
    bottom cell of every column, every cell, each column's cells, each column's top cell."""
    column = height + 1
    bottom = sum(1 << (c * column) for c in range(width))
    return (bottom, bottom * ((1 << height) - 1), [((1 << height) - 1) << (c * column) for c in range(width)],
            [1 << (height - 1 + c * column) for c in range(width)])


def _words(text: str) -> list[tuple[int, str]]:
    """The words of ``text`` separated by white space, with their offsets."""
    words: list[tuple[int, str]] = []
    start = None
    for i, char in enumerate(text + " "):
        if char.isspace():
            if start is not None:
                words.append((start, text[start:i]))
                start = None
        elif start is None:
            start = i
    return words


def _half(value: int) -> int:
    """value / 2 rounded toward zero, as the reference solver's integer division."""
    return -((-value) // 2) if value < 0 else value // 2
