"""The main window: the arena, the attractor stepper, the side panels and the menus."""

from __future__ import annotations

import sys
from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QTabWidget,
)

from gameviz.core.session import GameSession
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, shows_boards
from gameviz.figure.notation import NOTATIONS
from gameviz.figure.style import PALETTES, PRESENTATION_SCALE, SIZES, Sizes
from gameviz.games import DEFAULT_SPEC
from gameviz.games.chess_eval import use_weights
from gameviz.model import ApplicationModel, Document, DocumentKind, Facts, Preferences
from gameviz.report.attractor import genitive, start_caption, step_title
from gameviz.ui.actions import Actions
from gameviz.ui.arena_note import ArenaNote
from gameviz.ui.board_panel import board_sentences
from gameviz.ui.board_tab import BoardTab
from gameviz.ui.document import ArenaDocument
from gameviz.ui.editing import Editing
from gameviz.ui.error_dialog import show_error
from gameviz.ui.exercise import ExercisePanel
from gameviz.ui.exercise_mode import ExerciseMode
from gameviz.ui.figure_view import FigureView
from gameviz.ui.i18n import install as install_language
from gameviz.ui.i18n import tr_attractor
from gameviz.ui.lab_runs import LabRuns
from gameviz.ui.layout_runs import LayoutRuns
from gameviz.ui.memory import DOCUMENTS
from gameviz.ui.menus import WindowMenus
from gameviz.ui.opening import Opening
from gameviz.ui.panels import Inspector, StepPanel
from gameviz.ui.session_links import SessionLinks
from gameviz.ui.settings import Settings
from gameviz.ui.stepper import Stepper
from gameviz.ui.theme import apply_theme
from gameviz.ui.tree_exercise import TreeExercisePanel
from gameviz.ui.tree_tab import TreeTab
from gameviz.ui.workers import Job, cancel_all

#: The usual width of the panels on the right, in pixels (wider in presentation mode).
PANEL_WIDTH = 260


