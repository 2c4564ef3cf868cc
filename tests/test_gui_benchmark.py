"""``benchmarks/gui.py`` runs to its end: on tiny sizes, every measurement is taken and printed once,
so that a change of the window's interface cannot break the benchmark silently."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "gui.py"


def test_the_window_benchmark_runs_every_measurement_on_tiny_sizes(tmp_path):
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, str(SCRIPT), "--tiny"], capture_output=True, text=True, timeout=600,
                          cwd=SCRIPT.parent, env=environment)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["measurement", "value", "target"]
    measured = [line for line in lines[1:] if line.strip()]
    assert len(measured) == 21
    for start in ("launch to first painted arena", "sticks:n=6, layered", "sticks:n=6, sfdp", "gameviz connect4: launch",
                  "connect4, alpha-beta to depth 2", "  the same search before", "30 vertices with cycles",
                  "82 vertices (40 sticks)", "20-vertex arena, one step"):
        assert any(line.startswith(start) for line in measured), start
