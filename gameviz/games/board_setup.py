"""Boards set by hand: what a click on a cell puts there, and the position a board drawn by hand is.

A teacher reproduces a figure of the course by clicking cells (*Edit Position*)
rather than by finding moves that reach it. The board is then checked: a
Connect 4 disc may not float, both players cannot both have won, the numbers of
pieces must fit the player to move, a side has one king. A position that is
fine becomes a normal position of the session: for Connect 4, tic-tac-toe and
Chomp, the moves from the start that reach it are found (so that the solver,
the computer and *Set Position…* work as after moves typed by hand); for
chess, the board is a FEN and the game starts from it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Sequence
from typing import Any

import chess

from gameviz.core.errors import InputError
from gameviz.core.game import AnyGame
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.games.chess import Chess, status_text
from gameviz.games.chinesecheckers import ChineseCheckers
from gameviz.games.chomp import Chomp
from gameviz.games.connect4 import ConnectFour
from gameviz.games.othello import Othello
from gameviz.games.tictactoe import TicTacToe

#: What successive clicks put in a cell, by kind of board (chess: the piece chosen, or nothing).
CYCLES = {"marks": ".XO", "discs": ".XO", "othello": ".XO", "chocolate": "# "}
#: Most positions searched for the moves that reach a board set by hand (tic-tac-toe, Chomp).
MOST_SEARCHED = 200_000
#: The refusal of a game whose boards are not set by hand.
NOT_BY_HAND = QT_TRANSLATE_NOOP("games", "the board of {spec} is not set by hand")
#: Counts that do not fit the player to move (J1 moves first), of marks (tic-tac-toe) and discs (Connect 4).
MARKS = QT_TRANSLATE_NOOP("games", "J1 has {first} marks and J2 {second}: J1 moves first, so J1 has as many as J2 "
                                   "when J1 is to move and one more when J2 is")
DISCS = QT_TRANSLATE_NOOP("games", "J1 has {first} discs and J2 {second}: J1 moves first, so J1 has as many as J2 "
                                   "when J1 is to move and one more when J2 is")


def editable(game: AnyGame) -> bool:
    """True if boards of ``game`` can be set by hand."""
    return isinstance(game, (ConnectFour, TicTacToe, Chomp, Chess, Othello, ChineseCheckers))


def reached_by_moves(game: AnyGame) -> bool:
    """True if a board of ``game`` set by hand is reached by moves from the start (found by
    :func:`moves_to`); False if it becomes the start itself (:func:`start_of`: Othello, Chinese checkers)."""
    return isinstance(game, (ConnectFour, TicTacToe, Chomp))


def _refusal(tr: Translate, template: str, **values: object) -> InputError:
    """A board refused: ``template`` (marked for translation in the ``games`` context) through ``tr``."""
    return InputError(tr(template).format(**values), source="board")


def start_of(game: AnyGame, cells: Sequence[str] | Sequence[int], player: int,
             tr: Translate = untranslated) -> Hashable:
    """The position of a board set by hand that becomes the start of the session: Othello's rows of
    ``X`` (black, J1), ``O`` (white) and ``.``, or the peg in each hole of Chinese checkers (0: none);
    the reasons of a refusal through ``tr``.

    Raises
    ------
    InputError
        If a player is not one of the game's, an Othello board is never reached by a game (a centre
        square empty, a disc that touches no other), or a player of Chinese checkers has more or fewer
        pegs than the game gives each.
    """
    if isinstance(game, Othello):
        return _othello_start(game, "".join(str(row) for row in cells), player, tr)
    if isinstance(game, ChineseCheckers):
        return _chinese_checkers_start(game, tuple(int(owner) for owner in cells), player, tr)
    raise _refusal(tr, NOT_BY_HAND, spec=game.spec)


def _othello_start(game: Othello, text: str, player: int, tr: Translate) -> Hashable:
    """Othello's (black discs, white discs, player) of the board ``text`` (its rows one after the other)."""
    if player not in (1, 2):
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "J{player} does not play Othello"), player=player)
    _check_othello(game.size, text, tr)
    black = sum(1 << i for i, ch in enumerate(text) if ch == "X")
    white = sum(1 << i for i, ch in enumerate(text) if ch == "O")
    return black, white, player


def _chinese_checkers_start(game: ChineseCheckers, pegs: tuple[int, ...], player: int, tr: Translate) -> Hashable:
    """Chinese checkers' (pegs, player), each player with as many pegs as the game gives them."""
    if not 1 <= player <= game.players:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "J{player} does not play this game of {players}"),
                       player=player, players=game.players)
    for p, home in game.home.items():
        count = pegs.count(p)
        if count != len(home):
            raise _refusal(tr, QT_TRANSLATE_NOOP("games", "J{player} has {count} pegs on the board, not {home}"),
                           player=p, count=count, home=len(home))
    return pegs, player


