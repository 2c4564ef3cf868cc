"""How the attractor computation scales: linear algorithm against the definition.

Prints, for arenas from 10³ to 10⁶ edges, the time of the linear algorithm
(one player's attractor, with all its steps), edges per second, the growth of
the time when the edges grow ×10 (linear means ×10), and the time of the
quadratic fixpoint definition while it stays under a budget. Two families:

- ``sticks``: the stick game with take 1-3, a deep arena (one step per 2
  sticks), where the definition rescans the whole arena at every step;
- ``nim``: Nim with three equal heaps, a game arena numbered in the order a
  breadth-first exploration meets its positions, as every generated arena is;
- ``random``: random arenas with 4 moves per vertex on average, cycles allowed,
  numbered at random: the worst case for the memory caches.

The ``scanned`` column counts the moves the algorithm looks at (the
predecessor lists of the attractor), to separate the work, which grows
linearly, from the cost of each memory access, which grows when the arena
outgrows the processor's caches.

Then the whole tic-tac-toe arena is generated and solved (target: under 1 s).

Run: ``python benchmarks/attractor.py [--budget SECONDS]``
"""

from __future__ import annotations

import argparse
import math
import random
import time

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


def scanned(arena: Arena, rank) -> int:
    """Moves looked at: the predecessors of every vertex of the attractor."""
    pred = arena.indexed().pred
    index = arena.indexed().index
    return sum(len(pred[index[v]]) for v in rank)


def timed(function, *args):
    start = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - start, result


def best_of(repeats: int, function, *args) -> float:
    return min(timed(function, *args)[0] for _ in range(repeats))


def table(name: str, build, budget: float) -> None:
    print(f"\n{name}")
    print(f"{'edges':>10} {'vertices':>9} {'steps':>7} {'scanned':>9} {'linear':>10} "
          f"{'edges/s':>12} {'growth':>7} {'definition':>12} {'speed-up':>9}")
    previous = None
    previous_definition = None
    fixpoint_alive = True
    for exponent in range(3, 7):
        arena = build(10**exponent)
        edges = arena.edge_count()
        repeats = 5 if edges <= 100_000 else 2
        linear = best_of(repeats, attractor, arena, 1)
        result = attractor(arena, 1)
        growth = ""
        if previous:
            # the growth of the time for ×10 edges, whatever the actual size ratio
            growth = f"×{(linear / previous[0]) ** (1 / math.log10(edges / previous[1])):.1f}"
        previous = (linear, edges)
        definition = ""
        speedup = ""
        if fixpoint_alive:
            elapsed, _ = timed(attractor_by_definition, arena, 1)
            definition = f"{elapsed * 1000:10.1f} ms"
            speedup = f"×{elapsed / linear:.0f}"
            ratio = elapsed / previous_definition if previous_definition else 100.0
            fixpoint_alive = elapsed * max(ratio, 10.0) < budget
            previous_definition = elapsed
        else:
            definition = "(skipped)"
        print(f"{edges:>10,} {len(arena):>9,} {result.last_index + 1:>7,} "
              f"{scanned(arena, result.rank):>9,} {linear * 1000:8.1f} ms "
              f"{edges / linear:>12,.0f} {growth:>7} {definition:>12} {speedup:>9}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=30.0,
                        help="longest run of the definition, in seconds (default 30)")
    args = parser.parse_args()
    table("sticks (take 1-3): deep arenas", sticks_with_edges, args.budget)
    table("nim with three equal heaps: a game arena", nim_with_edges, args.budget)
    table("random arenas (4 moves per vertex, cycles, random numbering)", random_arena, args.budget)
    start = time.perf_counter()
    arena = arena_from_spec("tictactoe")
    generated = time.perf_counter()
    solution = solve(arena)
    solved = time.perf_counter()
    print(f"\ntic-tac-toe: {len(arena):,} positions, {arena.edge_count():,} moves; generated in "
          f"{(generated - start) * 1000:.0f} ms, solved in {(solved - generated) * 1000:.0f} ms, "
          f"total {(solved - start) * 1000:.0f} ms (target < 1000 ms); "
          f"value from the start: {'draw' if solution.winner == 0 else solution.winner}")


if __name__ == "__main__":
    main()
