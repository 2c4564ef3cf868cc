"""Leaves visited by minimax, alpha-beta and the minimal tree; Connect 4 solved exactly.

1. Uniform random trees, branching b = 3…8 and depth d = 4…8: minimax visits
   all b^d leaves; alpha-beta in natural order; alpha-beta ordered by the
   heuristic; the last search of iterative deepening (previous best move
   first, then the heuristic); and the Knuth–Moore minimal tree
   b^⌈d/2⌉ + b^⌊d/2⌋ − 1. Leaf values follow the classic incremental model:
   each move adds a random amount to the score, and the heuristic of a node is
   the score so far. Counts are means over several seeds.
2. Tic-tac-toe from the empty board, with the course's heuristic for ordering.
3. Connect 4: for each benchmark file, positions solved, % correct, mean time
   and mean nodes per position.

Run: ``python benchmarks/search.py [--seeds N] [--data DIR] [--positions N] [--skip-trees]``
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from gameviz.core.search import GameTree, alphabeta, iterative_deepening, minimax, run
from gameviz.core.search.connect4 import Connect4Solver
from gameviz.core.search.stats import minimal_tree_leaves
from gameviz.games import game_from_spec
from gameviz.report.search import value_text

REPOSITORY = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPOSITORY.parent / "shared" / "data" / "connect4"
MASK = (1 << 64) - 1


def mix(x: int) -> int:
    """A 64-bit integer hash (splitmix64's finaliser): random-looking, repeatable."""
    x = ((x ^ (x >> 33)) * 0xFF51AFD7ED558CCD) & MASK
    x = ((x ^ (x >> 33)) * 0xC4CEB9FE1A85EC53) & MASK
    return x ^ (x >> 33)


class UniformTree:
    """An implicit uniform tree: node = (depth, index, score so far).

    Each move adds an amount in [−spread, spread] drawn from a hash of the
    seed and the node, so the tree needs no memory and is the same every run.
    """

    def __init__(self, branching: int, depth: int, seed: int, spread: int = 50) -> None:
        self.branching = branching
        self.depth = depth
        self.seed = seed
        self.spread = spread
        self.root = (0, 0, 0)

    def children(self, node):
        level, index, score = node
        if level == self.depth:
            return []
        width = 2 * self.spread + 1
        first = index * self.branching
        return [
            (level + 1, first + i,
             score + mix(self.seed * 1_000_003 + (first + i) * 64 + level + 1) % width - self.spread)
            for i in range(self.branching)
        ]

    def terminal_value(self, node):
        return node[2] if node[0] == self.depth else None

    def heuristic(self, node):
        return node[2]

    def estimate(self, node):
        return node[2]

    def is_max(self, node):
        return node[0] % 2 == 0

    def key(self, node):
        return node[:2]

    def label(self, node):
        return str(node[1])


def uniform_table(seeds: int, max_leaves: float) -> None:
    print("Uniform random trees: mean leaves over", seeds, "seeds (ratio to the minimal tree)")
    header = (f"{'b':>2} {'d':>2} {'minimax':>10} {'α-β natural':>18} {'α-β ordered':>16} "
              f"{'α-β deepening':>16} {'minimal':>8}")
    print(header)
    worst = 0.0
    for b in range(3, 9):
        for d in range(4, 9):
            minimal = minimal_tree_leaves(b, d)
            natural, ordered, deepened = [], [], []
            for seed in range(1, seeds + 1):
                tree = UniformTree(b, d, seed)
                if b**d <= max_leaves:
                    natural.append(run(alphabeta(tree, trace=False)).stats.leaves)
                ordered.append(run(alphabeta(tree, order=True, trace=False)).stats.leaves)
                result = run(iterative_deepening(tree, depth=d, order=True, trace=False))
                deepened.append(result.iterations[-1].leaves)
            cells = []
            for counts in (natural, ordered, deepened):
                if counts:
                    mean = statistics.mean(counts)
                    cells.append(f"{mean:>9,.0f} (×{mean / minimal:4.2f})")
                else:
                    cells.append(f"{'(skipped)':>16}")
            worst = max(worst, statistics.mean(deepened) / minimal)
            print(f"{b:>2} {d:>2} {b**d:>10,} {cells[0]:>18} {cells[1]:>16} {cells[2]:>16} {minimal:>8,}")
    print(f"Worst ratio with iterative deepening: ×{worst:.2f} (target: within ×1.5)\n")


def tictactoe_table() -> None:
    game = game_from_spec("tictactoe")
    tree = GameTree(game)
    print("Tic-tac-toe from the empty board (value 0)")
    rows = [
        ("minimax", minimax(tree, trace=False)),
        ("alpha-beta, natural order", alphabeta(tree, trace=False)),
        ("alpha-beta, course heuristic order", alphabeta(tree, order=True, trace=False)),
        ("alpha-beta + transposition table", alphabeta(tree, order=True, memo=True, trace=False)),
    ]
    base = None
    for name, search in rows:
        start = time.perf_counter()
        result = run(search)
        elapsed = time.perf_counter() - start
        base = base or result.stats.leaves
        print(f"  {name:<36} value {value_text(result.value):>3}  {result.stats.leaves:>8,} leaves "
              f"(×{result.stats.leaves / base:.3f})  {result.stats.nodes:>8,} nodes  {elapsed:6.2f} s")
    print("  minimal tree: not defined by the formula (the tree is not uniform)\n")


FILES = {
    "Test_L3_R1": None,
    "Test_L2_R1": None,
    "Test_L2_R2": None,
    "Test_L1_R1": 100,
    "Test_L1_R2": 10,
    "Test_L1_R3": 0,
}


def connect4_table(data: Path, positions: int | None) -> None:
    print(f"Connect 4 (7 × 6), files from {data}")
    if not data.is_dir():
        print("  (no data: pass --data DIR with the Test_L* files)")
        return
    print(f"  {'file':<11} {'solved':>7} {'correct':>8} {'mean time':>11} {'mean nodes':>11} {'nodes/s':>9}")
    for name, default_count in FILES.items():
        path = data / name
        if not path.exists():
            continue
        count = positions if positions is not None else default_count
        lines = [line.split() for line in path.read_text().splitlines() if line.strip()]
        if count is not None:
            lines = lines[:count]
        if not lines:
            print(f"  {name:<11} {'(skipped: pass --positions N)':>48}")
            continue
        solver = Connect4Solver()
        correct = nodes = 0
        start = time.perf_counter()
        for moves, expected in lines:
            solver.table.clear()
            solver.nodes = 0
            correct += solver.solve(moves) == int(expected)
            nodes += solver.nodes
        elapsed = time.perf_counter() - start
        n = len(lines)
        print(f"  {name:<11} {n:>7,} {100 * correct / n:>7.1f}% {1000 * elapsed / n:>8.1f} ms "
              f"{nodes / n:>11,.0f} {nodes / elapsed:>9,.0f}")
    print("  targets: 100 % correct; Test_L3_R1 under 50 ms and Test_L2 files under 2 s per position")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5, help="random trees per size (default 5)")
    parser.add_argument("--max-leaves", type=float, default=2e7,
                        help="largest tree searched in natural order (default 2e7 leaves)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder of the Connect 4 files")
    parser.add_argument("--positions", type=int, default=None,
                        help="positions per Connect 4 file (default: all of L3 and L2, some of L1)")
    parser.add_argument("--skip-trees", action="store_true", help="only the Connect 4 part")
    args = parser.parse_args()
    if not args.skip_trees:
        uniform_table(args.seeds, args.max_leaves)
        tictactoe_table()
    connect4_table(args.data, args.positions)


if __name__ == "__main__":
    main()
