"""How the attractor computation scales: Python, packed, compiled, C++, and the definition.

Prints, for arenas from 10³ to 10⁶ edges, the time of one player's attractor
with all its steps: the linear algorithm in Python (steps as objects), the same
over the packed arena walked in Python and NumPy, and compiled with numba (the
packing, done once per edit, is timed apart),
a C++ counter attractor over the same arrays (``attractor_reference.cpp``,
built with g++ when present), the speed of each in vertices + edges per
second, the compiled speed as a fraction of C++'s, the growth of the compiled
time when the edges grow ×10 (linear means ×10), and the time of the quadratic
fixpoint definition while it stays under a budget. Three families:

- ``sticks``: the stick game with take 1-3, a deep arena (one step per 2
  sticks), where the definition rescans the whole arena at every step;
- ``nim``: Nim with three equal heaps, a game arena numbered in the order a
  breadth-first exploration meets its positions, as every generated arena is;
- ``random``: random arenas with 4 moves per vertex on average, cycles allowed,
  numbered at random: the worst case for the memory caches.

Then the whole tic-tac-toe arena is generated and solved (target: under 1 s).

Run: ``python benchmarks/attractor.py [--budget SECONDS]``
"""

from __future__ import annotations

import argparse
import math
import random
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

from gameviz.core.arena import Arena
from gameviz.core.attractor import attractor, attractor_by_definition
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec
from gameviz.games.sticks import sticks_arena


