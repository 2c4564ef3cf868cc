"""The window's actions: menus, toolbar buttons and keyboard shortcuts.

Texts are set in :meth:`Actions.retranslate`, so switching the language
renames everything at once.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QStyle, QWidget

from gameviz.core.arena import MAX_PLAYERS
from gameviz.figure.notation import NOTATIONS
from gameviz.layout import LAYOUTS
from gameviz.model import ApplicationModel, Document
from gameviz.model.events import Subscriptions
from gameviz.report.translations import LANGUAGES
from gameviz.ui.theme import line_icon

Key = QKeySequence.StandardKey


class Actions(QObject):
    """Every action of the main window, grouped as in the menus."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        style = window.style()

        def action(shortcut: Key | Qt.Key | str | None = None, icon: QStyle.StandardPixmap | None = None,
                   checkable: bool = False) -> QAction:
            a = QAction(window)
            if shortcut is not None:
                a.setShortcuts(QKeySequence.keyBindings(shortcut) if isinstance(shortcut, Key) else [QKeySequence(shortcut)])
            if icon is not None:
                a.setIcon(style.standardIcon(icon))
                a.setData(icon)
            a.setCheckable(checkable)
            window.addAction(a)
            return a

        P = QStyle.StandardPixmap
        # File
        self.new_game = action(Key.New, P.SP_FileIcon)
        self.open = action(Key.Open, P.SP_DialogOpenButton)
        self.save = action(Key.Save, P.SP_DialogSaveButton)
        self.save_as = action(Key.SaveAs)
        self.export = action("Ctrl+E")
        self.export_web = action()
        self.student_code = action()
        self.student_folder = action()
        self.clear_recent = action()
        self.quit = action(Key.Quit)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        # Edit
        self.undo = action(Key.Undo, P.SP_ArrowBack)
        self.redo = action(Key.Redo, P.SP_ArrowForward)
        self._line_icons = [self.undo, self.redo]
        self.edit_mode = action("Ctrl+Shift+E", checkable=True)
        #: "Add a Vertex of J…" and "Winning Position of J…", per player (J3 and later shown when the arena
        #: has them, or, for a new vertex, one more player)
        self.add_vertex = {p: action() for p in range(1, MAX_PLAYERS + 1)}
        self.delete = action(Key.Delete)
        self.switch_player = action("Ctrl+P")
        self.target = {p: action() for p in range(1, MAX_PLAYERS + 1)}
        self.target_none = action()
        self.rename = action("F2")
        self.set_start = action()
        self.random_arena = action()
        self.preferences = action(Key.Preferences)
        self.preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        # View
        self.zoom_in = action(Key.ZoomIn)
        self.zoom_out = action(Key.ZoomOut)
        self.fit = action("Ctrl+0")
        self.relayout = action("Ctrl+L")
        self.boards = action("Ctrl+B", checkable=True)
        self.heuristic_board = action("Ctrl+H", checkable=True)
        self.presentation = action(Qt.Key.Key_F5, checkable=True)
        self.full_screen = action(Qt.Key.Key_F11, checkable=True)
        self.layouts = self._group(window, LAYOUTS)
        self.notations = self._group(window, list(NOTATIONS))
        self.languages = self._group(window, ["system", *LANGUAGES])
        self.themes = self._group(window, ["light", "dark", "course"])
        # Steps (shortcuts of the stepper)
        self.first_step = action("Home")
        self.previous_step = action(Qt.Key.Key_Left)
        self.play = action(Qt.Key.Key_Space)
        self.next_step = action(Qt.Key.Key_Right)
        self.last_step = action("End")
        # Exercise
        self.exercise_mode = action("Ctrl+Shift+X", checkable=True)
        self.course_algorithm = action()
        self.game_graph = action()
        self.play_on_arena = action()
        self.values_pm1 = action(checkable=True)
        # Search trees
        self.enter_tree = action("Ctrl+T")
        self.random_tree = action("Ctrl+Shift+T")
        self.random_tree_options = action()
        self.tree_of_vertex = action("Ctrl+Shift+V")  # Ctrl+Shift+S is Save As
        self.compare = action()
        self.play_computer = action("Ctrl+Shift+P")
        # Help
        self.guide = action(Key.HelpContents)
        self.shortcuts = action()
        self.about = action()
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        for a in (self.first_step, self.previous_step, self.play, self.next_step, self.last_step):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    @staticmethod
    def _group(window: QWidget, keys: Iterable[str]) -> dict[str, QAction]:
        group = QActionGroup(window)
        group.setExclusive(True)
        actions = {}
        for key in keys:
            a = QAction(window)
            a.setCheckable(True)
            a.setData(key)
            group.addAction(a)
            actions[key] = a
        return actions

    def refresh_icons(self, window: QWidget) -> None:
        """Draw the one-colour icons (undo, redo) in the colours of ``window``'s theme."""
        for a in self._line_icons:
            a.setIcon(line_icon(window, a.data()))

    def retranslate(self) -> None:
        texts = {
            self.new_game: (self.tr("&New from Game…"), self.tr("Generate the arena of a built-in game")),
            self.open: (self.tr("&Open…"), self.tr("Open an arena file")),
            self.save: (self.tr("&Save"), self.tr("Save the arena")),
            self.save_as: (self.tr("Save &As…"), self.tr("Save the arena under another name or format")),
            self.export: (self.tr("&Export Picture…"), self.tr("Export the picture for slides (SVG, PDF, PNG, TikZ)")),
            self.export_web: (self.tr("Export &Web Page…"), self.tr("One web page for students: every step, "
                                                                     "the exercise, or a board to play")),
            self.student_code: (self.tr("Open &Student Code…"),
                                self.tr("Run a student's Python file and check its functions against the solver")),
            self.student_folder: (self.tr("Check a Class &Folder…"),
                                  self.tr("Run every student's file of a folder and show the class table: a row per "
                                          "student, a column per function")),
            self.clear_recent: (self.tr("Clear the List"), ""),
            self.quit: (self.tr("&Quit"), ""),
            self.undo: (self.tr("&Undo"), self.tr("Undo the last edit")),
            self.redo: (self.tr("&Redo"), self.tr("Redo the edit")),
            self.edit_mode: (self.tr("&Edit Mode"), self.tr("Drag from one vertex to another to add a move")),
            self.delete: (self.tr("&Delete Vertex"), self.tr("Delete the selected vertex and its moves")),
            self.switch_player: (self.tr("Switch &Player"), self.tr("Give the selected vertex to the next player")),
            self.target_none: (self.tr("Not a Winning Position"), ""),
            self.rename: (self.tr("Re&name…"), self.tr("Change the label of the selected vertex")),
            self.set_start: (self.tr("Set as &Start"), self.tr("Plays begin at the selected vertex")),
            self.random_arena: (self.tr("&Random Arena…"), self.tr("Generate a random arena from a seed")),
            self.zoom_in: (self.tr("Zoom &In"), ""),
            self.zoom_out: (self.tr("Zoom &Out"), ""),
            self.fit: (self.tr("&Fit to Window"), ""),
            self.relayout: (self.tr("&Lay Out Again"), self.tr("Compute the layout again")),
            self.presentation: (self.tr("&Presentation Mode"), self.tr(
                "Every text, vertex and line larger, for the back of a classroom")),
            self.full_screen: (self.tr("F&ull Screen"), ""),
            self.boards: (self.tr("&Board Pictures"), self.tr("Draw each position's board inside its vertex")),
            self.heuristic_board: (self.tr("&Heuristic on the Board"), self.tr(
                "Show the weights of the course's heuristic, its computation, and the value of each move")),
            self.first_step: (self.tr("First Step"), ""),
            self.previous_step: (self.tr("Previous Step"), ""),
            self.play: (self.tr("Play / Pause"), ""),
            self.next_step: (self.tr("Next Step"), ""),
            self.last_step: (self.tr("Last Step"), ""),
            self.exercise_mode: (self.tr("E&xercise Mode"), self.tr(
                "Arena: predict the next set of the attractor. Search tree: fill in values, windows and cuts. "
                "Then Check.")),
            self.course_algorithm: (self.tr("&Algorithm…"), self.tr(
                "The attractor three ways, step by step: the course's parcours(s, m) with a counter per vertex, "
                "its queue version, or the definition 𝒜₀ … 𝒜ₙ")),
            self.game_graph: (self.tr("&Game Graph…"), self.tr(
                "An impartial game's positions without the player to move, stepped by k: P₀, G₁, P₂, …")),
            self.play_on_arena: (self.tr("&Play on the Arena…"), self.tr(
                "The moves played on the board, drawn as a numbered path in the solved arena")),
            self.values_pm1: (self.tr("&Values +1 / 0 / −1"), self.tr(
                "Search trees value a won game +1 (J1) or −1 (J2), as seed 001 does, instead of ±∞")),
            self.enter_tree: (self.tr("&Enter a Tree…"), self.tr(
                "Type or paste an exercise tree, e.g. [[3,12,8],[2,4,6],[14,5,2]]")),
            self.random_tree: (self.tr("&Random Exercise Tree"), self.tr("A new random tree to search")),
            self.random_tree_options: (self.tr("Random Exercise &Settings…"), self.tr(
                "Branching, depth, values and seed of random trees")),
            self.tree_of_vertex: (self.tr("Search &Tree of the Selected Vertex"), self.tr(
                "Minimax and alpha-beta from the position of the selected vertex")),
            self.compare: (self.tr("&Compare Searches…"), self.tr("Minimax and alpha-beta with and without ordering "
                                                                  "on the same tree")),
            self.preferences: (self.tr("&Preferences…"), self.tr("The largest arena drawn, and its memory")),
            self.play_computer: (self.tr("&Play Against the Computer"), self.tr(
                "Play the open game on its board against the computer")),
            self.guide: (self.tr("Your &First Attractor"), ""),
            self.shortcuts: (self.tr("&Keyboard Shortcuts"), ""),
            self.about: (self.tr("&About gameviz"), ""),
        }
        for a, (text, tip) in texts.items():
            a.setText(text)
            a.setToolTip(tip or text.replace("&", "").replace("…", ""))
            a.setStatusTip(tip)
        layout_names = {
            "auto": self.tr("Automatic"),
            "course": self.tr("As in the Course (stick games)"),
            "dot": self.tr("Layers (dot)"),
            "neato": self.tr("Springs (neato)"),
            "sfdp": self.tr("Large graphs (sfdp)"),
            "fdp": self.tr("Forces (fdp)"),
            "circo": self.tr("Circle (circo)"),
            "twopi": self.tr("Rings (twopi)"),
            "layered": self.tr("Fast layers by depth"),
            "ranks": self.tr("Layers by rank"),
            "attractors": self.tr("Layers by attractor (J1 above, draws, J2 below)"),
        }
        for key, a in self.layouts.items():
            a.setText(layout_names[key])
        for key, a in self.notations.items():
            n = NOTATIONS[key]
            a.setText(f"{n.first} / {n.second}")
        self.languages["system"].setText(self.tr("System Language"))
        for key, name in LANGUAGES.items():
            self.languages[key].setText(name)
        self.themes["light"].setText(self.tr("Light"))
        self.themes["dark"].setText(self.tr("Dark"))
        self.themes["course"].setText(self.tr("The Course's Colours"))
        self.themes["course"].setToolTip(self.tr("Adam (J1) red, Ève (J2) blue as in the course; Connect 4's discs "
                                                 "yellow and red"))


