"""Marking sentences for translation without depending on Qt.

Sentences are written in English and marked with :func:`QT_TRANSLATE_NOOP`, so
that Qt Linguist collects them; the application passes a ``tr`` function that
translates them, the command line prints them as they are (:func:`untranslated`).
"""

from __future__ import annotations

from collections.abc import Callable

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name)
    """Mark ``text`` for translation in ``context`` without translating it now.

    >>> QT_TRANSLATE_NOOP("games", "Chomp")
    'Chomp'
    """
    return text


def untranslated(text: str) -> str:
    """The ``tr`` of the command line: English as written."""
    return text
