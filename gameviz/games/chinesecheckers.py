"""Chinese checkers (dames chinoises), the course's game for more than two players (seed 004).

The board is a six-pointed star: a hexagon with a triangular point on each of
its sides. Each player starts with pegs filling one point and must move them
all into the opposite point; the first to do so wins (the course's goal, "tous
les déplacer dans la pointe opposée"). In turn, a player moves one peg, either
to a free neighbouring hole, or by any number of jumps: each jump goes over
an occupied neighbouring hole (anyone's peg) to the free hole just beyond it,
in a straight line. A move is named by where the peg starts and where it
stops (``c2-e3``), whatever the chain of jumps between. A player with no move
passes.

``size`` is the number of rows of a point: 4 is the standard star of 121
holes and 10 pegs a player; 3 has 73 holes and 6 pegs, 2 has 37 holes and 3
pegs, small enough for deep searches in class. Players sit on 2, 3, 4 or 6
points: J1 at the bottom, then clockwise (3 players take every other point,
4 players two pairs of opposite points), and move in that order.

Holes are named by their row, a at the bottom, and their rank in the row from
the left: ``a1`` is the bottom tip, ``e1`` … ``e13`` the first row of the
hexagon on the standard star.

The heuristic counts, for each player, how far their pegs have travelled
toward the opposite point: the sum over their pegs of the distance (in moves
to a neighbour) to the far tip of the opposite point, at the start minus now.
A vector of one such score per player is what max^n compares; the two-player
game is also valued J1's score minus J2's, for minimax and alpha-beta. A won
game is worth +∞ to its winner (and −∞ to the others).

References
----------
The course, seed 004, "3.3 Dames chinoises"; N. Sturtevant, "A comparison of
algorithms for multi-player games", CG 2002 (Chinese checkers as a test bed).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from functools import cached_property
from typing import Any

from gameviz.core.board import Holes
from gameviz.core.errors import GAME_SPEC, MOVES, InputError
from gameviz.core.game import PASS, split_moves
from gameviz.core.outcome import Outcome
from gameviz.core.symbols import signed_sum
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.games.spec import CHOICE, INT, GameInfo, HeuristicNotes, Parameter, depth_hint

#: The six directions between neighbouring holes, in cube coordinates (x, y, z), x + y + z = 0.
DIRECTIONS = ((1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1), (0, -1, 1))
#: The points players sit on, numbered clockwise from the bottom (0) to the lower right (5).
SEATS = {2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 6: (0, 1, 2, 3, 4, 5)}

Cube = tuple[int, int, int]
#: A position: the player (0: nobody) in each hole, in the order of :attr:`ChineseCheckers.holes`, and who moves.
Position = tuple[tuple[int, ...], int]
#: A move: the hole a peg leaves and the hole it stops in (indices), or :data:`PASS`.
Move = tuple[int, int] | str


def _star_holes(n: int) -> tuple[Cube, ...]:
    """The holes of a star whose points have ``n`` rows, in cube coordinates: rows from the bottom
    (z = 2n) to the top, left to right in each row."""
    cubes = [(x, y, -x - y) for x in range(-2 * n, 2 * n + 1) for y in range(-2 * n, 2 * n + 1)
             if _on_star((x, y, -x - y), n)]
    return tuple(sorted(cubes, key=lambda c: (-c[2], c[0] - c[1])))


def _hole_names(holes: tuple[Cube, ...], n: int) -> tuple[str, ...]:
    """Each hole's row (a at the bottom) and its rank in the row from the left: ``a1``, ``b2``…"""
    names, rank, row = [], 0, None
    for *_, z in holes:
        rank = rank + 1 if z == row else 1
        row = z
        names.append(f"{chr(ord('a') + 2 * n - z)}{rank}")
    return tuple(names)


