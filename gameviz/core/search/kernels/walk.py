"""Minimax, negamax and alpha-beta compiled by numba: the Python searches, node for node.

The recursion of the Python searches becomes a loop over an explicit stack: ply p holds a node's
position, its moves and the order to try them, its window, its best children and its principal
line; a node goes through the phases of its Python function (counted, started, next child, a
child's value back, exit). Every event is written into the trace's arrays as the Python search
would emit it (:mod:`~gameviz.core.search.record`), every node into the table of nodes.

:func:`search` returns :data:`~gameviz.core.search.kernels.DONE` at the end, and earlier when
Python must act: every ``every`` nodes (:data:`PAUSE`, to tell the watch), when an array is full
(``GROW_…``), when a node of a tree has no value (:data:`NO_VALUE`). Everything it needs to go on
is in its arrays: called again, it resumes where it stopped.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from gameviz.core.search.kernels import (
    ALPHABETA,
    C_BEST_SIZE,
    C_CUTOFFS,
    C_DEEPEST_LEAF,
    C_FAILED,
    C_FEWEST_MOVES,
    C_LEAVES,
    C_MEMO_HITS,
    C_MEMO_SIZE,
    C_MOST_MOVES,
    C_NEXT_LOOK,
    C_NODES,
    C_PLY,
    C_POOL,
    C_ROWS,
    C_SHALLOWEST_LEAF,
    DONE,
    GROW_BEST,
    GROW_EVENTS,
    GROW_MEMO,
    GROW_POOL,
    MINIMAX,
    NEGAMAX,
    NO_VALUE,
    O_ALGORITHM,
    O_EVERY,
    O_FIRST,
    O_HEURISTIC,
    O_KEEP_BEST,
    O_MEMO,
    O_ORDER,
    O_SOFT,
    O_TRACED,
    PAUSE,
    TREE,
    WORDS,
)
from gameviz.core.search.kernels.jit import kernel, step
from gameviz.core.search.kernels.rows import items, more, trace_full, write
from gameviz.core.search.kernels.rules import heuristic, is_max, moves, play, terminal
from gameviz.core.search.kernels.tables import copy, slot

#: The digest of the kernels this module compiles in (jit.py, rows.py, rules.py, tables.py): numba's
#: cache watches this file only, so a change to them must change this line (tests/core/search/test_kernels.py).
COMPILED_WITH = "459f7ab4b9fe9ff7"

#: Arrays grouped (and groups of them): the rules, the stack, the trace, the tables.
Arrays = tuple[Any, ...]

# the phases of a node
COUNT, START, NEXT, BACK, EXIT = range(5)
# the integers of a ply: its node, its number of moves, the next to try, its depth bound (−1: none),
# its phase, its index among its parent's children, its best child (alpha-beta) and the number of
# its best children (minimax), its sign (negamax), the nodes that set α and β, whether MAX chooses,
# what its best child's value proves, whether it was cut, the length of its line, what its value
# proves once returned
(I_NODE, I_COUNT, I_POS, I_DEPTH, I_PHASE, I_CHILD, I_BEST, I_NBEST, I_SIGN, I_ALPHA_OWNER, I_BETA_OWNER, I_MAX,
 I_PROOF, I_CUT, I_LINE, I_RETURNED) = range(16)
PLY_INTS = 16
# the floats of a ply: its value, its chooser's score of it, its window, the window it was given,
# the value it returns
F_VALUE, F_SCORE, F_ALPHA, F_BETA, F_ENTRY_ALPHA, F_ENTRY_BETA, F_RETURNED = range(7)
PLY_FLOATS = 7
# event rows (as record.py) and their codes
ENTER, LEAF, CHILD, BOUND, CUT, MEMO, EXIT = range(7)
EXACT, LOWER, UPPER = range(3)
TERMINAL, HEURISTIC = range(2)
KIND_MAX, KIND_MIN, KIND_NEGA = range(3)
BOUND_ALPHA, BOUND_BETA = range(2)


@kernel
def search(game: int, rules: Arrays, win: float, opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays,
           tables: Arrays) -> int:
    """Search from where the counters say (ply ``C[C_PLY]``) until the end or until Python must act.

    ``rules``: the game's integers and floats (:mod:`.rules`); ``stack``: per ply, a position (and
    one more row to try children in), its moves and the order to try them, its integers and floats,
    its best children (minimax), its principal line, and room for a node's children's estimates;
    ``out``: the trace's columns, the table of nodes (parent, child, depth), the extra lists and
    the rows' second values (:mod:`~gameviz.core.search.record`);
    ``tables``: the transposition table (keys, used slots, values, and flag, best child, start and
    length of the line in the pool), the pool of lines, the best moves of the previous search and
    those of this one (keys, used slots, moves).
    """
    PI = stack[3]
    p = C[C_PLY]
    while p >= 0:
        status = _room(opt, C, stack, out, tables)
        if status != DONE:
            C[C_PLY] = p
            return status
        phase = PI[p, I_PHASE]
        if phase == COUNT:
            C[C_NODES] += 1
            PI[p, I_PHASE] = START
            if C[C_NODES] == C[C_NEXT_LOOK]:
                C[C_NEXT_LOOK] += opt[O_EVERY]
                C[C_PLY] = p
                return PAUSE
        elif phase == START:
            p = _start(game, rules, win, opt, C, stack, out, tables, p)
            if p == -2:
                return NO_VALUE
        elif phase == NEXT:
            p = _next(game, rules, stack, p)
        elif phase == BACK:
            _back(opt, C, stack, out, p)
        else:
            p = _exit(opt, C, stack, out, tables, p)
    C[C_PLY] = p
    return DONE


@step
def _room(opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays, tables: Arrays) -> int:
    """Whether the arrays have room for one more step, else which one to grow."""
    branching, deepest = stack[1].shape[1], stack[6].shape[1]
    memo, pool, bests = tables[0], tables[1], tables[3]
    if opt[O_TRACED] and trace_full(C, out, branching):
        return GROW_EVENTS
    if opt[O_MEMO] and 2 * (C[C_MEMO_SIZE] + 1) > len(memo[1]):
        return GROW_MEMO
    if opt[O_MEMO] and C[C_POOL] + deepest + 1 > len(pool):
        return GROW_POOL
    if opt[O_KEEP_BEST] and 2 * (C[C_BEST_SIZE] + 1) > len(bests[1]):
        return GROW_BEST
    return DONE


@step
def _returns(stack: Arrays, p: int, value: float, proof: int) -> int:
    """Ply ``p`` is done, worth ``value`` (which proves ``proof``): back to its parent."""
    PI, PF = stack[3], stack[4]
    PF[p, F_RETURNED] = value
    PI[p, I_RETURNED] = proof
    if p > 0:
        PI[p - 1, I_PHASE] = BACK
    return p - 1


@step
def _start(game: int, rules: Arrays, win: float, opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays,
           tables: Arrays, p: int) -> int:
    """Enter the node of ply ``p``: recall it, or evaluate it if the search stops there, or
    prepare its children; return the ply to go on with (−2: a node without a value)."""
    R, F = rules[0], rules[1]
    S, PI = stack[0], stack[3]
    algorithm = opt[O_ALGORITHM]
    S[p, WORDS] = PI[p, I_DEPTH]
    maximize = is_max(game, R, S[p])
    PI[p, I_MAX], PI[p, I_BEST], PI[p, I_NBEST], PI[p, I_COUNT], PI[p, I_LINE] = maximize, -1, 0, 0, 0
    node = _enter(opt, C, stack, out, p, maximize)
    if opt[O_MEMO]:
        found = _recall(opt, C, stack, out, tables, p, node)
        if found != -1:
            return found
    value, source = terminal(game, R, F, S[p], win), TERMINAL
    if math.isnan(value):
        if PI[p, I_DEPTH] != 0:
            return _children(game, rules, opt, C, stack, tables[2], p, maximize)
        value, source = _estimate(game, rules, win, opt, S[p]), HEURISTIC
        if math.isnan(value):
            C[C_FAILED] = S[p, 0]
            return -2
    C[C_LEAVES] += 1
    C[C_SHALLOWEST_LEAF], C[C_DEEPEST_LEAF] = min(C[C_SHALLOWEST_LEAF], p), max(C[C_DEEPEST_LEAF], p)
    if algorithm == NEGAMAX and PI[p, I_SIGN] != 1:
        value = PI[p, I_SIGN] * value
    write(opt, C, out, LEAF, node, source, value, 0)
    if opt[O_MEMO] and algorithm != ALPHABETA:
        _store(C, stack, tables, p, value, EXACT, -1)
    return _returns(stack, p, value, EXACT)


@step
def _estimate(game: int, rules: Arrays, win: float, opt: np.ndarray, s: np.ndarray) -> float:
    """The heuristic's value of a node at the depth bound (a won game worth ``win``); NaN for a
    tree's node without a value."""
    value = heuristic(game, rules[0], rules[1], s, opt[O_HEURISTIC])
    if game != TREE and math.isinf(value):
        return math.copysign(win, value)
    return value


