"""The built-in games, each in its own module, and their specifications.

:func:`game_from_spec` turns ``"sticks:n=10,take=1-3"`` into the rules of a
game; :func:`arena_from_spec` into its whole arena.
"""

from __future__ import annotations

from gameviz.core.arena import Arena
from gameviz.core.errors import GAME_SPEC, GameSpecError, LimitError, NeverBuiltError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT, AnyGame, Progress, explore
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games import (
    chess_spec,
    chinesecheckers,
    chomp,
    connect4,
    graph,
    grundy_game,
    nim,
    othello,
    random_arena,
    sticks,
    tictactoe,
)
from gameviz.games.spec import GameInfo, parse_spec, too_large

GAMES: dict[str, GameInfo] = {
    info.name: info
    for info in (
        sticks.INFO, nim.INFO, grundy_game.INFO, chomp.INFO, tictactoe.INFO, connect4.INFO, othello.INFO,
        chinesecheckers.INFO, chess_spec.INFO, graph.INFO, random_arena.INFO,
    )
}

#: The course's example: 10 sticks, take 1 to 3, whoever takes the last stick loses.
DEFAULT_SPEC = "sticks:n=10,take=1-3,last=loses"


def game_from_spec(text: str) -> AnyGame:
    """The rules of the game named by ``text``.

    Raises
    ------
    GameSpecError
        If the text is not a valid specification, or names an arena file
        (``graph``), which has no rules to search.
    """
    info, values = parse_spec(text, GAMES)
    if info.create is None:
        raise GameSpecError(Sentence(QT_TRANSLATE_NOOP("errors", "{game} is an arena, not a game with rules"), game=info.name),
                            source=GAME_SPEC)
    return info.create(**values)


def arena_from_spec(
    text: str, *, limit: int = DEFAULT_VERTEX_LIMIT, progress: Progress | None = None
) -> Arena:
    """The whole arena of the game named by ``text``.

    Raises
    ------
    GameSpecError
        If the text is not a valid specification.
    LimitError
        If the arena would be too large: refused before exploring when it surely
        has more than ``limit`` vertices, else as soon as ``limit`` is exceeded.
    """
    info, values = parse_spec(text, GAMES)
    refusal = info.arena_check(values)
    if refusal:
        raise NeverBuiltError(refusal, game=info.name, source=GAME_SPEC)
    refusal = too_large(info, values, limit)
    if refusal:
        raise LimitError(refusal)
    if info.load is not None:
        return info.load(**values)
    assert info.create is not None, f"{info.name} has neither rules nor an arena"
    return explore(info.create(**values), limit=limit, progress=progress)


def info_of(game: AnyGame) -> GameInfo:
    """The description of a game object (its depth hint, its checks): a built-in game's, or the
    one the object carries (an arena's own rules)."""
    own: GameInfo | None = getattr(game, "game_info", None)
    return own if own is not None else GAMES[game.spec.partition(":")[0]]


def looks_like_spec(text: str) -> bool:
    """True if ``text`` starts with the name of a built-in game."""
    name = text.strip().partition(":")[0]
    return name in GAMES


__all__ = ["DEFAULT_SPEC", "GAMES", "arena_from_spec", "game_from_spec", "looks_like_spec"]
