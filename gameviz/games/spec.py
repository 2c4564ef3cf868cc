"""Game specifications: a game's name and its parameters in one line of text.

The same text names a game in the command line and in the application::

    sticks:n=10,take=1-3,last=loses
    nim:heaps=3/4/5,last=wins
    chomp:rows=2,cols=3
    tictactoe
    connect4:cols=4,rows=4

Parameters not given take their default. Sets of numbers are written with
``-`` for ranges and ``/`` between items (``take=1-3/5``); lists with ``/``
(``heaps=3/4/5``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from gameviz.core.arena import Arena
from gameviz.core.errors import GAME_SPEC, NAMED, GameSpecError, InputError
from gameviz.core.game import MOVES_PER_VERTEX, AnyGame
from gameviz.core.numbers import parse_int
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated

INT = "int"
INT_SET = "set"
INT_LIST = "list"
CHOICE = "choice"
PATH = "path"
#: Free text, kept as typed (a FEN); it cannot hold a comma, which separates parameters.
TEXT = "text"


#: What an empty value of a file name or of free text lacks.
_NEEDED = {PATH: QT_TRANSLATE_NOOP("errors", "a file name is needed"),
           TEXT: QT_TRANSLATE_NOOP("errors", "a value is needed")}


@dataclass(frozen=True)
class Parameter:
    """One parameter of a game: its name, kind, default and allowed values."""

    name: str
    kind: str
    default: Any
    help: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    max_items: int | None = None

    def parse(self, text: str, *, offset: int = 0, spec: str = "") -> Any:
        """Turn the text of a value into a Python value, checking its range.

        Raises
        ------
        GameSpecError
            With the character offset of the value in ``spec``.
        """

        def fail(reason: str) -> GameSpecError:
            return GameSpecError(Sentence(NAMED, name=self.name, reason=reason), source=_where(spec), offset=offset)

        if self.kind == INT:
            return self._number(text, fail)
        if self.kind == INT_LIST:
            items = tuple(self._number(p, fail) for p in _split(text, fail))
            return self._check_count(items, fail)
        if self.kind == INT_SET:
            values = set().union(*(self._numbers(part, fail) for part in _split(text, fail)))
            return self._check_count(tuple(sorted(values)), fail)
        return self._word(text, fail)

    def _word(self, text: str, fail: Callable[[str], GameSpecError]) -> str:
        """The value of a choice, a file name or free text: ``text`` as typed, checked."""
        if self.kind == CHOICE:
            if text not in self.choices:
                raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "'{text}' is not one of {choices}"), text=text,
                                    choices=", ".join(self.choices)))
        elif self.kind in _NEEDED:
            if not text:
                raise fail(Sentence(_NEEDED[self.kind]))
        else:
            raise AssertionError(self.kind)
        return text

    def format(self, value: Any) -> str:
        """The text of a value, as :meth:`parse` reads it."""
        if self.kind == INT_LIST:
            return "/".join(str(v) for v in value)
        if self.kind == INT_SET:
            return format_int_set(value)
        return str(value)

    def describe(self) -> str:
        """One line for ``gameviz games``: kind, range and default."""
        kind = {
            INT: "integer",
            INT_LIST: "numbers a/b/c",
            INT_SET: "set of numbers, e.g. 1-3 or 1/2/5",
            CHOICE: " | ".join(self.choices),
            PATH: "file",
            TEXT: "text",
        }[self.kind]
        bounds = ""
        if self.minimum is not None and self.maximum is not None:
            bounds = f", {self.minimum}–{self.maximum}"
        default = "" if self.default is None else f" (default {self.format(self.default)})"
        return f"{self.name}: {self.help} [{kind}{bounds}]{default}"

    def _number(self, text: str, fail: Callable[[str], GameSpecError]) -> int:
        """A whole number in ASCII digits within this parameter's range (at most 9 digits without one)."""
        low = self.minimum if self.minimum is not None else -999_999_999
        high = self.maximum if self.maximum is not None else 999_999_999
        try:
            return parse_int(text, name=None, signed=True, low=low, high=high)
        except InputError as error:
            raise fail(error.reason) from None

    def _numbers(self, part: str, fail: Callable[[str], GameSpecError]) -> range:
        """The numbers of one item of a set: ``4``, ``-2`` (a negative number) or the range ``1-3``."""
        low, dash, high = part.partition("-")
        if not dash or part.startswith("-"):
            number = self._number(part, fail)
            return range(number, number + 1)
        a, b = self._number(low, fail), self._number(high, fail)
        if a > b:
            raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "the range {part} is empty"), part=part))
        if b - a > 10_000:
            raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "the range {part} is too long"), part=part))
        return range(a, b + 1)

    def _check_count(self, items: tuple[Any, ...], fail: Callable[[str], GameSpecError]) -> tuple[Any, ...]:
        if not items:
            raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "at least one number is needed")))
        if self.max_items is not None and len(items) > self.max_items:
            raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "at most {most} numbers are allowed"), most=self.max_items))
        return items


