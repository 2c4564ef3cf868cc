"""Chinese checkers: move generation against a second, plain implementation (perft), and the rules."""

from __future__ import annotations

import math
import re

import pytest

from gameviz.core.errors import InputError
from gameviz.core.game import PASS, play_moves
from gameviz.core.outcome import Outcome
from gameviz.games import game_from_spec
from gameviz.games.chinesecheckers import ChineseCheckers


# ------------------------------------------------------------- a plain second implementation
class PlainStar:
    """The star drawn row by row from the bottom, holes at doubled x coordinates (neighbours are
    two apart in a row, one apart on the rows above and below): nothing shared with the game's cube
    coordinates. Seats clockwise from the bottom; each player's target is the opposite point."""

    def __init__(self, players: int, n: int) -> None:
        widths = list(range(1, n + 1)) + [3 * n + 1 - k for k in range(n)] + [2 * n + 1] \
            + [2 * n + 1 + k for k in range(1, n + 1)] + list(range(n, 0, -1))
        self.holes = [(2 * j - (w - 1), row) for row, w in enumerate(widths) for j in range(w)]
        self.set = set(self.holes)
        seat_of = {}
        for x, row in self.holes:
            w = widths[row]
            j = (x + w - 1) // 2
            if row < n:
                seat_of[(x, row)] = 0
            elif row > 3 * n:
                seat_of[(x, row)] = 3
            elif n <= row < 2 * n:
                side = n - (row - n)  # holes of the lower side points on this row, at each end
                if j < side:
                    seat_of[(x, row)] = 1
                elif j >= w - side:
                    seat_of[(x, row)] = 5
            elif 2 * n < row <= 3 * n:
                side = row - 2 * n
                if j < side:
                    seat_of[(x, row)] = 2
                elif j >= w - side:
                    seat_of[(x, row)] = 4
        seats = {2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 6: (0, 1, 2, 3, 4, 5)}[players]
        self.players = players
        self.start = {hole: p for p, seat in enumerate(seats, 1) for hole, s in seat_of.items() if s == seat}
        self.target = {p: {hole for hole, s in seat_of.items() if s == (seat + 3) % 6}
                       for p, seat in enumerate(seats, 1)}

    def moves(self, pegs: dict, player: int) -> list:
        out = []
        for hole, owner in sorted(pegs.items()):
            if owner != player:
                continue
            ends = set()
            for dx, dy in ((2, 0), (-2, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)):
                near = (hole[0] + dx, hole[1] + dy)
                if near in self.set and near not in pegs:
                    ends.add(near)
            others = {h: o for h, o in pegs.items() if h != hole}

            landed = set()
            self.jump(hole, others, landed)
            ends |= landed - {hole}
            out += [(hole, end) for end in ends]
        return out or ["pass"]

    def jump(self, at, others: dict, seen: set) -> None:
        """Every hole reached from ``at`` by chains of jumps over ``others``, into ``seen``."""
        for dx, dy in ((2, 0), (-2, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)):
            over, land = (at[0] + dx, at[1] + dy), (at[0] + 2 * dx, at[1] + 2 * dy)
            if over in others and land in self.set and land not in others and land not in seen:
                seen.add(land)
                self.jump(land, others, seen)

    def won(self, pegs: dict) -> bool:
        return any(all(pegs.get(h) == p for h in holes) for p, holes in self.target.items())

    def perft(self, depth: int, pegs: dict | None = None, player: int = 1) -> int:
        pegs = dict(self.start) if pegs is None else pegs
        if depth == 0 or self.won(pegs):
            return 1
        total = 0
        for move in self.moves(pegs, player):
            after = dict(pegs)
            if move != "pass":
                after[move[1]] = after.pop(move[0])
            total += self.perft(depth - 1, after, player % self.players + 1)
        return total


def perft(game: ChineseCheckers, depth: int, state=None) -> int:
    state = game.initial() if state is None else state
    if depth == 0 or game.outcome(state) is not None:
        return 1
    return sum(perft(game, depth - 1, game.play(state, move)) for move in game.moves(state))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_perft_of_the_standard_star_agrees_with_a_plain_implementation(players):
    game, plain = ChineseCheckers(players, 4), PlainStar(players, 4)
    counts = [perft(game, depth) for depth in (1, 2, 3)]
    assert counts == [plain.perft(depth) for depth in (1, 2, 3)]
    assert counts[0] == 14  # 8 steps from the row in front, 6 jumps over it from the row behind


@pytest.mark.parametrize("players,size", [(2, 2), (3, 2), (3, 3), (6, 2)])
def test_perft_of_small_stars_deeper(players, size):
    game, plain = ChineseCheckers(players, size), PlainStar(players, size)
    assert [perft(game, d) for d in (1, 2, 3, 4)] == [plain.perft(d) for d in (1, 2, 3, 4)]


def test_the_star_and_its_points():
    game = ChineseCheckers(6, 4)
    assert len(game.holes) == 121 and all(len(h) == 10 for h in game.home.values())
    assert set().union(*game.home.values()) == set().union(*game.target.values())
    assert game.names[0] == "a1" and game.names[-1] == "q1" and "e13" in game.by_name
    assert len(ChineseCheckers(3, 3).holes) == 73 and len(ChineseCheckers(3, 2).holes) == 37
    three = ChineseCheckers(3, 4)
    # three players sit on every other point: their targets are the three empty points
    assert not set().union(*three.home.values()) & set().union(*three.target.values())
    # J1 starts at the bottom and goes to the top
    assert max(three.places[i][1] for i in three.home[1]) == max(y for _, y in three.places)
    assert min(three.places[i][1] for i in three.target[1]) == min(y for _, y in three.places)


