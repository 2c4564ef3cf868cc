"""Grundy's game, one of seed 002's variants of Nim: split a heap into two unequal heaps.

The game starts with one heap of ``n`` objects; a move splits one heap into two non-empty heaps of
different sizes (7 into 6 + 1, 5 + 2 or 4 + 3, never 2 into 1 + 1). Heaps of 1 and 2 can no longer
be split, and the player who cannot move loses (normal play). A position is the heaps left, largest
first, with the player to move: (4/2/1,2) after 7 → 4 + 3 → 2 + 1.

Its Sprague–Grundy values 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, … (n = 0, 1, 2, …) are
OEIS A002188: the player to move loses from one heap of 1, 2, 4, 7, 10, 20, 23, 26, … objects.

References
----------
P. M. Grundy, "Mathematics and games", *Eureka* 2 (1939), 6–8; E. Berlekamp, J. Conway, R. Guy,
*Winning Ways for your Mathematical Plays*, vol. 1, chapter 4; OEIS A002188.
"""

from __future__ import annotations

from functools import cache

from gameviz.core.board import Heaps
from gameviz.core.errors import MOVES, InputError
from gameviz.core.game import split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import Outcome
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games.end_in_one import end_in_one_notes, end_in_one_value
from gameviz.games.spec import INT, GameInfo, Parameter

Heap = tuple[int, ...]
State = tuple[Heap, int]
#: A move: the heap split, and the smaller of the two heaps it becomes.
Move = tuple[int, int]

#: Largest heap at the start: 60 objects already give about a million positions.
MOST_OBJECTS = 60


class GrundyGame:
    """Heaps of objects; a move splits a heap into two unequal heaps."""

    impartial = True
    pictures = False

    def __init__(self, n: int = 7):
        self.n = n
        self.spec = INFO.spec({"n": n})

    def initial(self) -> State:
        return ((self.n,), 1)

    def roots(self) -> list[State]:
        return [self.initial()]

    def player(self, state: State) -> int:
        return state[1]

    def moves(self, state: State) -> list[Move]:
        """Each heap of 3 or more (each size once), split with its smaller part 1, 2, … below half."""
        return [(heap, part) for heap in sorted(set(state[0]), reverse=True) for part in range(1, (heap + 1) // 2)]

    def play(self, state: State, move: Move) -> State:
        heaps, i = state
        heap, part = move
        rest = list(heaps)
        rest.remove(heap)
        return (tuple(sorted([*rest, heap - part, part], reverse=True)), 3 - i)

    def outcome(self, state: State) -> Outcome | None:
        heaps, i = state
        if heaps and heaps[0] >= 3:
            return None
        return Outcome(3 - i)  # the player to move cannot split any heap: normal play, they lose

    def heuristic(self, state: State) -> float:
        """The course's figure 7: ±∞ when the game is over or ends with the next move, else 0."""
        return end_in_one_value(self, state)

    def label(self, state: State) -> str:
        return f"({self.position_label(state[0])},{state[1]})"

    def vertex_id(self, state: State) -> str:
        return f"{self.position_label(state[0])},{state[1]}"

    def position_label(self, heaps: Heap) -> str:
        """A position of the game graph (who is to move left out): the heaps, ``4/2/1``."""
        return "/".join(map(str, heaps))

    def move_label(self, state: State, move: Move) -> str:
        heap, part = move
        return f"{heap - part}+{part}"

    def parse_moves(self, text: str) -> list[Move]:
        """The two heaps a move makes, ``a+b`` (their sum is the heap split): ``"4+3 2+1"``."""
        moves = []
        for token, offset in split_moves(text):
            first, plus, second = token.partition("+")
            a, b = number_in(first, 1, MOST_OBJECTS), number_in(second, 1, MOST_OBJECTS)
            if not plus or a is None or b is None or a == b:
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "'{token}' should be two unequal heaps a+b, the parts "
                                                              "of the heap split (7 splits into 6+1, 5+2 or 4+3)"),
                                  token=token)
                raise InputError(reason, source=MOVES, offset=offset)
            moves.append((a + b, min(a, b)))
        return moves

    def board(self, state: State) -> Heaps:
        return Heaps(state[0], self.n)


@cache
def _splittings(n: int) -> int:
    """How many multisets of heaps a heap of ``n`` can become, itself included (partitions of ``n``):
    a bound on the positions of the game graph."""
    counts = [1] + [0] * n
    for part in range(1, n + 1):
        for total in range(part, n + 1):
            counts[total] += counts[total - part]
    return counts[n]


INFO = GameInfo(
    name="grundy",
    moves_example="4+3 2+1",
    title=QT_TRANSLATE_NOOP("games", "Grundy's game"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "One heap of n objects; a move splits a heap into two heaps of different sizes (a variant of Nim). "
        "Whoever cannot move loses.",
    ),
    parameters=(
        Parameter("n", INT, 7, QT_TRANSLATE_NOOP("games", "objects in the heap at the start"), 1, MOST_OBJECTS),
    ),
    create=GrundyGame,
    estimate=lambda v: 2 * _splittings(v["n"]),
    least=lambda v: 1,
    branching=lambda v: v["n"] // 2,
    acyclic=True,
    heuristic_notes=end_in_one_notes,
)