def _neighbours(holes: tuple[Cube, ...], index: dict[Cube, int]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each hole, (neighbour, hole beyond it in the same direction or -1) per direction on the board."""
    return tuple(
        tuple((index[_add(c, d)], index.get(_add(c, d, 2), -1)) for d in DIRECTIONS if _add(c, d) in index)
        for c in holes)


def _seats(holes: tuple[Cube, ...], n: int, seats: tuple[int, ...]) -> tuple[
        dict[int, tuple[int, ...]], dict[int, tuple[int, ...]], dict[int, tuple[int, ...]]]:
    """By player (sitting at the points ``seats``): the holes of their starting point, of their
    target (the opposite point), and the distance of every hole to the far tip of their target."""
    points = [[i for i, c in enumerate(holes) if _point_of(c, n) == k] for k in range(6)]
    tips = {k: max(points[k], key=lambda i: _distance(holes[i], (0, 0, 0))) for k in range(6)}
    home = {p: tuple(points[seat]) for p, seat in enumerate(seats, start=1)}
    target = {p: tuple(points[(seat + 3) % 6]) for p, seat in enumerate(seats, start=1)}
    distance = {p: tuple(_distance(c, holes[tips[(seat + 3) % 6]]) for c in holes) for p, seat in enumerate(seats, start=1)}
    return home, target, distance


class ChineseCheckers:
    """Chinese checkers for 2, 3, 4 or 6 players on a star whose points have ``size`` rows."""

    impartial = False
    pictures = True

    def __init__(self, players: int = 3, size: int = 4) -> None:
        if players not in SEATS:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "Chinese checkers is played by 2, 3, 4 or 6 "
                                                                  "players, not {players}"), players=players),
                             source=GAME_SPEC)
        if not 1 <= size <= 4:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the points of the star have 1 to 4 rows, not {size}"),
                                      size=size), source=GAME_SPEC)
        self.players = players
        #: searched with a score per player (max^n, paranoid) when more than two play
        self.vectors = players > 2
        self.size = size
        self.spec = INFO.spec({"players": players, "size": size})
        n = size
        #: the holes, in cube coordinates, row by row from the bottom
        self.holes: tuple[Cube, ...] = _star_holes(n)
        self.index = {cube: i for i, cube in enumerate(self.holes)}
        #: the name of each hole: its row (a at the bottom) and its rank in the row from the left
        self.names: tuple[str, ...] = _hole_names(self.holes, n)
        self.by_name = {name: i for i, name in enumerate(self.names)}
        #: for each hole, (neighbour, hole beyond it in the same direction or -1) per direction on the board
        self.neighbours = _neighbours(self.holes, self.index)
        #: by player, the holes of their starting point, of their target (the opposite point), and the
        #: distance of every hole to the far tip of their target
        self.home, self.target, self.distance = _seats(self.holes, n, SEATS[players])
        self._least = {p: sum(self.distance[p][i] for i in self.target[p]) for p in self.home}
        self._start = {p: sum(self.distance[p][i] for i in self.home[p]) for p in self.home}

    # the Game protocol -------------------------------------------------------
    def initial(self) -> Position:
        cells = [0] * len(self.holes)
        for player, holes in self.home.items():
            for i in holes:
                cells[i] = player
        return tuple(cells), 1

    def roots(self) -> list[Position]:
        return [self.initial()]

    def player(self, state: Position) -> int:
        return state[1]

    def moves(self, state: Position) -> list[Move]:
        if self.outcome(state) is not None:
            return []
        cells, player = state
        moves: list[Move] = []
        for start, owner in enumerate(cells):
            if owner == player:
                moves += [(start, stop) for stop in self.destinations(cells, start)]
        return moves or [PASS]

    def destinations(self, cells: tuple[int, ...], start: int) -> list[int]:
        """The holes the peg in ``start`` can stop in: free neighbours, then the ends of chains of jumps."""
        steps = [near for near, _ in self.neighbours[start] if not cells[near]]
        jumps = sorted(self._jump_ends(cells, start) - set(steps))
        return sorted(steps) + jumps

    def _jump_ends(self, cells: tuple[int, ...], start: int) -> set[int]:
        """Every hole but ``start`` that a chain of jumps from ``start`` reaches (the moving peg has
        left ``start``)."""
        reached = {start}
        frontier = [start]
        while frontier:
            hole = frontier.pop()
            for over, beyond in self.neighbours[hole]:
                if beyond >= 0 and over != start and cells[over] and beyond not in reached \
                        and (not cells[beyond] or beyond == start):
                    reached.add(beyond)
                    frontier.append(beyond)
        return reached - {start}

    def play(self, state: Position, move: Move) -> Position:
        cells, player = state
        following = player % self.players + 1
        if move == PASS:
            return cells, following
        start, stop = _holes(move)
        board = list(cells)
        board[start], board[stop] = 0, player
        return tuple(board), following

    def outcome(self, state: Position) -> Outcome | None:
        cells = state[0]
        for player, holes in self.target.items():
            if all(cells[i] == player for i in holes):
                return Outcome(player)
        return None

    def scores(self, state: Position) -> tuple[float, ...]:
        """How far each player's pegs have travelled toward their target (+∞ for a winner, −∞ for the
        others once someone has won)."""
        outcome = self.outcome(state)
        if outcome is not None:
            return tuple(math.inf if p == outcome.winner else -math.inf for p in range(1, self.players + 1))
        cells = state[0]
        travelled = {p: self._start[p] for p in self.home}
        for i, owner in enumerate(cells):
            if owner:
                travelled[owner] -= self.distance[owner][i]
        return tuple(float(travelled[p]) for p in range(1, self.players + 1))

    def to_travel(self, state: Position) -> tuple[int, ...]:
        """The distance each player's pegs still have to travel: 0 once all are in the target."""
        cells = state[0]
        left = {p: -self._least[p] for p in self.home}
        for i, owner in enumerate(cells):
            if owner:
                left[owner] += self.distance[owner][i]
        return tuple(left[p] for p in range(1, self.players + 1))

    def heuristic(self, state: Position) -> float:
        """J1's score minus the best of the others' (with two players: J1's minus J2's)."""
        scores = self.scores(state)
        return scores[0] - max(scores[1:])

    def label(self, state: Position) -> str:
        """Where each player's pegs are, J1's first, and who moves: ``c2/b1/d3 J2``."""
        cells, player = state
        pegs: dict[int, list[str]] = {p: [] for p in range(1, self.players + 1)}
        for i, owner in enumerate(cells):
            if owner:
                pegs[owner].append(self.names[i])
        return "/".join(" ".join(holes) for holes in pegs.values()) + f" J{player}"

    def vertex_id(self, state: Position) -> str:
        return "".join(str(c) for c in state[0]) + f"/{state[1]}"

    def move_label(self, state: Position, move: Move) -> str:
        if move == PASS:
            return PASS
        start, stop = _holes(move)
        return f"{self.names[start]}-{self.names[stop]}"

    def parse_moves(self, text: str) -> list[Move]:
        moves: list[Move] = []
        for token, offset in split_moves(text):
            if token.lower() == PASS:
                moves.append(PASS)
                continue
            start, dash, stop = token.lower().partition("-")
            if not dash:
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' is not a move: write the hole a peg leaves "
                                                              "and the one it stops in, such as c2-e3"), token=token)
                raise InputError(reason, source=MOVES, offset=offset)
            for name, at in ((start, offset), (stop, offset + len(start) + 1)):
                if name not in self.by_name:
                    reason = Sentence(QT_TRANSLATE_NOOP("errors", "'{name}' is not a hole of this board (rows a to "
                                                                  "{last}, counted from the left)"),
                                      name=name, last=chr(ord("a") + 4 * self.size))
                    raise InputError(reason, source=MOVES, offset=at)
            moves.append((self.by_name[start], self.by_name[stop]))
        return moves

    def why_illegal(self, state: Position, move: Move) -> str:
        """Why ``move`` cannot be played at ``state``, in words."""
        if move == PASS:
            return Sentence(QT_TRANSLATE_NOOP("errors", "a player passes only when they cannot move"))
        cells, player = state
        start, stop = _holes(move)
        name, there = self.names[start], self.names[stop]
        if cells[start] != player:
            holds = QT_TRANSLATE_NOOP("errors", "{hole} holds a peg of J{player}") if cells[start] else \
                QT_TRANSLATE_NOOP("errors", "{hole} holds no peg of J{player}")
            return Sentence(holds, hole=name, player=cells[start] or player)
        if cells[stop]:
            return Sentence(QT_TRANSLATE_NOOP("errors", "{hole} is occupied (by J{player}): a peg stops in a free hole"),
                            hole=there, player=cells[stop])
        return Sentence(QT_TRANSLATE_NOOP("errors", "{there} is neither next to {hole} nor at the end of a chain of jumps "
                                                    "over occupied holes from {hole}"), there=there, hole=name)

    def board(self, state: Position) -> Holes:
        return Holes(self.places, state[0], self.goals)

    # pictures ------------------------------------------------------------------
    @cached_property
    def places(self) -> tuple[tuple[float, float], ...]:
        """The centre of each hole, one unit between neighbours, y downwards (the bottom row is J1's tip)."""
        height = math.sqrt(3) / 2
        return tuple(((x - y) / 2, z * height) for x, y, z in self.holes)

    @cached_property
    def goals(self) -> tuple[int, ...]:
        """Who must bring pegs into each hole (0: nobody)."""
        owners = [0] * len(self.holes)
        for player, holes in self.target.items():
            for i in holes:
                owners[i] = player
        return tuple(owners)


