"""``gameviz export SPEC --moves M --board``: the board of a position as the *Board* tab draws it, with the
course's heuristic on it when asked (``--heuristic``), for a slide or a handout."""

from __future__ import annotations

import argparse
from functools import partial
from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.core.game import play_moves
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export import export_pictures
from gameviz.export.html import picture_page, write_page
from gameviz.figure.board_figure import board_notes, board_picture, drawn_board
from gameviz.figure.style import EXPORT_PALETTES
from gameviz.games import game_from_spec
from gameviz.report.search import game_title
from gameviz.report.translations import translations
from gameviz.source import game_source, has_rules

#: The options of ``export`` that draw an arena's steps, not one board.
ARENA_ONLY = ("--step", "--all-steps", "--worksheet", "--play", "--graph game")


def draw_board(args: argparse.Namespace) -> Path:
    """Write the board of ``args.source`` after ``--moves`` to ``args.output`` (its suffix chooses SVG, PNG,
    PDF, TikZ or a web page); the file written.

    Raises
    ------
    InputError
        If the source is no game, a move is illegal, an option of the arena's steps is given, or the file
        cannot be written.
    """
    if args.all_steps or args.step != "result" or args.worksheet or args.play is not None or args.graph != "arena":
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--board draws one picture of a position: it does not go with "
                                                      "{options}"), options=", ".join(ARENA_ONLY)))
    source = game_source(args.source)
    if not has_rules(source):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--board draws the board of a game (connect4, tictactoe, chess, "
                                                              "…), not of an arena file")), source=args.source)
    game = game_from_spec(source)
    moves = game.parse_moves(args.moves)
    state = play_moves(game, moves, source="--moves")
    language = translations(args.lang)
    notes = board_notes(game, state, heuristic=args.heuristic, tr=partial(language.translate, "games"))
    picture = board_picture(drawn_board(game, state, moves[-1] if moves else None), notes,
                            EXPORT_PALETTES[args.theme])
    if Path(args.output).suffix.lower() in (".html", ".htm"):
        player = None if game.outcome(state) is not None else game.player(state)
        title = game_title(game.spec, args.moves.strip(), player, tr=language.search)
        return write_page(picture_page(picture, title=title, lang=language.code), args.output)
    return export_pictures([picture], args.output, scale=args.scale)[0]
