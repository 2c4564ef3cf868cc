"""Qt for pictures drawn without a window: an application object, made offscreen when there is none."""

from __future__ import annotations

import os


def ensure_gui_application() -> None:
    """Create a QApplication if there is none: fonts and painting need one, and Qt aborts the whole
    interpreter (a notebook's kernel too) when a font is used before it exists.

    A QApplication, not a plain QGuiApplication: Qt allows one application object per process,
    and a window opened later in the same process (from Python, or a test after an export)
    needs widgets. It draws offscreen unless ``QT_QPA_PLATFORM`` names a platform: a picture shows
    nothing on screen, and a display that cannot be reached (a server, a notebook's kernel, a stale
    ``DISPLAY``) would abort the interpreter too.
    """
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    if QGuiApplication.instance() is not None:
        return
    platform = [] if os.environ.get("QT_QPA_PLATFORM") else ["-platform", "offscreen"]
    QApplication(["gameviz", *platform])
