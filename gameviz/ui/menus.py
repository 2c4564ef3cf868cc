"""The window's menus and toolbars, and what each action does.

Actions are made by :class:`~gameviz.ui.actions.Actions`; this module puts
them in menus and toolbars and connects them to the window's controllers.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar, QWidget

from gameviz.ui.course_views import open_algorithm, open_game_graph, open_play
from gameviz.ui.help import show_about, show_guide, show_shortcuts

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QDockWidget, QMenuBar, QToolBar

    from gameviz.figure.notation import Notation
    from gameviz.figure.style import Palette
    from gameviz.model import ApplicationModel
    from gameviz.model.document import ArenaDocument
    from gameviz.ui.actions import Actions
    from gameviz.ui.board_tab import BoardTab
    from gameviz.ui.editing import Editing
    from gameviz.ui.exercise_mode import ExerciseMode
    from gameviz.ui.figure_view import FigureView
    from gameviz.ui.lab_runs import LabRuns
    from gameviz.ui.layout_runs import LayoutRuns
    from gameviz.ui.opening import Opening
    from gameviz.ui.session_links import SessionLinks
    from gameviz.ui.shown_players import ShownPlayers
    from gameviz.ui.stepper import Stepper
    from gameviz.ui.tree_tab import TreeTab


class MenuWindow(Protocol):
    """What the menus need of the window: its actions, its controllers, its panels and what they act on."""

    window_actions: Actions
    document: ArenaDocument | None
    players: ShownPlayers
    stepper: Stepper
    tree_tab: TreeTab
    step_dock: QDockWidget
    inspector_dock: QDockWidget
    exercise_dock: QDockWidget
    opening: Opening
    editing: Editing
    lab: LabRuns
    layouts: LayoutRuns
    links: SessionLinks
    exercise_mode: ExerciseMode
    board_tab: BoardTab  # the views of the course (View → Game Graph, Steps → Algorithm)
    model: ApplicationModel  # (and whether the open arena is partial)
    figure_palette: Palette
    notation: Notation

    def current_view(self) -> FigureView: ...
    def to_tree_tab(self, then: Callable[[], object]) -> None: ...
    def export_picture(self) -> None: ...
    def export_web_page(self) -> None: ...
    def edit_preferences(self) -> None: ...
    def set_presentation(self, on: bool) -> None: ...
    def set_notation(self, key: str) -> None: ...
    def set_language(self, language: str) -> None: ...
    def set_theme(self, theme: str) -> None: ...
    def show_heuristic_on_board(self, on: bool) -> None: ...
    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt's naming)
    def addToolBar(self, area: Qt.ToolBarArea, toolbar: QToolBar) -> None: ...  # noqa: N802
    def showFullScreen(self) -> None: ...  # noqa: N802
    def showNormal(self) -> None: ...  # noqa: N802
    def close(self) -> bool: ...
    def window(self) -> QWidget: ...  # the top-level widget: the parent of the toolbars


class WindowMenus(QObject):
    """The menu bar, the main toolbar and the steps toolbar of ``window``."""

    def __init__(self, window: MenuWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        a = window.window_actions
        bar = window.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addActions([a.new_game, a.open])
        self.recent_menu = self.file_menu.addMenu("")
        self.file_menu.addSeparator()
        self.file_menu.addActions([a.save, a.save_as, a.export, a.export_web])
        self.file_menu.addSeparator()
        self.file_menu.addActions([a.student_code, a.student_folder])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a.quit)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([a.undo, a.redo])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([a.edit_mode, *a.add_vertex.values(), a.delete, a.switch_player])
        self.target_menu = self.edit_menu.addMenu("")
        self.target_menu.addActions([*a.target.values(), a.target_none])
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
        self.view_menu.addActions([a.presentation, a.full_screen])
        self.view_menu.addActions([a.boards, a.heuristic_board, a.game_graph, a.play_on_arena, a.values_pm1])
        self.view_menu.addSeparator()
        self.notation_menu = self.view_menu.addMenu("")
        self.notation_menu.addActions(list(a.notations.values()))
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(list(a.languages.values()))
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.addActions(list(a.themes.values()))
        self.view_menu.addSeparator()
        self.panels_menu = self.view_menu.addMenu("")
        for dock in (window.step_dock, window.inspector_dock, window.exercise_dock):
            self.panels_menu.addAction(dock.toggleViewAction())
        self.steps_menu = bar.addMenu("")
        self.steps_menu.addActions([a.first_step, a.previous_step, a.play, a.next_step, a.last_step])
        self.steps_menu.addSeparator()
        self.steps_menu.addAction(a.exercise_mode)
        self.steps_menu.addAction(a.course_algorithm)
        self.search_menu = bar.addMenu("")
        self.search_menu.addActions([a.enter_tree, a.random_tree, a.random_tree_options, a.tree_of_vertex])
        self.search_menu.addSeparator()
        self.search_menu.addActions([a.compare, a.play_computer])
        self.help_menu = bar.addMenu("")  # after Search
        self.help_menu.addActions([a.guide, a.shortcuts])
        self.help_menu.addSeparator()
        self.help_menu.addAction(a.about)

        self.main_toolbar = QToolBar(window.window())
        self.main_toolbar.setObjectName("main")
        self.main_toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.main_toolbar.addActions([a.new_game, a.open, a.save])
        self.main_toolbar.addSeparator()
        self.main_toolbar.addActions([a.undo, a.redo])
        self.main_toolbar.addSeparator()
        self.main_toolbar.addActions([a.edit_mode, a.exercise_mode])
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.main_toolbar)
        # beside the main toolbar, or on a second row when both do not fit (French, presentation mode)
        self.view_toolbar = QToolBar(window.window())
        self.view_toolbar.setObjectName("view")
        self.view_toolbar.addActions([a.zoom_in, a.zoom_out, a.fit])
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.view_toolbar)
        self._window = window
        window.window().installEventFilter(self)
        self.step_toolbar = QToolBar(window.window())
        self.step_toolbar.setObjectName("steps")
        self.player_label = QLabel(window.window())
        self.step_toolbar.addWidget(self.player_label)
        self.step_toolbar.addWidget(window.players)
        self.step_toolbar.addSeparator()
        self.step_toolbar.addWidget(window.stepper)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.step_toolbar)
        self._connect(window)

    @staticmethod
    def _connect(window: MenuWindow) -> None:
        WindowMenus._connect_file_and_edit(window)
        WindowMenus._connect_view_and_tools(window)
        WindowMenus._connect_choices(window)

    @staticmethod
    def _connect_file_and_edit(window: MenuWindow) -> None:
        """The File menu's actions, and the Edit menu's: undo and editing the arena."""
        a = window.window_actions
        a.new_game.triggered.connect(window.opening.new_from_game)
        a.open.triggered.connect(window.opening.open_file)
        a.save.triggered.connect(window.editing.save)
        a.save_as.triggered.connect(window.editing.save_as)
        a.export.triggered.connect(window.export_picture)
        a.export_web.triggered.connect(window.export_web_page)
        a.student_code.triggered.connect(window.lab.open)
        a.student_folder.triggered.connect(window.lab.open_folder)
        a.clear_recent.triggered.connect(window.opening.clear_recent)
        a.quit.triggered.connect(window.close)
        a.undo.triggered.connect(lambda: window.document.history.undo() if window.document else None)
        a.redo.triggered.connect(lambda: window.document.history.redo() if window.document else None)
        a.edit_mode.toggled.connect(window.editing.set_edit_mode)
        for player, add in a.add_vertex.items():
            add.triggered.connect(lambda checked=False, p=player: window.editing.add_vertex(p))
        a.delete.triggered.connect(window.editing.delete_selected)
        a.switch_player.triggered.connect(window.editing.switch_player)
        for player, target in a.target.items():
            target.triggered.connect(lambda checked=False, p=player: window.editing.set_target(p))
        a.target_none.triggered.connect(lambda: window.editing.set_target(None))
        a.rename.triggered.connect(window.editing.rename_selected)
        a.set_start.triggered.connect(window.editing.set_start)

    @staticmethod
    def _connect_view_and_tools(window: MenuWindow) -> None:
        """Zoom and presentation, the search tree's and the board's commands, the course's dialogs."""
        a = window.window_actions
        a.random_arena.triggered.connect(window.opening.random_arena)
        a.preferences.triggered.connect(window.edit_preferences)
        a.zoom_in.triggered.connect(lambda: window.current_view().zoom_in())
        a.zoom_out.triggered.connect(lambda: window.current_view().zoom_out())
        a.fit.triggered.connect(lambda: window.current_view().fit())
        a.presentation.toggled.connect(window.set_presentation)
        a.full_screen.toggled.connect(lambda on: window.showFullScreen() if on else window.showNormal())
        a.enter_tree.triggered.connect(lambda: window.to_tree_tab(window.tree_tab.enter_tree))
        a.random_tree.triggered.connect(lambda: window.to_tree_tab(window.tree_tab.new_random_exercise))
        a.random_tree_options.triggered.connect(lambda: window.to_tree_tab(window.tree_tab.choose_random_exercise))
        a.tree_of_vertex.triggered.connect(window.links.tree_of_selected_vertex)
        a.compare.triggered.connect(lambda: window.to_tree_tab(window.tree_tab.compare))
        a.play_computer.triggered.connect(window.links.play_against_computer)
        a.relayout.triggered.connect(window.layouts.start)
        a.boards.toggled.connect(window.layouts.show_boards)
        a.heuristic_board.toggled.connect(window.show_heuristic_on_board)
        a.course_algorithm.triggered.connect(lambda: open_algorithm(window))
        a.game_graph.triggered.connect(lambda: open_game_graph(window))
        a.play_on_arena.triggered.connect(lambda: open_play(window))
        a.values_pm1.toggled.connect(lambda on: window.tree_tab.set_win(1.0 if on else math.inf))

    @staticmethod
    def _connect_choices(window: MenuWindow) -> None:
        """The menus of one choice each: layout engine, notation, language."""
        a = window.window_actions
        for key, action in a.layouts.items():
            action.triggered.connect(lambda checked, k=key: window.layouts.set_engine(k))
        for key, action in a.notations.items():
            action.triggered.connect(lambda checked, k=key: window.set_notation(k))
        for key, action in a.languages.items():
            action.triggered.connect(lambda checked, k=key: window.set_language(k))
        for key, action in a.themes.items():
            action.triggered.connect(lambda checked, k=key: window.set_theme(k))
        a.first_step.triggered.connect(window.stepper.first)
        a.previous_step.triggered.connect(window.stepper.previous)
        a.play.triggered.connect(window.stepper.toggle_play)
        a.next_step.triggered.connect(window.stepper.next)
        a.last_step.triggered.connect(window.stepper.last)
        a.exercise_mode.toggled.connect(window.exercise_mode.set_on)
        a.guide.triggered.connect(lambda: show_guide(window.window()))
        a.shortcuts.triggered.connect(lambda: show_shortcuts(window.window(), a))
        a.about.triggered.connect(lambda: show_about(window.window()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            QTimer.singleShot(0, self.fit_toolbars)  # once the texts and the width are the new ones
        return False

    def fit_toolbars(self) -> None:
        """Put the zoom toolbar on a second row when the two toolbars do not fit in one, so that no
        button hides behind a » menu."""
        window = self._window.window()
        if not isinstance(window, QMainWindow):
            return
        needed = self.main_toolbar.sizeHint().width() + self.view_toolbar.sizeHint().width() + 16
        wrapped = window.toolBarBreak(self.view_toolbar)
        if needed > window.width() and not wrapped:
            window.insertToolBarBreak(self.view_toolbar)
        elif needed <= window.width() and wrapped:
            window.removeToolBarBreak(self.view_toolbar)

    def retranslate(self) -> None:
        """Titles of the menus and toolbars (the actions translate themselves)."""
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
        self.help_menu.setTitle(self.tr("&Help"))
        self.main_toolbar.setWindowTitle(self.tr("Main Toolbar"))
        self.view_toolbar.setWindowTitle(self.tr("Zoom"))
        self.step_toolbar.setWindowTitle(self.tr("Steps"))
        self.player_label.setText(self.tr("Show:"))
