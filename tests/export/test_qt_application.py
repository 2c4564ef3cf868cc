"""The application object an export from the command line creates is one a window can use later in the
same process (Qt allows one per process: a plain QGuiApplication would forbid every widget after it)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
from gameviz.export.qt import ensure_gui_application
from gameviz.games import game_from_spec
from gameviz.ui.app import create_application
from gameviz.ui.main_window import MainWindow

ensure_gui_application()  # what `gameviz export … out.png` does first
app = create_application()
window = MainWindow()
print(type(app).__name__, window.windowTitle() != "")
"""


def test_a_window_opens_after_an_export_in_the_same_process(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["QApplication", "True"]


#: An export to PNG and PDF as a script or a notebook's kernel writes it: no application made first.
EXPORT_ALONE = """
import sys
from gameviz.core.solution import solve
from gameviz.export import export_pictures
from gameviz.export.arena_steps import arena_steps
from gameviz.games.sticks import sticks_arena

arena = sticks_arena(10)
pictures = arena_steps(arena, solve(arena)).pictures([2], captions=True)
print([path.name for path in export_pictures(pictures, "a2.png") + export_pictures(pictures, "a2.pdf")])
"""


def test_an_export_to_png_or_pdf_makes_its_own_application_offscreen(tmp_path):
    # it aborted the interpreter (SIGABRT: "QFontDatabase: Must construct a QGuiApplication") without one
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["XDG_CONFIG_HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", EXPORT_ALONE], cwd=tmp_path, capture_output=True, text=True, env=env,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["['a2.png',", "'a2.pdf']"]
    assert (tmp_path / "a2.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (tmp_path / "a2.pdf").read_bytes()[:5] == b"%PDF-"