def _check_othello(size: int, text: str, tr: Translate) -> None:
    """An Othello board is reached by a game only if its four centre squares hold discs (the first four,
    never taken away) and every disc is joined to them square by square, diagonals included (a disc
    is placed next to one already there)."""
    if len(text) != size * size:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "an Othello board of {size}×{size} has {squares} squares, "
                                                      "not {count}"), size=size, squares=size * size, count=len(text))
    centre = _centre(size)
    empty = [_square(i, size) for i in centre if text[i] not in "XO"]
    if empty:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "empty centre square: {squares}; the four centre squares hold "
                                                      "the first four discs, and a disc is never taken away"),
                       squares=", ".join(empty))
    joined = _joined(centre, size, text)
    apart = [_square(i, size) for i, ch in enumerate(text) if ch in "XO" and i not in joined]
    if apart:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "the disc on {square} is cut off from the centre: each disc is "
                                                      "placed next to one already on the board"), square=apart[0])


def _centre(size: int) -> list[int]:
    """The four centre squares of a board of ``size`` × ``size``, row by row."""
    m = size // 2
    return [r * size + c for r in (m - 1, m) for c in (m - 1, m)]


def _joined(centre: list[int], size: int, text: str) -> set[int]:
    """The squares holding a disc joined to the ``centre`` square by square, diagonals included."""
    joined, frontier = set(centre), list(centre)
    while frontier:
        r, c = divmod(frontier.pop(), size)
        for near in ((r + dr) * size + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                     if 0 <= r + dr < size and 0 <= c + dc < size):
            if text[near] in "XO" and near not in joined:
                joined.add(near)
                frontier.append(near)
    return joined


def _square(index: int, size: int) -> str:
    """An Othello square as moves name it: column letter, row number from the top (``c2``)."""
    r, c = divmod(index, size)
    return f"{chr(ord('a') + c)}{r + 1}"


def clicked(kind: str, content: str, piece: str = "") -> str:
    """What a click leaves in a cell holding ``content`` on a board of ``kind``: the next in the cycle
    (empty, J1's, J2's); on a chessboard ``piece`` (a letter of FEN), or nothing if it is there already.
    The poisoned square of Chomp stays."""
    if kind == "chess":
        return "." if content == piece or not piece else piece
    if kind == "chocolate" and content == "*":
        return content
    cycle = CYCLES.get(kind, ".XO")
    return cycle[(cycle.index(content) + 1) % len(cycle)] if content in cycle else cycle[0]


def moves_to(game: AnyGame, rows: Sequence[str], player: int, tr: Translate = untranslated) -> list[Any]:
    """The moves from the start of ``game`` that reach the board ``rows`` (top to bottom, as the game
    draws it) with ``player`` to move; the reasons of a refusal through ``tr``.

    Raises
    ------
    InputError
        Saying why the board is refused: impossible (a floating disc, both players with a line, counts
        that do not fit the player to move) or never reached by a game.
    """
    if isinstance(game, ConnectFour):
        return _connect4_moves(game, rows, player, tr)
    if isinstance(game, TicTacToe):
        return _tictactoe_moves(game, rows, player, tr)
    if isinstance(game, Chomp):
        return _searched_moves(game, (_chomp_shape(rows, tr), player), tr)
    raise _refusal(tr, NOT_BY_HAND, spec=game.spec)


def _tictactoe_moves(game: TicTacToe, rows: Sequence[str], player: int, tr: Translate) -> list[Any]:
    """:func:`moves_to` for tic-tac-toe: the counts of marks and the lines must fit ``player``."""
    state = "".join(rows)
    _check_counts(state.count("X"), state.count("O"), player, MARKS, tr)
    won = {state[line[0]] for line in game.lines if state[line[0]] != "." and
           all(state[i] == state[line[0]] for i in line)}
    if len(won) == 2:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "both players have {k} in a row: the game stops at the first"),
                       k=game.k)
    _check_lines(1 if "X" in won else 2 if "O" in won else None, player, tr)
    return _searched_moves(game, state, tr)


def chess_fen(rows: Sequence[str], player: int, tr: Translate = untranslated) -> str:
    """The FEN of a chessboard set by hand (rank 8 first) with ``player`` to move (1 White, 2 Black);
    castling is allowed where the king and the rook still stand on their squares (a refusal's reasons
    through ``tr``).

    Raises
    ------
    InputError
        With python-chess's reasons when the position is not legal (two kings of a side, a pawn on the
        last rank, the side not to move in check…).
    """
    placement = "/".join(_fen_rank(row) for row in rows)
    board = chess.Board(f"{placement} {'w' if player == 1 else 'b'} - - 0 1")
    rights = ""
    for king, rook, right in (("e1", "h1", "K"), ("e1", "a1", "Q"), ("e8", "h8", "k"), ("e8", "a8", "q")):
        colour = right.isupper()
        if board.piece_at(chess.parse_square(king)) == chess.Piece(chess.KING, colour) and \
                board.piece_at(chess.parse_square(rook)) == chess.Piece(chess.ROOK, colour):
            rights += right
    board.set_castling_fen(rights or "-")
    status = board.status()
    if status != chess.STATUS_VALID:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "this position is not legal: {reasons}"),
                       reasons=status_text(status, tr))
    return board.fen()


