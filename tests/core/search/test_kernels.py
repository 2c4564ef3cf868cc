"""The compiled searches against the Python ones, event by event, on random trees and positions.

The Python searches are the reference (their own tests check them against the textbook
algorithms); a kernel must give the same events in the same order, the same counts and the same
result, whatever the game, the algorithm and its settings.
"""

from __future__ import annotations

import hashlib
import json
import random
from functools import partial
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import InputError
from gameviz.core.game import play_moves
from gameviz.core.outcome import outcome_value
from gameviz.core.search import GameTree, alphabeta, collect, iterative_deepening, kernels, minimax, negamax, run
from gameviz.core.search.heuristics import make_heuristic
from gameviz.core.search.kernels import walk
from gameviz.core.search.kernels.rules import heuristic
from gameviz.core.search.stats import tree_counts
from gameviz.core.search.trace import Cutoff, Exit, Iteration, Leaf, MemoHit
from gameviz.games import game_from_spec
from gameviz.report.search_json import search_json, search_json_text
from tests.conftest import budget
from tests.core.search.helpers import exercise, nested_trees, with_estimates

KERNELS = Path(walk.__file__).parent

SEARCHES = {
    "minimax": lambda tree, depth, o: minimax(tree, depth=depth, order=o["order"], memo=o["memo"],
                                              compiled=o["compiled"]),
    "negamax": lambda tree, depth, o: negamax(tree, depth=depth, order=o["order"], memo=o["memo"],
                                              compiled=o["compiled"]),
    "alphabeta": lambda tree, depth, o: alphabeta(tree, depth=depth, order=o["order"], memo=o["memo"], soft=o["soft"],
                                                  compiled=o["compiled"]),
    "deepening": lambda tree, depth, o: iterative_deepening(tree, depth=depth or 1, order=o["order"], memo=o["memo"],
                                                            soft=o["soft"], compiled=o["compiled"]),
}
settings = st.fixed_dictionaries({"order": st.booleans(), "memo": st.booleans(), "soft": st.booleans()})


def both(search: str, tree, depth, options: dict) -> tuple:
    """The events and result of the compiled search and of the Python one (or the error each stops with)."""
    compiled = SEARCHES[search](tree, depth, {**options, "compiled": True})
    python = SEARCHES[search](tree, depth, {**options, "compiled": False})
    assert compiled.compiled and not python.compiled
    return outcome(compiled), outcome(python)


def outcome(search) -> tuple:
    try:
        return collect(search)
    except InputError as error:
        return "error", str(error)


def assert_same(compiled: tuple, python: tuple) -> None:
    (events, result), (expected_events, expected) = compiled, python
    assert result == expected
    if events == "error":
        return
    assert len(events) == len(expected_events)
    for k, (event, expected_event) in enumerate(zip(events, expected_events, strict=True)):
        assert event == expected_event, f"event {k}"


def test_the_search_module_names_the_digest_of_the_kernels_it_compiles_in():
    """numba's cache of walk.py is renewed only when walk.py changes: a change to a module it compiles
    in must change walk.py's digest line too."""
    names = ("jit.py", "rows.py", "rules.py", "tables.py")
    digest = hashlib.sha256(b"".join((KERNELS / name).read_bytes() for name in names)).hexdigest()[:16]
    assert digest == walk.COMPILED_WITH, f"set COMPILED_WITH = \"{digest}\" in {walk.__file__}"


@budget(300)
@given(nested_trees, st.booleans(), st.sampled_from(sorted(SEARCHES)), st.integers(0, 4), st.booleans(), settings)
def test_on_random_exercise_trees_the_kernel_gives_the_python_events(nested, root_max, search, depth, bounded,
                                                                     options):
    tree = with_estimates(nested, lambda: 0) if bounded else exercise(nested, root_max)
    if search == "deepening" and not depth:
        depth = 1
    assert_same(*both(search, tree, depth if bounded or search == "deepening" else None, options))


