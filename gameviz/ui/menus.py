"""The window's menus and toolbars.

Actions are made by :class:`~gameviz.ui.actions.Actions`; this module puts
them in menus and toolbars (the window connects them to its controllers).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QMainWindow, QToolBar

from gameviz.ui.actions import Actions
from gameviz.ui.stepper import Stepper


class WindowMenus(QObject):
    """The menu bar, the main toolbar and the steps toolbar of ``window``: ``docks`` are the panels the
    *Panels* menu shows or hides, ``players`` and ``stepper`` the steps toolbar's controls."""

    def __init__(self, window: QMainWindow, a: Actions, docks: list[QDockWidget], players: QComboBox,
                 stepper: Stepper) -> None:
        super().__init__(window)
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
        for dock in docks:
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

        self.main_toolbar = QToolBar(window)
        self.main_toolbar.setObjectName("main")
        self.main_toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.main_toolbar.addActions([a.new_game, a.open, a.save])
        self.main_toolbar.addSeparator()
        self.main_toolbar.addActions([a.undo, a.redo])
        self.main_toolbar.addSeparator()
        self.main_toolbar.addActions([a.edit_mode, a.exercise_mode])
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.main_toolbar)
        # beside the main toolbar, or on a second row when both do not fit (French, presentation mode)
        self.view_toolbar = QToolBar(window)
        self.view_toolbar.setObjectName("view")
        self.view_toolbar.addActions([a.zoom_in, a.zoom_out, a.fit])
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.view_toolbar)
        self._window = window
        self.clear_recent = a.clear_recent
        window.installEventFilter(self)
        self.step_toolbar = QToolBar(window)
        self.step_toolbar.setObjectName("steps")
        self.player_label = QLabel(window)
        self.step_toolbar.addWidget(self.player_label)
        self.step_toolbar.addWidget(players)
        self.step_toolbar.addSeparator()
        self.step_toolbar.addWidget(stepper)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.step_toolbar)

    def fill_recent(self, recent: list[str], open_source: Callable[[str], None]) -> None:
        """*Open Recent*: each of ``recent``, opened by ``open_source``, then *Clear*."""
        menu = self.recent_menu
        menu.clear()
        for source in recent:
            action = menu.addAction(source)
            action.triggered.connect(lambda checked=False, s=source: open_source(s))
        if menu.isEmpty():
            empty = menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
        menu.addSeparator()
        menu.addAction(self.clear_recent)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            QTimer.singleShot(0, self.fit_toolbars)  # once the texts and the width are the new ones
        return False

    def fit_toolbars(self) -> None:
        """Put the zoom toolbar on a second row when the two toolbars do not fit in one, so that no
        button hides behind a » menu."""
        window = self._window
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
