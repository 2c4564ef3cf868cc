"""Opening what the user names: a file, a game, a recent item; off the GUI thread, with Cancel.

A game opens as a session on the board, with its arena when it has at most
the vertex limit (*Edit → Preferences*); an arena file opens as an arena with
no board. On failure, what was open stays open.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QProgressDialog

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError, cut_echo
from gameviz.core.game import explore_around
from gameviz.core.numerals import Count
from gameviz.core.session import GameSession
from gameviz.core.solution import Solution
from gameviz.games import looks_like_spec
from gameviz.io import arena_suffixes
from gameviz.layout import LayoutChoices
from gameviz.model import ApplicationModel, ArenaDocument, Facts
from gameviz.model.search_source import exercise_source
from gameviz.source import Opened, open_game_or_arena
from gameviz.ui.file_reading import Prepared, TreeFile, prepared
from gameviz.ui.i18n import tr_attractor, tr_tree
from gameviz.ui.memory import DOCUMENTS
from gameviz.ui.workers import FileReadingJob, Job, Jobs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gameviz.ui.editing import Editing
    from gameviz.ui.settings import Settings


class Opening(QObject):
    """*New from Game*, *Open*, *Open Recent* and *Random Arena*, and the exploration they start: each
    opens a document of the model (:meth:`ApplicationModel.open`), the one way one opens."""

    #: the recent files changed (the *Open Recent* menu lists them again)
    recentChanged = Signal()  # noqa: N815 (Qt's naming)

    def __init__(self, model: ApplicationModel, jobs: Jobs, settings: Settings, editing: Editing,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.jobs = jobs
        self.settings = settings
        self.editing = editing
        self.parent_widget = parent
        self._progress: QProgressDialog | None = None

    @property
    def job(self) -> Job | None:
        """The exploration under way, if any."""
        return self.jobs.opening.job

    def open(self, source: str, *, remember: bool = True) -> None:
        """Open an arena file or a game, keeping what is open on failure (unsaved changes are asked about)."""
        if not self.editing.maybe_discard():
            return
        started = time.perf_counter()
        limit = self.settings.vertex_limit()
        # a file is read in a child process (a FIFO, a slow arena in Python: Cancel ends it); a game
        # explores here, asking ``report`` whether to go on
        job = Job(lambda report: prepared(open_game_or_arena(source, limit, report))) if looks_like_spec(source) \
            else FileReadingJob(source, limit)
        if self._progress is not None:  # the exploration it follows is replaced
            self._progress.reset()
        dialog = self._progress = QProgressDialog(self.tr("Opening {0}…").format(cut_echo(source)), self.tr("Cancel"), 0, 0,
                                                  self.parent_widget)
        dialog.setWindowTitle(self.tr("Opening"))
        dialog.setMinimumDuration(400)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)

        def finished(result: Prepared | TreeFile) -> None:
            dialog.reset()
            if remember:
                self.remember(source)
            if isinstance(result, TreeFile):
                self._show_tree(result, source)
            else:
                self._show(*result, source, time.perf_counter() - started)

        def failed(error: BaseException) -> None:
            dialog.reset()
            DOCUMENTS.resume()
            self.model.error(self.tr("Cannot open {0}").format(cut_echo(source)), error)

        def cancelled() -> None:
            dialog.reset()
            DOCUMENTS.resume()
            self.model.say(self.tr("Opening cancelled."))

        def cancel() -> None:
            if self.jobs.opening.job is job:
                self.jobs.opening.cancel()
                cancelled()

        dialog.canceled.connect(cancel)
        DOCUMENTS.pause()  # reading and solving a large arena makes many objects at once
        self.jobs.opening.start(job, finished, failed=failed, cancelled=cancelled,
                                progress=lambda n: dialog.setLabelText(self.tr("Exploring: {0:,} positions…").format(Count(n))))

    def remember(self, source: str) -> None:
        """Put ``source`` first among the recent files."""
        self.settings.add_recent(source)
        self.recentChanged.emit()

    def _show(self, opened: Opened, solution: Solution | None, layouts: LayoutChoices | None, source: str,
              seconds: float) -> None:
        arena = opened.arena
        if arena is None:
            self._show_refused(opened, source)
            return
        path = None if looks_like_spec(source) else Path(source)
        document = ArenaDocument(arena, path=path, title=(arena.game or source) if path is None else path.name,
                                 solution=solution, layouts=layouts)
        facts = Facts(vertices=len(arena), moves=arena.edge_count(), unexplored=len(arena.frontier),
                      milliseconds=seconds * 1000)
        for warning in arena.warnings():
            self.model.say(warning.translated(tr_attractor), 8000)
        game = opened.game
        self.model.open("arena" if game is None else "game", document.title, source, arena=document, facts=facts,
                        session=GameSession(game) if game is not None else None)
        if game is None and self.model.current == "board":
            self.model.current = "arena"

    def _show_refused(self, opened: Opened, source: str) -> None:
        """A game whose arena is not drawn: its board, and on the Arena tab why not."""
        assert opened.game is not None and opened.refusal is not None
        self.model.open("game", opened.game.spec, source, session=GameSession(opened.game), refusal=opened.refusal,
                        never=opened.never)
        self.model.current = "board"

    def _show_tree(self, tree: TreeFile, source: str) -> None:
        """An exercise tree file: a document of its own, on the Search Tree tab (no arena, no board)."""
        DOCUMENTS.resume()
        title = Path(source).name
        try:
            search = exercise_source(tree.text, title=title, tr=tr_tree)
        except InputError as error:
            self.model.error(self.tr("Cannot open {0}").format(cut_echo(source)), error)
            return
        self.model.open("tree", title, source, search=search)
        self.model.current = "tree"

    def open_around(self, depth: int) -> None:
        """The arena of the positions within ``depth`` moves of the board's position, its frontier apart."""
        session = self.model.document.board.session
        if session is None or not self.editing.maybe_discard():
            return
        game, state, limit = session.game, session.position, self.settings.vertex_limit()
        where = session.notation() or self.tr("the start")
        title = self.tr("{0} around {1}, depth {2}").format(game.spec, where, depth)
        started = time.perf_counter()

        def finished(arena: Arena) -> None:
            facts = Facts(vertices=len(arena), moves=arena.edge_count(), unexplored=len(arena.frontier),
                          milliseconds=(time.perf_counter() - started) * 1000)
            self.model.open("around", title, arena=ArenaDocument(arena, title=title), facts=facts)
            self.model.current = "arena"

        def failed(error: BaseException) -> None:
            self.model.error(self.tr("Cannot explore around the position"), error)

        self.jobs.opening.start(Job(lambda report: explore_around(game, state, depth, limit=limit, progress=report)),
                                finished, failed=failed)

    def new_from_game(self) -> None:
        from gameviz.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings.vertex_limit(), self.parent_widget)
        if dialog.exec():
            self.open(dialog.spec())

    def random_arena(self) -> None:
        from gameviz.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings.vertex_limit(), self.parent_widget, game="random")
        if dialog.exec():
            self.open(dialog.spec())

    def open_file(self) -> None:
        document = self.model.document.arena.document
        patterns = " ".join(f"*{s}" for s in arena_suffixes())
        start = str(document.path.parent) if document and document.path else ""
        path, _ = QFileDialog.getOpenFileName(
            self.parent_widget, self.tr("Open an Arena or an Exercise Tree"), start,
            self.tr("Arenas and exercise trees ({0} *.txt);;All files (*)").format(patterns))
        if path:
            self.open(path)

    def clear_recent(self) -> None:
        self.settings.clear_recent()
        self.recentChanged.emit()
