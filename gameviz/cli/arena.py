"""``gameviz arena``: generate or read an arena and write it to a file."""

from __future__ import annotations

import argparse

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands, add_source, source_arena
from gameviz.cli.whole_arena import whole_arena
from gameviz.io import write_arena

NAME = "arena"


def add(sub: Subcommands) -> None:
    """Add ``arena`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="write an arena to a file (.json, .dot, .graphml)",
        description="Generate or read an arena and write it in the format the suffix of FILE names.",
    )
    add_source(parser)
    parser.add_argument("-o", "--output", required=True, metavar="FILE", help="the file to write")
    parser.set_defaults(run=run)


@whole_arena
def run(args: argparse.Namespace) -> int:
    """Write the arena and say how large it is."""
    arena = source_arena(args)
    output.arena_warnings(arena)
    write_arena(arena, args.output)
    output.arena_written(args.output, arena)
    return 0