#: Most nodes of the plain minimax tree a suggested depth may lead to (alpha-beta visits far fewer).
SUGGESTED_TREE_NODES = 1_000_000


def depth_hint(game: Any, state: Hashable) -> str:
    """``give a depth, e.g. 6 (about 450,000 nodes)``: the deepest bound whose plain minimax tree,
    estimated by random probes, stays within :data:`SUGGESTED_TREE_NODES` nodes."""
    from gameviz.core.game import estimated_tree_levels

    total, depth = 0.0, 0
    for level, nodes in enumerate(estimated_tree_levels(game, state, depth=64)):
        if total + nodes > SUGGESTED_TREE_NODES:
            break
        total, depth = total + nodes, level
    if depth < 1:
        return Sentence(QT_TRANSLATE_NOOP("games", "give a depth"))
    return Sentence(QT_TRANSLATE_NOOP("games", "give a depth, e.g. {depth} (about {nodes:,} nodes in the plain minimax tree)"),
                    depth=depth, nodes=_round(total))


def _round(number: float) -> int:
    """``number`` to two significant digits: an estimate does not pretend to more."""
    digits = max(len(str(int(number))) - 2, 0)
    return int(round(number, -digits))


@dataclass(frozen=True)
class MoveScore:
    """The exact score of a move from the mover's side (0 a draw, positive a win), or, when the
    solver ran out of time, an estimate: alpha-beta at ``depth`` with the course's heuristic."""

    move: Any
    exact: int | None
    estimate: float | None = None
    depth: int = 0


class MoveScorer(Protocol):
    """``move_scores(game, moves played, seconds per move, progress, estimate, found)``: with
    ``estimate`` False, a move not solved in time gets no estimate either; ``found`` is told each
    move's score as soon as it is known, before the whole list is returned."""

    def __call__(self, game: Any, played: Sequence[Any], budget: float,
                 progress: Callable[[int], bool | None] | None, estimate: bool = True,
                 found: Callable[[MoveScore], None] | None = None) -> list[MoveScore]: ...


@dataclass(frozen=True)
class HeuristicNotes:
    """How the heuristic values a position: a note per cell (row, column) and the formula computed."""

    cells: dict[tuple[int, int], str]
    formula: str


class NotesMaker(Protocol):
    """``heuristic_notes(game, state, tr)``: the notes of a position, the formula's words put through
    ``tr`` (the application's French; the command line's English by default)."""

    def __call__(self, game: Any, state: Hashable, tr: Translate = ..., /) -> HeuristicNotes: ...


def letters(count: int) -> tuple[str, ...]:
    """Column names a, b, c, …"""
    return tuple(chr(ord("a") + i) for i in range(count))


def numbers(count: int) -> tuple[str, ...]:
    """Row or column names 1, 2, 3, …"""
    return tuple(str(i + 1) for i in range(count))


