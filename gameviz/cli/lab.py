"""``gameviz lab``: run a student's Python file (or a folder of them) and check it against the solver."""

from __future__ import annotations

import argparse
from pathlib import Path

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands, add_language, positive_seconds
from gameviz.cli.language import translations
from gameviz.core.errors import InputError
from gameviz.io import write_arena

NAME = "lab"


def add(sub: Subcommands) -> None:
    """Add ``lab`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="run a student's Python file (or a folder of them) and check it against the solver",
        description="RUNS the student's code, in a separate process with a time budget per call and a "
        "memory cap, recognises the functions the course asks for (coup, attracteur, attracteur_strat, "
        "est_finale, coups_légaux, évaluation…) and checks each against gameviz's answers, printing the "
        "first counter-example. Exit status: 0 when every check passes, 1 when one fails, 2 for bad input.",
    )
    parser.add_argument("path", metavar="PATH", help="a student's .py file, or a folder of them")
    parser.add_argument("--report", metavar="FILE", help="also write the report to FILE (.html or .md)")
    parser.add_argument("--arena", metavar="FILE",
                        help="also write the arena of the game the student's functions describe (start, "
                        "accessibles, estjoueur, h; or est_finale, coups_légaux) to FILE (.json, .dot, .graphml)")
    parser.add_argument("--timeout", type=positive_seconds, default=2.0, metavar="S",
                        help="seconds each call of the student's code may take (default 2)")
    add_language(parser)
    parser.set_defaults(run=run)


def student_files(path: Path) -> list[Path]:
    """The student's file, or the ``.py`` files of a folder, in order of name."""
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix == ".py")
        if not files:
            raise InputError("no Python file (.py) in this folder", source=str(path))
        return files
    if path.exists():
        return [path]
    raise InputError("no such file or folder", source=str(path))


def run(args: argparse.Namespace) -> int:
    """Check each file, print its summary and first problem; write the report and the arena if asked."""
    from gameviz.io.files import write_text_atomic
    from gameviz.lab.checks import LabReport, check_file
    from gameviz.lab.report import first_problem, html_page, markdown

    if args.report is not None and not args.report.lower().endswith((".html", ".htm", ".md")):
        raise InputError("the report must be .html or .md", source=args.report)
    files = student_files(Path(args.path))
    tr_lab = translations(args.lang).lab
    reports: list[LabReport | tuple[Path, str]] = []
    status = 0
    for file in files:
        try:
            report = check_file(file, tr=tr_lab, seconds=args.timeout)
        except InputError as error:
            if len(files) == 1:
                raise
            output.text(f"{file.name}: {error.reason}")
            reports.append((file, error.reason))
            status = 2
            continue
        reports.append(report)
        output.text(report.summary(tr_lab))
        problem = first_problem(report, tr_lab)
        if problem:
            output.text(f"  ✗ {problem}")
            status = max(status, 1)
    if args.report is not None:
        text = markdown(reports, tr_lab) if args.report.lower().endswith(".md") else html_page(reports, tr_lab)
        write_text_atomic(Path(args.report), text)
        output.text(args.report)
    if args.arena is not None:
        write_student_arena(files, args.arena)
    return status


def write_student_arena(files: list[Path], path: str) -> None:
    """Write the arena of the game the student's functions describe to ``path``, and say so."""
    from gameviz.lab.checks import recognise
    from gameviz.lab.sandbox import StudentCode
    from gameviz.lab.student_game import student_arena

    if len(files) != 1:
        raise InputError("--arena needs one student's file, not a folder", source=path)
    with StudentCode(files[0]) as code:
        names = recognise(code.names)
        arena, _ = student_arena(code, names)
    write_arena(arena, path)
    output.arena_written(path, arena)
