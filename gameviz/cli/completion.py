"""``gameviz completion bash|zsh|tcsh``: the shell's completion script of every subcommand and option."""

from __future__ import annotations

import argparse

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands

NAME = "completion"
SHELLS = ("bash", "zsh", "tcsh")


def add(sub: Subcommands) -> None:
    """Add ``completion`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="print the shell's completion script (bash, zsh or tcsh)",
        description="Print a script that completes gameviz's subcommands, options and their choices in "
        "the shell. bash: gameviz completion bash > ~/.local/share/bash-completion/completions/gameviz; "
        "zsh: gameviz completion zsh > ~/.zfunc/_gameviz (with ~/.zfunc in fpath).",
    )
    parser.add_argument("shell", choices=SHELLS, help="the shell the script is for")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Print the completion script of ``gameviz``'s parser for ``args.shell``."""
    import shtab

    from gameviz.cli.parser import build_parser

    output.text(shtab.complete(build_parser(), shell=args.shell))
    return 0
