"""Compiled searches: minimax, negamax and alpha-beta over the built-in games and exercise trees,
compiled to machine code by numba, writing the same events in the same order as the Python searches.

The Python searches (:mod:`~gameviz.core.search.minimax`, :mod:`~gameviz.core.search.alphabeta`)
are the reference; a kernel does what they do, node for node, over integers:

- :mod:`.rules`: the rules of m,n,k (tic-tac-toe), Connect 4, Othello, the stick game, Nim, Chomp
  and of exercise trees, over positions of three 64-bit words (bitboards, packed heaps, a node);
- :mod:`.tables`: hash tables keyed by a position (and a depth): the transposition table and the
  best moves of iterative deepening;
- :mod:`.walk`: the search itself, a loop over an explicit stack that writes the trace's arrays
  (:mod:`~gameviz.core.search.record`) and stops every so many nodes, or when an array is full,
  so that Python can look at the clock, tell the progress, grow the arrays, and go on.

This package names the numbers the kernels and Python share; only its modules import numba.

Why numba: it installs from wheels on Linux, Windows and macOS with no compiler, and compiles
plain Python over integers and arrays; functions are cached on disk (``cache=True``), so that only
the first search on a machine pays for compiling. Numba's cache watches the file of each cached
function only: :data:`.walk.COMPILED_WITH` holds a digest of the kernels it calls, which a test
checks, so that a change to them changes :mod:`.walk` too.
"""

from __future__ import annotations

#: The kernels' games.
MNK, CONNECT4, OTHELLO, STICKS, NIM, CHOMP, TREE = range(1, 8)
#: The algorithms.
MINIMAX, NEGAMAX, ALPHABETA = range(3)
#: The heuristics a kernel computes: the game's own, or zero (±∞ when won, 0 otherwise).
COURSE, ZERO = range(2)

#: What a call of the search returns.
DONE, PAUSE, GROW_EVENTS, GROW_MEMO, GROW_BEST, GROW_POOL, NO_VALUE = range(7)

#: A position: three 64-bit words.
WORDS = 3
#: The move "pass" (Othello).
PASS = -1

#: The options of a search (an array of integers), by index: the algorithm, the depth bound (−1:
#: none), heuristic ordering, a transposition table, fail-soft, the heuristic, whether to trace,
#: whether to try first the best moves of the previous search, whether to keep this search's, and
#: every how many nodes to stop and tell Python, which kinds of event rows to write (a bit each).
(O_ALGORITHM, O_DEPTH, O_ORDER, O_MEMO, O_SOFT, O_HEURISTIC, O_TRACED, O_FIRST, O_KEEP_BEST, O_EVERY,
 O_KINDS) = range(11)
OPTIONS = 11
#: The counters of a search (an array of integers), by index: rows of events, of extra, of more and
#: of the table of nodes written; the statistics; the node count at which to stop next; the ply the
#: search is at; entries of the tables and of the pool of lines; the node with no value.
(C_EVENTS, C_EXTRA, C_MORE, C_ROWS, C_NODES, C_LEAVES, C_CUTOFFS, C_MEMO_HITS, C_NEXT_LOOK, C_PLY, C_MEMO_SIZE,
 C_POOL, C_BEST_SIZE, C_FAILED, C_FEWEST_MOVES, C_MOST_MOVES, C_SHALLOWEST_LEAF, C_DEEPEST_LEAF) = range(18)
COUNTERS = 18
