"""What the subcommands print: results on standard output, warnings and mistakes on standard
error, each line written here only."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from gameviz.core.arena import Arena
from gameviz.core.symbols import counted


def warn(message: str) -> None:
    """``gameviz: warning: message`` on standard error."""
    print(f"gameviz: warning: {message}", file=sys.stderr)


def error(message: object) -> None:
    """``gameviz: error: message`` on standard error."""
    print(f"gameviz: error: {message}", file=sys.stderr)


def note(message: str) -> None:
    """``gameviz: message`` on standard error (a remark that is neither a result nor a mistake)."""
    print(f"gameviz: {message}", file=sys.stderr)


def arena_warnings(arena: Arena) -> None:
    """The arena's validation warnings (dangling edges, non-bipartite moves…), one line each."""
    for warning in arena.warnings():
        warn(warning)


def arena_written(path: str, arena: Arena) -> None:
    """The summary line of an arena written to ``path``: its file, vertices and moves."""
    print(f"{path}: {counted(len(arena), 'vertex', 'vertices')}, {counted(arena.edge_count(), 'move')}")


def paths(written: Iterable[str | Path], *, stderr: bool = False) -> None:
    """The files written, one a line (on standard error when standard output carries the result)."""
    for path in written:
        print(path, file=sys.stderr if stderr else sys.stdout)


def text(lines: str) -> None:
    """A report, as it is."""
    print(lines)
