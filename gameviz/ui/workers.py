"""Long work off the GUI thread: exploring a game, laying out a graph, searching.

:class:`Job` runs a function in Qt's thread pool and reports progress,
result, failure or cancellation through signals. The function receives a
``report(count) -> bool`` callback: it reports progress and returns False once
the user has cancelled, so the work can stop. Work that finds its answer piece
by piece hands each piece to :meth:`Job.deliver` as it comes (the scores of
the moves, one column at a time), so the window shows it before the end.

Graphviz layouts of large graphs (:class:`LayoutProcessJob`) and the reading
of the files the user names (:class:`FileReadingJob`) run in a child process:
the C library cannot be interrupted, a FIFO never ends and an arena written in
Python may take long, so a process is what keeps the window painting, and
cancelling simply ends it.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.resource_tracker
import threading
import time
import traceback
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from gameviz.core.arena import Arena
from gameviz.figure.edge_columns import renamed
from gameviz.figure.geometry import Layout
from gameviz.figure.style import SIZES, Sizes
from gameviz.layout.child import layout_in_child, rebuild

#: Every job started and not finished yet, so that closing the window can stop them all.
_RUNNING: set[Job] = set()
_RUNNING_LOCK = threading.Lock()


def running_jobs() -> list[Job]:
    """The jobs started and not finished yet."""
    with _RUNNING_LOCK:
        return list(_RUNNING)


def cancel_all(wait: float = 1.0) -> bool:
    """Cancel every running job and wait up to ``wait`` seconds for them to end.

    Cancelling a job run in a child process (reading a file, a Graphviz
    layout) ends its child at once, so closing the window never waits on a
    FIFO or a slow arena file. Returns True if they all ended (the window
    closes with no thread left working on a document that is gone).
    """
    jobs = running_jobs()
    for job in jobs:
        job.cancel()
    deadline = time.monotonic() + wait
    return all(job.done.wait(max(0.0, deadline - time.monotonic())) for job in jobs)


def finish_all() -> None:
    """At the application's end: cancel every job and wait until each has ended, with the child processes
    it started, then end the helper process Python's ``multiprocessing`` keeps beside them (its resource
    tracker): gameviz leaves no process behind, and no thread runs while Python shuts down."""
    cancel_all(wait=60.0)
    QThreadPool.globalInstance().waitForDone()
    tracker = getattr(multiprocessing.resource_tracker, "_resource_tracker", None)
    stop = getattr(tracker, "_stop", None)  # ends and reaps it (Python 3.8 and later)
    if stop is not None:
        stop()


class JobSignals(QObject):
    progress = Signal(int)
    partial = Signal(object)
    finished = Signal(object)
    failed = Signal(object)
    cancelled = Signal()


class Job(QRunnable):
    """``function(report)`` in the thread pool; ``report(n)`` returns False after :meth:`cancel`."""

    def __init__(self, function: Callable[[Callable[[int], bool]], Any]) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.function = function
        self.signals = JobSignals()
        self._cancel = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def is_cancelled(self) -> bool:
        return self._cancel.is_set()

    def report(self, count: int) -> bool:
        self.signals.progress.emit(count)
        time.sleep(0.001)  # lets the window's thread take the interpreter, so that it paints and hears Cancel
        return not self._cancel.is_set()

    def deliver(self, piece: object) -> None:
        """A part of the result, found before the end (said unless the job was cancelled)."""
        if not self._cancel.is_set():
            self.signals.partial.emit(piece)

    def run(self) -> None:
        from gameviz.core.errors import Cancelled

        try:
            result = self.function(self.report)
        except Cancelled:
            self.signals.cancelled.emit()
        except Exception as error:  # reported to the window, which shows a dialog
            error.details = traceback.format_exc()  # type: ignore[attr-defined]
            self.signals.failed.emit(error)
        else:
            if self._cancel.is_set():
                self.signals.cancelled.emit()
            else:
                self.signals.finished.emit(result)
        finally:
            with _RUNNING_LOCK:
                _RUNNING.discard(self)
            self.done.set()

    def start(self) -> Job:
        with _RUNNING_LOCK:
            _RUNNING.add(self)
        QThreadPool.globalInstance().start(self)
        return self


class LatestJob:
    """One kind of work for one owner, where the latest request wins.

    :meth:`start` cancels the job under way, if any; only the newest job's
    signals reach the callbacks, so a late result of a superseded job is
    never shown.
    """

    def __init__(self) -> None:
        self.job: Job | None = None

    @property
    def busy(self) -> bool:
        """Whether a job is under way."""
        return self.job is not None

    def start(
        self,
        job: Job,
        finished: Callable[[Any], None],
        *,
        failed: Callable[[BaseException], None] | None = None,
        cancelled: Callable[[], None] | None = None,
        progress: Callable[[int], None] | None = None,
        partial: Callable[[Any], None] | None = None,
    ) -> Job:
        """Run ``job`` instead of the current one; call back only while it is the latest (``partial``
        with each piece the job delivers before it finishes)."""
        self.cancel()
        self.job = job

        signals = job.signals
        connected = [signals.finished, signals.failed, signals.cancelled]

        def ended(callback: Callable[..., None] | None) -> Callable[..., None]:
            def call(*value: Any) -> None:
                try:
                    if job is self.job:
                        self.job = None
                        if callback is not None:
                            callback(*value)
                finally:
                    # Qt's connections to these callbacks are out of the garbage collector's sight: left in
                    # place, they would keep what the callbacks refer to (a window, its document) alive
                    for signal in connected:
                        signal.disconnect()

            return call

        signals.finished.connect(ended(finished))
        signals.failed.connect(ended(failed))
        signals.cancelled.connect(ended(cancelled))
        if progress is not None:
            signals.progress.connect(lambda count: progress(count) if job is self.job else None)
            connected.append(signals.progress)
        if partial is not None:
            signals.partial.connect(lambda piece: partial(piece) if job is self.job else None)
            connected.append(signals.partial)
        return job.start()

    def cancel(self) -> None:
        """Cancel the job under way; its callbacks will not be called."""
        job, self.job = self.job, None
        if job is not None:
            job.cancel()


class Jobs:
    """The window's long work, one job of each kind at a time: opening a document, laying it out,
    searching its tree, comparing searches, and running students' code."""

    def __init__(self) -> None:
        self.opening = LatestJob()
        self.layout = LatestJob()
        self.search = LatestJob()
        self.compare = LatestJob()
        self.lab = LatestJob()

    def cancel(self) -> None:
        """Cancel every job under way; none of their callbacks will be called (the window closes)."""
        for latest in (self.opening, self.layout, self.search, self.compare, self.lab):
            latest.cancel()


