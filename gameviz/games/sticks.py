"""The stick game of the course (Fort Boyard): take 1, 2 or 3 sticks in turn.

A vertex (k, i) is the position where player i is to move with k sticks left,
exactly as the course writes it: S1 = {(k, 1) | 0 ≤ k ≤ n}, S2 = {(k, 2) |
0 ≤ k ≤ n − 1}, and a move removes q sticks, (k, i) → (k − q, 3 − i). The
arena holds all of these positions, as in the course's figure, even the few
that cannot be reached from (n, 1).

With ``last=loses`` (the course's rule) whoever takes the last stick loses, so
(0, 1) is a win for J1 and (0, 2) a win for J2. With ``last=wins`` it is the
other way round. In general the game ends when the player to move cannot take
any allowed number of sticks.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, cast

from gameviz.core.arena import FROM_RULES, Arena
from gameviz.core.board import Heaps
from gameviz.core.errors import MOVES, InputError
from gameviz.core.game import explore, split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import Outcome
from gameviz.core.search.compiled import CompiledRules
from gameviz.core.search.kernels import STICKS
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games.end_in_one import end_in_one_notes, end_in_one_value
from gameviz.games.spec import CHOICE, INT, INT_SET, GameInfo, Parameter, format_int_set

State = tuple[int, int]
#: Vertices from which the arena is built at once, with NumPy, rather than explored position by position.
PACKED_FROM = 5_000


class Sticks:
    """n sticks in a row; each move removes one of the allowed numbers."""

    impartial = True
    pictures = False

    def __init__(self, n: int = 10, take: Sequence[int] = (1, 2, 3), last: str = "loses"):
        self.n = n
        self.take = tuple(sorted(set(take)))
        self.last = last
        self.spec = INFO.spec({"n": n, "take": self.take, "last": last})

    def initial(self) -> State:
        return (self.n, 1)

    def roots(self) -> list[State]:
        """Every position of the course's arena, in the course's order."""
        return [(k, i) for k in range(self.n + 1) for i in (1, 2) if (k, i) != (self.n, 2)]

    def player(self, state: State) -> int:
        return state[1]

    def moves(self, state: State) -> list[int]:
        k = state[0]
        return [q for q in self.take if q <= k]

    def play(self, state: State, move: int) -> State:
        k, i = state
        return (k - move, 3 - i)

    def outcome(self, state: State) -> Outcome | None:
        k, i = state
        if self.moves(state):
            return None
        return Outcome(i if self.last == "loses" else 3 - i)

    def heuristic(self, state: State) -> float:
        """The course's figure 7: ±∞ when the game is over or ends with the next move, else 0."""
        return end_in_one_value(self, state)

    def compiled_rules(self) -> CompiledRules:
        """The rules as the compiled searches read them: a position is (sticks, player), as here."""
        import numpy as np

        ints = np.array([self.last == "loses", len(self.take), *self.take], np.int64)
        least = self.take[0] if self.take else 1
        return CompiledRules(STICKS, ints, np.zeros(1), max(len(self.take), 1),
                             lambda state: (state[0], state[1], 0), lambda state: state[0] // least)  # type: ignore[index]

    def label(self, state: State) -> str:
        return f"({state[0]},{state[1]})"

    def vertex_id(self, state: State) -> str:
        return f"{state[0]},{state[1]}"

    def position_label(self, sticks: int) -> str:
        """A position of the game graph (who is to move left out): the number of sticks."""
        return str(sticks)

    def move_label(self, state: State, move: int) -> str:
        return str(move)

    def parse_moves(self, text: str) -> list[int]:
        """Numbers of sticks taken, separated by spaces or commas: ``"3 1 2"``."""
        moves = []
        for token, offset in split_moves(text):
            taken = number_in(token, 1, max(self.take))
            if taken is None or taken not in self.take:
                allowed = format_int_set(self.take)
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' is not an allowed number of sticks ({allowed})"),
                                          token=token, allowed=allowed), source=MOVES, offset=offset)
            moves.append(taken)
        return moves

    def board(self, state: State) -> Heaps:
        return Heaps((state[0],), self.n)

    def whole_arena(self) -> Arena | None:
        """The arena :func:`~gameviz.core.game.explore` builds, built at once (:meth:`packed_arena`) when it
        is large; None for a small one, explored as quickly without importing NumPy."""
        return self.packed_arena() if 2 * self.n + 1 >= PACKED_FROM else None

    def packed_arena(self) -> Arena:
        """The arena :func:`~gameviz.core.game.explore` builds, built at once with NumPy: vertex 2k + i − 1
        is (k, i), in the course's order, each with its moves in the order of ``take``."""
        import numpy as np

        from gameviz.core.packed import pack_moves

        count = 2 * self.n + 1  # (n, 2) left out
        number = np.arange(count)
        sticks, player = number // 2, number % 2 + 1
        take = np.array(self.take, dtype=np.int64)
        heads = 2 * (sticks[:, None] - take[None, :]) + (2 - player)[:, None]  # (k − q, 3 − i), by q in order
        legal = sticks[:, None] >= take[None, :]
        sources = np.broadcast_to(number[:, None], legal.shape)[legal]
        over = np.flatnonzero(~legal.any(axis=1))  # nothing to take: the game ends, the player to move…
        winner = player[over] if self.last == "loses" else 3 - player[over]  # …has won when taking the last loses
        target = np.zeros(count, dtype=np.uint8)
        target[over] = winner
        keys = list(zip(sticks.tolist(), player.tolist(), strict=True))
        packed = pack_moves(keys, player, sources, heads[legal], target, {p: over[winner == p] for p in (1, 2)})
        ids = [f"{k},{i}" for k, i in keys]
        arena = Arena.from_packed(packed, ids, lambda: [f"({i})" for i in ids], FROM_RULES)  # labels: (k,i)
        arena.game, arena.impartial, arena.pictures = self.spec, self.impartial, self.pictures
        arena.set_board_factory(cast(Callable[[Hashable], Any], self.board))
        arena.start = self.initial()
        return arena


def sticks_arena(n: int = 10, take: Sequence[int] = (1, 2, 3), last: str = "loses") -> Arena:
    """The course's arena of the stick game with ``n`` sticks."""
    return explore(Sticks(n, take, last))


INFO = GameInfo(
    name="sticks",
    moves_example="3 1 2",
    title=QT_TRANSLATE_NOOP("games", "Stick game"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "n sticks; each player removes one of the allowed numbers in turn "
    "(the course's game: 10 sticks, take 1–3, whoever takes the last stick loses).",
    ),
    parameters=(
        Parameter("n", INT, 10, QT_TRANSLATE_NOOP("games", "number of sticks at the start"), 0, 100_000),
        Parameter("take", INT_SET, (1, 2, 3), QT_TRANSLATE_NOOP("games", "how many sticks a move may remove"), 1, 100_000),
        Parameter("last", CHOICE, "loses", QT_TRANSLATE_NOOP("games", "whoever takes the last stick"), choices=("loses", "wins")),
    ),
    create=Sticks,
    estimate=lambda v: 2 * v["n"] + 1,
    least=lambda v: v["n"] + 1 if 1 in v["take"] else 1,
    branching=lambda v: len(v["take"]),
    acyclic=True,
    heuristic_notes=end_in_one_notes,
)
