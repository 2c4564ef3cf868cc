"""The course's heuristic of figure 7 for the stick game, Nim and Chomp: ±∞ one move from the end."""

from __future__ import annotations

import json
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from gameviz.cli import main
from gameviz.core.game import explore
from gameviz.core.search.heuristics import make_heuristic
from gameviz.core.solution import solve
from gameviz.games import game_from_spec
from gameviz.resources import resource

INF = math.inf


def test_the_stick_games_h_is_figure_7s():
    # seed 000, figure 7: h(p) = +∞ if p = (1, J2), −∞ if p = (1, J1), 0 otherwise (a finished game keeps its
    # outcome: (0, 1) is won by J1, whose opponent took the last stick)
    game = game_from_spec("sticks:n=5")
    values = {state: game.heuristic(state) for state in game.roots()}
    assert values == {(0, 1): INF, (0, 2): -INF, (1, 1): -INF, (1, 2): INF,
                      (2, 1): 0, (2, 2): 0, (3, 1): 0, (3, 2): 0, (4, 1): 0, (4, 2): 0, (5, 1): 0}


def test_the_course_heuristic_is_the_shipped_teachers_function_on_positions_in_play():
    namespace: dict[str, object] = {}
    exec(resource("examples", "heuristique_batonnets.py").read_text(encoding="utf-8"), namespace)
    h = namespace["h"]
    game = game_from_spec("sticks:n=21")
    course = make_heuristic("course", game)
    assert all(course(state) == h(state) for state in game.roots() if game.outcome(state) is None)


def test_the_end_only_valuation_keeps_its_name_zero():
    game = game_from_spec("sticks:n=5")
    zero = make_heuristic("zero", game)
    assert [zero((1, 2)), zero((1, 1)), zero((0, 1)), zero((0, 2))] == [0, 0, INF, -INF]


def _tree_value(capsys, *argv: str) -> str:
    assert main(["tree", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)["value"]


def test_minimax_at_depth_2_from_five_sticks_sees_the_loss_with_the_course_heuristic_only(capsys):
    args = ("sticks:n=5", "--depth", "2", "--algorithm", "minimax")
    assert _tree_value(capsys, *args, "--heuristic", "course") == "-inf"
    assert _tree_value(capsys, *args) == "-inf"  # course is the default
    assert _tree_value(capsys, *args, "--heuristic", "zero") == 0


def _in_play(game):
    arena = explore(game)
    return [state for state in arena if game.outcome(state) is None], solve(arena)


def _check_against_the_closed_form(spec: str, decided_in_one) -> None:
    """h is ±∞ exactly where ``decided_in_one(state)`` says the game ends in one move, and is then the
    position's exact value (the attractors')."""
    game = game_from_spec(spec)
    positions, solution = _in_play(game)
    for state in positions:
        h = game.heuristic(state)
        assert (h != 0) == decided_in_one(state), (spec, state, h)
        if h != 0:
            exact = solution.outcome_at(state)
            assert h == (INF if exact.winner == 1 else -INF), (spec, state)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 12), st.sets(st.integers(1, 5), min_size=1), st.sampled_from(["loses", "wins"]))
def test_sticks_h_is_infinite_exactly_one_move_from_the_end(n, take, last):
    smallest = min(take)
    # a move ends the game when it leaves fewer sticks than the smallest move; whoever makes it loses
    # (last=loses): the game is then decided only when every move ends it, below two smallest moves
    if last == "loses":
        decided = lambda state: state[0] < 2 * smallest  # noqa: E731
    else:  # … or wins (last=wins): decided when one move ends it
        decided = lambda state: any(state[0] - smallest < q <= state[0] for q in take)  # noqa: E731
    _check_against_the_closed_form(f"sticks:n={n},take={'/'.join(map(str, sorted(take)))},last={last}", decided)


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=1, max_size=3))
def test_nims_h_is_infinite_exactly_when_one_heap_is_left(heaps):
    if not any(heaps):
        return
    spec = f"nim:heaps={'/'.join(map(str, heaps))}"
    # normal play: the last heap is taken whole; misère: the last stick alone is forced
    _check_against_the_closed_form(spec + ",last=wins", lambda state: sum(1 for h in state[0] if h) == 1)
    _check_against_the_closed_form(spec + ",last=loses", lambda state: sorted(h for h in state[0] if h) == [1])


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4))
def test_chomps_h_is_infinite_exactly_on_a_single_row_or_column(rows, cols):
    def bar_in_a_line(state) -> bool:  # leaving the poisoned square alone wins at once
        shape = [length for length in state[0] if length]
        return sum(shape) >= 2 and (len(shape) == 1 or max(shape) == 1)

    _check_against_the_closed_form(f"chomp:rows={rows},cols={cols}", bar_in_a_line)
