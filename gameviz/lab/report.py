"""The report a teacher keeps: the class table (:mod:`gameviz.lab.class_table`), then each
student's checks with their first counter-example and what the code printed, as HTML (the table
sortable by a click on a heading), Markdown or CSV (chosen by the file's suffix).

Everything a student controls (file names, printed output, values in counter-examples) is
escaped for the format: HTML entities; in Markdown, punctuation escaped and output in a fence
longer than any run of backticks it holds; in CSV, no cell a spreadsheet would read as a formula;
on a terminal, no control character.
"""

from __future__ import annotations

import csv
import html
import io
import re
from collections.abc import Sequence
from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.lab.checks import LabReport
from gameviz.lab.class_table import ORDER, Entry, Row, class_rows
from gameviz.lab.class_table import WORDS as TABLE_WORDS
from gameviz.lab.containment import describe
from gameviz.lab.verdicts import safe_text, shown_name

#: Most characters of what a student's code printed that a report keeps.
MOST_PRINTED = 64 * 1024
#: The report formats, by suffix.
SUFFIXES = (".html", ".htm", ".md", ".csv")

WORDS = {
    "title": QT_TRANSLATE_NOOP("lab", "Lab report"),
    "student": QT_TRANSLATE_NOOP("lab", "Student"),
    "runs": QT_TRANSLATE_NOOP("lab", "Runs"),
    "checks": QT_TRANSLATE_NOOP("lab", "Checks passed"),
    "first": QT_TRANSLATE_NOOP("lab", "First counter-example"),
    "printed": QT_TRANSLATE_NOOP("lab", "What the code printed"),
    "not_checked": QT_TRANSLATE_NOOP("lab", "not checked: {reason}"),
    "sort": QT_TRANSLATE_NOOP("lab", "Click a heading to sort; hover a ✗ for its first counter-example."),
    "contained": QT_TRANSLATE_NOOP("lab", "Contained by: {level}"),
}


def first_problem(report: LabReport, tr: Translate = untranslated) -> str:
    """The first thing wrong in the student's file, or ''."""
    if report.load_failure:
        return tr(TABLE_WORDS["no_load"]).format(error=report.load_failure)
    return next((r.counterexample for r in report.results if not r.passed), "")


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def for_terminal(text: str) -> str:
    """``text`` on one line, every control character (escape sequences, carriage returns, bidi
    overrides) written as ``\\xNN``: what a student chose cannot move the cursor or forge a line."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text.replace("\n", "⏎"))


def printed(report: LabReport) -> str:
    """What the student's code printed, the first :data:`MOST_PRINTED` characters."""
    text = (report.load_output + "".join(r.output for r in report.results)).strip()
    return text if len(text) <= MOST_PRINTED else text[:MOST_PRINTED] + "\n[…]"


def _first(row: Row) -> str:
    return row.runs.note if row.runs.mark == "✗" else next((c.note for c in row.cells if c.mark == "✗"), "")


# ------------------------------------------------------------------ Markdown
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]|~])")


def md(text: str) -> str:
    """``text`` as literal Markdown inline text (on one line, HTML and Markdown punctuation escaped)."""
    text = html.escape(text.replace("\r", " ").replace("\n", " "), quote=False)
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


def fenced(text: str) -> list[str]:
    """``text`` in a code fence its content cannot close (longer than its longest run of backticks)."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence + "text", text, fence]


def markdown(entries: Sequence[Entry], tr: Translate = untranslated) -> str:
    """The report as Markdown: the class table, then a section per student."""
    titles, rows = class_rows(entries, tr)
    head = [tr(WORDS["student"]), tr(WORDS["runs"]), *titles, tr(WORDS["checks"]), tr(WORDS["first"])]
    lines = [f"# {md(tr(WORDS['title']))}", "", md(contained(entries, tr)), "",
             "| " + " | ".join(md(h) for h in head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        cells = [md(row.student), row.runs.mark, *(c.mark for c in row.cells), f"{row.passed} / {row.total}",
                 md(_first(row))]
        lines.append("| " + " | ".join(cells) + " |")
    for entry in entries:
        if not isinstance(entry, tuple):
            lines += _markdown_student(entry, tr)
    return safe_text("\n".join(lines) + "\n")


def _markdown_student(entry: LabReport, tr: Translate) -> list[str]:
    """A student's section: why the file did not load, or each check with its counter-example, then
    what the code printed."""
    lines = ["", f"## {md(shown_name(entry.path))}", ""]
    if entry.load_failure:
        lines.append("- " + md(tr(TABLE_WORDS["no_load"]).format(error=entry.load_failure)))
    for result in entry.results:
        lines.append(f"- {'✓' if result.passed else '✗'} **{md(result.function)}**: {md(result.what)}")
        if not result.passed:
            lines.append(f"  - {md(result.counterexample)}")
    if printed(entry):
        lines += ["", f"{md(tr(WORDS['printed']))}:", "", *fenced(printed(entry))]
    return lines


def contained(entries: Sequence[Entry], tr: Translate = untranslated) -> str:
    """``Contained by: …``: the containment the students' code ran under."""
    levels = sorted({e.containment for e in entries if isinstance(e, LabReport) and e.containment})
    return tr(WORDS["contained"]).format(level="; ".join(describe(level, tr) for level in levels) or "—")


# ---------------------------------------------------------------------- HTML
#: The colours of ✗ and ✓ on a light page (each ≥ 4.5:1 against white).
MARKS = ("#c62828", "#2e7d32")

