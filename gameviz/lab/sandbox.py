"""A student's file, run in a process of its own, called one function at a time.

The process is started fresh (``spawn``), so it shares nothing with the application; its memory
is capped, each call has a time budget, and what it prints is captured. A call that runs out of
time, a process that dies (``os._exit``, the memory cap) or ends itself are all answers with a
clear message, never an exception that reaches the caller's window: the next call starts a new
process.
"""

from __future__ import annotations

import multiprocessing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gameviz.core.errors import InputError
from gameviz.io.files import read_text
from gameviz.lab.runner import serve
from gameviz.lab.wire import decode, encode

#: Seconds a call may take, and megabytes the student's process may use, unless told otherwise.
CALL_SECONDS = 2.0
MEMORY_MB = 512
#: Seconds to start Python and load the file (its top-level code runs then).
LOAD_SECONDS = 10.0


@dataclass(frozen=True)
class Failure:
    """Why a call gave no value: ``kind`` is ``exception``, ``exit``, ``timeout``, ``memory`` or
    ``crash``; ``line`` is (number, text) in the student's file when known."""

    kind: str
    message: str
    line: tuple[int, str] | None = None

    def describe(self) -> str:
        """``ZeroDivisionError: division by zero (line 3: return 1 // n)``."""
        if self.line is None:
            return self.message
        return f"{self.message} (line {self.line[0]}: {self.line[1]})"


@dataclass(frozen=True)
class Answer:
    """What a call gave: a value or a failure, and what the code printed."""

    value: Any = None
    failure: Failure | None = None
    output: str = ""

    @property
    def ok(self) -> bool:
        return self.failure is None


class StudentCode:
    """The functions of one student's file, called in a separate process.

    Use as a context manager, or call :meth:`close`.
    """

    def __init__(self, path: str | Path, *, seconds: float = CALL_SECONDS, memory_mb: int = MEMORY_MB) -> None:
        self.path = Path(path).resolve()
        if self.path.suffix != ".py":
            raise InputError("student code must be a Python file (.py)", source=str(path))
        read_text(self.path)  # a regular UTF-8 file: a named pipe or a device is refused, not waited on
        self.seconds = seconds
        self.memory_mb = memory_mb
        self._process: Any = None
        self._connection: Any = None
        self._parameters: dict[str, list[str]] = {}
        #: what loading the file gave: the names it defines, or why it failed
        self.loaded = self._start()

    @property
    def names(self) -> list[str]:
        """The functions the file defines (none if it could not be loaded)."""
        return list(self.loaded.value or []) if self.loaded.ok else []

    def parameters(self, name: str) -> list[str]:
        """The names of the parameters of the student's function ``name``."""
        return list(self._parameters.get(name, []))

    def _start(self) -> Answer:
        context = multiprocessing.get_context("spawn")
        self._connection, child = context.Pipe()
        self._process = context.Process(target=serve, args=(child, str(self.path), self.memory_mb), daemon=True)
        self._process.start()
        child.close()
        answer = self._receive(LOAD_SECONDS, "loading the file")
        if answer.ok:
            names, self._parameters = answer.value
            answer = Answer(tuple(names), None, answer.output)
        return answer

    def call(self, name: str, *args: Any, trace: str = "") -> Answer:
        """``name(*args)`` in the student's process, within the time budget; with ``trace``, the
        keyword argument of that name is a new list, and the value is (what it returns, the list)."""
        if self._process is None or not self._process.is_alive():
            self.close()
            restarted = self._start()
            if not restarted.ok:
                return restarted
        try:
            self._connection.send_bytes(encode({"call": name, "args": list(args), "trace": trace}).encode())
        except (OSError, ValueError):
            return Answer(failure=Failure("crash", "the student's process has ended"))
        return self._receive(self.seconds, f"{name}(…)")

    def _receive(self, seconds: float, what: str) -> Answer:
        if not self._connection.poll(seconds):
            self.close()
            return Answer(failure=Failure("timeout", f"{what} took more than {seconds:g} s (an endless loop?)"))
        try:
            reply = decode(self._connection.recv_bytes().decode())
        except (EOFError, OSError, ValueError):
            code = None
            if self._process is not None:
                self._process.join(1)  # the pipe closes a moment before the process is gone
                code = self._process.exitcode
            self.close()
            return Answer(failure=Failure("crash", f"the student's process ended during {what}"
                                          + (f" (exit status {code})" if code not in (None, 0) else "")))
        output = reply.get("output", "")
        if "error" in reply:
            error = reply["error"]
            line = tuple(error["line"]) if error.get("line") else None
            message = error["message"]
            if error["kind"] == "memory":
                message = f"MemoryError: {what} used more than {self.memory_mb} MB"
            return Answer(failure=Failure(error["kind"], message, line), output=output)
        if "names" in reply:
            return Answer((reply["names"], reply["parameters"]), None, output)
        return Answer(reply["value"], None, output)

    def close(self) -> None:
        """Stop the student's process (at once: it may be stuck in a loop)."""
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            self._process.join(5)
            self._process = None
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def __enter__(self) -> StudentCode:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
