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
    assert step_equation_text(arena, step) == "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}"
    assert step_equation_text(arena, step, shown=2) == "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), … (+1)}"
    assert step_equation_text(arena, attractor(arena, 1).steps[0]) == "𝒜¹₀ = V₁ = {(0,1)}"


def test_adam_and_eve_sets_are_written_as_seed_002_writes_them():
    from gameviz.core.attractor import attractor
    from gameviz.export.tikz import latex_equation
    from gameviz.figure.notation import NOTATIONS
    from gameviz.games import arena_from_spec
    from gameviz.report.attractor import step_equation_text

    adam_eve, default = NOTATIONS["adam-eve"], NOTATIONS["j1j2"]
    assert (adam_eve.attractor(1, 3), adam_eve.attractor(2, 0), adam_eve.targets(2)) == ("𝒜ₐ³", "𝒜ₑ⁰", "Vₑ")
    assert (default.attractor(1, 3), default.targets(1)) == ("𝒜¹₃", "V₁")
    arena = arena_from_spec("chomp:rows=2,cols=2")
    steps = attractor(arena, 1).steps
    assert step_equation_text(arena, steps[0], notation=adam_eve) == "𝒜ₐ⁰ = Vₐ = {4e}"
    assert step_equation_text(arena, steps[1], notation=adam_eve) == "𝒜ₐ¹ = 𝒜ₐ⁰ ∪ {1a, 3a}"
    assert step_equation_text(arena, steps[1]) == "𝒜¹₁ = 𝒜¹₀ ∪ {1a, 3a}"
    assert latex_equation("𝒜ₐ¹ = 𝒜ₐ⁰ ∪ {1a, 3a}") == (
        r"$\mathcal{A}^{1}_{A} = \mathcal{A}^{0}_{A} \cup \{\mbox{1a},\allowbreak \mbox{3a}\}$")


def test_every_notation_writes_the_sets_with_the_courses_script_a_and_plain_text_with_a_plain_one():
    from gameviz.core.symbols import plain_letters
    from gameviz.figure.notation import NOTATIONS

    # seed 000: \mathcal{A}_m^1, the player above, the step below; the attractor itself \mathcal{A}^i
    assert [n.attractor(2, 4) for n in NOTATIONS.values()] == ["𝒜²₄", "𝒜ₑ⁴", "𝒜²₄", "𝒜²₄"]
    assert [NOTATIONS["j1j2"].attractor(2), NOTATIONS["adam-eve"].attractor(1)] == ["𝒜²", "𝒜ₐ"]
    assert plain_letters("𝒜¹₂ = 𝒜¹₁ ∪ {(2,1)}; 𝒜ₐ³") == "A¹₂ = A¹₁ ∪ {(2,1)}; Aₐ³"


def test_the_command_line_writes_the_courses_sets_in_either_language(capsys):
    from gameviz.cli import main

    for language, heading in (("fr", "Attracteur de J1"), ("en", "Attractor of J1")):
        assert main(["solve", "sticks", "--lang", language]) == 0
        out = capsys.readouterr().out
        assert heading in out and "  𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" in out and "A¹" not in out
