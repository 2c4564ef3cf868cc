"""Laying the open arena out, off the GUI thread: which engine, where it runs, and its outcome.

One layout runs at a time for the window; a new one replaces the one under
way. Large Graphviz layouts run in a child process, which Cancel ends at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from gameviz.figure.arena_figure import node_sizes
from gameviz.figure.geometry import Layout
from gameviz.layout import DOT_LIMIT, GRAPHVIZ, choose_layout, compute_layout, layout_applies
from gameviz.ui.memory import DOCUMENTS
from gameviz.ui.workers import Job, LatestJob, LayoutProcessJob

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from gameviz.model import ApplicationModel
    from gameviz.model.document import ArenaDocument
    from gameviz.ui.actions import Actions
    from gameviz.ui.figure_view import FigureView


class LayoutWindow(Protocol):
    """What the layouts need of the window: the model, the open document, its view, the busy line."""

    model: ApplicationModel
    document: ArenaDocument | None
    view: FigureView
    window_actions: Actions  # (its *View → Layout* items name the engines)

    def shown_players(self) -> tuple[int, ...]: ...
    def rebuild_figure(self, *, fit: bool) -> None: ...
    def show_busy(self, busy: bool, text: str = "") -> None: ...
    def show_error(self, title: str, error: BaseException) -> None: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's naming)

#: Graphviz layouts of graphs larger than this run in a separate process, which
#: Cancel stops at once (a thread would run on to the end).
PROCESS_LAYOUT_LIMIT = 400
#: dot and circo can take minutes from a few hundred vertices: past this size
#: they run in a separate process too.
SLOW_ENGINE_LIMIT = DOT_LIMIT


def runs_in_process(engine: str, vertices: int) -> bool:
    """Whether a layout of ``vertices`` vertices with ``engine`` runs in a separate process."""
    limit = SLOW_ENGINE_LIMIT if engine in ("dot", "circo") else PROCESS_LAYOUT_LIMIT
    return engine in GRAPHVIZ and vertices > limit


class LayoutRuns(QObject):
    """The window's layouts: started on opening, on *View → Layout* and on *Board Pictures*."""

    def __init__(self, window: LayoutWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        self.latest = LatestJob()
        #: what the status bar says of the last layout ("laid out in 120 ms: Layers (dot), …"),
        #: written when shown (in the language of the moment)
        self.info: Callable[[], str] = str
        #: which engines can lay out the open arena, found once per solution (once per edit): the course's
        #: picture looks at every vertex's board, and the menus ask at every selection
        self._offered: tuple[object, dict[str, bool]] = (None, {})

    @property
    def job(self) -> Job | None:
        """The layout under way, if any."""
        return self.latest.job

    def offers(self, engine: str) -> bool:
        """Whether ``engine`` can lay the open arena out (True without one)."""
        document = self.window.document
        if document is None:
            return True
        solution, known = self._offered
        if solution is not document.solution:
            known = {}
            self._offered = (document.solution, known)
        if engine not in known:
            known[engine] = layout_applies(engine, document.arena)
        return known[engine]

    def set_engine(self, engine: str) -> None:
        """*View → Layout*: this document's layout (the next document opens with the default preference)."""
        self.window.model.choose_layout(engine)
        self.start()

    def show_boards(self, on: bool) -> None:
        document = self.window.document
        if document is not None and document.boards != on:
            document.boards = on
            self.start()

    def start(self) -> None:
        """Lay the open arena out again (editing waits until it is done, so the worker may read the arena)."""
        window = self.window
        document = window.document
        if document is None:
            return
        arena = document.arena
        engine = window.model.layout()
        automatic = engine == "auto" or not self.offers(engine)  # (a default of the course's picture)
        if automatic:
            engine, _ = choose_layout(arena)
        boards, sizes = document.boards, document.figure_sizes
        rank = document.solution.attractors[window.shown_players()[0]].rank
        viewport = window.view.viewport().size()
        aspect = viewport.width() / max(viewport.height(), 1)
        job: Job
        if runs_in_process(engine, len(arena)):
            job = LayoutProcessJob(arena, boards, engine, aspect, sizes)
        else:
            solution = document.solution
            job = Job(lambda report: compute_layout(arena, engine, node_sizes(arena, boards=boards, sizes=sizes), rank,
                                                    aspect, solution=solution))
        started = time.perf_counter()

        def finished(layout: Layout) -> None:
            window.show_busy(False)
            if document is not window.document:
                return
            document.layout = layout
            milliseconds = (time.perf_counter() - started) * 1000

            def info() -> str:
                name = window.window_actions.layouts[engine].text()
                if automatic and engine != "course":  # (the course's name says why)
                    name = f"{name}, {self._reason(engine, len(arena))}"
                return self.tr("laid out in {0:,.0f} ms: {1}").format(milliseconds, name)

            self.info = info
            window.rebuild_figure(fit=True)

        def failed(error: BaseException) -> None:
            window.show_busy(False)
            DOCUMENTS.resume()
            window.show_error(self.tr("The layout failed"), error)

        window.show_busy(True, self.tr("Laying out with {0}…").format(window.window_actions.layouts[engine].text()))
        self.latest.start(job, finished, failed=failed)

    def cancel(self) -> None:
        """Stop the layout under way, if any, and say so."""
        if self.latest.busy:
            self.latest.cancel()
            self.window.show_busy(False)
            DOCUMENTS.resume()
            self.window.statusBar().showMessage(self.tr("Layout cancelled."), 5000)

    def _reason(self, engine: str, count: int) -> str:
        if engine == "dot":
            return self.tr("chosen for a small arena")
        if engine == "layered":
            return self.tr("chosen for {0:,} vertices without cycles").format(count)
        if engine == "attractors":
            return self.tr("chosen for {0:,} vertices with cycles: sfdp would take seconds").format(count)
        return self.tr("chosen for {0:,} vertices with cycles").format(count)
