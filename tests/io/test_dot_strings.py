"""Quoted strings in DOT as Graphviz reads them: ``\\N`` and ``\\G`` in labels, lines joined by a final
backslash, strings joined by ``+``; and gameviz's own escapes still read back as written."""

from __future__ import annotations

import pytest

from gameviz.core.arena import Arena
from gameviz.core.errors import ArenaFormatError
from gameviz.io.dot import arena_from_dot, arena_to_dot


def labels(text: str) -> dict[str, str]:
    arena = arena_from_dot(text)
    return {arena.id(v): arena.label(v) for v in arena}


def test_node_and_graph_names_in_labels_are_put_in():
    text = 'digraph game {\n node [label="\\N", player=1];\n a; b [label="\\N of \\G"]; c [label="(\\N)"] }'
    assert labels(text) == {"a": "a", "b": "b of game", "c": "(c)"}


def test_a_doubled_backslash_before_n_is_a_backslash_not_the_name():
    assert labels('digraph { a [player=1, label="\\\\N and \\N"] }') == {"a": "\\N and a"}


def test_a_label_written_by_gameviz_with_backslash_n_reads_back_as_written():
    arena = Arena()
    arena.add_vertex("x", 1, label="\\N \\G \\")
    assert labels(arena_to_dot(arena)) == {"x": "\\N \\G \\"}


def test_a_backslash_at_the_end_of_a_line_joins_the_lines():
    assert labels('digraph { "ab\\\ncd" [player=2, label="one\\\n two"] }') == {"abcd": "one two"}


def test_plus_joins_quoted_strings_across_blanks_and_comments():
    text = 'digraph {\n "a" + "b" [player=1, label="x" // c\n + /* d */ "y\\N"]; "a" +\n"b" -> "a" + "b" }'
    arena = arena_from_dot(text)
    assert labels(text) == {"ab": "xyab"}
    assert [(arena.id(u), arena.id(w)) for u, w in arena.edges()] == [("ab", "ab")]


@pytest.mark.parametrize(("text", "line", "column", "reason"), [
    ('digraph {\n "a" + b [player=1] }', 2, 8, "a quoted string is expected after '+'"),
    ('digraph {\n "a" + "b [player=1] }', 2, 8, "string never closed"),
    ('digraph {\n a [player=1] + }', 2, 15, "unexpected character '+'"),
])
def test_mistakes_around_plus_say_where(text, line, column, reason):
    with pytest.raises(ArenaFormatError) as caught:
        arena_from_dot(text, "x.dot")
    assert (caught.value.line, caught.value.column) == (line, column)
    assert reason in str(caught.value)


def test_a_move_written_twice_is_refused_where_it_is_written_again():
    text = "digraph {\n a [player=1];\n b [player=2];\n a -> b;\n b -> a;\n" + " a -> b;\n" * 100_000 + "}\n"
    with pytest.raises(ArenaFormatError, match="line 6, column 4: the edge a → b appears twice"):
        arena_from_dot(text, "test")
    with pytest.raises(ArenaFormatError, match="line 2, column 14: the edge a → b appears twice"):  # in one chain
        arena_from_dot("digraph {\n a -> b -> a -> b;\n a [player=1]; b [player=2]; }", "test")
