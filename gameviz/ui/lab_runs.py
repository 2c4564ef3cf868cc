"""*File → Open Student Code…*: run a student's file apart from the application, check it against
the solver, and show the report (which can be saved as HTML, Markdown or CSV); *File → Check a
Class Folder…*: the same for every ``.py`` file of a folder, shown as the class table
(:mod:`gameviz.ui.lab_class`).

Running code is said before it happens: the file runs only once the user has agreed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from gameviz.core.arena import Arena
from gameviz.core.errors import Cancelled, InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.files import write_text_atomic
from gameviz.lab.checks import LabReport, check_file, recognise
from gameviz.lab.class_table import Entry
from gameviz.lab.containment import describe, level
from gameviz.lab.report import html_page, report_text
from gameviz.lab.sandbox import StudentCode, stop_every_student
from gameviz.lab.student_game import has_game, student_arena
from gameviz.lab.verdicts import shown_name
from gameviz.model import ApplicationModel, ArenaDocument
from gameviz.ui.i18n import error_text, tr_errors, tr_lab
from gameviz.ui.lab_class import ClassTableDialog
from gameviz.ui.theme import message_color
from gameviz.ui.workers import Job, Jobs


class LabReportDialog(QDialog):
    """The checks of one student's file, each with its first counter-example."""

    def __init__(self, report: LabReport, parent: QWidget | None = None, *,
                 open_game: Callable[[Path], None] | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setWindowTitle(self.tr("Checks of {0}").format(shown_name(report.path)))
        self.page = QTextBrowser(self)
        self.page.setHtml(html_page([report], tr_lab, marks=(message_color(self, "error"),
                                                             message_color(self, "success"))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("Save Report…"))
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        if open_game is not None and has_game(report.recognised):
            play = buttons.addButton(self.tr("Open the Student's Game"), QDialogButtonBox.ButtonRole.ActionRole)
            play.setToolTip(self.tr("Draw the game the student's functions describe: its arena, attractors "
                                    "and search trees"))
            play.clicked.connect(lambda: open_game(report.path))
            play.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.page)
        layout.addWidget(buttons)
        self.resize(900, 640)

    def save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Report"),
                                              str(self.report.path.parent / shown_name(self.report.path.with_suffix(".html"))),
                                              self.tr("HTML (*.html);;Markdown (*.md);;CSV (*.csv)"))
        if path:
            self.write(Path(path))

    def write(self, path: Path) -> None:
        """Save the report in the format of the name's suffix (HTML when it has none)."""
        try:
            write_text_atomic(path, report_text(path if path.suffix else path.with_suffix(".html"), [self.report],
                                                tr_lab))
        except InputError as error:
            QMessageBox.warning(self, self.tr("Cannot save"), error_text(error))


class StudentJob(Job):
    """A job that runs students' code: cancelling it ends their processes at once (a call may otherwise
    loop for its whole time budget), so that closing the window leaves none behind."""

    def cancel(self) -> None:
        super().cancel()
        stop_every_student()


class LabRuns(QObject):
    """The student's file under way, and the dialog of its report."""

    def __init__(self, model: ApplicationModel, jobs: Jobs, parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.latest = jobs.lab
        self.parent_widget = parent
        self.dialog: LabReportDialog | None = None
        self.class_dialog: ClassTableDialog | None = None

    def open(self) -> None:
        """Ask for a student's file, say that it will run, run and check it."""
        path, _ = QFileDialog.getOpenFileName(self.parent_widget, self.tr("Open Student Code"), "",
                                              self.tr("Python files (*.py)"))
        if path and self.agreed(path):
            self.run(path)

    def agreed(self, path: str) -> bool:
        """Whether the user agrees to run the file's code, once told what that means."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Run Student Code"),
                          self.tr("gameviz will run the Python code of {0} to check it.").format(shown_name(path)),
                          parent=self.parent_widget)
        box.setInformativeText(self.tr(
            "It runs in a process of its own, with a time limit per call, and cannot touch what is open here. "
            "Contained by: {0}").format(describe(level(), tr_lab)))
        run = box.addButton(self.tr("Run and Check"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is run

    def run(self, path: str) -> None:
        """Check the file in a worker; the report opens when done."""
        self._busy(self.tr("Running and checking {0}…").format(shown_name(path)))
        self.latest.start(StudentJob(lambda report: check_file(path, tr=tr_lab, progress=report)), self._show,
                          failed=self._failed, cancelled=lambda: self._busy(""))

    def open_folder(self) -> None:
        """Ask for a folder of students' files, say that they will run, run and check each."""
        folder = QFileDialog.getExistingDirectory(self.parent_widget, self.tr("Check a Class Folder"))
        if folder and self.agreed(folder):
            self.run_folder(Path(folder))

    def run_folder(self, folder: Path) -> None:
        """Check every ``.py`` file of ``folder`` in a worker; the class table opens when done. A
        student whose file cannot be checked is a row that says why."""
        files = sorted(p for p in folder.iterdir() if p.suffix == ".py" and p.is_file())
        if not files:
            self.model.error(self.tr("Cannot check this folder"),
                             InputError(Sentence(QT_TRANSLATE_NOOP("errors", "no Python file (.py) in this folder")),
                                        source=str(folder)))
            return

        def check_all(report: Callable[[int], bool]) -> list[Entry]:
            entries: list[Entry] = []
            for k, file in enumerate(files):
                if not report(k):
                    raise Cancelled()
                try:
                    entries.append(check_file(file, tr=tr_lab))
                except Cancelled:
                    raise
                except Exception as error:  # noqa: BLE001  one student never stops the class
                    entries.append((file, tr_errors(error.reason) if isinstance(error, InputError) else
                                    f"{type(error).__name__}: {error}"))
            return entries

        self._busy(self.tr("Running and checking {0} files of {1}…").format(len(files), shown_name(folder)))
        self.latest.start(StudentJob(check_all), lambda entries: self._show_class(folder, entries), failed=self._failed,
                          cancelled=lambda: self._busy(""))

    def _show_class(self, folder: Path, entries: list[Entry]) -> None:
        self._busy("")
        self.class_dialog = ClassTableDialog(folder, entries, self.parent_widget, open_report=self._show)
        self.class_dialog.show()

    def cancel(self) -> None:
        if self.latest.busy:
            self.latest.cancel()
            self._busy("")

    def _show(self, report: LabReport) -> None:
        self._busy("")
        self.dialog = LabReportDialog(report, self.parent_widget, open_game=self.open_game)
        self.dialog.show()

    def open_game(self, path: Path) -> None:
        """Build the student's game by calling its functions (in a worker), then open its arena."""
        def build(report: Callable[[int], bool]) -> tuple[Arena, dict[Hashable, float]]:
            with StudentCode(path) as code:
                names = recognise(code.names)
                return student_arena(code, names, progress=report)

        def opened(built: tuple[Arena, dict[Hashable, float]]) -> None:
            arena, heuristic = built
            self._busy("")
            document = ArenaDocument(arena, title=self.tr("{0} (student's game)").format(shown_name(path.with_suffix(""))))
            document.heuristic = heuristic
            self.model.open("arena", document.title, arena=document)
            self.model.current = "arena"

        self._busy(self.tr("Building the game of {0}…").format(shown_name(path)))
        self.latest.start(StudentJob(build), opened, failed=self._failed, cancelled=lambda: self._busy(""))

    def _failed(self, error: BaseException) -> None:
        self._busy("")
        self.model.error(self.tr("Cannot check this file"), error)

    def _busy(self, text: str) -> None:
        """Say ``text`` in the status bar while the student's code runs (nothing: it is done)."""
        self.model.busy = text
