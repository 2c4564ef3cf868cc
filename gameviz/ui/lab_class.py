"""*File → Check a Class Folder…*: the class table of a folder of students' files, as the reports
write it (:mod:`gameviz.lab.class_table`): a row per student, a column per function (✓, ✗ with its
first counter-example as the tooltip, — not written), sortable by a click on a heading; a double
click opens the student's own report; *Save Report…* writes it as HTML, Markdown or CSV.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.errors import InputError
from gameviz.io.files import write_text_atomic
from gameviz.lab.checks import LabReport
from gameviz.lab.class_table import FAILED, ORDER, PASSED, Cell, Entry, class_rows
from gameviz.lab.report import WORDS, contained, report_text
from gameviz.lab.verdicts import shown_name
from gameviz.ui.i18n import error_text, tr_lab
from gameviz.ui.theme import message_color

#: The role holding what a cell sorts by.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class SortedItem(QTableWidgetItem):
    """A cell that sorts by its sort key (failures first for marks, the ratio for checks passed)."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(SORT_ROLE), other.data(SORT_ROLE)
        if isinstance(mine, (int, float)) and isinstance(theirs, (int, float)):
            return mine < theirs
        return str(mine) < str(theirs)


def _folded(title: str) -> str:
    """A column title of several functions on one line each, so that a column of marks stays narrow."""
    return title.replace(", ", ",\n")


class ClassTableDialog(QDialog):
    """The class table of a folder's students."""

    def __init__(self, folder: Path, entries: Sequence[Entry], parent: QWidget | None = None, *,
                 open_report: Callable[[LabReport], None] | None = None) -> None:
        super().__init__(parent)
        self.folder, self.entries, self.open_report = folder, list(entries), open_report
        self.setWindowTitle(self.tr("Class of {0}").format(shown_name(folder)))
        titles, rows = class_rows(self.entries, tr_lab)
        head = [tr_lab(WORDS["student"]), tr_lab(WORDS["runs"]), *titles, tr_lab(WORDS["checks"]),
                tr_lab(WORDS["first"])]
        self.table = QTableWidget(len(rows), len(head), self)
        self.table.setHorizontalHeaderLabels([_folded(h) for h in head])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        colours = {FAILED: QColor(message_color(self, "error")), PASSED: QColor(message_color(self, "success"))}
        for r, row in enumerate(rows):
            self._put(r, 0, row.student, row.student.lower(), row.student)
            for c, cell in enumerate((row.runs, *row.cells), start=1):
                self._mark(r, c, cell, colours)
            self._put(r, len(head) - 2, f"{row.passed} / {row.total}", row.passed / row.total if row.total else -1)
            first = row.runs.note if row.runs.mark == FAILED else next(
                (cell.note for cell in row.cells if cell.mark == FAILED), "")
            self._put(r, len(head) - 1, first.replace("\n", " "), first, first)
        self.table.setSortingEnabled(True)
        self.table.sortItems(0, Qt.SortOrder.AscendingOrder)  # by name, as the folder lists them
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(head) - 1, QHeaderView.ResizeMode.Stretch)  # elided; the tooltip has it all
        header.setMinimumSectionSize(48)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.cellDoubleClicked.connect(self._open)
        note = QLabel(contained(self.entries, tr_lab) + "\n" + self.tr(
            "Click a heading to sort; hover a ✗ for its first counter-example; double-click a student for "
            "the report."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("Save Report…"))
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(1300, 520)

    def _put(self, row: int, column: int, text: str, key: object, tooltip: str = "") -> QTableWidgetItem:
        item = SortedItem(text)
        item.setData(SORT_ROLE, key)
        item.setData(Qt.ItemDataRole.UserRole, row)  # the entry, whatever the sorting
        if tooltip:
            item.setToolTip(tooltip)
        self.table.setItem(row, column, item)
        return item

    def _mark(self, row: int, column: int, cell: Cell, colours: dict[str, QColor]) -> None:
        item = self._put(row, column, cell.mark, ORDER.get(cell.mark, -1), cell.note)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if cell.mark in colours:
            item.setForeground(colours[cell.mark])
            font = item.font()
            font.setBold(True)
            item.setFont(font)

    def _open(self, row: int, _column: int) -> None:
        item = self.table.item(row, 0)
        entry = self.entries[item.data(Qt.ItemDataRole.UserRole)] if item is not None else None
        if isinstance(entry, LabReport) and self.open_report is not None:
            self.open_report(entry)

    def save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Report"), str(self.folder / "classe.html"),
                                              self.tr("HTML (*.html);;Markdown (*.md);;CSV (*.csv)"))
        if path:
            self.write(Path(path))

    def write(self, path: Path) -> None:
        """Save the report in the format of the name's suffix (HTML, Markdown or CSV)."""
        try:
            write_text_atomic(path, report_text(path if path.suffix else path.with_suffix(".html"), self.entries,
                                                tr_lab))
        except InputError as error:
            QMessageBox.warning(self, self.tr("Cannot save"), error_text(error))
