"""One picture of a solution or a search, as Python shows and saves it.

A :class:`Picture` shows itself as SVG in Jupyter (``_repr_svg_``) and is saved
as the command line writes it: ``.svg``, ``.png``, ``.pdf``, ``.tex`` (TikZ for
Beamer) or ``.html`` (the web page of that one step). PNG and PDF are drawn by Qt,
offscreen, in an application object made when there is none.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export import export_pictures
from gameviz.export.html import write_page
from gameviz.export.svg import svg_text
from gameviz.figure import primitives

#: What :meth:`Picture.save` writes, by suffix.
SUFFIXES = (".svg", ".png", ".pdf", ".tex", ".html", ".htm")


class Picture:
    """A picture drawn as the application draws it.

    Parameters
    ----------
    picture
        Its primitives.
    page
        Makes the web page of the same step, for :meth:`save` to ``.html``.
    """

    def __init__(self, picture: primitives.Picture, page: Callable[[], str]) -> None:
        self.picture = picture
        self._page = page

    @property
    def size(self) -> tuple[float, float]:
        """Width and height, in points."""
        return self.picture.width, self.picture.height

    def svg(self) -> str:
        """The picture as an SVG document (``gameviz export -o FILE.svg`` writes the same)."""
        return svg_text(self.picture)

    def _repr_svg_(self) -> str:
        """The picture in a notebook: a point a pixel, as the window draws it, and no wider than the output."""
        return svg_text(self.picture, style="max-width: 100%; height: auto", unit="px")

    def save(self, path: str | os.PathLike[str], *, scale: float = 2.0) -> Path:
        """Write the picture to ``path`` in the format its suffix names: ``.svg``, ``.png`` (``scale``
        pixels per point), ``.pdf``, ``.tex`` (TikZ) or ``.html`` (a web page of this step with its
        panels); the file written.

        Raises
        ------
        InputError
            If the suffix names no format, or the file cannot be written.
        """
        target = Path(path)
        suffix = target.suffix.lower()
        if suffix not in SUFFIXES:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot save a picture as '{suffix}' (formats: {formats})"),
                                      suffix=suffix or target.name, formats=", ".join(SUFFIXES[:-1])), source=str(target))
        if suffix in (".html", ".htm"):
            return write_page(self._page(), target)
        return export_pictures([self.picture], target, scale=scale)[0]

    def __repr__(self) -> str:
        width, height = self.size
        return f"<gameviz.Picture {width:.0f} × {height:.0f} pt>"
