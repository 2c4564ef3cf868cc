"""How fast the searches run: nodes per second for each game and algorithm, and whole commands.

1. Nodes per second of minimax and alpha-beta on each built-in game, measured in this process:
   a plain recursion written here over the game's own rules (it only counts the nodes of the
   minimax tree, playing every move through the game's Python ``moves``/``play``/``outcome``), the
   Python search traced (the reference), the compiled search traced and untraced (its first call,
   which loads the kernel from numba's cache or compiles it, is left out). OpenSpiel's or easyAI's
   minimax stand beside them when they happen to be installed (neither is a dependency).
2. Whole commands, each run as its own process, interleaved with a plain recursion that counts the
   nodes of tic-tac-toe's minimax tree (the same 549,946): processor time (user + system) and the
   most memory the process held, the fastest of a few runs of each.

Run on its own (``python benchmarks/search_speed.py [--repeats N]``) or through
``benchmarks/search.py``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Callable, Hashable
from typing import Any

from gameviz.core.game import play_moves
from gameviz.core.search import GameTree, alphabeta, collect, minimax, run
from gameviz.games import game_from_spec

#: (game, moves played, depth) searched in the table of nodes per second.
POSITIONS = [
    ("tictactoe", "", None),
    ("connect4:cols=4,rows=4", "", 8),
    ("connect4", "4453", 6),
    ("othello:size=6", "", 5),
    ("sticks:n=22", "", None),
    ("nim:heaps=3/4/5", "", None),
    ("chomp:rows=3,cols=5", "", None),
    ("chess", "e4 e5 Nf3 Nc6 Bc4", 3),
]

#: The plain recursion the commands are compared with: tic-tac-toe's minimax tree, counted.
PLAIN = """
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
def won(b, p):
    return any(b[x] == p and b[y] == p and b[z] == p for x, y, z in LINES)
def count(b, player):
    n = 1
    if won(b, 3 - player) or 0 not in b:
        return n
    for i in range(9):
        if b[i] == 0:
            b[i] = player
            n += count(b, 3 - player)
            b[i] = 0
    return n
print(count([0] * 9, 1))
"""

#: Whole commands: (what, arguments after ``gameviz``).
COMMANDS = [
    ("tic-tac-toe, whole minimax, traced, --json",
     ["tree", "tictactoe", "--algorithm", "minimax", "--json", "--time", "600"]),
    ("chess K+Q+R v K, mate in 3, alpha-beta depth 5",
     ["tree", "chess", "--fen", "3Q4/8/6K1/8/1R6/8/2k5/8 w - - 0 1", "--depth", "5", "--time", "600"]),
    ("Connect 4 5×4 after 12, minimax depth 8, zero",
     ["tree", "connect4:cols=5,rows=4", "--moves", "12", "--depth", "8", "--algorithm", "minimax", "--heuristic",
      "zero", "--time", "600"]),
    ("Connect 4 4×4 after 12, minimax depth 6, memo, zero",
     ["tree", "connect4:cols=4,rows=4", "--moves", "12", "--depth", "6", "--algorithm", "minimax", "--memo",
      "--heuristic", "zero", "--time", "600"]),
]


def plain_count(game: Any, state: Hashable, depth: int | None) -> int:
    """The nodes of the plain minimax tree of ``state`` to ``depth``, through the game's own rules."""
    if depth == 0 or game.outcome(state) is not None:
        return 1
    below = None if depth is None else depth - 1
    return 1 + sum(plain_count(game, game.play(state, move), below) for move in game.moves(state))


def rate(work: Callable[[], int], least: float = 0.3) -> float:
    """Nodes per second of ``work`` (which returns the nodes it visited), repeated for ``least`` seconds."""
    nodes, start = 0, time.process_time()
    while True:
        nodes += work()
        spent = time.process_time() - start
        if spent >= least:
            return nodes / spent


def searched(search: Callable[..., Any], tree: GameTree, depth: int | None, traced: bool,
             compiled: bool) -> Callable[[], int]:
    def work() -> int:
        made = search(tree, depth=depth, trace=traced, compiled=compiled)
        result = collect(made)[1] if traced else run(made)
        return int(result.stats.nodes)

    return work