def random_arena(edges: int, seed: int = 1) -> Arena:
    """A random arena with ``edges`` moves and edges/4 vertices."""
    rng = random.Random(seed)
    n = max(2, edges // 4)
    arena = Arena()
    for v in range(n):
        arena.add_vertex(v, rng.choice((1, 2)))
    added = 0
    while added < edges:
        if arena.add_edge(rng.randrange(n), rng.randrange(n)):
            added += 1
    for v in rng.sample(range(n), max(1, n // 50)):
        arena.set_target(v, rng.choice((1, 2)))
    return arena


def sticks_with_edges(edges: int) -> Arena:
    """The stick game (take 1-3) with about ``edges`` moves."""
    return sticks_arena(max(3, edges // 6 + 1), (1, 2, 3), "loses")


def nim_with_edges(edges: int) -> Arena:
    """Nim with three heaps of h sticks, h chosen so that the arena has about ``edges`` moves."""
    h = min(range(1, 60), key=lambda h: abs(3 * h * (h + 1) ** 3 - edges))
    return arena_from_spec(f"nim:heaps={h}/{h}/{h}", limit=10**7)


def timed(function, *args):
    start = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - start, result


def best_of(repeats: int, function, *args) -> float:
    return min(timed(function, *args)[0] for _ in range(repeats))


REFERENCE = Path(__file__).with_name("attractor_reference.cpp")


def build_reference(folder: Path) -> Path | None:
    """The C++ reference compiled with g++ -O2 into ``folder``, or None without g++."""
    compiler = shutil.which("g++")
    if compiler is None:
        return None
    binary = folder / "attractor_reference"
    subprocess.run([compiler, "-O2", "-std=c++17", "-o", str(binary), str(REFERENCE)], check=True)
    return binary


def reference_time(binary: Path, arena: Arena, player: int, repeats: int, folder: Path) -> tuple[float, int]:
    """The C++ attractor's best time in seconds on ``arena`` (packed as gameviz packs it), and its size."""
    packed = arena.packed()
    path = folder / "arena.bin"
    with path.open("wb") as out:
        seeds = packed.targets[player]
        for part in (np.array([len(packed.owner), len(packed.succ_idx)], dtype="<i8"), packed.owner, packed.target,
                     packed.succ_ptr.astype("<i8"), packed.succ_idx.astype("<i4"),
                     np.array([len(seeds)], dtype="<i8"), seeds.astype("<i4"),
                     np.array([player, repeats], dtype="<i8")):
            out.write(part.tobytes())
    best, size = subprocess.run([str(binary), str(path)], capture_output=True, text=True, check=True).stdout.split()
    return int(best) / 1e9, int(size)


def table(name: str, build, budget: float, binary: Path | None, folder: Path) -> None:
    print(f"\n{name}")
    print(f"{'edges':>10} {'vertices':>9} {'steps':>7} {'packing':>9} {'python':>9} {'packed':>9} {'compiled':>9} {'C++':>9} "
          f"{'(V+E)/s compiled':>17} {'C++':>13} {'of C++':>7} {'growth':>7} {'definition':>12}")
    previous = None
    previous_definition = None
    fixpoint_alive = True
    for exponent in range(3, 7):
        arena = build(10**exponent)
        edges = arena.edge_count()
        size = len(arena) + edges
        repeats = 5 if edges <= 100_000 else 2
        packing, _ = timed(arena.packed)
        python = best_of(repeats, lambda a=arena: attractor(a, 1, engine="steps"))
        packed = best_of(repeats, lambda a=arena: attractor(a, 1, engine="packed"))
        compiled = best_of(repeats * 4, lambda a=arena: attractor(a, 1, engine="compiled"))
        result = attractor(arena, 1, engine="compiled")
        cpp_text, cpp_speed, share = "", "", ""
        if binary is not None:
            cpp, cpp_size = reference_time(binary, arena, 1, repeats * 4, folder)
            assert cpp_size == len(result.rank), "the C++ reference found another attractor"
            cpp_text = f"{cpp * 1000:7.2f}ms"
            cpp_speed = f"{size / cpp:13,.0f}"
            share = f"1/{compiled / cpp:.1f}" if compiled > cpp else f"×{cpp / compiled:.1f}"
        growth = ""
        if previous:
            # the growth of the time for ×10 edges, whatever the actual size ratio
            growth = f"×{(compiled / previous[0]) ** (1 / math.log10(size / previous[1])):.1f}"
        previous = (compiled, size)
        definition = ""
        if fixpoint_alive:
            elapsed, _ = timed(attractor_by_definition, arena, 1)
            definition = f"{elapsed * 1000:10.1f} ms"
            ratio = elapsed / previous_definition if previous_definition else 100.0
            fixpoint_alive = elapsed * max(ratio, 10.0) < budget
            previous_definition = elapsed
        else:
            definition = "(skipped)"
        print(f"{edges:>10,} {len(arena):>9,} {result.last_index + 1:>7,} {packing * 1000:7.1f}ms "
              f"{python * 1000:7.1f}ms {packed * 1000:7.1f}ms {compiled * 1000:7.2f}ms {cpp_text:>9} {size / compiled:>17,.0f} "
              f"{cpp_speed:>13} {share:>7} {growth:>7} {definition:>12}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=30.0,
                        help="longest run of the definition, in seconds (default 30)")
    args = parser.parse_args()
    attractor(sticks_arena(3), 1, engine="compiled")  # compile the kernel, or load it from the cache
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        binary = build_reference(folder)
        if binary is None:
            print("g++ not found: no C++ reference")
        table("sticks (take 1-3): deep arenas", sticks_with_edges, args.budget, binary, folder)
        table("nim with three equal heaps: a game arena", nim_with_edges, args.budget, binary, folder)
        table("random arenas (4 moves per vertex, cycles, random numbering)", random_arena, args.budget, binary,
              folder)
    start = time.perf_counter()
    arena = arena_from_spec("tictactoe")
    generated = time.perf_counter()
    solution = solve(arena)
    solved = time.perf_counter()
    winner = solution.outcome_at(arena.start).winner
    print(f"\ntic-tac-toe: {len(arena):,} positions, {arena.edge_count():,} moves; generated in "
          f"{(generated - start) * 1000:.0f} ms, solved in {(solved - generated) * 1000:.0f} ms, "
          f"total {(solved - start) * 1000:.0f} ms (target < 1000 ms); "
          f"value from the start: {'draw' if winner is None else winner}")


if __name__ == "__main__":
    main()
