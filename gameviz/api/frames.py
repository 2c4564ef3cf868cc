"""A web page in a notebook's output: the whole page, inline in an ``<iframe srcdoc>``.

The page keeps its own styles, scripts and element ids apart from the notebook's
(two steppers in one notebook do not meet), and its Content-Security-Policy
forbids any request: JupyterLab, Notebook and VS Code show it offline. The frame's
scripts run sandboxed, with no access to the notebook.
"""

from __future__ import annotations

import html

#: The frame's height for a picture as high as it is wide, and its least and greatest height, in pixels
#: (the picture takes about 560 pixels of a notebook's width, the step's buttons and title the rest).
HEIGHT_PER_WIDTH, CONTROLS, LEAST, MOST = 600, 240, 520, 860


def frame_height(width: float, height: float) -> int:
    """The height of a frame showing a page whose picture is ``width`` × ``height``.

    >>> frame_height(400, 100), frame_height(100, 400)
    (520, 860)
    """
    return round(min(MOST, max(LEAST, CONTROLS + HEIGHT_PER_WIDTH * height / max(width, 1.0))))


def framed(page: str, height: int) -> str:
    """``page`` (a whole HTML document) in a sandboxed frame ``height`` pixels high, as wide as the output."""
    return (f'<iframe srcdoc="{html.escape(page, quote=True)}" sandbox="allow-scripts" '
            f'style="width: 100%; height: {height}px; border: 0" title="gameviz"></iframe>')


def refusal(error: Exception) -> str:
    """Why a page is not shown, in its place in the notebook's output."""
    return f"<p><em>{html.escape(str(error))}</em></p>"
