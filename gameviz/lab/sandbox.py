"""A student's file, run in a contained process of its own, called one function at a time.

The process is a fresh Python (``-I``) under a watchdog (:mod:`gameviz.lab.watchdog`), contained
as :mod:`gameviz.lab.containment` says, in a temporary folder that holds a copy of the file. Calls
and answers travel on a private socket (:mod:`gameviz.lab.channel`); what the code prints goes to
the answer (``print``) or to a file of its own (anything written to the process's stdout), never
to gameviz's terminal. A call that runs out of time, a process that dies, an answer gameviz cannot
read are all answers with a clear message, never an exception that reaches the caller: the next
call starts a new process. Closing kills the student's whole process group and what it left.
"""

from __future__ import annotations

import contextlib
import functools
import os
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.files import read_text
from gameviz.lab import containment
from gameviz.lab.channel import MOST_FRAME, ChannelClosed, ChannelTimeout, FrameTooLarge, receive_frame, send_frame
from gameviz.lab.runner import MOST_OUTPUT
from gameviz.lab.wire import WireError, decode, encode

#: Seconds a call may take, and megabytes the student's process may use, unless told otherwise.
CALL_SECONDS = 5.0
MEMORY_MB = 512
#: Seconds to start Python and load the file (its top-level code runs then).
LOAD_SECONDS = 10.0
#: Starts Python with gameviz importable, whether installed or run from its source folder.
_BOOT = ("import runpy, sys; sys.path.insert(0, sys.argv[1]); module = sys.argv[2]; "
         "sys.argv = [module] + sys.argv[3:]; runpy.run_module(module, run_name='__main__', alter_sys=True)")


#: The watchdogs of the students' processes running now (what :func:`containment.kill_strays` spares),
#: and the lock that keeps a watchdog just started from being taken for a stray by another thread.
_WATCHDOGS: set[int] = set()
_WATCHDOGS_LOCK = threading.Lock()
#: Every student's code open now, for :func:`stop_every_student`.
_OPEN: weakref.WeakSet[StudentCode] = weakref.WeakSet()


def stop_every_student() -> None:
    """End the process of every student's code open now, from any thread (a run is cancelled, the window
    closes): the call under way fails at once, and none of them starts a process again."""
    for code in list(_OPEN):
        code.stop()


@functools.cache
def _guard_gameviz() -> None:
    """Once, before the first student runs: gameviz becomes non-dumpable (a student cannot write to
    its terminal through ``/proc/PID/fd/1``) and adopts the orphans of its descendants (a process a
    student detached is still gameviz's to kill if the student kills its watchdog)."""
    containment.make_undumpable()
    containment.adopt_orphans()


@dataclass(frozen=True)
class Failure:
    """Why a call gave no value: ``kind`` is ``exception``, ``exit``, ``timeout``, ``memory``,
    ``crash`` or ``malformed``; ``line`` is (number, text) in the student's file when known."""

    kind: str
    message: str
    line: tuple[int, str] | None = None

    def describe(self) -> str:
        """``ZeroDivisionError: division by zero (line 3: return 1 // n)``."""
        if self.line is None:
            return self.message
        return Sentence(QT_TRANSLATE_NOOP("errors", "{message} (line {line}: {text})"), message=self.message, line=self.line[0],
                        text=self.line[1])


@dataclass(frozen=True)
class Answer:
    """What a call gave: a value or a failure, and what the code printed."""

    value: Any = None
    failure: Failure | None = None
    output: str = ""

    @property
    def ok(self) -> bool:
        return self.failure is None


#: The first argument by which the bundled application (PyInstaller) runs one of the lab's modules.
FROZEN_MODULE = "--gameviz-lab-module"


def _python(module: str, *args: str) -> list[str]:
    """The command that runs ``module`` with ``args`` in a fresh Python (in the bundled
    application, the bundle itself, told by :data:`FROZEN_MODULE`)."""
    import gameviz

    if getattr(sys, "frozen", False):
        return [sys.executable, FROZEN_MODULE, module, *args]
    return [sys.executable, "-I", "-c", _BOOT, str(Path(gameviz.__file__).resolve().parent.parent), module, *args]