@step
def _enter(opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays, p: int, maximize: bool) -> int:
    """Write the node into the table of nodes and its Enter event; return its number."""
    if not opt[O_TRACED]:
        return 0
    PI, PF, table = stack[3], stack[4], out[1]
    node = C[C_ROWS]
    C[C_ROWS] = node + 1
    table[0][node] = PI[p - 1, I_NODE] if p > 0 else -1
    table[1][node] = PI[p, I_CHILD]
    table[2][node] = p
    PI[p, I_NODE] = node
    algorithm = opt[O_ALGORITHM]
    if algorithm == ALPHABETA:
        kind = KIND_MAX if maximize else KIND_MIN
        write(opt, C, out, ENTER, node, kind, PF[p, F_ALPHA], more(opt, C, out, PF[p, F_BETA]))
    else:
        kind = KIND_MAX if maximize else KIND_MIN
        if algorithm == NEGAMAX:
            kind = KIND_NEGA + (4 if PI[p, I_SIGN] < 0 else 0)
        write(opt, C, out, ENTER, node, kind, np.nan, -1)
    return node


@step
def _recall(opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays, tables: Arrays, p: int, node: int) -> int:
    """The node's value from the transposition table if it settles the node (minimax, negamax: any, all
    exact; alpha-beta: exact, or a bound beyond the window): the ply to go on with, else −1."""
    S, PI, PF, PV = stack[0], stack[3], stack[4], stack[6]
    memo, pool = tables[0], tables[1]
    at = slot(memo[0], memo[1], S[p, : WORDS + 1])
    if not memo[1][at]:
        return -1
    value, flag = memo[2][at], memo[3][at, 0]
    if opt[O_ALGORITHM] == ALPHABETA and not (
            flag == EXACT or (flag == LOWER and value >= PF[p, F_BETA]) or (flag == UPPER and value <= PF[p, F_ALPHA])):
        return -1
    C[C_MEMO_HITS] += 1
    write(opt, C, out, MEMO, node, flag, value, 0)
    start, length = memo[3][at, 2], memo[3][at, 3]
    copy(PV[p], pool[start: start + length])
    PI[p, I_LINE], PI[p, I_BEST] = length, memo[3][at, 1]
    return _returns(stack, p, value, flag)


