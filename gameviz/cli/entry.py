"""``main``: parse the arguments, run the subcommand, turn every error into one line and an exit status."""

from __future__ import annotations

import argparse
import contextlib
import logging
import platform
import signal
import sys
import threading
import time
from collections.abc import Iterator, Sequence

from gameviz import __version__
from gameviz.cli import gui, output
from gameviz.cli.parser import parse
from gameviz.core.crash_log import bug_report, start_logging
from gameviz.core.errors import ADVISED, Cancelled, InputError, NeverBuiltError, as_input_error
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.report.translations import translations

log = logging.getLogger(__name__)

#: What to do on the command line instead of building a whole arena no limit lets be built (Connect 4's exact solver).
ADVICE = (QT_TRANSLATE_NOOP("errors", "search its positions as a tree instead (gameviz tree {game} --moves …)"),
          QT_TRANSLATE_NOOP("errors", "search its positions as a tree instead (gameviz tree {game} --moves …) or solve "
                                      "them exactly (gameviz connect4 solve)"))


def with_command_line_advice(error: NeverBuiltError) -> InputError:
    """The refusal of a whole arena, with what to do instead on the command line."""
    advice = Sentence(ADVICE[error.game == "connect4"], game=error.game)
    return InputError(Sentence(ADVISED, refusal=error.reason, advice=advice), source=error.source)


@contextlib.contextmanager
def terminated_as_cancelled() -> Iterator[None]:
    """SIGTERM (a system stopping the command, ``kill``) ends the command as Ctrl-C does: cleanly,
    with exit status 130, files being written left as they were (in the main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def cancel(number: int, frame: object) -> None:
        raise Cancelled("terminated")

    previous = signal.signal(signal.SIGTERM, cancel)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gameviz`` with ``argv`` (default: the process arguments); return the exit status.

    Everything the command prints, its help and its mistakes included, goes through the one writer of
    :mod:`gameviz.cli.output`."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    with output.safe_output():
        try:
            args = parse(arguments)  # --help, --version and mistakes of the arguments print here
        except SystemExit:
            failure = output.unwritten()  # argparse leaves a failed write unsaid
            if failure is None:
                raise
            output.error(failure)
            return 2
        path = start_logging(args.verbose)
        log.debug("gameviz %s, Python %s on %s; log file %s", __version__, platform.python_version(),
                  platform.platform(), path)
        return _run(args, arguments)


def _run(args: argparse.Namespace, arguments: list[str]) -> int:
    """Run the parsed command, its output written whole; every error ends as one line: exit status 2 for
    input and for an output that cannot be written, 1 for a bug, 130 when cancelled."""
    command = getattr(args, "command", None) or "gui"
    started = time.perf_counter()
    try:
        # the window's event loop runs no Python handler until an event comes: there SIGTERM keeps ending it
        with terminated_as_cancelled() if command != gui.NAME else contextlib.nullcontext():
            status: int = args.run(args)
        sys.stdout.flush()  # a full disk is said here, not lost when Python exits
        failure = output.unwritten()
        if failure is not None:  # a write failed where a command tolerated it
            raise failure
        log.info("%s: exit status %d after %.2f s", command, status, time.perf_counter() - started)
        return status
    except (Cancelled, KeyboardInterrupt):
        output.note("cancelled")
        return 130
    except BrokenPipeError:  # the reader of the output has gone (| head): a quiet exit, as Unix tools make
        output.silence(sys.stdout)
        return 2
    except Exception as error:
        mistake = as_input_error(error)
        if isinstance(mistake, NeverBuiltError):
            mistake = with_command_line_advice(mistake)
        if mistake is not None:
            if isinstance(mistake, output.StreamError):
                output.silence(sys.stdout)
            log.info("%s: the input was refused: %s", command, mistake)
            output.error(mistake, translations(getattr(args, "lang", "system")).errors)
            return 2
        output.error(bug_report(error, doing=" ".join(["gameviz", *arguments])))
        return 1
