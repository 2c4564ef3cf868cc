"""*Steps → Algorithm…*: the definition, the course's recursion and the queue in one window, on the
10-stick game (take 1 to 3, the last stick loses) of seed 000."""

from __future__ import annotations

import re

import pytest

from gameviz.ui.course_views import open_algorithm
from tests.ui.conftest import open_and_wait

#: The course's ``attracteur_strat`` for the 10 sticks (seed 000, I.5), in the order vertices enter.
COURSE_LABELS = [("(0,1)", 0), ("(1,2)", 1), ("(2,1)", 2), ("(3,1)", 2), ("(4,1)", 2), ("(5,2)", 3),
                 ("(6,1)", 4), ("(7,1)", 4), ("(8,1)", 4), ("(9,2)", 5), ("(10,1)", 6)]
#: 𝒜¹₀ … 𝒜¹₆ of the definition: the vertices each step adds (their rank is the step).
DEFINITION_STEPS = [["(0,1)"], ["(1,2)"], ["(2,1)", "(3,1)", "(4,1)"], ["(5,2)"], ["(6,1)", "(7,1)", "(8,1)"],
                    ["(9,2)"], ["(10,1)"]]


@pytest.fixture
def dialog(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    assert window.document.arena.game == "sticks:n=10,take=1-3,last=loses"
    opened = open_algorithm(window.model, window)
    assert opened is not None
    qtbot.waitUntil(lambda: not opened.view.busy)
    return opened


def choose(dialog, data: str) -> None:
    dialog.algorithm.setCurrentIndex(dialog.algorithm.findData(data))


def test_the_three_algorithms_are_offered_with_the_definition_third(dialog):
    names = [dialog.algorithm.itemText(i) for i in range(dialog.algorithm.count())]
    assert names == ["Course's recursion parcours(s, m)", "Queue", "Definition (𝒜₀ … 𝒜ₙ)"]


def test_the_definition_steps_a0_to_a6_with_the_step_panel_text(dialog, window):
    arena = window.document.arena
    choose(dialog, "definition")
    assert dialog.stepper.count == 8  # 𝒜¹₀ … 𝒜¹₆, then the result
    assert not dialog.exercise.isEnabled()
    for m, added in enumerate(DEFINITION_STEPS):
        dialog.stepper.set_index(m)
        assert dialog.stepper.describe(m) == f"𝒜¹{'₀₁₂₃₄₅₆'[m]} (step {m + 1} of 8)"
        text = dialog.text.text()
        assert f"<h3>𝒜¹{'₀₁₂₃₄₅₆'[m]} (step {m + 1} of 8)</h3>" in text
        assert ("{" + ", ".join(added) + "}") in text  # the equation: 𝒜¹ₘ = … ∪ {what enters}
        new = sorted(arena.label(v) for v, s in dialog.view._node_styles.items() if "new" in s.classes)
        assert new == sorted(added)
    dialog.stepper.last()
    assert dialog.stepper.describe(7) == "Result (step 8 of 8)"
    assert "From the start (10,1), J1 wins: the start has rank 6 in the attractor of J1." in dialog.text.text()


@pytest.mark.parametrize(("data", "events", "stack"), [("course", 58, "Call stack"), ("queue", 47, "Queue")])
def test_the_course_and_the_queue_step_through_their_events(dialog, data, events, stack):
    choose(dialog, "definition")
    choose(dialog, data)  # back from the definition: the events again
    assert dialog.stepper.count == events + 1 and dialog.exercise.isEnabled()
    entered = []
    for index in range(dialog.stepper.count):
        dialog.stepper.set_index(index)
        assert f"{stack}: " in dialog.text.text()
        entered += [(v, int(m)) for v, m in re.findall(r"^(\(\d+,\d\)) enters with label (\d+)", dialog.text.text())]
    assert entered == COURSE_LABELS  # on the sticks, both label every vertex with its rank
    assert "Every label is the vertex's rank." in dialog.text.text()


def test_the_definition_offers_no_counter_exercise(dialog):
    dialog.exercise.setChecked(True)
    choose(dialog, "definition")
    assert not dialog.exercise.isChecked() and dialog.verdict.text() == ""
