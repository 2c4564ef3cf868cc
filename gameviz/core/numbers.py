"""The one reader of the whole numbers a user types: counts, moves, steps, sizes (and of the
decimal numbers: seconds, scales).

Only the ASCII digits 0–9 make a number (Python's ``int`` and ``str.isdigit``
also take "²", "١٢" or "1_000", which a user never means); a range is checked
before the text is turned into a number, so that a thousand digits cost nothing.
Every mistake is an :class:`~gameviz.core.errors.InputError` (or the subclass a
caller asks for) whose reason starts with the parameter's name::

    >>> parse_int("12", name="n", low=1, high=50)
    12
    >>> parse_int("²", name="n")
    Traceback (most recent call last):
    ...
    gameviz.core.errors.InputError: n: '²' is not a whole number (digits 0 to 9)
"""

from __future__ import annotations

from collections.abc import Callable

from gameviz.core.errors import NAMED, InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

_DIGITS = frozenset("0123456789")

#: A number out of its range (the number, or its first digits).
BELOW = QT_TRANSLATE_NOOP("errors", "{value} is below the minimum {bound}")
ABOVE = QT_TRANSLATE_NOOP("errors", "{value} is above the maximum {bound}")


def is_ascii_number(text: str, *, signed: bool = False) -> bool:
    """True if ``text`` is one or more ASCII digits (after a ``-`` when ``signed``)."""
    if signed and text.startswith("-"):
        text = text[1:]
    return bool(text) and all(ch in _DIGITS for ch in text)


def number_in(text: str, low: int, high: int) -> int | None:
    """The number ``text`` writes in ASCII digits when it lies from ``low`` to ``high``, else None
    (for readers of moves that explain a wrong token in their own words)."""
    if not is_ascii_number(text, signed=low < 0):
        return None
    negative = text.startswith("-")
    digits = text.lstrip("-").lstrip("0") or "0"
    if len(digits) > len(str(max(abs(low), abs(high)))):
        return None
    value = -int(digits) if negative else int(digits)
    return value if low <= value <= high else None


def parse_int(
    text: str,
    *,
    name: str | None,
    low: int | None = None,
    high: int | None = None,
    signed: bool = False,
    source: str | None = None,
    offset: int | None = None,
    error: type[InputError] = InputError,
) -> int:
    """The whole number written in ``text``, between ``low`` and ``high`` when given.

    Parameters
    ----------
    text
        What the user typed; spaces around it are ignored.
    name
        The parameter's name, first in every message (``"--table"``, ``"n"``, ``"move 3"``); None
        for a caller that names it itself.
    low, high
        The smallest and largest accepted values (inclusive).
    signed
        Whether a leading ``-`` is allowed.
    source, offset
        Where the text was read, passed on to the error.
    error
        The :class:`InputError` subclass raised.

    Raises
    ------
    InputError
        ``name: 'x' is not a whole number (digits 0 to 9)``, ``name: 7 is above the maximum 5``,
        ``name: 0 is below the minimum 1``.
    """

    def fail(reason: str) -> InputError:
        return error(reason if name is None else Sentence(NAMED, name=name, reason=reason), source=source,
                     offset=offset)

    stripped = text.strip()
    if not is_ascii_number(stripped, signed=signed):
        shown = stripped if len(stripped) <= 20 else stripped[:20] + "…"
        raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "'{text}' is not a whole number (digits 0 to 9)"), text=shown))
    negative = stripped.startswith("-")
    digits = stripped.lstrip("-").lstrip("0") or "0"
    too_long = _too_long(digits, negative, low, high)
    if too_long:
        raise fail(too_long)
    value = -int(digits) if negative else int(digits)
    if low is not None and value < low:
        raise fail(Sentence(BELOW, value=value, bound=low))
    if high is not None and value > high:
        raise fail(Sentence(ABOVE, value=value, bound=high))
    return value


def _too_long(digits: str, negative: bool, low: int | None, high: int | None) -> str | None:
    """Why a number of so many ``digits`` is refused before it is turned into an int, or None."""
    bound = low if negative else high
    shown = f"{'-' if negative else ''}{digits[:12]}…"
    if bound is not None and len(digits) > len(str(abs(bound))) + 1:  # too long to be near the bound
        return Sentence(BELOW if negative else ABOVE, value=shown, bound=bound)
    if bound is None and len(digits) > 18:
        return Sentence(QT_TRANSLATE_NOOP("errors", "{value} is too large"), value=shown)
    return None



#: Most characters of a decimal number read (``0.000000000000001``, ``123456789012345.5``).
MAX_DECIMAL = 32


def parse_decimal(text: str, *, name: str | None, above: float | None = None, high: float | None = None,
                  source: str | None = None, error: type[InputError] = InputError) -> float:
    """The decimal number written in ``text`` with ASCII digits and at most one point (``2``, ``0.5``,
    ``.5``), above ``above`` and at most ``high`` when given; no sign, exponent, ``nan`` nor ``inf``.

    Raises
    ------
    InputError
        ``name: '٣' is not a number (digits 0 to 9 and a point)``, ``name: 9 is above the maximum 8``,
        ``name: 0 is not above 0``.
    """

    def fail(reason: str) -> InputError:
        return error(reason if name is None else Sentence(NAMED, name=name, reason=reason), source=source)

    stripped = text.strip()
    if not _is_plain_decimal(stripped):
        shown = stripped if len(stripped) <= 20 else stripped[:20] + "…"
        raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "'{text}' is not a number (digits 0 to 9 and a point)"),
                            text=shown))
    if len(stripped) > MAX_DECIMAL:
        raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "{value} has more than {most} characters"),
                            value=stripped[:12] + "…", most=MAX_DECIMAL))
    value = float(stripped)
    if above is not None and not value > above:
        raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "{value} is not above {bound}"), value=stripped,
                            bound=f"{above:g}"))
    if high is not None and value > high:
        raise fail(Sentence(ABOVE, value=stripped, bound=f"{high:g}"))
    return value


def _is_plain_decimal(text: str) -> bool:
    """Whether ``text`` is ASCII digits with at most one point, and at least one digit."""
    whole_part, _, fraction = text.partition(".")
    return bool(whole_part or fraction) and all(ch in _DIGITS for ch in whole_part + fraction)


def int_reader(name: str, *, low: int | None = None, high: int | None = None,
               signed: bool = False) -> Callable[[str], int]:
    """A one-argument reader for ``name`` (for option parsers): ``int_reader("--table", low=1)("36")``."""

    def read(text: str) -> int:
        return parse_int(text, name=name, low=low, high=high, signed=signed)

    read.__name__ = name.lstrip("-").replace("-", "_") or "number"
    return read
