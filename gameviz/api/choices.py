"""The choices the API's keyword arguments take, each checked with a message that lists them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.figure.style import EXPORT_PALETTES
from gameviz.report.translations import LANGUAGES

#: The themes of pictures: the window's light and dark, the course's colours, print.
THEMES = tuple(EXPORT_PALETTES)
#: ``lang``: a language of the interface, or the system's.
LANGUAGE_CHOICES = ("system", *LANGUAGES)

Choice = TypeVar("Choice", bound=str)


def choice(value: Choice, known: Sequence[str], what: str) -> Choice:
    """``value`` if it is one of ``known``.

    >>> choice("dark", THEMES, "theme")
    'dark'
    >>> choice("sepia", THEMES, "theme")
    Traceback (most recent call last):
    ...
    gameviz.core.errors.InputError: unknown theme 'sepia' (known: light, dark, course, print)

    Raises
    ------
    InputError
        If it is not, naming ``what`` and the choices.
    """
    if value not in known:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "unknown {what} '{value}' (known: "
                                                              "{known})"), what=what, value=value,
                                  known=", ".join(known)))
    return value
