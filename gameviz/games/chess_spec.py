"""Chess as a game specification: its parameters, its checks and how a FEN is given, without
python-chess, which :mod:`gameviz.games.chess` imports when a game of chess is made (listing the games
or solving another one needs none of it)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated
from gameviz.games.spec import TEXT, GameInfo, HeuristicNotes, Parameter, letters

#: The usual start position (python-chess's ``chess.STARTING_FEN``).
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#: Why the arena is not built, with the seed's estimate of the number of positions of chess (seed 000);
#: the application translates it (a sentence without variable parts).
NO_ARENA = QT_TRANSLATE_NOOP("games", "chess has about 10⁵⁰ positions (the course's estimate): its whole arena can "
                                      "never be built, whatever the vertex limit; the arena around a position is "
                                      "offered to depth 1 or 2")


def looks_like_fen(text: str) -> bool:
    """True if ``text`` is written as a FEN (eight ranks separated by ``/``), not as moves."""
    return text.strip().split(" ")[0].count("/") == 7


def spec_with_fen(source: str, fen: str) -> str:
    """The specification of chess from ``fen``, for ``--fen``: ``source`` must name chess.

    Raises
    ------
    InputError
        If ``source`` is another game, or already gives a FEN.
    """
    if source.strip() != "chess":
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--fen sets a chess position: give the game as 'chess', not "
                                                      "'{source}'"), source=source), source="--fen")
    return f"chess:fen={fen.strip()}"


def _create(fen: str = START_FEN) -> Any:
    from gameviz.games.chess import Chess

    return Chess(fen)


def _arena_check(values: Mapping[str, Any]) -> str | None:
    return NO_ARENA


def _full_search_check(game: Any, state: Hashable) -> str | None:
    return QT_TRANSLATE_NOOP("games", "a full search of a chess position would not finish: give a depth, e.g. 2 "
                                      "or 3 (a mate in n moves is found at depth 2n − 1)")


def _notes(game: Any, state: Hashable, tr: Translate = untranslated) -> HeuristicNotes:
    from gameviz.games.chess import heuristic_notes

    return heuristic_notes(game, state, tr)


INFO = GameInfo(
    name="chess",
    moves_example="e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#",
    title=QT_TRANSLATE_NOOP("games", "Chess"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "The course's running example: checkmate wins, stalemate is a draw. Moves in SAN (e4 Nf3 O-O) or UCI; "
        "start from any position given as a FEN.",
    ),
    parameters=(Parameter("fen", TEXT, START_FEN, QT_TRANSLATE_NOOP("games", "the start position, as a FEN")),),
    create=_create,
    axes=lambda game: (letters(8), tuple(str(rank) for rank in range(8, 0, -1))),
    heuristic_notes=_notes,
    arena_check=_arena_check,
    least=lambda values: 10**50,
    branching=lambda values: 218,
    search_depth=2,
    tree_depth=3,
    around_depth=2,
    compare_depths=True,
    full_search_check=_full_search_check,
)
