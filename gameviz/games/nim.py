"""Nim: several heaps; a move takes any positive number of sticks from one heap.

With ``last=wins`` (normal play) whoever takes the last stick wins; the player
to move loses exactly when the nim-sum (XOR of the heaps) is 0 (Bouton, 1901).
With ``last=loses`` (misère) whoever takes the last stick loses.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any, cast

import numpy as np

from gameviz.core.arena import FROM_RULES, Arena
from gameviz.core.board import Heaps
from gameviz.core.errors import InputError
from gameviz.core.game import split_moves
from gameviz.core.numbers import number_in
from gameviz.core.outcome import Outcome, outcome_value
from gameviz.core.packed import pack_moves
from gameviz.core.translate import QT_TRANSLATE_NOOP
from gameviz.games.spec import CHOICE, INT_LIST, GameInfo, Parameter, end_only_notes

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
        return outcome_value(self.outcome(state))

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
                raise InputError(
                    f"'{token}' should be heap:count with a heap from 1 to {len(self.heaps)}",
                    source="moves",
                    offset=offset,
                )
            moves.append((heap - 1, count))
        return moves

    def board(self, state: State) -> Heaps:
        return Heaps(state[0], max(self.heaps))

    def whole_arena(self) -> Arena:
        """The arena :func:`~gameviz.core.game.explore` builds, built at once: breadth first from the
        start, a whole distance at a time, each position with its moves in the order of :meth:`moves`."""
        layers, sources, heads, number = _breadth_first(self.heaps)
        codes = np.concatenate(layers)
        over = codes[codes // 2 == 0]  # no stick left: the player to move has lost (normal play) or won
        target = np.zeros(len(codes), dtype=np.uint8)
        mover = over % 2 + 1
        winner = 3 - mover if self.last == "wins" else mover
        target[number[over]] = winner
        keys: list[State] = [(tuple(heaps), player) for heaps, player in zip(_heaps(codes, self.heaps).tolist(),
                                                                              (codes % 2 + 1).tolist(), strict=True)]
        packed = pack_moves(keys, codes % 2 + 1, sources, heads, target,
                            {p: number[over[winner == p]] for p in (1, 2)})
        arena = Arena.from_packed(packed, [self.vertex_id(k) for k in keys], [self.label(k) for k in keys], FROM_RULES)
        arena.game, arena.impartial, arena.pictures = self.spec, self.impartial, self.pictures
        arena.set_board_factory(cast(Callable[[Hashable], Any], self.board))
        return arena


def _radices(heaps: Sequence[int]) -> np.ndarray:
    """The weight of one stick of each heap in a position's number (heaps in mixed radix, the last
    heap's units last); a position's code is twice that number, plus 1 when J2 is to move."""
    radices = np.ones(len(heaps), dtype=np.int64)
    for j in range(len(heaps) - 2, -1, -1):
        radices[j] = radices[j + 1] * (heaps[j + 1] + 1)
    return radices


def _heaps(codes: np.ndarray, heaps: Sequence[int]) -> np.ndarray:
    """The sticks of each heap of each position, one row per code."""
    sizes: np.ndarray = (codes[:, None] // 2 // _radices(heaps)[None, :]) % (np.array(heaps) + 1)[None, :]
    return sizes


def _breadth_first(heaps: Sequence[int]) -> tuple[list[np.ndarray], np.ndarray, np.ndarray, np.ndarray]:
    """The positions' codes distance by distance from the start, each in the order the exploration
    meets it, the moves (vertex numbers, by source in that order, each source's in the order of its
    moves) and each code's vertex number."""
    radices = _radices(heaps)
    number = np.full(2 * int(np.prod(np.array(heaps) + 1)), -1, dtype=np.int64)
    layer = np.array([2 * int(np.dot(heaps, radices))], dtype=np.int64)
    number[layer] = 0
    layers, sources, heads, count = [layer], [], [], 1
    while len(layer):
        parents, children = _moves(layer[layer // 2 > 0], heaps, radices)
        new = children[number[children] < 0]
        _, first = np.unique(new, return_index=True)
        layer = new[np.sort(first)]
        number[layer] = np.arange(count, count + len(layer))
        count += len(layer)
        layers.append(layer)
        sources.append(number[parents])
        heads.append(number[children])
    return layers, np.concatenate(sources), np.concatenate(heads), number


def _moves(codes: np.ndarray, heaps: Sequence[int], radices: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every move from the positions ``codes`` (none over), as (parent code, child code), by parent in
    order, then by heap, then by sticks taken, as :meth:`Nim.moves` lists them."""
    sizes = _heaps(codes, heaps)
    rank = np.arange(len(codes))
    parent, heap, taken = [], [], []
    for j in range(len(heaps)):
        which = np.repeat(rank, sizes[:, j])
        starts = np.cumsum(sizes[:, j]) - sizes[:, j]
        parent.append(which)
        heap.append(np.full(len(which), j))
        taken.append(np.arange(len(which)) - np.repeat(starts, sizes[:, j]) + 1)
    order = np.lexsort((np.concatenate(taken), np.concatenate(heap), np.concatenate(parent)))
    before = codes[np.concatenate(parent)[order]]
    after = before - 2 * np.concatenate(taken)[order] * radices[np.concatenate(heap)[order]]
    return before, after + 1 - 2 * (before % 2)  # the other player moves next


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
    heuristic_notes=end_only_notes,
)
