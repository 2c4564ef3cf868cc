"""Reading exported pictures back: the text of PDF pages, the colours of a PNG."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtGui import QImage


def pdf_pages(path: Path) -> list[str]:
    """The text of each page of a PDF file, with runs of white space made single spaces."""
    return [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]


def colours(path: Path) -> Counter[str]:
    """How many pixels of each colour a PNG file has (every other row and column)."""
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a picture Qt can read"
    return Counter(image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))
