"""The CPU time of short command lines, whole (Python's start, the imports, the work, the output), beside
Python's start alone and beside the import of Qt that the command line leaves out.

For each command (``python -m gameviz …``), the best of ``--repeats`` runs of the CPU time (user and system)
the process took, and its ratio to ``python -c pass``; ``gameviz solve sticks`` has a budget of 0.2 s. Each
command also says which of PySide6, shiboken6, pygraphviz, numba and python-chess it imports (none, for these;
``tests/cli/test_imports.py`` checks it). Unix only (the CPU time of a child process).

Run: ``python benchmarks/start.py [--repeats N]``
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys

#: The commands timed, as ``gameviz`` is given them.
COMMANDS = (
    ["solve", "sticks"],
    ["solve", "sticks", "--lang", "fr"],
    ["tree", "[[3,12,8],[2,4,6],[14,5,2]]"],
    ["games"],
    ["--help"],
)
#: What a command that draws nothing, plays no chess and solves no Connect 4 exactly should not import.
HEAVY = ("PySide6", "shiboken6", "pygraphviz", "numba", "chess")
#: ``gameviz solve sticks``'s budget of CPU time, in seconds.
BUDGET = 0.2

#: Runs ``gameviz`` with the arguments given, then prints which heavy modules it imported.
HEAVY_IMPORTS = """
import contextlib, io, sys
from gameviz.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    try:
        main(sys.argv[1:])
    except SystemExit:
        pass
print(" ".join(name for name in {heavy!r} if name in sys.modules))
"""


def cpu_seconds(command: list[str]) -> float:
    """The CPU time (user and system) one run of ``command`` took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def best(command: list[str], repeats: int) -> float:
    """The least CPU time of ``repeats`` runs of ``command``."""
    return min(cpu_seconds(command) for _ in range(repeats))


def heavy_imports(arguments: list[str]) -> str:
    """The heavy modules ``gameviz`` imports for ``arguments``."""
    return subprocess.run([sys.executable, "-c", HEAVY_IMPORTS.format(heavy=HEAVY), *arguments], capture_output=True,
                          text=True, check=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7, help="runs of each command (default 7)")
    args = parser.parse_args()
    python = sys.executable
    bare = best([python, "-c", "pass"], args.repeats)
    qt = best([python, "-c", "import PySide6.QtGui"], args.repeats)
    print(f"{'command':<44} {'CPU s':>7} {'× python':>9}  heavy imports")
    print(f"{'python -c pass':<44} {bare:7.3f} {1:9.1f}")
    print(f"{'python -c import PySide6.QtGui':<44} {qt:7.3f} {qt / bare:9.1f}")
    for arguments in COMMANDS:
        seconds = best([python, "-m", "gameviz", *arguments], args.repeats)
        name = "gameviz " + " ".join(arguments)
        print(f"{name:<44} {seconds:7.3f} {seconds / bare:9.1f}  {heavy_imports(arguments) or 'none'}")
        if arguments == ["solve", "sticks"]:
            verdict = "within" if seconds <= BUDGET else "OVER"
            print(f"{'':<44} {verdict} its budget of {BUDGET} s")


if __name__ == "__main__":
    main()
