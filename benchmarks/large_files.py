"""``gameviz solve FILE`` (its report, then ``--json``) on the largest native JSON file the limits allow,
beside Python's JSON module only reading that file; then a large DOT file as gameviz writes it, read by the
fast path and by the general parser.

The file holds ``--vertices`` vertices (6.8 million by default, written compactly so that it stays within the
200 MB a file may have; each vertex of player 1 or 2) and ``--moves`` moves of a path through the first of
them, a target of each player at its end: a long path makes as many attractor steps as moves, and the other
vertices are draws, so that the report names every vertex once. Every time is the CPU time (user + system)
of the whole process, the best of ``--repeats`` runs, the commands run in turn. Goal: each answer within
10 s of CPU, the budget of a file of the documented size.

The DOT file is ``--dot-game``'s arena (the stick game of 100,000 sticks: 26.5 MB) written by gameviz; its
reading alone is timed in this process (CPU time), as written, then with a comment after its first line,
which sends it to the general parser. Goal: about a second per 10 MB.

Run: ``python benchmarks/large_files.py [--vertices N] [--moves N] [--repeats N] [--dot-game SPEC]``
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from solve import best_runs  # noqa: E402  (a script beside this one)

from gameviz.games import arena_from_spec  # noqa: E402
from gameviz.io import write_arena  # noqa: E402
from gameviz.io.dot import arena_from_dot  # noqa: E402

#: The CPU time an answer may take on a file of the documented size.
BUDGET = 10.0


def base36(number: int) -> str:
    """A short id: ``number`` in base 36."""
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        number, digit = divmod(number, 36)
        text = digits[digit] + text
        if not number:
            return text


def write_file(path: Path, vertices: int, moves: int) -> None:
    """The arena file: ``vertices`` vertices, a path of ``moves`` moves through the first ones."""
    ids = [base36(i) for i in range(vertices)]
    with path.open("w", encoding="utf-8") as file:
        file.write('{"format":"gameviz-arena","version":1,"vertices":[')
        file.write(",".join(f'{{"id":"{vid}","player":{1 + i % 2}}}' for i, vid in enumerate(ids)))
        file.write('],"edges":[')
        file.write(",".join(f'["{ids[i]}","{ids[i + 1]}"]' for i in range(moves)))
        file.write(f'],"targets":{{"1":["{ids[moves]}"],"2":["{ids[moves + 1]}"]}},"start":"{ids[0]}"}}')


def dot_reading(spec: str, folder: Path) -> None:
    """The DOT file's line: its reading as gameviz writes it, and by the general parser."""
    path = folder / "large.dot"
    write_arena(arena_from_spec(spec, limit=10**7), path)
    text = path.read_text(encoding="utf-8")
    first, rest = text.split("\n", 1)
    seconds = []
    for written in (text, first + " // read by the general parser\n" + rest):
        started = time.process_time()
        arena = arena_from_dot(written, str(path))
        seconds.append(time.process_time() - started)
    megabytes = len(text.encode("utf-8")) / 1e6
    print(f"\nDOT of {spec} ({len(arena):,} vertices, {arena.edge_count():,} moves): {megabytes:.1f} MB")
    print(f"  as gameviz writes it {seconds[0]:6.2f}s ({seconds[0] * 10 / megabytes:.2f} s per 10 MB); "
          f"general parser {seconds[1]:6.2f}s; ×{seconds[1] / seconds[0]:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vertices", type=int, default=6_800_000, help="vertices of the file (default 6,800,000)")
    parser.add_argument("--moves", type=int, default=600_000, help="moves of its path (default 600,000)")
    parser.add_argument("--repeats", type=int, default=2, help="runs of each command (default 2)")
    parser.add_argument("--dot-game", default="sticks:n=100000", help="the DOT file's game (default sticks:n=100000)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "large.json"
        write_file(path, args.vertices, args.moves)
        commands = {
            "gameviz solve FILE": [sys.executable, "-m", "gameviz", "solve", str(path)],
            "gameviz solve FILE --json": [sys.executable, "-m", "gameviz", "solve", str(path), "--json"],
            "json.load(FILE) alone": [sys.executable, "-c", f"import json; json.load(open({str(path)!r}))"],
        }
        runs = best_runs(list(commands.values()), args.repeats)
        print(f"{args.vertices:,} vertices, {args.moves:,} moves: {path.stat().st_size / 1e6:.1f} MB")
        print(f"{'command':<28} {'CPU':>8} {'÷ budget':>9} {'÷ json':>7} {'output':>9}")
        reading = runs[-1][0]
        for (what, _), (cpu, printed, _) in zip(commands.items(), runs, strict=True):
            print(f"{what:<28} {cpu:7.2f}s {cpu / BUDGET:8.2f} ×{cpu / reading:5.1f} {len(printed) / 1e6:7.1f}MB")
        dot_reading(args.dot_game, Path(name))


if __name__ == "__main__":
    main()
