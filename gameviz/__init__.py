"""gameviz: two-player games of perfect information, step by step.

``import gameviz`` is the Python API (:mod:`gameviz.api`): :func:`gameviz.solve`,
:func:`gameviz.search`, :func:`gameviz.arena` and what they return, displayable
in Jupyter. The rest is internal: the solver (:mod:`gameviz.core`), the games
(:mod:`gameviz.games`) and the file formats (:mod:`gameviz.io`) run without a
window; :mod:`gameviz.ui` is the Qt application built on them. The API is
imported when one of its names is first used, so that the command line starts
without it; ``__init__.pyi`` gives type checkers its names.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

__version__ = "0.1.0"

# a library's loggers stay silent until the program configures them (gameviz.core.crash_log.start_logging)
logging.getLogger("gameviz").addHandler(logging.NullHandler())

#: The names of the API, found in :mod:`gameviz.api` when first asked for.
__all__ = ["InputError", "Outcome", "Picture", "Search", "Solution", "Step", "__version__", "arena", "search", "solve"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        return getattr(importlib.import_module("gameviz.api"), name)
    raise AttributeError(f"module 'gameviz' has no attribute '{name}'")
