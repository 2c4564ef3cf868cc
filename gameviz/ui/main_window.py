"""The main window: where the model, the widgets that render it and the controllers that change it meet.

The window holds one :class:`~gameviz.model.ApplicationModel` (the open
document, its views, the preferences). Its widgets bind to their part of it
and subscribe: the Arena tab to the arena view, the Board tab to the board
view, the Search Tree tab to the search view, the stepper to the view on
screen, the panels and the status line to what the view on screen shows. Its
controllers (opening, editing, layouts, the lab, the links between the views,
the preferences) receive the model, the jobs and a parent widget, and change
the model. The window creates them, connects the actions and the widgets'
requests to the controllers, and nothing else.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QTabWidget, QWidget

from gameviz.core.session import GameSession
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline
from gameviz.figure.style import Palette
from gameviz.games import DEFAULT_SPEC
from gameviz.games.chess_eval import use_weights
from gameviz.model import VIEWS, ApplicationModel, ArenaDocument, Document, Preferences
from gameviz.report.attractor import genitive
from gameviz.ui.accessible_descriptions import describe_window
from gameviz.ui.actions import ActionChecks, Actions
from gameviz.ui.appearance import PANEL_WIDTH, Appearance
from gameviz.ui.arena_note import ArenaNote
from gameviz.ui.arena_tab import ArenaTab
from gameviz.ui.board_tab import BoardTab
from gameviz.ui.course_views import open_algorithm, open_game_graph, open_play
from gameviz.ui.editing import Editing
from gameviz.ui.error_dialog import show_error
from gameviz.ui.exercise import ExercisePanel
from gameviz.ui.figure_view import FigureView
from gameviz.ui.file_drops import FileDrops
from gameviz.ui.help import show_about, show_guide, show_shortcuts
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
from gameviz.ui.side_panels import SidePanels
from gameviz.ui.stepper import Stepper
from gameviz.ui.tree_exercise import TreeExercisePanel
from gameviz.ui.tree_tab import TreeTab
from gameviz.ui.view_stepper import ViewStepper
from gameviz.ui.window_status import WindowStatus
from gameviz.ui.workers import Job, Jobs, cancel_all


class MainWindow(QMainWindow):
    """The arena, the board and the search tree of one document, stepped, with the side panels and the menus."""

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        use_weights(self.settings.chess_weights())
        #: what every view shows, apart from the widgets (DESIGN.md, rule 7)
        self.model = ApplicationModel(preferences=Preferences(
            theme=self.settings.theme(), language=self.settings.language(), notation=self.settings.notation(),
            default_layout=self.settings.default_layout(), heuristic_on_board=self.settings.heuristic_on_board()))
        self.jobs = Jobs()
        model = self.model
        self.window_actions = Actions(self)
        self.appearance = Appearance(model, self.settings, self, [])

        self.arena_tab = ArenaTab(model, self)
        self.board_tab = BoardTab(model, self)
        self.board_tab.budget = self.settings.score_budget()
        self.tree_exercise = TreeExercisePanel(self)
        self.tree_tab = TreeTab(model, self.jobs, self.tree_exercise, self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        for tab in (self.arena_tab, self.board_tab, self.tree_tab):
            self.tabs.addTab(tab, "")
        self.setCentralWidget(self.tabs)
        self._read_settings()

        self.stepper = Stepper(self)
        self.stepper.set_interval(self.settings.speed())
        self.players = ShownPlayers(model, self)
        self.step_panel = StepPanel(self)
        self.inspector = Inspector(self)
        self.exercise = ExercisePanel(self)
        self.exercises = QStackedWidget(self)
        self.exercises.addWidget(self.exercise)
        self.exercises.addWidget(self.tree_exercise)
        self.step_dock = self._dock("step", self.step_panel)
        self.inspector_dock = self._dock("inspector", self.inspector)
        self.exercise_dock = self._dock("exercise", self.exercises)
        self.splitDockWidget(self.step_dock, self.inspector_dock, Qt.Orientation.Vertical)
        self.tabifyDockWidget(self.step_dock, self.exercise_dock)
        self.step_dock.raise_()
        self.appearance.docks = [self.step_dock, self.inspector_dock]

        self.menus = WindowMenus(self, self.window_actions, [self.step_dock, self.inspector_dock, self.exercise_dock],
                                 self.players, self.stepper)
        self.layouts = LayoutRuns(model, self.jobs, self._aspect, lambda engine: self.window_actions.layouts[engine].text(),
                                  self)
        self.editing = Editing(model, self.jobs, self.window_actions, self.menus.target_menu, self)
        self.opening = Opening(model, self.jobs, self.settings, self.editing, self)
        self.lab = LabRuns(model, self.jobs, self)
        self.links = SessionLinks(model, self)
        self.drops = FileDrops(self, self.open_source, self.lab)
        self.views = ViewStepper(model, self.stepper, {
            "arena": self.step_title, "board": self._board_step, "tree": self.tree_tab.describe_step})
        self.panels = SidePanels(model, self.step_panel, self.inspector, self.inspector_dock, self.exercise,
                                 (self.arena_tab, self.board_tab, self.tree_tab))
        self.status_line = WindowStatus(model, self, (self.arena_tab, self.board_tab, self.tree_tab),
                                        self.window_actions, self.layouts.offers)
        self.status, self.busy, self.cancel_button = self.status_line.label, self.status_line.busy, \
            self.status_line.cancel_button
        self.checks = ActionChecks(self.window_actions, model, self)
        self.window_actions.refresh_icons(self)
        self._connect_widgets()
        self._connect_actions()
        model.errors.connect(lambda said: self.show_error(*said))
        model.events.document.connect(self._opened)
        model.events.current.connect(self._current_changed)
        self._opened(model.document)
        self.retranslate()
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1360, 860)
        state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)

    def _dock(self, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setMinimumWidth(PANEL_WIDTH)
        return dock

    def _read_settings(self) -> None:
        """The limits and budgets of *Edit → Preferences*, where the tabs use them."""
        self.tree_tab.vertex_limit = self.settings.vertex_limit()
        self.tree_tab.search_budget = self.settings.search_budget()
        self.board_tab.budget = self.settings.score_budget()
        self.board_tab.set_show_heuristic(self.board_tab.show_heuristic)  # the chess weights may have changed

    # ----------------------------------------------------------- connections
    def _connect_widgets(self) -> None:
        """What the widgets ask for goes to the model (the widgets render it back) or to a controller."""
        model, links = self.model, self.links
        self.tabs.currentChanged.connect(lambda index: setattr(model, "current", VIEWS[index]))
        self.board_tab.whyStrategy.connect(links.why_strategy)
        self.board_tab.whySearch.connect(links.why_search)
        self.board_tab.searchRequested.connect(links.search_position)
        self.board_tab.openRequested.connect(lambda spec: self.open_source(spec, remember=False))
        self.tree_tab.positionSelected.connect(links.show_tree_position)
        self.tree_tab.playRequested.connect(links.play_tree_moves)
        self.arena_tab.note.aroundRequested.connect(self.opening.open_around)
        self.opening.recentChanged.connect(self._fill_recent)
        self.editing.saved.connect(self.opening.remember)
        self.appearance.settingsChanged.connect(self._read_settings)
        self.status_line.cancel_button.clicked.connect(self.cancel_work)
        self.stepper.speedChanged.connect(self.settings.set_speed)
        view = self.arena_tab.view
        view.nodeClicked.connect(self._node_clicked)
        view.populated.connect(self._figure_drawn)
        view.nodeDoubleClicked.connect(lambda _: self.editing.rename_selected() if model.document.arena.editing else None)
        view.backgroundClicked.connect(lambda _: self.select(None))
        view.edgeRequested.connect(self.editing.add_edge)
        view.contextRequested.connect(self.editing.context_menu)
        self.inspector.vertexClicked.connect(self._select_id)
        self.step_panel.vertexClicked.connect(self._select_id)
        self.arena_tab.decorate = self.exercise.decorate
        self.exercise.checkRequested.connect(self.arena_tab.show_frame)
        self.exercise.clearRequested.connect(self.arena_tab.show_frame)
        self.exercise.revealRequested.connect(self._reveal)
        self.tree_exercise.changed.connect(self.tree_tab.show_exercise)
        self.tree_exercise.newExercise.connect(self.tree_tab.new_random_exercise)
        self.tree_exercise.showAnswer.connect(self._show_tree_answer)

    def _connect_actions(self) -> None:
        """The menus' and toolbars' actions, each to the controller or the view it acts on."""
        a, model = self.window_actions, self.model
        for action, slot in (
                (a.new_game, self.opening.new_from_game), (a.open, self.opening.open_file), (a.save, self.editing.save),
                (a.save_as, self.editing.save_as), (a.export, self.export_picture), (a.export_web, self.export_web_page),
                (a.student_code, self.lab.open), (a.student_folder, self.lab.open_folder),
                (a.clear_recent, self.opening.clear_recent), (a.quit, self.close), (a.undo, self.editing.undo),
                (a.redo, self.editing.redo), (a.delete, self.editing.delete_selected),
                (a.switch_player, self.editing.switch_player), (a.rename, self.editing.rename_selected),
                (a.set_start, self.editing.set_start), (a.random_arena, self.opening.random_arena),
                (a.preferences, self.edit_preferences), (a.tree_of_vertex, self.links.tree_of_selected_vertex),
                (a.play_computer, self.links.play_against_computer), (a.relayout, self.layouts.start),
                (a.first_step, self.stepper.first), (a.previous_step, self.stepper.previous),
                (a.play, self.stepper.toggle_play), (a.next_step, self.stepper.next), (a.last_step, self.stepper.last),
                (a.guide, lambda: show_guide(self)), (a.shortcuts, lambda: show_shortcuts(self, a)),
                (a.about, lambda: show_about(self)), (a.course_algorithm, lambda: open_algorithm(model, self)),
                (a.game_graph, lambda: open_game_graph(model, self.board_tab, self)),
                (a.play_on_arena, lambda: open_play(model, self.board_tab, self)),
                (a.zoom_in, lambda: self.current_view().zoom_in()), (a.zoom_out, lambda: self.current_view().zoom_out()),
                (a.fit, lambda: self.current_view().fit()), (a.target_none, lambda: self.editing.set_target(None)),
                (a.enter_tree, lambda: self.to_tree_tab(self.tree_tab.enter_tree)),
                (a.random_tree, lambda: self.to_tree_tab(self.tree_tab.new_random_exercise)),
                (a.random_tree_options, lambda: self.to_tree_tab(self.tree_tab.choose_random_exercise)),
                (a.compare, lambda: self.to_tree_tab(self.tree_tab.compare))):
            action.triggered.connect(slot)
        for player, add in a.add_vertex.items():
            add.triggered.connect(lambda checked=False, p=player: self.editing.add_vertex(p, self._view_centre()))
        for player, target in a.target.items():
            target.triggered.connect(lambda checked=False, p=player: self.editing.set_target(p))
        for key, action in a.layouts.items():
            action.triggered.connect(lambda checked, k=key: self.layouts.set_engine(k))
        for key, action in a.notations.items():
            action.triggered.connect(lambda checked, k=key: self.set_notation(k))
        for key, action in a.languages.items():
            action.triggered.connect(lambda checked, k=key: self.set_language(k))
        for key, action in a.themes.items():
            action.triggered.connect(lambda checked, k=key: self.set_theme(k))
        a.edit_mode.toggled.connect(self.editing.set_edit_mode)
        a.exercise_mode.toggled.connect(lambda on: setattr(model.view, "exercise", on))
        a.presentation.toggled.connect(self.set_presentation)
        a.full_screen.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        a.boards.toggled.connect(self.layouts.show_boards)
        a.heuristic_board.toggled.connect(self.show_heuristic_on_board)
        a.values_pm1.toggled.connect(lambda on: self.tree_tab.set_win(1.0 if on else math.inf))

    # ------------------------------------------------------------- the model
    def _opened(self, document: Document) -> None:
        """A document was opened: its tabs enabled, its exercises followed (the widgets bind by themselves)."""
        self.tabs.setTabEnabled(self.tabs.indexOf(self.board_tab), document.board.session is not None)
        for view in (document.arena, document.tree):
            view.events.exercise.connect(self._exercise_changed)
        self.step_dock.show()
        self.step_dock.raise_()
        self._fill_recent()

    def _exercise_changed(self, on: bool) -> None:
        """An exercise began (its panel comes forward) or ended (the Step panel does)."""
        if on:
            self.exercise_dock.show()
            self.exercise_dock.raise_()
        else:
            self.step_dock.raise_()

    def _current_changed(self, current: str) -> None:
        """Another view on screen: its tab, its exercise panel, the controls that apply to it."""
        widget = (self.arena_tab, self.board_tab, self.tree_tab)[VIEWS.index(current)]
        if self.tabs.currentWidget() is not widget:
            self.tabs.setCurrentWidget(widget)
        self.menus.step_toolbar.setEnabled(current != "board")
        self.players.setEnabled(current != "tree")
        self.exercises.setCurrentWidget(self.tree_exercise if current == "tree" else self.exercise)

    def _fill_recent(self) -> None:
        self.menus.fill_recent(self.settings.recent(), self.opening.open)

    def retranslate(self) -> None:
        self.window_actions.retranslate()
        a = self.window_actions
        notation = self.model.preferences.names()
        for player in a.add_vertex:
            of_player = genitive(notation.name(player), tr_attractor)
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
        self._fill_recent()
        self.status_line.update_all()
        self.panels.render()
        self.views.render()
        describe_window(self.view, self.tree_tab.view, self.tabs, self.step_panel, self.inspector,
                        [self.menus.main_toolbar, self.menus.view_toolbar, self.menus.step_toolbar])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------- what tests and the tabs read
    @property
    def document(self) -> ArenaDocument | None:
        """The open document's arena, if it has one."""
        return self.model.document.arena.document

    @property
    def session(self) -> GameSession | None:
        """The game on the board, if any."""
        return self.model.document.board.session

    @property
    def view(self) -> FigureView:
        """The picture of the arena."""
        return self.arena_tab.view

    @property
    def arena_note(self) -> ArenaNote:
        """What the Arena tab says when the document has no arena."""
        return self.arena_tab.note

    @property
    def arena_page(self) -> ArenaTab:
        """The Arena tab."""
        return self.arena_tab

    @property
    def figure(self) -> ArenaFigure | None:
        """The arena's picture, once laid out."""
        return self.arena_tab.figure

    @property
    def timeline(self) -> AttractorTimeline | None:
        """The arena's steps as drawn."""
        return self.arena_tab.timeline

    @property
    def figure_palette(self) -> Palette:
        """The figures' colours, in the theme chosen."""
        return self.model.preferences.palette()

    @property
    def selected(self) -> Hashable | None:
        """The vertex selected in the arena (the arena view's selection, in the model)."""
        return self.model.document.arena.selection

    @property
    def load_job(self) -> Job | None:
        """The exploration under way, if any."""
        return self.opening.job

    @property
    def layout_job(self) -> Job | None:
        """The layout under way, if any."""
        return self.layouts.job

    def step_title(self, index: int) -> str:
        """``𝒜¹₂ (step 3 of 8)``, the same in the stepper and the Step panel; ``Result (step 8 of 8)`` at the end."""
        return self.model.document.arena.title(index, tr_attractor, self.model.preferences.names())

    def _board_step(self, _index: int) -> str:
        """The stepper's text on the Board tab, which has no steps: how far the game has gone."""
        session = self.session
        if session is None:
            return ""
        played = len(session.moves)
        return self.tr("Board: move {0}").format(played) if played else self.tr("Board: start")

    def on_tree_tab(self) -> bool:
        return self.model.current == "tree"

    def current_view(self) -> FigureView:
        return self.tree_tab.view if self.on_tree_tab() else self.view

    def to_tree_tab(self, then: Callable[[], object]) -> None:
        """Show the search-tree tab, then do ``then`` (a search-menu action)."""
        self.model.current = "tree"
        then()

    # ------------------------------------------------------------ the arena
    def open_source(self, source: str, *, remember: bool = True) -> None:
        """Open an arena file or a game, keeping what is open on failure."""
        self.opening.open(source, remember=remember)

    def select(self, vertex: Hashable | None, *, center: bool = False) -> None:
        """Select ``vertex`` of the arena (None: nothing) in the model: the picture, the Vertex panel and
        the actions render the model's selection (again, if it was already selected)."""
        arena = self.model.document.arena
        if vertex != arena.selection:
            arena.selection = vertex
        else:
            self.panels.render()
        if center:
            self.view.select(vertex, center=True)

    def _node_clicked(self, vertex: Hashable) -> None:
        arena = self.model.document.arena
        if arena.exercise and not arena.editing:
            self.exercise.toggle(vertex)
            self.arena_tab.show_frame()
        self.select(vertex)

    def _select_id(self, vertex_id: str) -> None:
        document = self.document
        if document is not None and document.arena.has_id(vertex_id):
            self.select(document.arena.vertex(vertex_id), center=True)

    def _view_centre(self) -> QPointF:
        """The point of the arena's picture at the centre of the view (where a new vertex goes)."""
        return self.view.mapToScene(self.view.viewport().rect().center())

    def _aspect(self) -> float:
        """The width / height of the arena's picture (its layout fills it)."""
        viewport = self.view.viewport().size()
        return viewport.width() / max(viewport.height(), 1)

    def _figure_drawn(self) -> None:
        """The figure is fully drawn: keep the arena's objects out of the garbage collector's scans (see
        :mod:`gameviz.ui.memory`)."""
        DOCUMENTS.settle()
        DOCUMENTS.resume()

    def _reveal(self) -> None:
        """The arena exercise's *Reveal*: show the next set."""
        self.exercise.reset()
        arena = self.model.document.arena
        arena.go(arena.step + 1)

    def _show_tree_answer(self) -> None:
        """The tree exercise's *Show the Answer*: leave the exercise, at the search's result."""
        tree = self.model.document.tree
        tree.exercise = False
        tree.go(tree.steps - 1)

    # ------------------------------------------------------------ commands
    def cancel_work(self) -> None:
        """The status bar's Cancel: stop the layout, the tree search and the student's code under way."""
        self.layouts.cancel()
        self.lab.cancel()
        if self.tree_tab.busy:
            self.tree_tab.cancel()
            self.model.say(self.tr("Search cancelled."))

    def export_picture(self) -> None:
        """*Export*: the pictures of the tab on screen, this step or every step."""
        from gameviz.ui.export_dialog import export_arena, export_board, export_tree

        if self.model.current == "board":
            export_board(self.model, self.board_tab, self)
        elif self.on_tree_tab():
            export_tree(self.tree_tab, self)
        else:
            export_arena(self.model, self.arena_tab, self)

    def export_web_page(self) -> None:
        """*Export Web Page*: the tab on screen as one interactive web page."""
        from gameviz.ui.web_export import export_web_page

        export_web_page(self.model, self.arena_tab, self.tree_tab, self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.editing.maybe_discard():
            event.ignore()
            return
        self.jobs.cancel()  # (their callbacks would find the window's widgets gone)
        cancel_all()
        DOCUMENTS.release()
        DOCUMENTS.resume()  # nothing is being built any more: collections go on
        self.settings.set_geometry(self.saveGeometry(), self.saveState())
        event.accept()

    def edit_preferences(self) -> None:
        self.appearance.edit_preferences({key: action.text() for key, action in self.window_actions.layouts.items()})

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


def open_default(window: MainWindow, source: str | None) -> None:
    """Open ``source``, or the course's 10-stick game."""
    window.open_source(source or DEFAULT_SPEC, remember=source is not None)
