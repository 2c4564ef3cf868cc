"""Nim: several heaps; a move takes any positive number of sticks from one heap.

With ``last=wins`` (normal play) whoever takes the last stick wins; the player
to move loses exactly when the nim-sum (XOR of the heaps) is 0 (Bouton, 1901).
With ``last=loses`` (misère) whoever takes the last stick loses.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

from gameviz.core.arena import Arena
from gameviz.core.board import Heaps
from gameviz.core.errors import MOVES, InputError
from gameviz.core.game import split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import Outcome
from gameviz.core.search.compiled import CompiledRules
from gameviz.core.search.kernels import NIM
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games.end_in_one import end_in_one_notes, end_in_one_value
from gameviz.games.spec import CHOICE, INT_LIST, GameInfo, Parameter
from gameviz.games.sticks import PACKED_FROM

State = tuple[tuple[int, ...], int]
Move = tuple[int, int]


class Nim:
    """Heaps of sticks; a move is (heap index, number taken)."""

    impartial = True
    pictures = False

    def __init__(self, heaps: Sequence[int] = (3, 4, 5), last: str = "wins"):
        self.heaps = tuple(heaps)
        self.last = last
        self.spec = INFO.spec({"heaps": self.heaps, "last": last})

    def initial(self) -> State:
        return (self.heaps, 1)

    def roots(self) -> list[State]:
        return [self.initial()]

    def player(self, state: State) -> int:
        return state[1]

    def moves(self, state: State) -> list[Move]:
        return [(h, t) for h, size in enumerate(state[0]) for t in range(1, size + 1)]

    def play(self, state: State, move: Move) -> State:
        heaps, i = state
        h, t = move
        return (heaps[:h] + (heaps[h] - t,) + heaps[h + 1 :], 3 - i)

    def outcome(self, state: State) -> Outcome | None:
        heaps, i = state
        if any(heaps):
            return None
        return Outcome(3 - i if self.last == "wins" else i)

    def heuristic(self, state: State) -> float:
        """The course's figure 7: ±∞ when the game is over or ends with the next move, else 0."""
        return end_in_one_value(self, state)

    def compiled_rules(self) -> CompiledRules | None:
        """The rules as the compiled searches read them: a position is the heaps (6 bits each) and the
        player (at most 8 heaps of at most 63)."""
        import numpy as np

        if len(self.heaps) > 8 or max(self.heaps, default=0) > 63:
            return None
        ints = np.array([len(self.heaps), self.last == "wins"], np.int64)
        return CompiledRules(NIM, ints, np.zeros(1), max(sum(self.heaps), 1), self._words,
                             lambda state: sum(state[0]))  # type: ignore[index]

    @staticmethod
    def _words(state: Hashable) -> tuple[int, int, int]:
        assert isinstance(state, tuple)
        return sum(size << (6 * h) for h, size in enumerate(state[0])), state[1], 0

    def label(self, state: State) -> str:
        return f"({'/'.join(map(str, state[0]))},{state[1]})"

    def vertex_id(self, state: State) -> str:
        return f"{'/'.join(map(str, state[0]))},{state[1]}"

    def position_label(self, heaps: tuple[int, ...]) -> str:
        """A position of the game graph (who is to move left out): the heaps, ``3/4/5``."""
        return "/".join(map(str, heaps))

    def move_label(self, state: State, move: Move) -> str:
        return f"{move[0] + 1}:{move[1]}"

    def parse_moves(self, text: str) -> list[Move]:
        """``heap:count`` pairs, heaps numbered from 1: ``"1:3 2:1"``."""
        moves = []
        for token, offset in split_moves(text):
            heap_text, colon, count_text = token.partition(":")
            heap, count = number_in(heap_text, 1, len(self.heaps)), number_in(count_text, 1, 999_999_999)
            if not colon or heap is None or count is None:
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' should be heap:count with a heap from 1 to "
                                                              "{last}"), token=token, last=len(self.heaps))
                raise InputError(reason, source=MOVES, offset=offset)
            moves.append((heap - 1, count))
        return moves

    def board(self, state: State) -> Heaps:
        return Heaps(state[0], max(self.heaps))

    def whole_arena(self) -> Arena | None:
        """The arena :func:`~gameviz.core.game.explore` builds, built at once with NumPy
        (:mod:`gameviz.games.nim_arena`) when it is large; None for a small one, explored as quickly."""
        if 2 * math.prod(h + 1 for h in self.heaps) < PACKED_FROM:
            return None
        from gameviz.games.nim_arena import nim_arena

        return nim_arena(self)


INFO = GameInfo(
    name="nim",
    moves_example="1:3 2:1",
    title=QT_TRANSLATE_NOOP("games", "Nim"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "Several heaps; a move takes sticks from one heap. Normal play: "
    "whoever takes the last stick wins.",
    ),
    parameters=(
        Parameter("heaps", INT_LIST, (3, 4, 5), QT_TRANSLATE_NOOP("games", "sizes of the heaps"), 0, 50, max_items=8),
        Parameter("last", CHOICE, "wins", QT_TRANSLATE_NOOP("games", "whoever takes the last stick"), choices=("wins", "loses")),
    ),
    create=Nim,
    estimate=lambda v: 2 * math.prod(h + 1 for h in v["heaps"]),
    # every choice of heap sizes is reached, by one player at least
    least=lambda v: math.prod(h + 1 for h in v["heaps"]),
    branching=lambda v: sum(v["heaps"]),
    acyclic=True,
    heuristic_notes=end_in_one_notes,
)
