"""Numbers as the interface's language writes them, and which form of a noun goes with a count.

English groups thousands with a comma (5,478) and uses the singular for 1 only; French groups them
with a narrow no-break space, U+202F (5 478), and uses the singular for 0 and 1 ("0 coupure",
"1 feuille évaluée"), the rule Qt's numerus forms follow in the window. The window sets the
language when it installs its translation, the command line with ``--lang``; English is the default.

A :class:`Count` is an ``int`` whose ``{:,}`` groups its digits as the language does, so that
templates written ``{0:,} nodes`` (the window's, the translated ones, a
:class:`~gameviz.core.translate.Sentence`'s) need no change:

>>> set_language("fr"); "{0:,} sommets".format(Count(5478)), singular(0)
('5\u202f478 sommets', True)
>>> set_language("en"); grouped(5478), singular(0)
('5,478', False)
"""

from __future__ import annotations

#: How each language groups the digits of a number by thousands.
SEPARATORS = {"en": ",", "fr": "\u202f"}
#: The languages whose singular goes with 0 as with 1.
SINGULAR_ZERO = frozenset({"fr"})

_language = ["en"]


def set_language(code: str) -> None:
    """Write numbers as the language ``code`` does (``"en"``, ``"fr"``; another one as English)."""
    _language[0] = code if code in SEPARATORS else "en"


def language() -> str:
    """The language numbers are written in."""
    return _language[0]


def grouped(number: int) -> str:
    """``5478`` → ``"5,478"``, or ``"5 478"`` in French."""
    return f"{number:,}".replace(",", SEPARATORS[_language[0]])


def singular(number: int) -> bool:
    """Whether a noun counted ``number`` times is in the singular: 1 in English, 0 and 1 in French."""
    return abs(number) == 1 or (number == 0 and _language[0] in SINGULAR_ZERO)


class Count(int):
    """A whole number whose ``,`` format groups its digits as the language does."""

    def __format__(self, spec: str) -> str:
        text = format(int(self), spec)
        return text.replace(",", SEPARATORS[_language[0]]) if "," in spec else text
