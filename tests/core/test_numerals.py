"""Numbers and counted nouns as English and French write them."""

from __future__ import annotations

import pytest

from gameviz.core.numerals import Count, grouped, language, set_language, singular
from gameviz.core.translate import Sentence


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_english_groups_with_a_comma_and_uses_the_singular_for_one_only():
    assert language() == "en"
    assert [grouped(n) for n in (0, 999, 5478, 1_234_567, -16_167)] == ["0", "999", "5,478", "1,234,567", "-16,167"]
    assert [singular(n) for n in (0, 1, 2, -1)] == [False, True, False, True]


def test_french_groups_with_a_narrow_no_break_space_and_uses_the_singular_for_zero_and_one(french):
    assert grouped(5478) == "5\u202f478" and grouped(1_234_567) == "1\u202f234\u202f567" and grouped(12) == "12"
    assert [singular(n) for n in (0, 1, 2, 21)] == [True, True, False, False]
    template = "{0:,} sommets, {1:,} coups"  # as the window's templates are written
    assert template.format(Count(5478), Count(16167)) == "5\u202f478 sommets, 16\u202f167 coups"
    assert f"{Count(7):>3}" == "  7" and Count(5478) + 1 == 5479  # other formats, and arithmetic, as an int's


def test_a_sentence_translated_groups_its_numbers_as_the_language_does(french):
    sentence = Sentence("{spec} has at least {least:,} positions", spec="tictactoe", least=1090)
    assert sentence == "tictactoe has at least 1,090 positions"  # the English string, as built
    french_template = {"{spec} has at least {least:,} positions": "{spec} a au moins {least:,} positions"}
    assert sentence.translated(french_template.__getitem__) == "tictactoe a au moins 1\u202f090 positions"


def test_an_unknown_language_writes_numbers_as_english():
    set_language("de")
    assert language() == "en" and grouped(5478) == "5,478"
