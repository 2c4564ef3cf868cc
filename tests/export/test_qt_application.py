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
