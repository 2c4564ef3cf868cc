"""``gameviz solve --json``'s object, written a part at a time: the same text as the JSON module writes
for the whole object, from the packed attractor's arrays as from the Python attractor's steps."""

from __future__ import annotations

import json

import pytest
from hypothesis import given

from gameviz.core.solution import solve
from gameviz.games import arena_from_spec
from gameviz.report.solution_json import solution_json, solution_to_json
from tests.arenas import arenas
from tests.conftest import budget


def texts(arena) -> tuple[str, str, str]:
    """The object as the JSON module writes it (Python solver), and written in parts by both solvers."""
    python, compiled = solve(arena, engine="steps"), solve(arena, engine="packed")
    return (json.dumps(solution_to_json(arena, python), ensure_ascii=False), "".join(solution_json(arena, python)),
            "".join(solution_json(arena, compiled)))


@budget(100)
@given(arena=arenas(odd_ids=True))
def test_the_parts_make_the_object_whatever_solved_it(arena):
    whole, python, compiled = texts(arena)
    assert python == whole and compiled == whole


@pytest.mark.parametrize("spec", ["sticks", "chomp:rows=2,cols=3", "nim:heaps=2/3"])
def test_the_course_games_answer_alike(spec):
    arena = arena_from_spec(spec)
    whole, python, compiled = texts(arena)
    assert python == whole and compiled == whole
    data = json.loads(whole)
    if spec == "sticks":  # the course: J1 wins from (10,1) by taking one stick
        assert data["start"] == "10,1" and data["outcome"]["10,1"] == 1 and data["strategy"]["1"]["10,1"] == "9,2"
        assert data["attractors"]["1"]["steps"][:2] == [["0,1"], ["1,2"]]
