"""The one reader of typed whole numbers: ASCII digits only, a range, the parameter named."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import GameSpecError, InputError
from gameviz.core.numbers import int_reader, number_in, parse_decimal, parse_int

ASCII_NUMBER = re.compile(r"-?[0-9]+")


@pytest.mark.parametrize("text", ["²", "١٢", "1_000", "0x10", "+3", "", " ", "1e3", "3.0", "٣", "𝟕", "-", "--1"])
def test_what_int_or_isdigit_would_take_is_refused(text):
    with pytest.raises(InputError, match=r"^n: '.*' is not a whole number \(digits 0 to 9\)$"):
        parse_int(text, name="n", signed=True)
    assert number_in(text, -10, 10) is None


def test_the_range_and_the_name_are_in_the_message():
    assert parse_int(" 007 ", name="--table", low=1, high=10) == 7
    with pytest.raises(InputError, match=r"^--table: 0 is below the minimum 1$"):
        parse_int("0", name="--table", low=1, high=10)
    with pytest.raises(InputError, match=r"^--table: 11 is above the maximum 10$"):
        parse_int("11", name="--table", low=1, high=10)
    with pytest.raises(InputError, match=r"^take: -5 is below the minimum -1$"):
        parse_int("-5", name="take", low=-1, signed=True)


def test_a_number_of_a_thousand_digits_is_refused_by_its_length():
    with pytest.raises(InputError, match=r"^--table: 100000000000… is above the maximum 4096$"):
        parse_int("1" + "0" * 20, name="--table", low=1, high=4096)
    with pytest.raises(InputError, match=r"is too large$"):
        parse_int("9" * 5000, name="n")


def test_the_error_type_and_place_are_the_callers():
    with pytest.raises(GameSpecError) as caught:
        parse_int("x", name="n", error=GameSpecError, source="game spec 'sticks:n=x'", offset=8)
    assert str(caught.value) == "game spec 'sticks:n=x': character 9: n: 'x' is not a whole number (digits 0 to 9)"


def test_a_reader_for_option_parsers():
    read = int_reader("--cols", low=1, high=9)
    assert read("7") == 7 and read.__name__ == "cols"
    with pytest.raises(InputError, match="--cols: 10 is above the maximum 9"):
        read("10")


@given(st.text(max_size=30), st.integers(-1000, 0), st.integers(0, 1000))
def test_parse_int_accepts_exactly_ascii_numbers_in_range(text, low, high):
    expected = int(text.strip()) if ASCII_NUMBER.fullmatch(text.strip()) else None
    try:
        value = parse_int(text, name="n", low=low, high=high, signed=True)
    except InputError:
        assert expected is None or not low <= expected <= high
    else:
        assert value == expected and low <= value <= high
    in_range = expected if expected is not None and low <= expected <= high else None
    assert number_in(text.strip(), low, high) == in_range


@pytest.mark.parametrize("text", ["٣", "２", "²", "1e3", "nan", "inf", "-1", "+2", "1_0", "1.2.3", ".", "", "0x10"])
def test_a_decimal_is_written_in_ascii_digits_and_one_point(text):
    with pytest.raises(InputError, match=r"^--time: '.*' is not a number \(digits 0 to 9 and a point\)$"):
        parse_decimal(text, name="--time")


def test_a_decimal_is_range_checked_with_its_name():
    assert [parse_decimal(t, name="--scale", above=0, high=8) for t in ("2", "0.5", ".5", "8", " 3. ")] == \
        [2.0, 0.5, 0.5, 8.0, 3.0]
    with pytest.raises(InputError, match=r"^--scale: 8\.5 is above the maximum 8$"):
        parse_decimal("8.5", name="--scale", above=0, high=8)
    with pytest.raises(InputError, match=r"^--scale: 0\.0 is not above 0$"):
        parse_decimal("0.0", name="--scale", above=0)
    with pytest.raises(InputError, match=r"^--time: 000000000000… has more than 32 characters$"):
        parse_decimal("0" * 1_000_000 + "1", name="--time")


@given(st.decimals(min_value=0, max_value=10**9, allow_nan=False, allow_infinity=False, places=3))
def test_parse_decimal_reads_what_float_reads_of_ascii_decimals(value):
    text = f"{value:f}"
    assert parse_decimal(text, name="x") == float(text)


def test_what_is_not_a_number_is_echoed_up_to_20_characters():
    with pytest.raises(InputError, match=r"^n: 'abcdefghijklmnopqrst' is not a whole number"):
        parse_int("abcdefghijklmnopqrst", name="n")
    with pytest.raises(InputError, match=r"^n: 'abcdefghijklmnopqrst…' is not a whole number"):
        parse_int("abcdefghijklmnopqrstu", name="n")
