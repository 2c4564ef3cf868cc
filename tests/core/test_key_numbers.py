"""A packed arena's vertex numbers: found by a search for the first few look-ups, then in a table, the
same numbers either way, and a key that is not a vertex refused either way."""

from __future__ import annotations

import pytest

from gameviz.core.key_numbers import SEARCHES, KeyNumbers


def test_every_key_gets_its_place_before_and_after_the_table_is_made():
    keys = tuple((n, 1 + n % 2) for n in range(3 * SEARCHES))
    numbers = KeyNumbers(keys)
    assert [numbers[key] for key in reversed(keys)] == list(reversed(range(len(keys))))
    assert numbers.table == {key: i for i, key in enumerate(keys)}
    assert len(numbers) == len(keys) and list(numbers) == list(keys)


def test_a_key_that_is_not_a_vertex_is_refused_searched_or_looked_up():
    numbers = KeyNumbers(("a", "b", "c"))
    for _ in range(SEARCHES + 2):  # the first searched, the last looked up in the table
        assert "z" not in numbers and numbers.get("z") is None and "b" in numbers
        with pytest.raises(KeyError):
            numbers["z"]


def test_a_table_given_is_the_one_used():
    table = {"a": 0, "b": 1}
    assert KeyNumbers(("a", "b"), table).table is table
