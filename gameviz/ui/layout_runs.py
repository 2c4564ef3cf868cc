"""Laying the open arena out, off the GUI thread: which engine, where it runs, and its outcome.

One layout runs at a time for the window; a new one replaces the one under
way. Large Graphviz layouts run in a child process, which Cancel ends at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from gameviz.figure.arena_figure import node_sizes
from gameviz.figure.geometry import Layout
from gameviz.layout import DOT_LIMIT, GRAPHVIZ, compute_layout
from gameviz.model import ApplicationModel, ArenaDocument, Document
from gameviz.model.events import Subscriptions
from gameviz.ui.memory import DOCUMENTS
from gameviz.ui.workers import Job, Jobs, LayoutProcessJob

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
    """The window's layouts: started when a document with an arena opens, on *View → Layout*, on *Board
    Pictures* and in presentation mode (larger shapes); the layout found goes to the document, and the model's
    arena view says it was laid out (its picture is drawn then)."""

    def __init__(self, model: ApplicationModel, jobs: Jobs, aspect: Callable[[], float], names: Callable[[str], str],
                 parent: QWidget) -> None:
        """``aspect()``: the width / height of the arena's picture; ``names(engine)``: an engine's name."""
        super().__init__(parent)
        self.model = model
        self.jobs = jobs
        self.aspect = aspect
        self.names = names
        self.parent_widget = parent
        self._bound = Subscriptions()
        model.events.document.connect(self._opened)
        model.preferences.events.default_layout.connect(lambda _: self._default_changed())
        model.preferences.events.presentation.connect(lambda _: self.start())

    @property
    def job(self) -> Job | None:
        """The layout under way, if any."""
        return self.jobs.layout.job

    @property
    def document(self) -> ArenaDocument | None:
        """The open document's arena, if it has one."""
        return self.model.document.arena.document

    def _opened(self, document: Document) -> None:
        """A document was opened: lay its arena out (the previous layout, if any, no longer matters)."""
        self._bound.clear()
        self._bound.connect(document.arena.events.layout, lambda _: self.start())
        if document.arena.document is None:
            self.cancel(quietly=True)
            return
        self.start()  # (instead of the layout under way, if any)

    def _default_changed(self) -> None:
        """Another default layout: the arena is laid out again if its document follows the default."""
        if self.model.document.arena.layout is None:
            self.start()

    def offers(self, engine: str) -> bool:
        """Whether ``engine`` can lay the open arena out (True without one): the document's
        :attr:`~gameviz.model.ArenaDocument.layouts`, found once per edit (the course's picture looks at
        every vertex's board, and the menus ask at every selection), by the worker that solved it on
        opening."""
        document = self.document
        return document is None or document.layouts.applies(engine)

    def set_engine(self, engine: str) -> None:
        """*View → Layout*: this document's layout (the next document opens with the default preference)."""
        self.model.choose_layout(engine)

    def show_boards(self, on: bool) -> None:
        document = self.document
        if document is not None and document.boards != on:
            document.boards = on
            self.start()

    def start(self) -> None:
        """Lay the open arena out again (editing waits until it is done, so the worker may read the arena)."""
        document = self.document
        if document is None:
            return
        arena = document.arena
        engine = self.model.layout()
        automatic = engine == "auto" or not self.offers(engine)  # (a default of the course's picture)
        if automatic:
            engine, _ = document.layouts.automatic
        document.figure_sizes = self.model.preferences.sizes()
        boards, sizes = document.boards, document.figure_sizes
        view = self.model.document.arena
        rank = document.solution.attractors[view.shown[0]].rank
        aspect = self.aspect()
        job: Job
        if runs_in_process(engine, len(arena)):
            job = LayoutProcessJob(arena, boards, engine, aspect, sizes)
        else:
            solution = document.solution
            job = Job(lambda report: compute_layout(arena, engine, node_sizes(arena, boards=boards, sizes=sizes), rank,
                                                    aspect, solution=solution))
        started = time.perf_counter()

        def finished(layout: Layout) -> None:
            self.model.busy = ""
            if document is not self.document:
                return
            document.layout = layout
            view.laid_out = (engine, automatic, (time.perf_counter() - started) * 1000)

        def failed(error: BaseException) -> None:
            self.model.busy = ""
            DOCUMENTS.resume()
            self.model.error(self.tr("The layout failed"), error)

        self.model.busy = self.tr("Laying out with {0}…").format(self.names(engine))
        self.jobs.layout.start(job, finished, failed=failed)

    def cancel(self, *, quietly: bool = False) -> None:
        """Stop the layout under way, if any, and say so (unless ``quietly``: another document replaced it)."""
        if self.jobs.layout.busy:
            self.jobs.layout.cancel()
            self.model.busy = ""
            DOCUMENTS.resume()
            if not quietly:
                self.model.say(self.tr("Layout cancelled."))
