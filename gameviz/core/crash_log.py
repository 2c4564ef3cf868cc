"""Where gameviz writes down what happened: the log file of warnings and errors (``logging``),
and a crash log with the traceback of each genuine bug, for the user to send.

Both are in the user's log folder of the platform (``platformdirs``): ``~/.local/state/gameviz/log``
on Linux, ``~/Library/Logs/gameviz`` on macOS, ``%LOCALAPPDATA%\\gameviz\\Logs`` on Windows.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import platform
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

import platformdirs

from gameviz import __version__

LOG_NAME = "gameviz.log"
log = logging.getLogger("gameviz")


def log_folder() -> Path:
    """The user's log folder for gameviz on this platform (not created here)."""
    return platformdirs.user_log_path("gameviz", appauthor=False)


class _LogFile(logging.handlers.RotatingFileHandler):
    """The log file, kept under 1 MB (with one older file), created with its folder only when a
    first record is written."""

    def __init__(self, path: Path) -> None:
        # a file name that is not UTF-8 (a lone surrogate) is written escaped, not lost with its record
        super().__init__(path, maxBytes=1_000_000, backupCount=1, encoding="utf-8", delay=True,
                         errors="backslashreplace")

    def _open(self):  # type: ignore[no-untyped-def]
        Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
        return super()._open()

    def handleError(self, record: logging.LogRecord) -> None:
        """A log file that cannot be written is not an error of gameviz: the record is dropped."""


class _Stderr(logging.StreamHandler):  # type: ignore[type-arg]
    """Records on standard error, ``gameviz: info: …``: the one of the moment each is written (the
    command line's writer while a command runs, the process's own afterwards, when Python's exit
    flushes the handler), and nothing when standard error cannot be written."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)
        self.setFormatter(logging.Formatter("gameviz: %(levelname)s: %(message)s"))

    @property
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, value: Any) -> None:
        """The stream is always the standard error of the moment."""

    def flush(self) -> None:
        with contextlib.suppress(Exception):  # a closed or full standard error: the exit status tells
            super().flush()

    def handleError(self, record: logging.LogRecord) -> None:
        """A standard error that cannot be written is not an error of gameviz: the record is dropped."""

    def format(self, record: logging.LogRecord) -> str:
        record.levelname = record.levelname.lower()
        return super().format(record)


def start_logging(verbose: int = 0) -> Path:
    """Send gameviz's warnings and errors to the log file, and with ``verbose`` its information
    (1) or everything (2 or more) to standard error too; calling it again starts over (the folder
    and standard error are looked up again). Returns the log file's path."""
    for handler in list(log.handlers):
        if isinstance(handler, (_LogFile, _Stderr)):
            log.removeHandler(handler)
            handler.close()
    path = log_folder() / LOG_NAME
    file = _LogFile(path)
    file.setLevel(logging.WARNING)
    file.setFormatter(logging.Formatter("%(asctime)s %(process)d %(name)s %(levelname)s: %(message)s"))
    log.addHandler(file)
    log.setLevel(logging.WARNING)
    if verbose:
        log.addHandler(_Stderr())
        log.setLevel(logging.INFO if verbose == 1 else logging.DEBUG)
    return path


def write_crash_log(error: BaseException, *, doing: str) -> Path | None:
    """Write the traceback of ``error`` (raised while ``doing``) to a new crash log, and the error
    to the log file; the crash log's path, or None when no folder can be written."""
    text = "".join(traceback.format_exception(error))
    header = (f"gameviz {__version__}, Python {platform.python_version()}, {platform.platform()}\n"
              f"while: {doing}\n\n")
    name = time.strftime("crash-%Y%m%d-%H%M%S-") + f"{os.getpid()}.log"
    for folder in (log_folder(), Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / name
            path.write_text(header + text, encoding="utf-8", errors="backslashreplace")
        except OSError:
            continue
        log.error("unexpected %s while %s (crash log %s)", type(error).__name__, doing, path, exc_info=error)
        return path
    log.error("unexpected %s while %s", type(error).__name__, doing, exc_info=error)
    return None


def bug_report(error: BaseException, *, doing: str) -> str:
    """One line for a genuine bug: what happened, and the log to send with a report."""
    path = write_crash_log(error, doing=doing)
    where = f"; please report it with the log {path}" if path else "; please report it"
    return f"unexpected {type(error).__name__}: {error}{where}"
