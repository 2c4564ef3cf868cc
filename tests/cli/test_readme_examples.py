"""Every README command that uses an example file runs as written, after ``gameviz examples --copy course``."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from gameviz.cli import main
from gameviz.resources import EXAMPLES, examples

README = Path(__file__).resolve().parents[2] / "README.md"
#: The folder the README copies the examples into, as its commands name it.
FOLDER = "course"
#: What a command exits with when it runs as meant: the lab's example class has three students with mistakes.
STATUS = {"lab": 1}


def readme_commands() -> list[str]:
    """The ``gameviz …`` commands of the README's code blocks that name a file of the copied examples."""
    blocks = re.findall(r"^```[a-z]*\n(.*?)^```", README.read_text(encoding="utf-8"), flags=re.M | re.S)
    commands = []
    for block in blocks:
        for line in block.splitlines():
            line = line.removeprefix("$ ")
            for command in line.split("&&"):
                command = command.strip()
                if command.startswith("gameviz ") and f"{FOLDER}/" in command:
                    commands.append(command)
    return commands


def test_every_example_is_listed_and_copied(tmp_path, capsys):
    shipped = {path.name for path in examples()}
    folder = Path(examples()[0]).parent
    assert shipped == set(EXAMPLES) == {path.name for path in folder.iterdir() if path.name != "__pycache__"}
    assert main(["examples", "--copy", str(tmp_path / FOLDER)]) == 0
    assert {path.name for path in (tmp_path / FOLDER).iterdir()} == shipped
    assert "heuristique_batonnets.py" in shipped


def test_the_readme_names_examples_only_in_the_folder_it_copies_them_into():
    commands = readme_commands()
    named = {name for command in commands for name in re.findall(rf"{FOLDER}/([\w.]+)", command)}
    assert {"heuristique_batonnets.py", "effet_horizon.fen", "effet_horizon_dame.fen", "batonnets10.py",
            "arbre_russell_norvig.json", "lab"} <= named <= set(EXAMPLES)
    assert "gameviz tree sticks:n=5 --depth 4 --algorithm minimax --heuristic course/heuristique_batonnets.py:h " \
           "-o figure7.pdf" in commands  # figure 7's recipe


@pytest.mark.parametrize("command", readme_commands())
def test_a_readme_command_using_an_example_runs_as_written(command, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["examples", "--copy", FOLDER]) == 0
    argv = shlex.split(command, comments=True)[1:]
    assert main(argv) == STATUS.get(argv[0], 0), capsys.readouterr()
    out = capsys.readouterr().out
    for written in re.findall(r"-o (\S+)|--report (\S+)", command):
        name = next(part for part in written if part)
        assert (tmp_path / name).stat().st_size > 0, name
    if "effet_horizon.fen --depth 2" in command:
        assert "Best move: Nxe5" in out
    if "effet_horizon.fen --depth 4" in command:
        assert "Best move: Rg1" in out
    if "effet_horizon_dame.fen --depth 2" in command:
        assert "Best move: Rh8+" in out
    if "effet_horizon_dame.fen --depth 4" in command:
        assert "Best move: Qxb4" in out
