"""The web page of a small game's board: play against the attractor strategy in the browser.

The page holds the whole arena: each position's board (rows of a grid, or heaps
of sticks), whose turn it is, its moves, who can force a win from it and the
rank it has in that player's attractor, and the move the computer plays there:
the strategy's (towards a lower rank, or keeping a draw), or, where it loses
whatever it does, the move into the highest rank, which delays the loss
longest. *Why?* says the rank of the position the last move led to.

The page holds every position, compactly (a position takes 60 to 120 bytes):
Connect 4's 4×4 and 5×3 boards, about 160,000 positions each, make pages of
about 13 and 15 MB.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Iterator
from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.board import Grid, Heaps
from gameviz.core.game import AnyGame
from gameviz.core.solution import Solution
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export.html import PAGE_LIMIT, Tr, check_size, page_html, theme_palette, words
from gameviz.export.html import WORDS as PAGE_WORDS
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
    "played_moves": QT_TRANSLATE_NOOP("web", "Moves played"),
    "back_to": QT_TRANSLATE_NOOP("web", "Back to the position after {0}"),
    "start": QT_TRANSLATE_NOOP("web", "Start"),
    "show_values": QT_TRANSLATE_NOOP("web", "Show each move's value"),
    "value_win": QT_TRANSLATE_NOOP("web", "wins in ≤ {0}"),
    "value_draw": QT_TRANSLATE_NOOP("web", "draw"),
    "value_loss": QT_TRANSLATE_NOOP("web", "loses in ≤ {0}"),
    "value_legend": QT_TRANSLATE_NOOP("web", "A move's value, for the player who plays it, if both play well from "
                                             "there: win, draw or loss, in at most so many moves to a winning position."),
    "take": QT_TRANSLATE_NOOP("web", "Take {count}"),
    "take_from": QT_TRANSLATE_NOOP("web", "Heap {heap}: take {count}"),
}

#: Why? of a position by its rank in the winner's attractor: 0, 1, more.
WHY_WORDS = {
    "won": QT_TRANSLATE_NOOP("web", "{position} is in {set}, a winning position {of_player}: {player} has won."),
    "rank_one": QT_TRANSLATE_NOOP("web", "{position} has rank 1 in the attractor {of_player} ({set}): {player} can "
                                         "force a win from there, one move away from a winning position."),
    "rank": QT_TRANSLATE_NOOP("web", "{position} has rank {rank} in the attractor {of_player} ({set}): {player} "
                                     "can force a win from there, at most {rank} moves away from a winning position."),
    "neither": QT_TRANSLATE_NOOP("web", "{position} is in no attractor: nobody can force a win from there, it is "
                                        "a draw if both play well."),
    "delay": QT_TRANSLATE_NOOP("web", "{player} loses whatever it plays here: every move leads into the attractor "
                                      "{of_opponent}; the computer takes the one of highest rank, which delays the "
                                      "loss longest."),
}

#: The bytes of a position in a board page, at least (its label, board, moves and ranks, in JSON): a
#: game's arena is explored for a board page to at most :data:`PAGE_LIMIT` over this.
LEAST_POSITION_BYTES = 60

#: The most positions a board page holds.
MOST_POSITIONS = PAGE_LIMIT // LEAST_POSITION_BYTES


def estimate_board_page(arena: Arena, solution: Solution) -> int:
    """Roughly how many bytes the board page of ``arena`` takes, made before anything is written: its
    positions (a label, a board, the numbers of the moves and their ranks) and the names of its sets."""
    count = len(arena)
    digits = len(str(count)) + 1
    sample = arena.start if arena.start is not None else next(iter(arena), None)
    board = arena.board(sample) if sample is not None else None
    drawn = sum(map(len, board.rows)) if isinstance(board, Grid) else \
        len(board.sizes) * (len(str(board.capacity)) + 1) if isinstance(board, Heaps) else 0
    label = len(arena.label(sample)) if sample is not None else 0
    ranks = sum(solution.attractors[p].last_index + 1 for p in solution.players)
    return 20_000 + count * (26 + label + drawn + digits) + arena.edge_count() * digits + ranks * 14


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


def cell_moves(arena: Arena, game: AnyGame | None) -> list[list[str | None]] | None:
    """The name of the move that changes each cell of a grid game's board first (in reading order), as the
    game names its moves (tic-tac-toe's ``5``, Connect 4's column ``4``, Chomp's ``c2``): the page names
    the moves it offers so; None without a game or a grid, or where a move's name is not its cell's."""
    start = arena.start
    board = arena.board(start) if start is not None else None
    if game is None or not isinstance(board, Grid):
        return None
    rows, cols = board.size
    names: dict[tuple[int, int], str] = {}
    for position in arena:
        for cell, name in _moved_cells(game, position):
            if names.setdefault(cell, name) != name:
                return None  # a cell's changes are named differently: the name is not the cell's
        if len(names) == rows * cols:
            break
    return [[names.get((r, c)) for c in range(cols)] for r in range(rows)]


def _moved_cells(game: AnyGame, position: Hashable) -> Iterator[tuple[tuple[int, int], str]]:
    """The cell each move from ``position`` changes first, with the move's name."""
    before = game.board(position)
    for move in game.moves(position):
        cell = first_change(before, game.board(game.play(position, move)))  # type: ignore[arg-type]  # grids
        if cell is not None:
            yield cell, game.move_label(position, move)


def first_change(before: Grid, after: Grid) -> tuple[int, int] | None:
    """The first cell, in reading order, where two boards differ (a bite of Chomp: the square bitten)."""
    for r, (old, new) in enumerate(zip(before.rows, after.rows, strict=True)):
        for c, (a, b) in enumerate(zip(old, new, strict=True)):
            if a != b:
                return r, c
    return None


def board_page(arena: Arena, solution: Solution, *, notation: Notation, translate: Tr, lang: str,
               title: str = "", game: AnyGame | None = None) -> str:
    """The page where a student plays ``arena``'s game from its start against the attractor strategy
    (``game``: the game that made the arena, whose names of moves the page uses).

    Each position is one JSON array, ``[label, player, board, successors, target, computer's move,
    winner, rank]`` (the board as the rows of a grid run together, or the sizes of the heaps; the
    winner 0 for a draw), and *Why?*'s sentences are written once per winner and rank.

    Raises
    ------
    PageTooLarge
        If the page would be larger than :data:`gameviz.export.html.PAGE_LIMIT` (estimated first).
    InputError
        If the arena has more than two players or no start.
    """
    from gameviz.core.errors import InputError

    if arena.players != 2 or arena.start is None:
        reason = (QT_TRANSLATE_NOOP("errors", "a board page plays a game of two players from its start: this arena has "
                                        "{players} players") if arena.start is not None else
                  QT_TRANSLATE_NOOP("errors", "a board page plays a game of two players from its start: this arena has "
                                        "{players} players and no start"))
        raise InputError(Sentence(reason, players=arena.players))
    check_size(estimate_board_page(arena, solution))

    tr_attractor = functools.partial(translate, "attractor")
    palette, themes = theme_palette()
    say = words(translate, BOARD_WORDS)
    number = {v: k for k, v in enumerate(arena)}
    title = title or arena.game or "gameviz"
    data = {
        "kind": "board",
        "title": title,
        "ui": {**words(translate, PAGE_WORDS), **say},
        "themes": themes,
        "colors": {"dark": palette.board_dark, "pieces": palette.board_pieces,
                   "line": palette.muted_text, "faded": palette.faded, "background": palette.background},
        "names": {str(p): notation.name(p) for p in (1, 2)},
        "why": _why(solution, notation, words(translate, WHY_WORDS), tr_attractor),
        "board": _shape(arena.board(arena.start)),
        "start": number[arena.start],
        "positions": _positions(arena, solution, number),
        "cell_moves": cell_moves(arena, game),
    }
    return page_html(data, title=title, lang=lang, scripts=["common.js", "board.js"])


def _positions(arena: Arena, solution: Solution, number: dict[Hashable, int]) -> list[list[Any]]:
    """Each position, numbered as in ``number``: ``[label, player, board, successors, target, computer's move,
    winner, rank]``."""
    computer = computer_moves(arena, solution)
    positions = []
    for v in arena:
        who = solution.outcome[v]
        positions.append([arena.label(v), arena.player(v), _board(arena.board(v)),
                          [number[w] for w in arena.successors(v)], arena.target_of(v) or 0,
                          number[computer[v]] if v in computer else None, who,
                          solution.attractors[who].rank[v] if who else 0])
    return positions


def _why(solution: Solution, notation: Notation, say: dict[str, str],
         tr_attractor: Callable[[str], str]) -> dict[str, Any]:
    """*Why?*'s sentences: for each player, those of rank 0, 1 and more in their attractor (``{position}``,
    ``{rank}`` and ``{set}`` left to fill in) and the names of their sets by rank; the sentence of a
    draw, and those of a lost position where the computer delays the loss."""
    def of(player: int) -> str:
        return genitive(notation.name(player), tr_attractor)

    def sentence(who: int, key: str) -> str:
        return say[key].format(position="{position}", rank="{rank}", set="{set}", player=notation.name(who),
                               of_player=of(who))

    return {
        "ranks": {str(p): [sentence(p, key) for key in ("won", "rank_one", "rank")] for p in (1, 2)},
        "sets": {str(p): [attractor_name(p, rank, notation) for rank in range(solution.attractors[p].last_index + 1)]
                 for p in (1, 2)},
        "neither": say["neither"],
        "delay": {str(p): say["delay"].format(player=notation.name(p), of_opponent=of(3 - p)) for p in (1, 2)},
    }


def _shape(board: Any) -> dict[str, Any] | None:
    """What the boards of a game have in common, written once: a grid's kind and width, or the
    largest heap."""
    if isinstance(board, Grid):
        return {"kind": board.kind, "cols": board.size[1]}
    if isinstance(board, Heaps):
        return {"capacity": board.capacity}
    return None


def _board(board: Any) -> str | list[int] | None:
    """A board as the page draws it: a grid's rows run together, or the sizes of heaps of sticks."""
    if isinstance(board, Grid):
        return "".join(board.rows)
    if isinstance(board, Heaps):
        return list(board.sizes)
    return None
