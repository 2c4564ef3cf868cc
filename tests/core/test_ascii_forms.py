"""The notation's ASCII forms, for outputs whose encoding cannot hold it."""

from __future__ import annotations

import pytest

from gameviz.core.ascii_forms import ASCII_FORMS, ASCII_MESSAGES, ascii_form


@pytest.mark.parametrize("text,form", [
    ("A¹₂ = A¹₁ ∪ {(2,1)}", "A1_2 = A1_1 U {(2,1)}"),
    ("A₁₂", "A_12"),
    ("(2,1) → (1,2)", "(2,1) -> (1,2)"),
    ("Matchs nuls (0) : ∅", "Matchs nuls (0) : {}"),
    ("[α, β] = [−∞, +∞]", "[alpha, beta] = [-inf, +inf]"),
    ("h ≥ 3 × 2 … ≤ 7", "h >= 3 x 2 ... <= 7"),
    ("Stratégie, départ, cœur", "Strategie, depart, coeur"),
    ("日本 😀", "\\u65e5\\u672c \\U0001f600"),
])
def test_ascii_forms_of_the_notation(text, form):
    assert ascii_form(text) == form and form.isascii()


def test_the_handlers_keep_what_the_encoding_holds_and_messages_escape_digits_in_other_forms():
    assert "A¹₂ → é".encode("latin-1", ASCII_FORMS) == "A¹_2 -> é".encode("latin-1")
    assert "'²' and '٣' are not numbers…".encode("ascii", ASCII_MESSAGES) == b"'\\xb2' and '\\u0663' are not numbers..."
