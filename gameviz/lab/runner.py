"""What runs in the student's process: load the file, then answer calls one at a time.

``python -I -m gameviz.lab.runner CHANNEL_FD MEMORY_MB PROCESSES FILE``: the channel is a socket
inherited from gameviz (:mod:`gameviz.lab.channel`); stdout and stderr are not read by anyone but
the report. Only the standard library, :mod:`gameviz.lab.wire`, :mod:`gameviz.lab.channel` and
:mod:`gameviz.lab.containment` are imported here, so that the process starts quickly and the
student's code sees nothing of the application. What the code prints through ``print`` is captured
per call (the first :data:`MOST_OUTPUT` characters) and sent back with the answer; an exception is
sent back with the student's line.
"""

from __future__ import annotations

import codecs
import io
import os
import signal
import socket
import sys
import traceback
from typing import Any

from gameviz.lab.channel import MOST_FRAME, ChannelClosed, receive_frame, send_frame
from gameviz.lab.containment import die_with_parent, limit_this_process
from gameviz.lab.wire import TooLarge, WireError, decode, encode, encode_whole

#: Most characters of printed output kept per call (the rest is counted, not kept).
MOST_OUTPUT = 64 * 1024


class BoundedText(io.TextIOBase):
    """A stream that keeps the first ``most`` characters written to it and counts the rest.

    It offers what ``sys.stdout`` offers a program whose output goes to a pipe: ``encoding`` (UTF-8),
    ``errors``, ``buffer`` (bytes written there are decoded as UTF-8 into the same text, in order), and
    ``fileno()`` raising :class:`io.UnsupportedOperation`, as for any stream without a descriptor.
    """

    encoding = "utf-8"
    errors = "strict"

    def __init__(self, most: int = MOST_OUTPUT) -> None:
        self.most, self.kept, self.dropped = most, io.StringIO(), 0
        self.buffer = _BytesInto(self)

    def writable(self) -> bool:
        return True

    def write(self, text: Any) -> int:
        text = str.__str__(text) if isinstance(text, str) else str(text)
        room = self.most - self.kept.tell()
        self.kept.write(text[:max(room, 0)])
        self.dropped += max(len(text) - max(room, 0), 0)
        return len(text)

    def getvalue(self) -> str:
        text = self.kept.getvalue()
        return text + (f"\n[… {self.dropped:,} more characters not kept]" if self.dropped else "")


class _BytesInto(io.BufferedIOBase):
    """The ``buffer`` of a :class:`BoundedText`: bytes decoded as UTF-8 (a character split between two
    writes is kept whole; bytes that are not UTF-8 shown as U+FFFD) and written to the text."""

    def __init__(self, text: BoundedText) -> None:
        self.text = text
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        data = bytes(data)
        self.text.write(self.decoder.decode(data))
        return len(data)


def main(argv: list[str]) -> None:
    """Serve the student's file on the inherited channel until it closes."""
    channel_fd, memory_mb, processes, path = int(argv[0]), int(argv[1]), int(argv[2]), argv[3]
    die_with_parent(signal.SIGKILL)
    limit_this_process(memory_mb, processes)
    channel = socket.socket(fileno=channel_fd)
    serve(channel, path)


def serve(channel: socket.socket, path: str) -> None:
    """Load ``path`` and answer ``{"call": name, "args": [...], "seq": n}`` requests until the channel closes."""
    server = os.getpid()
    sys.setrecursionlimit(10_000)
    sys.stdin = io.StringIO()  # input() ends at once rather than waiting for a user who is not there
    namespace: dict[str, Any] = {"__name__": "__student__", "__file__": path}
    reply = _run(path, lambda: exec(compile(_source(path), path, "exec"), namespace), server)
    if "error" not in reply:
        reply["names"] = sorted(name for name, value in namespace.items()
                                if callable(value) and not name.startswith("_"))
        reply["parameters"] = {name: _parameters(namespace[name]) for name in reply["names"]}
        reply["required"] = {name: _required(namespace[name]) for name in reply["names"]}
    _send(channel, reply)
    while True:
        try:
            request = decode(receive_frame(channel), lookups=True)
        except (ChannelClosed, WireError, OSError):
            return
        function = namespace.get(request["call"])
        reply = _run(path, lambda f=function, r=request: _answer(f, r), server)
        reply["seq"] = request.get("seq")
        _send(channel, reply)


