"""Pictures to files: SVG and TikZ from the primitives, PNG and PDF through Qt.

Every exporter draws a :class:`~gameviz.figure.primitives.Picture`, the same
one the screen shows. :func:`export_pictures` writes one picture or one per
step, choosing the format from the file's suffix.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.figure.primitives import Picture
from gameviz.io.files import write_bytes_atomic, write_text_atomic

FORMATS = (".svg", ".pdf", ".png", ".tex")


def numbered(path: Path, index: int, count: int) -> Path:
    """``slides/chomp.svg`` → ``slides/chomp_03.svg`` (step 3 of at most 99)."""
    width = max(2, len(str(count)))
    return path.with_name(f"{path.stem}_{index:0{width}d}{path.suffix}")


def export_pictures(pictures: Sequence[Picture], path: str | Path, *, scale: float = 2.0) -> list[Path]:
    """Write ``pictures`` to ``path``; several pictures make one file per step,
    except PDF (one page per step) and TikZ (one slide, one overlay per step).

    Returns the files written.

    Raises
    ------
    InputError
        If the suffix names no supported format or the file cannot be written.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise InputError(f"cannot export pictures as '{suffix or path.name}' (formats: {', '.join(FORMATS)})",
                         source=str(path))
    if not pictures:
        raise InputError("nothing to export", source=str(path))
    if suffix == ".tex":
        from gameviz.export.tikz import tikz_document

        write_text_atomic(path, tikz_document(pictures))
        return [path]
    if suffix == ".pdf":
        from gameviz.export.raster import pdf_bytes

        write_bytes_atomic(path, pdf_bytes(pictures))
        return [path]
    written = []
    for i, picture in enumerate(pictures, start=1):
        target = path if len(pictures) == 1 else numbered(path, i, len(pictures))
        if suffix == ".svg":
            from gameviz.export.svg import svg_text

            write_text_atomic(target, svg_text(picture))
        else:
            from gameviz.export.raster import png_bytes

            write_bytes_atomic(target, png_bytes(picture, scale))
        written.append(target)
    return written
