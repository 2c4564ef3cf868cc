"""Count the positions of Connect 4 on every small board, for the table in ``gameviz/games/connect4.py``.

A position is counted once whatever the order of the moves that lead to it;
a won position is counted but not continued. Boards are cols × rows with at
most 20 cells (the largest built as whole arenas). The count stops past
``--cap`` positions: the table then records ``cap + 1`` as a number the board
surely exceeds. The 4 × 4 board gives 161,029 and 7 × 2 189,648, the counts
published for these boards.

Run: ``python benchmarks/connect4_positions.py [--cap N] [--smallest N]``
"""

from __future__ import annotations

import argparse
import time


def four_in_a_row(discs: int, rows: int) -> bool:
    """Whether a bitboard (a column is rows + 1 bits, bottom first) has four aligned discs."""
    for shift in (1, rows + 1, rows, rows + 2):  # up, across, one diagonal, the other
        pairs = discs & (discs >> shift)
        if pairs & (pairs >> 2 * shift):
            return True
    return False


def count_positions(cols: int, rows: int, cap: int) -> int | None:
    """Positions reachable from the empty board, ply after ply; None past ``cap``."""
    bottom = [1 << (c * (rows + 1)) for c in range(cols)]
    top = [1 << (c * (rows + 1) + rows - 1) for c in range(cols)]
    layer = {(0, 0)}  # (occupied cells, J1's discs)
    total, ply = 1, 0
    while layer:
        j1_moves = ply % 2 == 0
        following = set()
        for occupied, j1 in layer:
            for column in range(cols):
                if not occupied & top[column]:
                    filled = occupied | (occupied + bottom[column])
                    following.add((filled, j1 | (filled ^ occupied) if j1_moves else j1))
        total += len(following)
        if total > cap:
            return None
        layer = {(occupied, j1) for occupied, j1 in following
                 if not four_in_a_row(j1 if j1_moves else occupied ^ j1, rows)}
        ply += 1
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cap", type=int, default=5_000_000, help="stop counting a board past this many")
    parser.add_argument("--smallest", type=int, default=10_000, help="leave out boards with fewer positions")
    args = parser.parse_args()
    print("KNOWN_POSITIONS = {  # (cols, rows): positions; cap + 1 = at least that many")
    for cols in range(1, 17):  # the game's range of columns and rows
        for rows in range(1, min(16, 20 // cols) + 1):
            start = time.perf_counter()
            count = count_positions(cols, rows, args.cap)
            seconds = time.perf_counter() - start
            if count is None or count >= args.smallest:
                shown = args.cap + 1 if count is None else count
                print(f"    ({cols}, {rows}): {shown:_},  # {seconds:.1f} s")
    print("}")


if __name__ == "__main__":
    main()
