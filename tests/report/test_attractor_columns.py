"""``gameviz solve``'s report written a column at a time from the packed attractor's arrays: the same text
as written step by step and move by move from the Python attractor's, in every notation, with any number of
players, and the course's sticks as the course writes them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.solution import solve
from gameviz.figure.notation import NOTATIONS
from gameviz.games import arena_from_spec
from gameviz.report.attractor import runs_in_columns, solution_report
from tests.arenas import arenas
from tests.conftest import budget


def reports(arena, notation):
    """The report of the Python solution, and of the packed one (read a column at a time)."""
    python, compiled = solve(arena, engine="steps"), solve(arena, engine="packed")
    assert not runs_in_columns(python) and runs_in_columns(compiled)
    return solution_report(arena, python, notation), solution_report(arena, compiled, notation)


@budget(100)
@given(arena=st.sampled_from([2, 3]).flatmap(lambda players: arenas(odd_ids=True, players=players)),
       notation=st.sampled_from(sorted(NOTATIONS)))
def test_the_columns_write_the_report_written_step_by_step(arena, notation):
    by_steps, by_columns = reports(arena, NOTATIONS[notation])
    assert by_columns == by_steps


def test_the_course_sticks_read_the_same_in_columns():
    by_steps, by_columns = reports(arena_from_spec("sticks"), NOTATIONS["j1j2"])
    assert by_columns == by_steps
    lines = by_columns.splitlines()
    assert lines[3:6] == ["  𝒜¹₀ = {(0,1)}", "  𝒜¹₁ = 𝒜¹₀ ∪ {(1,2)}", "  𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}"]
    assert "  𝒜¹₆ = 𝒜¹₅ ∪ {(10,1)}" in lines and "Draws (0): ∅" in lines
    assert "From the start (10,1): J1 wins (rank 6)." in lines and "  (10,1) → (9,2)   (wins)" in lines