GAMES = ["tictactoe", "tictactoe:rows=3,cols=4,k=3", "connect4:cols=4,rows=4", "connect4", "othello:size=4", "othello",
         "sticks:n=9", "sticks:n=14,take=2-4,last=wins", "nim:heaps=1/2/3", "nim:heaps=2/2,last=loses",
         "chomp:rows=3,cols=3", "chomp:rows=2,cols=4"]


@pytest.mark.slow
@budget(200)
@given(st.sampled_from(GAMES), st.integers(0, 2**32), st.sampled_from(sorted(SEARCHES)), st.integers(1, 4),
       st.sampled_from(["course", "zero"]), st.booleans(), settings)
def test_on_random_game_positions_the_kernel_gives_the_python_events(spec, seed, search, depth, heuristic, pm1,
                                                                     options):
    game = game_from_spec(spec)
    rng, state = random.Random(seed), game.initial()
    for _ in range(rng.randint(0, 6)):
        moves = list(game.moves(state)) if game.outcome(state) is None else []
        if not moves:
            break
        state = game.play(state, rng.choice(moves))
    tree = GameTree(game, state, make_heuristic(heuristic, game), win=1.0 if pm1 else float("inf"))
    assert_same(*both(search, tree, depth, options))


def test_whole_games_searched_by_the_kernel_and_by_python_agree():
    for spec, moves, search, options in [("tictactoe", "5", "minimax", {}), ("sticks:n=12", "", "alphabeta", {}),
                                         ("chomp:rows=3,cols=3", "", "negamax", {"memo": True}),
                                         ("othello:size=4", "", "alphabeta", {"order": True, "memo": True})]:
        game = game_from_spec(spec)
        tree = GameTree(game, play_moves(game, game.parse_moves(moves)))
        assert_same(*both(search, tree, None, {"order": False, "memo": False, "soft": False, **options}))


def test_a_compiled_search_stops_for_a_node_without_a_value_as_python_does():
    tree = exercise([[1, [2, 3]], 4])
    for compiled in (True, False):
        with pytest.raises(Exception, match="has no value") as error:
            collect(alphabeta(tree, depth=1, compiled=compiled))
        assert type(error.value).__name__ == "InputError"


def test_kept_kinds_of_events_are_the_same_events_as_all_of_them_filtered():
    game = game_from_spec("tictactoe")
    tree = GameTree(game, play_moves(game, game.parse_moves("5 1")))
    kinds = (Leaf, Cutoff, Exit, Iteration)
    for compiled in (True, False):
        everything, _ = collect(iterative_deepening(tree, depth=4, compiled=compiled))
        some, _ = collect(iterative_deepening(tree, depth=4, compiled=compiled), kinds=kinds)
        assert list(some) == [e for e in everything if isinstance(e, kinds)]
        assert search_json_text_of(run_result(tree), some) == search_json_text_of(run_result(tree), everything)


def run_result(tree):
    return run(iterative_deepening(tree, depth=4, compiled=False))


def search_json_text_of(result, events) -> str:
    return "".join(search_json_text(result, events))


def test_the_json_of_a_large_search_is_what_json_dumps_writes():
    game = game_from_spec("tictactoe")
    events, result = collect(minimax(GameTree(game, game.initial()), compiled=True))
    text = search_json_text_of(result, events)
    assert json.loads(text) == search_json(result, events)
    assert text == json.dumps(search_json(result, events), ensure_ascii=False)
    assert json.loads(text)["stats"] == {"nodes": 549_946, "leaves": 255_168, "cutoffs": 0, "memo_hits": 0}


def test_minimax_with_memoization_keeps_exact_values_and_marks_its_hits():
    """Tic-tac-toe is a draw; a transposition table of exact values finds it entering fewer nodes,
    and every position reused is worth what it was worth when searched."""
    game = game_from_spec("tictactoe")
    tree = GameTree(game, game.initial())
    plain, memoized = run(minimax(tree, compiled=False)), collect(minimax(tree, memo=True, compiled=False))
    events, result = memoized
    assert plain.value == result.value == 0 and plain.best == result.best
    assert result.stats.nodes < plain.stats.nodes and result.stats.memo_hits > 0
    hits = [e for e in events if isinstance(e, MemoHit)]
    assert len(hits) == result.stats.memo_hits and all(hit.flag == "exact" for hit in hits)