_SORT_SCRIPT = """<script>
function sortBy(k){var t=document.getElementById('class'),b=t.tBodies[0],r=Array.from(b.rows);
var up=t.dataset.key==k?-Number(t.dataset.up||1):1;t.dataset.key=k;t.dataset.up=up;
r.sort(function(x,y){var a=x.cells[k].dataset.key,c=y.cells[k].dataset.key,m=Number(a),n=Number(c);
return up*(isNaN(m)||isNaN(n)?a.localeCompare(c):m-n);});r.forEach(function(x){b.appendChild(x);});}
</script>"""


def html_page(entries: Sequence[Entry], tr: Translate = untranslated, *, marks: tuple[str, str] = MARKS) -> str:
    """The report as a standalone HTML page (every text escaped: it comes from students' code), the
    class table sortable, ✗ and ✓ in the colours ``marks``; counter-examples keep their spaces."""
    e = _html_text
    titles, rows = class_rows(entries, tr)
    title = e(tr(WORDS["title"]))
    head = [tr(WORDS["student"]), tr(WORDS["runs"]), *titles, tr(WORDS["checks"]), tr(WORDS["first"])]
    heading = "".join(f"<th onclick=\"sortBy({k})\" style=\"cursor:pointer\">{e(h)}</th>" for k, h in enumerate(head))
    body = [_html_row(row, marks) for row in rows]
    parts = [f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{title}</title>",
             "<style>body{font-family:sans-serif;max-width:70em;margin:2em auto}"
             "table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3em .6em;text-align:left}"
             "pre{border:1px solid #999;padding:.5em;white-space:pre-wrap}</style>", _SORT_SCRIPT, "</head><body>",
             f"<h1>{title}</h1><p>{e(contained(entries, tr))}</p><p>{e(tr(WORDS['sort']))}</p>",
             f"<table id=\"class\"><thead><tr>{heading}</tr></thead><tbody>{''.join(body)}</tbody></table>"]
    for entry in entries:
        if not isinstance(entry, tuple):
            parts += _html_student(entry, tr, marks)
    parts.append("</body></html>\n")
    return safe_text("\n".join(parts))


def _html_text(text: str) -> str:
    """``text`` escaped for HTML, its runs of spaces kept."""
    return html.escape(text).replace("  ", " &nbsp;")


def _html_mark(cell_mark: str, note: str, marks: tuple[str, str]) -> str:
    colour = {"✗": marks[0], "✓": marks[1]}.get(cell_mark, "inherit")
    return (f"<td data-key=\"{ORDER.get(cell_mark, -1)}\" title=\"{html.escape(note)}\" "
            f"style=\"color:{colour};text-align:center\">{cell_mark}</td>")


def _html_row(row: Row, marks: tuple[str, str]) -> str:
    """A student's row of the class table, each cell with the key it sorts by."""
    ratio = row.passed / row.total if row.total else -1
    return (f"<tr><td data-key=\"{html.escape(row.student)}\">{_html_text(row.student)}</td>"
            + _html_mark(row.runs.mark, row.runs.note, marks)
            + "".join(_html_mark(c.mark, c.note, marks) for c in row.cells)
            + f"<td data-key=\"{ratio:.4f}\">{row.passed} / {row.total}</td>"
            + f"<td data-key=\"{html.escape(_first(row))}\">{_html_text(_first(row))}</td></tr>")


def _html_student(entry: LabReport, tr: Translate, marks: tuple[str, str]) -> list[str]:
    """A student's section: why the file did not load, or each check with its counter-example, then
    what the code printed."""
    e = _html_text
    parts = [f"<h2>{e(shown_name(entry.path))}</h2><ul>"]
    if entry.load_failure:
        parts.append(f"<li class=\"failed\">{e(tr(TABLE_WORDS['no_load']).format(error=entry.load_failure))}</li>")
    for result in entry.results:
        kind = "passed" if result.passed else "failed"
        sign = f"<span style=\"color:{marks[result.passed]}\">{'✓' if result.passed else '✗'}</span>"
        parts.append(f"<li class=\"{kind}\">{sign} <b>{e(result.function)}</b>: {e(result.what)}")
        if not result.passed:
            parts.append(f"<br>{e(result.counterexample)}")
        parts.append("</li>")
    parts.append("</ul>")
    if printed(entry):
        parts.append(f"<p>{e(tr(WORDS['printed']))}:</p><pre>{html.escape(printed(entry))}</pre>")
    return parts


# ----------------------------------------------------------------------- CSV
def _spreadsheet_safe(text: str) -> str:
    """A cell no spreadsheet reads as a formula (a leading =, +, -, @, tab or CR gets a quote)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def csv_text(entries: Sequence[Entry], tr: Translate = untranslated) -> str:
    """The class table as CSV: student, runs, a mark per function, checks passed, first counter-example."""
    titles, rows = class_rows(entries, tr)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([tr(WORDS["student"]), tr(WORDS["runs"]), *titles, tr(WORDS["checks"]), tr(WORDS["first"])])
    for row in rows:
        writer.writerow([_spreadsheet_safe(row.student), row.runs.mark, *(c.mark for c in row.cells),
                         f"{row.passed}/{row.total}", _spreadsheet_safe(for_terminal(_first(row)))])
    return safe_text(out.getvalue())


def report_text(path: str | Path, entries: Sequence[Entry], tr: Translate = untranslated) -> str:
    """The report in the format of ``path``'s suffix.

    Raises
    ------
    InputError
        If the suffix is not one of :data:`SUFFIXES`.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in SUFFIXES:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the report must be .html, .md or .csv")), source=str(path))
    if suffix == ".md":
        return markdown(entries, tr)
    if suffix == ".csv":
        return csv_text(entries, tr)
    return html_page(entries, tr)
