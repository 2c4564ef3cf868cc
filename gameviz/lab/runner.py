"""What runs in the student's process: load the file, then answer calls one at a time.

Only the standard library and :mod:`gameviz.lab.wire` are imported here, so that the process
starts quickly and the student's code sees nothing of the application. What the code prints is
captured and sent back with each answer; an exception is sent back with the student's line.
"""

from __future__ import annotations

import contextlib
import io
import sys
import traceback
from typing import Any

from gameviz.lab.wire import decode, encode

#: Most characters of printed output sent back per call.
MOST_OUTPUT = 4000


def serve(connection: Any, path: str, memory_mb: int) -> None:
    """Load ``path`` and answer ``{"call": name, "args": [...]}`` requests until the pipe closes."""
    _cap_memory(memory_mb)
    sys.setrecursionlimit(10_000)
    sys.stdin = io.StringIO()  # input() ends at once rather than waiting for a user who is not there
    namespace: dict[str, Any] = {"__name__": "__student__", "__file__": path}
    reply = _run(path, lambda: exec(compile(_source(path), path, "exec"), namespace))
    if "error" not in reply:
        reply["names"] = sorted(name for name, value in namespace.items()
                                if callable(value) and not name.startswith("_"))
        reply["parameters"] = {name: _parameters(namespace[name]) for name in reply["names"]}
    connection.send_bytes(encode(reply).encode())
    while True:
        try:
            request = decode(connection.recv_bytes().decode())
        except (EOFError, OSError):
            return
        function = namespace.get(request["call"])
        trace = request.get("trace")
        if trace:  # what the function records of its visits, sent back with its value
            def traced(f: Any = function, a: list[Any] = request["args"], name: str = trace) -> Any:
                visited = Visits()
                return (f(*a, **{name: visited}), list(visited))

            connection.send_bytes(encode(_run(path, traced)).encode())
        else:
            connection.send_bytes(encode(_run(path, lambda f=function, a=request["args"]: f(*a))).encode())


class Visits(list[Any]):
    """What a student's search records of its visits: a list it appends to (``vus.append(f)``),
    or a function it calls (``trace(f)``), whichever the student wrote."""

    def __call__(self, *seen: Any) -> None:
        self.append(seen[0] if len(seen) == 1 else seen)


def _parameters(function: Any) -> list[str]:
    """The names of a function's parameters (empty when Python cannot tell)."""
    import inspect

    try:
        return list(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return []


def _source(path: str) -> str:
    with open(path, encoding="utf-8") as file:
        return file.read()


def _run(path: str, work: Any) -> dict[str, Any]:
    """``{"value": …, "output": …}``, or ``{"error": {…}, "output": …}``."""
    output = io.StringIO()
    reply: dict[str, Any]
    try:
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
            reply = {"value": work()}
    except SystemExit as stop:
        reply = {"error": {"kind": "exit", "message": f"sys.exit({stop.code!r})", "line": _student_line(path)}}
    except MemoryError:
        reply = {"error": {"kind": "memory", "message": "MemoryError", "line": None}}
    except RecursionError as error:
        reply = {"error": {"kind": "exception", "message": f"RecursionError: {error}", "line": _student_line(path)}}
    except BaseException as error:  # the student's exception, whatever it is, is an answer
        reply = {"error": {"kind": "exception", "message": f"{type(error).__name__}: {error}",
                           "line": _student_line(path)}}
    text = output.getvalue()
    reply["output"] = text if len(text) <= MOST_OUTPUT else text[:MOST_OUTPUT] + "…"
    return reply


def _student_line(path: str) -> list[Any] | None:
    """[line number, line text] of the last frame of the exception in the student's file."""
    frames = [frame for frame in traceback.extract_tb(sys.exc_info()[2]) if frame.filename == path]
    if not frames:
        return None
    return [frames[-1].lineno, (frames[-1].line or "").strip()]


def _cap_memory(memory_mb: int) -> None:
    """Limit the process's address space, where the system enforces it (Linux; macOS accepts the limit
    without keeping to it, Windows has no such call)."""
    try:
        import resource
    except ImportError:
        return
    limit = memory_mb * 1024 * 1024
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
