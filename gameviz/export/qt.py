"""Qt for exports run from the command line: an application object, offscreen if needed."""

from __future__ import annotations

import os


def ensure_gui_application() -> None:
    """Create a QGuiApplication if there is none (fonts and painting need one).

    Without a display (a server, a CI machine), Qt's offscreen platform is used.
    """
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is not None:
        return
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    QGuiApplication(["gameviz"])
