"""gameviz: two-player games of perfect information, step by step.

The solver (:mod:`gameviz.core`), the games (:mod:`gameviz.games`) and the file
formats (:mod:`gameviz.io`) run without a window; :mod:`gameviz.ui` is the Qt
application built on them.
"""

import logging

__version__ = "0.1.0"

# a library's loggers stay silent until the program configures them (gameviz.core.crash_log.start_logging)
logging.getLogger("gameviz").addHandler(logging.NullHandler())
