"""A student's game as an arena, built by calling the student's own functions (in their process),
so that it is drawn, solved and searched like the built-in games.

Two interfaces of the course are read:

- the lab sheet's (seed 004): ``start()``, ``accessibles(p)`` (the positions one move leads to),
  ``estjoueur(p)`` (true when J1 is to move) and, if given, ``h(p)``: a play ends where no
  position is accessible, won by J1 if ``h`` is positive there, by J2 if negative, drawn
  otherwise (without ``h``, the player who cannot move loses); when its positions read as
  tic-tac-toe or Connect 4 boards (:mod:`gameviz.lab.boards`), vertices are named and drawn
  as the course's boards;
- the Nim exercise's (seed 001): ``est_finale(p)`` and ``coups_légaux(p)`` on a number of
  sticks p, a move c leading to p − c, from ``start()`` or 21 sticks; the players take turns,
  and at a final position the player to move has won (the other took the last stick).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from gameviz.core.arena import FROM_RULES, Arena, other
from gameviz.core.errors import Cancelled, InputError, LimitError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.lab.boards import BoardReading
from gameviz.lab.nim_exercise import STICKS
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.verdicts import CallFailed, asker, is_number, is_whole

#: Most positions of a student's game drawn as an arena (tic-tac-toe has 5,478).
MOST_POSITIONS = 6000

LAB_SHEET = ("start", "accessibles", "estjoueur")
NIM_EXERCISE = ("est_finale", "coups_legaux")


def has_game(names: dict[str, str]) -> bool:
    """Whether the recognised functions describe a game."""
    return all(n in names for n in LAB_SHEET) or all(n in names for n in NIM_EXERCISE)


def _hashable(value: object) -> Hashable:
    """Positions as dictionary keys: lists become tuples, sets frozensets."""
    if isinstance(value, list | tuple):
        return tuple(_hashable(v) for v in value)
    if isinstance(value, set):
        return frozenset(_hashable(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted(((_hashable(k), _hashable(v)) for k, v in value.items()), key=repr))
    return value


def student_arena(code: StudentCode, names: dict[str, str], *, limit: int = MOST_POSITIONS,
                  progress: Callable[[int], bool] | None = None) -> tuple[Arena, dict[Hashable, float]]:
    """The arena of the student's game, and the student's ``h`` on each vertex (empty without ``h``).

    Raises
    ------
    InputError
        If the functions do not describe a game, or one of them fails.
    LimitError
        If the game has more than ``limit`` positions.
    """
    call = asker(code, names)
    try:
        if all(n in names for n in LAB_SHEET):
            return _lab_sheet(call, "h" in names, limit, progress)
        if all(n in names for n in NIM_EXERCISE):
            return _nim_exercise(call, "start" in names, limit, progress), {}
    except CallFailed as failure:
        raise InputError(str(failure), source=str(code.path)) from None
    raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "no game: define start, accessibles and estjoueur, or est_finale and "
                                               "coups_légaux")), source=str(code.path))


def _walk(start: Hashable, expand: Callable[[Any], list[Any]], limit: int,
          progress: Callable[[int], bool] | None) -> dict[Any, list[Any]]:
    """Every position reachable from ``start`` with the positions it leads to (``expand(p)``)."""
    todo, seen = [start], {start}
    successors: dict[Any, list[Any]] = {}
    while todo:
        p = todo.pop()
        successors[p] = expand(p)
        for q in successors[p]:
            if q not in seen:
                seen.add(q)
                todo.append(q)
                if len(seen) > limit:
                    raise LimitError(Sentence(QT_TRANSLATE_NOOP("errors", "the student's game has more than {limit:,} positions"),
                                              limit=limit))
        if progress is not None and not progress(len(seen)):
            raise Cancelled()
    return successors


def _lab_sheet(call: Callable[..., Any], with_h: bool, limit: int,
               progress: Callable[[int], bool] | None) -> tuple[Arena, dict[Hashable, float]]:
    arena = Arena()
    values: dict[Hashable, float] = {}
    start = _hashable(call("start"))
    reading = BoardReading.of_game(start, lambda p: [_hashable(q) for q in call("accessibles", p)],
                                   bool(call("estjoueur", start)))

    def expand(p: Hashable) -> list[Hashable]:
        player = 1 if call("estjoueur", p) else 2
        state = reading.state(p) if reading is not None else None
        if reading is not None and state is not None:  # tic-tac-toe or Connect 4: drawn as the course's board
            arena.add_vertex(p, player, label=reading.game.label(state), id=_label(p), board=FROM_RULES)
        else:
            arena.add_vertex(p, player, label=_label(p))
        if with_h:
            h = call("h", p)
            if is_number(h):
                values[p] = float(h)
        return [_hashable(q) for q in call("accessibles", p)]

    successors = _walk(start, expand, limit, progress)
    if reading is not None:
        arena.set_board_factory(lambda p: reading.game.board(reading.state(p)))
    for p, following in successors.items():
        for q in following:
            arena.add_edge(p, q)
        if not following:  # the play ends here
            winner = _end_winner(arena.player(p), values.get(p, 0.0) if with_h else None)
            if winner is not None:
                arena.set_target(p, winner)
    arena.start = start
    return arena, values


def _end_winner(player: int, h: float | None) -> int | None:
    """Who wins where a play ends, at a vertex of ``player``: by the sign of the student's ``h``
    there (0: a draw, None), or without ``h``, the other player (the one who moved there)."""
    return other(player) if h is None else 1 if h > 0 else 2 if h < 0 else None


def _nim_exercise(call: Callable[..., Any], with_start: bool, limit: int, progress: Callable[[int], bool] | None) -> Arena:
    arena = Arena()

    def expand(position: tuple[Any, int]) -> list[tuple[Any, int]]:
        p, player = position
        arena.add_vertex(position, player, label=f"({_label(p)},{player})")
        if call("est_finale", p):
            arena.set_target(position, player)  # the other took the last stick
            return []
        following = []
        for c in call("coups_legaux", p):
            if not is_whole(c) or not is_whole(p):
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "{call} gives {move}: a move is a number of sticks"),
                                          call=f"coups_légaux({p!r})", move=repr(c)))
            following.append((p - c, other(player)))
        return following

    start = (_hashable(call("start") if with_start else STICKS), 1)
    for position, following in _walk(start, expand, limit, progress).items():
        for after in following:
            arena.add_edge(position, after)
    arena.start = start
    return arena


def _label(position: Hashable) -> str:
    text = repr(position) if not isinstance(position, str) else position
    return text if len(text) <= 40 else text[:39] + "…"
