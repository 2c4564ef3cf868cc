"""A search within a time budget keeps the deepest search that finished, and knows when it is exact."""

from __future__ import annotations

import itertools

import pytest

from gameviz.core.game import play_moves
from gameviz.core.search import GameTree, alphabeta, run
from gameviz.core.search.alphabeta import iterative_deepening
from gameviz.core.search.budget import BudgetExhausted, SearchBudget, collect_within, count_limit, search_within
from gameviz.core.search.heuristics import make_heuristic
from gameviz.core.search.options import SearchOptions
from gameviz.core.search.work import check_budget
from gameviz.games import game_from_spec
from tests.core.search.helpers import exercise


def tictactoe_after(moves: str) -> GameTree:
    game = game_from_spec("tictactoe")
    return GameTree(game, play_moves(game, game.parse_moves(moves)), make_heuristic("course", game))


def test_with_time_enough_the_search_reaches_the_end_and_is_exact():
    tree = tictactoe_after("5 1 9")  # six moves left at most
    found = search_within(tree, SearchOptions("alphabeta"), 1e9)
    assert found.exact and found.depth == 6
    assert found.result.value == run(alphabeta(tree)).value == 0  # the exact value: a draw


def test_out_of_time_it_keeps_the_deepest_search_that_finished():
    tree = tictactoe_after("")
    reads = itertools.count()
    # the clock reads 0 until its 30th reading, then 100: the deadline (0 + 10) passes during a search
    found = search_within(tree, SearchOptions("alphabeta"), 10, clock=lambda: 0 if next(reads) < 30 else 100)
    assert not found.exact and 1 <= found.depth < 9
    assert found.result == run(alphabeta(tree, depth=found.depth))


def test_a_depth_bounds_the_deepening():
    found = search_within(tictactoe_after(""), SearchOptions("minimax", depth=2), 1e9)
    assert (found.depth, found.exact) == (2, False)


def test_a_budget_gone_at_once_still_finishes_a_search_too_small_to_read_the_clock():
    # the clock is read every thousand nodes: depth 1 (ten nodes) finishes, and nothing deeper starts
    ticks = itertools.count(0, 100)
    found = search_within(tictactoe_after(""), SearchOptions("alphabeta"), 1, clock=lambda: next(ticks))
    assert (found.depth, found.exact) == (1, False) and found.result.stats.nodes == 10


def test_a_node_budget_stops_the_search_cleanly_and_says_how_far_it_went():
    from gameviz.core.search.budget import BudgetExhausted, SearchBudget, collect_within

    tree = tictactoe_after("")
    with pytest.raises(BudgetExhausted) as stopped:
        collect_within(alphabeta(tree, trace=False), SearchBudget(nodes=3_000, seconds=None))
    assert (stopped.value.nodes, stopped.value.what) == (3_000, "nodes") and 1 <= stopped.value.depth <= 9
    assert str(stopped.value) == f"stopped after 3,000 nodes at depth {stopped.value.depth}"
    # within its budget, the search is the same as without one
    _, result = collect_within(alphabeta(tree, trace=False), SearchBudget(nodes=16_811, seconds=None))
    assert result == run(alphabeta(tree))


def test_a_time_budget_stops_the_search_when_the_clock_passes_it():
    from gameviz.core.search.budget import BudgetExhausted, SearchBudget, collect_within

    readings = itertools.count()  # the clock reads 0, then 0 again at the first look, then 30
    with pytest.raises(BudgetExhausted) as stopped:
        collect_within(alphabeta(tictactoe_after("")), SearchBudget(nodes=None, seconds=20),
                       clock=lambda: 0 if next(readings) < 2 else 30)
    assert (stopped.value.nodes, stopped.value.seconds, stopped.value.what) == (2_000, 30, "seconds")
    assert str(stopped.value).startswith("stopped after 30.0 s (2,000 nodes) at depth ")


