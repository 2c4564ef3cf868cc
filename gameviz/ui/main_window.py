"""The main window: the arena, the attractor stepper, the side panels and the menus."""

from __future__ import annotations

import gc
import time
from collections.abc import Hashable
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QProgressDialog,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QToolBar,
)

from gameviz.core.errors import InputError
from gameviz.core.session import GameSession
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, node_sizes, shows_boards
from gameviz.figure.notation import NOTATIONS, subscript
from gameviz.figure.style import PALETTES
from gameviz.games import DEFAULT_SPEC, looks_like_spec
from gameviz.io import arena_suffixes
from gameviz.layout import DOT_LIMIT, GRAPHVIZ, choose_layout, compute_layout
from gameviz.report.attractor import frame_caption, start_caption
from gameviz.source import Opened, open_game_or_arena
from gameviz.ui import commands
from gameviz.ui.actions import Actions
from gameviz.ui.board_tab import BoardTab
from gameviz.ui.document import ArenaDocument
from gameviz.ui.exercise import ExercisePanel
from gameviz.ui.figure_view import FigureView
from gameviz.ui.i18n import install as install_language
from gameviz.ui.i18n import tr_attractor
from gameviz.ui.panels import Inspector, StepPanel
from gameviz.ui.settings import Settings
from gameviz.ui.stepper import Stepper
from gameviz.ui.tree_exercise import TreeExercisePanel
from gameviz.ui.tree_tab import TreePictures, TreeTab
from gameviz.ui.workers import Job, LayoutProcessJob, cancel_all

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



