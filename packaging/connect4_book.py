"""Write the Connect 4 opening book that gameviz ships: the exact score of every 7 × 6 position of at
most ``--plies`` moves, computed by gameviz's own solver.

The positions of exactly ``--plies`` moves are solved (one of each mirror pair: a position and
its mirror image have the same score); the shorter ones, the empty board included, are found from
them by negamax. The book lists positions as the columns played (``"44"``) with their score in
the solver's convention (0 a draw, 22 − k a win with the k-th disc of the player to move).
Positions near the start are the slowest to solve (minutes each): the book is what lets the
application score the empty board's columns at once.

Run: ``python packaging/connect4_book.py [--plies N] [--workers W] [--table MB] [-o FILE]``
(it keeps what an earlier run of the same file found, so it can be stopped and started again).
Each of the ``W`` worker processes keeps its table from one position to the next: the bounds
it holds are true of a position whatever the root, and sibling positions share most of their
subtrees.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import time
from pathlib import Path

from gameviz.core.search.connect4 import Connect4Solver, table_entries
from gameviz.games.connect4_book import BOOK_FILE, mirror

WIDTH, HEIGHT = 7, 6


def layer(plies: int) -> list[str]:
    """Every position of exactly ``plies`` moves that no move has won, one of each mirror pair."""
    solver = Connect4Solver(WIDTH, HEIGHT, compiled=False)
    found = [""]
    for _ in range(plies):
        following: list[str] = []
        for text in found:
            for column in range(1, WIDTH + 1):
                child = text + str(column)
                if solver.position(child).winner_discs is None and mirror(child) not in following \
                        and child not in following:
                    following.append(child)
        found = following
    return found


def from_children(text: str, book: dict[str, int]) -> int:
    """The score of a position whose every move leads to a position of the book (negamax)."""
    children = [text + str(c) for c in range(1, WIDTH + 1)]
    return max(-(book[child] if child in book else book[mirror(child)]) for child in children)


def at_least(text: str, book: dict[str, int]) -> int | None:
    """The score a position reaches at least when the position before it is in the book: minus that
    position's score (the player who moved there could not do better than its best move)."""
    parent = text[:-1]
    known = book.get(parent, book.get(mirror(parent)))
    return None if known is None else -known


def save(book: dict[str, int], seconds: float, output: Path) -> None:
    """Write the book with the solving time of all the runs that made it."""
    data = {"about": "exact scores of 7×6 Connect 4 positions (the columns played from the empty board), "
                     "computed by packaging/connect4_book.py; a mirror image has the same score",
            "seconds": round(seconds, 1),
            "7x6": dict(sorted(book.items(), key=lambda item: (len(item[0]), item[0])))}
    output.write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")


_solver: Connect4Solver | None = None  # each worker process's own, with its table


def _start_worker(megabytes: int) -> None:
    global _solver
    _solver = Connect4Solver(WIDTH, HEIGHT, table_size=table_entries(megabytes))  # (without a book: it searches)


def _solve(task: tuple[str, int | None]) -> tuple[str, int, int, float]:
    """The score of one position, given the score it reaches at least, with the nodes searched and the
    seconds taken."""
    assert _solver is not None
    text, at_least = task
    start = time.perf_counter()
    _solver.nodes = 0
    score = _solver.solve(text, at_least=at_least)
    return text, score, _solver.nodes, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=1, help="the positions of this many moves are solved, "
                        "the shorter ones found from them (default 1)")
    parser.add_argument("--table", type=int, default=1024, help="transposition table of each worker in MB "
                        "(default 1024)")
    parser.add_argument("--workers", type=int, default=1, help="positions solved at once, each in its own "
                        "process (default 1)")
    parser.add_argument("-o", "--output", type=Path, default=BOOK_FILE)
    args = parser.parse_args()
    book: dict[str, int] = {}
    seconds = 0.0  # spent solving, over every run that wrote this file
    if args.output.exists():
        data = json.loads(args.output.read_text(encoding="utf-8"))
        book, seconds = data["7x6"], data.get("seconds", 0.0)
    started = time.perf_counter()
    # the central openings first, the ones a class asks about: a run stopped early has them
    todo = sorted((text for text in layer(args.plies) if text not in book),
                  key=lambda text: (sum(abs(int(c) - 4) for c in text), text))
    with multiprocessing.Pool(args.workers, _start_worker, (args.table,)) as pool:
        for text, score, nodes, took in pool.imap_unordered(_solve, [(text, at_least(text, book)) for text in todo]):
            book[text] = score
            seconds += took
            print(f"{text:>8} {score:>4}  {nodes:>16,} nodes  {took:8.1f} s", flush=True)
            save(book, seconds, args.output)
    if any(text not in book for text in layer(args.plies)):
        return  # a layer in progress: the shorter positions come from it once it is complete
    for plies in range(args.plies - 1, -1, -1):  # no move of these positions wins at once (Connect 4 starts slowly)
        for text in layer(plies):
            book[text] = from_children(text, book)
    save(book, seconds, args.output)
    print(f"{len(book)} positions in {args.output}: this run {time.perf_counter() - started:,.0f} s, "
          f"all runs {seconds:,.0f} s of solving")


if __name__ == "__main__":
    main()
