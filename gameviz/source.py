"""What the user names on the command line or in the Open dialog: a file or a game.

An arena ``SOURCE`` is an arena file (``arena.json``, ``arena.dot``,
``arena.graphml``, ``arene.py``) or a game specification (``sticks:n=10``,
``chomp:rows=2,cols=3``). A tree to search is an exercise tree (written out,
or in a file) or a game specification with the moves played so far.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path as FilePath
from typing import TYPE_CHECKING

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError, LimitError, NeverBuiltError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT, AnyGame, Progress, play_moves
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.games import GAMES, arena_from_spec, game_from_spec, looks_like_spec
from gameviz.games.chess_spec import spec_with_fen
from gameviz.games.spec import parse_spec
from gameviz.io import is_arena_file, read_arena
from gameviz.io.files import read_text

if TYPE_CHECKING:  # (the searches are imported when a tree is searched: solving an arena needs none)
    from gameviz.core.search.heuristics import Heuristic
    from gameviz.core.search.trace import Path
    from gameviz.core.search.tree import MultiTree, SearchTree

#: Largest ``.fen`` file read: a position takes less than a hundred characters, a file of them with
#: comments a few kilobytes.
MAX_FEN_BYTES = 1_000_000


def game_source(source: str) -> str:
    """``source``, or for a ``.fen`` file the specification of chess from the position it holds (its
    first line that is not blank nor a ``#`` comment).

    Raises
    ------
    InputError
        If the file cannot be read (not a regular file, larger than :data:`MAX_FEN_BYTES`, not
        UTF-8) or holds no position, or not a valid one (naming the file and the line).
    """
    if not (source.lower().endswith(".fen") and os.path.lexists(source)):
        return source
    text = read_text(source, limit=MAX_FEN_BYTES)  # a regular file only, read to one byte past the limit
    lines = [(number, line.strip()) for number, line in enumerate(text.splitlines(), start=1)
             if line.strip() and not line.lstrip().startswith("#")]
    if not lines:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the file holds no FEN")), source=source)
    number, fen = lines[0]
    spec = spec_with_fen("chess", fen)
    try:
        game_from_spec(spec)  # a mistake in the position is said with the file and the line
    except InputError as error:
        raise InputError(error.reason, source=source, line=number) from None
    return spec


def load_arena(
    source: str, *, limit: int = DEFAULT_VERTEX_LIMIT, progress: Progress | None = None,
    priorities: Iterable[int] = (),
) -> Arena:
    """The arena named by ``source``: read from a file or generated from a game (``priorities``:
    those whose vertices are targets, in a PGSolver game).

    Raises
    ------
    InputError
        If the source is neither, or cannot be read or generated.
    """
    source = game_source(source)
    if not source.strip():
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "no arena file or game specification was given (see: gameviz "
                                                      "games)")))
    if looks_like_spec(source):
        return arena_from_spec(source, limit=limit, progress=progress)
    if is_arena_file(source) or FilePath(source).exists():
        return read_arena(source, priorities=priorities)
    raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "'{source}' is neither an arena file (.json, .dot, .graphml, .py, .gm) "
                                                  "nor a game specification (see: gameviz games)"), source=source))


def has_rules(source: str) -> bool:
    """Whether ``source`` is the specification of a game with rules (not a file, not a typed arena)."""
    source = game_source(source)
    if not looks_like_spec(source):
        return False
    info, _ = parse_spec(source, GAMES)
    return info.create is not None


@dataclass(frozen=True)
class Opened:
    """What a source opens to: the game's rules (for a game specification), its
    arena when it has at most the vertex limit, and otherwise why it was not built."""

    game: AnyGame | None
    arena: Arena | None
    refusal: str | None = None
    #: no vertex limit would let the arena be built (the game's own check refused it)
    never: bool = False


def open_game_or_arena(source: str, limit: int, progress: Progress | None = None) -> Opened:
    """Open ``source`` for the application: a game too large for an arena still opens, with no arena.

    Raises
    ------
    InputError
        If the source cannot be read, or is not a valid specification.
    """
    source = game_source(source)
    game = game_from_spec(source) if has_rules(source) else None
    try:
        arena = load_arena(source, limit=limit, progress=progress)
    except LimitError as error:
        if game is None:
            raise
        return Opened(game, None, error.reason, never=isinstance(error, NeverBuiltError))
    return Opened(game, arena)


@dataclass(frozen=True)
class SearchSource:
    """A tree to search, how to name its nodes, and a title for reports (``heading``: in a language)."""

    tree: SearchTree | MultiTree
    name: Callable[[Path], str]
    heading: Callable[[Translate], str]

    @property
    def title(self) -> str:
        """The title in English."""
        return self.heading(untranslated)


def load_search_tree(
    source: str,
    *,
    moves: str = "",
    heuristic: str | Heuristic = "course",
    seed: int = 0,
    root_max: bool | None = None,
    first: int = 1,
    win: float = math.inf,
    root: str = "root",
) -> SearchSource:
    """An exercise tree (literal or file) or a game position to search; ``win``: what a won game is
    worth (1 for seed 001's convention +1 / 0 / −1); ``root``: how a game position's root is named.

    A game is a specification (``tictactoe``, ``connect4``…) and ``moves`` the
    moves played from the start (``"5 1 9"``, ``"4453"``). ``first`` plays at the
    root of an exercise tree of vectors (n players).

    Raises
    ------
    InputError
        If the tree or the moves cannot be read, or a move is illegal.
    """
    from gameviz.core.search.heuristics import make_heuristic
    from gameviz.core.search.tree import GameTree, MultiGameTree, VectorTree, node_name
    from gameviz.io.exercise_tree import read_exercise, tree_to_nested
    from gameviz.report.search import exercise_title, game_title

    source = game_source(source)
    if looks_like_spec(source):
        game = game_from_spec(source)
        state = play_moves(game, game.parse_moves(moves))
        tree: GameTree | MultiGameTree
        if getattr(game, "vectors", False):
            if heuristic != "course":
                raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the heuristic '{heuristic}' values positions of "
                                                                      "two-player games; {spec} is valued by its own scores, one "
                                                                      "per player"), heuristic=heuristic, spec=game.spec),
                                 source="--heuristic")
            tree = MultiGameTree(game, state)
        else:
            function = heuristic if callable(heuristic) else make_heuristic(heuristic, game, seed=seed)
            tree = GameTree(game, state, function, win=win)
        player = None if game.outcome(state) is not None else game.player(state)
        return SearchSource(tree, partial(node_name, tree, root=root), partial(game_title, game.spec, moves.strip(), player))
    if moves:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--moves applies to games, not to exercise trees")))
    exercise = read_exercise(source, root_max=root_max, first=first)
    if isinstance(exercise, VectorTree):
        heading = partial(exercise_title, tree_to_nested(exercise),
                          vectors=(exercise.players, exercise.player(exercise.root)))
    else:
        heading = partial(exercise_title, tree_to_nested(exercise), root_max=exercise.root_max)
    return SearchSource(exercise, partial(node_name, exercise), lambda tr: heading(tr=tr))
