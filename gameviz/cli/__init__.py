"""The command line: the same pipeline as the application, without a window.

``gameviz`` alone opens the application on the course's 10-stick game;
``gameviz SOURCE`` opens a file or a game. Subcommands print results for
scripts and slides, one module each in this package; see ``gameviz --help``.
Input mistakes print one line on standard error and exit with status 2.
"""

from __future__ import annotations

import os

# gameviz multiplies no matrices: one thread for NumPy's linear algebra saves the command the start of a
# thread per core (0.06 s of processor time on every import of NumPy); a value already set is kept
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

from gameviz.cli.entry import main  # noqa: E402  (after the variables: NumPy reads them when imported)

__all__ = ["main"]
