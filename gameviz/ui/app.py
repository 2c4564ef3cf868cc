"""Starting the application: QApplication, language, main window, first arena."""

from __future__ import annotations

import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from gameviz import __version__
from gameviz.ui.i18n import install as install_language
from gameviz.ui.resources import resource
from gameviz.ui.settings import Settings


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), named so settings have a home."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("gameviz")
    app.setApplicationName("gameviz")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("gameviz")
    app.setWindowIcon(QIcon(str(resource("icons", "gameviz.svg"))))
    return app


def run(source: str | None = None) -> int:
    """Open the window on ``source`` (a file or a game spec; default: the 10-stick game)."""
    from gameviz.ui.main_window import MainWindow, open_default

    app = create_application()
    settings = Settings()
    install_language(settings.language())
    window = MainWindow(settings)
    window.show()
    open_default(window, source)
    return app.exec()
