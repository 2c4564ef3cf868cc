"""What the subcommands print: results on standard output, warnings and mistakes on standard
error, each line written here only, through one writer that says in one line a stream that cannot
be used."""

from __future__ import annotations

import codecs
import contextlib
import os
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO

from gameviz.core.arena import Arena
from gameviz.core.ascii_forms import ASCII_FORMS, ASCII_MESSAGES
from gameviz.core.errors import InputError, safe_message
from gameviz.core.symbols import counted
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated


def warn(message: str) -> None:
    """``gameviz: warning: message`` on standard error."""
    _say(f"gameviz: warning: {safe_message(message)}")


#: The word before a mistake's message (``gameviz: error: …``, in French ``gameviz: erreur : …``).
ERROR = QT_TRANSLATE_NOOP("errors", "gameviz: error: {message}")


def error(message: object, tr: Translate = untranslated) -> None:
    """``gameviz: error: message`` on standard error; an input error said in the language of ``tr``
    (:meth:`~gameviz.core.errors.InputError.translated`)."""
    text = message.translated(tr) if isinstance(message, InputError) else safe_message(str(message))
    _say(tr(ERROR).format(message=text))


def note(message: str) -> None:
    """``gameviz: message`` on standard error (a remark that is neither a result nor a mistake)."""
    _say(f"gameviz: {safe_message(message)}")


def _say(line: str) -> None:
    """``line`` on standard error; when standard error itself cannot be written (closed, full), nothing:
    the exit status still tells."""
    if sys.stderr is None:  # print would write to standard output instead
        return
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError, StreamError):
        silence(sys.stderr)


#: What a terminal would obey or hide in a result: controls but newline and tab, C1 controls,
#: zero-width and bidirectional marks, line separators, lone surrogates.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")
#: The characters of ASCII that are safe, to find the others in an ASCII text faster than a search can.
_SAFE_ASCII = bytes([9, 10, *range(0x20, 0x7F)])