def test_a_monte_carlo_estimate_looks_at_the_time_budget_between_playouts():
    from gameviz.core.search.budget import BudgetExhausted, SearchBudget, collect_within

    game = game_from_spec("connect4")
    tree = GameTree(game, game.initial(), make_heuristic("mc:100000", game))  # an hour of playouts, said issue 34
    readings = itertools.count()  # time passes with each look: 10 s per reading
    with pytest.raises(BudgetExhausted) as stopped:
        collect_within(alphabeta(tree, depth=2, trace=False), SearchBudget(nodes=None, seconds=20),
                       clock=lambda: 10 * next(readings))
    # stopped inside the first leaf, and it says so: the root, a move, a reply (not "0 nodes at depth 0")
    assert (stopped.value.what, stopped.value.nodes, stopped.value.depth) == ("seconds", 3, 2)
    assert 0 < stopped.value.moves < 16 * 42  # the moves of the playouts before the first look: at most 16 of 42


def test_the_moves_of_monte_carlo_playouts_count_against_the_node_budget():
    from gameviz.core.search.budget import BudgetExhausted, SearchBudget, collect_within

    game = game_from_spec("connect4")
    tree = GameTree(game, game.initial(), make_heuristic("mc:100000", game))
    with pytest.raises(BudgetExhausted) as stopped:
        collect_within(alphabeta(tree, depth=2, trace=False), SearchBudget(nodes=2_000, seconds=None))
    nodes, moves = stopped.value.nodes, stopped.value.moves
    assert (stopped.value.what, nodes, stopped.value.depth) == ("nodes", 3, 2)
    assert 2_000 <= nodes + moves < 2_000 + 16 * 42  # looked at every 16 playouts of at most 42 moves
    assert str(stopped.value) == f"stopped after 3 nodes and {moves:,} moves of playouts at depth 2"


def test_work_inside_a_node_stops_the_search_when_the_clock_reaches_the_budget():
    game = game_from_spec("tictactoe")

    def heuristic(state) -> float:  # a long evaluation, which lets the budget look at the clock
        check_budget()
        return 0.0

    readings = itertools.count()  # the clock reads 0 at the start, then exactly the budget's 10 seconds
    with pytest.raises(BudgetExhausted) as stopped:
        collect_within(alphabeta(GameTree(game, game.initial(), heuristic), depth=1),
                       SearchBudget(nodes=None, seconds=10), clock=lambda: 0 if next(readings) == 0 else 10)
    # stopped in the first leaf's evaluation: the root and that leaf entered
    assert (stopped.value.what, stopped.value.seconds, stopped.value.nodes) == ("seconds", 10, 2)


def test_the_node_budget_counts_every_iteration_of_a_deepening_search():
    tree = tictactoe_after("")  # depths 1 to 6: 3,119 nodes in all, none of the iterations over 2,000
    _, whole = collect_within(iterative_deepening(tree, depth=6, trace=False), SearchBudget(nodes=None, seconds=None))
    assert whole.stats.nodes == 3_119
    with pytest.raises(BudgetExhausted) as stopped:
        collect_within(iterative_deepening(tree, depth=6, trace=False), SearchBudget(nodes=2_000, seconds=None))
    assert (stopped.value.what, stopped.value.nodes, stopped.value.depth) == ("nodes", 2_000, 6)


def test_the_comparison_count_keeps_to_the_budget():
    """The plain tree counted beside a search: no more than the budget's nodes, and for a game (whose
    walk costs as much as a search) no more than twenty times the nodes the search entered."""
    figure = exercise([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    sticks = game_from_spec("sticks:n=10")
    game = GameTree(sticks, sticks.initial())
    assert count_limit(figure, 13, SearchBudget(nodes=500)) == 500
    assert count_limit(figure, 13, SearchBudget(nodes=None)) == 2_000_000
    assert count_limit(game, 13, SearchBudget()) == 20_000
    assert count_limit(game, 5_000, SearchBudget()) == 100_000
    assert count_limit(game, 5_000, SearchBudget(nodes=50_000)) == 50_000


def test_a_budget_says_when_its_time_is_spent():
    assert not SearchBudget(seconds=2).out_of_time(10.0, lambda: 11.9)
    assert SearchBudget(seconds=2).out_of_time(10.0, lambda: 12.0)
    assert not SearchBudget(seconds=None).out_of_time(0, lambda: 1e9)