class ChildProcessJob(Job):
    """Work done in a child process (spawned, so no Qt and no thread of the window is copied);
    :meth:`cancel` ends the child at once, and the job reports it cancelled."""

    def __init__(self, function: Callable[[Callable[[int], bool]], Any]) -> None:
        super().__init__(function)
        self._process: multiprocessing.process.BaseProcess | None = None

    @property
    def child_started(self) -> bool:
        """Whether the child process was started."""
        return self._process is not None

    @property
    def child_alive(self) -> bool:
        """Whether that child process still runs."""
        return self._process is not None and self._process.is_alive()

    def cancel(self) -> None:
        super().cancel()
        if self._process is not None and self._process.is_alive():
            self._process.terminate()

    def in_child(self, target: Callable[..., None], *arguments: Any) -> Any:
        """Run ``target(connection, *arguments)`` in a child and return what it sends on ``connection``.

        Raises
        ------
        Cancelled
            If the job was cancelled meanwhile (the child is ended).
        """
        from gameviz.core.errors import Cancelled

        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        self._process = context.Process(target=target, args=(sender, *arguments), daemon=True)
        if self.is_cancelled:
            raise Cancelled()
        self._process.start()
        sender.close()
        try:
            while not receiver.poll(0.05):
                if self.is_cancelled or not self._process.is_alive():
                    break
            if self.is_cancelled:
                raise Cancelled()
            if not receiver.poll(0):
                raise RuntimeError("the child process stopped without an answer")
            return receiver.recv()
        finally:
            receiver.close()
            self._stop_child()

    def _stop_child(self) -> None:
        """Wait for the child to end; end it first if the job was cancelled."""
        process = self._process
        if process is None:
            return
        if process.is_alive() and self.is_cancelled:
            process.terminate()
        process.join(timeout=2)
        if process.is_alive():
            process.kill()
            process.join()


class FileReadingJob(ChildProcessJob):
    """Read and solve the file ``source`` (or read an exercise tree's text) in a child process, so that
    a FIFO or a slow arena written in Python never holds the window: Cancel ends the child."""

    def __init__(self, source: str, limit: int) -> None:
        super().__init__(self._work)
        self._source, self._limit = source, limit

    def _work(self, report: Callable[[int], bool]) -> Any:
        from gameviz.core.errors import InputError
        from gameviz.io.files import refuse_special
        from gameviz.ui.file_reading import call_in_child, read_document

        refuse_special(self._source)
        status, value = self.in_child(call_in_child, read_document, self._source, self._limit)
        if status == "input":
            raise value if isinstance(value, InputError) else InputError(str(value))
        if status != "ok":
            raise RuntimeError(value)
        return value


class LayoutProcessJob(ChildProcessJob):
    """A Graphviz layout of ``arena`` computed in a child process; :meth:`cancel` ends it.

    The arena must not change until the job ends (the window disables editing).
    """

    def __init__(self, arena: Arena, boards: bool | None, engine: str, aspect: float | None = None,
                 sizes: Sizes = SIZES) -> None:
        super().__init__(self._work)
        self._arena, self._boards, self._engine, self._aspect = arena, boards, engine, aspect
        self._sizes = sizes

    def _work(self, report: Callable[[int], bool]) -> Layout:
        from gameviz.figure.arena_figure import node_sizes

        arena = self._arena
        ids = {v: arena.id(v) for v in arena}
        sizes = node_sizes(arena, boards=self._boards, sizes=self._sizes)
        arguments = (
            [ids[v] for v in arena],
            [(ids[u], ids[w]) for u, w in arena.edges()],
            {ids[v]: size for v, size in sizes.items()},
            self._engine,
            self._aspect,
        )
        status, value = self.in_child(layout_in_child, *arguments)
        if status != "ok":
            raise RuntimeError(value)
        layout = rebuild(value, arguments[2], arguments[1])
        keys: dict[Hashable, Hashable] = {i: v for v, i in ids.items()}  # the layout is keyed by ids
        layout.nodes = {keys[i]: box for i, box in layout.nodes.items()}
        layout.edges = renamed(layout.edges, keys)
        return layout
