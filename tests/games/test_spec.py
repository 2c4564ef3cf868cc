"""Game specifications: parsing, canonical text, and located mistakes."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from gameviz.core.errors import GameSpecError, LimitError
from gameviz.core.outcome import Outcome
from gameviz.games import GAMES, arena_from_spec, game_from_spec, looks_like_spec
from gameviz.games.spec import INT, Parameter, format_int_set, parse_spec
from tests.conftest import budget


@pytest.mark.parametrize(
    "text,canonical",
    [
        ("sticks", "sticks:n=10,take=1-3,last=loses"),
        ("sticks:n=21,take=1-4", "sticks:n=21,take=1-4,last=loses"),
        ("sticks:take=3/1/2,n=7", "sticks:n=7,take=1-3,last=loses"),
        ("nim:heaps=3/4/5,last=wins", "nim:heaps=3/4/5,last=wins"),
        ("chomp:rows=2,cols=3", "chomp:rows=2,cols=3"),
        ("tictactoe", "tictactoe:rows=3,cols=3,k=3"),
        ("connect4:cols=4,rows=4", "connect4:cols=4,rows=4"),
    ],
)
def test_specs_from_the_issue(text, canonical):
    assert game_from_spec(text).spec == canonical


def test_int_sets():
    assert format_int_set([1, 2, 3, 5, 7, 8]) == "1-3/5/7-8"
    _, values = parse_spec("sticks:take=1-3/5", GAMES)
    assert values["take"] == (1, 2, 3, 5)


@pytest.mark.parametrize(
    "text,offset,reason",
    [
        ("stick:n=3", 0, "unknown game 'stick'"),
        ("sticks:n=3,m=4", 11, "unknown parameter 'm'"),
        ("sticks:n=-3", 9, "below the minimum 0"),
        ("sticks:n=ten", 9, "'ten' is not a whole number"),
        ("sticks:take=3-1", 12, "the range 3-1 is empty"),
        ("sticks:last=maybe", 12, "not one of loses, wins"),
        ("sticks:n=3,n=4", 11, "given twice"),
        ("sticks:n", 7, "should be name=value"),
        ("nim:heaps=1/2/3/4/5/6/7/8/9", 10, "at most 8"),
        ("chomp:rows=99", 11, "above the maximum 12"),
        ("sticks:", 7, "parameters expected"),
    ],
)
def test_mistakes_say_where_and_why(text, offset, reason):
    with pytest.raises(GameSpecError) as caught:
        parse_spec(text, GAMES)
    assert reason in caught.value.reason
    assert caught.value.offset == offset
    assert f"game spec '{text}'" in str(caught.value)


def test_impossible_combination():
    with pytest.raises(GameSpecError, match="k=5 cannot fit"):
        parse_spec("tictactoe:k=5", GAMES)


def test_big_connect4_arena_is_refused_before_exploring():
    with pytest.raises(LimitError, match="at most 20 cells"):
        arena_from_spec("connect4")
    assert game_from_spec("connect4").cols == 7  # the rules themselves are fine (for search)


def test_vertex_limit():
    # at least 4,400 boards hold no line (Bonferroni's floor): the arena is refused before exploring,
    # with a game that fits
    with pytest.raises(LimitError, match=r"at least 4,400 positions, more than the limit of 100; "
                                         r"try tictactoe:rows=2,cols=2,k=2"):
        arena_from_spec("tictactoe", limit=100)
    # within the floor, the exploration stops as soon as it passes the limit
    with pytest.raises(LimitError, match="more than 5,000 positions"):
        arena_from_spec("tictactoe", limit=5_000)


def test_moves_are_limited_too():
    # chomp 6×6: 1,844 vertices but 31,349 moves, more than ten per vertex of a 3,000 limit
    arena = arena_from_spec("chomp:rows=6,cols=6", limit=4_000)
    assert (len(arena), arena.edge_count()) == (1_844, 31_349)
    with pytest.raises(LimitError, match="more than 30,000 moves"):
        arena_from_spec("chomp:rows=6,cols=6", limit=3_000)


SIZED = ["sticks:n=0", "sticks:n=7,take=2/3", "sticks:n=12,take=1-4", "nim:heaps=3/4/5", "nim:heaps=0/2",
         "chomp:rows=1,cols=1", "chomp:rows=3,cols=4", "chomp:rows=5,cols=2", "tictactoe", "tictactoe:rows=3,cols=3,k=2",
         "tictactoe:rows=2,cols=3,k=3", "tictactoe:rows=3,cols=4,k=3", "connect4:cols=4,rows=3",
         "connect4:cols=3,rows=5", "connect4:cols=2,rows=8", "connect4:cols=10,rows=1", "random:vertices=30"]


@pytest.mark.parametrize("spec", SIZED)
def test_size_bounds_hold_on_every_game(spec):
    """The floor that refuses a game before exploring, and the bound shown in the New Game dialog."""
    info, values = parse_spec(spec, GAMES)
    vertices = len(arena_from_spec(spec, limit=10**6))
    assert info.least(values) <= vertices
    assert info.estimate(values) is None or vertices <= info.estimate(values)


@pytest.mark.slow
@budget(40)
@given(rows=st.integers(1, 3), cols=st.integers(1, 4), k=st.integers(1, 4))
def test_the_floor_of_tic_tac_toe_is_below_its_positions(rows, cols, k):
    values = {"rows": rows, "cols": cols, "k": k}
    assume(k <= max(rows, cols))
    info, _ = parse_spec("tictactoe", GAMES)
    assert info.least(values) <= len(arena_from_spec(info.spec(values), limit=10**6))


@pytest.mark.slow
def test_connect4_counts_are_exact_where_known():
    from gameviz.games.connect4 import KNOWN_POSITIONS

    for board in [(4, 3), (6, 2), (3, 5), (2, 9), (10, 1)]:
        cols, rows = board
        assert len(arena_from_spec(f"connect4:cols={cols},rows={rows}", limit=10**6)) == KNOWN_POSITIONS[board]


@pytest.mark.parametrize("spec,limit,suggested", [
    ("sticks:n=100000", 1_000, "sticks:n=499,take=1-3,last=loses"),
    pytest.param("nim:heaps=50/50/50/50/50/50/50/50", 1_000_000, "nim:heaps=3/3/3/3/4/4/4/4,last=wins",
                 marks=pytest.mark.slow),
    ("chomp:rows=8,cols=8", 10_000, "chomp:rows=6,cols=6"),
    pytest.param("connect4:cols=5,rows=4", 1_000_000, "connect4:cols=4,rows=4", marks=pytest.mark.slow),
    pytest.param("tictactoe:rows=6,cols=6,k=6", 1_000_000, "tictactoe:rows=3,cols=4,k=4", marks=pytest.mark.slow),
    ("tictactoe:rows=4,cols=4,k=4", 1_000_000, "tictactoe:rows=3,cols=4,k=4"),  # it explored for 14 s first
])
def test_a_game_surely_too_large_is_refused_at_once_with_one_that_fits(spec, limit, suggested):
    info, values = parse_spec(spec, GAMES)
    assert info.least(values) > limit
    with pytest.raises(LimitError, match=f"try {re.escape(suggested)},") as caught:
        arena_from_spec(spec, limit=limit)
    assert str(info.least(values)) not in caught.value.reason  # written with thousands separators
    arena_from_spec(suggested, limit=limit)  # the suggestion does fit


def test_exploration_can_be_cancelled():
    from gameviz.core.errors import Cancelled

    seen = []

    def progress(count):
        seen.append(count)
        return False

    with pytest.raises(Cancelled):
        arena_from_spec("tictactoe", progress=progress)
    assert seen == [4096]


def test_every_game_with_rules_gives_an_example_of_moves_that_can_be_played():
    from gameviz.core.game import play_moves
    from gameviz.games import GAMES, game_from_spec

    for name, info in GAMES.items():
        if info.create is None:
            continue
        game = game_from_spec(name)
        assert info.moves_example, name
        play_moves(game, game.parse_moves(info.moves_example))  # raises if the example is not legal


def test_tree_sizes_are_estimated_by_random_probes():
    from gameviz.core.game import estimated_tree_levels
    from gameviz.core.search.stats import tree_counts
    from gameviz.core.search.tree import GameTree

    # Connect 4: seven moves at every node before anyone can win, so each probe is exact
    connect4 = game_from_spec("connect4")
    assert estimated_tree_levels(connect4, connect4.initial(), depth=6) == [7.0**k for k in range(7)]
    # tic-tac-toe: 549,946 nodes in the full tree; the estimate of 3,000 probes is within 5 %
    tictactoe = game_from_spec("tictactoe")
    exact = tree_counts(GameTree(tictactoe, tictactoe.initial(), lambda state: 0.0), depth=None).nodes
    estimate = sum(estimated_tree_levels(tictactoe, tictactoe.initial(), depth=9, probes=3_000))
    assert exact == 549_946 and abs(estimate - exact) < 0.05 * exact


def test_a_search_that_would_not_finish_suggests_a_depth_that_does():
    from gameviz.games.spec import depth_hint

    game = game_from_spec("connect4")
    refusal = depth_hint(game, game.initial())
    # depth 7 is 960,800 nodes of plain minimax (1 + 7 + … + 7^7), depth 8 over six million
    assert "give a depth, e.g. 7 (about 960,000 nodes in the plain minimax tree)" in refusal


@pytest.mark.parametrize(("spec", "moves", "winner"), [
    ("sticks:n=5", "1 1 2 1", 1),  # J2 takes the last stick and loses
    ("nim:heaps=1/2", "2:2 1:1", 2),  # J2 empties the last heap and wins (last=wins)
    ("chomp:rows=2,cols=3", "b1 a2", 2),  # J1 is left with the poisoned square
])
def test_the_formula_line_of_sticks_nim_and_chomp_is_figure_7s_heuristic(spec, moves, winner):
    from gameviz.core.game import play_moves
    from gameviz.games import info_of

    game = game_from_spec(spec)
    info = info_of(game)
    start = game.initial()
    assert info.heuristic_notes(game, start).formula == (
        "h = 0: the game cannot end with the next move (the course's heuristic, figure 7: +∞ or −∞ one move "
        "from the end, 0 otherwise)")
    assert info.heuristic_notes(game, start).cells == {}
    moves_played = game.parse_moves(moves)
    before_last = play_moves(game, moves_played[:-1])
    expected = {1: "h = +∞: every move of J2 ends the game, and J1 wins",  # J2 faces the last stick
                2: "h = −∞: J2 to move ends the game with a win"}[winner]
    assert info.heuristic_notes(game, before_last).formula == expected
    end = play_moves(game, moves_played)
    assert game.outcome(end) == Outcome(winner)
    assert info.heuristic_notes(game, end).formula == \
        f"h = {'+∞' if winner == 1 else '−∞'}: the game is over and J{winner} has won"
    assert info.heuristic_notes(game, end, lambda text: "» " + text).formula.startswith("» h = ")  # through tr


def test_a_spec_is_told_from_a_file_name_by_the_game_name_before_its_colon():
    assert [looks_like_spec(text) for text in ("nim:heaps=1/2", " sticks ", "chomp:rows=2", "graph:file=a.py")] == [
        True, True, True, True]
    assert [looks_like_spec(text) for text in ("arena.json", "", "examples/nim.py", "c:/nim", "Nim")] == [
        False, False, False, False, False]


def test_a_number_without_bounds_has_at_most_nine_digits_and_a_mistake_is_placed_at_its_offset():
    seed = Parameter("seed", INT, 0, "the seed")
    assert seed.parse("-999999999") == -999_999_999 and seed.parse("999999999") == 999_999_999
    with pytest.raises(GameSpecError, match="^game spec: character 1: seed: -1000000000 is below the minimum -999999999$"):
        seed.parse("-1000000000")
    with pytest.raises(GameSpecError, match="^game spec: character 1: seed: 'x' is not a whole number"):
        seed.parse("x")
    with pytest.raises(GameSpecError, match="^game spec 'random:seed=x': character 13: seed: 'x'"):
        seed.parse("x", offset=12, spec="random:seed=x")