class StudentCode:
    """The functions of one student's file, called in a contained process.

    Use as a context manager, or call :meth:`close`. ``containment`` is ``bwrap`` or ``group``
    (default: :func:`gameviz.lab.containment.level`).
    """

    def __init__(self, path: str | Path, *, seconds: float = CALL_SECONDS, memory_mb: int = MEMORY_MB,
                 containment_level: str | None = None) -> None:
        self.path = Path(path).resolve()
        if os.name != "posix":
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "students' code is run on Linux and macOS only (a process "
                                                                  "group is needed to contain it)")), source=str(path))
        if Path(path).suffix != ".py" or (self.path.exists() and self.path.suffix != ".py"):
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "student code must be a Python file (.py)")),
                             source=str(path))  # a link to one too
        source = read_text(self.path)  # a regular UTF-8 file: a named pipe or a device is refused, not waited on
        self.seconds = seconds
        self.memory_mb = memory_mb
        self.level = containment_level or containment.level()
        self.folder = Path(tempfile.mkdtemp(prefix="gameviz-lab-"))
        self._private = Path(tempfile.mkdtemp(prefix="gameviz-lab-output-"))
        (self.folder / self.path.name).write_text(source, encoding="utf-8")
        self._watchdog: subprocess.Popen[bytes] | None = None
        self._group: int | None = None
        self._channel: socket.socket | None = None
        self._seq = 0
        self._parameters: dict[str, list[str]] = {}
        self._required: dict[str, int] = {}
        self._closed = False
        self._stopped = False
        _OPEN.add(self)
        #: what loading the file gave: the names it defines, or why it failed
        self.loaded = self._start()

    @property
    def names(self) -> list[str]:
        """The functions the file defines (none if it could not be loaded)."""
        return [n for n in self.loaded.value or [] if isinstance(n, str)] if self.loaded.ok else []

    def parameters(self, name: str) -> list[str]:
        """The names of the parameters of the student's function ``name``."""
        return list(self._parameters.get(name, []))

    def required(self, name: str) -> int | None:
        """How many positional arguments the student's function ``name`` needs (None: unknown)."""
        count = self._required.get(name)
        return count if count is not None and count >= 0 else None

    def _student_file(self) -> str:
        home = containment.HOME if self.level == containment.BWRAP else str(self.folder)
        return f"{home}/{self.path.name}"

    def _start(self) -> Answer:
        """A new process for the student's file, and what loading the file gave."""
        self._launch()
        answer = self._receive(LOAD_SECONDS, "loading the file", None)
        return self._learn_functions(answer) if answer.ok else answer

    def _launch(self) -> None:
        """Start the watchdog, and through it the student's contained process, on a new channel."""
        _guard_gameviz()
        ours, theirs = socket.socketpair()
        theirs.set_inheritable(True)
        read_pid, write_pid = os.pipe()
        processes = containment.user_tasks() + containment.MORE_PROCESSES
        runner = _python("gameviz.lab.runner", str(theirs.fileno()), str(self.memory_mb), str(processes),
                         self._student_file())
        command = _python("gameviz.lab.watchdog", str(os.getpid()), str(write_pid), str(theirs.fileno()),
                          *containment.sandboxed(runner, self.folder, self.level))
        with open(self._private / "printed", "ab") as printed, _WATCHDOGS_LOCK:
            self._watchdog = subprocess.Popen(command, cwd=self.folder, env=containment.environment(self.folder),
                                              stdin=subprocess.DEVNULL, stdout=printed, stderr=printed,
                                              pass_fds=(theirs.fileno(), write_pid), start_new_session=True)
            _WATCHDOGS.add(self._watchdog.pid)
        theirs.close()
        os.close(write_pid)
        self._channel = ours
        self._group = _read_pid(read_pid)

    def _learn_functions(self, loaded: Answer) -> Answer:
        """The names the file defines, from the loading's reply, keeping their parameters and how
        many arguments each needs; a reply that does not say closes the process."""
        reply = loaded.value if isinstance(loaded.value, dict) else {}
        names, parameters = reply.get("names"), reply.get("parameters")
        if not isinstance(names, list) or not isinstance(parameters, dict):
            self.close()
            reason = Sentence(QT_TRANSLATE_NOOP("errors", "the student's process did not say what the file defines"))
            return Answer(failure=Failure("malformed", reason), output=loaded.output)
        self._parameters = _parameter_names(parameters)
        self._required = _argument_counts(reply.get("required"))
        return Answer(tuple(names), None, loaded.output)

    def call(self, name: str, *args: Any, trace: str = "") -> Answer:
        """``name(*args)`` in the student's process, within the time budget; with ``trace``, the
        keyword argument of that name is a new list, and the value is (what it returns, the list)."""
        return self._request({"call": name, "args": list(args), "trace": trace}, f"{name}(…)")

    def call_each(self, name: str, arguments: list[tuple[Any, ...]]) -> Answer:
        """``[name(*a) for a in arguments]`` in one request (a list of values), within the time budget."""
        return self._request({"call": name, "args": [list(a) for a in arguments], "map": True}, f"{name}(…)")

    def stop(self) -> None:
        """End the student's processes now, from any thread, for good: the call under way (in another
        thread) fails as if the process had crashed, and no later call starts it again."""
        self._stopped = True
        watchdog, group = self._watchdog, self._group
        with contextlib.suppress(OSError):
            if group is not None:
                os.killpg(group, signal.SIGKILL)
            if watchdog is not None:
                watchdog.send_signal(signal.SIGCONT)
                watchdog.send_signal(signal.SIGTERM)

    def _request(self, request: dict[str, Any], what: str) -> Answer:
        if self._stopped:
            reason = Sentence(QT_TRANSLATE_NOOP("errors", "{what} was not called: the run was stopped"), what=what)
            return Answer(failure=Failure("crash", reason))
        if self._channel is None or self._watchdog is None or self._watchdog.poll() is not None:
            self._stop()
            restarted = self._start()
            if not restarted.ok:
                return restarted
        self._seq += 1
        request["seq"] = self._seq
        try:
            assert self._channel is not None
            send_frame(self._channel, encode(request).encode())
        except OSError:
            self._stop()
            return Answer(failure=Failure("crash", Sentence(QT_TRANSLATE_NOOP("errors", "the student's process has ended"))))
        return self._receive(self.seconds, what, self._seq)

    def _receive(self, seconds: float, what: str, seq: int | None) -> Answer:
        """The reply to request ``seq`` (None: the loading's), skipping stale ones (a forked copy
        of the student's process may answer an old request too)."""
        assert self._channel is not None
        while True:
            try:
                reply = decode(receive_frame(self._channel, seconds))
            except ChannelTimeout:
                self._stop()
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "{what} took more than {seconds} s (an endless "
                                                              "loop?)"), what=what, seconds=f"{seconds:g}")
                return Answer(failure=Failure("timeout", reason))
            except FrameTooLarge:
                self._stop()
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "{what} gave an answer of more than {most} "
                                                              "MB"), what=what, most=MOST_FRAME // 2**20)
                return Answer(failure=Failure("malformed", reason))
            except WireError as error:
                self._stop()
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "{what} gave an answer gameviz cannot read: "
                                                              "{why}"), what=what, why=str(error))
                return Answer(failure=Failure("malformed", reason))
            except ChannelClosed:
                code = self._stop(wait=1.0)
                ended = (QT_TRANSLATE_NOOP("errors", "the student's process ended during {what}") if code in (None, 0) else
                         QT_TRANSLATE_NOOP("errors", "the student's process ended during {what} (exit status {code})"))
                return Answer(failure=Failure("crash", Sentence(ended, what=what, code=code)))
            if isinstance(reply, dict) and reply.get("seq") == seq:
                return self._answer(reply, what)

    def _answer(self, reply: dict[str, Any], what: str) -> Answer:
        output = reply.get("output", "")
        output = output[:MOST_OUTPUT + 200] if isinstance(output, str) else ""  # and the count of the rest
        error = reply.get("error")
        if isinstance(error, dict):
            return Answer(failure=self._failure(error, what), output=output)
        if "value" not in reply and "names" not in reply:
            reason = Sentence(QT_TRANSLATE_NOOP("errors", "{what} gave an answer without a value"), what=what)
            return Answer(failure=Failure("malformed", reason), output=output)
        return Answer(reply if "names" in reply else reply["value"], None, output)

    def _failure(self, error: dict[str, Any], what: str) -> Failure:
        """The failure the student's process reported (a memory error says the budget)."""
        message, kind = str(error.get("message", "?"))[:1000], str(error.get("kind", "exception"))
        if kind == "memory":
            message = Sentence(QT_TRANSLATE_NOOP("errors", "MemoryError: {what} used more than {most} MB"), what=what,
                               most=self.memory_mb)
        return Failure(kind, message, _line_of(error.get("line")))

    def _stop(self, wait: float = 0.0) -> int | None:
        """Kill the student's process group and all it left (the watchdog does; gameviz makes sure,
        and kills itself what the watchdog, killed by the student, could not).

        Returns the student's exit status when the watchdog could say it."""
        code = None
        if self._watchdog is not None:
            watchdog = self._watchdog
            with contextlib.suppress(subprocess.TimeoutExpired):
                watchdog.wait(wait)  # a process that ended by itself: its watchdog says how
            if watchdog.poll() is None:
                with contextlib.suppress(OSError):
                    watchdog.send_signal(signal.SIGCONT)  # the student may have stopped it
                    watchdog.send_signal(signal.SIGTERM)
            try:
                watchdog.wait(5)
            except subprocess.TimeoutExpired:
                watchdog.kill()
                watchdog.wait()
            code = watchdog.returncode
            if code is not None and code > 128:
                code = None if code - 128 in (signal.SIGTERM, signal.SIGKILL) else code
            _WATCHDOGS.discard(watchdog.pid)
            self._watchdog = None
        if self._group is not None:
            with contextlib.suppress(OSError):
                os.killpg(self._group, signal.SIGKILL)
            self._group = None
        with _WATCHDOGS_LOCK:  # what is left if the student killed its watchdog
            containment.kill_strays(_WATCHDOGS)
        if self._channel is not None:
            self._channel.close()
            self._channel = None
        return code

    def printed_outside(self) -> str:
        """What the student's processes wrote to their stdout or stderr (the first 64 kB), not through ``print``."""
        try:
            with open(self._private / "printed", "rb") as file:
                data = file.read(MOST_OUTPUT + 1)
        except OSError:
            return ""
        text = data[:MOST_OUTPUT].decode("utf-8", errors="replace")
        return text + ("\n[… more not kept]" if len(data) > MOST_OUTPUT else "")

    def close(self) -> None:
        """Stop the student's processes (at once: they may be stuck in a loop) and remove the folders."""
        self._stop()
        if not self._closed:
            self._closed = True
            shutil.rmtree(self.folder, ignore_errors=True)
            shutil.rmtree(self._private, ignore_errors=True)

    def __enter__(self) -> StudentCode:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _parameter_names(parameters: dict[Any, Any]) -> dict[str, list[str]]:
    """The parameters of each function, as the student's process reported them, strings only."""
    return {k: [p for p in v if isinstance(p, str)] for k, v in parameters.items()
            if isinstance(k, str) and isinstance(v, list)}


def _argument_counts(required: Any) -> dict[str, int]:
    """How many positional arguments each function needs, as the student's process reported it."""
    return {k: v for k, v in required.items() if isinstance(k, str) and type(v) is int} \
        if isinstance(required, dict) else {}


def _line_of(line: Any) -> tuple[int, str] | None:
    """(number, text) of the failing line in the student's file, if the report holds one."""
    return (line[0], line[1]) if isinstance(line, list | tuple) and len(line) == 2 \
        and isinstance(line[0], int) and isinstance(line[1], str) else None


def _read_pid(fd: int, seconds: float = LOAD_SECONDS) -> int | None:
    """The student's pid (= its process group) that the watchdog writes on ``fd``."""
    data = b""
    with selectors.DefaultSelector() as selector, open(fd, "rb", buffering=0) as pipe:
        selector.register(pipe, selectors.EVENT_READ)
        while selector.select(seconds):
            chunk = pipe.read(32)
            if not chunk:
                break
            data += chunk
    try:
        pid = int(data.decode().strip())
    except ValueError:
        return None
    return pid if pid > 1 else None
