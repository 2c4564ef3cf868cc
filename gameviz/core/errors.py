"""The one exception type for mistakes a user can make.

Every error caused by input (a malformed file, an impossible parameter, a
position that cannot be reached) is an :class:`InputError`. Its message says
where (file, line, column, or offset) and what went wrong. The command line
prints it and exits with status 2; the application shows it in a dialog and
keeps what was open. Both say it in the user's language (:meth:`InputError.translated`): its
reason and its place are :class:`~gameviz.core.translate.Sentence` objects marked in the context
``errors``, English where a string is expected.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any

from gameviz.core.numerals import Count
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate

#: Longest piece of the user's input echoed in a message (between quotes); longer ones are cut.
MAX_ECHO = 200

#: Character categories a terminal may obey or hide: controls (ESC, CR, BEL …), format characters
#: (bidirectional overrides), lone surrogates, private use, unassigned, line and paragraph separators.
_UNSAFE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: A quoted piece longer than :data:`MAX_ECHO`, unless it was cut already (its length follows it, in any
#: language), so that a message made safe twice counts the length once.
_QUOTED = re.compile("'([^']{" + str(MAX_ECHO + 1) + r",})'(?! \([0-9,\u202f]+ [^()' ]+\))")
#: Longest message shown; only a bug could write a longer one, whose echoes are all cut.
MAX_MESSAGE = 5 * MAX_ECHO

#: How a piece of input cut says its whole length.
LENGTH = QT_TRANSLATE_NOOP("errors", "({count:,} characters)")
#: The translation contexts of an error's sentences, searched in this order: the errors' own, then the
#: games' and the searches' sentences an error quotes (a game's refusal, a depth hint, a spent budget).
CONTEXTS = ("errors", "games", "search")

#: How a message joins the place of a mistake and what is wrong there, and a place its source and position.
PLACED = QT_TRANSLATE_NOOP("errors", "{where}: {reason}")
POSITIONED = QT_TRANSLATE_NOOP("errors", "{source}: {place}")
#: The place of a mistake in its source: a line (and column) of a file, a character of a one-line text.
PLACES = {
    "column": QT_TRANSLATE_NOOP("errors", "line {line}, column {column}"),
    "line": QT_TRANSLATE_NOOP("errors", "line {line}"),
    "character": QT_TRANSLATE_NOOP("errors", "character {character}"),
}
#: A mistake in a named part of the input (a parameter, a place in a file): its name first.
NAMED = QT_TRANSLATE_NOOP("errors", "{name}: {reason}")
#: A refusal and what to do instead.
ADVISED = QT_TRANSLATE_NOOP("errors", "{refusal}: {advice}")
#: The source of a mistake in a game's specification (``sticks:n=10``) when the specification is not shown.
GAME_SPEC = Sentence(QT_TRANSLATE_NOOP("errors", "game spec"))
#: The source of a mistake in moves typed (``--moves``, the board's field) and in a position given.
MOVES = Sentence(QT_TRANSLATE_NOOP("errors", "moves"))
POSITION = Sentence(QT_TRANSLATE_NOOP("errors", "position"))
#: What a reader found where it expected more of the text.
THE_END = QT_TRANSLATE_NOOP("errors", "the end")


def cut_echo(text: str, tr: Translate | None = None) -> str:
    """``text`` (a file name, a specification: input shown without quotes) cut to :data:`MAX_ECHO`
    characters, its length said when it is cut (in English, or in the language of ``tr``)."""
    return text if len(text) <= MAX_ECHO else f"{text[:MAX_ECHO]}… {_length(len(text), tr)}"


def _length(count: int, tr: Translate | None) -> str:
    """``(1,234 characters)``: the length of a piece of input cut, in English or in the language of ``tr``."""
    return f"({count:,} characters)" if tr is None else tr(LENGTH).format(count=Count(count))


def printable(text: str) -> str:
    """``text`` with every character a terminal could obey or hide written as an escape
    (``\\x1b``, ``\\u202e``, ``\\udc80``), so that a message is one safe line."""
    if text.isprintable() and text.isascii():
        return text
    out = []
    for ch in text:
        if unicodedata.category(ch) in _UNSAFE:
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    return "".join(out)


def safe_message(text: str, tr: Translate | None = None) -> str:
    """``text`` made safe for a terminal: escapes for control characters and escape sequences,
    and every quoted piece of input longer than :data:`MAX_ECHO` characters cut (once: a safe
    message stays the same when made safe again), its length said in English or in the language of ``tr``."""
    text = _QUOTED.sub(lambda match: f"'{match.group(1)[:MAX_ECHO]}…' {_length(len(match.group(1)), tr)}", text)
    if len(text) > MAX_MESSAGE:  # a bug's unquoted echo: the message is cut, not the terminal flooded
        text = text[:MAX_MESSAGE] + "…"
    return printable(text)


class InputError(Exception):
    """A mistake in something the user gave us.

    Parameters
    ----------
    reason
        What is wrong, in one sentence.
    source
        The file name or the text being read (``"arena.json"``, ``"game spec"``).
    line, column
        1-based position in ``source`` when the format has lines.
    offset
        0-based character offset when the input is a one-line text (shown
        1-based: "character 1" is the first one).
    """

    def __init__(
        self,
        reason: str,
        *,
        source: str | None = None,
        line: int | None = None,
        column: int | None = None,
        offset: int | None = None,
    ) -> None:
        self.reason = reason
        self.source = source
        self.line = line
        self.column = column
        self.offset = offset
        super().__init__(self.message)

    def __reduce__(self) -> tuple[Callable[..., InputError], tuple[type[InputError], dict[str, Any]]]:
        return _restored, (type(self), dict(self.__dict__))  # (a child process sends its refusal whole)

    @property
    def where(self) -> str:
        """The place of the mistake, e.g. ``arena.json: line 12, column 4``."""
        return self._where(None)

    @property
    def message(self) -> str:
        """``where: reason``, or just the reason when there is no place (in English)."""
        where = self.where
        return safe_message(f"{where}: {self.reason}" if where else self.reason)

    def translated(self, tr: Translate) -> str:
        """The message in the language of ``tr`` (a ``tr`` of :data:`CONTEXTS`), made safe as
        :attr:`message` is: its sentences translated, the text the user gave as it was."""
        where, reason = self._where(tr), _said(self.reason, tr)
        return safe_message(tr(PLACED).format(where=where, reason=reason) if where else reason, tr)

    def _where(self, tr: Translate | None) -> str:
        """The place of the mistake, in English (``tr`` None) or in the language of ``tr``."""
        place = _said(self._position(), tr)
        # a sentence quotes what it echoes, and a long quoted echo is cut by safe_message: cut here, its
        # closing quote would be lost and the rest of the line taken for the quoted piece
        source = _said(self.source, tr) if isinstance(self.source, Sentence) else cut_echo(self.source or "", tr)
        if source and place:
            return tr(POSITIONED).format(source=source, place=place) if tr else f"{source}: {place}"
        return source or place

    def _position(self) -> str:
        """The line and column, or the character, of the mistake in its source; "" if none is known."""
        if self.line is not None and self.column is not None:
            return Sentence(PLACES["column"], line=self.line, column=self.column)
        if self.line is not None:
            return Sentence(PLACES["line"], line=self.line)
        if self.offset is not None:
            return Sentence(PLACES["character"], character=self.offset + 1)
        return ""

    def __str__(self) -> str:
        return self.message


def _said(text: str, tr: Translate | None) -> str:
    """``text`` in the language of ``tr`` (None: English): a sentence translated, other text (a file
    name) as it is."""
    return text.translated(tr) if tr is not None and isinstance(text, Sentence) else text


def _restored(kind: type[InputError], state: dict[str, Any]) -> InputError:
    """The error ``kind`` with the attributes ``state`` (unpickled)."""
    error = kind.__new__(kind)
    error.__dict__.update(state)
    Exception.__init__(error, error.message)
    return error


class ArenaFormatError(InputError):
    """An arena file or text that cannot be read."""


class GameSpecError(InputError):
    """A game specification (``sticks:n=10,take=1-3``) that is not valid."""


class TreeFormatError(InputError):
    """An exercise tree that cannot be read."""


class LimitError(InputError):
    """A request that would exceed a size limit (vertices, nodes, board size)."""


class NeverBuiltError(LimitError):
    """A whole arena that no vertex limit would let be built (the game's own check refuses it): raising
    the limit cannot help. ``reason`` says why, with no advice, so that the command line and the
    window each say what to do instead in their own terms; ``game`` is the game's name (``connect4``)."""

    def __init__(self, reason: str, *, game: str, source: str | None = None) -> None:
        self.game = game
        super().__init__(reason, source=source)


class Cancelled(Exception):
    """Long work stopped because the user asked for it (not an input error)."""


def as_input_error(error: BaseException) -> InputError | None:
    """The input mistake behind ``error``: itself, or input too deep or too large for Python
    (RecursionError, MemoryError); None for a genuine bug."""
    if isinstance(error, InputError):
        return error
    if isinstance(error, RecursionError):
        return InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the input is nested too deeply to be read or "
                                                                "searched; for a game, give a depth")))
    if isinstance(error, MemoryError):
        return LimitError(Sentence(QT_TRANSLATE_NOOP("errors", "there is not enough memory for this input; choose a "
                                                               "smaller game, file or depth")))
    return None
