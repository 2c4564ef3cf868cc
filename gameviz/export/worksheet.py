"""Worksheets: the blank exercise, then its answer key, in one file.

A PDF gets two pages, a TikZ file two Beamer frames (``\\input`` it between
frames, not inside one), SVG and PNG two files named ``…_exercise`` and
``…_answers``.
"""

from __future__ import annotations

from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export import FORMATS, export_pictures
from gameviz.figure.primitives import Picture
from gameviz.io.files import write_text_atomic

#: The names of the two pictures, for SVG and PNG files and TikZ comments.
NAMES = ("exercise", "answers")


def export_worksheet(exercise: Picture, answers: Picture, path: str | Path, *, scale: float = 2.0) -> list[Path]:
    """Write the worksheet to ``path``; return the files written.

    Raises
    ------
    InputError
        If the suffix names no supported format or the file cannot be written.
    """
    path = Path(path)
    if path.suffix.lower() != ".tex":
        if path.suffix.lower() not in FORMATS:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot write a worksheet as '{suffix}' (formats: {formats})"),
                                      suffix=path.suffix or path.name, formats=", ".join(FORMATS)), source=str(path))
        return export_pictures([exercise, answers], path, scale=scale, names=NAMES)
    from gameviz.export.tikz import tikz_document

    frames = ["% gameviz worksheet: \\input{this file} between Beamer frames (it makes two: the exercise, "
              "then the answer key); needs \\usepackage{tikz}"]
    for name, picture in zip(NAMES, (exercise, answers), strict=True):
        try:
            body = tikz_document([picture])
        except InputError as error:
            raise InputError(error.reason, source=str(path)) from None
        frames += [f"% {name}", r"\begin{frame}", body.rstrip("\n"), r"\end{frame}"]
    write_text_atomic(path, "\n".join(frames) + "\n")
    return [path]