class MainWindow(QMainWindow):
    """One arena at a time, stepped through its attractors."""

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        use_weights(self.settings.chess_weights())
        #: what every view shows, apart from the widgets (DESIGN.md, rule 7)
        self.model = ApplicationModel(preferences=Preferences(
            theme=self.settings.theme(), language=self.settings.language(), notation=self.settings.notation(),
            default_layout=self.settings.default_layout()))
        self.document: ArenaDocument | None = None
        self.figure: ArenaFigure | None = None
        self.timeline: AttractorTimeline | None = None
        self.figure_palette = PALETTES.get(self.settings.theme(), PALETTES["light"])
        apply_theme(self.figure_palette)
        self.figure_sizes: Sizes = SIZES
        self._usual_font: QFont | None = None
        self.notation = NOTATIONS.get(self.settings.notation(), NOTATIONS["j1j2"])
        self.layouts = LayoutRuns(self)
        self.opening = Opening(self)
        self.lab = LabRuns(self)
        self.editing = Editing(self)
        self.links = SessionLinks(self)
        self.exercise_mode = ExerciseMode(self)

        self.session: GameSession | None = None
        self.view = FigureView(self)
        self.arena_note = ArenaNote(self)
        self.arena_page = QStackedWidget(self)
        self.arena_page.addWidget(self.view)
        self.arena_page.addWidget(self.arena_note)
        self.board_tab = BoardTab(self)
        self.board_tab.set_notation(self.notation)
        self.board_tab.set_board_palette(self.figure_palette)
        self.board_tab.set_show_heuristic(self.settings.heuristic_on_board())
        self.board_tab.budget = self.settings.score_budget()
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
        self._offer_players(2)
        # its texts change with the notation and the language ("Attracteur d’Ève"): never cut them
        self.players.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        #: what *Show* said before the result, where it says "Both attractors" (both are drawn)
        self._shown_before_result: int | None = None
        self._rebuilding = False
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
        self.window_actions.refresh_icons(self)
        self.menus = WindowMenus(self)
        self._build_status_bar()
        self._connect()
        self._document_opened(self.model.document)
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
        dock.setMinimumWidth(PANEL_WIDTH)
        return dock

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
        self.board_tab.whyStrategy.connect(self.links.why_strategy)
        self.board_tab.whySearch.connect(self.links.why_search)
        self.board_tab.searchRequested.connect(self.links.search_position)
        self.board_tab.openRequested.connect(lambda spec: self.open_source(spec, remember=False))
        self.board_tab.positionChanged.connect(self.links.board_moved)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.tree_tab.stepsChanged.connect(self._tree_steps_changed)
        self.tree_tab.positionSelected.connect(self.links.show_tree_position)
        self.tree_tab.playRequested.connect(self.links.play_tree_moves)
        self.arena_note.aroundRequested.connect(self.opening.open_around)
        self.tree_tab.busyChanged.connect(lambda busy: self.show_busy(busy, self.tr("Searching…")))
        self.stepper.indexChanged.connect(self._step_chosen)
        self.board_tab.positionChanged.connect(lambda: self._show_panel() if self.model.current == "board" else None)
        self.model.opened.connect(self._document_opened)
        self.model.preferences.events.default_layout.connect(self.settings.set_default_layout)
        self.stepper.speedChanged.connect(self.settings.set_speed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.view.nodeClicked.connect(self._node_clicked)
        self.view.populated.connect(self._figure_drawn)
        self.view.nodeDoubleClicked.connect(
            lambda v: self.editing.rename_selected() if self.window_actions.edit_mode.isChecked() else None)
        self.view.backgroundClicked.connect(lambda _: self.select(None))
        self.view.edgeRequested.connect(self.editing.add_edge)
        self.view.contextRequested.connect(self.editing.context_menu)
        self.inspector.vertexClicked.connect(self._select_id)
        self.step_panel.vertexClicked.connect(self._select_id)
        self.exercise.checkRequested.connect(self.exercise_mode.redraw)
        self.exercise.clearRequested.connect(self.exercise_mode.redraw)
        self.exercise.revealRequested.connect(self.exercise_mode.reveal)
        self.tree_exercise.changed.connect(self.tree_tab.show_exercise)
        self.tree_exercise.newExercise.connect(self.tree_tab.new_random_exercise)
        self.tree_exercise.showAnswer.connect(self.exercise_mode.show_tree_answer)


    def _check_settings_actions(self) -> None:
        a = self.window_actions
        a.layouts.get(self.model.layout(), a.layouts["auto"]).setChecked(True)
        a.notations[self.notation.key].setChecked(True)
        a.languages.get(self.settings.language(), a.languages["system"]).setChecked(True)
        a.themes[self.figure_palette.name].setChecked(True)
        a.heuristic_board.setChecked(self.settings.heuristic_on_board())

    # ============================================================ translation
    def retranslate(self) -> None:
        self.window_actions.retranslate()
        a = self.window_actions
        for player in a.add_vertex:
            of_player = genitive(self.notation.name(player), tr_attractor)
            for action, text in ((a.add_vertex[player], self.tr("Add a Vertex {0}")),
                                 (a.target[player], self.tr("Winning Position {0}"))):
                action.setText(text.format(of_player))
                action.setToolTip(action.text())
        self.menus.retranslate()
        self.tabs.setTabText(0, self.tr("Arena"))
        self.tabs.setTabText(1, self.tr("Board"))
        self.tabs.setTabText(2, self.tr("Search Tree"))
        self.step_dock.setWindowTitle(self.tr("Step"))
        self.inspector_dock.setWindowTitle(self.tr("Vertex"))
        self.exercise_dock.setWindowTitle(self.tr("Exercise"))
        self._name_players()
        self.cancel_button.setText(self.tr("Cancel"))
        self.stepper.describe = self._describe_step
        self.opening.fill_recent_menu()
        self.update_title()
        self._update_status()
        if self.document is not None and self.timeline is not None:
            self.timeline.start_caption = start_caption(self.notation, tr_attractor, partial=self.model.document.partial)
            self.show_arena_frame(self.model.document.arena.step)
        self._show_panel()
        self._sync_stepper()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _describe_step(self, index: int) -> str:
        if self.on_tree_tab():
            return self.tree_tab.describe_step(index)
        if self.timeline is None:
            return ""
        return self.step_title(index)

    def step_title(self, index: int) -> str:
        """``A¹₃ (step 3 of 6)``, the same in the stepper and the Step panel; ``Result`` at the end."""
        timeline = self.timeline
        if timeline is None or timeline.is_result(index):
            return self.tr("Result")
        return step_title(timeline.solution, timeline.players, index, tr_attractor, self.notation)

    # ================================================================ opening
    def open_source(self, source: str, *, remember: bool = True) -> None:
        """Open an arena file or a game, keeping what is open on failure."""
        self.opening.open(source, remember=remember)

    @property
    def load_job(self) -> Job | None:
        """The exploration under way, if any."""
        return self.opening.job

    def set_session(self, session: GameSession | None) -> None:
        """Play ``session`` on the board (None: the open arena has no rules to play)."""
        self.session = session
        document = self.document
        whole = document is not None and not document.arena.frontier  # a partial arena's strategies are no guide
        solution = document.solution if session and document and whole and document.arena.game == session.game.spec \
            else None
        self.board_tab.set_session(session, solution)
        self.tabs.setTabEnabled(self.tabs.indexOf(self.board_tab), session is not None)
        self.update_title()
        self._update_actions()

    @property
    def selected(self) -> Hashable | None:
        """The vertex selected in the arena (the arena view's selection, in the model)."""
        return self.model.document.arena.selection

    @selected.setter
    def selected(self, vertex: Hashable | None) -> None:
        self.model.document.arena.selection = vertex

    def close_document(self, message: str, *, around: bool = False, kind: DocumentKind = "game",
                       title: str = "") -> None:
        """No arena to show: the arena tab says ``message`` instead; a document of ``kind`` (a game
        whose arena is not drawn, an exercise tree) is opened, its views at their start."""
        self.model.open(kind, title)
        DOCUMENTS.release()
        DOCUMENTS.resume()
        if self.document is not None:
            self.document.deleteLater()
        self.document = None
        self.figure = None
        self.timeline = None
        self.selected = None
        self.layouts.cancel()
        self.view.clear()
        self.arena_note.show_message(message, around=around)
        self.arena_page.setCurrentWidget(self.arena_note)
        self.layouts.info = str
        self.step_panel.show_sentences(self.tr("Arena"), [message])
        self.inspector.show_vertex(None, None, None, self.notation, self.figure_palette)
        self._update_status()
        self._update_actions()

    def set_document(self, document: ArenaDocument, *, kind: DocumentKind = "arena", facts: Facts | None = None,
                     source: str = "") -> None:
        """Show ``document`` (the previous one is closed), opened as a document of ``kind`` with every view
        at its start; ``kind == "around"``: the arena around the board's position, whose board and tree go on."""
        arena = document.arena
        facts = facts or Facts(vertices=len(arena), moves=arena.edge_count(), unexplored=len(arena.frontier))
        if kind == "around":
            self.model.explore_around(document.title, facts)
        else:
            self.model.open(kind, document.title, source, players=arena.players, facts=facts,
                            partial=bool(arena.frontier))
        DOCUMENTS.release()  # the previous arena's objects may be collected again
        DOCUMENTS.pause()  # until it is drawn
        if self.document is not None:
            self.document.deleteLater()
        self.arena_page.setCurrentWidget(self.view)
        self.document = document
        document.setParent(self)
        document.boards = shows_boards(document.arena)
        self._offer_players(document.arena.players)
        document.figure_sizes = self.figure_sizes
        self.window_actions.boards.setChecked(document.boards)
        document.changed.connect(self._document_changed)
        # bound methods, not lambdas: Qt drops these connections when the window goes
        document.modifiedChanged.connect(self.update_title)
        document.undo.canUndoChanged.connect(self._update_actions)
        document.undo.canRedoChanged.connect(self._update_actions)
        self.selected = None
        self.inspector.forget_grundy()
        self.exercise.reset()
        self.timeline = None
        self.update_title()
        self._update_actions()
        self.select(None)
        self.layouts.start()

    # ================================================================= layout
    def cancel_work(self) -> None:
        """The status bar's Cancel: stop the layout, the tree search and the student's code under way."""
        self.layouts.cancel()
        self.lab.cancel()
        if self.tree_tab.busy:
            self.tree_tab.cancel()
            self.statusBar().showMessage(self.tr("Search cancelled."), 5000)

    def show_busy(self, busy: bool, text: str = "") -> None:
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
        DOCUMENTS.settle()  # the arena, its solution and layout live on
        self.figure = ArenaFigure(document.arena, document.layout, self.figure_palette, boards=document.boards,
                                  sizes=document.figure_sizes)
        index = self.model.document.arena.step
        self.timeline = None
        self.view.selected = self.selected if self.selected in document.arena else None
        self.view.show_figure(self.figure, fit=fit)
        self.rebuild_timeline(index=index)
        self._update_status()

    def _figure_drawn(self) -> None:
        """The figure is fully drawn: say so, and keep the arena's objects out of
        the garbage collector's scans (see :mod:`gameviz.ui.memory`)."""
        self._update_status()
        DOCUMENTS.settle()
        DOCUMENTS.resume()

    @property
    def layout_job(self) -> Job | None:
        """The layout under way, if any."""
        return self.layouts.job

    def _offer_players(self, players: int) -> None:
        """*Show*: the attractor of each player, then all of them at once."""
        if self.players.count() == players + 1:
            return
        self.players.blockSignals(True)
        self.players.clear()
        for data in [(p,) for p in range(1, players + 1)] + [tuple(range(1, players + 1))]:
            self.players.addItem("", data)
        self._shown_before_result = None
        self.players.blockSignals(False)
        self._name_players()

    def _name_players(self) -> None:
        n = self.notation
        players = self.players.count() - 1
        for i in range(players):
            self.players.setItemText(i, self.tr("Attractor {0}").format(genitive(n.name(i + 1), tr_attractor)))
        self.players.setItemText(players, self.tr("Both attractors") if players == 2 else self.tr("All attractors"))

    def _players_changed(self) -> None:
        """*Show* changed: stay at the same step, or at the result."""
        self._shown_before_result = None  # the user's choice now
        timeline, index = self.timeline, self.model.document.arena.step
        at_result = timeline is not None and timeline.is_result(index)
        self.rebuild_timeline(index=sys.maxsize if at_result else index)

    def shown_players(self) -> tuple[int, ...]:
        if self._shown_before_result is not None:
            return self.players.itemData(self._shown_before_result) or (1,)
        return self.players.currentData() or (1,)

    def _show_says_both(self, at_result: bool) -> None:
        """At the result both attractors are drawn: *Show* says so, and says again what it said
        when the steps come back."""
        both = self.players.count() - 1  # every attractor, the last choice
        self.players.blockSignals(True)
        if at_result and self._shown_before_result is None and self.players.currentIndex() != both:
            self._shown_before_result = self.players.currentIndex()
            self.players.setCurrentIndex(both)
        elif not at_result and self._shown_before_result is not None:
            self.players.setCurrentIndex(self._shown_before_result)
            self._shown_before_result = None
        self.players.blockSignals(False)

    def rebuild_timeline(self, index: int | None = None) -> None:
        """The arena's timeline again (shown players, exercise), at step ``index`` (default: the start)."""
        document = self.document
        if document is None or self.figure is None:
            return
        players = self.shown_players()
        if self.model.document.arena.exercise and len(players) > 1:
            players = (1,)
        self.timeline = AttractorTimeline(self.figure, document.solution, players,
                                          start_caption(self.notation, tr_attractor, partial=self.model.document.partial))
        view = self.model.document.arena
        self._rebuilding = True  # one drawing below, not one per changed field
        try:
            view.set_steps(len(self.timeline), index or 0)
        finally:
            self._rebuilding = False
        self.show_arena_frame(view.step)
        self._sync_stepper()

    # ================================================================= views
    def _document_opened(self, opened: Document) -> None:
        """A document was opened: its views start at their beginning, and the widgets follow them."""
        opened.arena.events.step.connect(self._arena_step)
        opened.tree.events.step.connect(self._tree_step)
        for view in (opened.arena, opened.tree):
            view.events.steps.connect(lambda _: self._sync_stepper())
        opened.events.stale.connect(lambda _: self._update_status())
        a = self.window_actions
        a.exercise_mode.setChecked(False)
        a.layouts.get(self.model.layout(), a.layouts["auto"]).setChecked(True)
        if opened.kind != "around":  # the board's game and its tree go on around its position
            self.board_tab.set_computers(opened.board.computers)
            self.links.document_opened()
            opened.tree.set_steps(self.tree_tab.step_count(), 0)
            self.tree_tab.show_step(0)
        self.players.blockSignals(True)
        self.players.setCurrentIndex(0)
        self.players.blockSignals(False)
        self._shown_before_result = None
        self._sync_stepper()

    def _step_chosen(self, index: int) -> None:
        """The stepper moved: the view on screen goes to that step."""
        view = self.model.view
        if self.model.current != "board" and not (self.model.current == "tree" and view.exercise):
            view.go(index)

    def _arena_step(self, step: int) -> None:
        if not self._rebuilding:
            self.show_arena_frame(step)
            if self.model.current == "arena":
                self._sync_stepper()

    def _tree_step(self, step: int) -> None:
        self.tree_tab.show_step(step)
        if self.model.current == "tree":
            self._sync_stepper()
            self._show_panel()

    def _sync_stepper(self) -> None:
        """The stepper shows the position of the view on screen (one step during a tree exercise)."""
        view = self.model.view
        if self.model.current == "tree" and view.exercise:
            self.stepper.show_step(1, 0)
        else:
            self.stepper.show_step(view.steps, view.step)

    def show_arena_frame(self, index: int) -> None:
        """Draw step ``index`` of the arena's timeline (and say it in the Step panel if the arena is on screen)."""
        if self.timeline is None or self.document is None:
            return
        self._show_says_both(self.timeline.is_result(index))
        frame = self.timeline.frame(index)
        nodes, edges = frame.nodes, frame.edges
        if self.model.document.arena.exercise:
            nodes = self.exercise.decorate(nodes, self.figure, self.figure_palette)
        self.view.restyle(nodes, edges)
        self.view.show_whole_if_hidden([v for step in frame.steps for v in step.added])
        if self.model.current == "arena":
            self.step_panel.show_step(self.document.arena, self.document.solution, self.timeline, frame,
                                      self.notation, self.figure_palette)
        self.exercise.set_step(self.document.arena, self.document.solution, self.timeline, frame, self.notation)

    def _show_panel(self) -> None:
        """The Step panel says what the tab on screen shows."""
        current = self.model.current
        if current == "board":
            self.step_panel.show_sentences(*board_sentences(self.board_tab))
        elif current == "tree":
            if self.model.document.tree.exercise:
                self.step_panel.show_sentences(self.tr("Exercise"), [self.tr(
                    "Fill in the tree in the Exercise panel; the search is hidden until you ask for it.")])
                return
            index, timeline = self.model.document.tree.step, self.tree_tab.timeline
            title = self.tr("Result") if timeline and timeline.is_result(self.tree_tab.event_index(index)) \
                else self.tree_tab.describe_step(index)
            self.step_panel.show_sentences(title, self.tree_tab.step_sentences(index))
        elif self.timeline is not None and self.document is not None:
            frame = self.timeline.frame(self.model.document.arena.step)
            self.step_panel.show_step(self.document.arena, self.document.solution, self.timeline, frame,
                                      self.notation, self.figure_palette)
        elif self.document is None and self.arena_page.currentWidget() is self.arena_note:
            self.step_panel.show_sentences(self.tr("Arena"), [self.arena_note.message.text()])

    # ========================================================== search trees
    def on_tree_tab(self) -> bool:
        return self.model.current == "tree"

    def current_view(self) -> FigureView:
        return self.tree_tab.view if self.on_tree_tab() else self.view

    def _tab_changed(self, _index: int) -> None:
        if self.window_actions.exercise_mode.isChecked():
            self.window_actions.exercise_mode.setChecked(False)  # the exercise of the tab left ends
        widget = self.tabs.currentWidget()
        self.model.current = "tree" if widget is self.tree_tab else "board" if widget is self.board_tab else "arena"
        tree = self.on_tree_tab()
        if tree:
            self.links.follow_session()
        self.menus.step_toolbar.setEnabled(widget is not self.board_tab)
        session, document = self.session, self.document
        if widget is self.arena_page and session and document and session.position in document.arena:
            self.select(session.position, center=True)  # the board's position, in the arena
        self.players.setEnabled(not tree)
        self.exercises.setCurrentWidget(self.tree_exercise if tree else self.exercise)
        self._sync_stepper()
        self._show_panel()
        self._update_actions()

    def to_tree_tab(self, then: Callable[[], object]) -> None:
        """Show the search-tree tab, then do ``then`` (a search-menu action)."""
        self.tabs.setCurrentWidget(self.tree_tab)
        then()

    def _tree_steps_changed(self, count: int) -> None:
        """A new search, or a new way of stepping it: the tree view's timeline, at the tab's step."""
        view = self.model.document.tree
        view.set_steps(count, self.tree_tab.index)
        self.tree_tab.show_step(view.step)
        if self.on_tree_tab():
            self._sync_stepper()
            self._show_panel()


    # ============================================================== selection
    def _node_clicked(self, vertex: Hashable) -> None:
        if self.model.document.arena.exercise and not self.window_actions.edit_mode.isChecked():
            self.exercise.toggle(vertex)
            self.show_arena_frame(self.model.document.arena.step)
        self.select(vertex)

    def _select_id(self, vertex_id: str) -> None:
        if self.document is not None and self.document.arena.has_id(vertex_id):
            self.select(self.document.arena.vertex(vertex_id), center=True)

    def select(self, vertex: Hashable | None, *, center: bool = False) -> None:
        self.selected = vertex
        self.view.select(vertex, center=center)
        document = self.document
        self.inspector.hide_answers = self.model.document.arena.exercise and not self.on_tree_tab()
        self.inspector.show_vertex(document.arena if document else None, document.solution if document else None,
                                   vertex, self.notation, self.figure_palette)
        self._update_actions()

    def _document_changed(self) -> None:
        self.inspector.forget_grundy()
        if self.selected is not None and (self.document is None or self.selected not in self.document.arena):
            self.selected = None
        if self.document is not None:  # an edit may bring a player in, or take one out
            self._offer_players(self.document.arena.players)
        self.rebuild_figure(fit=False)
        self.select(self.selected)
        self._update_actions()

    def export_picture(self) -> None:
        """*Export*: the pictures of the tab on screen, this step or every step."""
        from gameviz.ui.export_dialog import export_from

        export_from(self)

    def export_web_page(self) -> None:
        """*Export Web Page*: the tab on screen as one interactive web page."""
        from gameviz.ui.web_export import export_web_page

        export_web_page(self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.editing.maybe_discard():
            event.ignore()
            return
        self.layouts.cancel()
        cancel_all()
        DOCUMENTS.release()
        self.settings.set_geometry(self.saveGeometry(), self.saveState())
        event.accept()

    # =========================================================== preferences
    def edit_preferences(self) -> None:
        from gameviz.ui.preferences_dialog import PreferencesDialog

        layouts = {key: action.text() for key, action in self.window_actions.layouts.items()}
        dialog = PreferencesDialog(self.settings, layouts, self.model.preferences.default_layout, self)
        if dialog.exec():
            self.tree_tab.vertex_limit = self.settings.vertex_limit()
            self.board_tab.budget = self.settings.score_budget()
            self.board_tab.set_show_heuristic(self.board_tab.show_heuristic)  # the chess weights may have changed
            self.model.preferences.default_layout = dialog.default_layout()
            if self.model.document.arena.layout is None:  # this document follows the default
                self.window_actions.layouts[self.model.layout()].setChecked(True)
                self.layouts.start()

    def set_notation(self, key: str) -> None:
        self.notation = NOTATIONS[key]
        self.model.preferences.notation = key
        self.board_tab.set_notation(self.notation)
        self.settings.set_notation(key)
        self.window_actions.notations[key].setChecked(True)
        self.retranslate()
        self.select(self.selected)

    def set_language(self, language: str) -> None:
        self.settings.set_language(language)
        self.model.preferences.language = language
        self.window_actions.languages[language].setChecked(True)
        install_language(language)

    def show_heuristic_on_board(self, on: bool) -> None:
        self.settings.set_heuristic_on_board(on)
        self.board_tab.set_show_heuristic(on)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: every text, vertex and line :data:`PRESENTATION_SCALE` times larger (the
        window's font, the panels, the figures, laid out again), for the back of a classroom."""
        scale = PRESENTATION_SCALE if on else 1.0
        self.model.preferences.presentation = on
        self.figure_sizes = SIZES.scaled(scale)
        self.window_actions.presentation.setChecked(on)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            if self._usual_font is None:
                self._usual_font = app.font()
            font = QFont(self._usual_font)
            font.setPointSizeF(self._usual_font.pointSizeF() * scale)
            app.setFont(font)
        for panel in (self.step_panel, self.inspector):
            panel.set_text_scale(scale)
        self.board_tab.set_text_scale(scale)
        self.arena_note.set_text_scale(scale)
        # the panels widen by less than the text grows: the picture needs the room more
        self.resizeDocks([self.step_dock], [round(PANEL_WIDTH * (1 + (scale - 1) / 2))], Qt.Orientation.Horizontal)
        self.tree_tab.set_figure_style(self.figure_palette, self.figure_sizes)
        if self.document is not None:
            self.document.figure_sizes = self.figure_sizes
            self.layouts.start()

    def set_theme(self, theme: str) -> None:
        self.figure_palette = PALETTES[theme]
        self.model.preferences.theme = theme
        apply_theme(self.figure_palette)
        self.window_actions.refresh_icons(self)
        self.tree_tab.set_figure_style(self.figure_palette, self.figure_sizes)
        self.settings.set_theme(theme)
        self.window_actions.themes[theme].setChecked(True)
        self.board_tab.set_board_palette(self.figure_palette)
        self.rebuild_figure(fit=False)
        self.select(self.selected)

    def show_error(self, title: str, error: BaseException) -> None:
        """A dialog for an error; input mistakes say where and what, others give details."""
        show_error(self, title, error)

    # ================================================================ status
    def update_title(self, *_) -> None:
        if self.document is None:
            self.setWindowModified(False)
            self.setWindowTitle(f"{self.session.game.spec} — gameviz" if self.session else "gameviz")
            return
        self.setWindowModified(self.document.modified)
        self.setWindowTitle(f"{self.document.title}[*] — gameviz")

    def _update_status(self) -> None:
        """The status bar tells the open document: its size, what is not explored, the layout."""
        if self.busy.isVisible():
            return
        document = self.model.document
        parts = [self._facts_text(document.facts)] if document.facts is not None else []
        if document.stale:
            parts.append(self.tr("the board has moved since: this arena is around an earlier position"))
        parts.append(self.layouts.info())
        if self.view.busy:
            parts.append(self.tr("drawing…"))
        self.status.setText(" · ".join(p for p in parts if p))

    def _facts_text(self, facts: Facts) -> str:
        if not facts.milliseconds:  # built elsewhere (a student's game): its size only
            return self.tr("{0:,} vertices, {1:,} moves").format(facts.vertices, facts.moves)
        if facts.unexplored:
            return self.tr("{0:,} vertices ({1:,} not explored), {2:,} moves, in {3:.0f} ms").format(
                facts.vertices, facts.unexplored, facts.moves, facts.milliseconds)
        return self.tr("{0:,} vertices, {1:,} moves, opened and solved in {2:.0f} ms").format(
            facts.vertices, facts.moves, facts.milliseconds)

    def _update_actions(self, *_) -> None:
        a, document = self.window_actions, self.document
        has = document is not None
        busy = self.layouts.job is not None
        selected = document is not None and self.selected is not None and self.selected in document.arena
        a.save.setEnabled(has)
        a.save_as.setEnabled(has)
        a.export.setEnabled((has and self.figure is not None) or (self.on_tree_tab() and self.tree_tab.timeline is not None))
        a.undo.setEnabled(document is not None and document.undo.canUndo() and not busy)
        a.redo.setEnabled(document is not None and document.undo.canRedo() and not busy)
        for action in (a.delete, a.switch_player, *a.target.values(), a.target_none, a.rename, a.set_start):
            action.setEnabled(bool(selected) and not busy)
        players = document.arena.players if document is not None else 2
        for player, action in a.add_vertex.items():
            action.setEnabled(has and not busy)
            action.setVisible(player <= players + 1)  # a vertex of one more player brings them in
        for player, action in a.target.items():
            action.setVisible(player <= players)
        a.play_computer.setEnabled(self.session is not None)
        if document is not None:
            undo = document.undo
            a.undo.setToolTip(self.tr("Undo: {0}").format(undo.undoText()) if undo.canUndo() else self.tr("Undo"))


def open_default(window: MainWindow, source: str | None) -> None:
    """Open ``source``, or the course's 10-stick game."""
    window.open_source(source or DEFAULT_SPEC, remember=source is not None)
