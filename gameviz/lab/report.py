"""The report a teacher keeps: one line per student in a summary table, then each check with its
first counter-example, as Markdown or HTML (chosen by the file's suffix)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.lab.checks import LabReport

WORDS = {
    "title": QT_TRANSLATE_NOOP("lab", "Lab report"),
    "student": QT_TRANSLATE_NOOP("lab", "Student"),
    "functions": QT_TRANSLATE_NOOP("lab", "Functions"),
    "checks": QT_TRANSLATE_NOOP("lab", "Checks passed"),
    "first": QT_TRANSLATE_NOOP("lab", "First counter-example"),
    "no_load": QT_TRANSLATE_NOOP("lab", "the file does not run: {error}"),
    "printed": QT_TRANSLATE_NOOP("lab", "What the code printed"),
    "not_checked": QT_TRANSLATE_NOOP("lab", "not checked: {reason}"),
}


def first_problem(report: LabReport, tr: Translate = untranslated) -> str:
    """The first thing wrong in the student's file, or ''."""
    if report.load_failure:
        return tr(WORDS["no_load"]).format(error=report.load_failure)
    return next((r.counterexample for r in report.results if not r.passed), "")


def _rows(reports: Sequence[LabReport | tuple[Path, str]], tr: Translate) -> list[tuple[str, str, str, str]]:
    rows = []
    for report in reports:
        if isinstance(report, tuple):
            path, reason = report
            rows.append((path.name, "—", "—", tr(WORDS["not_checked"]).format(reason=reason)))
            continue
        passed = sum(r.passed for r in report.results)
        rows.append((report.path.name, ", ".join(report.recognised.values()) or "—",
                     f"{passed} / {len(report.results)}", first_problem(report, tr)))
    return rows


def markdown(reports: Sequence[LabReport | tuple[Path, str]], tr: Translate = untranslated) -> str:
    """The report as Markdown: the summary table, then a section per student."""
    def cell(text: str) -> str:
        return text.replace("|", "\\|").replace("\n", " ")

    lines = [f"# {tr(WORDS['title'])}", "",
             f"| {tr(WORDS['student'])} | {tr(WORDS['functions'])} | {tr(WORDS['checks'])} | {tr(WORDS['first'])} |",
             "|---|---|---|---|"]
    lines += [f"| {' | '.join(cell(c) for c in row)} |" for row in _rows(reports, tr)]
    for report in reports:
        if isinstance(report, tuple):
            continue
        lines += ["", f"## {report.path.name}", ""]
        if report.load_failure:
            lines.append("- " + tr(WORDS["no_load"]).format(error=report.load_failure))
        for result in report.results:
            mark = "✓" if result.passed else "✗"
            lines.append(f"- {mark} **{result.function}**: {result.what}")
            if not result.passed:
                lines.append(f"  - {result.counterexample}")
        printed = report.load_output + "".join(r.output for r in report.results)
        if printed.strip():
            lines += ["", f"{tr(WORDS['printed'])}:", "", "```", printed.strip()[:2000], "```"]
    return "\n".join(lines) + "\n"


#: The colours of ✗ and ✓ on a light page (each ≥ 4.5:1 against white).
MARKS = ("#c62828", "#2e7d32")


def html_page(reports: Sequence[LabReport | tuple[Path, str]], tr: Translate = untranslated, *,
              marks: tuple[str, str] = MARKS) -> str:
    """The report as a standalone HTML page (every text escaped: it comes from students' code), ✗ and
    ✓ in the colours ``marks``; counter-examples keep their spaces (a board's empty cells)."""
    def e(text: str) -> str:
        return html.escape(text).replace("  ", " &nbsp;")

    title = e(tr(WORDS["title"]))
    head = "".join(f"<th>{e(tr(WORDS[k]))}</th>" for k in ("student", "functions", "checks", "first"))
    body = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>" for row in _rows(reports, tr))
    parts = [f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{title}</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
             "table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3em .6em;text-align:left}"
             "pre{border:1px solid #999;padding:.5em}</style></head><body>",
             f"<h1>{title}</h1><table><tr>{head}</tr>{body}</table>"]
    for report in reports:
        if isinstance(report, tuple):
            continue
        parts.append(f"<h2>{e(report.path.name)}</h2><ul>")
        if report.load_failure:
            parts.append(f"<li class=\"failed\">{e(tr(WORDS['no_load']).format(error=report.load_failure))}</li>")
        for result in report.results:
            kind = "passed" if result.passed else "failed"
            mark = f"<span style=\"color:{marks[result.passed]}\">{'✓' if result.passed else '✗'}</span>"
            parts.append(f"<li class=\"{kind}\">{mark} <b>{e(result.function)}</b>: {e(result.what)}")
            if not result.passed:
                parts.append(f"<br>{e(result.counterexample)}")
            parts.append("</li>")
        parts.append("</ul>")
        printed = report.load_output + "".join(r.output for r in report.results)
        if printed.strip():
            parts.append(f"<p>{e(tr(WORDS['printed']))}:</p><pre>{html.escape(printed.strip()[:2000])}</pre>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
