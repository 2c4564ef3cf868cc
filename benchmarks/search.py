"""Leaves visited by minimax, alpha-beta and the minimal tree; Connect 4 solved exactly.

1. Uniform random trees, branching b = 3…8 and depth d = 4…8: minimax visits
   all b^d leaves; alpha-beta in natural order; alpha-beta ordered by the
   heuristic; the last search of iterative deepening (previous best move
   first, then the heuristic); and the Knuth–Moore minimal tree
   b^⌈d/2⌉ + b^⌊d/2⌋ − 1. Leaf values follow the classic incremental model:
   each move adds a random amount to the score, and the heuristic of a node is
   the score so far. Counts are means over several seeds.
2. Tic-tac-toe from the empty board, with the course's heuristic for ordering.
3. More than two players: max^n with and without shallow pruning on random trees of
   vectors whose scores add up to 10, and Chinese checkers from the start of the
   standard three-player star: max^n and paranoid alpha-beta to depth 1, 2, 3
   (time, nodes, leaves), the whole tree drawn at depth 3 as the tree tab draws it.
4. Connect 4: for each benchmark file, % correct, mean time and nodes per
   position of the compiled kernel, beside Pascal Pons's C++ solver (cloned and
   built when git and g++ are here, else its stored figures) and the Python
   search on the first positions.
5. The Connect 4 opening book and *Score the Moves* after 0 to 4 moves
   (:mod:`connect4_book`, also run on its own for other positions).

0. Nodes per second of each game and algorithm beside a plain recursion, and whole commands beside
   a plain recursion counting tic-tac-toe's tree (:mod:`search_speed`).

Run: ``python benchmarks/search.py [--seeds N] [--data DIR] [--positions N] [--skip-trees]
[--skip-connect4] [--skip-book] [--skip-speeds] [--repeats N] [--book-seconds S] [--python-positions N]
[--pons-source URL_OR_FOLDER]``
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import connect4_book  # the sibling benchmarks (benchmarks/ is on the path of a script run from it)
import search_speed

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


def random_vectors(players: int, branching: int, depth: int, seed: int, total: int = 10) -> list:
    """A uniform tree of vectors (nested lists of tuples) whose scores are ≥ 0 and add up to ``total``."""
    import random

    rng = random.Random(seed)

    def node(level: int) -> object:
        if level == depth:
            cuts = sorted(rng.randint(0, total) for _ in range(players - 1))
            return tuple(b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True))
        return [node(level + 1) for _ in range(branching)]

    return node(0)  # type: ignore[return-value]


def players_table(seeds: int) -> None:
    from gameviz.core.search.maxn import maxn, paranoid
    from gameviz.core.search.tree import ExerciseNode, MultiGameTree, VectorTree

    def build(item: object) -> ExerciseNode:
        if isinstance(item, list):
            return ExerciseNode(children=[build(child) for child in item])
        return ExerciseNode(vector=item)  # type: ignore[arg-type]

    print("max^n on uniform random trees of vectors (scores ≥ 0 adding up to 10): leaves evaluated, "
          f"mean of {seeds} seeds")
    print(f"  {'players':>7} {'b':>2} {'d':>2} {'plain max^n':>12} {'shallow':>10} {'ratio':>7}")
    for players, branching, depth in ((3, 3, 4), (3, 4, 5), (3, 6, 5), (4, 4, 4), (6, 3, 6)):
        plain, pruned = [], []
        for seed in range(seeds):
            tree = VectorTree(build(random_vectors(players, branching, depth, seed)), players=players)
            plain.append(run(maxn(tree, trace=False)).stats.leaves)
            pruned.append(run(maxn(tree, shallow=10, trace=False)).stats.leaves)
        a, b = statistics.mean(plain), statistics.mean(pruned)
        print(f"  {players:>7} {branching:>2} {depth:>2} {a:>12,.0f} {b:>10,.0f} {b / a:>7.3f}")
    game = game_from_spec("chinesecheckers:players=3")
    print("\nChinese checkers, standard star (121 holes, 10 pegs each), three players, from the start")
    for name, search in (("max^n", lambda t, d: maxn(t, depth=d, trace=False)),
                         ("paranoid (alpha-beta for J1)", lambda t, d: paranoid(t, depth=d, trace=False))):
        for depth in (1, 2, 3):
            start = time.perf_counter()
            result = run(search(MultiGameTree(game), depth))
            elapsed = time.perf_counter() - start
            print(f"  {name:<28} depth {depth}  value {value_text(result.value):<18} "
                  f"{result.stats.nodes:>7,} nodes {result.stats.leaves:>7,} leaves  {elapsed * 1000:8.1f} ms")
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        drawn = subprocess.run([sys.executable, "-m", "gameviz", "tree", "chinesecheckers:players=3", "--algorithm",
                                "maxn", "--depth", "3", "-o", str(Path(folder) / "tree.svg")],
                               capture_output=True, text=True)
        elapsed = time.perf_counter() - start
    status = "drawn" if drawn.returncode == 0 else f"not drawn ({drawn.stderr.strip()})"
    print(f"  gameviz tree … --algorithm maxn --depth 3 -o tree.svg: {status} in {elapsed:.2f} s "
          "(the whole command: start, search, layout, picture of the levels that fit, as in the tree tab)\n")


FILES = {  # positions per file by default (None: all of them)
    "Test_L3_R1": None,
    "Test_L2_R1": None,
    "Test_L2_R2": None,
    "Test_L1_R1": 100,
    "Test_L1_R2": 100,
    "Test_L1_R3": 10,
}

#: Pascal Pons's solver, built from its public source when git and a C++ compiler are here.
PONS_SOURCE = "https://github.com/PascalPons/connect4"
PONS_CACHE = Path.home() / ".cache" / "gameviz-benchmarks" / "connect4-pons"
#: Its mean time per position when it cannot be built, measured on the first 200 positions of
#: each file (2026-11-24, the 2-core Linux machine of the project's CI, g++ 12 -O3).
PONS_STORED_MS = {"Test_L2_R2": 4.0, "Test_L1_R2": 115.8}


def pons_solver(source: str = PONS_SOURCE) -> Path | None:
    """The path of Pons's ``c4solver``, cloned (or copied from a local checkout) and built once;
    None without git, make or g++, or without the source."""
    binary = PONS_CACHE / "c4solver"
    if binary.exists():
        return binary
    if not all(shutil.which(tool) for tool in ("git", "make", "g++")):
        return None
    try:
        if not PONS_CACHE.exists():
            PONS_CACHE.parent.mkdir(parents=True, exist_ok=True)
            if Path(source).is_dir():
                shutil.copytree(source, PONS_CACHE)
            else:
                subprocess.run(["git", "clone", "-q", "--depth", "1", source, str(PONS_CACHE)], check=True,
                               timeout=120, capture_output=True)
        subprocess.run(["make", "-s", "-C", str(PONS_CACHE), "c4solver"], check=True, timeout=300,
                       capture_output=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return binary if binary.exists() else None


def time_pons(binary: Path, lines: list[list[str]]) -> tuple[float, int]:
    """Seconds to solve ``lines`` with Pons's solver in one process, and the number it got right."""
    text = "".join(moves + "\n" for moves, _ in lines)
    start = time.perf_counter()
    done = subprocess.run([str(binary)], input=text, capture_output=True, text=True, cwd=binary.parent, check=True)
    elapsed = time.perf_counter() - start
    scores = [line.split()[1] for line in done.stdout.splitlines() if line.strip()]
    return elapsed, sum(score == expected for score, (_, expected) in zip(scores, lines, strict=False))


