"""The exact Connect 4 solver: benchmark positions and the definition of the score."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import Cancelled, InputError
from gameviz.core.outcome import DRAW
from gameviz.core.search.connect4 import Connect4Solver
from gameviz.games.connect4 import ConnectFour
from tests.conftest import budget

SAMPLE = Path(__file__).parents[2] / "data" / "connect4_sample.txt"


def sample_positions():
    for line in SAMPLE.read_text().splitlines():
        if line and not line.startswith("#"):
            moves, score = line.split()
            yield moves, int(score)


def test_benchmark_sample_is_solved_exactly():
    solver = Connect4Solver()
    wrong = [(moves, score, solver.solve(moves)) for moves, score in sample_positions()]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert wrong == []


def test_weak_solve_gives_the_sign():
    solver = Connect4Solver()
    for moves, score in sample_positions():  # a search in the window −1..1 may prove more: it is clamped
        assert solver.solve(moves, weak=True) == (score > 0) - (score < 0), moves


_SCORES: dict = {}


def definition_score(game: ConnectFour, state) -> int:
    """The score straight from its definition, by plain negamax over every game."""
    key = (game.cols, game.rows, state)
    if key in _SCORES:
        return _SCORES[key]
    cells = game.cols * game.rows
    played = sum(map(len, state))
    if game.outcome(state) not in (None, DRAW):  # the last disc won: the player to move has lost to it
        winner_first = played % 2 == 1
        return -win_score(cells, winner_first, (played + 1) // 2)
    best = 0 if game.outcome(state) == DRAW else -(10**9)
    for move in game.moves(state):
        child = game.play(state, move)
        if game.outcome(child) not in (None, DRAW):
            value = win_score(cells, played % 2 == 0, played // 2 + 1)
        else:
            value = -definition_score(game, child)
        best = max(best, value)
    _SCORES[key] = best
    return best


def win_score(cells: int, first: bool, discs: int) -> int:
    """A win with the winner's ``discs``-th disc: one more than the discs they still hold, out of the most
    they can have (half the cells each; on an odd board the first player has one more)."""
    most = (cells + 1) // 2 if first else cells // 2
    return most - discs + 1


def play(game: ConnectFour, moves: str):
    state = game.initial()
    for char in moves:
        state = game.play(state, int(char) - 1)
    return state


@st.composite
def small_positions(draw, cols, rows, min_moves):
    game = ConnectFour(cols, rows)
    state, moves = game.initial(), ""
    for _ in range(draw(st.integers(min_moves, cols * rows - 1))):
        legal = [m for m in game.moves(state) if game.outcome(game.play(state, m)) is None]
        if not legal:
            break
        move = draw(st.sampled_from(legal))
        state = game.play(state, move)
        moves += str(move + 1)
    return moves


@pytest.mark.parametrize("cols,rows,min_moves", [(4, 4, 2), pytest.param(5, 4, 7, marks=pytest.mark.slow),
                                                   pytest.param(4, 5, 7, marks=pytest.mark.slow), (3, 3, 0)])
def test_solver_equals_the_definition_on_small_boards(cols, rows, min_moves):
    game = ConnectFour(cols, rows)
    solver = Connect4Solver(cols, rows)

    @pytest.mark.slow
    @budget(25)
    @given(small_positions(cols, rows, min_moves))
    def check(moves):
        assert solver.solve(moves) == definition_score(game, play(game, moves))

    check()


def late_positions(cols: int, rows: int, count: int, empty: int, seed: int) -> list[str]:
    """``count`` positions with about ``empty`` empty cells reached by random moves that do not win, then
    one more random move (which may win: finished positions are among them)."""
    rng = random.Random(f"{cols}x{rows}:{seed}")
    game, found = ConnectFour(cols, rows), []
    while len(found) < count:
        state, moves = game.initial(), ""
        while cols * rows - len(moves) > empty:
            calm = [m for m in game.moves(state) if game.outcome(game.play(state, m)) is None]
            if not calm:
                break
            move = rng.choice(calm)
            state, moves = game.play(state, move), moves + str(move + 1)
        if game.outcome(state) is None and game.moves(state):
            moves += str(rng.choice(game.moves(state)) + 1)
        found.append(moves)
    return found


@pytest.mark.parametrize("cols,rows", [(c, r) for c in range(4, 8) for r in range(4, 8)] + [(8, 8), (9, 7)])
def test_every_score_is_the_negamax_of_its_children_finished_or_not(cols, rows):
    """On every board from 4×4 to 7×7 (odd numbers of cells included) and on two beyond 64 bits (searched in
    Python): a position's score is the definition's, and the largest of its children's negated, a child
    where the last disc won or the board is full included."""
    game, solver = ConnectFour(cols, rows), Connect4Solver(cols, rows)
    if (rows + 1) * cols > 64:
        assert solver.kernel is None
    for moves in late_positions(cols, rows, 4, empty=9, seed=1):
        state = play(game, moves)
        score = solver.solve(moves)
        assert score == definition_score(game, state), moves
        if game.outcome(state) is None:
            children = [moves + str(move + 1) for move in game.moves(state)]
            assert score == max(-solver.solve(child) for child in children), moves
        elif game.outcome(state) not in (None, DRAW):
            assert score < 0 and solver.solve(moves, weak=True) == -1


@pytest.mark.parametrize("compiled", [True, False])
def test_a_known_lower_bound_gives_the_same_scores(compiled):
    """``at_least`` (minus the parent's score, as the book script gives it) changes the searches, not the
    score: on children that reach the bound (one search) and on those above it."""
    cols, rows = 5, 4
    solver, fresh = Connect4Solver(cols, rows, compiled=compiled), Connect4Solver(cols, rows, compiled=compiled)
    reached = above = 0
    for moves in late_positions(cols, rows, 6, empty=12, seed=2):
        if solver.position(moves).winner_discs is not None:
            continue
        parent = solver.solve(moves)
        for column in range(1, cols + 1):
            child = moves + str(column)
            if solver.position(moves).mask & solver.top_masks[column - 1]:  # a full column
                continue
            score = fresh.solve(child)
            assert solver.solve(child, at_least=-parent) == score, child
            reached, above = reached + (score == -parent), above + (score > -parent)
    assert reached and above  # both ways through the first search were taken


def test_a_board_beyond_64_bits_is_solved_in_python():
    solver = Connect4Solver(8, 8)
    assert solver.kernel is None
    game = ConnectFour(8, 8)
    moves = late_positions(8, 8, 1, empty=10, seed=7)[0]
    assert solver.solve(moves) == definition_score(game, play(game, moves))


def test_on_an_odd_board_the_first_player_s_win_counts_their_extra_disc():
    # 5×5: 13 discs for the first player, 12 for the second; the first wins with their 4th disc (move 7)
    solver = Connect4Solver(5, 5)
    assert solver.solve("1212121") == -(13 + 1 - 4)
    assert solver.solve("121212") == 13 + 1 - 4  # and the position before: the same win, seen before it
    # the second player wins with their 4th disc (move 8): 12 + 1 − 4
    assert solver.solve("51415131") == -(12 + 1 - 4)
    assert solver.solve("5141513") == 12 + 1 - 4


def test_a_position_won_by_the_last_move_is_lost_for_the_player_to_move():
    solver = Connect4Solver()
    assert solver.solve("1122334") == -(22 - 4)
    assert solver.solve("112233") == 22 - 4


@pytest.mark.parametrize(
    "moves,offset,reason",
    [
        ("12a4", 2, "'a' is not a column"),
        ("08", 0, "'0' is not a column"),
        ("1111111", 6, "column 1 is full"),
        ("11223341", 7, "after the game is won"),
    ],
)
def test_illegal_positions_say_where(moves, offset, reason):
    with pytest.raises(InputError, match=reason) as caught:
        Connect4Solver().position(moves)
    assert caught.value.offset == offset


def test_a_board_needs_a_column_and_a_row():
    with pytest.raises(InputError, match="at least one column and one row"):
        Connect4Solver(0, 7)


def test_the_best_column_scores_the_position():
    """A column's score is the score of the position it leads to, seen from the mover: the best one is
    the position's own score; the solver refuses nothing it can finish in time."""
    from gameviz.core.search.connect4 import column_scores

    solver = Connect4Solver()
    for moves, score in [p for p in sample_positions() if len(p[0]) >= 16][:12]:
        scores = column_scores(solver, moves, budget=30)
        assert None not in scores.values()
        assert max(scores.values()) == score, moves


def test_columns_after_a_book_position_are_scored_the_same_with_its_bound():
    """After a position of the book, each column's search starts from the bound the book's score gives:
    the scores are those found without a book."""
    from gameviz.core.search.connect4 import column_scores

    for moves, score in [p for p in sample_positions() if len(p[0]) >= 16][:6]:
        plain = column_scores(Connect4Solver(), moves, budget=30)
        played = Connect4Solver().position(moves).played
        assert column_scores(Connect4Solver(book={played: score}), moves, budget=30) == plain, moves


def test_a_column_not_solved_in_time_has_no_score():
    from gameviz.core.search.connect4 import column_scores

    scores = column_scores(Connect4Solver(), "", budget=0.05)  # the empty board: far too long
    assert set(scores.values()) == {None}
    assert sorted(scores) == list(range(7))


def test_the_computer_plays_the_best_exact_score_or_leaves_the_move_to_a_search():
    from gameviz.games.computer import solved_move

    game = ConnectFour()
    choice, scores = solved_move(game, game.parse_moves("457377456737766126"))
    assert (choice.move, choice.reason, choice.score) == (3, "solver", 10)
    assert [s.exact for s in scores] == [9, 9, 4, 10, 0, -2]
    assert solved_move(game, [3, 3, 3, 3], budget=0.05) is None  # past the opening book, not solved so fast


#: Slots of the kernel's table in the comparison below (a prime; 600 MB).
RARE_COLLISIONS = 67_108_859


@budget(40, derandomize=True)
@given(small_positions(7, 6, 14))
def test_the_compiled_kernel_finds_the_python_search_s_score_with_the_same_nodes(moves):
    # the kernel's table is a fixed number of slots; with its default 4 million, collisions added 8 % of the
    # nodes on a search of 40,000 and 11 % on one of 1.4 million: a table 16 times larger leaves them rare,
    # but one early collision still re-searches a subtree (1577313133343224: 58,158 nodes against 56,056, and
    # 56,202 with a table twice as large), so the examples are fixed ones whose tables do not collide early
    compiled, python = Connect4Solver(table_size=RARE_COLLISIONS), Connect4Solver(compiled=False)
    assert compiled.solve(moves) == python.solve(moves)
    # the same search: only collisions in the kernel's fixed-size table may add a few nodes
    assert abs(compiled.nodes - python.nodes) <= 0.02 * python.nodes + 5


def test_a_search_cut_into_chunks_still_finishes(monkeypatch):
    """The kernel stops every so many nodes for the clock; what it finished stays in its table."""
    from gameviz.core.search import connect4

    looks = []
    monkeypatch.setattr(connect4, "FIRST_CHUNK", 64)
    solver = Connect4Solver()
    solver.stop = lambda: looks.append(solver.nodes) is not None  # never stops, counts the looks
    moves, score = next(p for p in sample_positions() if len(p[0]) <= 16)  # thousands of nodes
    assert solver.solve(moves) == score and len(looks) >= 3
    solver.reset()
    solver.stop = lambda: True
    with pytest.raises(Cancelled):
        solver.solve(moves)
