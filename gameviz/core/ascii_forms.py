"""ASCII forms of gameviz's notation, for an output whose encoding cannot hold it.

A console in ASCII, latin-1 or cp1252 (``PYTHONIOENCODING``, a Windows console, a file redirected
with another encoding) cannot hold ``A¹₂ = A¹₁ ∪ {…}`` or ``→``. Text written there goes through
the error handler :data:`ASCII_FORMS` (``text.encode(encoding, ASCII_FORMS)``), which writes
each character the encoding lacks in an ASCII form: superscripts as digits and subscripts after
``_`` (``A¹₂`` → ``A1_2``), arrows and relations as their usual ASCII spellings (``->``, ``>=``),
letters without their accents (``é`` → ``e``), and anything else as a Python escape (``\\u65e5``).
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Callable

#: The name of the codec error handler for results (the notation in ASCII: ``A¹₂`` → ``A1_2``).
ASCII_FORMS = "gameviz-ascii"
#: The name of the codec error handler for messages, which echo what the user typed: superscripts and
#: subscripts there are escaped (``'²' is not a whole number`` → ``'\\xb2' is not…``), not turned into
#: digits that would say another thing; symbols and accents as in results.
ASCII_MESSAGES = "gameviz-ascii-messages"

_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉₋ₐₑₒₓₕₖₗₘₙₚₛₜ", "0123456789-aeoxhklmnpst")
_RUNS = re.compile("([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)|([₀₁₂₃₄₅₆₇₈₉₋ₐₑₒₓₕₖₗₘₙₚₛₜ]+)")
#: Symbols of the notation and of the sentences, with their ASCII spelling.
SYMBOLS = {
    "…": "...", "−": "-", "–": "-", "—": "--", "·": ".", "’": "'", "‘": "'", "“": '"', "”": '"', "«": '"',
    "»": '"', "×": "x", "±": "+/-", "→": "->", "←": "<-", "↔": "<->", "⇔": "<=>", "⇒": "=>", "≥": ">=",
    "≤": "<=", "≠": "!=", "≈": "~", "∞": "inf", "∪": "U", "∩": "^", "∈": "in", "∉": "not in", "∅": "{}",
    "⊆": "<=", "α": "alpha", "β": "beta", "✓": "yes", "✗": "no", "●": "*", "○": "o", "⌊": "floor(",
    "⌋": ")", "⌈": "ceil(", "⌉": ")", "𝒜": "A", "⏎": "|", "œ": "oe", "Œ": "OE", "æ": "ae", "ß": "ss",
    "\u00a0": " ", "\u202f": " ",
}


def ascii_form(text: str, *, notation: bool = True) -> str:
    """``text`` in ASCII: ``A¹₂ → ∅`` → ``A1_2 -> {}`` (see the module's description); without
    ``notation``, superscripts and subscripts are escaped."""
    if notation:
            text = _RUNS.sub(lambda run: run[1].translate(_SUPERSCRIPTS) if run[1] else "_" + run[2].translate(_SUBSCRIPTS),
                         text)
    return "".join(char if char.isascii() else SYMBOLS.get(char) or _plain(char) for char in text)


def _plain(char: str) -> str:
    """A letter without its accents (``é`` → ``e``), or else the character's Python escape."""
    if unicodedata.category(char) in ("No", "Nd", "Lm"):  # ², ₂, ٣, ᵏ: a digit in another form is not that digit
        return _escaped(char)
    plain = "".join(part for part in unicodedata.normalize("NFKD", char) if not unicodedata.combining(part))
    return plain if plain and plain.isascii() and plain.isprintable() else _escaped(char)


def _escaped(char: str) -> str:
    """``char`` as Python escapes it (``\\xb2``, ``\\u65e5``)."""
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _handler(notation: bool) -> Callable[[UnicodeError], tuple[str, int]]:
    """The codec error handler writing what the encoding cannot hold in its ASCII form."""

    def handle(error: UnicodeError) -> tuple[str, int]:
        if not isinstance(error, UnicodeEncodeError):
            raise error
        return ascii_form(error.object[error.start:error.end], notation=notation), error.end

    return handle


codecs.register_error(ASCII_FORMS, _handler(notation=True))
codecs.register_error(ASCII_MESSAGES, _handler(notation=False))
