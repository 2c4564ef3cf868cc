"""The application's preferences: theme, language, notation, presentation mode, the heuristic on the
board, and *Edit → Preferences*.

Each is the same for every document, and is written to the model's
preferences: the widgets that show it subscribe and render it (switching one
moves no view). What belongs to the whole application is done here: the
settings remembered, the Qt palette of the theme, the translator of the
language, the font of presentation mode.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from gameviz.figure.style import PALETTES, PRESENTATION_SCALE
from gameviz.model import ApplicationModel
from gameviz.ui.i18n import install as install_language
from gameviz.ui.settings import Settings
from gameviz.ui.theme import apply_theme

#: The usual width of the panels on the right, in pixels (wider in presentation mode).
PANEL_WIDTH = 260


class Appearance(QObject):
    """Writes each preference to the model and does what it means for the whole application."""

    #: the settings of *Edit → Preferences* changed (limits and budgets the tabs read)
    settingsChanged = Signal()  # noqa: N815 (Qt's naming)

    def __init__(self, model: ApplicationModel, settings: Settings, window: QMainWindow, docks: list[QDockWidget]) -> None:
        """``docks``: the panels on the right, wider in presentation mode."""
        super().__init__(window)
        self.model = model
        self.settings = settings
        self.main_window = window
        self.docks = docks
        self._usual_font: QFont | None = None
        apply_theme(model.preferences.palette())
        model.preferences.events.default_layout.connect(settings.set_default_layout)

    def edit_preferences(self, layouts: dict[str, str]) -> None:
        """*Edit → Preferences*: the vertex limit, the solver's time, the default layout of every arena
        (``layouts``: each engine's name)."""
        from gameviz.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.settings, layouts, self.model.preferences.default_layout, self.main_window)
        if dialog.exec():
            self.model.preferences.default_layout = dialog.default_layout()
            self.settingsChanged.emit()

    def set_notation(self, key: str) -> None:
        """J1/J2, Adam/Ève, Max/Min, Alice/Bob: every text and panel says it again."""
        self.settings.set_notation(key)
        self.model.preferences.notation = key

    def set_language(self, language: str) -> None:
        """The interface's language (every widget translates itself on the change event)."""
        self.settings.set_language(language)
        self.model.preferences.language = language
        install_language(language)

    def show_heuristic_on_board(self, on: bool) -> None:
        """*View → Heuristic on the Board*."""
        self.settings.set_heuristic_on_board(on)
        self.model.preferences.heuristic_on_board = on

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: every text, vertex and line :data:`PRESENTATION_SCALE` times larger (the
        window's font, the panels, the figures, laid out again), for the back of a classroom."""
        scale = PRESENTATION_SCALE if on else 1.0
        app = QApplication.instance()
        if isinstance(app, QApplication):
            if self._usual_font is None:
                self._usual_font = app.font()
            font = QFont(self._usual_font)
            font.setPointSizeF(self._usual_font.pointSizeF() * scale)
            app.setFont(font)
        # the panels widen by less than the text grows: the picture needs the room more
        self.main_window.resizeDocks(self.docks[:1], [round(PANEL_WIDTH * (1 + (scale - 1) / 2))],
                                     Qt.Orientation.Horizontal)
        self.model.preferences.presentation = on

    def set_theme(self, theme: str) -> None:
        """Light or dark: the window, the figures and the board in its colours; no view moves."""
        self.settings.set_theme(theme)
        apply_theme(PALETTES[theme])  # (before the widgets render the theme: labels take the new colours)
        self.model.preferences.theme = theme
