"""``gameviz lab``: run a student's Python file (or a folder of them) and check it against the solver."""

from __future__ import annotations

import argparse
from pathlib import Path

from gameviz.cli import output
from gameviz.cli.arguments import Subcommands, add_language, positive_seconds
from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io import write_arena
from gameviz.lab.sandbox import CALL_SECONDS
from gameviz.report.translations import translations

NAME = "lab"


def add(sub: Subcommands) -> None:
    """Add ``lab`` to the subcommands."""
    parser = sub.add_parser(
        NAME,
        help="run a student's Python file (or a folder of them) and check it against the solver",
        description="RUNS the student's code, in a contained process (its own process group, temporary folder, "
        "rlimits; inside bubblewrap where installed: see check-install) with a time budget per call, "
        "recognises the functions the course asks for (coup, attracteur, attracteur_strat, est_finale, "
        "coups_légaux, évaluation, minimax, strategie, val, meilleur, h…) and checks each against gameviz's "
        "answers, printing the first counter-example. Every student of a folder is checked and reported, "
        "whatever one of them does. Exit status: 0 when every check passes, 1 when one fails, 2 for bad input.",
    )
    parser.add_argument("path", metavar="PATH", help="a student's .py file, or a folder of them")
    parser.add_argument("--report", metavar="FILE", help="also write the report to FILE: .html (the class table, "
                        "sortable, then each student), .md or .csv (the class table)")
    parser.add_argument("--arena", metavar="FILE",
                        help="also write the arena of the game the student's functions describe (start, "
                        "accessibles, estjoueur, h; or est_finale, coups_légaux) to FILE (.json, .dot, .graphml)")
    parser.add_argument("--timeout", type=positive_seconds, default=CALL_SECONDS, metavar="S",
                        help=f"seconds each call of the student's code may take (default {CALL_SECONDS:g})")
    add_language(parser)
    parser.set_defaults(run=run)


def student_files(path: Path) -> list[Path]:
    """The student's file, or the ``.py`` files of a folder, in order of name."""
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix == ".py")
        if not files:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "no Python file (.py) in this folder")), source=str(path))
        return files
    if path.exists():
        return [path]
    raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "no such file or folder")), source=str(path))


def run(args: argparse.Namespace) -> int:
    """Check each file, print its summary and first problem; write the report and the arena if asked.
    A student whose check goes wrong in any way is a line of the report, never the end of the run."""
    from gameviz.io.files import write_text_atomic
    from gameviz.lab.checks import LabReport, check_file
    from gameviz.lab.report import first_problem, for_terminal, report_text
    from gameviz.lab.verdicts import safe_text, shown_name

    if args.report is not None:
        report_text(args.report, [])  # a report of an unknown kind is refused before anything runs
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
            reason, status = error.reason, 2
        except Exception as error:  # noqa: BLE001  whatever happened, the class goes on
            reason, status = safe_text(f"{type(error).__name__}: {error}"), max(status, 1)
        else:
            reports.append(report)
            output.text(for_terminal(report.summary(tr_lab)))
            problem = first_problem(report, tr_lab)
            if problem:
                output.text(f"  ✗ {for_terminal(problem)}")
                status = max(status, 1)
            continue
        output.text(for_terminal(f"{shown_name(file)}: {reason}"))
        reports.append((file, reason))
    if args.report is not None:
        write_text_atomic(Path(args.report), report_text(args.report, reports, tr_lab))
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
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--arena needs one student's file, not a folder")), source=path)
    with StudentCode(files[0]) as code:
        names = recognise(code.names)
        arena, _ = student_arena(code, names)
    write_arena(arena, path)
    output.arena_written(path, arena)
