"""Nim's whole arena built at once, with NumPy: breadth first from the start, a whole distance at a time,
each position with its moves in the order of :meth:`gameviz.games.nim.Nim.moves`; the arena
:func:`~gameviz.core.game.explore` builds from the rules, without a Python call per move.

A position is coded as a whole number: its heaps in mixed radix (the last heap's sticks as units), times
two, plus one when J2 is to move.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from gameviz.core.arena import FROM_RULES, Arena
from gameviz.core.packed import pack_moves

if TYPE_CHECKING:
    from gameviz.games.nim import Nim, State


def nim_arena(game: Nim) -> Arena:
    """The whole arena of ``game``, as exploring its rules builds it."""
    layers, sources, heads, number = _breadth_first(game.heaps)
    codes = np.concatenate(layers)
    over = codes[codes // 2 == 0]  # no stick left: the player to move has lost (normal play) or won
    target = np.zeros(len(codes), dtype=np.uint8)
    mover = over % 2 + 1
    winner = 3 - mover if game.last == "wins" else mover
    target[number[over]] = winner
    heaps, players = _heaps(codes, game.heaps).tolist(), (codes % 2 + 1).tolist()
    keys: list[State] = [(tuple(row), player) for row, player in zip(heaps, players, strict=True)]
    packed = pack_moves(keys, codes % 2 + 1, sources, heads, target,
                        {p: number[over[winner == p]] for p in (1, 2)})
    # Nim.vertex_id's text (3/4/5,1), formatted a row at a time; the label is the id in brackets
    row_text = "/".join(["%d"] * len(game.heaps)) + ",%d"
    ids = [row_text % (*row, player) for row, player in zip(heaps, players, strict=True)]
    arena = Arena.from_packed(packed, ids, lambda: [f"({i})" for i in ids], FROM_RULES)
    arena.game, arena.impartial, arena.pictures = game.spec, game.impartial, game.pictures
    arena.set_board_factory(cast(Callable[[Hashable], Any], game.board))
    arena.start = game.initial()
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
    first_seen = np.empty_like(number)  # where a new code first appears among a distance's children
    layers, sources, heads, count = [layer], [], [], 1
    while len(layer):
        parents, children = _moves(layer[layer // 2 > 0], heaps, radices)
        new = children[number[children] < 0]
        seen_at = np.arange(len(new))
        first_seen[new[::-1]] = seen_at[::-1]  # the last write, the first place, wins
        layer = new[first_seen[new] == seen_at]
        number[layer] = np.arange(count, count + len(layer))
        count += len(layer)
        layers.append(layer)
        sources.append(number[parents])
        heads.append(number[children])
    return layers, np.concatenate(sources), np.concatenate(heads), number


def _moves(codes: np.ndarray, heaps: Sequence[int], radices: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every move from the positions ``codes`` (none over), as (parent code, child code), by parent in
    order, then by heap, then by sticks taken, as :meth:`gameviz.games.nim.Nim.moves` lists them."""
    sizes = _heaps(codes, heaps).ravel()  # one cell per (parent, heap), in that order: a cell's moves
    cell = np.repeat(np.arange(len(sizes)), sizes)
    taken = np.arange(len(cell)) - np.repeat(np.cumsum(sizes) - sizes, sizes) + 1
    before = codes[cell // len(heaps)]
    after = before - 2 * taken * radices[cell % len(heaps)]
    return before, after + 1 - 2 * (before % 2)  # the other player moves next
