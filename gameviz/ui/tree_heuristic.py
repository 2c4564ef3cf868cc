"""The search tree tab's heuristic box: the built-in heuristics, or a function from the teacher's file.

*A function from a file…* asks for a Python file, lists the functions it defines at its top level
(read, not run), and asks which one when there are several. The function then runs in the lab's
sandbox process (:class:`~gameviz.lab.teacher_heuristic.FileHeuristic`), started by the search's
worker at its first call, never in gameviz's own process.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QInputDialog, QWidget

from gameviz.core.errors import InputError
from gameviz.core.search.heuristics import Heuristic
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.lab.teacher_heuristic import FileHeuristic, top_level_functions
from gameviz.ui.error_dialog import show_error

#: The built-in heuristics, as :func:`~gameviz.core.search.heuristics.make_heuristic` names them.
BUILT_IN = ("course", "zero", "exact", "mc:100")
#: The entry that asks for a file, and the one of the function chosen.
ASK, TEACHER = "file", "teacher"


class HeuristicBox(QObject):
    """The entries of ``combo`` and the teacher's function chosen, if any (its process is closed with
    :meth:`close` or when another function is chosen)."""

    def __init__(self, combo: QComboBox, parent: QWidget) -> None:
        super().__init__(parent)
        self.combo = combo
        self.window = parent
        self.teacher: FileHeuristic | None = None
        for key in (*BUILT_IN, ASK):
            combo.addItem("", key)
        self._previous = 0
        app = QCoreApplication.instance()
        if app is not None:  # the sandbox's folders go with its process
            app.aboutToQuit.connect(self.close)

    def heuristic(self) -> str | Heuristic:
        """What to search with: a built-in heuristic's name, or the teacher's function."""
        key = self.combo.currentData()
        if key == TEACHER and self.teacher is not None:
            return self.teacher
        return key if key in BUILT_IN else "course"

    def show(self, heuristic: str | Heuristic) -> None:
        """Say ``heuristic`` (a built-in one's name, or the teacher's function) in the box."""
        if heuristic is self.teacher and self.teacher is not None:
            self._select(self.combo.findData(TEACHER))
        elif isinstance(heuristic, str) and heuristic in BUILT_IN:
            self._select(BUILT_IN.index(heuristic))
        self._previous = self.combo.currentIndex()

    def settle(self) -> bool:
        """After the box changed: False if nothing changes (the user did not choose a file after *A function
        from a file…*: the box goes back to what it was), else True, the function chosen being current."""
        if self.combo.currentData() == ASK:
            chosen = self.ask()
            if chosen is None:
                self._select(self._previous)
                return False
            self.use(chosen)
        self._previous = self.combo.currentIndex()
        return True

    def ask(self) -> str | None:
        """Ask for a Python file and one of its functions: ``FILE.py:NAME``, or None (cancelled, or an
        error shown in a dialog)."""
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("A Heuristic from a File"), "",
                                              self.tr("Python files (*.py)"))
        if not path:
            return None
        title = self.tr("A Heuristic from a File")
        try:
            if Path(path).suffix != ".py":
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "a heuristic is a function of a Python file (.py)")),
                                 source=path)
            names = top_level_functions(path)
            if not names:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the file defines no function at its top level (def "
                                                              "h(position): …)")), source=path)
        except InputError as error:
            show_error(self.window, title, error)
            return None
        if len(names) == 1:
            return f"{path}:{names[0]}"
        name, ok = QInputDialog.getItem(self.window, title, self.tr("The function that values a position:"),
                                        names, names.index("h") if "h" in names else 0, False)
        return f"{path}:{name}" if ok else None

    def use(self, text: str) -> None:
        """Search with the function ``FILE.py:NAME`` (closing the previous one's process)."""
        self.close()
        self.teacher = FileHeuristic(text)
        index = self.combo.findData(TEACHER)
        if index < 0:
            self.combo.addItem("", TEACHER)
            index = self.combo.count() - 1
        self._select(index)
        self._previous = index
        self.retranslate()

    def _select(self, index: int) -> None:
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(index)
        self.combo.blockSignals(False)

    def close(self) -> None:
        """Stop the process of the teacher's function, if any."""
        if self.teacher is not None:
            self.teacher.close()

    def retranslate(self) -> None:
        names = (self.tr("course"), self.tr("none (±∞ at the end)"), self.tr("exact (attractors)"),
                 self.tr("Monte-Carlo"), self.tr("A function from a file…"))
        for i, name in enumerate(names):
            self.combo.setItemText(i, name)
        if self.teacher is not None:
            self.combo.setItemText(self.combo.findData(TEACHER), self.tr("{0}() from {1}").format(
                self.teacher.name, Path(self.teacher.source).name))
            self.combo.setItemData(self.combo.findData(TEACHER), self.teacher.source, Qt.ItemDataRole.ToolTipRole)
