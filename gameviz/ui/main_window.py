"""The main window: the arena, the attractor stepper, the side panels and the menus."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from gameviz.core.session import GameSession
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, shows_boards
from gameviz.figure.notation import NOTATIONS
from gameviz.figure.style import PALETTES, SIZES, Sizes
from gameviz.games import DEFAULT_SPEC
from gameviz.games.chess_eval import use_weights
from gameviz.model import ApplicationModel, DocumentKind, Facts, Preferences
from gameviz.model.document import ArenaDocument
from gameviz.report.attractor import genitive, start_caption, step_title
from gameviz.ui.accessible_descriptions import describe_window
from gameviz.ui.actions import Actions
from gameviz.ui.appearance import PANEL_WIDTH, Appearance
from gameviz.ui.arena_note import ArenaNote
from gameviz.ui.board_tab import BoardTab
from gameviz.ui.editing import Editing
from gameviz.ui.error_dialog import show_error
from gameviz.ui.exercise import ExercisePanel
from gameviz.ui.exercise_mode import ExerciseMode
from gameviz.ui.figure_view import FigureView
from gameviz.ui.file_drops import FileDrops
from gameviz.ui.i18n import tr_attractor
from gameviz.ui.lab_runs import LabRuns
from gameviz.ui.layout_runs import LayoutRuns
from gameviz.ui.memory import DOCUMENTS
from gameviz.ui.menus import WindowMenus
from gameviz.ui.opening import Opening
from gameviz.ui.panels import Inspector, StepPanel
from gameviz.ui.session_links import SessionLinks
from gameviz.ui.settings import Settings
from gameviz.ui.shown_players import ShownPlayers
from gameviz.ui.stepper import Stepper
from gameviz.ui.theme import apply_theme
from gameviz.ui.tree_exercise import TreeExercisePanel
from gameviz.ui.tree_tab import TreeTab
from gameviz.ui.view_links import ViewLinks
from gameviz.ui.window_status import WindowStatus
from gameviz.ui.workers import Job, cancel_all


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
        self.notation = NOTATIONS.get(self.settings.notation(), NOTATIONS["j1j2"])
        self.layouts = LayoutRuns(self)
        self.opening = Opening(self)
        self.lab = LabRuns(self)
        self.editing = Editing(self)
        self.appearance = Appearance(self)
        self.drops = FileDrops(self)
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
        self.tree_tab.search_budget = self.settings.search_budget()
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.arena_page, "")
        self.tabs.addTab(self.board_tab, "")
        self.tabs.addTab(self.tree_tab, "")
        self.setCentralWidget(self.tabs)
        self.stepper = Stepper(self)
        self.stepper.set_interval(self.settings.speed())
        self.players = ShownPlayers(self.notation, self)
        self.views = ViewLinks(self)
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
        self.status_line = WindowStatus(self)
        self.status, self.busy, self.cancel_button = self.status_line.label, self.status_line.busy, \
            self.status_line.cancel_button
        self._connect()
        self.views.document_opened(self.model.document)
        self.appearance.check_actions()
        self.retranslate()
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1360, 860)
        state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)
        self.update_actions()

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(area, dock)
        dock.setMinimumWidth(PANEL_WIDTH)
        return dock

    def _connect(self) -> None:
        self.board_tab.whyStrategy.connect(self.links.why_strategy)
        self.board_tab.whySearch.connect(self.links.why_search)
        self.board_tab.searchRequested.connect(self.links.search_position)
        self.board_tab.openRequested.connect(lambda spec: self.open_source(spec, remember=False))
        self.board_tab.positionChanged.connect(self.links.board_moved)
        self.tabs.currentChanged.connect(self.views.tab_changed)
        self.tree_tab.view.nodeClicked.connect(self.views.tree_node_clicked)
        self.tree_tab.stepsChanged.connect(self.views.tree_steps_changed)
        self.tree_tab.positionSelected.connect(self.links.show_tree_position)
        self.tree_tab.playRequested.connect(self.links.play_tree_moves)
        self.arena_note.aroundRequested.connect(self.opening.open_around)
        self.tree_tab.busyChanged.connect(lambda busy: self.show_busy(busy, self.tr("Searching…")))
        self.stepper.indexChanged.connect(self.views.step_chosen)
        self.board_tab.redrawn.connect(self.views.board_changed)
        self.model.opened.connect(self.views.document_opened)
        self.model.preferences.events.default_layout.connect(self.settings.set_default_layout)
        self.stepper.speedChanged.connect(self.settings.set_speed)
        self.view.nodeClicked.connect(self._node_clicked)
        self.view.populated.connect(self._figure_drawn)
        self.view.nodeDoubleClicked.connect(
            lambda v: self.editing.rename_selected() if self.model.document.arena.editing else None)
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
        self.view.setAccessibleName(self.tr("Arena picture: Tab goes from vertex to vertex, Enter selects"))
        self.step_panel.setAccessibleName(self.tr("Step panel"))
        self.inspector.setAccessibleName(self.tr("Vertex panel"))
        self.step_dock.setWindowTitle(self.tr("Step"))
        self.exercise_dock.setWindowTitle(self.tr("Exercise"))
        self.players.retranslate()
        self.arena_note.retranslate()  # before the Step panel, which repeats it
        self.cancel_button.setText(self.tr("Cancel"))
        self.stepper.describe = self.views.describe_step
        self.opening.fill_recent_menu()
        self.update_title()
        self.update_status()
        if self.document is not None and self.timeline is not None:
            self.timeline.start_caption = start_caption(self.notation, tr_attractor, partial=self.model.document.partial)
            self.show_arena_frame(self.model.document.arena.step)
        self.views.show_panel()
        self.views.sync_stepper()
        describe_window(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def step_title(self, index: int) -> str:
        """``A¹₂ (step 3 of 8)``, the same in the stepper and the Step panel; ``Result (step 8 of 8)`` at the end."""
        timeline = self.timeline
        if timeline is None:
            return ""
        return step_title(timeline.solution, timeline.players, index, tr_attractor, self.notation)

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
        self.update_actions()

    @property
    def selected(self) -> Hashable | None:
        """The vertex selected in the arena (the arena view's selection, in the model)."""
        return self.model.document.arena.selection

    @selected.setter
    def selected(self, vertex: Hashable | None) -> None:
        self.model.document.arena.selection = vertex

    def close_document(self, message: Callable[[], str], *, around: bool = False, kind: DocumentKind = "game",
                       title: str = "") -> None:
        """No arena to show: the arena tab says ``message()`` instead (asked again in another language); a
        document of ``kind`` (a game
        whose arena is not drawn, an exercise tree) is opened, its views at their start."""
        self.model.open(kind, title)
        DOCUMENTS.release()
        DOCUMENTS.resume()
        if self.document is not None:
            self.document.close()
        self.document = None
        self.figure = None
        self.timeline = None
        self.selected = None
        self.layouts.cancel()
        self.view.clear()
        self.arena_note.show_message(message, around=around)
        self.arena_page.setCurrentWidget(self.arena_note)
        self.layouts.info = str
        self.step_panel.show_sentences(self.tr("Arena"), [self.arena_note.message.text()])
        self.views.show_vertex_panel()
        self.update_status()
        self.update_actions()

    def set_document(self, document: ArenaDocument, *, kind: DocumentKind = "arena", facts: Facts | None = None,
                     source: str = "") -> None:
        """Show ``document`` (the previous one is closed), opened as a document of ``kind`` with every view
        at its start; ``kind == "around"``: the arena around the board's position, whose board and tree go on."""
        arena = document.arena
        facts = facts or Facts(vertices=len(arena), moves=arena.edge_count(), unexplored=len(arena.frontier))
        if kind == "around":
            self.model.explore_around(document.title, facts, players=arena.players)
        else:
            self.model.open(kind, document.title, source, players=arena.players, facts=facts,
                            partial=bool(arena.frontier))
        DOCUMENTS.release()  # the previous arena's objects may be collected again
        DOCUMENTS.pause()  # until it is drawn
        if self.document is not None:
            self.document.close()
        self.arena_page.setCurrentWidget(self.view)
        self.document = document
        document.boards = shows_boards(document.arena)
        document.figure_sizes = self.figure_sizes
        self.window_actions.boards.setChecked(document.boards)
        document.changed.connect(self._document_changed)
        document.history.events.clean.connect(self.update_title)
        document.history.events.any.connect(self.update_actions)
        self.selected = None
        self.inspector.forget_grundy()
        self.exercise.reset()
        self.timeline = None
        self.update_title()
        self.update_actions()
        self.select(None)
        self.layouts.start()

    def cancel_work(self) -> None:
        """The status bar's Cancel: stop the layout, the tree search and the student's code under way."""
        self.layouts.cancel()
        self.lab.cancel()
        if self.tree_tab.busy:
            self.tree_tab.cancel()
            self.statusBar().showMessage(self.tr("Search cancelled."), 5000)

    def show_busy(self, busy: bool, text: str = "") -> None:
        self.status_line.show_busy(busy, text)

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
        self.update_status()
        self.update_actions()  # File → Export applies as soon as there is a figure

    def _figure_drawn(self) -> None:
        """The figure is fully drawn: say so, and keep the arena's objects out of
        the garbage collector's scans (see :mod:`gameviz.ui.memory`)."""
        self.update_status()
        DOCUMENTS.settle()
        DOCUMENTS.resume()

    @property
    def layout_job(self) -> Job | None:
        """The layout under way, if any."""
        return self.layouts.job

    def shown_players(self) -> tuple[int, ...]:
        """The players whose attractors the arena's steps show (the model's arena view says)."""
        return self.model.document.arena.shown

    def rebuild_timeline(self, index: int | None = None) -> None:
        """The arena's timeline again (shown players, exercise), at step ``index`` (default: the start)."""
        document = self.document
        if document is None or self.figure is None:
            return
        players = self.model.document.arena.shown
        if self.model.document.arena.exercise and len(players) > 1:
            players = (1,)
        self.timeline = AttractorTimeline(self.figure, document.solution, players,
                                          start_caption(self.notation, tr_attractor, partial=self.model.document.partial))
        view = self.model.document.arena
        self.views.rebuilding = True  # one drawing below, not one per changed field
        try:
            view.set_steps(len(self.timeline), index or 0)
        finally:
            self.views.rebuilding = False
        self.show_arena_frame(view.step)
        self.views.sync_stepper()

    def show_arena_frame(self, index: int) -> None:
        """Draw step ``index`` of the arena's timeline (and say it in the Step panel if the arena is on screen)."""
        if self.timeline is None or self.document is None or self.figure is None:
            return
        self.players.say_all(self.timeline.is_result(index))
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

    def on_tree_tab(self) -> bool:
        return self.model.current == "tree"

    def current_view(self) -> FigureView:
        return self.tree_tab.view if self.on_tree_tab() else self.view

    def to_tree_tab(self, then: Callable[[], object]) -> None:
        """Show the search-tree tab, then do ``then`` (a search-menu action)."""
        self.tabs.setCurrentWidget(self.tree_tab)
        then()

    def _node_clicked(self, vertex: Hashable) -> None:
        arena = self.model.document.arena
        if arena.exercise and not arena.editing:
            self.exercise.toggle(vertex)
            self.show_arena_frame(self.model.document.arena.step)
        self.select(vertex)

    def _select_id(self, vertex_id: str) -> None:
        if self.document is not None and self.document.arena.has_id(vertex_id):
            self.select(self.document.arena.vertex(vertex_id), center=True)

    def select(self, vertex: Hashable | None, *, center: bool = False) -> None:
        """Select ``vertex`` of the arena (None: nothing) in the model: the picture, the Vertex panel and
        the actions render the model's selection (again, if it was already selected)."""
        arena = self.model.document.arena
        if vertex != arena.selection:
            arena.selection = vertex
        else:
            self.views.arena_selected(vertex)
        if center:
            self.view.select(vertex, center=True)

    def _document_changed(self, _: object = None) -> None:
        self.inspector.forget_grundy()
        document = self.document
        kept = self.selected if document is not None and self.selected in document.arena else None
        if document is not None:  # an edit may bring a player in, or take one out: drawn once, below
            self.views.rebuilding = True
            try:
                self.model.document.arena.set_players(document.arena.players)
            finally:
                self.views.rebuilding = False
        self.rebuild_figure(fit=False)  # before the selection: a deleted vertex is no longer drawn
        self.select(kept)
        self.update_actions()

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
        DOCUMENTS.resume()  # nothing is being built any more: collections go on
        self.settings.set_geometry(self.saveGeometry(), self.saveState())
        event.accept()

    def edit_preferences(self) -> None:
        self.appearance.edit_preferences()

    def set_notation(self, key: str) -> None:
        self.appearance.set_notation(key)

    def set_language(self, language: str) -> None:
        self.appearance.set_language(language)

    def show_heuristic_on_board(self, on: bool) -> None:
        self.appearance.show_heuristic_on_board(on)

    def set_presentation(self, on: bool) -> None:
        self.appearance.set_presentation(on)

    def set_theme(self, theme: str) -> None:
        self.appearance.set_theme(theme)

    def show_error(self, title: str, error: BaseException) -> None:
        """A dialog for an error; input mistakes say where and what, others give details."""
        show_error(self, title, error)

    def update_title(self, *_: object) -> None:
        self.status_line.update_title()

    def update_status(self) -> None:
        self.status_line.update_status()

    def update_actions(self, *_: object) -> None:
        self.status_line.update_actions()


def open_default(window: MainWindow, source: str | None) -> None:
    """Open ``source``, or the course's 10-stick game."""
    window.open_source(source or DEFAULT_SPEC, remember=source is not None)