def _safe(text: str) -> str:
    """``text`` with what :data:`_UNSAFE` matches escaped."""
    if text.isascii() and not text.encode("ascii").translate(None, _SAFE_ASCII):
        return text  # (a large JSON answer: its parts are ASCII, mostly)
    return _UNSAFE.sub(_escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


class StreamError(InputError, OSError):
    """Standard input or output cannot be used: closed, full, or failing. An :class:`OSError` too, so that
    what tolerates a failed write (Python's warnings, logging, argparse) tolerates this one."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.strerror = reason


class SafeOutput:
    """The writer of every line a command prints, on standard output or standard error.

    It writes what a terminal would obey as escapes (a vertex named ``ESC[2J`` prints ``\\x1b[2J``
    instead of clearing the screen), and what the stream's encoding cannot hold in its ASCII form
    (``A¹₂`` → ``A1_2``, ``→`` → ``->``: :mod:`gameviz.core.ascii_forms`; ``forms`` names the codec
    error handler, the messages' one for standard error). A stream that cannot be
    written (closed, a full disk, an I/O error) raises :class:`StreamError`, which the command line
    says in one line; a closed pipe raises :class:`BrokenPipeError`, for a quiet exit.
    """

    def __init__(self, stream: TextIO | None, name: str, forms: str = ASCII_FORMS) -> None:
        self.stream = stream
        self.name = name
        self.forms = forms
        #: the first failure, kept: code that tolerates a failed write (argparse) does not hide it
        self.failure: StreamError | None = None
        encoding = getattr(stream, "encoding", None) or "utf-8"
        self.encoding = None if codecs.lookup(encoding).name == "utf-8" else encoding

    def write(self, text: str) -> int:
        written = _safe(text)
        if self.encoding is not None:
            written = written.encode(self.encoding, self.forms).decode(self.encoding)
        with self._failing("write"):
            self._open().write(written)
        return len(text)

    def flush(self) -> None:
        if self.stream is not None:
            with self._failing("write"):
                self.stream.flush()

    def _open(self) -> TextIO:
        if self.stream is None:
            closed = QT_TRANSLATE_NOOP("errors", "cannot write: {stream} is closed")
            raise self._failed(StreamError(Sentence(closed, stream=self.name)))
        return self.stream

    def _failed(self, failure: StreamError) -> StreamError:
        """``failure``, kept as the stream's first one."""
        self.failure = self.failure or failure
        return failure

    @contextlib.contextmanager
    def _failing(self, doing: str) -> Iterator[None]:
        """Turn the stream's failures into :class:`StreamError` (a closed pipe stays itself)."""
        try:
            yield
        except (BrokenPipeError, StreamError):
            raise
        except (OSError, ValueError) as failure:  # ValueError: the stream was closed from within
            reason = failure.strerror if isinstance(failure, OSError) and failure.strerror else str(failure)
            raise self._failed(StreamError(Sentence(FAILING[doing], stream=self.name, why=reason))) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._open(), name)


#: Standard input closed, and a stream failing as it is written, flushed or read.
STDIN_CLOSED = QT_TRANSLATE_NOOP("errors", "cannot read: standard input is closed")
FAILING = {"write": QT_TRANSLATE_NOOP("errors", "cannot write {stream} ({why})"),
           "flush": QT_TRANSLATE_NOOP("errors", "cannot flush {stream} ({why})"),
           "read": QT_TRANSLATE_NOOP("errors", "cannot read {stream} ({why})")}


class ClosedInput:
    """Standard input when the process was started without one (``<&-``): reading it is a mistake said
    in one line."""

    def __getattr__(self, name: str) -> Any:
        raise StreamError(Sentence(STDIN_CLOSED))

    def __iter__(self) -> Iterator[str]:
        raise StreamError(Sentence(STDIN_CLOSED))


@contextlib.contextmanager
def safe_output() -> Iterator[None]:
    """Run with :class:`SafeOutput` as standard output and standard error (and :class:`ClosedInput`
    for a closed standard input); what is left in their buffers is written when the block ends, and
    a stream that fails then is pointed at the null device, so that Python's exit does not fail on it."""
    _fill_closed_descriptors()
    streams = sys.stdin, sys.stdout, sys.stderr
    sys.stdout = SafeOutput(sys.stdout, Sentence(QT_TRANSLATE_NOOP("errors", "standard output")))
    sys.stderr = SafeOutput(sys.stderr, Sentence(QT_TRANSLATE_NOOP("errors", "standard error")), ASCII_MESSAGES)
    if sys.stdin is None:
        sys.stdin = ClosedInput()
    try:
        yield
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, StreamError):  # said already, or nothing left to say it on: the status tells
                silence(stream)
        sys.stdin, sys.stdout, sys.stderr = streams


def unwritten() -> StreamError | None:
    """Why standard output could not be written, if it could not (even where the failure was caught)."""
    return getattr(sys.stdout, "failure", None)


def _fill_closed_descriptors() -> None:
    """Open the null device on descriptors 0, 1 and 2 where they are closed, so that no file gameviz
    opens takes their number (where Qt or a library would print into it)."""
    for descriptor in (0, 1, 2):
        try:
            os.fstat(descriptor)
        except OSError:
            opened = os.open(os.devnull, os.O_RDWR)
            if opened != descriptor:  # a lower one was closed too, and is filled by now
                os.dup2(opened, descriptor)
                os.close(opened)


def silence(stream: object) -> None:
    """Point the descriptor of ``stream`` at the null device after it failed, so that what its buffer
    still holds goes nowhere when Python exits, instead of failing again there ("Exception ignored")."""
    stream = getattr(stream, "stream", stream)
    try:
        descriptor = stream.fileno()  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, descriptor)
    os.close(null)


def arena_warnings(arena: Arena, tr: Translate = untranslated) -> None:
    """The arena's validation warnings (dangling edges, non-bipartite moves…), one line each, in the
    language of ``tr``."""
    for warning in arena.warnings():
        warn(warning.translated(tr) if isinstance(warning, Sentence) else warning)


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
