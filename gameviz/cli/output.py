"""What the subcommands print: results on standard output, warnings and mistakes on standard
error, each line written here only."""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO

from gameviz.core.arena import Arena
from gameviz.core.errors import safe_message
from gameviz.core.symbols import counted


def warn(message: str) -> None:
    """``gameviz: warning: message`` on standard error."""
    print(f"gameviz: warning: {safe_message(message)}", file=sys.stderr)


def error(message: object) -> None:
    """``gameviz: error: message`` on standard error."""
    print(f"gameviz: error: {safe_message(str(message))}", file=sys.stderr)


def note(message: str) -> None:
    """``gameviz: message`` on standard error (a remark that is neither a result nor a mistake)."""
    print(f"gameviz: {safe_message(message)}", file=sys.stderr)


#: What a terminal would obey or hide in a result: controls but newline and tab, C1 controls,
#: zero-width and bidirectional marks, line separators, lone surrogates.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


class SafeOutput:
    """Standard output that writes what a terminal would obey as escapes (a vertex named
    ``ESC[2J`` prints ``\\x1b[2J`` instead of clearing the screen); the rest is the stream's."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(_UNSAFE.sub(_escape, text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


@contextlib.contextmanager
def safe_output() -> Iterator[None]:
    """Run with :class:`SafeOutput` as standard output."""
    stream = sys.stdout
    sys.stdout = SafeOutput(stream)
    try:
        yield
    finally:
        sys.stdout = stream


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


def streamed(parts: Iterable[str]) -> None:
    """A result written a part at a time, as it is made, then a newline: a large one is never whole in memory."""
    for part in parts:
        sys.stdout.write(part)
    sys.stdout.write("\n")
