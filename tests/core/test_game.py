"""Exploring a game around a position: every position within a depth, the farthest as a frontier."""

from __future__ import annotations

from gameviz.core.game import explore_around
from gameviz.games import game_from_spec


def test_the_positions_within_the_depth_are_explored_and_the_farthest_form_the_frontier():
    game = game_from_spec("sticks:n=5")
    around = explore_around(game, game.initial(), 0)
    assert list(around) == [(5, 1)] and list(around.frontier) == [(5, 1)]
    around = explore_around(game, game.initial(), 1)
    assert list(around) == [(5, 1), (4, 2), (3, 2), (2, 2)]
    assert list(around.frontier) == [(4, 2), (3, 2), (2, 2)] and around.successors((5, 1)) == [(4, 2), (3, 2), (2, 2)]
    around = explore_around(game, game.initial(), 2)
    assert len(around) == 8 and list(around.frontier) == [(3, 1), (2, 1), (1, 1)]
    assert around.start == (5, 1)