class MainWindow(QMainWindow):
    """One arena at a time, stepped through its attractors."""

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.document: ArenaDocument | None = None
        self.figure: ArenaFigure | None = None
        self.timeline: AttractorTimeline | None = None
        self.figure_palette = PALETTES.get(self.settings.theme(), PALETTES["light"])
        self.notation = NOTATIONS.get(self.settings.notation(), NOTATIONS["j1j2"])
        self.load_job: Job | None = None
        self.arena_index = 0
        self.layout_job: Job | None = None
        self.layout_info = ""
        self.solve_info = ""
        self.selected: Hashable | None = None

        self.session: GameSession | None = None
        self.view = FigureView(self)
        self.arena_message = QLabel(self)
        self.arena_message.setWordWrap(True)
        self.arena_message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.arena_message.setStyleSheet("font-size: 14pt; padding: 40px;")
        self.arena_page = QStackedWidget(self)
        self.arena_page.addWidget(self.view)
        self.arena_page.addWidget(self.arena_message)
        self.board_tab = BoardTab(self)
        self.board_tab.set_notation(self.notation)
        self.board_tab.set_board_palette(self.figure_palette)
        self.tree_tab = TreeTab(self.figure_palette, self)
        self.tree_tab.vertex_limit = self.settings.vertex_limit()
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.arena_page, "")
        self.tabs.addTab(self.board_tab, "")
        self.tabs.addTab(self.tree_tab, "")
        self.setCentralWidget(self.tabs)
        self.stepper = Stepper(self)
        self.stepper.set_interval(self.settings.speed())
        self.players = QComboBox(self)
        for data in ((1,), (2,), (1, 2)):
            self.players.addItem("", data)
        self.step_panel = StepPanel(self)
        self.inspector = Inspector(self)
        self.exercise = ExercisePanel(self)
        self.tree_exercise = TreeExercisePanel(self)
        self.exercises = QStackedWidget(self)
        self.exercises.addWidget(self.exercise)
        self.exercises.addWidget(self.tree_exercise)
        self.step_dock = self._dock("step", self.step_panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.inspector_dock = self._dock("inspector", self.inspector, Qt.DockWidgetArea.RightDockWidgetArea)
        self.exercise_dock = self._dock("exercise", self.exercises, Qt.DockWidgetArea.RightDockWidgetArea)
        self.splitDockWidget(self.step_dock, self.inspector_dock, Qt.Orientation.Vertical)
        self.tabifyDockWidget(self.step_dock, self.exercise_dock)
        self.step_dock.raise_()

        self.window_actions = Actions(self)
        self._build_menus()
        self._build_toolbars()
        self._build_status_bar()
        self._connect()
        self._check_settings_actions()
        self.retranslate()
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1360, 860)
        state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)
        self._update_actions()

    # ================================================================ building
    def _dock(self, name: str, widget, area) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(area, dock)
        dock.setMinimumWidth(260)
        return dock

    def _build_menus(self) -> None:
        a = self.window_actions
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addActions([a.new_game, a.open])
        self.recent_menu = self.file_menu.addMenu("")
        self.file_menu.addSeparator()
        self.file_menu.addActions([a.save, a.save_as, a.export])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a.quit)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([a.undo, a.redo])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([a.edit_mode, a.add_vertex_1, a.add_vertex_2, a.delete, a.switch_player])
        self.target_menu = self.edit_menu.addMenu("")
        self.target_menu.addActions([a.target_1, a.target_2, a.target_none])
        self.edit_menu.addActions([a.rename, a.set_start])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(a.random_arena)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(a.preferences)
        self.view_menu = bar.addMenu("")
        self.layout_menu = self.view_menu.addMenu("")
        self.layout_menu.addActions(list(a.layouts.values()))
        self.layout_menu.addSeparator()
        self.layout_menu.addAction(a.relayout)
        self.view_menu.addActions([a.zoom_in, a.zoom_out, a.fit])
        self.view_menu.addAction(a.boards)
        self.view_menu.addSeparator()
        self.notation_menu = self.view_menu.addMenu("")
        self.notation_menu.addActions(list(a.notations.values()))
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(list(a.languages.values()))
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.addActions(list(a.themes.values()))
        self.view_menu.addSeparator()
        self.panels_menu = self.view_menu.addMenu("")
        for dock in (self.step_dock, self.inspector_dock, self.exercise_dock):
            self.panels_menu.addAction(dock.toggleViewAction())
        self.steps_menu = bar.addMenu("")
        self.steps_menu.addActions([a.first_step, a.previous_step, a.play, a.next_step, a.last_step])
        self.steps_menu.addSeparator()
        self.steps_menu.addAction(a.exercise_mode)
        self.search_menu = bar.addMenu("")
        self.search_menu.addActions([a.enter_tree, a.random_tree, a.random_tree_options, a.tree_of_vertex])
        self.search_menu.addSeparator()
        self.search_menu.addActions([a.compare, a.play_computer])
        self.help_menu = bar.addMenu("")  # after Search
        self.help_menu.addActions([a.guide, a.shortcuts])
        self.help_menu.addSeparator()
        self.help_menu.addAction(a.about)

    def _build_toolbars(self) -> None:
        a = self.window_actions
        self.main_toolbar = QToolBar(self)
        self.main_toolbar.setObjectName("main")
        self.main_toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.main_toolbar.addActions([a.new_game, a.open, a.save])
        self.main_toolbar.addSeparator()
        self.main_toolbar.addActions([a.undo, a.redo])
        self.main_toolbar.addSeparator()
        self.main_toolbar.addActions([a.edit_mode, a.exercise_mode])
        self.main_toolbar.addSeparator()
        self.main_toolbar.addActions([a.zoom_in, a.zoom_out, a.fit])
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.main_toolbar)
        self.step_toolbar = QToolBar(self)
        self.step_toolbar.setObjectName("steps")
        self.player_label = QLabel(self)
        self.step_toolbar.addWidget(self.player_label)
        self.step_toolbar.addWidget(self.players)
        self.step_toolbar.addSeparator()
        self.step_toolbar.addWidget(self.stepper)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.step_toolbar)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.status = QLabel(self)
        bar.addWidget(self.status, 1)
        self.busy = QProgressBar(self)
        self.busy.setMaximumWidth(160)
        self.busy.setRange(0, 0)
        self.busy.hide()
        bar.addPermanentWidget(self.busy)
        self.cancel_button = QPushButton(self)
        self.cancel_button.hide()
        self.cancel_button.clicked.connect(self.cancel_work)
        bar.addPermanentWidget(self.cancel_button)

    def _connect(self) -> None:
        a = self.window_actions
        a.new_game.triggered.connect(self.new_from_game)
        a.open.triggered.connect(self.open_file)
        a.save.triggered.connect(self.save)
        a.save_as.triggered.connect(self.save_as)
        a.export.triggered.connect(self.export_picture)
        a.clear_recent.triggered.connect(self._clear_recent)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(lambda: self.document.undo.undo() if self.document else None)
        a.redo.triggered.connect(lambda: self.document.undo.redo() if self.document else None)
        a.edit_mode.toggled.connect(self._edit_mode)
        a.add_vertex_1.triggered.connect(lambda: self.add_vertex(1))
        a.add_vertex_2.triggered.connect(lambda: self.add_vertex(2))
        a.delete.triggered.connect(self.delete_selected)
        a.switch_player.triggered.connect(self.switch_player)
        a.target_1.triggered.connect(lambda: self.set_target(1))
        a.target_2.triggered.connect(lambda: self.set_target(2))
        a.target_none.triggered.connect(lambda: self.set_target(None))
        a.rename.triggered.connect(self.rename_selected)
        a.set_start.triggered.connect(self.set_start)
        a.random_arena.triggered.connect(self.random_arena)
        a.preferences.triggered.connect(self.edit_preferences)
        a.zoom_in.triggered.connect(lambda: self.current_view().zoom_in())
        a.zoom_out.triggered.connect(lambda: self.current_view().zoom_out())
        a.fit.triggered.connect(lambda: self.current_view().fit())
        a.enter_tree.triggered.connect(lambda: self._tree_action(self.tree_tab.enter_tree))
        a.random_tree.triggered.connect(lambda: self._tree_action(self.tree_tab.new_random_exercise))
        a.random_tree_options.triggered.connect(lambda: self._tree_action(self.tree_tab.choose_random_exercise))
        a.tree_of_vertex.triggered.connect(self.tree_of_selected_vertex)
        a.compare.triggered.connect(lambda: self._tree_action(self.tree_tab.compare))
        a.play_computer.triggered.connect(self.play_against_computer)
        self.board_tab.whyStrategy.connect(self._why_strategy)
        self.board_tab.whySearch.connect(self._why_search)
        self.board_tab.searchRequested.connect(self._search_position)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.tree_tab.stepsChanged.connect(self._tree_steps_changed)
        self.tree_tab.positionSelected.connect(self._tree_position_selected)
        self.tree_tab.busyChanged.connect(lambda busy: self._show_busy(busy, self.tr("Searching…")))
        a.relayout.triggered.connect(self.start_layout)
        a.boards.toggled.connect(self._show_boards)
        for key, action in a.layouts.items():
            action.triggered.connect(lambda checked, k=key: self._set_layout(k))
        for key, action in a.notations.items():
            action.triggered.connect(lambda checked, k=key: self.set_notation(k))
        for key, action in a.languages.items():
            action.triggered.connect(lambda checked, k=key: self.set_language(k))
        for key, action in a.themes.items():
            action.triggered.connect(lambda checked, k=key: self.set_theme(k))
        a.first_step.triggered.connect(self.stepper.first)
        a.previous_step.triggered.connect(self.stepper.previous)
        a.play.triggered.connect(self.stepper.toggle_play)
        a.next_step.triggered.connect(self.stepper.next)
        a.last_step.triggered.connect(self.stepper.last)
        a.exercise_mode.toggled.connect(self._exercise_mode)
        a.guide.triggered.connect(self.show_guide)
        a.shortcuts.triggered.connect(self.show_shortcuts)
        a.about.triggered.connect(self.show_about)
        self.stepper.indexChanged.connect(self.show_frame)
        self.stepper.speedChanged.connect(self.settings.set_speed)
        self.players.currentIndexChanged.connect(lambda _: self.rebuild_timeline())
        self.view.nodeClicked.connect(self._node_clicked)
        self.view.populated.connect(self._figure_drawn)
        self.view.nodeDoubleClicked.connect(
            lambda v: self.rename_selected() if self.window_actions.edit_mode.isChecked() else None)
        self.view.backgroundClicked.connect(lambda _: self.select(None))
        self.view.edgeRequested.connect(self.add_edge)
        self.view.contextRequested.connect(self._context_menu)
        self.inspector.vertexClicked.connect(self._select_id)
        self.step_panel.vertexClicked.connect(self._select_id)
        self.exercise.checkRequested.connect(self._exercise_check)
        self.exercise.clearRequested.connect(self._exercise_clear)
        self.exercise.revealRequested.connect(self._exercise_reveal)
        self.tree_exercise.changed.connect(self.tree_tab.show_exercise)
        self.tree_exercise.newExercise.connect(self.tree_tab.new_random_exercise)
        self.tree_exercise.showAnswer.connect(self._tree_show_answer)

    def _check_settings_actions(self) -> None:
        a = self.window_actions
        a.layouts.get(self.settings.layout(), a.layouts["auto"]).setChecked(True)
        a.notations[self.notation.key].setChecked(True)
        a.languages.get(self.settings.language(), a.languages["system"]).setChecked(True)
        a.themes[self.figure_palette.name].setChecked(True)

    # ============================================================ translation
    def retranslate(self) -> None:
        self.window_actions.retranslate()
        n = self.notation
        self.window_actions.add_vertex_1.setText(self.tr("Add a Vertex of {0}").format(n.first))
        self.window_actions.add_vertex_2.setText(self.tr("Add a Vertex of {0}").format(n.second))
        self.window_actions.target_1.setText(self.tr("Winning Position of {0}").format(n.first))
        self.window_actions.target_2.setText(self.tr("Winning Position of {0}").format(n.second))
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.target_menu.setTitle(self.tr("&Target"))
        self.view_menu.setTitle(self.tr("&View"))
        self.layout_menu.setTitle(self.tr("&Layout"))
        self.notation_menu.setTitle(self.tr("&Notation"))
        self.language_menu.setTitle(self.tr("Lan&guage"))
        self.theme_menu.setTitle(self.tr("T&heme"))
        self.panels_menu.setTitle(self.tr("&Panels"))
        self.steps_menu.setTitle(self.tr("&Steps"))
        self.search_menu.setTitle(self.tr("Sea&rch"))
        self.tabs.setTabText(0, self.tr("Arena"))
        self.tabs.setTabText(1, self.tr("Board"))
        self.tabs.setTabText(2, self.tr("Search Tree"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.main_toolbar.setWindowTitle(self.tr("Main Toolbar"))
        self.step_toolbar.setWindowTitle(self.tr("Steps"))
        self.step_dock.setWindowTitle(self.tr("Step"))
        self.inspector_dock.setWindowTitle(self.tr("Vertex"))
        self.exercise_dock.setWindowTitle(self.tr("Exercise"))
        self.player_label.setText(self.tr("Show:"))
        names = (self.tr("Attractor of {0}").format(n.first), self.tr("Attractor of {0}").format(n.second),
                 self.tr("Both attractors"))
        for i, name in enumerate(names):
            self.players.setItemText(i, name)
        self.cancel_button.setText(self.tr("Cancel"))
        self.stepper.describe = self._describe_step
        self._fill_recent_menu()
        self._update_title()
        self._update_status()
        if self.document is not None and self.timeline is not None:
            self.timeline.start_caption = start_caption(self.notation, tr_attractor)
            self.show_frame(self.stepper.index, force=True)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _describe_step(self, index: int) -> str:
        if self.on_tree_tab():
            return self.tree_tab.describe_step(index)
        if self.timeline is None:
            return ""
        if self.timeline.is_result(index):
            return self.tr("result")
        return "A" + subscript(index)

    # ================================================================ opening
    def open_source(self, source: str, *, remember: bool = True) -> None:
        """Open an arena file or generate a game, keeping the current arena on failure."""
        if self.load_job is not None:
            self.load_job.cancel()
        started = time.perf_counter()
        limit = self.settings.vertex_limit()
        job = Job(lambda report: open_game_or_arena(source, limit, report))
        self.load_job = job
        dialog = QProgressDialog(self.tr("Opening {0}…").format(source), self.tr("Cancel"), 0, 0, self)
        dialog.setWindowTitle(self.tr("Opening"))
        dialog.setMinimumDuration(400)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.canceled.connect(job.cancel)
        job.signals.progress.connect(lambda n: dialog.setLabelText(self.tr("Exploring: {0:,} positions…").format(n)))

        def finished(opened: Opened) -> None:
            dialog.reset()
            if job is not self.load_job:
                return
            self.load_job = None
            if remember:
                self.settings.add_recent(source)
                self._fill_recent_menu()
            arena = opened.arena
            if arena is None:
                assert opened.game is not None and opened.refusal is not None
                self.close_document(self.tr("The arena of {0} is not drawn: {1}.\n\nPlay and search it on the "
                                            "Board and Search Tree tabs, or raise the vertex limit in "
                                            "Edit → Preferences.").format(opened.game.spec, opened.refusal))
                self.set_session(GameSession(opened.game))
                self.tabs.setCurrentWidget(self.board_tab)
                return
            path = None if looks_like_spec(source) else Path(source)
            document = ArenaDocument(arena, path=path, title=(arena.game or source) if path is None else path.name)
            self.solve_info = self.tr("{0:,} vertices, {1:,} moves, opened and solved in {2:.0f} ms").format(
                len(arena), arena.edge_count(), (time.perf_counter() - started) * 1000)
            for warning in arena.warnings():
                self.statusBar().showMessage(warning, 8000)
            self.set_document(document)
            self.set_session(GameSession(opened.game) if opened.game is not None else None)
            if opened.game is None and self.tabs.currentWidget() is self.board_tab:
                self.tabs.setCurrentWidget(self.arena_page)

        def failed(error) -> None:
            dialog.reset()
            if job is self.load_job:
                self.load_job = None
                self.show_error(self.tr("Cannot open {0}").format(source), error)

        def cancelled() -> None:
            dialog.reset()
            if job is self.load_job:
                self.load_job = None
                self.statusBar().showMessage(self.tr("Opening cancelled."), 5000)

        job.signals.finished.connect(finished)
        job.signals.failed.connect(failed)
        job.signals.cancelled.connect(cancelled)
        job.start()

    def set_session(self, session: GameSession | None) -> None:
        """Play ``session`` on the board (None: the open arena has no rules to play)."""
        self.session = session
        document = self.document
        solution = document.solution if session and document and document.arena.game == session.game.spec else None
        self.board_tab.set_session(session, solution)
        self.tabs.setTabEnabled(self.tabs.indexOf(self.board_tab), session is not None)
        self._update_title()
        self._update_actions()

    def close_document(self, message: str) -> None:
        """No arena to show: the arena tab says ``message`` instead."""
        gc.unfreeze()
        if self.document is not None:
            self.document.deleteLater()
        self.document = None
        self.figure = None
        self.timeline = None
        self.selected = None
        self.cancel_layout()
        self.view.scene().clear()
        self.arena_message.setText(message)
        self.arena_page.setCurrentWidget(self.arena_message)
        self.solve_info = self.layout_info = ""
        self.step_panel.show_sentences(self.tr("Arena"), [message])
        self.inspector.show_vertex(None, None, None, self.notation, self.figure_palette)
        self.stepper.set_count(1)
        self._update_status()
        self._update_actions()

    def set_document(self, document: ArenaDocument) -> None:
        """Show ``document`` (the previous one is closed)."""
        gc.unfreeze()  # the previous arena's objects may be collected again (see _figure_drawn)
        if self.document is not None:
            self.document.deleteLater()
        self.arena_page.setCurrentWidget(self.view)
        self.document = document
        document.setParent(self)
        document.boards = shows_boards(document.arena)
        self.window_actions.boards.setChecked(document.boards)
        document.changed.connect(self._document_changed)
        # bound methods, not lambdas: Qt drops these connections when the window goes
        document.modifiedChanged.connect(self._update_title)
        document.undo.canUndoChanged.connect(self._update_actions)
        document.undo.canRedoChanged.connect(self._update_actions)
        self.selected = None
        self.inspector.forget_grundy()
        self.exercise.reset()
        self.window_actions.exercise_mode.setChecked(False)
        self.timeline = None
        self._update_title()
        self._update_actions()
        self.select(None)
        self.start_layout()

    def new_from_game(self) -> None:
        from gameviz.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings.vertex_limit(), self)
        if dialog.exec():
            self.open_source(dialog.spec())

    def random_arena(self) -> None:
        from gameviz.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings.vertex_limit(), self, game="random")
        if dialog.exec():
            self.open_source(dialog.spec())

    def open_file(self) -> None:
        patterns = " ".join(f"*{s}" for s in arena_suffixes())
        start = str(self.document.path.parent) if self.document and self.document.path else ""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open an Arena"), start,
            self.tr("Arenas ({0});;All files (*)").format(patterns))
        if path:
            self.open_source(path)

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        for source in self.settings.recent():
            action = menu.addAction(source)
            action.triggered.connect(lambda checked=False, s=source: self.open_source(s))
        if menu.isEmpty():
            empty = menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
        menu.addSeparator()
        menu.addAction(self.window_actions.clear_recent)

    def _clear_recent(self) -> None:
        self.settings.clear_recent()
        self._fill_recent_menu()

    # ================================================================= layout
    def _set_layout(self, engine: str) -> None:
        self.settings.set_layout(engine)
        self.start_layout()

    def start_layout(self) -> None:
        """Lay the arena out again, off the GUI thread."""
        document = self.document
        if document is None:
            return
        self.cancel_layout()
        arena = document.arena
        engine = self.settings.layout()
        reason = ""
        if engine == "auto":
            engine, reason = choose_layout(arena)
            reason = self._layout_reason(engine, len(arena))
        boards = document.boards
        rank = document.solution.attractors[self._players()[0]].rank
        started = time.perf_counter()
        viewport = self.view.viewport().size()
        aspect = viewport.width() / max(viewport.height(), 1)
        # editing is disabled while a layout runs, so the worker may read the arena
        job: Job
        if runs_in_process(engine, len(arena)):
            job = LayoutProcessJob(arena, boards, engine, aspect)
        else:
            job = Job(lambda report: compute_layout(arena, engine, node_sizes(arena, boards=boards), rank, aspect))
        self.layout_job = job

        def finished(layout) -> None:
            if job is not self.layout_job:
                return
            self.layout_job = None
            self._show_busy(False)
            if document is not self.document:
                return
            document.layout = layout
            elapsed = (time.perf_counter() - started) * 1000
            self.layout_info = self.tr("layout {0} in {1:.0f} ms").format(engine, elapsed)
            if reason:
                self.layout_info += f" ({reason})"
            self.rebuild_figure(fit=True)

        def failed(error) -> None:
            if job is self.layout_job:
                self.layout_job = None
                self._show_busy(False)
                self.show_error(self.tr("The layout failed"), error)

        def cancelled() -> None:
            if job is self.layout_job:
                self.layout_job = None
            self._show_busy(False)
            self.statusBar().showMessage(self.tr("Layout cancelled."), 5000)

        job.signals.finished.connect(finished)
        job.signals.failed.connect(failed)
        job.signals.cancelled.connect(cancelled)
        self._show_busy(True, self.tr("Laying out with {0}…").format(engine))
        job.start()

    def _layout_reason(self, engine: str, count: int) -> str:
        if engine == "dot":
            return self.tr("chosen for a small arena")
        if engine == "layered":
            return self.tr("chosen for {0:,} vertices without cycles").format(count)
        return self.tr("chosen for {0:,} vertices with cycles").format(count)

    def _show_boards(self, on: bool) -> None:
        if self.document is not None and self.document.boards != on:
            self.document.boards = on
            self.start_layout()

    def cancel_work(self) -> None:
        """The status bar's Cancel: stop the layout and the tree search under way."""
        self.cancel_layout()
        if self.tree_tab.busy:
            self.tree_tab.cancel()
            self.statusBar().showMessage(self.tr("Search cancelled."), 5000)

    def cancel_layout(self) -> None:
        if self.layout_job is not None:
            self.layout_job.cancel()

    def _show_busy(self, busy: bool, text: str = "") -> None:
        self.busy.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.status.setText(text)
        else:
            self._update_status()
        self._update_actions()

    # ================================================================ figures
    def rebuild_figure(self, *, fit: bool) -> None:
        document = self.document
        if document is None or document.layout is None:
            return
        gc.freeze()  # the arena, its solution and layout live on (see _figure_drawn)
        self.figure = ArenaFigure(document.arena, document.layout, self.figure_palette, boards=document.boards)
        index = self.stepper.index
        self.timeline = None
        self.view.selected = self.selected if self.selected in document.arena else None
        self.view.show_figure(self.figure, fit=fit)
        self.rebuild_timeline(index=index)
        self._update_status()

    def _figure_drawn(self) -> None:
        """The figure is fully drawn: say so, and take the arena's objects out of
        Python's cyclic garbage collection. Scanning the hundreds of thousands of
        objects of a large arena would pause the window up to 60 ms every few
        steps, for objects that live until the next arena is opened."""
        self._update_status()
        gc.freeze()

    def _players(self) -> tuple[int, ...]:
        return self.players.currentData() or (1,)

    def rebuild_timeline(self, index: int | None = None) -> None:
        document = self.document
        if document is None or self.figure is None:
            return
        players = self._players()
        if self.window_actions.exercise_mode.isChecked() and len(players) > 1:
            players = (1,)
        self.timeline = AttractorTimeline(self.figure, document.solution, players,
                                          start_caption(self.notation, tr_attractor))
        if index is None:
            index = 0
        self.stepper.set_count(len(self.timeline), min(index, len(self.timeline) - 1))
        self.show_frame(self.stepper.index, force=True)

    def show_frame(self, index: int, force: bool = False) -> None:
        if self.on_tree_tab():
            self.tree_tab.show_step(index)
            if self.window_actions.exercise_mode.isChecked():
                self.step_panel.show_sentences(self.tr("Exercise"), [self.tr(
                    "Fill in the tree in the Exercise panel; the search is hidden until you ask for it.")])
                return
            title = self.tr("Result") if self.tree_tab.timeline and self.tree_tab.timeline.is_result(index) \
                else self.tr("Step {0}").format(index + 1)
            self.step_panel.show_sentences(title, [self.tree_tab.step_sentence(index)])
            return
        if self.timeline is None or self.document is None:
            return
        self.arena_index = index
        frame = self.timeline.frame(index)
        nodes, edges = frame.nodes, frame.edges
        if self.window_actions.exercise_mode.isChecked():
            nodes = self.exercise.decorate(nodes, self.figure, self.figure_palette)
        self.view.restyle(nodes, edges)
        self.step_panel.show_step(self.document.arena, self.document.solution, self.timeline, frame,
                                  self.notation, self.figure_palette)
        self.exercise.set_step(self.document.arena, self.document.solution, self.timeline, frame, self.notation)

    # ========================================================== search trees
    def on_tree_tab(self) -> bool:
        return self.tabs.currentWidget() is self.tree_tab

    def current_view(self) -> FigureView:
        return self.tree_tab.view if self.on_tree_tab() else self.view

    def _tab_changed(self, _index: int) -> None:
        tree = self.on_tree_tab()
        if tree:
            self._follow_session()
        self.step_toolbar.setEnabled(self.tabs.currentWidget() is not self.board_tab)
        session, document = self.session, self.document
        if self.tabs.currentWidget() is self.arena_page and session and document and session.position in document.arena:
            self.select(session.position, center=True)  # the board's position, in the arena
        self.window_actions.exercise_mode.setChecked(False)
        self.players.setEnabled(not tree)
        self.exercises.setCurrentWidget(self.tree_exercise if tree else self.exercise)
        if tree:
            timeline = self.tree_tab.timeline
            self.stepper.set_count(len(timeline) if timeline else 1, self.tree_tab.index)
        elif self.timeline is not None:
            self.stepper.set_count(len(self.timeline), min(self.arena_index, len(self.timeline) - 1))
        self.show_frame(self.stepper.index, force=True)
        self._update_actions()

    def _tree_action(self, action) -> None:
        self.tabs.setCurrentWidget(self.tree_tab)
        action()

    def _tree_steps_changed(self, count: int) -> None:
        if self.on_tree_tab() and not self.window_actions.exercise_mode.isChecked():
            self.stepper.set_count(count, 0)
            self.show_frame(0, force=True)

    def tree_of_selected_vertex(self) -> None:
        """Open the search tree of the selected vertex (arenas generated from a game)."""
        document = self.document
        if document is None or self.selected is None:
            return
        game = self._document_game()
        if game is None:
            self.show_error(self.tr("No search tree"), InputError(
                self.tr("This arena was not generated from a game's rules: open a game with File → New from Game.")))
            return
        self.tabs.setCurrentWidget(self.tree_tab)
        self.tree_tab.set_position(game, self.selected, self.tr("{0} from {1}").format(
            game.spec, document.arena.label(self.selected)))

    def _document_game(self):
        from gameviz.games import game_from_spec

        arena = self.document.arena if self.document else None
        if arena is None or not arena.game:
            return None
        try:
            return game_from_spec(arena.game)
        except InputError:
            return None

    def _tree_position_selected(self, state) -> None:
        """Show a position of the tree in the arena, when the arena is that game's."""
        source = self.tree_tab.source
        document = self.document
        if document is None or source is None or source.game is None or document.arena.game != source.game.spec:
            return
        if state in document.arena:
            self.selected = state
            self.view.select(state, center=True)
            self.inspector.show_vertex(document.arena, document.solution, state, self.notation, self.figure_palette)

    def play_against_computer(self) -> None:
        """The board of the open game, with the computer playing the second player."""
        if self.session is None:
            return
        self.tabs.setCurrentWidget(self.board_tab)
        if not self.board_tab.computer:
            self.board_tab.set_computer(2)

    def _why_strategy(self, state) -> None:
        """Show the computer's strategy move in the arena: the position it played from."""
        self.tabs.setCurrentWidget(self.arena_page)
        if self.document is not None and state in self.document.arena:
            self.stepper.last()
            self.select(state, center=True)

    def _search_position(self, game, state, title: str) -> None:
        """Search a position of the board."""
        self.tabs.setCurrentWidget(self.tree_tab)
        self.tree_tab.set_position(game, state, title)

    def _why_search(self, game, state, depth: int) -> None:
        """Show the search the computer made, in the tree tab."""
        self.tabs.setCurrentWidget(self.tree_tab)
        self.tree_tab.depth_box.setValue(depth)
        self.tree_tab.set_position(game, state, self.tr("{0}: the computer's search").format(game.spec))

    def _follow_session(self) -> None:
        """Root the search tree at the board's position, unless the tab shows a tree of something else."""
        session, tab = self.session, self.tree_tab
        if session is None:
            return
        source = tab.source
        if source is not None and (source.game is None or source.game.spec != session.game.spec):
            return
        if source is not None and tab.display is not None and tab.display.node(()) == session.position:
            return
        title = self.tr("{0} after {1}").format(session.game.spec, session.notation()) if session.moves \
            else session.game.spec
        tab.set_position(session.game, session.position, title)

    # ============================================================== selection
    def _node_clicked(self, vertex: Hashable) -> None:
        if self.window_actions.exercise_mode.isChecked() and not self.window_actions.edit_mode.isChecked():
            self.exercise.toggle(vertex)
            self.show_frame(self.stepper.index)
        self.select(vertex)

    def _select_id(self, vertex_id: str) -> None:
        if self.document is not None and self.document.arena.has_id(vertex_id):
            self.select(self.document.arena.vertex(vertex_id), center=True)

    def select(self, vertex: Hashable | None, *, center: bool = False) -> None:
        self.selected = vertex
        self.view.select(vertex, center=center)
        document = self.document
        self.inspector.show_vertex(document.arena if document else None, document.solution if document else None,
                                   vertex, self.notation, self.figure_palette)
        self._update_actions()

    # ================================================================ editing
    def _edit_mode(self, on: bool) -> None:
        self.view.editing = on
        self.statusBar().showMessage(
            self.tr("Edit mode: drag from a vertex to another to add a move; right-click for more.") if on else "",
            8000)

    def _push(self, command) -> None:
        if self.document is None:
            return
        if self.layout_job is not None:
            self.statusBar().showMessage(self.tr("Wait for the layout to finish before editing."), 5000)
            return
        try:
            self.document.undo.push(command)
        except InputError as error:
            self.show_error(self.tr("This edit is not possible"), error)

    def _document_changed(self) -> None:
        self.inspector.forget_grundy()
        if self.selected is not None and (self.document is None or self.selected not in self.document.arena):
            self.selected = None
        self.rebuild_figure(fit=False)
        self.select(self.selected)

    def add_vertex(self, player: int, at: QPointF | None = None) -> None:
        if self.document is None or self.document.layout is None:
            return
        point = at or self.view.mapToScene(self.view.viewport().rect().center())
        self._push(commands.AddVertex(self.document, player, point.x(), point.y()))

    def add_edge(self, source: Hashable, target: Hashable) -> None:
        if self.document is not None and target not in self.document.arena.successors(source):
            self._push(commands.AddEdge(self.document, source, target))

    def delete_selected(self) -> None:
        if self.document is not None and self.selected is not None:
            self._push(commands.DeleteVertex(self.document, self.selected))

    def switch_player(self) -> None:
        if self.document is not None and self.selected is not None:
            player = self.document.arena.player(self.selected)
            self._push(commands.SetPlayer(self.document, self.selected, 3 - player))

    def set_target(self, player: int | None) -> None:
        if self.document is not None and self.selected is not None:
            self._push(commands.SetTarget(self.document, self.selected, player))

    def set_start(self) -> None:
        if self.document is not None and self.selected is not None:
            self._push(commands.SetStart(self.document, self.selected))

    def rename_selected(self) -> None:
        if self.document is None or self.selected is None:
            return
        old = self.document.arena.label(self.selected)
        label, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("Label of the vertex:"), text=old)
        if ok and label.strip() and label != old:
            self._push(commands.Rename(self.document, self.selected, label.strip()))

    def _context_menu(self, kind: str, item, global_pos: QPointF) -> None:
        if self.document is None:
            return
        menu = QMenu(self)
        a = self.window_actions
        if kind == "node":
            self.select(item)
            menu.addActions([a.switch_player])
            menu.addMenu(self.target_menu)
            menu.addActions([a.rename, a.set_start])
            menu.addSeparator()
            menu.addAction(a.delete)
        elif kind == "edge":
            source, target = item
            label = f"{self.document.arena.label(source)} → {self.document.arena.label(target)}"
            remove = menu.addAction(self.tr("Delete the Move {0}").format(label))
            remove.triggered.connect(lambda: self._push(commands.DeleteEdge(self.document, source, target)))
        else:
            for player, action_name in ((1, "add_vertex_1"), (2, "add_vertex_2")):
                action = menu.addAction(getattr(a, action_name).text())
                action.triggered.connect(lambda checked=False, p=player, at=item: self.add_vertex(p, at))
        menu.exec(global_pos.toPoint())

    # ================================================================= saving
    def save(self) -> bool:
        if self.document is None:
            return False
        if self.document.path is None or self.document.path.suffix.lower() not in (".json", ".dot", ".gv", ".graphml"):
            return self.save_as()
        return self._save_to(self.document.path)

    def save_as(self) -> bool:
        if self.document is None:
            return False
        suggestion = str(self.document.path.with_suffix(".json")) if self.document.path else "arena.json"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the Arena"), suggestion,
            self.tr("gameviz arena (*.json);;Graphviz DOT (*.dot *.gv);;GraphML (*.graphml)"))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".json"
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        if self.document is None:
            return False
        try:
            self.document.save(path)
        except InputError as error:
            self.show_error(self.tr("Cannot save"), error)
            return False
        self.settings.add_recent(str(path))
        self._fill_recent_menu()
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved {0}.").format(path), 5000)
        return True

    def export_picture(self) -> None:
        from gameviz.ui.export_dialog import ExportDialog

        if self.on_tree_tab():
            tree = self.tree_tab
            if tree.timeline is not None and tree.figure is not None:
                ExportDialog(tree.figure, TreePictures(tree.figure, tree.timeline), self.stepper.index,
                             "tree", tree.step_sentence, self).exec()
            return
        if self.timeline is None or self.document is None:
            return
        document = self.document

        def caption(frame) -> str:
            return frame_caption(document.arena, document.solution, frame.steps, frame.result,
                                 self.notation, tr_attractor)

        ExportDialog(self.figure, self.timeline, self.stepper.index, document.title, caption, self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.maybe_discard():
            event.ignore()
            return
        self.cancel_layout()
        cancel_all()
        self.settings.set_geometry(self.saveGeometry(), self.saveState())
        event.accept()

    def maybe_discard(self) -> bool:
        """Ask what to do with unsaved changes; True if the window may go on."""
        if self.document is None or not self.document.modified:
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved Changes"),
            self.tr("The arena {0} has changes that are not saved. Save them?").format(self.document.title),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # =========================================================== preferences
    def edit_preferences(self) -> None:
        from gameviz.ui.preferences_dialog import PreferencesDialog

        if PreferencesDialog(self.settings, self).exec():
            self.tree_tab.vertex_limit = self.settings.vertex_limit()

    def set_notation(self, key: str) -> None:
        self.notation = NOTATIONS[key]
        self.board_tab.set_notation(self.notation)
        self.settings.set_notation(key)
        self.window_actions.notations[key].setChecked(True)
        self.retranslate()
        self.select(self.selected)

    def set_language(self, language: str) -> None:
        self.settings.set_language(language)
        self.window_actions.languages[language].setChecked(True)
        install_language(language)

    def set_theme(self, theme: str) -> None:
        self.figure_palette = PALETTES[theme]
        self.settings.set_theme(theme)
        self.window_actions.themes[theme].setChecked(True)
        self.board_tab.set_board_palette(self.figure_palette)
        self.rebuild_figure(fit=False)
        self.select(self.selected)

    # ============================================================== exercise
    def _exercise_mode(self, on: bool) -> None:
        if self.on_tree_tab():
            if on:
                self.exercise_dock.show()
                self.exercise_dock.raise_()
                self.tree_tab.start_exercise(self.tree_exercise)
                self.stepper.set_count(1)
            else:
                self.tree_tab.stop_exercise()
                self.step_dock.raise_()
                timeline = self.tree_tab.timeline
                self.stepper.set_count(len(timeline) if timeline else 1, self.tree_tab.index)
            return
        self.exercise.reset()
        if on:
            self.exercise_dock.show()
            self.exercise_dock.raise_()
            if self.timeline is not None and self.timeline.is_result(self.stepper.index):
                self.stepper.first()
        self.rebuild_timeline(index=self.stepper.index)

    def _tree_show_answer(self) -> None:
        self.window_actions.exercise_mode.setChecked(False)
        self.stepper.last()

    def _exercise_check(self) -> None:
        self.show_frame(self.stepper.index)

    def _exercise_clear(self) -> None:
        self.show_frame(self.stepper.index)

    def _exercise_reveal(self) -> None:
        self.exercise.reset()
        self.stepper.next()

    # ================================================================== help
    def show_guide(self) -> None:
        from gameviz.ui.help import show_guide

        show_guide(self)

    def show_shortcuts(self) -> None:
        from gameviz.ui.help import show_shortcuts

        show_shortcuts(self, self.window_actions)

    def show_about(self) -> None:
        from gameviz.ui.help import show_about

        show_about(self)

    def show_error(self, title: str, error: BaseException) -> None:
        """A dialog for an error; input mistakes say where and what, others give details."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setText(f"<b>{title}</b>")
        if isinstance(error, InputError):
            box.setInformativeText(str(error))
        else:
            box.setInformativeText(self.tr("Something unexpected happened: {0}").format(error))
            details = getattr(error, "details", "")
            if details:
                box.setDetailedText(details)
        box.exec()

    # ================================================================ status
    def _update_title(self, *_) -> None:
        if self.document is None:
            self.setWindowModified(False)
            self.setWindowTitle(f"{self.session.game.spec} — gameviz" if self.session else "gameviz")
            return
        self.setWindowModified(self.document.modified)
        self.setWindowTitle(f"{self.document.title}[*] — gameviz")

    def _update_status(self) -> None:
        if self.busy.isVisible():
            return
        parts = [p for p in (self.solve_info, self.layout_info) if p]
        if self.view.busy:
            parts.append(self.tr("drawing…"))
        self.status.setText(" · ".join(parts))

    def _update_actions(self, *_) -> None:
        a, document = self.window_actions, self.document
        has = document is not None
        busy = self.layout_job is not None
        selected = document is not None and self.selected is not None and self.selected in document.arena
        a.save.setEnabled(has)
        a.save_as.setEnabled(has)
        a.export.setEnabled((has and self.figure is not None) or (self.on_tree_tab() and self.tree_tab.timeline is not None))
        a.undo.setEnabled(document is not None and document.undo.canUndo() and not busy)
        a.redo.setEnabled(document is not None and document.undo.canRedo() and not busy)
        for action in (a.delete, a.switch_player, a.target_1, a.target_2, a.target_none, a.rename, a.set_start):
            action.setEnabled(bool(selected) and not busy)
        for action in (a.add_vertex_1, a.add_vertex_2):
            action.setEnabled(has and not busy)
        a.play_computer.setEnabled(self.session is not None)
        if document is not None:
            undo = document.undo
            a.undo.setToolTip(self.tr("Undo: {0}").format(undo.undoText()) if undo.canUndo() else self.tr("Undo"))


def open_default(window: MainWindow, source: str | None) -> None:
    """Open ``source``, or the course's 10-stick game."""
    window.open_source(source or DEFAULT_SPEC, remember=source is not None)
