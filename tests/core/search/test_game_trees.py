"""Searching game positions: tic-tac-toe, sticks, heuristics and Monte-Carlo."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import InputError
from gameviz.core.game import play_moves
from gameviz.core.search import GameTree, alphabeta, collect, iterative_deepening, minimax, negamax, run
from gameviz.core.search.heuristics import make_heuristic, monte_carlo
from gameviz.core.search.trace import Exit, Leaf, MemoHit
from gameviz.core.search.tree import node_name
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec, game_from_spec
from tests.conftest import budget

TICTACTOE = game_from_spec("tictactoe")


def test_tictactoe_from_the_empty_board_is_worth_zero():
    tree = GameTree(TICTACTOE)
    assert run(negamax(tree, memo=True, trace=False)).value == 0
    assert run(alphabeta(tree, memo=True, trace=False)).value == 0
    result = run(alphabeta(tree, trace=False))
    assert result.value == 0 and result.stats.leaves < 30_000  # vs 255,168 games for minimax


def test_memoization_finds_transpositions():
    tree = GameTree(TICTACTOE)
    events, result = collect(negamax(tree, memo=True))
    hits = [e for e in events if isinstance(e, MemoHit)]
    assert result.stats.memo_hits == len(hits) > 0
    # each of the 5,478 positions is evaluated once at most
    assert result.stats.nodes - result.stats.memo_hits <= 5478


@st.composite
def tictactoe_positions(draw):
    state = TICTACTOE.initial()
    for _ in range(draw(st.integers(3, 6))):
        moves = TICTACTOE.moves(state)
        if not moves:
            break
        state = TICTACTOE.play(state, draw(st.sampled_from(moves)))
    return state


@budget(150)
@given(tictactoe_positions(), st.sampled_from([None, 1, 2, 3]))
def test_tictactoe_positions_all_algorithms_agree(state, depth):
    tree = GameTree(TICTACTOE, state)
    expected = run(minimax(tree, depth=depth, trace=False)).value
    assert run(negamax(tree, depth=depth, trace=False)).value == expected
    assert run(negamax(tree, depth=depth, memo=True, trace=False)).value == expected
    for order in (False, True):
        for memo in (False, True):
            for soft in (False, True):
                result = run(alphabeta(tree, depth=depth, order=order, memo=memo, soft=soft, trace=False))
                assert result.value == expected
    if depth:
        assert run(iterative_deepening(tree, depth=depth, trace=False)).value == expected


_OUTCOMES = {}


def tictactoe_outcome(state):
    if not _OUTCOMES:
        _OUTCOMES.update(solve(arena_from_spec("tictactoe")).outcome)
    return _OUTCOMES[state]


@budget(60)
@given(tictactoe_positions())
def test_game_values_match_the_attractors(state):
    outcome = tictactoe_outcome(state)
    value = run(alphabeta(GameTree(TICTACTOE, state), memo=True, trace=False)).value
    assert value == {1: math.inf, 2: -math.inf, 0: 0}[outcome]


def test_ordering_cuts_more_on_tictactoe():
    state = play_moves(TICTACTOE, TICTACTOE.parse_moves("5"))
    plain = run(alphabeta(GameTree(TICTACTOE, state), trace=False)).stats.leaves
    ordered = run(alphabeta(GameTree(TICTACTOE, state), order=True, trace=False)).stats.leaves
    assert ordered < plain


def test_sticks_best_moves_follow_the_worksheet():
    # Worksheet 001, 21 matches, take 1-4, last loses: the player to move loses iff
    # n ≡ 1 (mod 5), and coup(n) = (n - 1) % 5 leaves the opponent in that position.
    game = game_from_spec("sticks:n=21,take=1-4")
    assert run(negamax(GameTree(game), memo=True, trace=False)).value == -math.inf
    for n in (20, 19, 18, 17, 13):
        tree = GameTree(game, (n, 1))
        result = run(negamax(tree, memo=True, trace=False))
        assert result.value == math.inf
        assert [game.moves((n, 1))[i] for i in result.best] == [(n - 1) % 5]


def test_connect4_heuristic_at_a_depth_bound():
    game = game_from_spec("connect4")
    state = play_moves(game, game.parse_moves("4453"))
    tree = GameTree(game, state)
    shallow = run(minimax(tree, depth=1, trace=False))
    # one move ahead, J1 plays where the course's cell values add the most
    values = [game.heuristic(game.play(state, m)) for m in game.moves(state)]
    assert shallow.value == max(values)
    assert run(alphabeta(tree, depth=3, order=True, trace=False)).value == run(
        minimax(tree, depth=3, trace=False)
    ).value


def test_monte_carlo_is_seeded_and_sensible():
    game = game_from_spec("tictactoe")
    h = monte_carlo(game, playouts=200, seed=7)
    again = monte_carlo(game, playouts=200, seed=7)
    state = play_moves(game, game.parse_moves("1 4 2 5"))  # X threatens 3, O threatens 6
    assert h(state) == again(state)
    assert -1 <= h(state) <= 1
    # X has two threats (4 and 3): random play favours X; the mirror favours O.
    good_for_x = play_moves(game, game.parse_moves("1 2 5 9 7"))
    good_for_o = play_moves(game, game.parse_moves("2 1 3 5 8 7"))
    assert h(good_for_x) > h(game.initial()) > h(good_for_o)
    won = play_moves(game, game.parse_moves("1 4 2 5 3"))
    assert h(won) == math.inf
    # usable as the heuristic of a search
    tree = GameTree(game, state, make_heuristic("mc:50", game, seed=1))
    assert run(alphabeta(tree, depth=1, trace=False)).value == math.inf


def test_exact_heuristic_is_the_attractor_value():
    game = game_from_spec("sticks:n=10")
    h = make_heuristic("exact", game)
    assert h((10, 1)) == math.inf and h((9, 1)) == -math.inf
    tree = GameTree(game, (10, 1), h)
    assert run(alphabeta(tree, depth=1, trace=False)).value == math.inf


def test_unknown_heuristic():
    with pytest.raises(InputError, match="unknown heuristic 'smart'"):
        make_heuristic("smart", TICTACTOE)
    with pytest.raises(InputError, match="playouts"):
        make_heuristic("mc:0", TICTACTOE)


def test_random_seeded_playouts_differ_by_seed():
    game = game_from_spec("connect4:cols=5,rows=4")
    state = game.initial()
    values = {monte_carlo(game, playouts=30, seed=s)(state) for s in range(5)}
    assert len(values) > 1
    assert all(-1 <= v <= 1 for v in values)


def test_searches_default_to_the_course_ones_traced_in_natural_order_without_memo():
    # a tic-tac-toe position: moves in heuristic order, transpositions and fail-soft values all
    # change the events, so each default is seen
    game = game_from_spec("tictactoe")
    tree = GameTree(game, play_moves(game, game.parse_moves("5 1 9 3")))
    searches = ((alphabeta, {"order": False, "memo": False, "soft": False}), (minimax, {"order": False}),
                (negamax, {"order": False, "memo": False}))
    for search, course in searches:
        events, result = collect(search(tree))
        assert events and (events, result) == collect(search(tree, trace=True, **course)), search.__name__
        assert (events, result) != collect(search(tree, order=True))
    assert collect(alphabeta(tree)) != collect(alphabeta(tree, soft=True))
    for search in (alphabeta, negamax):
        assert collect(search(tree)) != collect(search(tree, memo=True))


def test_monte_carlo_playouts_are_seeded_with_0_unless_told():
    game = game_from_spec("tictactoe")
    centre = game.play(game.initial(), 4)
    default, zero, one = (make_heuristic("mc:50", game, **seed) for seed in ({}, {"seed": 0}, {"seed": 1}))
    assert default(centre) == zero(centre) != one(centre)
    assert monte_carlo(game, playouts=50)(centre) == monte_carlo(game, playouts=50, seed=0)(centre) == zero(centre)


def test_a_game_tree_s_nodes_are_named_by_the_moves_that_lead_there():
    tree = GameTree(game_from_spec("tictactoe"), game_from_spec("tictactoe").initial())
    assert node_name(tree, ()) == "root" and node_name(tree, (), root="start") == "start"
    assert node_name(tree, (4,)) == "5" and node_name(tree, (4, 0)) == "5 1"


def test_a_memo_hit_reuses_the_value_its_position_had_when_it_was_searched():
    tree = GameTree(game_from_spec("sticks:n=6"))

    def position(path):
        node = tree.root
        for i in path:
            node = tree.children(node)[i]
        return node

    events, result = collect(negamax(tree, memo=True))
    searched = {position(e.path): e.value for e in events if isinstance(e, (Exit, Leaf))}
    hits = [e for e in events if isinstance(e, MemoHit)]
    assert len(hits) == result.stats.memo_hits == 13
    assert all(hit.value == searched[position(hit.path)] for hit in hits)
    assert [hit.value for hit in hits[:4]] == [math.inf, math.inf, -math.inf, math.inf]
