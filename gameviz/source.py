"""What the user names on the command line or in the Open dialog: a file or a game.

``SOURCE`` is an arena file (``arena.json``, ``arena.dot``, ``arena.graphml``,
``arene.py``) or a game specification (``sticks:n=10``, ``chomp:rows=2,cols=3``).
"""

from __future__ import annotations

from pathlib import Path

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT, Progress
from gameviz.games import arena_from_spec, looks_like_spec
from gameviz.io import is_arena_file, read_arena


def load_arena(
    source: str, *, limit: int = DEFAULT_VERTEX_LIMIT, progress: Progress | None = None
) -> Arena:
    """The arena named by ``source``: read from a file or generated from a game.

    Raises
    ------
    InputError
        If the source is neither, or cannot be read or generated.
    """
    if looks_like_spec(source):
        return arena_from_spec(source, limit=limit, progress=progress)
    if is_arena_file(source) or Path(source).exists():
        return read_arena(source)
    raise InputError(
        f"'{source}' is neither an arena file (.json, .dot, .graphml, .py) nor a game "
        "specification (see: gameviz games)"
    )
