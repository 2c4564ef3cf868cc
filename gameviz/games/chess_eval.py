"""The course's evaluation function for chess, term by term (seed 001, *Construction de fonctions
d'évaluation*): material first, then positional terms — king safety, piece activity, pawn structure.

Each term counts something for White and for Black; the value is, over the terms,
``weight × (White's count − Black's count)``, for J1 (White):

- **material**: pawn 1, knight 3, bishop 3, rook 5, queen 9 (the weights are the values);
- **mobility** (piece activity): the squares each knight, bishop, rook and queen attacks that
  are not held by its own side;
- **king shelter** (king safety): the side's pawns on the three files around its king, one or two
  ranks in front of it;
- **pawn structure**: doubled pawns (each pawn beyond the first on a file), isolated pawns (no
  pawn of the side on a neighbouring file), passed pawns (no enemy pawn ahead on its file or a
  neighbouring one).

>>> import chess
>>> evaluate(chess.Board(), DEFAULT_WEIGHTS).value
0.0
>>> evaluate(chess.Board("4k3/8/8/8/8/8/3P4/3QK3 w - - 0 1"), DEFAULT_WEIGHTS).counts["material"]
(10.0, 0.0)
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache

import chess

from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.games.spec import HeuristicNotes

#: The terms, in the order of the formula; material is weighted piece by piece.
TERMS = ("material", "mobility", "shelter", "doubled", "isolated", "passed")
#: The pieces whose activity counts (pawns and the king are counted by other terms).
ACTIVE = (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)


@dataclass(frozen=True)
class Weights:
    """The value of each piece (material) and the weight of each positional term, in pawns."""

    pawn: float = 1.0
    knight: float = 3.0
    bishop: float = 3.0
    rook: float = 5.0
    queen: float = 9.0
    mobility: float = 0.1
    shelter: float = 0.25
    doubled: float = -0.5
    isolated: float = -0.5
    passed: float = 0.5

    def piece(self, piece_type: int) -> float:
        """The material value of a kind of piece (the king: 0)."""
        return {chess.PAWN: self.pawn, chess.KNIGHT: self.knight, chess.BISHOP: self.bishop,
                chess.ROOK: self.rook, chess.QUEEN: self.queen}.get(piece_type, 0.0)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The names of the weights, in order."""
        return tuple(f.name for f in fields(cls))

    def with_value(self, name: str, value: float) -> Weights:
        """These weights with ``name`` set to ``value``."""
        return replace(self, **{name: value})


#: The course's values: 1/3/3/5/9, and small positional terms.
DEFAULT_WEIGHTS = Weights()
_current = [DEFAULT_WEIGHTS]


def current_weights() -> Weights:
    """The weights chess games evaluate with when they were given none (the preferences' table)."""
    return _current[0]


def use_weights(weights: Weights) -> None:
    """Evaluate with ``weights`` from now on (the teacher edited the table in the preferences)."""
    _current[0] = weights


@dataclass(frozen=True)
class Evaluation:
    """Each term's (White, Black) counts, the note of each square (row from the top, column), the value."""

    counts: dict[str, tuple[float, float]]
    notes: dict[tuple[int, int], str]
    value: float


def material(board: chess.Board, colour: chess.Color, weights: Weights | None = None) -> str:
    """The material of ``colour`` (1/3/3/5/9 unless ``weights`` say otherwise), written as a whole
    number when it is one."""
    w = weights or DEFAULT_WEIGHTS
    total = sum(w.piece(board.piece_type_at(square) or 0) for square in chess.SquareSet(board.occupied_co[colour]))
    return _number(total)


def evaluate(board: chess.Board, weights: Weights) -> Evaluation:
    """Every term of ``board`` for both sides, the notes on the squares, and the weighted value for White."""
    white, white_notes = _side_terms(board, chess.WHITE, weights)
    black, black_notes = _side_terms(board, chess.BLACK, weights)
    counts = {term: (white[term], black[term]) for term in TERMS}
    return Evaluation(counts, {**white_notes, **black_notes}, _value(counts, weights))


def value(board: chess.Board, weights: Weights) -> float:
    """``evaluate(board, weights).value``, without the notes: what a search asks at each leaf."""
    white, _ = _side_terms(board, chess.WHITE, weights, noted=False)
    black, _ = _side_terms(board, chess.BLACK, weights, noted=False)
    return _value({term: (white[term], black[term]) for term in TERMS}, weights)


def _value(counts: dict[str, tuple[float, float]], weights: Weights) -> float:
    """The weighted sum of the terms' differences, for White, to the hundredth."""
    return round(sum(_weight(weights, term) * (white - black) for term, (white, black) in counts.items()), 2)


