"""Othello (reversi) on a size × size board (6 × 6 by default, 4 and 8 allowed).

J1 plays black and starts; the four centre squares start as in the usual
game (white on d4 and e5, black on d5 and e4 on 8 × 8). A move places a disc
that brackets a line of the opponent's discs, which turn over. A player who
cannot move passes (the move ``pass``); when neither can, the game ends and
whoever has more discs wins.

A position is ``(black, white, player)``: two bitboards (bit ``r·size + c``
for row r from the top, column c from the left) and who moves. Moves are
written as in the usual notation, column letter then row number from the top:
``"d3 c5"``.

The heuristic follows the course's recipe for Connect 4, a weight per square,
adapted to Othello: corners are worth most (they can never be turned over),
the squares next to them are dangerous (they give the corner away), edges are
good; to which the difference in mobility (the number of legal moves) adds.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import cached_property, lru_cache
from typing import Any

from gameviz.core.board import Grid
from gameviz.core.errors import GAME_SPEC, MOVES, InputError
from gameviz.core.game import PASS, split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import DRAW, Outcome, outcome_value
from gameviz.core.search.compiled import CompiledRules, word
from gameviz.core.search.kernels import OTHELLO
from gameviz.core.symbols import signed_sum
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.games.spec import INT, GameInfo, HeuristicNotes, Parameter, letters, numbers

#: Largest board whose whole arena is built (4 × 4).
ARENA_SIZE_LIMIT = 4
#: Weight of a square by kind, and of one move of mobility.
CORNER, NEXT_TO_CORNER, DIAGONAL_TO_CORNER, EDGE, INNER_RING, CENTRE = 100, -20, -50, 10, -2, 1
MOBILITY = 5

Position = tuple[int, int, int]  # (black bitboard, white bitboard, player to move)
Move = int | str


class Othello:
    """Othello with passes; the game ends when neither player can move."""

    impartial = False
    pictures = True

    def __init__(self, size: int = 6) -> None:
        if size % 2 or not 4 <= size <= 8:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "an Othello board has an even size from 4 to 8, not {size}"),
                                      size=size), source=GAME_SPEC)
        self.size = size
        self.spec = INFO.spec({"size": size})
        n = size
        self.full = (1 << (n * n)) - 1
        left = sum(1 << (r * n) for r in range(n))  # column a
        right = left << (n - 1)  # the last column
        #: (shift, mask of the squares a shifted disc may land on), one per direction
        self.directions = (
            (1, self.full & ~left), (-1, self.full & ~right), (n, self.full), (-n, self.full),
            (n + 1, self.full & ~left), (n - 1, self.full & ~right),
            (-n + 1, self.full & ~left), (-n - 1, self.full & ~right),
        )
        self._moves = lru_cache(maxsize=1 << 16)(self._legal)

    # ------------------------------------------------------------------ rules
    def initial(self) -> Position:
        m = self.size // 2
        white = self._bit(m - 1, m - 1) | self._bit(m, m)
        black = self._bit(m - 1, m) | self._bit(m, m - 1)
        return (black, white, 1)

    def roots(self) -> list[Position]:
        return [self.initial()]

    def player(self, state: Position) -> int:
        return state[2]

    def moves(self, state: Position) -> list[Move]:
        own, other = self._sides(state)
        legal = self._moves(own, other)
        if legal:
            return [i for i in range(self.size * self.size) if legal >> i & 1]
        return [PASS] if self._moves(other, own) else []

    def play(self, state: Position, move: Move) -> Position:
        black, white, player = state
        if move == PASS:
            return (black, white, 3 - player)
        assert isinstance(move, int)
        own, other = self._sides(state)
        flips = self._flips(own, other, move)
        own |= flips | (1 << move)
        other &= ~flips
        return (own, other, 2) if player == 1 else (other, own, 1)

    def outcome(self, state: Position) -> Outcome | None:
        own, other = self._sides(state)
        if self._moves(own, other) or self._moves(other, own):
            return None
        black, white = state[0].bit_count(), state[1].bit_count()
        return Outcome(1) if black > white else Outcome(2) if white > black else DRAW

    def heuristic(self, state: Position) -> float:
        outcome = self.outcome(state)
        if outcome is not None:
            return outcome_value(outcome)
        black, white, _ = state
        weights = self.square_weights
        score = 0
        for i, weight in enumerate(weights):
            if black >> i & 1:
                score += weight
            elif white >> i & 1:
                score -= weight
        moves_black, moves_white = self.mobility(state)
        return float(score + MOBILITY * (moves_black - moves_white))

    def mobility(self, state: Position) -> tuple[int, int]:
        """How many squares black and white could each play on."""
        black, white, _ = state
        return self._moves(black, white).bit_count(), self._moves(white, black).bit_count()

    # -------------------------------------------------------------- notation
    def label(self, state: Position) -> str:
        return f"●{state[0].bit_count()} ○{state[1].bit_count()}"

    def vertex_id(self, state: Position) -> str:
        return f"{state[0]:x}.{state[1]:x}.{state[2]}"

    def move_label(self, state: Position, move: Move) -> str:
        if move == PASS:
            return PASS
        assert isinstance(move, int)
        r, c = divmod(move, self.size)
        return f"{chr(ord('a') + c)}{r + 1}"

    def parse_moves(self, text: str) -> list[Move]:
        """Squares as column letter and row number from the top, ``"d3 c5"``, and ``pass``."""
        moves: list[Move] = []
        for token, offset in split_moves(text):
            word = token.lower()
            if word == PASS:
                moves.append(PASS)
                continue
            column, row = word[:1], word[1:]
            c = ord(column) - ord("a") if column else -1
            number = number_in(row, 1, self.size)
            if not 0 <= c < self.size or number is None:
                last = chr(ord("a") + self.size - 1)
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' is not a square from a1 to {last}, nor 'pass'"),
                                          token=token, last=f"{last}{self.size}"), source=MOVES, offset=offset)
            moves.append((number - 1) * self.size + c)
        return moves

    def board(self, state: Position) -> Grid:
        black, white, _ = state
        rows = []
        for r in range(self.size):
            row = ""
            for c in range(self.size):
                bit = self._bit(r, c)
                row += "X" if black & bit else "O" if white & bit else "."
            rows.append(row)
        return Grid(tuple(rows), "othello")

    def compiled_rules(self) -> CompiledRules:
        """The rules as the compiled searches read them: a position is (black, white, player), as here."""
        import numpy as np

        directions = [word(part) if k % 2 else part for shift, mask in self.directions
                      for k, part in enumerate((shift, mask))]
        ints = np.array([self.size, word(self.full), *directions, *self.square_weights, MOBILITY], np.int64)
        squares = self.size * self.size
        return CompiledRules(OTHELLO, ints, np.zeros(1), squares, self._words,
                             lambda state: 2 * (squares - state[0].bit_count() - state[1].bit_count()))  # type: ignore[index]

    @staticmethod
    def _words(state: Hashable) -> tuple[int, int, int]:
        assert isinstance(state, tuple)
        return word(state[0]), word(state[1]), state[2]

    # ---------------------------------------------------------------- helpers
    @cached_property
    def square_weights(self) -> tuple[int, ...]:
        """The weight of each square, by bit index."""
        n, last = self.size, self.size - 1

        def weight(r: int, c: int) -> int:
            edge_r, edge_c = r in (0, last), c in (0, last)
            near_r, near_c = r in (1, last - 1), c in (1, last - 1)
            if edge_r and edge_c:
                return CORNER
            if (edge_r and near_c) or (near_r and edge_c):
                return NEXT_TO_CORNER
            if near_r and near_c:
                return DIAGONAL_TO_CORNER
            if edge_r or edge_c:
                return EDGE
            if near_r or near_c:
                return INNER_RING
            return CENTRE

        return tuple(weight(*divmod(i, n)) for i in range(n * n))

    def _bit(self, r: int, c: int) -> int:
        return 1 << (r * self.size + c)

    @staticmethod
    def _sides(state: Position) -> tuple[int, int]:
        """(the discs of the player to move, the opponent's)."""
        black, white, player = state
        return (black, white) if player == 1 else (white, black)

    @staticmethod
    def _shift(bits: int, shift: int, mask: int) -> int:
        return (bits << shift if shift > 0 else bits >> -shift) & mask

    def _legal(self, own: int, other: int) -> int:
        """The bitboard of the squares where ``own`` may play."""
        empty = self.full & ~(own | other)
        legal = 0
        for shift, mask in self.directions:
            run = self._shift(own, shift, mask) & other
            for _ in range(self.size - 3):
                run |= self._shift(run, shift, mask) & other
            legal |= self._shift(run, shift, mask) & empty
        return legal

    def _flips(self, own: int, other: int, square: int) -> int:
        """The opponent's discs a disc on ``square`` turns over."""
        flips = 0
        for shift, mask in self.directions:
            line, bit = 0, self._shift(1 << square, shift, mask)
            while bit & other:
                line |= bit
                bit = self._shift(bit, shift, mask)
            if bit & own:
                flips |= line
        return flips


def perft(game: Othello, state: Position, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``state`` (a pass counts as a move;
    a finished game ends its sequence early), as move-generator tests count them."""
    if depth == 0:
        return 1
    moves = game.moves(state)
    if not moves:
        return 1
    if depth == 1:
        return len(moves)
    return sum(perft(game, game.play(state, move), depth - 1) for move in moves)


def _check(values: Mapping[str, Any]) -> str | None:
    if values["size"] % 2:
        return Sentence(QT_TRANSLATE_NOOP("games", "an Othello board has an even size (4, 6 or 8), not {size}"),
                        size=values["size"])
    return None


def _arena_check(values: Mapping[str, Any]) -> str | None:
    if values["size"] > ARENA_SIZE_LIMIT:
        size = values["size"]
        return Sentence(QT_TRANSLATE_NOOP("games", "a whole Othello arena is only built for the 4×4 board; {size}×{size} "
                                          "has far too many positions, whatever the vertex limit"), size=size)
    return None


#: The formula line of *Heuristic on the Board*, its terms named.
FORMULA = QT_TRANSLATE_NOOP("games", "h = squares of ● {black} − squares of ○ ({white}) + {weight} × mobility "
                                     "(● {mobile_black} − ○ {mobile_white}) = {value}")


def _heuristic_notes(game: Othello, state: Hashable, tr: Translate = untranslated) -> HeuristicNotes:
    """The weight of every square, and the formula with its terms named: the weights of black's squares
    minus white's, plus the mobility term (the moves each side could play)."""
    assert isinstance(state, tuple)
    n, weights = game.size, game.square_weights
    cells = {divmod(i, n): str(w) for i, w in enumerate(weights)}
    if game.outcome(state) is not None:
        return HeuristicNotes(cells, "")
    black, white, _ = state
    mine = sum(w for i, w in enumerate(weights) if black >> i & 1)
    theirs = sum(w for i, w in enumerate(weights) if white >> i & 1)
    moves_black, moves_white = game.mobility(state)
    value = int(game.heuristic(state))
    formula = tr(FORMULA).format(black=signed_sum([mine]), white=signed_sum([theirs]), weight=MOBILITY,
                                 mobile_black=moves_black, mobile_white=moves_white, value=signed_sum([value]))
    return HeuristicNotes(cells, formula)


INFO = GameInfo(
    name="othello",
    moves_example="c2 b2",
    title=QT_TRANSLATE_NOOP("games", "Othello"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "Place a disc that brackets a line of the opponent's discs, which turn over; "
        "a player who cannot move passes. Most discs at the end wins.",
    ),
    parameters=(Parameter("size", INT, 6, QT_TRANSLATE_NOOP("games", "squares on a side (4, 6 or 8)"), 4, 8),),
    create=Othello,
    axes=lambda game: (letters(game.size), numbers(game.size)),
    heuristic_notes=_heuristic_notes,
    check=_check,
    arena_check=_arena_check,
    search_depth=4,
    acyclic=True,
)
