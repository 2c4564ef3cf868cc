"""The rules of the built-in games over positions of three 64-bit words, compiled by numba.

Each game writes its parameters and tables into an array of integers ``R`` (and of floats ``F``)
once, in Python (``compiled_rules`` of each game, :mod:`gameviz.core.search.compiled` for
exercise trees); the functions here read them. Moves come in the order of the game's own
``moves``, so that a child's index is the same in both searches:

======== ============================================ ==========================================
game     position (words)                             moves
======== ============================================ ==========================================
m,n,k    X's cells, O's cells (bit = row·cols + col)  empty cells, ascending
Connect4 X's discs, O's discs (bit = col·rows + row)  columns not full, ascending
Othello  black, white, player to move                 legal squares ascending, or pass (−1)
sticks   sticks left, player to move                  allowed numbers ≤ sticks left, ascending
Nim      heaps (6 bits each), player to move          (heap, count) as 64·heap + count
Chomp    row lengths (4 bits each), player to move    squares 16·row + col, in the game's order
tree     node                                         children (their nodes), in order
======== ============================================ ==========================================
"""

from __future__ import annotations

import numpy as np

from gameviz.core.search.kernels import CONNECT4, COURSE, MNK, NIM, OTHELLO, PASS, STICKS, TREE
from gameviz.core.search.kernels.jit import kernel

ONGOING, WON_1, WON_2, DRAWN = range(4)
_U0 = np.uint64(0)
_U1 = np.uint64(1)


@kernel
def popcount(x: int | np.integer) -> int:
    """The number of bits set in ``x``."""
    u = np.uint64(x)
    count = 0
    while u:
        u &= u - _U1
        count += 1
    return count


# ------------------------------------------------------------------ dispatch
@kernel
def moves(game: int, R: np.ndarray, s: np.ndarray, out: np.ndarray) -> int:
    """Write the legal moves of ``s`` into ``out`` (in the game's order); return how many."""
    if game == MNK:
        return _mnk_moves(R, s, out)
    if game == CONNECT4:
        return _connect4_moves(R, s, out)
    if game == OTHELLO:
        return _othello_moves(R, s, out)
    if game == TREE:
        return _tree_moves(R, s, out)
    return _counting_moves(game, R, s, out)


@kernel
def play(game: int, R: np.ndarray, s: np.ndarray, move: int, t: np.ndarray) -> None:
    """Write the position after ``move`` from ``s`` into ``t``."""
    t[0], t[1], t[2] = s[0], s[1], s[2]
    if game == MNK:
        t[_mnk_to_move(s)] |= 1 << move
    elif game == CONNECT4:
        t[_connect4_to_move(s)] |= 1 << _connect4_cell(R, s, move)
    elif game == OTHELLO:
        _othello_play(R, s, move, t)
    elif game == TREE:
        t[0] = move
    else:
        _counting_play(game, R, s, move, t)


@kernel
def outcome(game: int, R: np.ndarray, s: np.ndarray) -> int:
    """:data:`ONGOING`, :data:`WON_1`, :data:`WON_2` or :data:`DRAWN` (never asked of a tree)."""
    if game == MNK:
        return _lines_outcome(R[3: 3 + R[2]], s, R[1])
    if game == CONNECT4:
        return _lines_outcome(R[4: 4 + R[3]], s, R[2])
    if game == OTHELLO:
        return _othello_outcome(R, s)
    return _counting_outcome(game, R, s)


@kernel
def terminal(game: int, R: np.ndarray, F: np.ndarray, s: np.ndarray, win: float) -> float:
    """The exact value of a finished position (or of a leaf of a tree), NaN if it goes on."""
    if game == TREE:
        node = s[0]
        return F[node] if R[1 + R[0] + node] == 0 and R[1 + 3 * R[0] + node] else np.nan
    return _value(outcome(game, R, s), win, np.nan)


