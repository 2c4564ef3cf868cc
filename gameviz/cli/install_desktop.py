"""``gameviz install-desktop``: add gameviz to the desktop's menus (Linux)."""

from __future__ import annotations

import argparse

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands
from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

NAME = "install-desktop"


def add(sub: Subcommands) -> None:
    """Add ``install-desktop`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="add gameviz to the desktop's menus, with its icon and file type (Linux)",
        description="Write the desktop entry, the icon, the MIME type of gameviz arena files and the "
        "AppStream description to ~/.local/share (or $XDG_DATA_HOME, or --prefix). The entry starts "
        "this very Python, so it works from a virtual environment or pipx.",
    )
    parser.add_argument("--prefix", metavar="FOLDER", help="write under FOLDER instead of the user's data folder")
    parser.add_argument("--uninstall", action="store_true", help="remove what install-desktop wrote")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Write (or remove) the desktop files and print their paths."""
    from gameviz.ui import desktop_files

    try:
        paths = desktop_files.uninstall(args.prefix) if args.uninstall else desktop_files.install(args.prefix)
    except OSError as error:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot write the desktop files: {why}"), why=str(error)),
                         source=args.prefix or NAME) from error
    output.paths(paths)
    return 0