class ActionChecks(QObject):
    """The checkable actions render the model: the preferences (theme, notation, language, presentation,
    the heuristic on the board), the open document's layout and Board Pictures, and the modes of the view on
    screen (Edit Mode, Exercise Mode). Toggling one writes the model (elsewhere); it says the model's value."""

    def __init__(self, actions: Actions, model: ApplicationModel, window: QWidget) -> None:
        super().__init__(window)
        self.actions, self.model, self.window = actions, model, window
        self._bound = Subscriptions()
        model.preferences.events.updated.connect(lambda _: self.render())
        model.preferences.events.theme.connect(lambda _: actions.refresh_icons(window))
        model.events.document.connect(self._opened)
        model.events.current.connect(lambda _: self.render())
        self._opened(model.document)

    def _opened(self, document: Document) -> None:
        self._bound.clear()
        for view in (document.arena, document.board, document.tree):
            self._bound.connect(view.events.updated, lambda _: self.render())
        self.render()

    def render(self) -> None:
        """Check each action as the model says."""
        a, model = self.actions, self.model
        preferences = model.preferences
        a.layouts.get(model.layout(), a.layouts["auto"]).setChecked(True)
        a.notations[preferences.notation].setChecked(True)
        a.languages.get(preferences.language, a.languages["system"]).setChecked(True)
        a.themes[preferences.palette().name].setChecked(True)
        a.presentation.setChecked(preferences.presentation)
        a.heuristic_board.setChecked(preferences.heuristic_on_board)
        a.edit_mode.setChecked(model.document.arena.editing)
        a.exercise_mode.setChecked(model.view.exercise)
        document = model.document.arena.document
        a.boards.setChecked(bool(document is not None and document.boards))