@dataclass(frozen=True)
class GameInfo:
    """A built-in game: its name, a description and how to build it.

    ``create(**values)`` returns a :class:`gameviz.core.game.Game` (games with
    rules); ``load(**values)`` returns an :class:`~gameviz.core.arena.Arena`
    directly (arenas typed by hand). ``check(values)`` may refuse combinations
    of values with a sentence; ``arena_check(values)`` refuses values for which
    a whole arena would be far too large; ``estimate(values)`` gives the
    number of vertices of the arena (or an upper bound), when it is known, and
    ``least(values)`` a number of vertices it surely has (exact when known),
    both cheap to compute so that a game too large is refused before exploring;
    ``branching(values)`` is the most moves a position has, when it is known.
    ``search_depth`` is the depth bound a computer player and a first search
    use; ``full_search_check(game, state)`` refuses, with a sentence, a search
    without a depth bound that surely could not finish from ``state`` (whatever
    the algorithm; :func:`gameviz.games.full_search.full_search_refusal` adds what
    counting proves); ``acyclic`` says that every play ends (no position comes back),
    so that no search needs to count the positions to know it.
    ``axes(game)`` names the columns and rows of a grid board as moves are
    written (``("a", "b", …), ("1", "2", …)``); ``heuristic_notes(game, state, tr)``
    shows how the course's heuristic values a position: a note per cell (the
    weight of the cell) and the computation as a formula. ``move_scores``, when
    the game has an exact solver, scores every legal move within a time budget.
    """

    name: str
    title: str
    summary: str
    parameters: tuple[Parameter, ...]
    create: Callable[..., AnyGame] | None = None
    load: Callable[..., Arena] | None = None
    check: Callable[[Mapping[str, Any]], str | None] = field(default=lambda values: None)
    arena_check: Callable[[Mapping[str, Any]], str | None] = field(default=lambda values: None)
    estimate: Callable[[Mapping[str, Any]], int | None] = field(default=lambda values: None)
    least: Callable[[Mapping[str, Any]], int] = field(default=lambda values: 0)
    branching: Callable[[Mapping[str, Any]], int | None] = field(default=lambda values: None)
    search_depth: int = 9
    #: the depth the *Search Tree* tab first searches a game that refuses a search without a depth
    #: (:attr:`full_search_check`) at, with moves ordered (chess: 3, about 500 nodes from the start)
    tree_depth: int = 4
    full_search_check: Callable[[Any, Hashable], str | None] = field(default=lambda game, state: None)
    acyclic: bool = False
    axes: Callable[[Any], tuple[tuple[str, ...], tuple[str, ...]]] = field(default=lambda game: ((), ()))
    heuristic_notes: NotesMaker = field(default=lambda game, state, tr=untranslated, /: HeuristicNotes({}, ""))
    move_scores: MoveScorer | None = None
    #: moves from the start as a user types them, for the help of *Set Position…*
    moves_example: str = ""
    #: the deepest arena around a position the application offers (chess: 2, about 400 positions)
    around_depth: int = 12
    #: *Compare Searches* puts alpha-beta at depth D − 2 beside depth D (the horizon effect) instead of
    #: minimax, whose tree is too large (chess)
    compare_depths: bool = False

    def defaults(self) -> dict[str, Any]:
        """Every parameter's default value."""
        return {p.name: p.default for p in self.parameters}

    def spec(self, values: Mapping[str, Any]) -> str:
        """The canonical text of this game with ``values``."""
        if not self.parameters:
            return self.name
        parts = [f"{p.name}={p.format(values[p.name])}" for p in self.parameters]
        return f"{self.name}:{','.join(parts)}"


def too_large(info: GameInfo, values: Mapping[str, Any], limit: int) -> str | None:
    """Why the arena of ``info`` with ``values`` is refused before exploring it (it surely has more
    than ``limit`` vertices), with smaller parameters that fit; None when it may fit."""
    least = info.least(values)
    if least <= limit:
        return None
    smaller = _smaller_values(info, values, limit)
    hint = Sentence(QT_TRANSLATE_NOOP("games", "try {spec}"), spec=info.spec(smaller)) if smaller is not None \
        else Sentence(QT_TRANSLATE_NOOP("games", "choose smaller parameters"))
    return Sentence(QT_TRANSLATE_NOOP("games", "{spec} has at least {least:,} positions, more than the limit of "
                                               "{limit:,}; {hint}, or raise the vertex limit"),
                    spec=info.spec(values), least=least, limit=limit, hint=hint)


