"""The course's set notation, in full and cut short."""

from __future__ import annotations

from gameviz.core.attractor import attractor
from gameviz.figure.notation import format_set
from gameviz.games.sticks import sticks_arena
from gameviz.report.attractor import step_equation_text


def test_sets_are_written_as_in_the_course():
    assert format_set([]) == "∅"
    assert format_set(["(2,1)", "(3,1)", "(4,1)"]) == "{(2,1), (3,1), (4,1)}"


def test_a_long_set_can_be_cut_after_a_few_elements():
    assert format_set(["a", "b", "c"], shown=3) == "{a, b, c}"
    assert format_set(["a", "b", "c", "d"], shown=2) == "{a, b, … (+2)}"  # how many are left out


def test_a_step_equation_cut_short_keeps_its_first_vertices():
    arena = sticks_arena(10)
    step = attractor(arena, 1).steps[2]
    assert step_equation_text(arena, step) == "A¹₂ = A¹₁ ∪ {(2,1), (3,1), (4,1)}"
    assert step_equation_text(arena, step, shown=2) == "A¹₂ = A¹₁ ∪ {(2,1), (3,1), … (+1)}"
    assert step_equation_text(arena, attractor(arena, 1).steps[0]) == "A¹₀ = V₁ = {(0,1)}"
