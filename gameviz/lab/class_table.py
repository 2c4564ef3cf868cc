"""A class at a glance: one row per student, one column per function of the course that someone
wrote, each cell ✓ (every check passed), ✗ (with the first counter-example as its note) or —
(not written). The reports (:mod:`gameviz.lab.report`) and the application's window show it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.lab.checks import SPELLINGS, LabReport, columns
from gameviz.lab.verdicts import shown_name

PASSED, FAILED, ABSENT, UNCHECKED = "✓", "✗", "—", "·"
#: How the marks sort: failures first.
ORDER = {FAILED: 0, UNCHECKED: 1, ABSENT: 2, PASSED: 3, "": -1}

WORDS = {
    "absent": QT_TRANSLATE_NOOP("lab", "not written"),
    "unchecked": QT_TRANSLATE_NOOP("lab", "written, but nothing gameviz can check it on"),
    "no_load": QT_TRANSLATE_NOOP("lab", "the file does not run: {error}"),
    "not_run": QT_TRANSLATE_NOOP("lab", "not run: the file does not run"),
    "runs": QT_TRANSLATE_NOOP("lab", "the file runs"),
}

#: A report, or (file, why it was not checked).
Entry = LabReport | tuple[Path, str]


@dataclass(frozen=True)
class Cell:
    """A mark and what hovering it says."""

    mark: str
    note: str = ""


@dataclass(frozen=True)
class Row:
    """One student: the file's name, whether it runs, a cell per column, checks passed of all."""

    student: str
    runs: Cell
    cells: tuple[Cell, ...]
    passed: int
    total: int


def class_columns(entries: Sequence[Entry]) -> list[str]:
    """The columns of the functions at least one student wrote, in the order of the checks."""
    written = {n for e in entries if isinstance(e, LabReport) for n in e.recognised}
    names = {canonical: SPELLINGS[canonical][0] for canonical in written}
    return [c for c in columns() if any(part in names.values() for part in c.split(", "))]


def class_rows(entries: Sequence[Entry], tr: Translate = untranslated) -> tuple[list[str], list[Row]]:
    """The columns and the rows of the class table."""
    titles = class_columns(entries)
    rows = []
    for entry in entries:
        if isinstance(entry, tuple):
            path, reason = entry
            rows.append(Row(shown_name(path), Cell(FAILED, reason), tuple(Cell("") for _ in titles), 0, 0))
            continue
        if entry.load_failure:
            runs = Cell(FAILED, tr(WORDS["no_load"]).format(error=entry.load_failure))
            not_run = tr(WORDS["not_run"])
            rows.append(Row(shown_name(entry.path), runs, tuple(Cell("", not_run) for _ in titles), 0, 0))
            continue
        written = {SPELLINGS[c][0] for c in entry.recognised}
        cells = [_cell(entry, title, written, tr) for title in titles]
        passed = sum(r.passed for r in entry.results)
        rows.append(Row(shown_name(entry.path), Cell(PASSED, tr(WORDS["runs"])), tuple(cells), passed, len(entry.results)))
    return titles, rows


def _cell(entry: LabReport, title: str, written: set[str], tr: Translate) -> Cell:
    """A student's cell in the column ``title``: its first wrong answer, or what passed, or that the
    functions are there but were not checked, or absent."""
    results = [r for r in entry.results if r.column == title]
    wrong = next((r for r in results if not r.passed), None)
    if wrong is not None:
        return Cell(FAILED, wrong.counterexample)
    if results:
        return Cell(PASSED, "; ".join(r.what for r in results))
    if all(part in written for part in title.split(", ")):
        return Cell(UNCHECKED, tr(WORDS["unchecked"]))
    return Cell(ABSENT, tr(WORDS["absent"]))
