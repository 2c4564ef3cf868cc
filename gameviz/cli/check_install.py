"""``gameviz check-install``: check that the application works here, without showing a window."""

from __future__ import annotations

import argparse

from gameviz.cli.arguments import Subcommands

NAME = "check-install"


def add(sub: Subcommands) -> None:
    """Add ``check-install`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="check that the application works here, without showing a window",
        description="Open the application off screen on the 10-stick game and report the version, "
        "the language of the interface, the icon and the layout, and how the lab contains students' code; "
        "exit status 1 if something is missing.",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Open the application off screen and report what works."""
    from gameviz.lab.containment import describe, level
    from gameviz.ui.app import check_install

    code = check_install()
    print(f"student code (lab): {describe(level())}")
    return code
