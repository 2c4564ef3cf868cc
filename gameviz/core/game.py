"""The rules of a game, and their exploration into an arena.

Every built-in game (:mod:`gameviz.games`) implements :class:`Game`. A *state*
is any hashable value that includes whose turn it is, so that a state is a
vertex of the bipartite arena ("le même état quand J1 ou J2 joue, ce sont deux
positions différentes").
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Final, Protocol, TypeVar, runtime_checkable

from gameviz.core.arena import FROM_RULES, Arena
from gameviz.core.board import Board
from gameviz.core.errors import MOVES, NAMED, Cancelled, InputError, LimitError
from gameviz.core.outcome import Outcome
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

State = Hashable
Move = Any
#: The type of a game's positions (hashable: they are the arena's vertices).
S = TypeVar("S", bound=Hashable)
#: The type of a game's moves.
M = TypeVar("M")

#: The move of a player who cannot move and lets the other play (Othello): a move that is not on the board.
PASS: Final = "pass"

#: Default largest arena :func:`explore` builds.
DEFAULT_VERTEX_LIMIT = 1_000_000

#: An arena has at most this many moves per vertex of its limit (the moves take most of its memory).
MOVES_PER_VERTEX = 10
#: How many positions or moves a limit allows, in a refusal.
POSITION_COUNT = QT_TRANSLATE_NOOP("errors", "{count:,} positions")
MOVE_COUNT = QT_TRANSLATE_NOOP("errors", "{count:,} moves")

#: ``progress(vertices_so_far)``; returning False cancels the exploration.
Progress = Callable[[int], bool | None]


@runtime_checkable
class Game(Protocol[S, M]):
    """The protocol every built-in game implements, with positions of type S and moves of type M."""

    #: The canonical game specification, e.g. ``"sticks:n=10,take=1-3,last=loses"``.
    spec: str
    #: True when both players have the same moves from the same configuration.
    impartial: bool
    #: True when the board picture says more than the label (drawn inside vertices).
    pictures: bool

    def initial(self) -> S:
        """The start position."""

    def player(self, state: S) -> int:
        """The player to move (1 or 2)."""

    def moves(self, state: S) -> Sequence[M]:
        """The legal moves, in a fixed order (empty when the game is over)."""

    def play(self, state: S, move: M) -> S:
        """The position after ``move``."""

    def outcome(self, state: S) -> Outcome | None:
        """None while the game goes on; once it is over, who won (or a draw)."""

    def heuristic(self, state: S) -> float:
        """An estimate of the position for J1 (±inf when the game is won)."""

    def label(self, state: S) -> str:
        """The text of the vertex, as the course writes it."""

    def vertex_id(self, state: S) -> str:
        """The string id of the vertex in files."""

    def move_label(self, state: S, move: M) -> str:
        """A short name of the move, as :meth:`parse_moves` reads it (``"2"``, ``"c1"``)."""

    def parse_moves(self, text: str) -> list[M]:
        """The moves written in ``text`` (raises :class:`InputError` with an offset)."""

    def board(self, state: S) -> Board | None:
        """A picture of the position."""

    def roots(self) -> Sequence[S]:
        """The positions :func:`explore` starts from (usually just the start)."""


#: A game whose position and move types do not matter to the caller.
AnyGame = Game[Any, Any]


def explore(
    game: AnyGame,
    *,
    limit: int = DEFAULT_VERTEX_LIMIT,
    progress: Progress | None = None,
) -> Arena:
    """Build the arena of every position reachable from ``game.roots()``.

    Positions where the game is over get no moves; those won by J1 form V1,
    those won by J2 form V2, drawn ones neither.

    Parameters
    ----------
    game
        The rules.
    limit
        Largest number of vertices; exceeding it raises :class:`LimitError`.
    progress
        Called every 4,096 vertices with the count so far; if it returns
        False the exploration stops with :class:`Cancelled`.

    Raises
    ------
    LimitError
        If the arena has more than ``limit`` vertices or ``MOVES_PER_VERTEX × limit`` moves.
    Cancelled
        If ``progress`` asked to stop.
    """
    def too_many(amount: str) -> str:
        return Sentence(QT_TRANSLATE_NOOP("errors", "{spec} has more than {amount}; choose smaller parameters or raise the "
                                                    "vertex limit"), spec=game.spec, amount=amount)

    at_once: Callable[[], Arena | None] | None = getattr(game, "whole_arena", None)
    built = at_once() if at_once is not None else None  # the same arena, packed, without a Python call per move
    if built is None:
        arena = _walk(game, game.roots(), None, limit, progress, too_many)
    else:
        arena = built
        if len(arena) > limit or arena.edge_count() > MOVES_PER_VERTEX * limit:
            raise LimitError(too_many(Sentence(POSITION_COUNT, count=limit) if len(arena) > limit
                                      else Sentence(MOVE_COUNT, count=MOVES_PER_VERTEX * limit)))
        if progress is not None:
            progress(len(arena))
    arena.start = game.initial()
    return arena


def explore_around(
    game: AnyGame,
    state: Hashable,
    depth: int,
    *,
    limit: int = DEFAULT_VERTEX_LIMIT,
    progress: Progress | None = None,
) -> Arena:
    """The partial arena of the positions reachable from ``state`` in at most ``depth`` moves.

    Positions at distance ``depth`` where the game goes on form the frontier
    (``arena.frontier``, with their heuristic values): they get no moves, so
    the attractors of this arena say nothing about them, as the course notes
    for games too large to explore.

    Raises
    ------
    InputError
        If ``depth`` is negative; :class:`LimitError` past ``limit`` vertices.
    """
    if depth < 0:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the depth must be 0 or more, not {depth}"), depth=depth),
                         source=Sentence(QT_TRANSLATE_NOOP("errors", "depth")))
    arena = _walk(game, [state], depth, limit, progress,
                  lambda amount: Sentence(QT_TRANSLATE_NOOP("errors", "{spec} has more than {amount} within {depth} moves; "
                                                                      "choose a smaller depth or raise the vertex limit"),
                                          spec=game.spec, amount=amount, depth=depth))
    arena.start = state
    if getattr(game, "named_by_moves", False):
        name_by_moves(game, arena, state)
    return arena


def name_by_moves(game: AnyGame, arena: Arena, root: Hashable) -> None:
    """Label each position of ``arena`` by the moves that first reach it from ``root`` (breadth first), as
    the game names its moves (chess: ``Nxe5 Qa5+``); the root is labelled ``root``. For a game whose own
    labels repeat from one position to the next (chess's side to move and material)."""
    names: dict[Hashable, str] = {root: ""}
    queue: deque[Hashable] = deque([root])
    while queue:
        position = queue.popleft()
        if not arena.successors(position):
            continue
        for move in game.moves(position):
            child = game.play(position, move)
            if child in arena and child not in names:
                names[child] = f"{names[position]} {game.move_label(position, move)}".lstrip()
                queue.append(child)
    for position, name in names.items():
        arena.set_label(position, name or "root")


def _walk(game: AnyGame, roots: Sequence[Hashable], depth: int | None, limit: int, progress: Progress | None,
          too_many: Callable[[str], str]) -> Arena:
    """Breadth first from ``roots``: every position, or those within ``depth`` moves (the others at
    that distance form the frontier); :class:`LimitError` saying ``too_many("N positions")`` past
    ``limit`` vertices, or ``too_many("N moves")`` past ``MOVES_PER_VERTEX × limit`` moves."""
    arena = Arena()
    arena.game = game.spec
    arena.impartial = game.impartial
    arena.pictures = game.pictures
    arena.set_board_factory(game.board)
    queue: deque[Hashable] = deque()
    distance: dict[Hashable, int] = {}  # kept only when the depth is bounded

    def discover(position: Hashable, steps: int) -> None:  # a position not in the arena yet
        if len(arena) >= limit:
            raise LimitError(too_many(Sentence(POSITION_COUNT, count=limit)))
        arena.add_vertex(position, game.player(position), label=game.label(position),
                         id=game.vertex_id(position), board=FROM_RULES)
        if depth is not None:
            distance[position] = steps
        queue.append(position)
        if progress is not None and len(arena) % 4096 == 0 and progress(len(arena)) is False:
            raise Cancelled()

    moves_left = MOVES_PER_VERTEX * limit
    known = arena.indexed().index
    outcome, moves, play = game.outcome, game.moves, game.play
    for root in roots:
        if root not in known:
            discover(root, 0)
        while queue:
            position = queue.popleft()
            over = outcome(position)
            if over is not None:
                if over.winner is not None:
                    arena.set_target(position, over.winner)
                continue
            steps = distance[position] if depth is not None else 0
            if depth is not None and steps == depth:
                arena.frontier[position] = game.heuristic(position)
                continue
            children = [play(position, move) for move in moves(position)]
            for child in children:
                if child not in known:
                    discover(child, steps + 1)
            moves_left -= arena.add_moves(position, children)
            if moves_left < 0:
                raise LimitError(too_many(Sentence(MOVE_COUNT, count=MOVES_PER_VERTEX * limit)))
    if progress is not None:
        progress(len(arena))
    return arena


def count_plays(game: AnyGame, state: Hashable, *, limit: int = 200_000) -> float | None:
    """The number of plays from ``state`` to the end of the game: the leaves of its full game tree.

    Counted on the positions reachable from ``state`` (a game tree repeats them,
    the count does not), so it takes no longer than exploring them. None when
    there are more than ``limit`` positions; ``math.inf`` when positions repeat in
    a cycle (some plays never end).
    """
    try:
        arena = _walk(game, [state], None, limit, None, str)
    except LimitError:
        return None
    if not arena.is_acyclic():
        return math.inf
    plays: dict[Hashable, int] = {}
    for position in _successors_first(arena, state):
        successors = arena.successors(position)
        plays[position] = sum(plays[w] for w in successors) if successors else 1
    return plays[state]


def _successors_first(arena: Arena, start: Hashable) -> list[Hashable]:
    """The vertices reachable from ``start`` in an acyclic arena, each after all its successors."""
    order: list[Hashable] = []
    seen: set[Hashable] = set()
    stack: list[tuple[Hashable, bool]] = [(start, False)]
    while stack:
        position, done = stack.pop()
        if done:
            order.append(position)
            continue
        if position in seen:
            continue
        seen.add(position)
        stack.append((position, True))
        stack.extend((w, False) for w in arena.successors(position) if w not in seen)
    return order


def estimated_tree_levels(game: AnyGame, state: Hashable, *, depth: int, probes: int = 300,
                          seed: int = 1) -> list[float]:
    """The nodes of the game tree from ``state`` at depth 0, 1, …, ``depth``, estimated by Knuth's
    random probes (1975): along a random play, the product of the numbers of moves met so far is an
    unbiased estimate of the nodes at each depth; the estimates are averaged over ``probes`` plays."""
    rng = random.Random(seed)
    levels = [0.0] * (depth + 1)
    for _ in range(probes):
        position, width = state, 1.0
        for level in range(depth + 1):
            levels[level] += width
            moves = list(game.moves(position)) if game.outcome(position) is None else []
            if not moves:
                break
            width *= len(moves)
            position = game.play(position, rng.choice(moves))
    return [total / probes for total in levels]


def play_moves(game: Game[S, M], moves: Sequence[M], *, source: str = MOVES, start: S | None = None) -> S:
    """The position reached by playing ``moves`` from the start (or from ``start``, a position set by hand).

    Raises
    ------
    InputError
        If a move is not legal where it is played (the message gives its rank).
    """
    return played_states(game, moves, source=source, start=start)[-1]


def played_states(game: Game[S, M], moves: Sequence[M], *, source: str = MOVES, start: S | None = None) -> list[S]:
    """The play (the course's *partie*): the start (or ``start``) and the position after each of ``moves``.

    Raises
    ------
    InputError
        If a move is not legal where it is played (the message gives its rank).
    """
    state = game.initial() if start is None else start
    states = [state]
    for number, move in enumerate(moves, start=1):
        name = game.move_label(state, move)
        if game.outcome(state) is not None:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "move {number} ({name}) is played after the game is over"),
                                      number=number, name=name), source=source)
        if move not in game.moves(state):
            named = Sentence(QT_TRANSLATE_NOOP("errors", "move {number} ({name})"), number=number, name=name)
            raise InputError(illegal_reason(game, state, move, named), source=source)
        state = game.play(state, move)
        states.append(state)
    return states


def illegal_reason(game: AnyGame, state: Hashable, move: Any, named: str) -> str:
    """Why ``move`` (``named`` so in the sentence) is not legal at ``state``: ``named: `` and the game's own
    words when it has some (``why_illegal``), else ``named is not legal here``."""
    why: Callable[[Hashable, Any], str] | None = getattr(game, "why_illegal", None)
    if why is not None:
        return Sentence(NAMED, name=named, reason=why(state, move))
    return Sentence(QT_TRANSLATE_NOOP("errors", "{name} is not legal here"), name=named)


def split_moves(text: str) -> list[tuple[str, int]]:
    """The tokens of a list of moves separated by spaces or commas, with their offsets."""
    tokens = []
    start = None
    for i, ch in enumerate(text + " "):
        if ch.isspace() or ch == ",":
            if start is not None:
                tokens.append((text[start:i], start))
                start = None
        elif start is None:
            start = i
    return tokens
