"""Chess, the course's running example, through python-chess's rules.

A position is its EPD: the placement of the pieces, the side to move, the
castling rights and a legal en-passant square (FEN without its two move
counters), so that the same position reached by two orders of moves is one
vertex. J1 is White, J2 Black, whoever moves first from a given FEN. The game
ends with checkmate (the mated side loses), stalemate or insufficient material
(draws); repetitions and the fifty-move rule depend on the moves before a
position, which a position does not hold, so searches and arenas ignore them.

Moves are python-chess :class:`chess.Move` values, written in SAN (``e4 e5
Qh5``); UCI (``e2e4``) and PGN movetext (move numbers, a result, comments) are
read too. Moves come in the order a search should try them: captures first,
most valuable victim then least valuable attacker (MVV-LVA), then checks, then
the others.

The heuristic is the course's evaluation function (seed 001): material
(1/3/3/5/9) and positional terms (:mod:`gameviz.games.chess_eval`).
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

import chess

from gameviz.core.board import Grid
from gameviz.core.errors import GAME_SPEC, MOVES, POSITION, InputError
from gameviz.core.outcome import DRAW, Outcome, outcome_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.games.chess_eval import Weights, current_weights, evaluate, material, value
from gameviz.games.chess_eval import heuristic_notes as evaluation_notes
from gameviz.games.chess_spec import START_FEN
from gameviz.games.spec import HeuristicNotes

#: How many positions' boards are kept parsed (parsing a FEN is the slow part of a move).
BOARD_CACHE = 50_000
#: Positions whose outcome, moves and evaluation searches keep (each up to a few kilobytes).
KNOWN_POSITIONS = 200_000
#: The value of each kind of piece for MVV-LVA ordering (the king attacks last).
ORDER_VALUE = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 10}

State = str


class Chess:
    """Chess from the start or from a FEN; positions are EPD strings, moves :class:`chess.Move`."""

    impartial = False
    pictures = True
    #: an arena explored around a position names each position by the moves that reach it
    #: (:func:`gameviz.core.game.name_by_moves`): its own label repeats from one position to the next
    named_by_moves = True

    def __init__(self, fen: str = START_FEN, weights: Weights | None = None) -> None:
        try:
            board = chess.Board(fen)
        except ValueError as error:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{fen}' is not a FEN: {error}"), fen=fen, error=str(error)),
                             source=GAME_SPEC) from error
        status = board.status()
        if status != chess.STATUS_VALID:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the FEN '{fen}' is not a legal position: {why}"), fen=fen,
                                      why=status_sentence(status)), source=GAME_SPEC)
        self.fen = board.fen()
        self.spec = "chess" if self.fen == START_FEN else f"chess:fen={self.fen}"
        #: the weights of the evaluation's terms (None: those of the preferences, the course's by default)
        self.weights = weights
        self._start = board.epd()
        self._boards: OrderedDict[str, chess.Board] = OrderedDict()
        self._known = KnownPositions()

    # ------------------------------------------------------------------ rules
    def initial(self) -> State:
        return self._start

    def roots(self) -> list[State]:
        return [self._start]

    def player(self, state: State) -> int:
        return 1 if self.board_of(state).turn == chess.WHITE else 2

    def moves(self, state: State) -> list[chess.Move]:
        board = self.board_of(state)
        if self._over(board) is not None:
            return []
        return ordered_moves(board)

    def play(self, state: State, move: chess.Move) -> State:
        board = self.board_of(state).copy(stack=False)
        board.push(move)
        after = board.epd()
        self._keep(after, board)
        return after

    def outcome(self, state: State) -> Outcome | None:
        return self._over(self.board_of(state))

    def heuristic(self, state: State) -> float:
        board = self.board_of(state)
        outcome = self._over(board)
        if outcome is not None:
            return outcome_value(outcome)
        return evaluate(board, self.weights or current_weights()).value

    def cursor(self, state: State) -> ChessCursor:
        """One board at ``state`` that a search plays moves on and takes them back (no EPD per node)."""
        return ChessCursor(self.board_of(state).copy(stack=False), self.weights, self._known)

    # -------------------------------------------------------------- notation
    def label(self, state: State) -> str:
        """The side to move and the material of each side (``w 39:39``)."""
        board = self.board_of(state)
        white, black = (material(board, colour) for colour in (chess.WHITE, chess.BLACK))
        return f"{'w' if board.turn == chess.WHITE else 'b'} {white}:{black}"

    def vertex_id(self, state: State) -> str:
        return state

    def move_label(self, state: State, move: chess.Move) -> str:
        board = self.board_of(state)
        return board.san(move) if board.is_legal(move) else move.uci()

    def why_illegal(self, state: State, move: chess.Move) -> str:
        board = self.board_of(state)
        if board.is_check():
            return Sentence(QT_TRANSLATE_NOOP("errors", "{move} does not get the king out of check"), move=move.uci())
        piece = board.piece_at(move.from_square)
        if piece is None:
            return Sentence(QT_TRANSLATE_NOOP("errors", "no piece stands on "
                                                        "{square}"), square=chess.square_name(move.from_square))
        if piece.color != board.turn:
            return Sentence(QT_TRANSLATE_NOOP("errors", "the piece on {square} is not the side to move's"),
                            square=chess.square_name(move.from_square))
        return Sentence(QT_TRANSLATE_NOOP("errors", "{move} is not a legal move here"), move=move.uci())

    def parse_moves(self, text: str) -> list[chess.Move]:
        """Moves in SAN (``e4 e5 Qh5``) or UCI (``e2e4``), one after the other from the start; PGN
        movetext is read too (headers, move numbers, comments and the result are skipped)."""
        board = self.board_of(self._start).copy(stack=False)
        moves: list[chess.Move] = []
        for token, offset in movetext_tokens(text):
            try:
                move = parse_move(board, token)
            except ValueError as error:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "move {number}, '{token}': {why}"), number=len(moves) + 1,
                                          token=token, why=error.args[0]), source=MOVES, offset=offset) from error
            moves.append(move)
            board.push(move)
        return moves

    def board(self, state: State) -> Grid:
        return self.picture(state)

    def picture(self, state: State, last: chess.Move | None = None) -> Grid:
        """The board from White's side, rank 8 on top; ``last`` marks the squares of the last move, and
        a king in check is marked."""
        board = self.board_of(state)
        rows = []
        for rank in range(7, -1, -1):
            rows.append("".join(_symbol(board.piece_at(chess.square(f, rank))) for f in range(8)))
        marked: tuple[tuple[int, int], ...] = ()
        if last is not None:
            marked = (_cell(last.from_square), _cell(last.to_square))
        king = board.king(board.turn)
        alert = (_cell(king),) if board.is_check() and king is not None else ()
        return Grid(tuple(rows), "chess", marked=marked, alert=alert)

    @staticmethod
    def move_cells(move: chess.Move) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """The (row, column) of the square a move leaves and of the square it reaches, on :meth:`picture`,
        for a click and a click; None for a promotion to anything but a queen (typed: ``a8=N``)."""
        if move.promotion not in (None, chess.QUEEN):
            return None
        return _cell(move.from_square), _cell(move.to_square)

    # ---------------------------------------------------------------- helpers
    def board_of(self, state: State) -> chess.Board:
        """The python-chess board of ``state`` (shared: copy it before changing it)."""
        board = self._boards.get(state)
        if board is None:
            try:
                board = chess.Board(f"{state} 0 1")
            except ValueError as error:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{state}' is not a chess position: {error}"), state=state,
                                          error=str(error)), source=POSITION) from error
            self._keep(state, board)
        return board

    def _keep(self, state: State, board: chess.Board) -> None:
        self._boards[state] = board
        if len(self._boards) > BOARD_CACHE:
            self._boards.popitem(last=False)

    @staticmethod
    def _over(board: chess.Board) -> Outcome | None:
        if not any(board.generate_legal_moves()):
            if board.is_check():
                return Outcome(2 if board.turn == chess.WHITE else 1)
            return DRAW
        if board.is_insufficient_material():
            return DRAW
        return None


class KnownPositions:
    """What searches learnt of positions, by their transposition key: outcomes, ordered moves, and
    evaluations by weights; at most :data:`KNOWN_POSITIONS` of each (then no more are kept)."""

    def __init__(self) -> None:
        self.outcomes: dict[Hashable, Outcome | None] = {}
        self.moves: dict[Hashable, list[chess.Move]] = {}
        self.values: dict[Weights, dict[Hashable, float]] = {}

    @staticmethod
    def keep(known: dict[Hashable, Any], key: Hashable, found: Any) -> Any:
        """Keep ``found`` for ``key`` in ``known`` (unless it is full); return it."""
        if len(known) < KNOWN_POSITIONS:
            known[key] = found
        return found


class ChessCursor:
    """A position of :class:`Chess` on one python-chess board, moves pushed and popped
    (:class:`~gameviz.core.search.cursor_tree.Cursor`): the same moves in the same order, outcome and
    evaluation as :class:`Chess` gives the position's EPD, and python-chess's transposition key,
    equal exactly when the EPDs are. What it learns of a position (its outcome, its ordered moves,
    its evaluation with given weights) ``known`` keeps for every search of the game."""

    def __init__(self, board: chess.Board, weights: Weights | None, known: KnownPositions) -> None:
        self.board = board
        self.weights = weights or current_weights()  # (a search evaluates with the weights it started with)
        self.known = known

    def push(self, move: chess.Move) -> None:
        self.board.push(move)

    def pop(self) -> None:
        self.board.pop()

    def outcome(self) -> Outcome | None:
        key = self.key()
        if key in self.known.outcomes:
            return self.known.outcomes[key]
        outcome: Outcome | None = self.known.keep(self.known.outcomes, key, Chess._over(self.board))
        return outcome

    def moves(self) -> list[chess.Move]:
        if self.outcome() is not None:
            return []
        key = self.key()
        known = self.known.moves.get(key)
        if known is None:
            known = self.known.keep(self.known.moves, key, ordered_moves(self.board))
        return known

    def heuristic(self) -> float:
        outcome = self.outcome()
        if outcome is not None:
            return outcome_value(outcome)
        values = self.known.values.setdefault(self.weights, {})
        key = self.key()
        known = values.get(key)
        if known is None:
            known = self.known.keep(values, key, value(self.board, self.weights))
        return known

    def player(self) -> int:
        return 1 if self.board.turn == chess.WHITE else 2

    def key(self) -> Hashable:
        return self.board._transposition_key()

    def state(self) -> State:
        return self.board.epd()


def _symbol(piece: chess.Piece | None) -> str:
    """A piece's letter (``K`` … ``P`` White, ``k`` … ``p`` Black), ``.`` for an empty square."""
    return piece.symbol() if piece is not None else "."


