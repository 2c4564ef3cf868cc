"""One builder of arenas for every reader: ids, players, targets, start, limits, error places.

A reader (JSON, DOT, GraphML, the course's Python notation, PGSolver) only
finds the items of its format, each with a place ``at`` of its own kind (a
JSON path, a token, a syntax node); :class:`ArenaBuilder` checks them the same
way for every format and, on a mistake, asks the reader's ``fail(at, reason)``
for the error, which knows how to turn ``at`` into a line and a column.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from gameviz.core.arena import MAX_PLAYERS, Arena, default_id, default_label
from gameviz.core.errors import ArenaFormatError
from gameviz.core.numbers import number_in
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: Most vertices an arena file may hold (the largest arenas gameviz generates have a few million).
MAX_VERTICES = 10_000_000
#: Longest id or label read, in characters.
MAX_TEXT = 100_000

Fail = Callable[[Any, str], ArenaFormatError]

#: A move written twice; what a target names by default.
TWICE = QT_TRANSLATE_NOOP("errors", "the edge {tail} → {head} appears twice")
TARGET = Sentence(QT_TRANSLATE_NOOP("errors", "target"))


def player_of(name: str) -> str:
    """What the player of the vertex ``name`` is called in a message."""
    return Sentence(QT_TRANSLATE_NOOP("errors", "player of vertex '{name}'"), name=name)


def text_mistake(value: str, what: str) -> str | None:
    """What is wrong with an id or a label ``value`` (``what`` names it) that a file cannot hold: longer
    than :data:`MAX_TEXT` characters, or a lone surrogate (half of a character); None when it is fine."""
    if len(value) > MAX_TEXT:
        return Sentence(QT_TRANSLATE_NOOP("errors", "{what} is longer than {most:,} characters"), what=what, most=MAX_TEXT)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        return Sentence(QT_TRANSLATE_NOOP("errors", "{what} '{value}' holds a lone surrogate at character {at}, half of a "
                                                  "character that no file can hold"), what=what, value=value,
                        at=error.start + 1)
    return None


class ArenaBuilder:
    """An arena built item by item from a file, each item checked where it was read.

    Parameters
    ----------
    fail
        ``fail(at, reason)``: the reader's error for a mistake at its place ``at``.
    players
        The highest player number the format allows.
    arena
        The arena to add to (by default a new one): a reader may have read some items at once.
    """

    def __init__(self, fail: Fail, *, players: int = MAX_PLAYERS, arena: Arena | None = None) -> None:
        self.fail = fail
        self.players = players
        self.arena = Arena() if arena is None else arena

    def player(self, value: object, at: Any, what: str, *, digits: bool = True) -> int:
        """``value`` (a number, or its ASCII digits when ``digits``) as a player number, or the error
        naming ``what``."""
        number = _whole(value) if digits or not isinstance(value, str) else None
        if number is None or not 1 <= number <= self.players:
            raise self.fail(at, Sentence(QT_TRANSLATE_NOOP("errors", "{what} must be 1 to {most}, not {value}"), what=what,
                                         most=self.players, value=_shown(value)))
        return number

    def text(self, value: str, at: Any, what: str) -> str:
        """``value`` if a file can hold it (see :func:`text_mistake`)."""
        mistake = text_mistake(value, what)
        if mistake is not None:
            raise self.fail(at, mistake)
        return value

    def vertex(self, key: Hashable, player: object, at: Any, *, label: str | None = None,
               target: object = None, label_at: Any = None) -> None:
        """Add the vertex ``key`` of ``player``, with its label and the player it is a target of
        (None, 0 or ``""``: of nobody); ``label_at`` is where the label was written, when the
        format tells it apart from the vertex.

        Raises
        ------
        ArenaFormatError
            Id or label unreadable, player or target out of range, duplicate id, too many vertices.
        """
        name = default_id(key)
        self.text(name, at, Sentence(QT_TRANSLATE_NOOP("errors", "the vertex id")))
        if label is not None:
            self.text(label, at if label_at is None else label_at,
                      Sentence(QT_TRANSLATE_NOOP("errors", "the label of vertex '{name}'"), name=name))
        number = self.player(player, at, player_of(name))
        goal = None if target in (None, 0, "", "0") else \
            self.player(target, at, Sentence(QT_TRANSLATE_NOOP("errors", "target of vertex '{name}'"), name=name))
        if len(self.arena) >= MAX_VERTICES:
            raise self.fail(at, Sentence(QT_TRANSLATE_NOOP("errors", "the file has more than {most:,} vertices, the most gameviz "
                                                           "reads"), most=MAX_VERTICES))
        if key in self.arena or self.arena.has_id(name):
            raise self.fail(at, Sentence(QT_TRANSLATE_NOOP("errors", "duplicate vertex id '{name}'"), name=name))
        self.arena.add_vertex(key, number, label=label, target=goal)

    def has(self, key: Hashable) -> bool:
        """Whether ``key`` was added (by its key, or, for a string, by its id)."""
        return key in self.arena or (isinstance(key, str) and self.arena.has_id(key))

    def _known(self, key: Hashable) -> Hashable:
        return key if key in self.arena else self.arena.vertex(key)  # type: ignore[arg-type]

    def edge(self, tail: Hashable, head: Hashable, at: Any, ends: tuple[Any, Any] | None = None) -> None:
        """Add the move ``tail → head`` between vertices already added (``ends``: the places of
        the two ids, when the format tells them apart)."""
        for end, place in zip((tail, head), ends or (at, at), strict=True):
            if not self.has(end):
                raise self.fail(place, Sentence(QT_TRANSLATE_NOOP("errors", "edge to unknown vertex '{name}'"), name=_label(end)))
        if not self.arena.add_edge(self._known(tail), self._known(head)):
            raise self.fail(at, Sentence(TWICE, tail=_label(tail), head=_label(head)))

    def target(self, key: Hashable, player: int, at: Any, what: str = TARGET) -> None:
        """Make ``key`` a target of ``player``; a vertex is the target of one player at most."""
        if not self.has(key):
            raise self.fail(at, Sentence(QT_TRANSLATE_NOOP("errors", "{what} '{name}' is not a vertex"), what=what,
                                         name=_label(key)))
        vertex = self._known(key)
        if self.arena.target_of(vertex) not in (None, player):
            raise self.fail(at, Sentence(QT_TRANSLATE_NOOP("errors", "vertex '{name}' is a target of two players"),
                                         name=_label(key)))
        self.arena.set_target(vertex, player)

    def start(self, key: Hashable | None, at: Any) -> None:
        """Make ``key`` the start vertex (None or ``""``: no start)."""
        if key is None or key == "":
            return
        if not self.has(key):
            raise self.fail(at, Sentence(QT_TRANSLATE_NOOP("errors", "start '{name}' is not a vertex"), name=_label(key)))
        self.arena.start = self._known(key)

    def game(self, spec: str | None, at: Any) -> None:
        """The game specification the arena was generated from, if any."""
        self.arena.game = self.text(spec, at, Sentence(QT_TRANSLATE_NOOP("errors", "the game"))) if spec else None

    def build(self) -> Arena:
        """The arena read."""
        return self.arena


def _whole(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return number_in(value.strip(), 0, MAX_PLAYERS)
    return None


def _shown(value: object) -> str:
    return repr(value) if not isinstance(value, str) else f"'{value}'"


def _label(key: Hashable) -> str:
    return key if isinstance(key, str) else default_label(key)
