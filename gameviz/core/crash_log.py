"""Where a genuine bug is written down: a log file with the traceback, for the user to send."""

from __future__ import annotations

import os
import platform
import tempfile
import time
import traceback
from pathlib import Path

from gameviz import __version__


def crash_folder() -> Path:
    """``$XDG_CACHE_HOME/gameviz`` (``~/.cache/gameviz``), or the temporary folder if that cannot be written."""
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(cache) / "gameviz"


def write_crash_log(error: BaseException, *, doing: str) -> Path | None:
    """Write the traceback of ``error`` (raised while ``doing``) to a new log file; its path, or None
    when no folder can be written."""
    text = "".join(traceback.format_exception(error))
    header = (f"gameviz {__version__}, Python {platform.python_version()}, {platform.platform()}\n"
              f"while: {doing}\n\n")
    name = time.strftime("crash-%Y%m%d-%H%M%S-") + f"{os.getpid()}.log"
    for folder in (crash_folder(), Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / name
            path.write_text(header + text, encoding="utf-8")
            return path
        except OSError:
            continue
    return None


def bug_report(error: BaseException, *, doing: str) -> str:
    """One line for a genuine bug: what happened, and the log to send with a report."""
    path = write_crash_log(error, doing=doing)
    where = f"; please report it with the log {path}" if path else "; please report it"
    return f"unexpected {type(error).__name__}: {error}{where}"
