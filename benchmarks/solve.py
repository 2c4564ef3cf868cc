"""The whole of ``gameviz solve SPEC --json`` beside a C++ parse-and-solve of the same edge list, and
``gameviz solve FILE --json`` on a large JSON arena beside Python's JSON module alone.

For each game, gameviz generates the arena from the rules, solves it and prints the JSON object
(one process: Python's start, the imports, generation, solving and writing). The C++ reference
(``solve_reference.cpp``, built with g++ -O2) reads the same arena as a text edge list with the
vertices' ids, builds its arrays, solves it the same way and prints the same JSON object; both outputs
are compared. Then a random arena of ``--file-moves`` moves (4 per vertex, cycles) is written as a JSON
file and solved by ``gameviz solve FILE --json``, beside a Python process that only reads the file with
the ``json`` module and writes an answer of the same size (gameviz's own, read beforehand, not timed).

Every time is the CPU time (user + system) of the process, the best of ``--repeats`` runs, the runs of
the two sides taken in turn. Goals: the games within ×3 of C++, the file within ×3 of the JSON module.

Run: ``python benchmarks/solve.py [--repeats N] [--file-moves N] [SPEC ...]``
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
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


#: The JSON module alone: read the arena file, then write an answer (read beforehand, its reading not
#: counted: the script prints the CPU time it took, which is taken off).
JSON_ALONE = r"""
import json, sys, time
started = time.process_time()
answer = json.load(open(sys.argv[2], encoding="utf-8"))
print(time.process_time() - started, file=sys.stderr)
with open(sys.argv[1], encoding="utf-8") as arena:
    json.load(arena)
sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
"""


def cpu_run(command: list[str]) -> tuple[float, str, str]:
    """The CPU time (user + system) of one run of ``command``, and what it printed on its two outputs."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        process = subprocess.Popen(command, stdout=out, stderr=err, text=True)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if process.returncode:
            raise RuntimeError(f"{command} failed: {err.read()[-2000:]}")
        return usage.ru_utime + usage.ru_stime, out.read(), err.read()


def best_runs(commands: list[list[str]], repeats: int) -> list[tuple[float, str, str]]:
    """For each command, its fastest run (CPU time) of ``repeats``, the commands run in turn."""
    best: list[tuple[float, str, str]] = [(float("inf"), "", "")] * len(commands)
    for _ in range(repeats):
        for i, command in enumerate(commands):
            run = cpu_run(command)
            best[i] = min(best[i], run, key=lambda r: r[0])
    return best


def games(specs: list[str], repeats: int, gameviz: list[str], folder: Path) -> None:
    """The games' table: gameviz from the rules beside the C++ reference on the edge list."""
    compiler = shutil.which("g++")
    binary = folder / "solve_reference"
    if compiler is not None:
        subprocess.run([compiler, "-O2", "-std=c++17", "-o", str(binary), str(REFERENCE)], check=True)
    else:
        print("g++ not found: no C++ reference")
    print(f"{'game':<24} {'vertices':>9} {'moves':>10} {'edge list':>10} {'gameviz':>9} {'C++':>9} {'ratio':>7}")
    for spec in specs:
        arena = arena_from_spec(spec, limit=10**7)
        cells = [f"{spec:<24} {len(arena):>9,} {arena.edge_count():>10,}"]
        if compiler is None:
            (ours, _, _), = best_runs([[*gameviz, spec, "--json"]], repeats)
            print(*cells, f"{'':>10} {ours:8.2f}s")
            continue
        edges = folder / "arena.txt"
        write_edge_list(arena, edges)
        (ours, printed, _), (theirs, reference, _) = best_runs([[*gameviz, spec, "--json"], [str(binary), str(edges)]],
                                                                repeats)
        same = json.loads(printed) == json.loads(reference)
        print(*cells, f"{edges.stat().st_size / 1e6:8.1f}MB {ours:8.2f}s {theirs:8.2f}s ×{ours / theirs:5.1f}"
              + ("" if same else "  (the outputs differ!)"))


def json_file(moves: int, repeats: int, gameviz: list[str], folder: Path) -> None:
    """The file's line: gameviz reading, solving and answering beside the JSON module reading and writing."""
    sys.path.insert(0, str(Path(__file__).parent))
    from attractor import random_arena

    from gameviz.io import write_arena

    path = folder / "random.json"
    arena = random_arena(moves)
    write_arena(arena, path)
    answer = folder / "answer.json"
    answer.write_text(cpu_run([*gameviz, str(path), "--json"])[1], encoding="utf-8")
    (ours, _, _), (theirs, _, answer_read) = best_runs(
        [[*gameviz, str(path), "--json"], [sys.executable, "-c", JSON_ALONE, str(path), str(answer)]], repeats)
    theirs -= float(answer_read)
    print(f"\n{'JSON file':<24} {'vertices':>9} {'moves':>10} {'file':>10} {'gameviz':>9} {'json':>9} {'ratio':>7}")
    print(f"{'random, 4 moves a vertex':<24} {len(arena):>9,} {arena.edge_count():>10,} "
          f"{path.stat().st_size / 1e6:8.1f}MB {ours:8.2f}s {theirs:8.2f}s ×{ours / theirs:5.1f}")
    print(f"{'(the answer':<24} {answer.stat().st_size / 1e6:>30.1f}MB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="*", default=SPECS, help=f"games (default: {' '.join(SPECS)})")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each command (default 3)")
    parser.add_argument("--file-moves", type=int, default=10**6, help="moves of the random JSON file (default 10⁶; "
                        "0: no file)")
    args = parser.parse_args()
    gameviz = [sys.executable, "-m", "gameviz", "solve"]
    with tempfile.TemporaryDirectory() as name:
        games(args.specs, args.repeats, gameviz, Path(name))
        if args.file_moves:
            json_file(args.file_moves, args.repeats, gameviz, Path(name))


if __name__ == "__main__":
    main()
