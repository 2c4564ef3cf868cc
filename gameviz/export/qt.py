"""Qt for exports run from the command line: an application object, offscreen if needed."""

from __future__ import annotations

import os


def ensure_gui_application() -> None:
    """Create a QApplication if there is none (fonts and painting need one).

    A QApplication, not a plain QGuiApplication: Qt allows one application object per process,
    and a window opened later in the same process (from Python, or a test after an export)
    needs widgets. Without a display (a server, a CI machine), Qt's offscreen platform is used.
    """
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    if QGuiApplication.instance() is not None:
        return
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    QApplication(["gameviz"])