def _smaller_values(info: GameInfo, values: Mapping[str, Any], limit: int) -> dict[str, Any] | None:
    """Parameters close to ``values`` whose arena surely fits in ``limit`` vertices (by the upper
    bound when the game has one, its moves counted as :func:`explore` does), found by shrinking the
    largest number, by a quarter while far too large, then by one."""
    def size(candidate: Mapping[str, Any]) -> int:
        bound = info.estimate(candidate)
        if bound is None:
            return info.least(candidate)
        branching = info.branching(candidate)
        return bound if branching is None else max(bound, -(-bound * branching // MOVES_PER_VERTEX))

    def valid(candidate: Mapping[str, Any]) -> bool:
        return info.check(candidate) is None and info.arena_check(candidate) is None

    current = dict(values)
    for _ in range(5_000):
        if size(current) <= limit and valid(current):
            return current
        candidates = _shrunk_candidates(info.parameters, current, far=size(current) > 4 * limit)
        if not candidates:
            return None
        current = min(candidates, key=lambda c: (not valid(c[1]), -c[0], size(c[1])))[1]
    return None


def _shrunk_candidates(parameters: Sequence[Parameter], current: dict[str, Any],
                       *, far: bool) -> list[tuple[int, dict[str, Any]]]:
    """For each number parameter above its minimum, (its largest number, ``current`` with that number
    shrunk: by a quarter when ``far`` from fitting, else by one)."""

    def shrunk(number: int, low: int) -> int:
        return max(low, min(number - 1, number * 3 // 4)) if far else number - 1

    candidates = []
    for p in parameters:
        value = current[p.name]
        low = p.minimum if p.minimum is not None else 0
        if p.kind == INT and value > low:
            candidates.append((value, {**current, p.name: shrunk(value, low)}))
        elif p.kind == INT_LIST and max(value) > low:
            at = value.index(max(value))
            candidates.append((value[at], {**current, p.name: (*value[:at], shrunk(value[at], low), *value[at + 1:])}))
    return candidates


def format_int_set(values: Sequence[int]) -> str:
    """``[1, 2, 3, 5]`` → ``"1-3/5"``."""
    values = sorted(values)
    parts = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        parts.append(str(values[i]) if i == j else f"{values[i]}-{values[j]}")
        i = j + 1
    return "/".join(parts)


def parse_spec(text: str, games: Mapping[str, GameInfo]) -> tuple[GameInfo, dict[str, Any]]:
    """Read ``name:key=value,...`` into the game and the values of all its parameters.

    Raises
    ------
    GameSpecError
        Naming the character offset and the reason (unknown game, unknown or
        repeated parameter, bad value).
    """
    text = text.strip()
    name, colon, rest = text.partition(":")
    if name not in games:
        known = ", ".join(sorted(games))
        raise GameSpecError(Sentence(QT_TRANSLATE_NOOP("errors", "unknown game '{name}' (known games: {known})"),
                                     name=name, known=known), source=_where(text), offset=0)
    info = games[name]
    values = info.defaults()
    by_name = {p.name: p for p in info.parameters}
    given: set[str] = set()
    offset = len(name) + len(colon)
    if colon and not rest.strip():
        raise GameSpecError(Sentence(QT_TRANSLATE_NOOP("errors", "parameters expected after ':'")), source=_where(text),
                            offset=offset)
    for item in rest.split(",") if rest else []:
        key, value = _setting(item, offset, by_name, given, name, text)
        given.add(key)
        values[key] = value
        offset += len(item) + 1
    for p in info.parameters:
        if values[p.name] is None:
            raise GameSpecError(Sentence(QT_TRANSLATE_NOOP("errors", "{game} needs {name}=… ({help})"), game=name,
                                         name=p.name, help=Sentence(p.help)), source=_where(text), offset=len(text))
    problem = info.check(values)
    if problem:
        raise GameSpecError(problem, source=_where(text))
    return info, values


def _setting(item: str, offset: int, by_name: Mapping[str, Parameter], given: set[str], name: str,
             text: str) -> tuple[str, Any]:
    """The parameter and value of one ``key=value`` of the spec ``text`` of game ``name``, at ``offset``."""
    key, equals, value = item.partition("=")
    key = key.strip()
    if not equals:
        raise GameSpecError(Sentence(QT_TRANSLATE_NOOP("errors", "'{item}' should be name=value"), item=item),
                            source=_where(text), offset=offset)
    if key not in by_name:
        expected = ", ".join(by_name) or Sentence(QT_TRANSLATE_NOOP("errors", "none"))
        raise GameSpecError(Sentence(QT_TRANSLATE_NOOP("errors", "unknown parameter '{key}' for {game} (parameters: "
                                                                 "{expected})"), key=key, game=name, expected=expected),
                            source=_where(text), offset=offset)
    if key in given:
        raise GameSpecError(Sentence(QT_TRANSLATE_NOOP("errors", "{key} is given twice"), key=key), source=_where(text),
                            offset=offset)
    value_offset = offset + len(item) - len(value)
    return key, by_name[key].parse(value.strip(), offset=value_offset, spec=text)


def _where(text: str) -> str:
    """The source of a mistake in the game specification ``text``."""
    if text:
        return Sentence(QT_TRANSLATE_NOOP("errors", "game spec '{spec}'"), spec=text)
    return GAME_SPEC


def _split(text: str, fail: Callable[[str], GameSpecError]) -> list[str]:
    parts = [p.strip() for p in text.split("/")]
    if any(not p for p in parts):
        raise fail(Sentence(QT_TRANSLATE_NOOP("errors", "'{text}' has an empty item"), text=text))
    return parts