def test_a_chain_of_jumps_goes_on_over_any_pegs_and_stops_anywhere():
    game = ChineseCheckers(2, 4)
    cells = [0] * len(game.holes)

    def hole(k):  # the k-th hole from the centre to the right
        return game.index[(k, -k, 0)]

    cells[hole(0)] = 1  # J1's peg in the centre
    cells[hole(1)], cells[hole(3)] = 2, 1  # a peg of each player on its way, holes 2 and 4 free
    state = (tuple(cells), 1)
    names = {game.move_label(state, m) for m in game.moves(state)}
    first, second = game.names[hole(2)], game.names[hole(4)]
    centre = game.names[hole(0)]
    assert f"{centre}-{first}" in names and f"{centre}-{second}" in names  # one jump, or two
    assert f"{centre}-{game.names[hole(1)]}" not in names  # occupied
    cells[hole(3)] = 0
    state = (tuple(cells), 1)
    names = {game.move_label(state, m) for m in game.moves(state)}
    assert f"{centre}-{second}" not in names  # no jump over an empty hole
    assert game.play(state, (hole(0), hole(2)))[0][hole(2)] == 1


def test_a_game_starts_as_the_course_says():
    game = ChineseCheckers(2, 4)
    state = play_moves(game, game.parse_moves("d1-e5 n1-m5 c1-e7 n2-m6"))
    assert state[0][game.by_name["e7"]] == 1 and state[0][game.by_name["c1"]] == 0
    assert state[1] == 1
    names = {game.move_label(state, m) for m in game.moves(state)}
    assert "b1-c1" in names  # a step into the hole c1 left
    assert "a1-c1" in names  # and a jump over b1 into it


def test_winning_and_scores():
    game = ChineseCheckers(2, 1)  # one peg each, a 13-hole star
    assert game.scores(game.initial()) == (0.0, 0.0)
    cells = [0] * len(game.holes)
    cells[game.target[1][0]] = 1
    cells[game.home[1][0]] = 2
    won = (tuple(cells), 2)
    assert game.outcome(won) == Outcome(1) and game.moves(won) == []
    assert game.scores(won) == (math.inf, -math.inf)
    assert game.heuristic(won) == math.inf


def test_a_player_who_cannot_move_passes():
    game = ChineseCheckers(2, 1)
    cells = [0] * len(game.holes)
    tip = game.home[1][0]
    cells[tip] = 1
    for near, beyond in game.neighbours[tip]:
        cells[near] = 2  # J2's pegs all around J1's, and the holes beyond them (if any) taken too
        if beyond >= 0:
            cells[beyond] = 2
    state = (tuple(cells), 1)
    if game.outcome(state) is None:
        assert game.moves(state) == [PASS]
        assert game.play(state, PASS) == (state[0], 2)


@pytest.mark.parametrize(
    "moves,reason",
    [
        ("e5-f5", "e5 holds no peg of J1"),
        ("d1-c1", "c1 is occupied (by J1): a peg stops in a free hole"),
        ("d1-f1", "f1 is neither next to d1 nor at the end of a chain of jumps"),
        ("n1-m1", "n1 holds a peg of J2"),
    ],
)
def test_illegal_moves_say_why(moves, reason):
    game = ChineseCheckers(2, 4)
    with pytest.raises(InputError, match=re.escape(f"move 1 ({moves}): {reason}")):
        play_moves(game, game.parse_moves(moves))


def test_move_names_are_checked_with_their_offset():
    game = ChineseCheckers(3, 2)
    with pytest.raises(InputError) as caught:
        game.parse_moves("a1-c3 z9-c4")
    assert caught.value.offset == 6 and "'z9' is not a hole of this board (rows a to i" in caught.value.reason
    with pytest.raises(InputError, match="'c3' is not a move"):
        game.parse_moves("c3")


def test_specification_and_refusals():
    game = game_from_spec("chinesecheckers:players=6,size=2")
    assert game.spec == "chinesecheckers:players=6,size=2" and game.players == 6
    with pytest.raises(InputError, match="players: '5' is not one of 2, 3, 4, 6"):
        game_from_spec("chinesecheckers:players=5")


def test_the_heuristic_on_the_board_shows_each_peg_s_distance_and_what_each_player_has_left():
    from gameviz.games import info_of

    game = game_from_spec("chinesecheckers:players=2,size=2")
    state = game.initial()
    notes = info_of(game).heuristic_notes(game, state)
    pegs = [i for i, owner in enumerate(state[0]) if owner]
    assert sorted(hole for hole, _ in notes.cells) == pegs
    assert all(int(notes.cells[(i, 0)]) == game.distance[state[0][i]][i] for i in pegs)
    left = game.to_travel(state)
    assert notes.formula.startswith(f"still to travel: J1 {left[0]}, J2 {left[1]}; travelled: J1 0, J2 0")
    assert notes.formula.endswith("h = 0 − 0 = 0")


def test_the_holes_are_drawn_one_unit_from_their_neighbours_on_a_symmetric_star():
    places = ChineseCheckers(6, 4).places
    nearest = [min(math.dist(a, b) for j, b in enumerate(places) if j != i) for i, a in enumerate(places)]
    assert all(math.isclose(d, 1.0) for d in nearest)
    # the star's points: 6 units left and right, 4 rows of √3/2 above and below the 13-hole middle row
    assert (min(x for x, _ in places), max(x for x, _ in places)) == (-6.0, 6.0)
    assert math.isclose(max(y for _, y in places), 8 * math.sqrt(3) / 2)
    assert sorted(places) == sorted((-x, y) for x, y in places)
    assert places[0] == (0.0, pytest.approx(8 * math.sqrt(3) / 2))
