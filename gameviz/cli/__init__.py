"""The command line: the same pipeline as the application, without a window.

``gameviz`` alone opens the application on the course's 10-stick game;
``gameviz SOURCE`` opens a file or a game. Subcommands print results for
scripts and slides, one module each in this package; see ``gameviz --help``.
Input mistakes print one line on standard error and exit with status 2.
"""

from __future__ import annotations

from gameviz.cli.entry import main

__all__ = ["main"]
