"""Checking a guess of the next set of an attractor: each vertex right or wrong for the course's reason."""

from __future__ import annotations

from gameviz.core.arena import Arena
from gameviz.core.attractor import attractor
from gameviz.core.exercise import GuessCheck, Verdict, check_guess, why


def every_reason() -> Arena:
    """J1 wants t. a (J1) can move to t; b (J2) must; c (J2) can escape to d; d (J1) only goes
    back to c; s (J2) has no move; f is J2's target."""
    arena = Arena()
    for vertex, player in [("t", 2), ("a", 1), ("b", 2), ("c", 2), ("d", 1), ("s", 2), ("f", 1)]:
        arena.add_vertex(vertex, player)
    for tail, head in [("a", "t"), ("b", "t"), ("c", "d"), ("c", "t"), ("d", "c"), ("f", "a")]:
        arena.add_edge(tail, head)
    arena.set_target("t", 1)
    arena.set_target("f", 2)
    return arena


def test_each_vertex_gets_the_course_reason_and_its_witness():
    arena = every_reason()
    a1 = attractor(arena, 1)
    assert dict(a1.rank) == {"t": 0, "a": 1, "b": 1}
    assert [why(arena, a1, 0, v) for v in arena] == [
        Verdict("t", "already"), Verdict("a", "move", "t"), Verdict("b", "forced"), Verdict("c", "escape", "d"),
        Verdict("d", "no_move"), Verdict("s", "stuck"), Verdict("f", "foe_target"),
    ]
    assert why(arena, a1, 1, "a") == Verdict("a", "already")
    assert why(arena, a1, 1, "f") == Verdict("f", "foe_target")  # although its move reaches a, in A_1


def test_a_guess_is_sorted_into_right_wrong_and_missing_in_arena_order():
    arena = every_reason()
    a1 = attractor(arena, 1)
    check = check_guess(arena, a1, 0, ["s", "c", "a", "t"])
    assert check == GuessCheck(
        1,
        right=(Verdict("a", "move", "t"),),
        wrong=(Verdict("t", "already"), Verdict("c", "escape", "d"), Verdict("s", "stuck")),
        missing=(Verdict("b", "forced"),),
    )
    assert not check.correct and check.first_mistake == Verdict("t", "already")
    forgot = check_guess(arena, a1, 0, ["a"])
    assert not forgot.correct and forgot.first_mistake == Verdict("b", "forced")
    exact = check_guess(arena, a1, 0, ["b", "a"])
    assert exact.correct and exact.first_mistake is None and exact.step == 1
    assert check_guess(arena, a1, 1, []).correct  # nothing enters A_2
    assert check_guess(arena, a1, 1, ["c"]).wrong == (Verdict("c", "escape", "d"),)