def _cell(square: int) -> tuple[int, int]:
    """(row from the top, column from the left) of a square on the board seen from White's side."""
    return 7 - chess.square_rank(square), chess.square_file(square)


def ordered_moves(board: chess.Board) -> list[chess.Move]:
    """The legal moves of ``board``: captures by MVV-LVA (most valuable victim first, then least
    valuable attacker), then checks, then the others, each group in python-chess's order."""
    captures: list[tuple[int, int, int, chess.Move]] = []
    checks: list[chess.Move] = []
    quiet: list[chess.Move] = []
    for move in board.generate_legal_moves():
        if board.is_capture(move):
            victim = chess.PAWN if board.is_en_passant(move) else board.piece_type_at(move.to_square)
            attacker = board.piece_type_at(move.from_square)
            assert victim is not None and attacker is not None
            captures.append((-ORDER_VALUE[victim], ORDER_VALUE[attacker], len(captures), move))
        elif board.gives_check(move):
            checks.append(move)
        else:
            quiet.append(move)
    return [move for *_, move in sorted(captures)] + checks + quiet


_COMMENT = re.compile(r"\{[^}]*\}|;[^\n]*|\[[^\]]*\]|\([^)]*\)")
_NUMBER = re.compile(r"^\d+\.(\.\.)?")
_RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


