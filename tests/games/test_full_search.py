"""A search without a depth bound is refused before it starts only when it surely cannot finish."""

from __future__ import annotations

import pytest

from gameviz.core.search.budget import SearchBudget
from gameviz.core.search.options import SearchOptions
from gameviz.games import game_from_spec
from gameviz.games.full_search import full_search_refusal, visits_every_play


@pytest.mark.parametrize(("options", "every"), [
    (SearchOptions(algorithm="minimax"), True),
    (SearchOptions(algorithm="negamax"), True),
    (SearchOptions(algorithm="negamax", memo=True), False),
    (SearchOptions(algorithm="alphabeta"), False),
    (SearchOptions(algorithm="alphabeta", memo=True), False),
    (SearchOptions(algorithm="maxn"), True),
    (SearchOptions(algorithm="maxn", shallow=True), False),
    (SearchOptions(algorithm="paranoid"), False),
])
def test_only_searches_that_neither_cut_nor_remember_visit_every_play(options, every):
    assert visits_every_play(options) is every


def test_minimax_on_tic_tac_toe_is_refused_for_its_255168_plays_alpha_beta_starts():
    game = game_from_spec("tictactoe")
    budget = SearchBudget(nodes=100_000)
    refusal = full_search_refusal(game, game.initial(), SearchOptions(algorithm="minimax"), budget)
    assert refusal is not None and refusal.startswith(
        "a full search of this position by minimax would not finish (255,168 plays, more than the budget of "
        "100,000 nodes): give a depth")
    assert full_search_refusal(game, game.initial(), SearchOptions(algorithm="alphabeta"), budget) is None
    assert full_search_refusal(game, game.initial(), SearchOptions(algorithm="minimax"),
                               SearchBudget(nodes=300_000)) is None
