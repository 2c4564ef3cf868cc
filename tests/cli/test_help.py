"""Every option of every subcommand says what it does in ``--help``."""

from __future__ import annotations

import argparse

from gameviz.cli.parser import application_parser, build_parser


def without_help(parser: argparse.ArgumentParser, prog: str) -> list[str]:
    """The arguments of ``parser`` and of its subcommands that have no help text."""
    missing = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                missing += without_help(sub, f"{prog} {name}")
        elif not action.help or action.help == argparse.SUPPRESS:
            missing.append(f"{prog} {'/'.join(action.option_strings) or action.metavar or action.dest}")
    return missing


def test_every_option_has_a_help_text():
    assert without_help(build_parser(), "gameviz") == []
    assert without_help(application_parser(), "gameviz") == []


def test_the_walk_finds_an_option_without_help():
    parser = build_parser()
    parser.add_argument("--quiet", action="store_true")
    assert without_help(parser, "gameviz") == ["gameviz --quiet"]