def movetext_tokens(text: str) -> list[tuple[str, int]]:
    """The moves of ``text`` with their offsets: move numbers (``12.``, ``12...``), results,
    comments (``{…}``, ``; …``), headers (``[Event "…"]``), variations and NAGs (``$1``) left out."""
    blanked = _COMMENT.sub(lambda m: " " * len(m.group()), text)
    tokens = []
    for match in re.finditer(r"[^\s,]+", blanked):
        word, offset = match.group(), match.start()
        number = _NUMBER.match(word)
        if number:
            word, offset = word[number.end():], offset + number.end()
        if not word or word in _RESULTS or word.startswith("$"):
            continue
        tokens.append((word.rstrip("!?"), offset))
    return tokens


#: Why a move typed is refused when it names no legal move of the position.
ILLEGAL_MOVE = QT_TRANSLATE_NOOP("errors", "not a legal move here")


def parse_move(board: chess.Board, token: str) -> chess.Move:
    """The legal move ``token`` names on ``board``, in SAN or UCI.

    Raises
    ------
    ValueError
        Saying why: not a move, ambiguous, or not legal here.
    """
    if re.fullmatch(r"[a-h][1-8][a-h][1-8][qrbnQRBN]?", token):
        move = chess.Move.from_uci(token.lower())
        if board.is_legal(move):
            return move
        raise ValueError(Sentence(ILLEGAL_MOVE))
    try:
        return board.parse_san(token)
    except chess.AmbiguousMoveError as error:
        raise ValueError(Sentence(QT_TRANSLATE_NOOP("errors", "ambiguous: say which piece moves (Nbd2, R1e2)"))) from error
    except chess.IllegalMoveError as error:
        raise ValueError(Sentence(ILLEGAL_MOVE)) from error
    except chess.InvalidMoveError as error:
        raise ValueError(Sentence(QT_TRANSLATE_NOOP("errors", "not a move in SAN (e4, Nf3, O-O, exd5, e8=Q) or UCI "
                                                    "(e2e4)"))) from error


