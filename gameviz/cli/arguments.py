"""Arguments shared by several subcommands: their types, the source of an arena, the language,
and the one step parser (steps counted from 1 everywhere, or ``result``)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import TypeAlias

from gameviz.cli import output
from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT
from gameviz.core.numbers import number_in, parse_decimal, parse_int
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.source import load_arena

RESULT = "result"
Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def positive_number(unit: str, most: float = math.inf) -> Callable[[str], float]:
    """An argument type: a number of ``unit`` above 0 and at most ``most``, written with ASCII digits
    and a point (``٣``, ``２``, ``1e3``, nan and ∞ refused; argparse names the option)."""
    limit = "" if most == math.inf else f" and at most {most:g}"

    def parse(text: str) -> float:
        try:
            value = parse_decimal(text, name=None)
        except InputError as error:
            raise argparse.ArgumentTypeError(error.reason) from None
        if not 0 < value <= most:
            raise argparse.ArgumentTypeError(f"{text} {unit}: give a number above 0{limit}")
        return value

    parse.__name__ = "number"
    return parse


scale = positive_number("pixels per point", 8)
positive_seconds = positive_number("seconds")


def whole(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An argument type: a whole number in ASCII digits from ``low`` to ``high`` (argparse names the option)."""

    def parse(text: str) -> int:
        try:
            return parse_int(text, name=None, low=low, high=high, signed=True)
        except InputError as error:
            raise argparse.ArgumentTypeError(error.reason) from None

    parse.__name__ = "whole number"
    return parse


#: A count above 0 (a vertex limit, columns, rows): at most a billion, which no machine reaches anyway.
positive_int = whole(1, 10**9)


def add_language(parser: argparse.ArgumentParser) -> None:
    """``--lang``: the language of captions, cut marks and sentences."""
    parser.add_argument("--lang", choices=("system", "en", "fr"), default="system",
                        help="language of the captions, cut marks and sentences (default: the system's)")


def add_source(parser: argparse.ArgumentParser) -> None:
    """``SOURCE`` (an arena file or a game specification), ``--limit`` and ``--priority``."""
    parser.add_argument("source", metavar="SOURCE", help="an arena file or a game specification")
    parser.add_argument(
        "--limit",
        type=positive_int,
        default=DEFAULT_VERTEX_LIMIT,
        metavar="N",
        help=f"largest arena to generate (default {DEFAULT_VERTEX_LIMIT:,} vertices)",
    )
    parser.add_argument("--priority", type=whole(0, 10**18), action="append", default=[], metavar="P",
                        help="PGSolver games (.gm): the vertices of priority P are targets, of J1 when P is even, "
                        "of J2 when odd (may be given more than once); without it, priorities are left out")


def source_arena(args: argparse.Namespace, limit: int | None = None) -> Arena:
    """The arena of ``args.source`` (``--limit``, or ``limit`` when given, and ``--priority``), saying
    when a PGSolver game's priorities are left out."""
    arena = load_arena(args.source, limit=args.limit if limit is None else limit, priorities=args.priority)
    if args.source.lower().endswith(".gm") and not args.priority:
        output.note("the PGSolver game's priorities are left out (a reachability game has targets instead): "
                    "--priority P makes the vertices of priority P targets")
    return arena


#: What a step is called in a refusal of ``--step`` (the noun a caller gives :func:`chosen_steps`).
STEP_NOUNS = (QT_TRANSLATE_NOOP("errors", "a step"), QT_TRANSLATE_NOOP("errors", "an event"))
#: ``--worksheet`` asked with steps (it draws the blank exercise and the result).
WORKSHEET_STEPS = QT_TRANSLATE_NOOP("errors", "--worksheet draws the blank exercise and the result: it does not go with "
                                              "--step or --all-steps")


def step(text: str) -> str:
    """An argument type: ``result`` or a whole number from 1 (whether it exists is known later)."""
    if text == RESULT or number_in(text, 1, 10**9) is not None:
        return text
    raise argparse.ArgumentTypeError(f"'{text}' is not a step: give a number from 1, or '{RESULT}'")


def add_steps(parser: argparse.ArgumentParser, *, what: str, prefix: str = "") -> None:
    """``--step N | --step result | --all-steps``: one picture, counted from 1, or every one.

    Parameters
    ----------
    parser
        The subcommand's parser.
    what
        What step N is, said in the help (``"the N-th event of the search"``).
    prefix
        Said before each help (``"with -o: "``).
    """
    steps = parser.add_mutually_exclusive_group()
    steps.add_argument("--step", type=step, default=RESULT, metavar="N",
                       help=f"{prefix}the step to draw, counted from 1 ({what}), or '{RESULT}' (default)")
    steps.add_argument("--all-steps", action="store_true", help=f"{prefix}every step, then the result")


def chosen_steps(args: argparse.Namespace, frames: int, noun: str) -> list[int]:
    """The indices (from 0) of the frames that ``--step`` or ``--all-steps`` asks for.

    Parameters
    ----------
    args
        The parsed arguments, with ``step`` and ``all_steps``.
    frames
        How many frames the timeline has; the last is the result.
    noun
        What a step is called in the message of a step past the last (``"a step"``, ``"an event"``).

    Raises
    ------
    InputError
        If step N is past the last picture, the result (steps are numbered from 1 among the pictures, the
        result included, as the application's stepper numbers them).
    """
    if args.all_steps:
        return list(range(frames))
    if args.step == RESULT:
        return [frames - 1]
    number = int(args.step)
    if number > frames:
        reason = QT_TRANSLATE_NOOP("errors", "--step must be '{result}' or {noun} from 1 to {frames} (the result), not "
                                             "'{step}'")
        raise InputError(Sentence(reason, result=RESULT, noun=Sentence(noun), frames=frames, step=args.step))
    return [number - 1]