@step
def _store(C: np.ndarray, stack: Arrays, tables: Arrays, p: int, value: float, flag: int, best: int) -> None:
    """Keep the node's value, what it proves, its best child and its line in the transposition table."""
    S, PI, PV = stack[0], stack[3], stack[6]
    memo, pool = tables[0], tables[1]
    at = slot(memo[0], memo[1], S[p, : WORDS + 1])
    if not memo[1][at]:
        copy(memo[0][at], S[p, : WORDS + 1])
        memo[1][at] = 1
        C[C_MEMO_SIZE] += 1
    length, start = PI[p, I_LINE], C[C_POOL]
    copy(pool[start:], PV[p, :length])
    C[C_POOL] = start + length
    memo[2][at] = value
    memo[3][at, 0], memo[3][at, 1], memo[3][at, 2], memo[3][at, 3] = flag, best, start, length


@step
def _children(game: int, rules: Arrays, opt: np.ndarray, C: np.ndarray, stack: Arrays, firsts: Arrays, p: int,
              maximize: bool) -> int:
    """Find the node's moves and the order to try them; set its search going."""
    S, MV, OR, PI, PF = stack[0], stack[1], stack[2], stack[3], stack[4]
    count = moves(game, rules[0], S[p], MV[p])
    PI[p, I_COUNT], PI[p, I_POS], PI[p, I_PHASE] = count, 0, NEXT
    C[C_FEWEST_MOVES], C[C_MOST_MOVES] = min(C[C_FEWEST_MOVES], count), max(C[C_MOST_MOVES], count)
    for k in range(count):
        OR[p, k] = k
    if opt[O_ORDER] and count > 1:
        _by_estimates(game, rules, opt, stack, p, count, maximize)
    if opt[O_FIRST]:
        at = slot(firsts[0], firsts[1], S[p, :WORDS])
        if firsts[1][at]:
            _put_first(OR[p, :count], firsts[2][at])
    _choose(opt, PI, PF, p, maximize)
    return p


