"""``--heuristic FILE.py:NAME``: a heuristic the teacher writes, run in the lab's sandbox process.

The function is called with the position as the game writes it (the stick game: ``(sticks, player
to move)``, as the course's arenas) and returns its value for J1 (``float("inf")`` for a win).
It runs in the lab's contained process (:class:`gameviz.lab.sandbox.StudentCode`), never in
gameviz's own, with the lab's time budget per call.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from contextlib import AbstractContextManager

from gameviz.core.errors import InputError
from gameviz.core.search.heuristics import Heuristic
from gameviz.lab.sandbox import StudentCode


def names_a_file(text: str) -> bool:
    """Whether ``--heuristic`` names a function of a Python file (``h.py:h``) rather than a built-in."""
    path, colon, name = text.rpartition(":")
    return bool(colon) and path.endswith(".py") and name.isidentifier()


class FileHeuristic(AbstractContextManager["FileHeuristic"]):
    """The function ``NAME`` of ``FILE.py``, loaded in a sandbox process; close it (or use ``with``)."""

    def __init__(self, text: str) -> None:
        path, _, self.name = text.rpartition(":")
        self.source = path
        self.code = StudentCode(path)
        if not self.code.loaded.ok:
            failure = self.code.loaded.failure
            self.code.close()
            raise InputError(f"the file cannot be loaded: {failure.describe() if failure else ''}", source=path)
        if self.name not in self.code.names:
            defined = ", ".join(self.code.names) or "none"
            self.code.close()
            raise InputError(f"no function '{self.name}' in the file (it defines: {defined})", source=path)

    def __call__(self, position: Hashable) -> float:
        answer = self.code.call(self.name, position)
        if not answer.ok:
            assert answer.failure is not None
            raise InputError(f"{self.name}({position!r}): {answer.failure.describe()}", source=self.source)
        value = answer.value
        if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
            raise InputError(f"{self.name}({position!r}) returned {value!r}, not a number", source=self.source)
        return float(value)

    def heuristic(self) -> Heuristic:
        """The heuristic to search with."""
        return self

    def __exit__(self, *exc: object) -> None:
        self.code.close()
