"""A search within a time budget keeps the deepest search that finished, and knows when it is exact."""

from __future__ import annotations

import itertools

from gameviz.core.game import play_moves
from gameviz.core.search import GameTree, alphabeta, run
from gameviz.core.search.budget import search_within
from gameviz.core.search.heuristics import make_heuristic
from gameviz.core.search.options import SearchOptions
from gameviz.games import game_from_spec


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
