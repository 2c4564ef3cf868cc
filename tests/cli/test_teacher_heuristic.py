"""``tree --heuristic FILE.py:NAME``: the teacher's heuristic, run in the lab's sandbox process."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import gameviz
from gameviz.cli import main
from gameviz.core.search.options import SearchOptions, start_search
from gameviz.core.search.trace import run as run_search
from gameviz.core.search.tree import GameTree
from gameviz.games import game_from_spec

EXAMPLE = Path(gameviz.__file__).parent / "resources" / "examples" / "heuristique_batonnets.py"


def course_h(position):
    """Figure 7's heuristic, written here in gameviz's own process, to compare with the file's."""
    sticks, player = position
    if sticks == 1:
        return math.inf if player == 2 else -math.inf
    return 0.0


def test_figure_7_with_the_example_file_equals_the_same_heuristic_in_process(capsys):
    assert len(EXAMPLE.read_text().splitlines()) == 5
    assert main(["tree", "sticks:n=5", "--depth", "4", "--algorithm", "minimax",
                 "--heuristic", f"{EXAMPLE}:h", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    game = game_from_spec("sticks:n=5")
    expected = run_search(start_search(GameTree(game, game.initial(), course_h), SearchOptions("minimax", depth=4)))
    assert expected.value == -math.inf and data["value"] == "-inf"  # 5 sticks lose for J1, seen within 4 moves
    assert data["best"] == list(expected.best) == [0, 1, 2]
    assert data["stats"]["leaves"] == expected.stats.leaves == 13

def test_the_heuristic_runs_in_another_process(capsys, tmp_path):
    spy = tmp_path / "spy.py"
    spy.write_text("import os\ndef h(position):\n    return os.getpid()\n")
    assert main(["tree", "sticks:n=3", "--depth", "1", "--heuristic", f"{spy}:h", "--json"]) == 0
    value = json.loads(capsys.readouterr().out)["value"]
    assert isinstance(value, (int, float)) and value != os.getpid()


def test_mistakes_of_the_file_exit_2_with_one_line(capsys, tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def h(position):\n    return 1 / 0\n\ndef word(position):\n    return 'good'\n")
    for name, message in [("g", "no function 'g' in the file (it defines: h, word)"),
                          ("h", "ZeroDivisionError"), ("word", "returned 'good', not a number")]:
        assert main(["tree", "sticks:n=3", "--depth", "1", "--heuristic", f"{bad}:{name}"]) == 2
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1, err