NOT_LEGAL = QT_TRANSLATE_NOOP("games", "not a legal position")


def status_text(status: chess.Status, tr: Translate = untranslated) -> str:
    """The reasons python-chess finds a position illegal, in words (through ``tr``)."""
    return "; ".join(tr(text) for text in _status_reasons(status))


def status_sentence(status: chess.Status) -> str:
    """:func:`status_text` as a :class:`~gameviz.core.translate.Sentence`, said in the language it is shown in."""
    reasons = _status_reasons(status)
    return Sentence("; ".join(f"{{r{i}}}" for i in range(len(reasons))),
                    **{f"r{i}": Sentence(reason) for i, reason in enumerate(reasons)})


def _status_reasons(status: chess.Status) -> list[str]:
    """The marked sentences of the reasons python-chess finds a position illegal (one at least)."""
    reasons = {
        chess.STATUS_NO_WHITE_KING: QT_TRANSLATE_NOOP("games", "White has no king"),
        chess.STATUS_NO_BLACK_KING: QT_TRANSLATE_NOOP("games", "Black has no king"),
        chess.STATUS_TOO_MANY_KINGS: QT_TRANSLATE_NOOP("games", "a side has more than one king"),
        chess.STATUS_TOO_MANY_WHITE_PAWNS: QT_TRANSLATE_NOOP("games", "White has more than 8 pawns"),
        chess.STATUS_TOO_MANY_BLACK_PAWNS: QT_TRANSLATE_NOOP("games", "Black has more than 8 pawns"),
        chess.STATUS_PAWNS_ON_BACKRANK: QT_TRANSLATE_NOOP("games", "a pawn stands on the first or last rank"),
        chess.STATUS_TOO_MANY_WHITE_PIECES: QT_TRANSLATE_NOOP("games", "White has more than 16 pieces"),
        chess.STATUS_TOO_MANY_BLACK_PIECES: QT_TRANSLATE_NOOP("games", "Black has more than 16 pieces"),
        chess.STATUS_BAD_CASTLING_RIGHTS: QT_TRANSLATE_NOOP("games", "the castling rights do not match the kings and rooks"),
        chess.STATUS_INVALID_EP_SQUARE: QT_TRANSLATE_NOOP("games", "the en-passant square is impossible"),
        chess.STATUS_OPPOSITE_CHECK: QT_TRANSLATE_NOOP("games", "the side not to move is in check"),
        chess.STATUS_EMPTY: QT_TRANSLATE_NOOP("games", "the board is empty"),
        chess.STATUS_RACE_CHECK: QT_TRANSLATE_NOOP("games", "both kings are in check"),
        chess.STATUS_RACE_OVER: QT_TRANSLATE_NOOP("games", "the race is over"),
        chess.STATUS_RACE_MATERIAL: QT_TRANSLATE_NOOP("games", "the race has the wrong pieces"),
        chess.STATUS_TOO_MANY_CHECKERS: QT_TRANSLATE_NOOP("games", "the king is checked by more pieces than a move can give"),
        chess.STATUS_IMPOSSIBLE_CHECK: QT_TRANSLATE_NOOP("games", "the king is checked in a way no move can give"),
    }
    return [text for flag, text in reasons.items() if status & flag] or [NOT_LEGAL]


def perft(game: Chess, state: State, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``state``, through the Game protocol, as
    move-generator tests count them (20, 400, 8,902, 197,281 from the start)."""
    if depth == 0:
        return 1
    moves = game.moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft(game, game.play(state, move), depth - 1) for move in moves)


def heuristic_notes(game: Chess, state: Hashable, tr: Translate = untranslated) -> HeuristicNotes:
    """The notes of the course's evaluation on the board of ``state`` (none once the game is over)."""
    assert isinstance(state, str)
    board = game.board_of(state)
    if game.outcome(state) is not None:
        return HeuristicNotes({}, "")
    return evaluation_notes(board, game.weights or current_weights(), tr)
