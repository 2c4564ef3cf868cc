"""Reading a file the user names can always be stopped: a FIFO is refused before anything reads it,
a slow arena written in Python is read in a child process that Cancel ends, and neither keeps the
window from opening the next file or from closing."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QMessageBox

from gameviz.resources import resource
from gameviz.ui.workers import FileReadingJob, running_jobs
from tests.ui.conftest import wait_ready

SLOW = "x = [i for i in range(1000000) for j in range(1000000) if i < 0]\n"  # 2,000,000 steps of the reader
STICKS = resource("examples", "batonnets10.py")  # the course's stick game, 21 vertices


def slow_read(qtbot, window, path) -> FileReadingJob:
    window.open_source(str(path), remember=False)
    job = window.load_job
    assert isinstance(job, FileReadingJob)
    qtbot.waitUntil(lambda: job.child_alive, timeout=10_000)  # reading, for a second or more
    return job


def test_a_fifo_is_refused_and_a_cancelled_slow_file_leaves_nothing_running(qtbot, window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    window.open_source(str(fifo), remember=False)
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert "not a regular file" in shown[0] and window.load_job is None
    for _ in range(2):  # twice: a pool of two threads would be full if a cancel kept one
        (tmp_path / "slow.py").write_text(SLOW)
        job = slow_read(qtbot, window, tmp_path / "slow.py")
        window.jobs.opening.cancel()
        assert job.done.wait(5) and not job.child_alive
    assert "Opening cancelled." not in shown and window.load_job is None
    (tmp_path / "batonnets10.py").write_text(STICKS.read_text(encoding="utf-8"), encoding="utf-8")
    window.open_source(str(tmp_path / "batonnets10.py"), remember=False)
    wait_ready(qtbot, window, timeout=10_000)  # both threads of a pool of two are free again
    assert len(window.view.nodes) == 21 and window.model.document.title == "batonnets10.py" and len(shown) == 1


def test_closing_the_window_ends_the_reads_under_way(qtbot, window, tmp_path):
    jobs = []
    for name in ("one.py", "two.py"):
        (tmp_path / name).write_text(SLOW)
        jobs.append(slow_read(qtbot, window, tmp_path / name))
    assert jobs[0].is_cancelled  # the second open replaced the first
    assert not jobs[1].done.is_set() and jobs[1].child_alive  # still reading when the window closes
    assert window.close() and not window.isVisible()  # closing returns, the read ended with it
    assert all(job.done.is_set() and not job.child_alive for job in jobs)
    assert not [job for job in running_jobs() if isinstance(job, FileReadingJob)]
