"""``gameviz gui``, and ``gameviz`` without a subcommand: open the application."""

from __future__ import annotations

import argparse

from gameviz.cli.arguments import Subcommands

NAME = "gui"


def add(sub: Subcommands) -> None:
    """Add ``gui`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="open the application (the default without a subcommand)",
        description="Open the application on SOURCE, or on the course's 10-stick game.",
    )
    add_arguments(parser)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of the application: an optional SOURCE."""
    parser.add_argument("source", metavar="SOURCE", nargs="?", default=None,
                        help="an arena file or a game specification (default: the 10-stick game)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Open the application and return its exit status."""
    from gameviz.ui.app import run as run_application

    return run_application(args.source)
