"""Fuzzing the readers: valid files of every format, mutated at random, and texts built from each
grammar's pieces (a fixed sample in CI; ``FUZZ_RANDOM=1`` draws new ones). A reader either gives an
arena (or a tree, a game) or an input error that says where and what; never another exception,
whatever the text."""

from __future__ import annotations

import os
import warnings

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import InputError
from gameviz.games import GAMES, arena_from_spec
from gameviz.games.spec import parse_spec
from gameviz.io.course import arena_from_course
from gameviz.io.dot import arena_from_dot, arena_to_dot
from gameviz.io.exercise_tree import parse_labelled, parse_nested
from gameviz.io.graphml import arena_from_graphml, arena_to_graphml
from gameviz.io.json_arena import arena_from_json, arena_to_json
from gameviz.io.pgsolver import arena_from_pgsolver, arena_to_pgsolver
from tests.arenas import arenas
from tests.conftest import budget

#: The same examples at every run, so that CI is reproducible; FUZZ_RANDOM=1 explores new ones.
FIXED = not os.environ.get("FUZZ_RANDOM")

#: Pieces of every grammar read here, and characters readers tend to trip on.
PIECES = ["[", "]", "{", "}", "(", ")", "<", ">", "</", "/>", '"', "'", "\\", ",", ":", ";", "=", "->", "--",
          "-", "+", "*", "//", "%", "&", "&amp;", "&#0;", "<!DOCTYPE g>", "<![CDATA[", "]]>", "\n", " ", "\x00",
          "\ufeff", "é", "→", "0", "1", "-1", "1e309", "9" * 400, "inf", "-inf", "NaN", "Infinity", "null", "true",
          "digraph", "subgraph", "node", "edge", "graph", "graphml", "key", "data", "player", "target", "label",
          "start", "arene", "Sommets1", "Victoire1", "range(", "for", "in", "if", "not", "lambda", "__import__",
          "children", "value", "max", "min", "parity", "start 0;", "0 1 0 1,2", "٣", "０", "²",
          "[" * 250, "]" * 250, "{" * 250, "-" * 250, "<a>" * 250]


@st.composite
def mutated(draw, text: str) -> str:
    """``text`` with a few slices deleted, duplicated, or replaced by grammar pieces."""
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        end = draw(st.integers(at, min(len(text), at + 20)))
        edit = draw(st.sampled_from(["delete", "duplicate", "insert", "replace"]))
        piece = draw(st.sampled_from(PIECES))
        if edit == "delete":
            text = text[:at] + text[end:]
        elif edit == "duplicate":
            text = text[:end] + text[at:end] * draw(st.integers(1, 50)) + text[end:]
        elif edit == "insert":
            text = text[:at] + piece + text[at:]
        else:
            text = text[:at] + piece + text[end:]
    return text


def course_text(arena) -> str:
    """An arena in the course's Python notation."""
    successors = ", ".join(f"{v!r}: [{', '.join(repr(w) for w in arena.successors(v))}]" for v in arena)
    owners = ", ".join(f"{v!r}: True" for v in arena if arena.player(v) == 1)
    targets = ", ".join(f"{v!r}: True" for v in arena.targets(1))
    return f"arene = {{{successors}}}\nSommets1 = {{{owners}}}\nVictoire1 = {{{targets}}}\n"


FORMATS = {
    "json": (arena_to_json, arena_from_json),
    "dot": (arena_to_dot, arena_from_dot),
    "graphml": (arena_to_graphml, arena_from_graphml),
    "py": (course_text, arena_from_course),
    "gm": (arena_to_pgsolver, arena_from_pgsolver),
}


def reads_or_says_why(read, text: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing printed on the side either
        try:
            read(text)
        except InputError as error:
            assert error.reason and str(error)


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
@budget(600, derandomize=FIXED)
@given(data=st.data(), arena=arenas(odd_ids=True))
def test_a_mutated_arena_file_is_read_or_refused(fmt, data, arena):
    write, read = FORMATS[fmt]
    reads_or_says_why(lambda text: read(text, "fuzz"), data.draw(mutated(write(arena))))


@pytest.mark.parametrize("fmt", FORMATS)
@budget(400, derandomize=FIXED)
@given(pieces=st.lists(st.sampled_from(PIECES), max_size=40))
def test_a_text_of_grammar_pieces_is_read_or_refused(fmt, pieces):
    reads_or_says_why(lambda text: FORMATS[fmt][1](text, "fuzz"), "".join(pieces))


TREES = ["[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "[[[1, 2], [3]], [[-inf, 4.5]]]",
         '{"label": "A", "children": [{"label": "b", "value": 3}, {"label": "c", "value": -2}]}']


@budget(600, derandomize=FIXED)
@given(data=st.data(), tree=st.sampled_from(TREES))
def test_a_mutated_exercise_tree_is_read_or_refused(data, tree):
    text = data.draw(mutated(tree))
    reads_or_says_why(parse_nested if not text.lstrip().startswith("{") else parse_labelled, text)


SPEC_PIECES = [*GAMES, ":", ",", "=", "/", "-", "n", "take", "heaps", "rows", "cols", "k", "size", "last", "wins",
               "loses", "0", "1", "3", "12", "-1", "99999999999", "1-3", "5-1", " ", "é"]


@budget(600, derandomize=FIXED)
@given(pieces=st.lists(st.sampled_from(SPEC_PIECES), max_size=12))
def test_a_game_specification_is_read_or_refused_in_bounded_time(pieces):
    text = "".join(pieces)
    try:
        info, values = parse_spec(text, GAMES)
    except InputError as error:
        assert str(error)
        return
    if info.create is not None:
        # the arena is built, or refused at once or at a small limit: never a long exploration
        reads_or_says_why(lambda spec: arena_from_spec(spec, limit=2_000), text)


def test_a_null_character_in_the_python_notation_is_an_input_error():
    # found by the fuzz test above: Python 3.11's parser raises ValueError on it
    with pytest.raises(InputError, match="line 2, column 1: not valid Python"):
        arena_from_course("x = 1\n\0arene = {'0': []}\n", "fuzz")
