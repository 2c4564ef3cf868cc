"""``gameviz connect4 solve``: exact scores of Connect 4 positions read on standard input."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import BinaryIO

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands, positive_seconds, whole
from gameviz.cli.progress import Ticker
from gameviz.core.errors import Cancelled, InputError
from gameviz.core.game import split_moves
from gameviz.core.search.connect4 import Connect4Solver, table_entries
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games.connect4 import INFO as CONNECT4
from gameviz.games.connect4_book import opening_book
from gameviz.report.translations import translations

NAME = "connect4"
#: Largest transposition table asked for, in megabytes (64 GB: more than this machine's kind has).
MAX_TABLE_MB = 65_536
#: Longest line of input read; a position has at most 64 moves, a benchmark line a score after it.
MAX_LINE = 4_096
#: The board's sizes, with the bounds of the game's own parameters (``connect4:cols=…,rows=…``).
BOARD = {parameter.name: parameter for parameter in CONNECT4.parameters}


def add(sub: Subcommands) -> None:
    """Add ``connect4`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="solve Connect 4 positions exactly",
        description="Read positions on standard input, one per line, as the columns played "
        "from the empty board (1-based, e.g. 4453; an empty line is the empty board), and "
        "print 'position score'. The score is 0 for a draw; a win is worth D + 1 − k when the winner plays "
        "their k-th disc, D being the most discs they can have (cols×rows/2 each; on a board of an odd number "
        "of cells, (cols×rows + 1)/2 for the first player and (cols×rows − 1)/2 for the second): 22 − k on "
        "7×6; a loss is the opposite. A finished position is scored the same way (the player to move has "
        "lost to the last disc), so a position's score is the largest of its children's negated. Boards "
        "of more than 64 bits ((rows + 1) × cols > 64) are searched in Python, slower. A position that "
        "takes more than a few seconds prints its progress on standard error (nodes, the window the score "
        "is known to lie in, time). Columns may be separated by spaces (4 4 5 3); after a position "
        "written without spaces (4453), the rest of the line is ignored, so benchmark files with an "
        "expected score after each position can be read as they are. On a board of more than 9 columns "
        "(--cols 10 to 16) columns must be separated by spaces (10 1 5): every word of the line is a column.",
    )
    parser.add_argument("action", choices=("solve",), help="solve: score each position read")
    for name, default in (("cols", 7), ("rows", 6)):
        size = BOARD[name]
        parser.add_argument(f"--{name}", type=whole(size.minimum, size.maximum), default=default,
                            help=f"{size.help} (default {default}, {size.minimum} to {size.maximum})")
    parser.add_argument("--weak", action="store_true", help="only say who wins: 1, 0 or -1")
    parser.add_argument("--table", type=whole(1, MAX_TABLE_MB), default=36, metavar="MB",
                        help="memory of the transposition table in megabytes (default 36, at most "
                        f"{MAX_TABLE_MB:,}; more helps positions near the start)")
    parser.add_argument("--time", type=positive_seconds, default=None, metavar="S",
                        help="give up a position after S seconds, saying the window its score lies in, and go on "
                        "with the next line (exit status 2); default: no limit (its progress is printed)")
    parser.set_defaults(run=run)


#: The source of a mistake in a line of standard input: the line's number and the position written.
LINE_POSITION = QT_TRANSLATE_NOOP("errors", "line {line}: position '{text}'")


def run(args: argparse.Namespace) -> int:
    """Solve each line of standard input as it comes; a bad line is said and skipped (exit status 2)."""
    tr = translations("system").errors  # (the command has no --lang: the system's language)
    solver = Connect4Solver(args.cols, args.rows, table_size=table_entries(args.table),
                            book=opening_book(args.cols, args.rows))
    progress = Progress(seconds=args.time)
    solver.report = progress.tell
    solver.stop = progress.expired
    status = 0
    stream = sys.stdin.buffer if hasattr(sys.stdin, "buffer") else None
    lines: Iterable[bytes] = bounded_lines(stream) if stream is not None else (line.encode() for line in sys.stdin)
    for number, raw in enumerate(lines, start=1):
        try:
            text = position_text(raw, number, args.cols)
            position = solver.position(text, source=Sentence(LINE_POSITION, line=number, text=text))
            progress.start_position(text, solver.nodes)
            score = solver.solve(position, weak=args.weak)
        except Cancelled:
            low, high = solver.window
            output.error(InputError(Sentence(QT_TRANSLATE_NOOP("errors", "not solved within --time {seconds} s ({nodes:,} nodes; "
                                                                         "the score lies in [{low}, {high}]): give it a larger "
                                                                         "--time"),
                                             seconds=f"{args.time:g}", nodes=solver.nodes - progress.nodes, low=low,
                                             high=high), source=Sentence(LINE_POSITION, line=number, text=text)), tr)
            status = 2
            continue
        except InputError as error:
            output.error(error, tr)
            status = 2
            continue
        print(f"{text} {score}", flush=True)
    return status


class Progress(Ticker):
    """Prints a long solve's progress on standard error as every command does (:mod:`gameviz.cli.progress`):
    the nodes searched, the window the score is known to lie in, and the time."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, seconds: float | None = None) -> None:
        super().__init__(clock)
        #: the time a position may take (None: no limit)
        self.seconds = seconds
        self.text, self.nodes = "", 0

    def expired(self) -> bool:
        """Whether the position being solved has taken its time (the solver then stops)."""
        return self.seconds is not None and self.clock() - self.started >= self.seconds

    def start_position(self, text: str, nodes: int) -> None:
        """A new position, ``text``, starts with the solver's count at ``nodes``."""
        self.text, self.nodes = text, nodes
        self.start()

    def tell(self, nodes: int, low: int, high: int) -> None:
        """The solver has searched ``nodes`` in all; the score lies in [low, high]."""
        elapsed = self.due()
        if elapsed is None:
            return
        print(f"{self.text or '(empty board)'}: {nodes - self.nodes:,} nodes, score in [{low}, {high}], "
              f"{elapsed:.0f} s", file=sys.stderr, flush=True)


def bounded_lines(stream: BinaryIO) -> Iterator[bytes]:
    """The lines of ``stream``, each cut past :data:`MAX_LINE` bytes and its end (the rest of a longer line is
    skipped in pieces, never held), so that a line of 50 MB costs no more than a short one."""
    while True:
        line = stream.readline(MAX_LINE + 2)  # the line, its end (\r\n) counted apart
        if not line:
            return
        if len(line) == MAX_LINE + 2 and not line.endswith(b"\n"):
            while (rest := stream.readline(MAX_LINE)) and not rest.endswith(b"\n"):
                pass
        yield line


def position_text(raw: bytes, number: int, cols: int = 7) -> str:
    """The columns played on one input line: ``4453`` or ``4 4 5 3`` (a word after a position
    written without spaces, such as a benchmark file's expected score, is left out); on a board of
    more than 9 columns, every word is a column (``10 1 5``).

    Raises
    ------
    InputError
        If the line is longer than :data:`MAX_LINE`, not UTF-8, or, written with spaces, has a
        word that is not one column (``4 4 1x``), with its position.
    """
    source = Sentence(QT_TRANSLATE_NOOP("errors", "line {line}"), line=number)
    if len(raw.removesuffix(b"\n").removesuffix(b"\r")) > MAX_LINE:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the line is longer than {most:,} characters; a position is at "
                                                              "most 64 columns"), most=MAX_LINE), source=source)
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "not UTF-8 text; positions are written with the digits of the "
                                                      "columns")), source=source) from None
    fields = split_moves(line)
    if cols > 9:
        return " ".join(word for word, _ in fields)  # the solver says which word is not a column
    if not fields:
        return ""
    if len(fields[0][0]) > 1:
        return fields[0][0]
    for word, offset in fields:
        if len(word) != 1:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{word}' is not one column: columns are written with spaces "
                                                          "between them (4 4 5 3) or without (4453)"), word=word),
                             source=source, offset=offset)
    return "".join(word for word, _ in fields)
