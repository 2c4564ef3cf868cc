"""Pictures to files: SVG and TikZ from the primitives, PNG and PDF through Qt.

Every exporter draws a :class:`~gameviz.figure.primitives.Picture`, the same
one the screen shows. :func:`export_pictures` writes one picture or one per
step, choosing the format from the file's suffix.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export.held_signals import held_signals
from gameviz.export.size import check_pictures
from gameviz.figure.primitives import Picture
from gameviz.io.files import write_bytes_atomic, write_text_atomic

FORMATS = (".svg", ".pdf", ".png", ".tex")


#: Longest side of a PNG written, in pixels: larger images do not open in most viewers.
MAX_PNG_SIDE = 16_384


def numbered(path: Path, name: str) -> Path:
    """``slides/chomp.svg`` and ``A2`` → ``slides/chomp_A2.svg``."""
    return path.with_name(f"{path.stem}_{name}{path.suffix}")


def export_pictures(pictures: Sequence[Picture], path: str | Path, *, scale: float = 2.0,
                    names: Sequence[str] | None = None, standalone: bool = False) -> list[Path]:
    """Write ``pictures`` to ``path``; several pictures make one file per step, named by ``names``
    (``A0``, ``A1``, …, ``result``; numbers from 1 by default), except PDF (one page per step) and
    TikZ (one Beamer slide, one overlay per step; with ``standalone``, one picture per step).

    Returns the files written.

    Raises
    ------
    InputError
        If the suffix names no supported format, the pictures draw more than
        :data:`~gameviz.export.size.MAX_DRAWN` vertices and edges, a PNG or a TikZ picture would be too large
        (nothing is written then), or the file cannot be written.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    _check_exportable(pictures, path, suffix, scale)
    if suffix == ".tex":
        from gameviz.export.tikz import tikz_document

        try:
            text = tikz_document(pictures, standalone=standalone, names=names)
        except InputError as error:
            raise InputError(error.reason, source=str(path)) from None
        write_text_atomic(path, text)
        return [path]
    if suffix == ".pdf":
        from gameviz.export.raster import pdf_bytes

        write_bytes_atomic(path, pdf_bytes(pictures))
        return [path]
    return _write_each(pictures, path, scale, names)


def _check_exportable(pictures: Sequence[Picture], path: Path, suffix: str, scale: float) -> None:
    """Raise :class:`InputError` unless ``pictures`` can be written to ``path`` in the format of ``suffix``."""
    if suffix not in FORMATS:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot export pictures as '{suffix}' (formats: {formats})"),
                                  suffix=suffix or path.name, formats=", ".join(FORMATS)), source=str(path))
    if not pictures:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "nothing to export")), source=str(path))
    check_pictures(pictures, str(path))
    if suffix == ".png":
        for picture in pictures:
            width, height = round(picture.width * scale), round(picture.height * scale)
            if min(width, height) < 1:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the picture would be {width:,} × {height:,} pixels at "
                                                                      "{scale} pixels per point, less than one on a side: raise "
                                                                      "the scale (--scale, 2 by default)"), width=width,
                                          height=height, scale=f"{scale:g}"), source=str(path))
            if max(width, height) > MAX_PNG_SIDE:
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the picture would be {width:,} × {height:,} pixels, more "
                                                                      "than {most:,} on a side, which most viewers cannot open: "
                                                                      "export SVG or PDF (no such limit), one step (--step), a "
                                                                      "lower --scale or a smaller game"), width=width,
                                          height=height, most=MAX_PNG_SIDE), source=str(path))


def _write_each(pictures: Sequence[Picture], path: Path, scale: float, names: Sequence[str] | None) -> list[Path]:
    """Write each picture to its own SVG or PNG file: ``path`` itself for one picture, else ``path`` numbered
    by ``names`` (numbers from 1 by default)."""
    written = []
    width = len(str(len(pictures)))
    names = names or [f"{i:0{width}d}" for i in range(1, len(pictures) + 1)]
    with held_signals() as between_pages:
        for picture, name in zip(pictures, names, strict=True):
            between_pages()
            target = path if len(pictures) == 1 else numbered(path, name)
            if path.suffix.lower() == ".svg":
                from gameviz.export.svg import svg_text

                write_text_atomic(target, svg_text(picture))
            else:
                from gameviz.export.raster import png_bytes

                write_bytes_atomic(target, png_bytes(picture, scale))
            written.append(target)
    return written