def _answer(function: Any, request: dict[str, Any]) -> Any:
    """What the request asks of ``function``: one call, one call with a list of visits (``trace``),
    or one call per argument list (``map``)."""
    if request.get("map"):
        return [function(*args) for args in request["args"]]
    trace = request.get("trace")
    if trace:  # what the function records of its visits, sent back with its value
        visited = Visits()
        return (function(*request["args"], **{trace: visited}), list.copy(visited))
    return function(*request["args"])


def _send(channel: socket.socket, reply: dict[str, Any]) -> None:
    """Send ``reply``; an answer that cannot travel is sent as the reason why, under the same
    request number, so that gameviz says it at once rather than waiting for the time to run out."""
    try:
        payload = encode_whole(reply).encode()
    except TooLarge as error:
        payload = _cannot_travel(reply, f"the answer is {error}")
    if len(payload) > MOST_FRAME:
        payload = _cannot_travel(reply, f"the answer takes more than {MOST_FRAME // 2**20} MB")
    try:
        send_frame(channel, payload)
    except OSError:
        os._exit(0)


def _cannot_travel(reply: dict[str, Any], why: str) -> bytes:
    return encode({"error": {"kind": "malformed", "message": why, "line": None},
                   "output": reply.get("output", ""), "seq": reply.get("seq")}).encode()


class Visits(list[Any]):
    """What a student's search records of its visits: a list it appends to (``vus.append(f)``),
    or a function it calls (``trace(f)``), whichever the student wrote."""

    def __call__(self, *seen: Any) -> None:
        self.append(seen[0] if len(seen) == 1 else seen)


def _parameters(function: Any) -> list[str]:
    """The names of a function's parameters (empty when Python cannot tell)."""
    import inspect

    try:
        return [str.__str__(name) for name in inspect.signature(function).parameters]
    except (TypeError, ValueError):
        return []


def _required(function: Any) -> int:
    """How many positional arguments a function needs (those without a default; -1 when Python cannot tell)."""
    import inspect

    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return -1
    return sum(p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in parameters)


def _source(path: str) -> str:
    with open(path, encoding="utf-8") as file:
        return file.read()


def _run(path: str, work: Any, server: int) -> dict[str, Any]:
    """``{"value": …, "output": …}``, or ``{"error": {…}, "output": …}``; a process the student's
    code forked stops here rather than answering too."""
    output = BoundedText()
    saved = sys.stdout, sys.stderr
    reply: dict[str, Any]
    try:
        sys.stdout = sys.stderr = output
        reply = {"value": work()}
    except SystemExit as stop:
        reply = {"error": {"kind": "exit", "message": f"sys.exit({_text(stop.code)})", "line": _student_line(path)}}
    except MemoryError:
        reply = {"error": {"kind": "memory", "message": "MemoryError", "line": None}}
    except BaseException as error:  # the student's exception, whatever it is, is an answer  # noqa: BLE001
        reply = {"error": {"kind": "exception", "message": f"{type(error).__name__}: {_text(error)}",
                           "line": _student_line(path)}}
    finally:
        sys.stdout, sys.stderr = saved
    if os.getpid() != server:
        os._exit(0)
    reply["output"] = output.getvalue()
    return reply


def _text(value: Any) -> str:
    """``str(value)`` or ``repr`` for exit codes, cut short, whatever the student's ``__str__`` does."""
    try:
        text = repr(value) if not isinstance(value, BaseException) else str(value)
        text = str.__str__(text)
    except BaseException:  # noqa: BLE001
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 500 else text[:500] + "…"


def _student_line(path: str) -> list[Any] | None:
    """[line number, line text] of the last frame of the exception in the student's file."""
    try:
        frames = [frame for frame in traceback.extract_tb(sys.exc_info()[2]) if frame.filename == path]
    except BaseException:  # noqa: BLE001
        return None
    if not frames:
        return None
    return [frames[-1].lineno, (frames[-1].line or "").strip()[:200]]


if __name__ == "__main__":
    main(sys.argv[1:])
