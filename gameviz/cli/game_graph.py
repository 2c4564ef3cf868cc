"""``gameviz export SPEC --graph game``: an impartial game's graph of positions, stepped by k."""

from __future__ import annotations

import argparse
from pathlib import Path

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.impartial import game_graph, solve_impartial
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games import game_from_spec, looks_like_spec
from gameviz.report.translations import translations


def draw_game_graph(args: argparse.Namespace) -> list[Path]:
    """Lay out the game graph of ``args.source`` and write the pictures of the steps asked for:
    step 1 shows P₀, step k + 1 the sets of index k, the result every position's status."""
    from gameviz.cli.export import chosen_boards, drawable, played, write_steps
    from gameviz.export.arena_steps import drawn_figure
    from gameviz.figure.arena_figure import Frame
    from gameviz.figure.game_graph_timeline import GameGraphTimeline, game_graph_sizes
    from gameviz.layout import compute_layout
    from gameviz.report.impartial import graph_frame_caption, graph_start_caption

    if not looks_like_spec(args.source):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--graph game needs an impartial game (sticks, nim, grundy or "
                                                      "chomp), not a file")), source=args.source)
    solutions = []

    def graph_arena(args: argparse.Namespace) -> Arena:
        solutions.append(solve_impartial(game_graph(game_from_spec(args.source), limit=args.limit)))
        return solutions[0].graph.as_arena()

    arena = drawable(args, graph_arena)
    solution = solutions[0]
    boards = chosen_boards(args.boards)
    layout = compute_layout(arena, args.layout, game_graph_sizes(arena, boards=boards), aspect=16 / 9)
    figure = drawn_figure(arena, layout, theme=args.theme, boards=boards, play=[state[0] for state in played(args)])
    tr = translations(args.lang).attractor
    timeline = GameGraphTimeline(figure, solution, graph_start_caption(tr))

    def caption(frame: Frame) -> str:
        return graph_frame_caption(solution, None if frame.result else frame.index, tr)

    return write_steps(args, timeline, figure, caption)
