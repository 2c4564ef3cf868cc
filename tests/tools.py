"""External programs that some tests run (pdflatex, rsvg-convert, the desktop validators, Chromium,
bubblewrap): a test skips, naming the Debian package to install, when its program is missing, and
fails instead when ``GAMEVIZ_REQUIRE_TOOLS=1`` (as ``.ci/run`` sets after installing them all)."""

from __future__ import annotations

import os
import shutil

import pytest

REQUIRE_TOOLS = "GAMEVIZ_REQUIRE_TOOLS"


def require_tool(command: str, package: str) -> str:
    """The path of ``command``; if it is not on the PATH, skip the test, saying which Debian
    ``package`` (or packages, space-separated) to install, or fail if ``GAMEVIZ_REQUIRE_TOOLS=1``.

    Examples
    --------
    >>> require_tool("sh", "dash").endswith("sh")
    True
    """
    found = shutil.which(command)
    if found is not None:
        return found
    message = f"{command} is missing (Debian: apt install {package}; .ci/run installs it)"
    if os.environ.get(REQUIRE_TOOLS) == "1":
        pytest.fail(f"{message}; {REQUIRE_TOOLS}=1 requires it")
    pytest.skip(message)


def without_progress(err: str) -> str:
    """Standard error without the progress lines a search prints every two seconds once it runs longer than two
    (``gameviz.cli.progress``): on a busy machine any search may, and they are progress, not a second error."""
    return "".join(line for line in err.splitlines(keepends=True) if not line.startswith("gameviz: searching: "))
