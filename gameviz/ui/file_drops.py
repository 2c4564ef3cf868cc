"""Files given to the window by the desktop: dropped on it, or sent by the system (macOS's open event).

An arena file or an exercise tree opens as *File → Open* would open it; a
Python file that is not an arena written in the course's notation is a
student's code, which runs only once the user has agreed (as with
*File → Open Student Code*).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication, QWidget

from gameviz.ui.lab_runs import LabRuns

#: An arena in the course's notation assigns ``arene``; a student's file defines functions.
COURSE_ARENA = re.compile(r"^\s*arene\s*=", re.MULTILINE)
#: The events this filter handles: a file sent by the system, a drag and a drop.
WANTED = frozenset({QEvent.Type.FileOpen, QEvent.Type.DragEnter, QEvent.Type.Drop})


def is_student_code(path: str) -> bool:
    """Whether ``path`` is a Python file that is not an arena in the course's notation."""
    if Path(path).suffix.lower() != ".py" or not Path(path).is_file():
        return False
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return COURSE_ARENA.search(file.read(1_000_000)) is None
    except OSError:
        return False


class FileDrops(QObject):
    """Accepts files dropped anywhere on the window, and the system's requests to open a file."""

    def __init__(self, window: QWidget, open_source: Callable[[str], None], lab: LabRuns) -> None:
        """Files dropped on ``window`` open with ``open_source(path)``; a student's code runs in ``lab``."""
        # a child of the window: it dies with it, and stops filtering the application's events then
        super().__init__(window)
        self.open_source = open_source
        self.lab = lab
        top = window
        top.setAcceptDrops(True)
        top.installEventFilter(self)
        application = QApplication.instance()
        if application is not None:
            application.installEventFilter(self)

    def open(self, path: str) -> None:
        """Open ``path``: a student's code asks first, anything else opens as *File → Open* would."""
        if is_student_code(path):
            if self.lab.agreed(path):
                self.lab.run(path)
            return
        self.open_source(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind not in WANTED:  # the application's every event passes here: let it go at once
            return False
        if kind == QEvent.Type.FileOpen:
            return self._file_opened(event)
        if kind == QEvent.Type.DragEnter:
            return self._drag_entered(event)
        return self._dropped(event)

    def _file_opened(self, event: QEvent) -> bool:
        """The system asks to open a file (a double click in the Finder): open it."""
        if isinstance(event, QFileOpenEvent) and event.file():
            self.open(event.file())
            return True
        return False

    @staticmethod
    def _drag_entered(event: QEvent) -> bool:
        """Files are dragged over the window: accept them if one is local."""
        if isinstance(event, QDragEnterEvent) and _local_files(event):
            event.acceptProposedAction()
            return True
        return False

    def _dropped(self, event: QEvent) -> bool:
        """Files are dropped on the window: open the first local one."""
        if isinstance(event, QDropEvent):
            files = _local_files(event)
            if files:
                event.acceptProposedAction()
                self.open(files[0])
                return True
        return False


def _local_files(event: QDropEvent) -> list[str]:
    data = event.mimeData()
    return [url.toLocalFile() for url in data.urls() if url.isLocalFile()] if data is not None and data.hasUrls() \
        else []
