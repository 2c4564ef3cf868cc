"""A heuristic the teacher writes (``FILE.py:NAME``), run in the lab's sandbox process.

The function is called with the position as the game writes it (the stick game: ``(sticks, player
to move)``, as the course's arenas) and returns its value for J1 (``float("inf")`` for a win).
It runs in the lab's contained process (:class:`gameviz.lab.sandbox.StudentCode`), never in
gameviz's own, with the lab's time budget per call. The command line (``tree --heuristic``) and the
search tree tab's heuristic box both use it; :func:`top_level_functions` lists what a file offers
without running it.
"""

from __future__ import annotations

import ast
import math
import threading
from collections.abc import Hashable
from contextlib import AbstractContextManager
from pathlib import Path

from gameviz.core.errors import NAMED, Cancelled, InputError
from gameviz.core.search.heuristics import Heuristic
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.files import read_text
from gameviz.lab.sandbox import StudentCode

#: A teacher's file that is not Python, with Python's reason.
NOT_PYTHON = QT_TRANSLATE_NOOP("errors", "not Python: {why}")


def names_a_file(text: str) -> bool:
    """Whether ``--heuristic`` names a function of a Python file (``h.py:h``) rather than a built-in."""
    path, colon, name = text.rpartition(":")
    return bool(colon) and path.endswith(".py") and name.isidentifier()


def top_level_functions(path: str | Path) -> list[str]:
    """The functions ``path`` defines at its top level, in order, read with :mod:`ast` (the file is not run).

    Raises
    ------
    InputError
        If the file cannot be read or is not Python (the message gives the line).
    """
    text = read_text(path)
    try:
        module = ast.parse(text, filename=str(path))
    except SyntaxError as error:
        raise InputError(Sentence(NOT_PYTHON, why=error.msg), source=str(path), line=error.lineno,
                         column=error.offset) from None
    except ValueError as error:  # a null character
        raise InputError(Sentence(NOT_PYTHON, why=str(error)), source=str(path)) from None
    return [node.name for node in module.body if isinstance(node, ast.FunctionDef)]


class FileHeuristic(AbstractContextManager["FileHeuristic"]):
    """The function ``NAME`` of ``FILE.py``, called in a sandbox process; close it (or use ``with``).

    The process starts at :meth:`open` or at the first call (the search tree tab's worker makes that
    call, so loading the file never holds the window). Calls are made one at a time, whatever the
    thread; once closed, a call raises :class:`Cancelled` instead of starting a new process.
    """

    def __init__(self, text: str) -> None:
        path, _, self.name = text.rpartition(":")
        self.source = path
        self.code: StudentCode | None = None
        self._lock = threading.Lock()
        self._closed = False

    def open(self) -> None:
        """Start the sandbox process and load the file.

        Raises
        ------
        InputError
            If the file cannot be loaded or does not define the function.
        """
        with self._lock:
            self._open()

    def _open(self) -> StudentCode:
        if self._closed:
            raise Cancelled()
        if self.code is not None:
            return self.code
        code = StudentCode(self.source)
        if not code.loaded.ok:
            failure = code.loaded.failure
            code.close()
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the file cannot be loaded: {why}"),
                                      why=failure.describe() if failure else ""), source=self.source)
        if self.name not in code.names:
            defined = ", ".join(code.names) or Sentence(QT_TRANSLATE_NOOP("errors", "none"))
            code.close()
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "no function '{name}' in the file (it defines: {defined})"),
                                      name=self.name, defined=defined), source=self.source)
        self.code = code
        return code

    def __call__(self, position: Hashable) -> float:
        with self._lock:
            answer = self._open().call(self.name, position)
        if not answer.ok:
            assert answer.failure is not None
            raise InputError(Sentence(NAMED, name=f"{self.name}({position!r})", reason=answer.failure.describe()),
                             source=self.source)
        value = answer.value
        if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "{call} returned {value}, not a number"),
                                      call=f"{self.name}({position!r})", value=repr(value)), source=self.source)
        return float(value)

    def heuristic(self) -> Heuristic:
        """The heuristic to search with."""
        return self

    def close(self) -> None:
        """Stop the sandbox process (after the call under way, if any); later calls raise :class:`Cancelled`."""
        with self._lock:
            self._closed = True
            if self.code is not None:
                self.code.close()
                self.code = None

    def __enter__(self) -> FileHeuristic:
        self.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
