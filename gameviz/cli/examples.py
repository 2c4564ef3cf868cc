"""``gameviz examples``: list the course's example files, or copy them into a folder."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands
from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.files import write_bytes_atomic

NAME = "examples"


def add(sub: Subcommands) -> None:
    """Add ``examples`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="list the course's example files, or copy them",
        description="List the example files that come with gameviz; with --copy, copy them into a folder.",
    )
    parser.add_argument("--copy", metavar="FOLDER", help="copy every example into FOLDER (created if needed)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """List the examples, or copy them (an example already there is left as it is)."""
    from gameviz.resources import EXAMPLES, examples

    if args.copy is None:
        for path in examples():
            output.text(f"{path.name}: {EXAMPLES[path.name]}")
        return 0
    folder = Path(args.copy)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for path in examples():
            target = folder / path.name
            if target.exists():
                output.note(f"{target} exists; left as it is")
                continue
            if path.is_dir():
                shutil.copytree(path, target, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                write_bytes_atomic(target, path.read_bytes())
            output.text(str(target))
    except OSError as error:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot copy the examples: {why}"), why=error.strerror),
                         source=str(folder)) from error
    return 0
