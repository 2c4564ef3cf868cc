"""The Connect 4 opening book: exact scores of 7 × 6 positions near the start, shipped with gameviz.

Positions near the start take the exact solver minutes each; the book, written by
``packaging/connect4_book.py`` with the same solver, answers them at once. A position and its
mirror image (columns read right to left) have the same score, so the file holds one of each.

>>> mirror("1267")
'7621'
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping

from gameviz.resources import resource

#: The book's file, in the package's resources.
BOOK_FILE = resource("connect4_book.json")


def mirror(moves: str) -> str:
    """The same moves on the board seen in a mirror: column c becomes 8 − c."""
    return "".join(str(8 - int(c)) for c in moves)


@functools.cache
def opening_book(width: int = 7, height: int = 6) -> Mapping[str, int]:
    """The score of each position of the book, by the columns played, mirror images included
    (empty for a board other than 7 × 6, or when the file is missing)."""
    if (width, height) != (7, 6) or not BOOK_FILE.exists():
        return {}
    scores: dict[str, int] = json.loads(BOOK_FILE.read_text(encoding="utf-8"))["7x6"]
    return {**{mirror(moves): score for moves, score in scores.items()}, **scores}
