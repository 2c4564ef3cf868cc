"""The DOT gameviz writes is read a line at a time and packed a column at a time; any other DOT, or a file
that does not fit, is read by the general parser. Both give the same arena, and the same mistake at the
same place."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import ArenaFormatError
from gameviz.io.dot import arena_from_dot, arena_to_dot
from gameviz.io.dot_columns import packed_dot
from tests.arenas import arenas
from tests.conftest import budget


def by_the_parser(text: str):
    """The same file read by the general parser: a comment after the first line sends it there (every
    other line stays where it was)."""
    first, rest = text.split("\n", 1)
    return arena_from_dot(first + " // read by the parser\n" + rest, "test")


@budget(200)
@given(arena=st.sampled_from([2, 3]).flatmap(lambda players: arenas(odd_ids=True, players=players)))
def test_the_dot_gameviz_writes_is_read_packed_as_the_parser_reads_it(arena):
    text = arena_to_dot(arena)
    fast, slow = arena_from_dot(text, "test"), by_the_parser(text)
    assert fast._packed is not None and slow._packed is None
    assert fast.same_as(slow) and fast.same_as(arena)
    assert [fast.targets(p) for p in range(1, 7)] == [slow.targets(p) for p in range(1, 7)]
    assert fast.start == slow.start and fast.game == slow.game


TEXT = """digraph arena {
  game="sticks:n=1";
  start="a";
  "a" [player=1, label="A", shape=circle];
  "b" [player=2, target=1, label="\\\\N, said \\"b\\"", shape=box, peripheries=2];
  "a" -> "b";
}
"""


def test_a_file_as_gameviz_writes_it_is_read_packed_with_its_escapes():
    arena = arena_from_dot(TEXT, "test")
    assert arena._packed is not None and arena.labels() == ["A", '\\N, said "b"']
    assert arena.id(arena.start) == "a" and arena.game == "sticks:n=1" and arena.targets(1) == ["b"]


@pytest.mark.parametrize(("change", "labels"), [
    (('label="A"', 'label="\\N"'), ["a", '\\N, said "b"']),  # the node's name: the parser puts it in
    (("shape=circle", "shape=circle, color=red"), ["A", '\\N, said "b"']),  # an attribute gameviz does not write
    (('"a" -> "b";', '"a" -> "b" -> "a";'), ["A", '\\N, said "b"']),  # a chain
])
def test_a_file_written_otherwise_is_left_to_the_parser(change, labels):
    arena = arena_from_dot(TEXT.replace(*change), "test")
    assert arena._packed is None and arena.labels() == labels


@pytest.mark.parametrize(("change", "mistake"), [
    (('"a" -> "b";', '"a" -> "c";'), "line 6, column 10: node 'c' has no player attribute"),
    (('"b" [player=2', '"a" [player=2'), "line 6, column 10: node 'b' has no player attribute"),
])
def test_a_mistake_is_left_to_the_parser_which_names_it(change, mistake):
    text = TEXT.replace(*change)
    assert packed_dot(text, lambda body: body, lambda offset, reason: ArenaFormatError(reason)) is None
    with pytest.raises(ArenaFormatError, match=mistake):
        arena_from_dot(text, "test")


def test_a_move_written_twice_is_refused_at_the_place_the_parser_names():
    text = TEXT.replace('"a" -> "b";', '"a" -> "b";\n  "b" -> "a";\n  "a" -> "b";')
    with pytest.raises(ArenaFormatError) as fast:
        arena_from_dot(text, "test")
    with pytest.raises(ArenaFormatError) as slow:
        by_the_parser(text)
    assert "the edge a → b appears twice" in str(fast.value)
    assert (fast.value.reason, fast.value.line, fast.value.column) == (slow.value.reason, slow.value.line,
                                                                       slow.value.column)
