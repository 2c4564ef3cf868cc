"""Small pieces of mathematical notation shared by pictures and reports."""

from __future__ import annotations

#: The letter of the attractor's sets as the course writes it (seed 000: \mathcal{A}_m^1, 𝒜¹ₘ).
SET_LETTER = "𝒜"
#: … where only plain text is asked for (``--ascii``, an output whose encoding has no 𝒜).
PLAIN_SET_LETTER = "A"

SUBSCRIPTS = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")
SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def subscript(number: int) -> str:
    """``12`` → ``"₁₂"``, for A₀, A₁, … and X₁, X₂."""
    return str(number).translate(SUBSCRIPTS)


def superscript(number: int) -> str:
    """``3`` → ``"³"``, for the player of A³."""
    return str(number).translate(SUPERSCRIPTS)


def plain_letters(text: str) -> str:
    """``"𝒜¹₂ = 𝒜¹₁ ∪ {…}"`` → ``"A¹₂ = A¹₁ ∪ {…}"``: the course's script letter as a plain one, for a
    plain-text output (the sets' other signs are left to the output's own fallback)."""
    return text.replace(SET_LETTER, PLAIN_SET_LETTER)


def signed_sum(terms: list[int]) -> str:
    """``[7, 5, -3]`` → ``"7 + 5 − 3"``; no terms → ``"0"``."""
    if not terms:
        return "0"
    text = str(terms[0]).replace("-", "−")
    for term in terms[1:]:
        text += f" − {-term}" if term < 0 else f" + {term}"
    return text


def counted(number: int, singular: str, plural: str = "") -> str:
    """``1 move``, ``2 moves``, ``1,000 vertices``: a number with its noun in the right form."""
    return f"{number:,} {singular if number == 1 else plural or singular + 's'}"