@kernel
def heuristic(game: int, R: np.ndarray, F: np.ndarray, s: np.ndarray, which: int) -> float:
    """The estimate of ``s`` for J1 (±∞ when won), by the game's own heuristic (figure 7's for the
    stick game, Nim and Chomp: ±∞ one move from the end) or :data:`ZERO`'s; NaN for a node of a
    tree that has no value."""
    if game == TREE:
        node = s[0]
        return F[node] if R[1 + 3 * R[0] + node] else np.nan
    over = outcome(game, R, s)
    if which != COURSE or over in (WON_1, WON_2) or (over == DRAWN and game not in (MNK, CONNECT4)):
        return _value(over, np.inf, 0.0)
    return _own_estimate(game, R, F, s)


@kernel
def _own_estimate(game: int, R: np.ndarray, F: np.ndarray, s: np.ndarray) -> float:
    """The game's own heuristic of a position no one has won (a full m,n,k or Connect 4 board too)."""
    if game == MNK:
        return _mnk_lines(R, s)
    if game == CONNECT4:
        return _connect4_weights(R, F, s)
    if game == OTHELLO:
        return _othello_weights(R, s)
    return _value(_counting_end_in_one(game, R, s), np.inf, 0.0)


@kernel
def is_max(game: int, R: np.ndarray, s: np.ndarray) -> bool:
    """Whether J1 (MAX) chooses at ``s``."""
    if game == MNK:
        return _mnk_to_move(s) == 0
    if game == CONNECT4:
        return _connect4_to_move(s) == 0
    if game == TREE:
        return R[1 + 2 * R[0] + s[0]] != 0
    if game == OTHELLO:
        return s[2] == 1
    return s[1] == 1


@kernel
def _value(over: int, win: float, otherwise: float) -> float:
    if over == WON_1:
        return win
    if over == WON_2:
        return -win
    return 0.0 if over == DRAWN else otherwise


# ------------------------------------------------------------- m,n,k and Connect 4
@kernel
def _lines_outcome(lines: np.ndarray, s: np.ndarray, full: int) -> int:
    """Who has a line (k in a row, four in a row) on a board that fills up."""
    for line in lines:
        if (s[0] & line) == line:
            return WON_1
        if (s[1] & line) == line:
            return WON_2
    return DRAWN if (s[0] | s[1]) == full else ONGOING


@kernel
def _mnk_to_move(s: np.ndarray) -> int:
    return 0 if popcount(s[0]) == popcount(s[1]) else 1


@kernel
def _mnk_moves(R: np.ndarray, s: np.ndarray, out: np.ndarray) -> int:
    taken, count = s[0] | s[1], 0
    for cell in range(R[0]):
        if not taken >> cell & 1:
            out[count] = cell
            count += 1
    return count


@kernel
def _mnk_lines(R: np.ndarray, s: np.ndarray) -> float:
    """The course's heuristic: a line with j crosses and no nought counts 3^(j−1), and the opposite."""
    score = 0
    for line in R[3: 3 + R[2]]:
        crosses, noughts = popcount(s[0] & line), popcount(s[1] & line)
        if crosses and not noughts:
            score += 3 ** (crosses - 1)
        elif noughts and not crosses:
            score -= 3 ** (noughts - 1)
    return float(score)


@kernel
def _connect4_to_move(s: np.ndarray) -> int:
    return popcount(s[0] | s[1]) % 2


@kernel
def _connect4_cell(R: np.ndarray, s: np.ndarray, column: int) -> int:
    """The cell a disc dropped in ``column`` lands on."""
    rows = R[1]
    return column * rows + popcount((s[0] | s[1]) >> (column * rows) & ((1 << rows) - 1))


@kernel
def _connect4_moves(R: np.ndarray, s: np.ndarray, out: np.ndarray) -> int:
    count, rows = 0, R[1]
    for column in range(R[0]):
        if _connect4_cell(R, s, column) < (column + 1) * rows:
            out[count] = column
            count += 1
    return count


@kernel
def _connect4_weights(R: np.ndarray, F: np.ndarray, s: np.ndarray) -> float:
    """The course's heuristic: J1's cells' weights minus J2's (lines of four through each cell)."""
    score = 0.0
    for cell in range(R[0] * R[1]):
        if s[0] >> cell & 1:
            score += F[cell]
        elif s[1] >> cell & 1:
            score -= F[cell]
    return score


