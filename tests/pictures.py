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


def luminance(rgb: tuple[int, int, int]) -> float:
    """The relative luminance of an sRGB colour (WCAG 2)."""
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours, from 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_lines_contrast(image: QImage) -> list[tuple[int, int, float]]:
    """For each line of text of a grabbed widget (rows of ink between blank rows), its top row, its
    height and the contrast of its strongest pixel with the background (the most common colour). Anti-aliased
    pixels mix the text's colour with the background, so a line's strongest pixel has the contrast
    of its text colour: a line of pale text never reaches 4.5:1."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    pixels = [[image.pixelColor(x, y).getRgb()[:3] for x in range(width)] for y in range(height)]
    background = Counter(p for row in pixels for p in row).most_common(1)[0][0]
    row_contrast = [max((contrast(p, background) for p in row), default=1.0) for row in pixels]
    lines, top = [], None
    for y, strongest in enumerate([*row_contrast, 1.0]):
        if strongest > 1.5 and top is None:
            top, best = y, strongest
        elif strongest > 1.5:
            best = max(best, strongest)
        elif top is not None:
            lines.append((top, y - top, best))
            top = None
    return lines
