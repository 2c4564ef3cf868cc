"""Text that reads on its background: the WCAG contrast ratio of two colours, and the ink to write with.

References
----------
W3C, *Web Content Accessibility Guidelines 2.1*, 1.4.3 Contrast (Minimum): 4.5:1 for text, with the
relative luminance of sRGB colours defined there.
"""

from __future__ import annotations

#: The contrast every text of the application has with its background, at least (WCAG AA).
READABLE = 4.5


def _luminance(color: str) -> float:
    """The relative luminance of ``#rrggbb``."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (int(color[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast_ratio(first: str, second: str) -> float:
    """The contrast of two ``#rrggbb`` colours, from 1 (the same) to 21 (black on white).

    Examples
    --------
    >>> round(contrast_ratio("#000000", "#ffffff"), 1)
    21.0
    """
    high, low = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ink_on(background: str, preferred: str) -> str:
    """``preferred`` if it reads on ``background`` (4.5:1), else near-black or white, whichever reads better.

    Examples
    --------
    >>> ink_on("#f0c419", "#ffffff")  # white on yellow does not read
    '#111111'
    """
    if contrast_ratio(preferred, background) >= READABLE:
        return preferred
    return max(("#111111", "#ffffff"), key=lambda ink: contrast_ratio(ink, background))
