"""Opening what the user names: a file, a game, a recent item; off the GUI thread, with Cancel.

A game opens as a session on the board, with its arena when it has at most
the vertex limit (*Edit → Preferences*); an arena file opens as an arena with
no board. On failure, what was open stays open.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QProgressDialog

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError, cut_echo
from gameviz.core.game import explore_around
from gameviz.core.session import GameSession
from gameviz.core.solution import Solution, solve
from gameviz.games import info_of, looks_like_spec
from gameviz.io import arena_suffixes
from gameviz.model import Facts
from gameviz.model.document import ArenaDocument
from gameviz.source import Opened, open_game_or_arena
from gameviz.ui.file_reading import TreeFile
from gameviz.ui.i18n import tr_games
from gameviz.ui.memory import DOCUMENTS
from gameviz.ui.workers import FileReadingJob, Job, LatestJob

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QTabWidget, QWidget

    from gameviz.model import DocumentKind
    from gameviz.ui.actions import Actions
    from gameviz.ui.arena_note import ArenaNote
    from gameviz.ui.board_tab import BoardTab
    from gameviz.ui.editing import Editing
    from gameviz.ui.menus import WindowMenus
    from gameviz.ui.settings import Settings
    from gameviz.ui.tree_tab import TreeTab


class OpeningWindow(Protocol):
    """What opening needs of the window: where a document, a game or a tree goes, and what is open now."""

    document: ArenaDocument | None
    session: GameSession | None
    settings: Settings
    tabs: QTabWidget
    arena_page: QWidget
    arena_note: ArenaNote
    board_tab: BoardTab
    tree_tab: TreeTab
    editing: Editing
    menus: WindowMenus
    window_actions: Actions

    def set_document(self, document: ArenaDocument, *, kind: DocumentKind = "arena", facts: Facts | None = None,
                     source: str = "") -> None: ...
    def close_document(self, message: Callable[[], str], *, around: bool = False, kind: DocumentKind = "game",
                       title: str = "") -> None: ...
    def set_session(self, session: GameSession | None) -> None: ...
    def show_error(self, title: str, error: BaseException) -> None: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's naming)
    def window(self) -> QWidget: ...  # the top-level widget: the parent of dialogs


def _solved(opened: Opened) -> tuple[Opened, Solution | None]:
    """What was opened, with its arena solved (in the worker: a large arena takes a moment)."""
    return opened, solve(opened.arena) if opened.arena is not None else None


class Opening(QObject):
    """*New from Game*, *Open*, *Open Recent* and *Random Arena*, and the exploration they start."""

    def __init__(self, window: OpeningWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        self.latest = LatestJob()
        self._progress: QProgressDialog | None = None

    @property
    def job(self) -> Job | None:
        """The exploration under way, if any."""
        return self.latest.job

    def open(self, source: str, *, remember: bool = True) -> None:
        """Open an arena file or a game, keeping what is open on failure (unsaved changes are asked about)."""
        window = self.window
        if not window.editing.maybe_discard():
            return
        started = time.perf_counter()
        limit = window.settings.vertex_limit()
        # a file is read in a child process (a FIFO, a slow arena in Python: Cancel ends it); a game
        # explores here, asking ``report`` whether to go on
        job = Job(lambda report: _solved(open_game_or_arena(source, limit, report))) if looks_like_spec(source) \
            else FileReadingJob(source, limit)
        if self._progress is not None:  # the exploration it follows is replaced
            self._progress.reset()
        dialog = self._progress = QProgressDialog(self.tr("Opening {0}…").format(cut_echo(source)), self.tr("Cancel"), 0, 0,
                                                  window.window())
        dialog.setWindowTitle(self.tr("Opening"))
        dialog.setMinimumDuration(400)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)

        def finished(result: tuple[Opened, Solution | None] | TreeFile) -> None:
            dialog.reset()
            if remember:
                window.settings.add_recent(source)
                self.fill_recent_menu()
            if isinstance(result, TreeFile):
                self._show_tree(result, source)
            else:
                self._show(*result, source, time.perf_counter() - started)

        def failed(error: BaseException) -> None:
            dialog.reset()
            DOCUMENTS.resume()
            window.show_error(self.tr("Cannot open {0}").format(cut_echo(source)), error)

        def cancelled() -> None:
            dialog.reset()
            DOCUMENTS.resume()
            window.statusBar().showMessage(self.tr("Opening cancelled."), 5000)

        def cancel() -> None:
            if self.latest.job is job:
                self.latest.cancel()
                cancelled()

        dialog.canceled.connect(cancel)
        DOCUMENTS.pause()  # reading and solving a large arena makes many objects at once
        self.latest.start(job, finished, failed=failed, cancelled=cancelled,
                          progress=lambda n: dialog.setLabelText(self.tr("Exploring: {0:,} positions…").format(n)))

    def _show(self, opened: Opened, solution: Solution | None, source: str, seconds: float) -> None:
        window = self.window
        arena = opened.arena
        if arena is None:
            self._show_refused(opened)
            return
        path = None if looks_like_spec(source) else Path(source)
        document = ArenaDocument(arena, path=path, title=(arena.game or source) if path is None else path.name,
                                 solution=solution)
        facts = Facts(vertices=len(arena), moves=arena.edge_count(), unexplored=len(arena.frontier),
                      milliseconds=seconds * 1000)
        for warning in arena.warnings():
            window.statusBar().showMessage(warning, 8000)
        window.set_document(document, kind="arena" if opened.game is None else "game", facts=facts, source=source)
        window.set_session(GameSession(opened.game) if opened.game is not None else None)
        if opened.game is None and window.tabs.currentWidget() is window.board_tab:
            window.tabs.setCurrentWidget(window.arena_page)

    def _show_refused(self, opened: Opened) -> None:
        """A game whose arena is not drawn: its board, and on the Arena tab why not."""
        window = self.window
        assert opened.game is not None and opened.refusal is not None
        window.close_document(lambda: self.refusal_note(opened), around=True, title=opened.game.spec)
        window.arena_note.limit_depth(info_of(opened.game).around_depth)
        window.set_session(GameSession(opened.game))
        window.tabs.setCurrentWidget(window.board_tab)

    def refusal_note(self, opened: Opened) -> str:
        """Why the arena of a game is not drawn, and what to do instead with the window's controls."""
        assert opened.game is not None and opened.refusal is not None
        if not opened.never:
            return self.tr("The arena of {0} is not drawn: {1}.\n\nPlay and search it on the Board and Search "
                           "Tree tabs, raise the vertex limit in Edit → Preferences, or explore the arena around "
                           "the board's position.").format(opened.game.spec, tr_games(opened.refusal))
        note = self.tr("The arena of {0} is not drawn: {1}.\n\nPlay it on the Board tab, search its positions on "
                       "the Search Tree tab, or explore the arena around the board's position.").format(
            opened.game.spec, tr_games(opened.refusal))
        if info_of(opened.game).move_scores is not None:
            note += " " + self.tr("Score the Moves, on the Board tab, solves every move of a position exactly.")
        return note

    def _show_tree(self, tree: TreeFile, source: str) -> None:
        """An exercise tree file: a document of its own, on the Search Tree tab (no arena, no board)."""
        window = self.window
        DOCUMENTS.resume()
        title = Path(source).name
        try:
            window.tree_tab.set_exercise(tree.text, title=title)
        except InputError as error:
            window.show_error(self.tr("Cannot open {0}").format(cut_echo(source)), error)
            return
        window.close_document(lambda: self.tr("{0} is an exercise tree: it is searched on the Search Tree tab.").format(
            title), kind="tree", title=title)
        window.set_session(None)
        window.tabs.setCurrentWidget(window.tree_tab)

    def open_around(self, depth: int) -> None:
        """The arena of the positions within ``depth`` moves of the board's position, its frontier apart."""
        window = self.window
        session = window.session
        if session is None or not window.editing.maybe_discard():
            return
        game, state, limit = session.game, session.position, window.settings.vertex_limit()
        where = session.notation() or self.tr("the start")
        title = self.tr("{0} around {1}, depth {2}").format(game.spec, where, depth)
        started = time.perf_counter()

        def finished(arena: Arena) -> None:
            facts = Facts(vertices=len(arena), moves=arena.edge_count(), unexplored=len(arena.frontier),
                          milliseconds=(time.perf_counter() - started) * 1000)
            window.set_document(ArenaDocument(arena, title=title), kind="around", facts=facts)
            window.tabs.setCurrentWidget(window.arena_page)

        def failed(error: BaseException) -> None:
            window.show_error(self.tr("Cannot explore around the position"), error)

        self.latest.start(Job(lambda report: explore_around(game, state, depth, limit=limit, progress=report)),
                          finished, failed=failed)

    def new_from_game(self) -> None:
        from gameviz.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.window.settings.vertex_limit(), self.window.window())
        if dialog.exec():
            self.open(dialog.spec())

    def random_arena(self) -> None:
        from gameviz.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.window.settings.vertex_limit(), self.window.window(), game="random")
        if dialog.exec():
            self.open(dialog.spec())

    def open_file(self) -> None:
        document = self.window.document
        patterns = " ".join(f"*{s}" for s in arena_suffixes())
        start = str(document.path.parent) if document and document.path else ""
        path, _ = QFileDialog.getOpenFileName(
            self.window.window(), self.tr("Open an Arena or an Exercise Tree"), start,
            self.tr("Arenas and exercise trees ({0} *.txt);;All files (*)").format(patterns))
        if path:
            self.open(path)

    def fill_recent_menu(self) -> None:
        window = self.window
        menu = window.menus.recent_menu
        menu.clear()
        for source in window.settings.recent():
            action = menu.addAction(source)
            action.triggered.connect(lambda checked=False, s=source: self.open(s))
        if menu.isEmpty():
            empty = menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
        menu.addSeparator()
        menu.addAction(window.window_actions.clear_recent)

    def clear_recent(self) -> None:
        self.window.settings.clear_recent()
        self.fill_recent_menu()