def _fen_rank(row: str) -> str:
    text, empty = "", 0
    for ch in row:
        if ch == ".":
            empty += 1
            continue
        text += (str(empty) if empty else "") + ch
        empty = 0
    return text + (str(empty) if empty else "")


def _check_counts(first: int, second: int, player: int, template: str, tr: Translate) -> None:
    """J1 moves first: J1 has as many pieces as J2 when J1 moves, one more when J2 moves (``template``:
    :data:`MARKS` or :data:`DISCS`)."""
    if player == 1 and first != second or player == 2 and first != second + 1:
        raise _refusal(tr, template, first=first, second=second)


def _check_lines(result: int | None, player: int, tr: Translate) -> None:
    """A finished game was won by the player who moved last."""
    if result in (1, 2) and result == player:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "J{winner} has already won, so J{winner} moved last and "
                                                      "J{other} is to move"), winner=result, other=3 - result)


def _connect4_moves(game: ConnectFour, rows: Sequence[str], player: int, tr: Translate) -> list[int]:
    state = _connect4_columns(game, rows, tr)
    first, second = sum(col.count("X") for col in state), sum(col.count("O") for col in state)
    _check_counts(first, second, player, DISCS, tr)
    lines = _four_in_a_row(game, state)
    if len(lines) == 2:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "both players have four in a row: the game stops at the first"))
    _check_lines(next(iter(lines)) if lines else None, player, tr)
    moves = _unplay_connect4(game, state, set())
    if moves is None:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "no game reaches this board: every order of its discs makes "
                                                      "four in a row before the last disc"))
    return moves


def _connect4_columns(game: ConnectFour, rows: Sequence[str], tr: Translate) -> tuple[str, ...]:
    """The board's columns, each its discs from the bottom; refused if a disc floats above an empty cell."""
    columns = []
    for c in range(game.cols):
        stack = "".join(rows[r][c] for r in range(game.rows - 1, -1, -1)).rstrip(".")
        if "." in stack:
            raise _refusal(tr, QT_TRANSLATE_NOOP("games", "a disc floats in column {column}: a disc falls to the "
                                                          "lowest empty cell"), column=c + 1)
        columns.append(stack)
    return tuple(columns)


def _four_in_a_row(game: ConnectFour, state: tuple[str, ...]) -> set[int]:
    """The players (1: X, 2: O) who have four in a row."""
    return {1 if _cells(state, w[0]) == "X" else 2 for w in game.windows
            if _cells(state, w[0]) and all(_cells(state, cell) == _cells(state, w[0]) for cell in w[1:])}


def _cells(state: tuple[str, ...], cell: tuple[int, int]) -> str:
    c, r = cell
    return state[c][r] if r < len(state[c]) else ""


def _unplay_connect4(game: ConnectFour, state: tuple[str, ...], dead: set[tuple[str, ...]]) -> list[int] | None:
    """The moves from the empty board to ``state``, found by taking back top discs of the player who
    moved last, never through a position already won; None if there are none."""
    if not any(state):
        return []
    if state in dead:
        return None
    last = "X" if game.player(state) == 2 else "O"
    for c, column in enumerate(state):
        if column.endswith(last):
            before = state[:c] + (column[:-1],) + state[c + 1:]
            if game.outcome(before) is None:
                moves = _unplay_connect4(game, before, dead)
                if moves is not None:
                    return [*moves, c]
    dead.add(state)
    return None


def _chomp_shape(rows: Sequence[str], tr: Translate) -> tuple[int, ...]:
    """The lengths of the rows of a chocolate bar set by hand, checked to be a staircase."""
    lengths: list[int] = []
    for r, row in enumerate(rows):
        length = len(row.rstrip(" "))
        if " " in row[:length]:
            raise _refusal(tr, QT_TRANSLATE_NOOP("games", "row {row} has a square right of an eaten one: eating takes "
                                                          "every square to the right and below"), row=r + 1)
        if lengths and length > lengths[-1]:
            raise _refusal(tr, QT_TRANSLATE_NOOP("games", "row {row} is longer than the row above it: eating takes "
                                                          "every square to the right and below"), row=r + 1)
        lengths.append(length)
    return tuple(lengths)


def _searched_moves(game: AnyGame, target: Hashable, tr: Translate) -> list[Any]:
    """The moves of a shortest play from the start to ``target``, searched breadth first."""
    start = game.initial()
    parents: dict[Hashable, tuple[Hashable, Any] | None] = {start: None}
    queue = deque([start])
    while queue and target not in parents:
        state = queue.popleft()
        if game.outcome(state) is not None:
            continue
        for move in game.moves(state):
            after = game.play(state, move)
            if after not in parents:
                parents[after] = (state, move)
                queue.append(after)
        if len(parents) > MOST_SEARCHED:
            raise _refusal(tr, QT_TRANSLATE_NOOP("games", "no play to this board was found among {count:,} positions"),
                           count=MOST_SEARCHED)
    if target not in parents:
        raise _refusal(tr, QT_TRANSLATE_NOOP("games", "no game reaches this board with this player to move"))
    moves = []
    while (link := parents[target]) is not None:
        target, move = link
        moves.append(move)
    return moves[::-1]
