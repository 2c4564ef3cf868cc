"""An arena typed by hand, as a game: ``graph:file=arena.py``.

The file may use the course's Python notation (``arene = {...}``,
``Sommets1``, ``Victoire1``, ``Victoire2``) or any arena format
(:mod:`gameviz.io`).
"""

from __future__ import annotations

from gameviz.core.arena import Arena
from gameviz.core.translate import QT_TRANSLATE_NOOP
from gameviz.games.spec import PATH, GameInfo, Parameter
from gameviz.io import read_arena


def load(file: str) -> Arena:
    """Read the arena of ``file``."""
    return read_arena(file)


INFO = GameInfo(
    name="graph",
    title=QT_TRANSLATE_NOOP("games", "Arena from a file"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "An arena written in the course's Python notation (arene = {...}, Sommets1, "
    "Victoire1, Victoire2) or in any arena file format.",
    ),
    parameters=(Parameter("file", PATH, None, QT_TRANSLATE_NOOP("games", "the file that describes the arena")),),
    load=load,
)