def external_minimax() -> str:
    """Which other minimax is installed to stand beside (OpenSpiel, easyAI), in words."""
    found = [name for name, module in (("OpenSpiel", "pyspiel"), ("easyAI", "easyAI")) if _importable(module)]
    return ", ".join(found) if found else "neither OpenSpiel nor easyAI is installed"


def _importable(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


def speed_table() -> None:
    print("Nodes per second (thousands): a plain recursion over the game's rules | the Python search traced | "
          "compiled traced | compiled untraced")
    print(f"  beside them: {external_minimax()}")
    print(f"  {'position':<34} {'search':<10} {'nodes':>9} {'plain':>7} {'Python':>7} {'traced':>8} {'untraced':>9} "
          f"{'×plain':>7}")
    for spec, moves, depth in POSITIONS:
        game = game_from_spec(spec)
        state = play_moves(game, game.parse_moves(moves))
        tree = GameTree(game, state)
        plain = rate(lambda game=game, state=state, depth=depth: plain_count(game, state, depth))
        name = f"{spec}{' after ' + moves if moves else ''}{f' d{depth}' if depth else ''}"
        for label, search in (("minimax", minimax), ("alphabeta", alphabeta)):
            run(search(tree, depth=depth, trace=False, compiled=True))  # the kernel loaded before it is timed
            nodes = run(search(tree, depth=depth, trace=False, compiled=None)).stats.nodes
            python = rate(searched(search, tree, depth, True, False))
            compiled = [rate(searched(search, tree, depth, traced, True)) for traced in (True, False)]
            ratio = compiled[0] / plain
            print(f"  {name:<34} {label:<10} {nodes:>9,} {plain / 1000:>7,.0f} {python / 1000:>7,.0f} "
                  f"{compiled[0] / 1000:>8,.0f} {compiled[1] / 1000:>9,.0f} {ratio:>6.1f}×")
    print("  (chess is not compiled: its search makes and unmakes moves on one python-chess board)\n")


#: Runs a command and prints its processor seconds, most memory (kB) and status: Linux counts in a
#: child's most memory what its parent held when it started, so a small process starts each command.
LAUNCHER = """
import os, sys
with open(os.devnull, "w") as null:
    pid = os.posix_spawn(sys.argv[1], sys.argv[1:], os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, null.fileno(), 1),
                                                                             (os.POSIX_SPAWN_DUP2, null.fileno(), 2)])
_, status, usage = os.wait4(pid, 0)
print(usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def measured(argv: list[str]) -> tuple[float, float, int]:
    """Processor seconds (user + system), the most memory held (MB) and the status of a process."""
    done = subprocess.run([sys.executable, "-c", LAUNCHER, *argv], capture_output=True, text=True, check=True)
    cpu, memory, status = done.stdout.split()
    return float(cpu), int(memory) / 1024, int(status)


def command_table(repeats: int) -> None:
    gameviz = [sys.executable, "-m", "gameviz"]
    plain_argv = [sys.executable, "-c", PLAIN]
    print(f"Whole commands, each its own process, fastest of {repeats} (interleaved with the plain recursion, "
          "549,946 nodes of tic-tac-toe counted in a 15-line Python script)")
    print(f"  {'command':<50} {'CPU s':>7} {'MB':>6} {'×plain':>7}")
    plain_runs: list[tuple[float, float, int]] = []
    for label, argv in COMMANDS:
        runs = []
        for _ in range(repeats):
            plain_runs.append(measured(plain_argv))
            runs.append(measured(gameviz + argv))
        cpu, memory, status = min(runs)
        plain = min(plain_runs)[0]
        failed = f"  (status {status})" if status else ""
        print(f"  {label:<50} {cpu:>7.2f} {memory:>6.0f} {cpu / plain:>6.2f}×{failed}")
    cpu, memory, _ = min(plain_runs)
    print(f"  {'plain recursion (tic-tac-toe, counting)':<50} {cpu:>7.2f} {memory:>6.0f}")
    print("  targets: tic-tac-toe's traced minimax within ×1.5 of the plain recursion and 200 MB; the mate in 3 "
          "within 5 s\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3, help="runs of each command (default 3)")
    args = parser.parse_args()
    speed_table()
    command_table(args.repeats)


if __name__ == "__main__":
    main()