@budget(100)
@given(st.sampled_from(GAMES[:4] + GAMES[6:]), st.integers(0, 2**32), st.integers(1, 4), st.sampled_from([None, 50, 999]))
def test_the_plain_tree_counted_by_the_kernel_has_the_python_counts(spec, seed, depth, limit):
    game = game_from_spec(spec)
    rng, state = random.Random(seed), game.initial()
    for _ in range(rng.randint(0, 4)):
        moves = list(game.moves(state)) if game.outcome(state) is None else []
        if moves:
            state = game.play(state, rng.choice(moves))
    tree, bound = GameTree(game, state), {"limit": limit} if limit else {}
    compiled = tree_counts(tree, depth=depth, compiled=True, **bound)
    python = tree_counts(tree, depth=depth, compiled=False, **bound)
    assert (compiled.nodes, compiled.complete, compiled.branching, compiled.depth) == \
        (python.nodes, python.complete, python.branching, python.depth)
    assert compiled.leaves == python.leaves or not python.complete  # (a count stopped early walked other nodes)


@budget(100)
@given(nested_trees, st.integers(0, 3))
def test_exercise_trees_counted_by_the_kernel_have_the_python_counts(nested, depth):
    tree = with_estimates(nested, lambda: 0)
    assert tree_counts(tree, depth=depth, compiled=True) == tree_counts(tree, depth=depth, compiled=False)


@pytest.mark.parametrize("kinds", [None, (Leaf, Cutoff, Exit, Iteration)])
def test_arrays_grown_from_almost_nothing_give_the_same_events(monkeypatch, kinds):
    """Every array of a compiled search (events, nodes, lists, second values, tables, lines) grows as
    it fills, whichever events are kept."""
    from gameviz.core.search import kernel_run

    monkeypatch.setattr(kernel_run, "FIRST_ROWS", 4)
    monkeypatch.setattr(kernel_run, "FIRST_SLOTS", 2)
    game = game_from_spec("tictactoe")
    tree = GameTree(game, play_moves(game, game.parse_moves("5")))
    for search in (lambda c: iterative_deepening(tree, depth=5, order=True, memo=True, compiled=c),
                   lambda c: minimax(tree, memo=True, compiled=c), lambda c: alphabeta(tree, soft=True, compiled=c)):
        compiled, python = collect(search(True), kinds=kinds), collect(search(False), kinds=kinds)
        assert_same(compiled, python)


@pytest.mark.parametrize("spec", ["sticks:n=21,take=1-4", "sticks:n=13,take=2/5,last=wins", "sticks:n=9,take=2/3",
                                  "nim:heaps=1/2/3", "nim:heaps=3/1,last=loses", "chomp:rows=3,cols=4",
                                  "chomp:rows=1,cols=5", "chomp:rows=4,cols=1"])
def test_the_kernel_values_every_position_as_the_games_own_heuristic(spec):
    """Figure 7's ±∞ one move from the end, computed by the kernel from the packed position, is the
    game's own value of every reachable position (and the kernel's "zero" its end-only value)."""
    game = game_from_spec(spec)
    rules = game.compiled_rules()
    in_play, states = set(), [game.initial()]
    for state in states:
        if game.outcome(state) is None:
            states.extend(child for child in map(partial(game.play, state), game.moves(state)) if child not in states)
        words = np.array(rules.encode(state), np.int64)
        course = heuristic(rules.game, rules.ints, rules.floats, words, kernels.COURSE)
        assert course == game.heuristic(state), state
        assert heuristic(rules.game, rules.ints, rules.floats, words, kernels.ZERO) == \
            outcome_value(game.outcome(state)), state
        if game.outcome(state) is None:
            in_play.add(course)
    assert in_play & {-np.inf, np.inf}  # positions one move from the end, valued by the kernel's own reading
