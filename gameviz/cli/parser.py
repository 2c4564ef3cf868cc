"""The parser of ``gameviz`` and its subcommands, one module each."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import NoReturn

from gameviz import __version__
from gameviz.cli import gui
from gameviz.cli.arguments import Subcommands
from gameviz.core.errors import safe_message

#: The subcommands, in the order of ``gameviz --help``, and their modules in this package. A command
#: line that names one imports that one only: ``gameviz solve`` loads nothing of the searches, the lab
#: or the pictures.
COMMANDS = {"solve": "solve", "arena": "arena", "games": "games", "export": "export", "tree": "tree",
            "connect4": "connect4", "lab": "lab", "examples": "examples", "install-desktop": "install_desktop",
            "check-install": "check_install", "completion": "completion", "gui": "gui"}


def command_module(name: str) -> ModuleType:
    """The module of the subcommand ``name``, which adds it to the parser (``add``) and runs it."""
    return importlib.import_module(f"gameviz.cli.{COMMANDS[name]}")


class OneLineParser(argparse.ArgumentParser):
    """A parser whose mistakes are one line, as every other error of gameviz, pointing at the help."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {safe_message(message)} (see: {self.prog} --help)\n")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of ``gameviz`` and its subcommands (``only``: with that subcommand alone)."""
    parser = OneLineParser(
        prog="gameviz",
        description="Two-player games of perfect information: arenas, attractors, "
        "minimax and alpha-beta, step by step. Without a subcommand, gameviz opens "
        "the application (on SOURCE, or on the course's 10-stick game).",
        epilog="SOURCE is an arena file (.json, .dot, .graphml, or the course's "
        "Python notation .py) or a game specification such as "
        "sticks:n=10,take=1-3,last=loses (see: gameviz games).",
    )
    parser.add_argument("--version", action="version", version=f"gameviz {__version__}")
    add_verbose(parser, default=0)
    parser.set_defaults(run=gui.run, source=None)  # options of gameviz itself and no subcommand: the application
    sub: Subcommands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for name in COMMANDS if only is None else [only]:
        command_module(name).add(sub)
    for subparser in sub.choices.values():  # gameviz -v solve … and gameviz solve … -v alike
        add_verbose(subparser, default=argparse.SUPPRESS)
    return parser


def application_parser() -> argparse.ArgumentParser:
    """The parser of ``gameviz [SOURCE]`` without a subcommand: the application."""
    parser = OneLineParser(prog="gameviz", description="Open the application on SOURCE, or on the course's "
                           "10-stick game (see: gameviz --help for the subcommands).")
    gui.add_arguments(parser)
    add_verbose(parser, default=0)
    return parser


def add_verbose(parser: argparse.ArgumentParser, default: object) -> None:
    """``-v``/``--verbose``: say what gameviz does on standard error (``-vv``: everything)."""
    parser.add_argument("-v", "--verbose", action="count", default=default,
                        help="say what gameviz does on standard error (-vv: in detail); warnings and errors "
                        "also go to the log file")


def words_of(argv: Sequence[str]) -> list[str]:
    """The arguments that are not options."""
    return [argument for argument in argv if not argument.startswith("-")]


def names_a_command(argv: Sequence[str]) -> bool:
    """Whether the first word of ``argv`` that is not an option is a subcommand, or ``argv`` has
    only options of ``gameviz`` itself (``--help``, ``--version``); otherwise it opens the application.
    A bare ``connect4`` is the game, opened on its board; ``connect4 solve`` the solver, and
    ``connect4 --help`` the solver's help."""
    words = words_of(argv)
    if not words:
        return bool(argv)
    asks_help = any(argument in ("-h", "--help") for argument in argv)
    return words[0] in COMMANDS and (words != ["connect4"] or asks_help)


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """Parse ``argv`` once, with the application's parser, or the parser of the subcommand it names (of
    every subcommand for ``gameviz --help``)."""
    if not names_a_command(argv):
        return application_parser().parse_args(argv)
    words = words_of(argv)
    return build_parser(words[0] if words else None).parse_args(argv)
