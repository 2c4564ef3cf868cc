"""Long work has an owner: it runs off the GUI thread, reports, and stops when asked or on close."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest

from gameviz.core.errors import Cancelled
from gameviz.core.play import search_move
from gameviz.games import game_from_spec
from gameviz.ui.workers import Job, cancel_all, running_jobs


def test_the_exact_heuristic_explores_in_the_worker_not_on_the_gui_thread(qtbot, window, monkeypatch):
    import gameviz.model.search_source as tree_source

    threads = []
    real = tree_source.make_heuristic

    def recording(*args, **kwargs):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(tree_source, "make_heuristic", recording)
    tab = window.tree_tab
    window.tabs.setCurrentWidget(tab)
    game = game_from_spec("tictactoe")
    tab.set_position(game, game.play(game.initial(), 4), "tic-tac-toe after 5")
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("exact"))
    qtbot.waitUntil(lambda: not tab.busy and tab.result is not None and bool(threads), timeout=60_000)
    assert threads and not any(threads)
    assert tab.result.value == 0  # tic-tac-toe after the centre is a draw


def test_closing_the_window_cancels_and_waits_for_every_job(qtbot):
    started = threading.Event()

    def forever(report):
        started.set()
        while report(0):
            threading.Event().wait(0.01)
        raise Cancelled()

    job = Job(forever).start()
    assert started.wait(10)
    assert job in running_jobs()
    assert cancel_all(wait=10)
    assert job.done.is_set() and job not in running_jobs()


def test_the_computer_players_search_stops_when_its_progress_says_so():
    game = game_from_spec("connect4")
    calls = []

    def progress(nodes: int) -> bool:
        calls.append(nodes)
        return False

    with pytest.raises(Cancelled):
        search_move(game, game.initial(), depth=9, progress=progress)  # 15,660 nodes
    assert calls == [5_000]
    assert search_move(game, game.initial(), depth=2, progress=lambda n: True).move in game.moves(game.initial())


def test_the_latest_job_wins_and_a_superseded_one_never_reports(qtbot):
    from gameviz.ui.workers import LatestJob

    release = threading.Event()
    results: list = []
    latest = LatestJob()

    def slow(report):
        release.wait(10)
        return "old"

    old = latest.start(Job(slow), results.append)
    new = latest.start(Job(lambda report: "new"), results.append)
    assert old.is_cancelled and latest.busy
    qtbot.waitUntil(lambda: results == ["new"], timeout=10_000)
    release.set()
    assert old.done.wait(10)
    qtbot.wait(50)  # the old job's signals are delivered, and dropped
    assert results == ["new"] and not latest.busy and new.done.is_set()


def test_a_cancelled_latest_job_calls_nothing(qtbot):
    from gameviz.ui.workers import LatestJob

    calls: list = []
    latest = LatestJob()

    def work(report):
        while report(0):
            pass
        raise Cancelled()

    job = latest.start(Job(work), calls.append, cancelled=lambda: calls.append("cancelled"))
    latest.cancel()
    assert job.done.wait(10)
    qtbot.wait(50)
    assert calls == [] and not latest.busy


def test_a_job_that_ended_lets_go_of_its_callbacks_and_a_closed_window_of_everything(qtbot, settings_dir):
    """Qt's connections to a job's callbacks are out of the garbage collector's sight: a job that has ended
    drops them, so that what they refer to (a window, its document) can go."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from gameviz.ui.main_window import MainWindow, open_default
    from gameviz.ui.settings import Settings
    from gameviz.ui.workers import LatestJob
    from tests.ui.conftest import wait_ready

    class Owner:
        pass

    owner, results, latest = Owner(), [], LatestJob()
    owned = weakref.ref(owner)
    latest.start(Job(lambda report: 1), lambda value, owner=owner: results.append(value))
    del owner
    qtbot.waitUntil(lambda: results == [1], timeout=10_000)
    gc.collect()
    assert owned() is None

    window = MainWindow(Settings())
    window.show()
    open_default(window, None)  # an opening, a layout and a search of the board's position: three jobs
    wait_ready(qtbot, window)
    window.model.current = "tree"
    qtbot.waitUntil(lambda shown=window: shown.tree_tab.timeline is not None, timeout=30_000)
    closed, document = weakref.ref(window), weakref.ref(window.document)
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del window
    gc.collect()
    assert closed() is None and document() is None


def test_cycles_are_collected_on_the_window_s_thread_not_in_a_search_s(qtbot, window):
    """A finished job's signals (a QObject held in a cycle by its connections) must not be destroyed in a
    worker thread: the collector runs on the window's thread only, even while a worker allocates a lot."""
    import gc

    from PySide6.QtCore import QObject

    assert not gc.isenabled()  # the window's application turned the automatic collector off
    destroyed_in = []

    class Held(QObject):
        def __del__(self):
            destroyed_in.append(threading.current_thread().name)

    held = Held()
    held.me = held  # a cycle: only the collector frees it
    del held

    def allocate(report):
        kept = [[] for _ in range(100_000)]  # kept containers count towards the collector's thresholds
        return "done" if len(kept) == 100_000 else "lost"

    results = []
    job = Job(allocate)
    job.signals.finished.connect(results.append)
    job.start()
    qtbot.waitUntil(lambda: results == ["done"], timeout=20_000)
    assert destroyed_in in ([], [threading.main_thread().name])  # not in the worker, which passed the threshold
    kept = [[] for _ in range(2_000)]  # the window's thread passes it too: its timer collects
    qtbot.waitUntil(lambda: bool(destroyed_in), timeout=10_000)
    assert destroyed_in == [threading.main_thread().name] and len(kept) == 2_000
