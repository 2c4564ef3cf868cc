"""The notation shared by pictures and reports: indices, signed sums, counted nouns."""

from __future__ import annotations

from gameviz.core.symbols import counted, signed_sum, subscript, superscript


def test_indices_are_written_with_unicode_subscripts_and_superscripts():
    assert subscript(0) == "₀" and subscript(12) == "₁₂" and subscript(-3) == "₋₃"
    assert superscript(3) == "³" and superscript(10) == "¹⁰"


def test_a_signed_sum_writes_each_term_with_its_sign():
    assert signed_sum([7, 5, -3]) == "7 + 5 − 3"
    assert signed_sum([-2, 0, -4, 1]) == "−2 + 0 − 4 + 1"
    assert signed_sum([6]) == "6"
    assert signed_sum([]) == "0"


def test_a_counted_noun_is_singular_for_one_only():
    assert counted(1, "move") == "1 move"
    assert counted(0, "move") == "0 moves"
    assert counted(2, "move") == "2 moves"
    assert counted(1000, "vertex", "vertices") == "1,000 vertices"
    assert counted(1, "vertex", "vertices") == "1 vertex"
