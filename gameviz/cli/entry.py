"""``main``: parse the arguments, run the subcommand, turn every error into one line and an exit status."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from gameviz.cli import output
from gameviz.cli.parser import parse
from gameviz.core.crash_log import bug_report
from gameviz.core.errors import Cancelled, as_input_error


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gameviz`` with ``argv`` (default: the process arguments); return the exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = parse(arguments)
    try:
        status: int = args.run(args)
        return status
    except (Cancelled, KeyboardInterrupt):
        output.note("cancelled")
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # every error ends as one line: exit 2 for input, 1 for a bug
        mistake = as_input_error(error)
        if mistake is not None:
            output.error(mistake)
            return 2
        output.error(bug_report(error, doing=" ".join(["gameviz", *arguments])))
        return 1