@step
def _choose(opt: np.ndarray, PI: np.ndarray, PF: np.ndarray, p: int, maximize: bool) -> None:
    """Before the first child: no best child yet, the value the node starts from."""
    algorithm = opt[O_ALGORITHM]
    PF[p, F_SCORE] = -np.inf
    if algorithm == MINIMAX:
        PF[p, F_VALUE] = -np.inf if maximize else np.inf
    elif algorithm == NEGAMAX:
        PF[p, F_VALUE] = -np.inf
    else:
        alpha, beta = PF[p, F_ALPHA], PF[p, F_BETA]
        PF[p, F_ENTRY_ALPHA], PF[p, F_ENTRY_BETA] = alpha, beta
        if opt[O_SOFT]:
            PF[p, F_VALUE] = -np.inf if maximize else np.inf
        else:
            PF[p, F_VALUE] = alpha if maximize else beta
        PI[p, I_PROOF], PI[p, I_CUT] = -1, 0


@step
def _by_estimates(game: int, rules: Arrays, opt: np.ndarray, stack: Arrays, p: int, count: int, maximize: bool) -> None:
    """Sort the children by their estimates, best first for the chooser, ties in their natural order
    (an insertion sort, stable); a child without an estimate (a tree's node without a value) keeps
    the natural order."""
    S, MV, order, keys = stack[0], stack[1], stack[2][p], stack[7]
    scratch = S[S.shape[0] - 1]
    for k in range(count):
        play(game, rules[0], S[p], MV[p, k], scratch)
        estimate = heuristic(game, rules[0], rules[1], scratch, opt[O_HEURISTIC])
        if math.isnan(estimate):
            return
        keys[k] = -estimate if maximize else estimate
    for k in range(1, count):
        child, key = order[k], keys[k]
        at = k
        while at > 0 and keys[at - 1] > key:
            keys[at], order[at] = keys[at - 1], order[at - 1]
            at -= 1
        keys[at], order[at] = key, child


@step
def _put_first(order: np.ndarray, first: int) -> None:
    """Move the child ``first`` (if it is one) to the front of ``order``."""
    if 0 <= first < len(order) and order[0] != first:
        at = 0
        while order[at] != first:
            at += 1
        while at > 0:
            order[at] = order[at - 1]
            at -= 1
        order[0] = first


