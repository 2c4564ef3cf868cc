"""The counter algorithm's trace and labels in words."""

from __future__ import annotations

from gameviz.core.attractor import attractor
from gameviz.core.counter_attractor import course_events, queue_events
from gameviz.figure.notation import NOTATIONS
from gameviz.games import arena_from_spec
from gameviz.report.counter_attractor import labels_report, trace_heading, trace_lines
from tests.core.test_counter_attractor import small_arena


def test_course_trace_is_indented_by_the_depth_of_the_calls():
    assert trace_lines(small_arena(), list(course_events(small_arena(), 1))) == [
        "call parcours(t, 0)",
        "  t enters with label 0",
        "  counter of a: 1 → 0 (transposed edge t → a)",
        "  call parcours(a, 1)",
        "    a enters with label 1",
        "    counter of b: 2 → 1 (transposed edge a → b)",
        "    counter of c: 2 → 1 (transposed edge a → c)",
        "    call parcours(c, 2)",
        "      c enters with label 2",
        "    return from parcours(c, 2)",
        "  return from parcours(a, 1)",
        "  counter of b: 1 → 0 (transposed edge t → b)",
        "  call parcours(b, 1)",
        "    b enters with label 1",
        "    counter of c: 1 → 0 (transposed edge b → c)",
        "    call parcours(c, 2)",
        "    c already has a label: return",
        "  return from parcours(b, 1)",
        "return from parcours(t, 0)",
    ]


def test_queue_trace_says_which_vertex_leaves_the_queue():
    lines = trace_lines(small_arena(), list(queue_events(small_arena(), 1)))
    assert lines[:3] == ["  t enters with label 0", "t (label 0) leaves the queue",
                         "  counter of a: 1 → 0 (transposed edge t → a)"]


def test_chomp_labels_and_why_two_are_not_ranks():
    arena = arena_from_spec("chomp:rows=2,cols=3")
    lines = labels_report(arena, 1, "course", attractor(arena, 1).rank, NOTATIONS["adam-eve"])
    assert lines[0] == "Labels of Adam by the course's recursion parcours(s, m):"
    assert lines[1] == "  {8e: 0, 7a: 1, 5a: 1, 6e: 2, 1a: 3, 3a: 3, 4a: 1, 2e: 2, 0a: 3}"
    assert lines[2:] == [
        "  2e: label 2 but rank 4. It was labelled from 4a (label 1), the last of its successors to enter; "
        "its successor 1a has rank 3, so 2e only enters 𝒜ₐ⁴.",
        "  0a: label 3 but rank 5. It was labelled from 2e, whose label 2 is not its rank 4 either.",
    ]


def test_queue_labels_are_the_ranks():
    arena = arena_from_spec("chomp:rows=2,cols=3")
    lines = labels_report(arena, 1, "queue", attractor(arena, 1).rank, NOTATIONS["j1j2"])
    assert lines[2] == "  Every label is the vertex's rank."
    assert trace_heading(arena, 1, NOTATIONS["j1j2"]) == "Trace of J1 (V₁ = {8e}):"
