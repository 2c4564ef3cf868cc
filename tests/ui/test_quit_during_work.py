"""Closing the window during work (a layout in its child process, a save during a layout, a student's
run) waits for or ends every job and every process gameviz started, and gameviz exits with status 0.

Each case runs the application in a process of its own, starts the work, closes the window while the work
runs, and lists the processes gameviz started then; once gameviz has exited, none of them is left."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = r"""
import os, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
from gameviz.ui import app as application
from gameviz.ui.main_window import MainWindow

kind, folder = sys.argv[1], Path(sys.argv[2])
window = None


def descendants():
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            children.setdefault(int(fields[1]), []).append(int(entry))
    found, todo = [], [os.getpid()]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def working():
    if kind == "student":
        return window.lab.latest.busy and len(descendants()) >= 2  # the watchdog and the student
    job = window.layout_job
    return job is not None and getattr(job, "child_alive", False)


def poll():
    if not working():
        QTimer.singleShot(10, poll)
        return
    if kind == "save":
        window.editing.save_to(folder / "saved.json")
    print("started", *descendants(), flush=True)
    for pid in descendants():
        print("command", pid, Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")[:200], file=sys.stderr)
    window.close()


def start(opened):
    global window
    window = opened
    if kind == "student":
        window.lab.run(str(folder / "boucle.py"))
    QTimer.singleShot(10, poll)


class Window(MainWindow):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        QTimer.singleShot(0, lambda: start(self))


application.MainWindow = Window
import gameviz.ui.main_window as main_window
main_window.MainWindow = Window
from gameviz.cli import main
sys.exit(main([] if kind == "student" else [sys.argv[3]]))
"""

#: A student's function that loops for its whole time budget.
ENDLESS = "def coup(n):\n    while True:\n        pass\n"


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.parametrize(("kind", "source"), [
    ("layout", "random:vertices=900,moves=3,acyclic=no,seed=1"),  # sfdp, in a child process
    ("save", "random:vertices=900,moves=3,acyclic=no,seed=1"),
    ("student", ""),
])
def test_closing_the_window_during_work_ends_everything_and_exits_0(kind, source, tmp_path):
    (tmp_path / "boucle.py").write_text(ENDLESS, encoding="utf-8")
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", SCRIPT, kind, str(tmp_path), source], capture_output=True,
                          text=True, timeout=300, env=environment)
    assert done.returncode == 0, done.stderr[-3000:]
    started = [line for line in done.stdout.splitlines() if line.startswith("started")]
    assert len(started) == 1
    children = [int(pid) for pid in started[0].split()[1:]]
    assert children  # the work ran in another process
    left = {pid: Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")[:300] for pid in children if alive(pid)}
    assert left == {}, done.stderr  # ended before gameviz itself
    if kind == "save":
        assert (tmp_path / "saved.json").is_file()
