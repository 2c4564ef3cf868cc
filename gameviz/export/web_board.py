"""The web page of a small game's board: play against the attractor strategy in the browser.

The page holds the whole arena: each position's board (rows of a grid, or heaps
of sticks), whose turn it is, its moves, who can force a win from it and the
rank it has in that player's attractor, and the move the computer plays there:
the strategy's (towards a lower rank, or keeping a draw), or, where it loses
whatever it does, the move into the highest rank, which delays the loss
longest. *Why?* says the rank of the position the last move led to.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.board import Grid, Heaps
from gameviz.core.solution import Solution
from gameviz.core.translate import QT_TRANSLATE_NOOP
from gameviz.export.html import WORDS as PAGE_WORDS
from gameviz.export.html import Tr, check_size, page_html, theme_palette, words
from gameviz.figure.notation import Notation
from gameviz.report.attractor import attractor_name, genitive

BOARD_WORDS = {
    "you_play": QT_TRANSLATE_NOOP("web", "You play"),
    "new_game": QT_TRANSLATE_NOOP("web", "New Game"),
    "take_back": QT_TRANSLATE_NOOP("web", "Take Back"),
    "why": QT_TRANSLATE_NOOP("web", "Why?"),
    "moves": QT_TRANSLATE_NOOP("web", "Moves"),
    "board": QT_TRANSLATE_NOOP("web", "The board"),
    "your_turn": QT_TRANSLATE_NOOP("web", "Your turn ({0}): click the board or choose a move."),
    "played": QT_TRANSLATE_NOOP("web", "{player} played {before} → {after}."),
    "wins": QT_TRANSLATE_NOOP("web", "{0} wins."),
    "draw": QT_TRANSLATE_NOOP("web", "Draw: nobody can move any more."),
    "no_move": QT_TRANSLATE_NOOP("web", "No move has been played yet."),
    "rank": QT_TRANSLATE_NOOP("web", "{position} has rank {rank} in the attractor {of_player} ({set}): {player} "
                                     "can force a win from there, at most {rank} moves away from a winning position."),
    "neither": QT_TRANSLATE_NOOP("web", "{position} is in no attractor: nobody can force a win from there, it is "
                                        "a draw if both play well."),
    "delay": QT_TRANSLATE_NOOP("web", "{player} loses whatever it plays here: every move leads into the attractor "
                                      "{of_opponent}; the computer takes the one of highest rank, which delays the "
                                      "loss longest."),
}


def estimate_board_page(arena: Arena) -> int:
    """Roughly how many bytes the board page of ``arena`` takes."""
    return len(arena) * 160 + arena.edge_count() * 8


def computer_moves(arena: Arena, solution: Solution) -> dict[Hashable, Hashable]:
    """The move the computer plays at each position that has one: the strategy's where it wins or holds a
    draw, else the move into the highest rank of the winner's attractor."""
    moves: dict[Hashable, Hashable] = {}
    for v in arena:
        successors = arena.successors(v)
        if not successors or arena.target_of(v) is not None:
            continue
        chosen = solution.strategies[arena.player(v)].get(v)
        if chosen is None:
            def later(w: Hashable) -> int:
                who = solution.outcome[w]
                return solution.attractors[who].rank[w] if who else -1

            chosen = max(successors, key=later)
        moves[v] = chosen
    return moves


def board_page(arena: Arena, solution: Solution, *, notation: Notation, translate: Tr, lang: str,
               title: str = "") -> str:
    """The page where a student plays ``arena``'s game from its start against the attractor strategy.

    Raises
    ------
    InputError
        If the page would be larger than :data:`gameviz.export.html.PAGE_LIMIT`, or the arena has
        more than two players or no start.
    """
    from gameviz.core.errors import InputError

    if arena.players != 2 or arena.start is None:
        raise InputError("a board page plays a game of two players from its start: this arena has "
                         f"{arena.players} players{'' if arena.start is not None else ' and no start'}")
    check_size(estimate_board_page(arena), smaller="play a smaller game (fewer sticks, a smaller board)")

    def tr_attractor(text: str) -> str:
        return translate("attractor", text)

    palette, themes = theme_palette()
    say = words(translate, BOARD_WORDS)
    order = list(arena)
    number = {v: k for k, v in enumerate(order)}
    computer = computer_moves(arena, solution)
    positions = []
    for v in order:
        who = solution.outcome[v]
        if who:
            rank = solution.attractors[who].rank[v]
            why = say["rank"].format(position=arena.label(v), rank=rank, player=notation.name(who),
                                     of_player=genitive(notation.name(who), tr_attractor),
                                     set=attractor_name(who, rank))
        else:
            why = say["neither"].format(position=arena.label(v))
        positions.append({"label": arena.label(v), "p": arena.player(v), "b": _board(arena.board(v)),
                          "s": [number[w] for w in arena.successors(v)], "t": arena.target_of(v) or 0,
                          "c": number[computer[v]] if v in computer else None, "why": why,
                          "lost": bool(who and who != arena.player(v))})
    title = title or arena.game or "gameviz"
    data = {
        "kind": "board",
        "title": title,
        "ui": {**words(translate, PAGE_WORDS), **say},
        "themes": themes,
        "colors": {"dark": palette.board_dark, "pieces": palette.board_pieces,
                   "line": palette.muted_text, "faded": palette.faded, "background": palette.background},
        "names": {str(p): notation.name(p) for p in (1, 2)},
        "delay": {str(p): say["delay"].format(player=notation.name(p),
                                              of_opponent=genitive(notation.name(3 - p), tr_attractor))
                  for p in (1, 2)},
        "start": number[arena.start],
        "positions": positions,
    }
    return page_html(data, title=title, lang=lang, scripts=["common.js", "board.js"])


def _board(board: Any) -> dict[str, Any] | None:
    """A board as the page draws it: a grid's rows and kind, or the sizes of heaps of sticks."""
    if isinstance(board, Grid):
        return {"rows": list(board.rows), "kind": board.kind}
    if isinstance(board, Heaps):
        return {"heaps": list(board.sizes), "capacity": board.capacity}
    return None
