"""Which words open the application, and on what."""

from __future__ import annotations

import pytest

from gameviz.cli import main


@pytest.fixture
def opened(monkeypatch):
    """The source each call of ``main`` would open the application on (nothing is shown)."""
    import gameviz.ui.app

    sources: list = []
    monkeypatch.setattr(gameviz.ui.app, "run", lambda source: sources.append(source) or 0)
    return sources


def test_a_bare_game_name_opens_the_application_on_it(opened):
    assert main([]) == 0 and main(["connect4"]) == 0 and main(["othello:size=8"]) == 0 and main(["gui", "sticks"]) == 0
    assert opened == [None, "connect4", "othello:size=8", "sticks"]
    assert main(["-v", "sticks:n=5"]) == 0 and main(["connect4", "-v"]) == 0 and main(["-v"]) == 0
    assert opened[4:] == ["sticks:n=5", "connect4", None]


def test_connect4_solve_is_still_the_solver(opened, monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("457377456737766126\n"))
    assert main(["connect4", "solve"]) == 0
    assert capsys.readouterr().out == "457377456737766126 10\n" and opened == []


def test_sigterm_cancels_a_command_but_still_ends_the_window_at_once(monkeypatch):
    # the window's event loop runs no Python handler until an event comes: a handler there would
    # leave gameviz running after a SIGTERM
    import signal

    from gameviz import cli
    from gameviz.cli import games, gui

    seen = {}
    monkeypatch.setattr(gui, "run", lambda args: seen.setdefault("gui", signal.getsignal(signal.SIGTERM)) and 0)
    monkeypatch.setattr(games, "run", lambda args: seen.setdefault("games", signal.getsignal(signal.SIGTERM)) and 0)
    before = signal.getsignal(signal.SIGTERM)
    assert cli.main(["gui"]) == 0 and cli.main(["games"]) == 0
    assert seen["gui"] is before and seen["games"] is not before and callable(seen["games"])
    assert signal.getsignal(signal.SIGTERM) is before


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_connect4_help_is_the_connect4_commands(opened, capsys, flag):
    with pytest.raises(SystemExit) as done:
        main(["connect4", flag])
    out = capsys.readouterr().out
    assert done.value.code == 0 and opened == []
    assert out.startswith("usage: gameviz connect4 ") and "solve: score each position read" in out