@step
def _next(game: int, rules: Arrays, stack: Arrays, p: int) -> int:
    """Go down to the node's next child to try, or to its exit if none is left."""
    S, MV, OR, PI, PF = stack[0], stack[1], stack[2], stack[3], stack[4]
    pos = PI[p, I_POS]
    if pos >= PI[p, I_COUNT]:
        PI[p, I_PHASE] = EXIT
        return p
    child = OR[p, pos]
    PI[p, I_POS] = pos + 1
    q = p + 1
    play(game, rules[0], S[p], MV[p, child], S[q])
    depth = PI[p, I_DEPTH]
    PI[q, I_CHILD], PI[q, I_DEPTH] = child, depth - 1 if depth > 0 else depth
    PI[q, I_SIGN], PI[q, I_PHASE] = -PI[p, I_SIGN], COUNT
    PF[q, F_ALPHA], PF[q, F_BETA] = PF[p, F_ALPHA], PF[p, F_BETA]
    PI[q, I_ALPHA_OWNER], PI[q, I_BETA_OWNER] = PI[p, I_ALPHA_OWNER], PI[p, I_BETA_OWNER]
    return q


@step
def _back(opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays, p: int) -> None:
    """A child's value comes back to the node of ply ``p``."""
    OR, PI, PF = stack[2], stack[3], stack[4]
    q, algorithm = p + 1, opt[O_ALGORITHM]
    value, child, node, maximize = PF[q, F_RETURNED], OR[p, PI[p, I_POS] - 1], PI[p, I_NODE], PI[p, I_MAX] != 0
    PI[p, I_PHASE] = NEXT
    if algorithm == NEGAMAX:
        value = -value
    write(opt, C, out, CHILD, node, 0, value, child)
    if algorithm != ALPHABETA:
        _offer(stack, p, child, value if maximize or algorithm == NEGAMAX else -value, value)
        return
    if value > PF[p, F_VALUE] if maximize else value < PF[p, F_VALUE]:
        PF[p, F_VALUE], PI[p, I_BEST], PI[p, I_PROOF] = value, child, PI[q, I_RETURNED]
        _adopt(stack, p, child)
    _raise(opt, C, stack, out, p, node, maximize)
    if PF[p, F_ALPHA] >= PF[p, F_BETA]:
        _cut(opt, C, stack, out, p, node, maximize)


@step
def _adopt(stack: Arrays, p: int, child: int) -> None:
    """The principal line of ply ``p`` becomes ``child`` then its child's line."""
    PI, PV = stack[3], stack[6]
    length = PI[p + 1, I_LINE]
    PV[p, 0] = child
    copy(PV[p, 1:], PV[p + 1, :length])
    PI[p, I_LINE] = 1 + length


@step
def _offer(stack: Arrays, p: int, child: int, score: float, value: float) -> None:
    """Minimax and negamax: the chooser keeps the child of largest ``score``, the first one on ties,
    and lists every tied child."""
    PI, PF, BL = stack[3], stack[4], stack[5]
    if PI[p, I_NBEST] == 0 or score > PF[p, F_SCORE]:
        PF[p, F_SCORE], PF[p, F_VALUE] = score, value
        BL[p, 0], PI[p, I_NBEST] = child, 1
        _adopt(stack, p, child)
    elif score == PF[p, F_SCORE]:
        BL[p, PI[p, I_NBEST]] = child
        PI[p, I_NBEST] += 1


@step
def _raise(opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays, p: int, node: int, maximize: bool) -> None:
    """α rises at a MAX node, β falls at a MIN node."""
    PI, PF = stack[3], stack[4]
    value = PF[p, F_VALUE]
    if maximize and value > PF[p, F_ALPHA]:
        write(opt, C, out, BOUND, node, BOUND_ALPHA, PF[p, F_ALPHA], more(opt, C, out, value))
        PF[p, F_ALPHA], PI[p, I_ALPHA_OWNER] = value, node
    elif not maximize and value < PF[p, F_BETA]:
        write(opt, C, out, BOUND, node, BOUND_BETA, PF[p, F_BETA], more(opt, C, out, value))
        PF[p, F_BETA], PI[p, I_BETA_OWNER] = value, node