def time_solver(solver: Connect4Solver, lines: list[list[str]]) -> tuple[float, int, int]:
    """Seconds to solve ``lines`` (the table kept from one position to the next, as Pons's main
    does), the number right, and the nodes searched."""
    solver.reset()
    correct = 0
    start = time.perf_counter()
    for moves, expected in lines:
        correct += solver.solve(moves) == int(expected)
    return time.perf_counter() - start, correct, solver.nodes


def connect4_table(data: Path, positions: int | None, python_positions: int, pons_source: str) -> None:
    print(f"Connect 4 (7 × 6), files from {data}")
    if not data.is_dir():
        print("  (no data: pass --data DIR with the Test_L* files)")
        return
    compiled, python = Connect4Solver(), Connect4Solver(compiled=False)
    compiled.solve("4455")  # compiles the kernel, or loads it from numba's cache
    pons = pons_solver(pons_source)
    print(f"  Pons's solver: {'built from ' + pons_source if pons else 'not built here: stored figures'} "
          "(its times include starting its process and its 64 MB table, once per file)")
    print(f"  {'file':<11} {'n':>5} {'correct':>8} {'kernel':>10} {'Pons':>10} {'×Pons':>6} {'nodes':>9} "
          f"{'nodes/s':>11} | {'Python n':>8} {'Python':>10} {'×kernel':>8} {'nodes':>9}")
    for name, default_count in FILES.items():
        path = data / name
        if not path.exists():
            continue
        count = positions if positions is not None else default_count
        lines = [line.split() for line in path.read_text().splitlines() if line.strip()]
        lines = lines[:count] if count is not None else lines
        if not lines:
            continue
        n = len(lines)
        seconds, correct, nodes = time_solver(compiled, lines)
        if pons is not None:
            pons_seconds, pons_correct = time_pons(pons, lines)
            pons_ms = 1000 * pons_seconds / n
            assert pons_correct == n, f"Pons's solver disagrees with {name}"
        else:
            pons_ms = PONS_STORED_MS.get(name, float("nan"))
        few = lines[:python_positions]
        py_seconds, py_correct, py_nodes = time_solver(python, few)
        kernel_few, _, kernel_nodes = time_solver(compiled, few)
        print(f"  {name:<11} {n:>5} {100 * correct / n:>7.1f}% {1000 * seconds / n:>7.2f} ms {pons_ms:>7.2f} ms "
              f"{1000 * seconds / n / pons_ms:>6.2f} {nodes / n:>9,.0f} {nodes / seconds:>11,.0f} | "
              f"{len(few):>8} {1000 * py_seconds / len(few):>7.1f} ms {py_seconds / kernel_few:>8.1f} "
              f"{py_nodes / len(few):>9,.0f} (kernel {kernel_nodes / len(few):,.0f})")
    print("  targets: 100 % correct; the kernel within ×3 of Pons's solver on Test_L2_R2 and Test_L1_R2,\n"
          "  with the same nodes as the Python search within 5 %")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5, help="random trees per size (default 5)")
    parser.add_argument("--max-leaves", type=float, default=2e7,
                        help="largest tree searched in natural order (default 2e7 leaves)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder of the Connect 4 files")
    parser.add_argument("--positions", type=int, default=None,
                        help="positions per Connect 4 file (default: all of L3 and L2, some of L1)")
    parser.add_argument("--python-positions", type=int, default=10,
                        help="positions per file also solved by the Python search, for the ratio (default 10)")
    parser.add_argument("--skip-trees", action="store_true", help="only the Connect 4 part")
    parser.add_argument("--skip-connect4", action="store_true", help="only the trees (two and more players)")
    parser.add_argument("--skip-book", action="store_true", help="without the opening book and Score the Moves")
    parser.add_argument("--skip-speeds", action="store_true",
                        help="without the nodes per second and the whole commands (search_speed.py)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each whole command (default 3)")
    parser.add_argument("--book-seconds", type=float, default=connect4_book.SECONDS,
                        help=f"Score the Moves' seconds per column (default {connect4_book.SECONDS:g})")
    parser.add_argument("--pons-source", default=PONS_SOURCE, metavar="URL_OR_FOLDER",
                        help="where to get Pons's solver: its git address (default) or a local checkout")
    args = parser.parse_args()
    if not args.skip_speeds:
        search_speed.speed_table()
        search_speed.command_table(args.repeats)
    if not args.skip_trees:
        uniform_table(args.seeds, args.max_leaves)
        tictactoe_table()
        players_table(args.seeds)
    if not args.skip_connect4:
        connect4_table(args.data, args.positions, args.python_positions, args.pons_source)
    if not args.skip_book:
        print()
        connect4_book.book_table(list(connect4_book.POSITIONS), args.book_seconds)


if __name__ == "__main__":
    main()
