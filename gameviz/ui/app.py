"""Starting the application: QApplication, language, main window, first arena."""

from __future__ import annotations

import ctypes
import os
import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from gameviz import __version__
from gameviz.resources import resource
from gameviz.ui.collector import collect_on_this_thread
from gameviz.ui.i18n import install as install_language
from gameviz.ui.settings import Settings
from gameviz.ui.theme import outline_indicators
from gameviz.ui.workers import finish_all

if TYPE_CHECKING:
    from gameviz.ui.main_window import MainWindow

#: Seconds a thread waits for Python's interpreter lock before the thread holding it must hand it over
#: (Python's default: 0.005). The window's thread asks for it at every Qt event that calls Python (a
#: slot, an event filter, a paint); while a worker runs Python (laying out 60,000 vertices) the default
#: let those waits add up to 0.2 s between two turns of the event loop, 0.07 to 0.11 s with this.
SWITCH_INTERVAL = 0.001


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), named so settings have a home."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("gameviz")
    app.setApplicationName("gameviz")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("gameviz")
    app.setWindowIcon(QIcon(str(resource("icons", "gameviz.svg"))))
    outline_indicators(app)
    collect_on_this_thread(app)  # never in a search's thread, where it could destroy a widget's objects
    sys.setswitchinterval(SWITCH_INTERVAL)  # the window's thread waits less for a worker running Python
    return app


#: Libraries Qt's X11 platform loads, and the Debian/Ubuntu packages that provide them.
X11_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-randr.so.0": "libxcb-randr0",
}


def missing_x11_packages() -> list[str]:
    """The packages Qt still needs to open a window on X11 (empty elsewhere)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return []
    if not os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return []
    missing = []
    for library, package in X11_LIBRARIES.items():
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append(package)
    return missing


def run(source: str | None = None) -> int:
    """Open the window on ``source`` (a file or a game spec; default: the 10-stick game)."""
    from gameviz.ui.main_window import MainWindow, open_default

    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM")
    ):
        print(
            "gameviz: there is no display to open a window on. Everything but the window works "
            "without one: gameviz solve sticks, gameviz export sticks -o sticks.pdf --all-steps "
            "(see gameviz --help)",
            file=sys.stderr,
        )
        return 1
    missing = missing_x11_packages()
    if missing:
        print(
            "gameviz: Qt needs X11 libraries that are not installed: "
            f"{', '.join(missing)}. On Debian or Ubuntu: sudo apt install {' '.join(missing)}",
            file=sys.stderr,
        )
        return 1
    app = create_application()
    settings = Settings()
    install_language(settings.language())
    window = MainWindow(settings)
    sys.excepthook = report_to(window)
    window.show()
    open_default(window, source)
    status = app.exec()
    finish_all()
    return status


def report_to(window: QWidget) -> Callable[[type[BaseException], BaseException, TracebackType | None], None]:
    """An exception hook that shows any error escaping an action in a dialog over ``window`` (with
    a crash log for a genuine bug) instead of a traceback on the terminal; the window stays open."""
    from gameviz.ui.error_dialog import show_error

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        error.__traceback__ = trace
        error.details = "".join(traceback.format_exception(kind, error, trace))  # type: ignore[attr-defined]
        show_error(window, QCoreApplication.translate("MainWindow", "Something went wrong"), error)

    return hook


def check_install(timeout: float = 60.0) -> int:
    """Open the application without showing it, on the 10-stick game, and say what works:
    the version, the language and its translation, the icon, the Graphviz layout. 0 if all do."""
    from gameviz.games import DEFAULT_SPEC
    from gameviz.ui.main_window import MainWindow

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = create_application()
    settings = Settings()
    code = install_language(settings.language())
    window = MainWindow(settings)
    window.open_source(DEFAULT_SPEC, remember=False)
    _wait_until_drawn(app, window, timeout)
    drawn = len(window.view.nodes)
    icon = not app.windowIcon().isNull()
    print(f"gameviz {__version__}, Python {sys.version.split()[0]}, Qt {QLibraryInfo.version().toString()}")
    print(f"language: {code} (the File menu reads '{window.menus.file_menu.title().replace('&', '')}')")
    print(f"icon: {'loaded' if icon else 'missing'}")
    print(f"{DEFAULT_SPEC}: {drawn} vertices drawn ({window.status_line.layout_text() or 'no layout'})")
    _print_kernels()
    return 0 if icon and drawn == 21 else 1


def _wait_until_drawn(app: QApplication, window: MainWindow, timeout: float) -> None:
    """Run the event loop until the window has opened, laid out and drawn its game, ``timeout`` s at most."""
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and (window.load_job or window.layout_job or window.timeline is None
                                           or window.view.busy):
        app.processEvents()
        time.sleep(0.005)


def _print_kernels() -> None:
    """Whether the fast solvers run compiled, or in Python and why."""
    from gameviz.core.attractor import kernel_problem as attractor_problem
    from gameviz.core.search.compiled import kernel_problem as search_problem
    from gameviz.core.search.connect4 import kernel_problem as connect4_problem

    for what, problem in (("Connect 4 solver", connect4_problem()), ("attractor of large arenas", attractor_problem()),
                          ("search trees of the built-in games", search_problem())):
        print(f"{what}: {'compiled (numba)' if problem is None else 'in Python, slower: ' + problem}")