@step
def _cut(opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays, p: int, node: int, maximize: bool) -> None:
    """The window closed: a β-cut at a MAX node, an α-cut at a MIN node, if any child is left."""
    OR, PI, PF = stack[2], stack[3], stack[4]
    PI[p, I_PHASE] = EXIT
    pos, count = PI[p, I_POS], PI[p, I_COUNT]
    if pos >= count:
        return
    C[C_CUTOFFS] += 1
    PI[p, I_CUT] = 1
    if maximize:  # where: the node that set the bound, the bound, the children skipped
        at = items(opt, C, out, OR[p, pos:count], PI[p, I_BETA_OWNER], more(opt, C, out, PF[p, F_BETA]), 2)
        write(opt, C, out, CUT, node, BOUND_BETA, PF[p, F_VALUE], at)
    else:
        at = items(opt, C, out, OR[p, pos:count], PI[p, I_ALPHA_OWNER], more(opt, C, out, PF[p, F_ALPHA]), 2)
        write(opt, C, out, CUT, node, BOUND_ALPHA, PF[p, F_VALUE], at)


@step
def _exit(opt: np.ndarray, C: np.ndarray, stack: Arrays, out: Arrays, tables: Arrays, p: int) -> int:
    """The node's value is final: write its Exit, keep it, and go back to its parent."""
    S, PI, PF, BL = stack[0], stack[3], stack[4], stack[5]
    node, value, algorithm = PI[p, I_NODE], PF[p, F_VALUE], opt[O_ALGORITHM]
    if algorithm != ALPHABETA:
        write(opt, C, out, EXIT, node, EXACT, value, items(opt, C, out, BL[p, :PI[p, I_NBEST]], 0, 0, 0))
        if opt[O_MEMO]:
            _store(C, stack, tables, p, value, EXACT, -1)
        return _returns(stack, p, value, EXACT)
    maximize, best = PI[p, I_MAX] != 0, PI[p, I_BEST]
    proof = _proof(PI, p, maximize)
    BL[p, 0] = best
    write(opt, C, out, EXIT, node, proof, value, items(opt, C, out, BL[p, :1 if best >= 0 else 0], 0, 0, 0))
    if opt[O_MEMO]:
        flag = UPPER if value <= PF[p, F_ENTRY_ALPHA] else LOWER if value >= PF[p, F_ENTRY_BETA] else EXACT
        _store(C, stack, tables, p, value, flag, best)
    if opt[O_KEEP_BEST] and best >= 0:
        _keep_best(C, S, tables[3], p, best)
    return _returns(stack, p, value, proof)


@step
def _proof(PI: np.ndarray, p: int, maximize: bool) -> int:
    """What an alpha-beta node's value proves (as :func:`gameviz.core.search.alphabeta._proof`): a cut
    leaves its side possibly better; no child beating the value it started from, possibly worse;
    otherwise it proves what its best child's proves."""
    if PI[p, I_CUT]:
        return LOWER if maximize else UPPER
    if PI[p, I_PROOF] == -1:
        return UPPER if maximize else LOWER
    return PI[p, I_PROOF]


@step
def _keep_best(C: np.ndarray, S: np.ndarray, bests: Arrays, p: int, best: int) -> None:
    """Remember ``best`` as the best move of ply ``p``'s position (for the next deepening)."""
    at = slot(bests[0], bests[1], S[p, :WORDS])
    if not bests[1][at]:
        copy(bests[0][at], S[p, :WORDS])
        bests[1][at] = 1
        C[C_BEST_SIZE] += 1
    bests[2][at] = best
