"""The course's picture of stick games: positions in columns by the sticks left, J1 above, J2 below.

The stick game and Nim are drawn in the course with the positions lined up by
the number of sticks still on the table, from the start on the left to the end
on the right, J1's positions on one row and J2's on the other: every move goes
to the right. Positions of Nim with the same total are stacked in their
player's band.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from gameviz.core.arena import Arena
from gameviz.core.board import Heaps
from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.figure.geometry import Layout, NodeBox, plain_edges

#: Room between columns, as a part of the column's width plus a margin, so that larger text
#: (presentation mode) makes larger vertices with gaps that do not grow as much; between the bands.
COLUMN_GAP_PART, COLUMN_GAP_MARGIN = 0.25, 10.0
BAND_GAP = 90.0
#: Room between positions stacked in one band.
STACK_GAP = 16.0
#: Largest arena drawn this way (a column of Nim grows with the number of heaps).
COURSE_LIMIT = 2000


def sticks_left(arena: Arena) -> dict[Hashable, int] | None:
    """The sticks left at each position, when every position is a heap picture; else None."""
    left = {}
    for v in arena:
        board = arena.board(v)
        if not isinstance(board, Heaps):
            return None
        left[v] = sum(board.sizes)
    return left


def _stacks(arena: Arena, left: Mapping[Hashable, int]) -> dict[tuple[int, int], list[Hashable]]:
    """The vertices by (sticks left, player to move), each stack in the order of their labels."""
    stacks: dict[tuple[int, int], list[Hashable]] = {}
    for v in arena:
        stacks.setdefault((left[v], arena.player(v)), []).append(v)
    for members in stacks.values():
        members.sort(key=arena.label)
    return stacks


def _stack_boxes(stack: list[Hashable], x: float, top: float, row: float,
                 sizes: Mapping[Hashable, tuple[float, float, str]]) -> dict[Hashable, NodeBox]:
    """The boxes of one stack of vertices centred on ``x``, one a row from ``top`` down."""
    return {v: NodeBox(x, top + k * (row + STACK_GAP) + row / 2, *sizes[v]) for k, v in enumerate(stack)}


def _band_depths(stacks: Mapping[tuple[int, int], list[Hashable]], totals: list[int]) -> dict[int, int]:
    """How many positions each player's band stacks in its tallest column."""
    return {p: max((len(stacks.get((t, p), [])) for t in totals), default=0) for p in (1, 2)}


def course_layout(arena: Arena, sizes: Mapping[Hashable, tuple[float, float, str]]) -> Layout:
    """Columns by sticks left (most on the left), J1's band above J2's, straight edges."""
    left = sticks_left(arena)
    if left is None:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the course layout draws stick games and Nim, whose positions are "
                                                  "heaps of sticks (such as sticks:n=10); the positions of this arena "
                                                  "are not: choose another layout")))
    totals = sorted(set(left.values()), reverse=True)
    stacks = _stacks(arena, left)
    row = max((sizes[v][1] for v in arena), default=0.0)
    depth = _band_depths(stacks, totals)
    band_top = {1: 0.0, 2: depth[1] * (row + STACK_GAP) - STACK_GAP + BAND_GAP}
    boxes: dict[Hashable, NodeBox] = {}
    x = 0.0
    for total in totals:
        column = {p: stacks.get((total, p), []) for p in (1, 2)}
        width = max(sizes[v][0] for p in (1, 2) for v in column[p])
        for p in (1, 2):
            boxes.update(_stack_boxes(column[p], x + width / 2, band_top[p], row, sizes))
        x += width + COLUMN_GAP_PART * width + COLUMN_GAP_MARGIN
    edges = plain_edges(boxes, arena.edges())
    height = band_top[2] + depth[2] * (row + STACK_GAP) - STACK_GAP
    right = max((box.x + box.width / 2 for box in boxes.values()), default=0.0)
    return Layout(boxes, edges, right, height, "course")
