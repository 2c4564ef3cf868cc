"""The Connect 4 opening book and *Score the Moves* near the start of the 7 × 6 board.

1. The book shipped with gameviz: its entries (in the file, and with the mirror
   images the solver also answers), its size in bytes, and its coverage: the
   plies n for which every position of n moves from the empty board is in it.
2. *Score the Moves* as the application runs it (the game's ``move_scores``,
   without Qt, with the preference's seconds per column) after 0 to 4 moves:
   the time until every column has its score, the time until the first one
   (what the board shows first), and how many columns are exact, answered by
   the book, or only estimated.

Run: ``python benchmarks/connect4_book.py [--seconds S] [POSITION ...]``
"""

from __future__ import annotations

import argparse
import json
import time

from gameviz.core.search.connect4 import Connect4Solver
from gameviz.games import info_of
from gameviz.games.connect4 import ConnectFour
from gameviz.games.connect4_book import BOOK_FILE, opening_book
from gameviz.games.spec import MoveScore

#: Positions after 0 to 4 moves: the centre opening and its main replies, and the course's 4 4 5 3.
POSITIONS = ("", "4", "44", "444", "4444", "4453")
#: Seconds per column, the application's default (*Edit → Preferences*).
SECONDS = 10.0


def covered_plies(book: dict[str, int], solver: Connect4Solver) -> int:
    """The largest n such that every position of at most n moves (not won before) is in the book."""
    layer = [""]
    plies = -1
    while layer and all(text in book for text in layer):
        plies += 1
        following = []
        for text in layer:
            position = solver.position(text)
            if position.winner_discs is None:
                following += [text + str(c + 1) for c in range(7) if not position.mask & solver.top_masks[c]]
        layer = following
    return plies


def score_the_moves(played: str, seconds: float) -> tuple[float, float, list[MoveScore]]:
    """The time of *Score the Moves* after ``played``, the time of its first score, and the scores."""
    game = ConnectFour()
    scorer = info_of(game).move_scores
    assert scorer is not None
    first: list[float] = []
    start = time.perf_counter()
    scores = scorer(game, [int(c) - 1 for c in played], seconds, None, True,
                    lambda _: first.append(time.perf_counter() - start) if not first else None)
    return time.perf_counter() - start, first[0] if first else 0.0, scores


def book_table(positions: list[str], seconds: float) -> None:
    """Print the book's size and coverage, then *Score the Moves* after each of ``positions``."""
    solver = Connect4Solver()
    book = dict(opening_book())
    entries = len(json.loads(BOOK_FILE.read_text(encoding="utf-8"))["7x6"]) if BOOK_FILE.exists() else 0
    size = BOOK_FILE.stat().st_size if BOOK_FILE.exists() else 0
    print(f"Opening book: {entries:,} entries in the file, {len(book):,} with mirror images, {size:,} bytes; "
          f"every position of at most {covered_plies(book, solver)} moves is in it")
    print(f"\nScore the Moves, {seconds:g} s at most per column (exact: solved or from the book; ≈: estimated)")
    print(f"{'position':>10} {'first score':>12} {'all scores':>11} {'exact':>6} {'book':>5} {'≈':>3}")
    for played in positions:
        total, first, scores = score_the_moves(played, seconds)
        in_book = sum(1 for s in scores if played + str(s.move + 1) in book)
        exact = sum(1 for s in scores if s.exact is not None)
        print(f"{played or '(empty)':>10} {first:>10.2f} s {total:>9.2f} s {exact:>6} {in_book:>5} "
              f"{len(scores) - exact:>3}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions", nargs="*", default=list(POSITIONS), help="columns played (default: 0 to 4 moves)")
    parser.add_argument("--seconds", type=float, default=SECONDS, help=f"seconds per column (default {SECONDS:g})")
    args = parser.parse_args()
    book_table(args.positions, args.seconds)


if __name__ == "__main__":
    main()
