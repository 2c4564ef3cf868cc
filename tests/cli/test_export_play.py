"""``gameviz export … --play MOVES``: a play drawn as a numbered path (SVG class and TikZ style ``play``)."""

from __future__ import annotations

import re

from gameviz.cli import main
from gameviz.core.game import played_states
from gameviz.games import game_from_spec


def test_played_states_are_the_course_chomp_play():
    game = game_from_spec("chomp:rows=2,cols=2")
    states = played_states(game, game.parse_moves("b2 a2 b1"))
    assert [game.label(s) for s in states] == ["0a", "2e", "3a", "4e"]  # seed 002: (0a, 2e, 3a, 4e)


def play_parts(svg: str) -> tuple[list[str], list[tuple[str, list[str]]]]:
    vertices = re.findall(r'<g class="vertex [^"]*\bplay\b[^"]*" id="([^"]+)"', svg)
    edges = [(name, re.findall(r">(\d+)</text>", body))
             for name, body in re.findall(r'<g class="edge [^"]*\bplay\b[^"]*" id="([^"]+)">(.*?)</g>', svg, re.S)]
    return vertices, edges


def test_play_on_the_arena_is_a_numbered_path(capsys, tmp_path):
    assert main(["export", "chomp:rows=2,cols=2", "--play", "b2 a2 b1", "-o", str(tmp_path / "p.svg")]) == 0
    vertices, edges = play_parts((tmp_path / "p.svg").read_text())
    assert sorted(vertices) == ["v0a", "v2e", "v3a", "v4e"]
    assert sorted(edges) == [("v0a--v2e", ["1"]), ("v2e--v3a", ["2"]), ("v3a--v4e", ["3"])]


def test_play_on_the_game_graph(capsys, tmp_path):
    assert main(["export", "sticks:n=6,take=1-3", "--graph", "game", "--play", "1 3 1",
                 "-o", str(tmp_path / "g.svg")]) == 0
    vertices, edges = play_parts((tmp_path / "g.svg").read_text())
    assert sorted(vertices) == ["v1", "v2", "v5", "v6"]
    assert sorted(edges) == [("v2--v1", ["3"]), ("v5--v2", ["2"]), ("v6--v5", ["1"])]


def test_play_in_tikz_has_its_style_and_numbers(capsys, tmp_path):
    assert main(["export", "chomp:rows=2,cols=2", "--play", "b2 a2 b1", "-o", str(tmp_path / "p.tex")]) == 0
    tex = (tmp_path / "p.tex").read_text()
    assert "play/.style={draw=gvplay" in tex
    assert re.search(r"\\node\[j1, attr1, play\] \(v0a\)", tex)
    assert re.search(r"\\draw\[move, [^\]]*play\] \(v0a\) .*node\[playnumber, midway\] \{1\};", tex)


def test_an_illegal_move_of_the_play_exits_2(capsys, tmp_path):
    assert main(["export", "sticks", "--play", "3 3 3 3", "-o", str(tmp_path / "p.svg")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("gameviz: error: --play: move 4 (3)") and err.count("\n") == 1
    assert main(["export", "sticks", "--play", "3 9", "-o", str(tmp_path / "p.svg")]) == 2
    assert "'9' is not an allowed number of sticks" in capsys.readouterr().err
