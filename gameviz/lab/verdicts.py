"""What every check of a student's function shares: the result of a check, how a call is written
and said to fail, and which of the student's values count as numbers (never ``True``, never NaN:
values are judged here, after they crossed the wire as plain data, never by the student's objects).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.lab.sandbox import Answer, StudentCode

WORDS = {
    "fails": QT_TRANSLATE_NOOP("lab", "{call} fails: {error}"),
}


@dataclass(frozen=True)
class CheckResult:
    """One check: of which function, what it checks, whether it passed, and the first counter-example."""

    function: str
    what: str
    passed: bool
    counterexample: str = ""
    output: str = ""
    #: the column of the class table (the course's names of the functions checked)
    column: str = ""


def shown_name(path: str | os.PathLike[str]) -> str:
    """A file's name as text any report, terminal or window can hold: the bytes of a name that are
    not UTF-8 (which Python keeps as lone surrogates) written as ``\\xff``."""
    return os.fsencode(Path(path).name).decode("utf-8", "backslashreplace")


def safe_text(text: str) -> str:
    """``text`` with every lone surrogate (from a file name or a student's string) written as
    ``\\udcff``, so that it can be written as UTF-8."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def call_text(name: str, *args: Any) -> str:
    """``coup(7)``: a call as the student would write it."""
    return f"{name}({', '.join(repr(a) for a in args)})"


def is_number(value: Any) -> bool:
    """A number a student's function returned (True and False are not, nor NaN)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and not (
        isinstance(value, float) and math.isnan(value))


def is_whole(value: object) -> TypeGuard[int]:
    """A whole number a student's function returned (True and False are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def failed(name: str, what: str, counterexample: str, printed: list[str]) -> CheckResult:
    """A failed check, with what the student's code printed on the way."""
    return CheckResult(name, what, False, counterexample, "".join(printed))


def fails(call: str, answer: Answer, tr: Translate) -> str:
    """``coup(7) fails: ZeroDivisionError: … (line 3: …)``."""
    return tr(WORDS["fails"]).format(call=call, error=answer.failure.describe() if answer.failure else "?")


class CallFailed(Exception):
    """A call of the student's function failed; the text says which and why."""


def asker(code: StudentCode, names: dict[str, str], tr: Translate = untranslated,
          printed: list[str] | None = None) -> Callable[..., Any]:
    """``ask("accessibles", p)``: the student's function of that course name called on ``p``, its
    value returned, what it printed added to ``printed``; :class:`CallFailed` if it fails."""
    def ask(function: str, *args: Any) -> Any:
        name = names[function]
        answer = code.call(name, *args)
        if printed is not None:
            printed.append(answer.output)
        if not answer.ok:
            raise CallFailed(fails(call_text(name, *args), answer, tr))
        return answer.value
    return ask
