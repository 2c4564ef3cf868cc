"""Marking sentences for translation without depending on Qt.

Sentences are written in English and marked with :func:`QT_TRANSLATE_NOOP`, so
that Qt Linguist collects them; the application passes a ``tr`` function that
translates them, the command line prints them as they are (:func:`untranslated`).
A sentence with numbers in it is a :class:`Sentence`: English where a string is
expected, and translated from its template by :meth:`Sentence.translated`.
"""

from __future__ import annotations

from collections.abc import Callable

from gameviz.core.numerals import Count

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


class Sentence(str):
    """A sentence made of a marked ``template`` and its ``values``: the string is the English one, and
    :meth:`translated` says it in another language (values that are sentences are translated too).

    >>> size = Sentence("{n}×{n} is too large", n=8)
    >>> size, size.translated({"{n}×{n} is too large": "{n}×{n} est trop grand"}.__getitem__)
    ('8×8 is too large', '8×8 est trop grand')
    """

    template: str
    values: dict[str, object]

    def __new__(cls, template: str, **values: object) -> Sentence:
        sentence = super().__new__(cls, template.format(**values))
        sentence.template, sentence.values = template, values
        return sentence

    def __reduce__(self) -> tuple[Callable[..., Sentence], tuple[str, dict[str, object]]]:
        return _sentence, (self.template, self.values)  # (a file read in a child process sends its refusal)

    def translated(self, tr: Translate) -> str:
        """The sentence in the language of ``tr``, its whole numbers grouped as that language does
        (:class:`~gameviz.core.numerals.Count`)."""
        return tr(self.template).format(**{key: _translated_value(value, tr) for key, value in self.values.items()})


def _translated_value(value: object, tr: Translate) -> object:
    if isinstance(value, Sentence):
        return value.translated(tr)
    if isinstance(value, int) and not isinstance(value, bool):
        return Count(value)
    return value


def _sentence(template: str, values: dict[str, object]) -> Sentence:
    return Sentence(template, **values)
