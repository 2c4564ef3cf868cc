"""The whole of ``gameviz solve SPEC --json`` beside a C++ parse-and-solve of the same edge list.

For each game, gameviz generates the arena from the rules, solves it and prints the JSON object
(one process, timed from the command line: Python's start, the imports, generation, solving and
writing). The C++ reference (``solve_reference.cpp``, built with g++ -O2) reads the same arena as a
text edge list with the vertices' ids, builds its arrays, solves it the same way and prints the same
JSON object; both outputs are compared. Prints the best of ``--repeats`` runs of each and the ratio
(goal for ``nim:heaps=23/23/23``: gameviz within ×2).

Run: ``python benchmarks/solve.py [--repeats N] [SPEC ...]``
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from gameviz.core.arena import Arena
from gameviz.games import arena_from_spec

REFERENCE = Path(__file__).with_name("solve_reference.cpp")
SPECS = ("nim:heaps=23/23/23", "sticks:n=100000", "tictactoe", "chomp:rows=4,cols=7")


def write_edge_list(arena: Arena, path: Path) -> None:
    """The arena as the reference reads it: vertices (id, owner, target), moves, start."""
    lines = [f"V {len(arena)}"]
    lines += [f"{arena.id(v)}\t{arena.player(v)}\t{arena.target_of(v) or 0}" for v in arena]
    lines.append(f"E {arena.edge_count()}")
    lines += [f"{arena.id(s)}\t{arena.id(t)}" for s, t in arena.edges()]
    lines.append(f"S {arena.id(arena.start)}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def best_run(command: list[str], repeats: int) -> tuple[float, str]:
    """The shortest wall time of ``command`` over ``repeats`` runs, and what it printed."""
    best, output = float("inf"), ""
    for _ in range(repeats):
        start = time.perf_counter()
        output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
        best = min(best, time.perf_counter() - start)
    return best, output


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="*", default=SPECS, help=f"games (default: {' '.join(SPECS)})")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each command (default 3)")
    args = parser.parse_args()
    compiler = shutil.which("g++")
    gameviz = [sys.executable, "-m", "gameviz", "solve"]
    print(f"{'game':<24} {'vertices':>9} {'moves':>10} {'edge list':>10} {'gameviz':>9} {'C++':>9} {'ratio':>7}")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        binary = folder / "solve_reference"
        if compiler is not None:
            subprocess.run([compiler, "-O2", "-std=c++17", "-o", str(binary), str(REFERENCE)], check=True)
        else:
            print("g++ not found: no C++ reference")
        for spec in args.specs:
            arena = arena_from_spec(spec, limit=10**7)
            ours, printed = best_run([*gameviz, spec, "--json"], args.repeats)
            cells = [f"{spec:<24} {len(arena):>9,} {arena.edge_count():>10,}"]
            if compiler is None:
                print(*cells, f"{'':>10} {ours:8.2f}s")
                continue
            edges = folder / "arena.txt"
            write_edge_list(arena, edges)
            theirs, reference = best_run([str(binary), str(edges)], args.repeats)
            same = json.loads(printed) == json.loads(reference)
            print(*cells, f"{edges.stat().st_size / 1e6:8.1f}MB {ours:8.2f}s {theirs:8.2f}s ×{ours / theirs:5.1f}"
                  + ("" if same else "  (the outputs differ!)"))


if __name__ == "__main__":
    main()
