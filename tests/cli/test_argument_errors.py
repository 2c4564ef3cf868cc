"""Every refusal of the argument parsers is one line on standard error and exit status 2: for every
option of every subcommand (and of the application), a value it cannot take, a missing value, a value
given to a flag, an unknown option and a missing argument."""

from __future__ import annotations

import argparse

import pytest

from gameviz.cli.parser import application_parser, build_parser, parse

#: Values no option that checks its values takes: not a number, a number out of every range, an unknown choice.
IMPOSSIBLE = ("x", "99999999999999999999", "-5", "nonesuch")


def commands() -> dict[str, argparse.ArgumentParser]:
    """``gameviz`` itself (""), each subcommand by name, and the application's parser ("gui-less")."""
    parser = build_parser()
    found = {"": parser}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            found.update(action.choices)
    return found


def options() -> list[tuple[str, argparse.Action]]:
    """(subcommand, option) for every option of every subcommand and of the application."""
    found = [(name, action) for name, parser in commands().items() for action in parser._actions
             if action.option_strings and not isinstance(action, (argparse._HelpAction, argparse._VersionAction))]
    found += [("", action) for action in application_parser()._actions
              if action.option_strings and not isinstance(action, argparse._HelpAction)]
    return found


def refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The lines the parsers print on standard error for ``argv``, which they must refuse with status 2."""
    with pytest.raises(SystemExit) as exit_status:
        parse(argv)
    assert exit_status.value.code == 2, argv
    captured = capsys.readouterr()
    assert captured.out == ""
    return captured.err.splitlines()


def argv_for(command: str, option: str, value: str | None) -> list[str]:
    words = [command] if command else []
    return [*words, option] if value is None else [*words, f"{option}={value}"]


def checks_values(action: argparse.Action) -> bool:
    return action.nargs != 0 and (action.choices is not None or action.type not in (None, str))


@pytest.mark.parametrize(("command", "action"), [pytest.param(c, a, id=f"{c or 'gameviz'} {a.option_strings[-1]}")
                                                 for c, a in options()])
def test_an_impossible_value_of_any_option_is_refused_in_one_line(command, action, capsys):
    option = action.option_strings[-1]
    if action.nargs == 0:  # a flag: a value given to it is refused
        lines = refusal(argv_for(command, option, "yes"), capsys)
        assert len(lines) == 1 and "error:" in lines[0]
        return
    if action.nargs not in ("?", "*"):
        lines = refusal(argv_for(command, option, None), capsys)  # the value missing
        assert len(lines) == 1 and option in lines[0]
    if not checks_values(action):
        return
    refused = 0
    for value in IMPOSSIBLE:
        try:
            lines = refusal(argv_for(command, option, value), capsys)
        except AssertionError:  # a value this option takes, and nothing else missing
            capsys.readouterr()
            continue
        assert len(lines) == 1 and lines[0].startswith("gameviz"), lines
        refused += option in lines[0]  # else the value was taken, and a missing argument refused
    assert refused, f"no value of {IMPOSSIBLE} is refused by {option}"


@pytest.mark.parametrize("argv", [
    ["connect4", "solve", "--cols", "100", "--rows", "100"],
    ["connect4", "solve", "--cols", "64", "--rows", "1"],
    ["connect4", "solve", "--rows", "17"],
    ["connect4", "solve", "--cols", "0"],
    ["connect4", "unsolve"],
    ["solve"],
    ["solve", "sticks", "--no-such-option"],
    ["tree"],
    ["--no-such-option"],
    ["sticks", "--no-such-option"],
])
def test_every_other_refusal_of_the_parsers_is_one_line(argv, capsys):
    lines = refusal(argv, capsys)
    assert len(lines) == 1 and lines[0].startswith("gameviz") and lines[0].endswith("--help)"), lines


def test_the_largest_board_is_accepted(capsys):
    args = parse(["connect4", "solve", "--cols", "16", "--rows", "16"])
    assert (args.cols, args.rows) == (16, 16)
