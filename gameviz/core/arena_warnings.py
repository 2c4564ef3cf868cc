"""What is legal in an arena but unusual, said in a sentence the interface translates: moves between
two vertices of one player (the arena is not bipartite)."""

from __future__ import annotations

from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: The warning of an arena with moves between two vertices of one player: one move, or several.
NOT_BIPARTITE = (
    QT_TRANSLATE_NOOP("attractor", "{count} edge joins two vertices of the same player (the arena is not "
                                   "bipartite): {shown}"),
    QT_TRANSLATE_NOOP("attractor", "{count} edges join two vertices of the same player (the arena is not "
                                   "bipartite): {shown}"),
)
#: How many of those moves a warning names.
NAMED = 5


def not_bipartite_warning(count: int, named: list[str]) -> Sentence:
    """``2 edges join two vertices of the same player (…): a → b, c → d``: ``count`` moves, the first
    :data:`NAMED` of which are ``named`` (``a → b``), the others counted."""
    shown: str = ", ".join(named[:NAMED])
    if count > NAMED:
        shown = Sentence(QT_TRANSLATE_NOOP("attractor", "{shown} and {more} more"), shown=shown, more=count - NAMED)
    return Sentence(NOT_BIPARTITE[0] if count == 1 else NOT_BIPARTITE[1], count=count, shown=shown)