# -------------------------------------------------------------------- Othello
@kernel
def _shift(bits: np.uint64, shift: int, mask: np.uint64) -> np.uint64:
    if shift > 0:
        return (bits << np.uint64(shift)) & mask
    return (bits >> np.uint64(-shift)) & mask


@kernel
def _othello_legal(R: np.ndarray, own: np.uint64, other: np.uint64) -> np.uint64:
    """The squares where ``own`` may play (as :meth:`Othello._legal`)."""
    empty = np.uint64(R[1]) & ~(own | other)
    legal = _U0
    for d in range(8):
        shift, mask = R[2 + 2 * d], np.uint64(R[3 + 2 * d])
        run = _shift(own, shift, mask) & other
        for _ in range(R[0] - 3):
            run |= _shift(run, shift, mask) & other
        legal |= _shift(run, shift, mask) & empty
    return legal


@kernel
def _sides(s: np.ndarray) -> tuple[np.uint64, np.uint64]:
    """The discs of the player to move, and the other's."""
    if s[2] == 1:
        return np.uint64(s[0]), np.uint64(s[1])
    return np.uint64(s[1]), np.uint64(s[0])


@kernel
def _othello_moves(R: np.ndarray, s: np.ndarray, out: np.ndarray) -> int:
    own, other = _sides(s)
    legal = _othello_legal(R, own, other)
    count = 0
    for square in range(R[0] * R[0]):
        if legal >> np.uint64(square) & _U1:
            out[count] = square
            count += 1
    if count == 0 and _othello_legal(R, other, own):
        out[0] = PASS
        count = 1
    return count


@kernel
def _othello_play(R: np.ndarray, s: np.ndarray, move: int, t: np.ndarray) -> None:
    t[2] = 3 - s[2]
    if move == PASS:
        return
    own, other = _sides(s)
    flips, disc = _U0, _U1 << np.uint64(move)
    for d in range(8):
        shift, mask = R[2 + 2 * d], np.uint64(R[3 + 2 * d])
        line, bit = _U0, _shift(disc, shift, mask)
        while bit & other:
            line |= bit
            bit = _shift(bit, shift, mask)
        if bit & own:
            flips |= line
    own |= flips | disc
    other &= ~flips
    first, second = (own, other) if s[2] == 1 else (other, own)
    t[0], t[1] = np.int64(first), np.int64(second)


@kernel
def _othello_outcome(R: np.ndarray, s: np.ndarray) -> int:
    black, white = np.uint64(s[0]), np.uint64(s[1])
    if _othello_legal(R, black, white) or _othello_legal(R, white, black):
        return ONGOING
    blacks, whites = popcount(s[0]), popcount(s[1])
    return WON_1 if blacks > whites else WON_2 if whites > blacks else DRAWN


@kernel
def _othello_weights(R: np.ndarray, s: np.ndarray) -> float:
    """The weights of black's squares minus white's, and the difference in mobility."""
    black, white = np.uint64(s[0]), np.uint64(s[1])
    score, squares = 0, R[0] * R[0]
    for square in range(squares):
        if black >> np.uint64(square) & _U1:
            score += R[18 + square]
        elif white >> np.uint64(square) & _U1:
            score -= R[18 + square]
    mobility = popcount(np.int64(_othello_legal(R, black, white))) - popcount(np.int64(_othello_legal(R, white, black)))
    return float(score + R[18 + squares] * mobility)


