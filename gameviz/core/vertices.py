"""The vocabulary of arenas: vertices, player numbers, vertex ids and labels.

Everything here is shared by :class:`~gameviz.core.arena.Arena` and the modules
that read or write arenas; :mod:`gameviz.core.arena` exports it all again.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import NamedTuple

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

Vertex = Hashable

#: The two players of the course's games.
PLAYERS = (1, 2)
#: Most players an arena may have (games of more than two: Chinese checkers has up to six).
MAX_PLAYERS = 6


class _FromRules:
    """Marks a vertex whose board is drawn on demand by the arena's board factory."""

    def __repr__(self) -> str:
        return "FROM_RULES"


#: ``add_vertex(..., board=FROM_RULES)``: ask :meth:`~gameviz.core.arena.Arena.set_board_factory`'s function.
FROM_RULES = _FromRules()


def other(player: int) -> int:
    """The opponent of ``player`` in a two-player game (1 ↔ 2)."""
    return 3 - player


def is_player(value: object) -> bool:
    """True for a player number, 1 to :data:`MAX_PLAYERS`."""
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_PLAYERS


#: The refusals of a vertex an arena does not have (or has already), by kind.
VERTEX_REFUSALS = {
    "unknown": QT_TRANSLATE_NOOP("errors", "unknown vertex '{name}'"),
    "to": QT_TRANSLATE_NOOP("errors", "edge to unknown vertex '{name}'"),
    "from": QT_TRANSLATE_NOOP("errors", "edge from unknown vertex '{name}'"),
    "duplicate id": QT_TRANSLATE_NOOP("errors", "duplicate vertex id '{name}'"),
    "no edge": QT_TRANSLATE_NOOP("errors", "no edge {name}"),
}
#: What a player number is called in a refusal, by default.
PLAYER = Sentence(QT_TRANSLATE_NOOP("errors", "player"))


def check_player(player: object, what: str = PLAYER) -> int:
    """``player`` itself if it is a player number, 1 to 6.

    Raises
    ------
    InputError
        Otherwise, naming ``what`` and the value given.

    >>> check_player(7)
    Traceback (most recent call last):
    ...
    gameviz.core.errors.InputError: player must be 1 to 6, not 7
    """
    if not is_player(player):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "{what} must be 1 to {most}, not "
                                                              "{value}"), what=what, most=MAX_PLAYERS,
                                  value=repr(player)))
    assert isinstance(player, int)
    return player


def default_id(vertex: Vertex) -> str:
    """The string id of a vertex key: ``(10, 1)`` → ``"10,1"``, ``"x"`` → ``"x"``."""
    if isinstance(vertex, str):
        return vertex
    if isinstance(vertex, tuple):
        return ",".join(default_id(part) for part in vertex)
    return str(vertex)


def default_label(vertex: Vertex) -> str:
    """The label the course would write: ``(10, 1)`` → ``"(10,1)"``."""
    if isinstance(vertex, tuple):
        return "(" + ",".join(default_id(part) for part in vertex) + ")"
    return default_id(vertex)


def check_vertex_player(player: object, vertex: Vertex, what: str = PLAYER) -> int:
    """``player`` itself if it is a player number; otherwise an error naming ``vertex``."""
    if not is_player(player):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "{what} of vertex '{vertex}' must be 1 to {most}, not "
                                                              "{value}"), what=what,
                                  vertex=default_id(vertex), most=MAX_PLAYERS, value=repr(player)))
    assert isinstance(player, int)
    return player


def player_number(value: object, vertex: Vertex) -> int:
    """The player number that ``value`` (a number or its text) stands for, at ``vertex``."""
    try:
        number = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        number = 0
    # the error quotes what was given, not what it became
    return check_vertex_player(number if is_player(number) else value, vertex)


class IndexedView(NamedTuple):
    """The arena's internal tables, indexed by vertex number (for fast algorithms).

    Vertex i is ``keys[i]``; ``succ[i]`` and ``pred[i]`` list vertex numbers;
    ``owner[i]`` is 1 or 2; ``target[i]`` is 0, 1 or 2. Read only.
    """

    keys: list[Vertex]
    index: Mapping[Vertex, int]  # type: ignore[assignment]  # a field, not tuple.index
    succ: list[list[int]]
    pred: list[list[int]]
    owner: bytearray
    target: bytearray


def refused_vertex(kind: str, name: str) -> InputError:
    """The refusal of the vertex (or the move) ``name`` of the kind ``kind`` of :data:`VERTEX_REFUSALS`."""
    return InputError(Sentence(VERTEX_REFUSALS[kind], name=name))