def _holes(move: Move) -> tuple[int, int]:
    """The holes a move (not a pass) joins."""
    assert isinstance(move, tuple), f"{move} is a pass, not a move of a peg"
    return move


def _add(cube: Cube, direction: Cube, times: int = 1) -> Cube:
    return (cube[0] + times * direction[0], cube[1] + times * direction[1], cube[2] + times * direction[2])


def _distance(a: Cube, b: Cube) -> int:
    """Moves to a neighbour between two holes."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


def _on_star(cube: Cube, n: int) -> bool:
    """The star is the union of two triangles: every coordinate ≥ −n, or every coordinate ≤ n."""
    return min(cube) >= -n or max(cube) <= n


def _point_of(cube: Cube, n: int) -> int | None:
    """Which point of the star the hole is in, clockwise from the bottom (0) (None: the hexagon)."""
    x, y, z = cube
    for point, inside in enumerate((z > n, x < -n, y > n, z < -n, x > n, y < -n)):
        if inside:
            return point
    return None


def _check(values: Mapping[str, Any]) -> str | None:
    if values["players"] not in SEATS:
        return Sentence(QT_TRANSLATE_NOOP("games", "Chinese checkers is played by 2, 3, 4 or 6 players, not {players}"),
                        players=values["players"])
    return None


def _arena_check(values: Mapping[str, Any]) -> str | None:
    size = values["size"]
    if size > 1:
        return Sentence(QT_TRANSLATE_NOOP("games", "a whole Chinese checkers arena is only built for points of one row "
                                          "(size=1); size={size} has far too many positions, whatever the vertex limit"),
                        size=size)
    return None


def _full_search_check(game: ChineseCheckers, state: Hashable) -> str | None:
    return Sentence(QT_TRANSLATE_NOOP("games", "a full search of Chinese checkers would not finish (positions repeat): "
                                               "{hint}"), hint=depth_hint(game, state))


#: The formula line of *Heuristic on the Board*: the distances, and h.
FORMULA = QT_TRANSLATE_NOOP("games", "still to travel: {left}; travelled: {travelled}; h = {own} − {others} = {value}")


def _heuristic_notes(game: ChineseCheckers, state: Hashable, tr: Translate = untranslated) -> HeuristicNotes:
    """On each peg, its distance to the far tip of its player's target (keyed ``(hole, 0)``: a board of
    holes has no rows); the distances each player still has to travel, and h."""
    assert isinstance(state, tuple)
    cells = state[0]
    notes = {(i, 0): str(game.distance[owner][i]) for i, owner in enumerate(cells) if owner}
    if game.outcome(state) is not None:
        return HeuristicNotes(notes, "")
    left = game.to_travel(state)
    scores = game.scores(state)
    others = max(scores[1:])
    travel = ", ".join(f"J{p} {d}" for p, d in enumerate(left, start=1))
    travelled = ", ".join(f"J{p} {int(v)}" for p, v in enumerate(scores, start=1))
    formula = tr(FORMULA).format(left=travel, travelled=travelled, own=int(scores[0]), others=int(others),
                                 value=signed_sum([int(scores[0] - others)]))
    return HeuristicNotes(notes, formula)


INFO = GameInfo(
    name="chinesecheckers",
    moves_example="c2-e8 k1-k3",
    title=QT_TRANSLATE_NOOP("games", "Chinese checkers"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "Move all your pegs into the opposite point of the star: one step to a free hole, or a chain of "
        "jumps over occupied holes. 2, 3, 4 or 6 players.",
    ),
    parameters=(
        Parameter("players", CHOICE, "3", QT_TRANSLATE_NOOP("games", "players: 2, 3, 4 or 6"),
                  choices=("2", "3", "4", "6")),
        Parameter("size", INT, 4, QT_TRANSLATE_NOOP("games", "rows of each point: 4 is the standard star "
                                                             "(10 pegs each), 2 a small one (3 pegs)"), 1, 4),
    ),
    create=lambda players, size: ChineseCheckers(int(players), size),
    check=lambda values: _check({**values, "players": int(values["players"])}),
    arena_check=lambda values: _arena_check({**values, "players": int(values["players"])}),
    search_depth=2,
    full_search_check=_full_search_check,
    heuristic_notes=_heuristic_notes,
)