# ------------------------------------------------------ sticks, Nim and Chomp
@kernel
def _counting_moves(game: int, R: np.ndarray, s: np.ndarray, out: np.ndarray) -> int:
    count = 0
    if game == STICKS:
        for taken in R[2: 2 + R[1]]:
            if taken <= s[0]:
                out[count] = taken
                count += 1
    elif game == NIM:
        for heap in range(R[0]):
            for taken in range(1, (s[0] >> (6 * heap) & 63) + 1):
                out[count] = 64 * heap + taken
                count += 1
    else:
        for square in R[2: 2 + R[1]]:
            if square % 16 < (s[0] >> (4 * (square // 16)) & 15):
                out[count] = square
                count += 1
    return count


@kernel
def _counting_play(game: int, R: np.ndarray, s: np.ndarray, move: int, t: np.ndarray) -> None:
    t[1] = 3 - s[1]
    if game == STICKS:
        t[0] = s[0] - move
    elif game == NIM:
        t[0] = s[0] - (move % 64 << (6 * (move // 64)))
    else:
        row, column = move // 16, move % 16
        for r in range(row, R[0]):
            if (s[0] >> (4 * r) & 15) > column:
                t[0] = t[0] & ~(15 << (4 * r)) | column << (4 * r)


@kernel
def _counting_outcome(game: int, R: np.ndarray, s: np.ndarray) -> int:
    """The stick game ends when no allowed number is left, Nim when no stick is, Chomp on the poison;
    who won follows from who is to move."""
    if game == STICKS:
        over = not (R[1] and R[2] <= s[0])
    elif game == NIM:
        over = s[0] == 0
    else:
        over = (s[0] & 15) == 1 and (R[0] == 1 or (s[0] >> 4 & 15) == 0)
    return _counting_won(game, R, s[1]) if over else ONGOING


@kernel
def _counting_won(game: int, R: np.ndarray, mover: int) -> int:
    """:data:`WON_1` or :data:`WON_2`: who has won a finished game where ``mover`` is to move."""
    if game == STICKS:
        loser = 3 - mover if R[0] else mover
    elif game == NIM:
        loser = mover if R[1] else 3 - mover
    else:
        loser = mover
    return WON_2 if loser == 1 else WON_1


@kernel
def _counting_end_in_one(game: int, R: np.ndarray, s: np.ndarray) -> int:
    """The end of figure 7's heuristic (:mod:`gameviz.games.end_in_one`) for a game in play: who wins
    when the mover can end the game with a win or has only moves that end it, else :data:`ONGOING`.
    Every end one move away has the same winner, who follows from who is then to move."""
    ends, escapes = _counting_ends(game, R, s[0])
    if not ends:
        return ONGOING
    won = _counting_won(game, R, 3 - s[1])
    mover_wins = (won == WON_1) == (s[1] == 1)
    return won if mover_wins or not escapes else ONGOING


@kernel
def _counting_ends(game: int, R: np.ndarray, w: int) -> tuple[bool, bool]:
    """Of a game in play: whether a move ends it, and whether a move does not. The stick game ends
    when fewer sticks are left than the least allowed number; Nim when the only heap is emptied
    (a move leaves a stick when there are two or more); Chomp when the squares beside the poison
    are all in its row or all in its column, and a bite of one square leaves two or more squares
    when there are three or more."""
    if game == STICKS:
        ends, escapes = False, False
        for taken in R[2: 2 + R[1]]:
            if taken <= w:
                if w - taken < R[2]:
                    ends = True
                else:
                    escapes = True
        return ends, escapes
    if game == NIM:
        heaps, sticks = 0, 0
        for heap in range(R[0]):
            size = w >> (6 * heap) & 63
            heaps += size > 0
            sticks += size
        return heaps == 1, sticks >= 2
    first, second = w & 15, (w >> 4 & 15) if R[0] > 1 else 0
    squares = 0
    for row in range(R[0]):
        squares += w >> (4 * row) & 15
    return second == 0 or first == 1, squares >= 3


# ------------------------------------------------------------- exercise trees
@kernel
def _tree_moves(R: np.ndarray, s: np.ndarray, out: np.ndarray) -> int:
    """A node's children. After the number of nodes n, R holds n numbers for each node: where its
    children start in the list of children, how many it has, whether MAX chooses there, whether it
    has a value; then the list of children."""
    n, node = R[0], s[0]
    start, count = 1 + 4 * n + R[1 + node], R[1 + n + node]
    for k in range(count):
        out[k] = R[start + k]
    return count
