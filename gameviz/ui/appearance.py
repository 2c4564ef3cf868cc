"""The application's preferences applied to the window: theme, language, notation, presentation mode,
and *Edit → Preferences*. Each is the same for every document; switching one moves no view."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from gameviz.figure.notation import NOTATIONS
from gameviz.figure.style import PALETTES, PRESENTATION_SCALE, SIZES
from gameviz.ui.i18n import install as install_language
from gameviz.ui.theme import apply_theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QWidget

    from gameviz.figure.notation import Notation
    from gameviz.figure.style import Palette, Sizes
    from gameviz.model import ApplicationModel
    from gameviz.model.document import ArenaDocument
    from gameviz.ui.actions import Actions
    from gameviz.ui.arena_note import ArenaNote
    from gameviz.ui.board_tab import BoardTab
    from gameviz.ui.layout_runs import LayoutRuns
    from gameviz.ui.panels import Inspector, StepPanel
    from gameviz.ui.settings import Settings
    from gameviz.ui.shown_players import ShownPlayers
    from gameviz.ui.tree_tab import TreeTab

#: The usual width of the panels on the right, in pixels (wider in presentation mode).
PANEL_WIDTH = 260


class AppearanceWindow(Protocol):
    """What the preferences change in the window: its style, its panels and tabs, its figures."""

    model: ApplicationModel
    settings: Settings
    notation: Notation
    figure_palette: Palette
    figure_sizes: Sizes
    window_actions: Actions
    document: ArenaDocument | None
    selected: Hashable | None
    players: ShownPlayers
    board_tab: BoardTab
    tree_tab: TreeTab
    step_panel: StepPanel
    inspector: Inspector
    arena_note: ArenaNote
    step_dock: QDockWidget
    layouts: LayoutRuns

    def retranslate(self) -> None: ...
    def rebuild_figure(self, *, fit: bool) -> None: ...
    def select(self, vertex: Hashable | None, *, center: bool = False) -> None: ...
    def resizeDocks(self, docks: list[QDockWidget], sizes: list[int],  # noqa: N802 (Qt's naming)
                    orientation: Qt.Orientation) -> None: ...
    def window(self) -> QWidget: ...  # the top-level widget: the parent of dialogs


class Appearance(QObject):
    """Applies each preference to every widget that shows it, and remembers it."""

    def __init__(self, window: AppearanceWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        self._usual_font: QFont | None = None

    def check_actions(self) -> None:
        """Check the menu entry of each preference, and of the open document's layout."""
        w = self.window
        a = w.window_actions
        a.layouts.get(w.model.layout(), a.layouts["auto"]).setChecked(True)
        a.notations[w.notation.key].setChecked(True)
        a.languages.get(w.settings.language(), a.languages["system"]).setChecked(True)
        a.themes[w.figure_palette.name].setChecked(True)
        a.heuristic_board.setChecked(w.settings.heuristic_on_board())

    def edit_preferences(self) -> None:
        """*Edit → Preferences*: the vertex limit, the solver's time, the default layout of every arena."""
        from gameviz.ui.preferences_dialog import PreferencesDialog

        w = self.window
        layouts = {key: action.text() for key, action in w.window_actions.layouts.items()}
        dialog = PreferencesDialog(w.settings, layouts, w.model.preferences.default_layout, w.window())
        if dialog.exec():
            w.tree_tab.vertex_limit = w.settings.vertex_limit()
            w.tree_tab.search_budget = w.settings.search_budget()
            w.board_tab.budget = w.settings.score_budget()
            w.board_tab.set_show_heuristic(w.board_tab.show_heuristic)  # the chess weights may have changed
            w.model.preferences.default_layout = dialog.default_layout()
            if w.model.document.arena.layout is None:  # this document follows the default
                w.window_actions.layouts[w.model.layout()].setChecked(True)
                w.layouts.start()

    def set_notation(self, key: str) -> None:
        """J1/J2, Adam/Ève, Max/Min, Alice/Bob: every text and panel says it again."""
        w = self.window
        w.notation = NOTATIONS[key]
        w.model.preferences.notation = key
        w.board_tab.set_notation(w.notation)
        w.players.set_notation(w.notation)
        w.settings.set_notation(key)
        w.window_actions.notations[key].setChecked(True)
        w.retranslate()
        w.select(w.selected)

    def set_language(self, language: str) -> None:
        """The interface's language (every widget translates itself on the change event)."""
        w = self.window
        w.settings.set_language(language)
        w.model.preferences.language = language
        w.window_actions.languages[language].setChecked(True)
        install_language(language)

    def show_heuristic_on_board(self, on: bool) -> None:
        w = self.window
        w.settings.set_heuristic_on_board(on)
        w.board_tab.set_show_heuristic(on)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: every text, vertex and line :data:`PRESENTATION_SCALE` times larger (the
        window's font, the panels, the figures, laid out again), for the back of a classroom."""
        w = self.window
        scale = PRESENTATION_SCALE if on else 1.0
        w.model.preferences.presentation = on
        w.figure_sizes = SIZES.scaled(scale)
        w.window_actions.presentation.setChecked(on)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            if self._usual_font is None:
                self._usual_font = app.font()
            font = QFont(self._usual_font)
            font.setPointSizeF(self._usual_font.pointSizeF() * scale)
            app.setFont(font)
        for panel in (w.step_panel, w.inspector):
            panel.set_text_scale(scale)
        w.board_tab.set_text_scale(scale)
        w.arena_note.set_text_scale(scale)
        # the panels widen by less than the text grows: the picture needs the room more
        w.resizeDocks([w.step_dock], [round(PANEL_WIDTH * (1 + (scale - 1) / 2))], Qt.Orientation.Horizontal)
        w.tree_tab.set_figure_style(w.figure_palette, w.figure_sizes)
        if w.document is not None:
            w.document.figure_sizes = w.figure_sizes
            w.layouts.start()

    def set_theme(self, theme: str) -> None:
        """Light or dark: the window, the figures and the board in its colours; no view moves."""
        w = self.window
        w.figure_palette = PALETTES[theme]
        w.model.preferences.theme = theme
        apply_theme(w.figure_palette)
        w.window_actions.refresh_icons(w.window())
        w.tree_tab.set_figure_style(w.figure_palette, w.figure_sizes)
        w.settings.set_theme(theme)
        w.window_actions.themes[theme].setChecked(True)
        w.board_tab.set_board_palette(w.figure_palette)
        # labels styled by a style sheet keep the colours of their polish: style them again in the new ones
        scale = PRESENTATION_SCALE if w.model.preferences.presentation else 1.0
        w.board_tab.set_text_scale(scale)
        w.arena_note.set_text_scale(scale)
        w.rebuild_figure(fit=False)
        w.select(w.selected)
