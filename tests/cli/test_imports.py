"""The command line imports Qt, Graphviz, numba and python-chess only for what needs them (DESIGN.md rule
10): solving, searching an exercise tree, listing the games, the help and an SVG or TikZ picture of an arena
laid out as the course lays it out need none of them, in French too."""

from __future__ import annotations

import json
import os
import subprocess
import sys

#: What a command that draws nothing, plays no chess and solves no Connect 4 exactly leaves alone.
HEAVY = ("PySide6", "shiboken6", "pygraphviz", "numba", "chess")

SCRIPT = """
import contextlib, io, json, sys
from gameviz.cli import main

HEAVY = {heavy!r}
report = []
for argv in json.loads(sys.argv[1]):
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            status = main(argv)
    except SystemExit as stop:  # --help
        status = stop.code
    report.append([argv, status, out.getvalue(), [name for name in HEAVY if name in sys.modules]])
print(json.dumps(report))
"""


def run_commands(tmp_path, commands):
    """Run each command line in turn in one fresh process; for each, its status, its output and the heavy
    modules loaded so far."""
    env = dict(os.environ, LC_ALL="C.UTF-8", XDG_STATE_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, "-c", SCRIPT.format(heavy=HEAVY), json.dumps(commands)], cwd=tmp_path,
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_solving_searching_listing_and_the_help_import_neither_qt_nor_graphviz_numba_or_chess(tmp_path):
    commands = [
        ["solve", "sticks"],
        ["solve", "sticks", "--lang", "fr"],
        ["solve", "chomp:rows=2,cols=3", "--algorithm", "course", "--trace"],
        ["tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--lang", "fr"],
        ["tree", "connect4", "--moves", "4453", "--depth", "2"],
        ["games"],
        ["--help"],
        ["solve", "--help"],
        ["tree", "--help"],
        ["export", "sticks", "-o", "sticks.svg", "--step", "3"],
        ["export", "sticks", "-o", "sticks.tex", "--all-steps"],
    ]
    report = run_commands(tmp_path, commands)
    for argv, status, _, loaded in report:
        assert (argv, status, loaded) == (argv, 0, [])
    outputs = {" ".join(argv): out for argv, _, out, _ in report}
    assert "From the start (10,1): J1 wins (rank 6)." in outputs["solve sticks"]
    french = outputs["solve sticks --lang fr"]  # the translations read without Qt
    assert "Attracteur de J1 (V₁ = {(0,1)})" in french and "Depuis le départ (10,1) : J1 gagne (rang 6)." in french
    assert "Valeur : 3" in outputs["tree [[3,12,8],[2,4,6],[14,5,2]] --lang fr"]
    assert "chess" in outputs["games"] and "connect4" in outputs["games"]
    assert "(4,1)" in (tmp_path / "sticks.svg").read_text(encoding="utf-8")