def _side_terms(board: chess.Board, colour: chess.Color, weights: Weights,
                noted: bool = True) -> tuple[dict[str, float], dict[tuple[int, int], str]]:
    """The terms of ``colour``'s pieces, and (if ``noted``) the note on each of their squares (by row and
    column)."""
    counts = dict.fromkeys(TERMS, 0.0)
    notes: dict[tuple[int, int], str] = {}
    own = board.occupied_co[colour]
    pawns = board.pieces(chess.PAWN, colour)
    enemy_pawns = board.pieces(chess.PAWN, not colour)
    shelter = _shelter(board, colour) if pawns else chess.SquareSet()
    values = _piece_values(weights)
    for square in chess.scan_forward(own):
        kind = board.piece_type_at(square)
        assert kind is not None
        counts["material"] += values[kind]
        marks = [_number(values[kind])] if noted and kind != chess.KING else []
        if kind in ACTIVE:
            reach = chess.popcount(board.attacks_mask(square) & ~own)
            counts["mobility"] += reach
            marks.append(f"m{reach}")
        if kind == chess.PAWN:
            for term in _pawn_terms(pawns, enemy_pawns, shelter, square, colour):
                counts[term] += 1
                marks.append(term[0])
        if noted:
            notes[(7 - chess.square_rank(square), chess.square_file(square))] = " ".join(marks)
    return counts, notes


@lru_cache(maxsize=16)
def _piece_values(weights: Weights) -> tuple[float, ...]:
    """The material value of each kind of piece, by python-chess's number of the kind (the king: 0)."""
    return (0.0, *(weights.piece(kind) for kind in chess.PIECE_TYPES))


def _pawn_terms(pawns: chess.SquareSet, enemy_pawns: chess.SquareSet, shelter: chess.SquareSet, square: int,
                colour: chess.Color) -> list[str]:
    """The pawn terms that hold for ``colour``'s pawn on ``square``."""
    holding = (("doubled", _doubled(pawns, square, colour)),
               ("isolated", _isolated(pawns, square)),
               ("passed", _passed(enemy_pawns, square, colour)),
               ("shelter", square in shelter))
    return [term for term, holds in holding if holds]


def _weight(weights: Weights, term: str) -> float:
    """A term's weight (material's pieces are weighted in their counts)."""
    return 1.0 if term == "material" else float(getattr(weights, term))


def _shelter(board: chess.Board, colour: chess.Color) -> chess.SquareSet:
    """The squares one or two ranks in front of ``colour``'s king, on its file and the two beside."""
    king = board.king(colour)
    if king is None:
        return chess.SquareSet()
    file, rank = chess.square_file(king), chess.square_rank(king)
    ahead = 1 if colour == chess.WHITE else -1
    squares = [chess.square(f, rank + ahead * step) for f in range(max(file - 1, 0), min(file + 2, 8))
               for step in (1, 2) if 0 <= rank + ahead * step < 8]
    return chess.SquareSet(squares) & board.pieces(chess.PAWN, colour)


def _doubled(pawns: chess.SquareSet, square: int, colour: chess.Color) -> bool:
    """A pawn with another pawn of its side behind it on its file (the first on a file is not doubled)."""
    file, rank = chess.square_file(square), chess.square_rank(square)
    behind = range(rank) if colour == chess.WHITE else range(rank + 1, 8)
    return any(chess.square(file, r) in pawns for r in behind)


def _isolated(pawns: chess.SquareSet, square: int) -> bool:
    file = chess.square_file(square)
    return not any(chess.square_file(p) in (file - 1, file + 1) for p in pawns)


def _passed(enemy_pawns: chess.SquareSet, square: int, colour: chess.Color) -> bool:
    file, rank = chess.square_file(square), chess.square_rank(square)
    for p in enemy_pawns:
        ahead = chess.square_rank(p) > rank if colour == chess.WHITE else chess.square_rank(p) < rank
        if ahead and abs(chess.square_file(p) - file) <= 1:
            return False
    return True


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


#: How the formula names each term.
TERM_NAMES = {"material": QT_TRANSLATE_NOOP("games", "material"), "mobility": QT_TRANSLATE_NOOP("games", "mobility"),
              "shelter": QT_TRANSLATE_NOOP("games", "king shelter"),
              "doubled": QT_TRANSLATE_NOOP("games", "doubled pawns"),
              "isolated": QT_TRANSLATE_NOOP("games", "isolated pawns"),
              "passed": QT_TRANSLATE_NOOP("games", "passed pawns")}


def formula(evaluation: Evaluation, weights: Weights, tr: Translate = untranslated) -> str:
    """``h = material (39 − 39) + 0.1 × mobility (20 − 20) + … = 0``: each term's weight, its counts
    for White and Black, and the value."""
    parts = []
    for term in TERMS:
        white, black = evaluation.counts[term]
        weight = _weight(weights, term)
        counts = f"{tr(TERM_NAMES[term])} ({_number(white)} − {_number(black)})"
        if term == "material":
            parts.append(counts)
        elif weight:
            sign = "−" if weight < 0 else "+"
            parts.append(f"{sign} {_number(abs(weight))} × {counts}")
    return f"h = {' '.join(parts)} = {_number(evaluation.value).replace('-', '−')}"


def heuristic_notes(board: chess.Board, weights: Weights, tr: Translate = untranslated) -> HeuristicNotes:
    """The notes on the squares (each piece's value; m4: the squares a piece reaches; d, i, p, s: a
    doubled, isolated, passed or sheltering pawn) and the formula."""
    evaluation = evaluate(board, weights)
    return HeuristicNotes(evaluation.notes, formula(evaluation, weights, tr))
