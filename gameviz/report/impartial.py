"""An impartial game's positions in words and in JSON: winning and losing positions, Gₖ and Pₖ."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gameviz.core.impartial import DRAW, LOSING, WINNING, ImpartialSolution, Position
from gameviz.core.numerals import grouped
from gameviz.core.symbols import subscript
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import format_set

IMPARTIAL = {
    "size": QT_TRANSLATE_NOOP("attractor", "{title}: {positions} positions, {moves} moves (game graph: who is to "
                                           "move left out)"),
    "losing": QT_TRANSLATE_NOOP("attractor", "Losing positions (for the player to move): {positions}"),
    "winning": QT_TRANSLATE_NOOP("attractor", "Winning positions (for the player to move): {positions}"),
    "draws": QT_TRANSLATE_NOOP("attractor", "Draws: {positions}"),
    "sets": QT_TRANSLATE_NOOP("attractor", "Gₖ: won in k half-moves; Pₖ: lost in k half-moves (until the loser "
                                           "is stuck):"),
    "over": QT_TRANSLATE_NOOP("attractor", "{positions}: the play is over and the player to move has won (in no "
                                           "Gₖ)."),
    "move": QT_TRANSLATE_NOOP("attractor", "{position} ∈ {set}: play {moves}, into {into}"),
    "start": QT_TRANSLATE_NOOP("attractor", "From the start {position}, the player to move {verdict}."),
    "wins": QT_TRANSLATE_NOOP("attractor", "wins"),
    "loses": QT_TRANSLATE_NOOP("attractor", "loses"),
    "no_win": QT_TRANSLATE_NOOP("attractor", "cannot force a win"),
    "start_caption": QT_TRANSLATE_NOOP("attractor", "start: {status}"),
}

#: A position's status, for the player to move.
STATUS = {
    WINNING: QT_TRANSLATE_NOOP("attractor", "winning"),
    LOSING: QT_TRANSLATE_NOOP("attractor", "losing"),
    DRAW: QT_TRANSLATE_NOOP("attractor", "draw"),
}


def impartial_json(solution: ImpartialSolution) -> dict[str, Any]:
    """The ``solve --impartial --json`` object: positions as the game writes them (the number
    of sticks, the heaps, Chomp's board as its rows' lengths)."""
    graph = solution.graph
    return {
        "positions": list(graph.positions),
        "start": graph.start,
        "status": [solution.status[p] for p in graph.positions],
        "losing": solution.of_status(LOSING),
        "winning": solution.of_status(WINNING),
        "draw": solution.of_status(DRAW),
        "G": {str(k): ps for k, ps in solution.sets(WINNING).items()},
        "P": {str(k): ps for k, ps in solution.sets(LOSING).items()},
        "labels": [graph.label(p) for p in graph.positions],
    }


def set_name(status: str, k: int) -> str:
    """``G₁``, ``P₂``."""
    return ("G" if status == WINNING else "P") + subscript(k)


def impartial_report(solution: ImpartialSolution, tr: Translate = untranslated) -> str:
    """The text of ``solve --impartial``."""
    graph = solution.graph
    label = graph.label

    def listed(positions: list[Position]) -> str:
        return format_set([label(p) for p in positions])

    lines = [tr(IMPARTIAL["size"]).format(title=graph.game.spec, positions=grouped(len(graph.positions)),
                                          moves=grouped(graph.edge_count())),
             tr(IMPARTIAL["losing"]).format(positions=listed(solution.of_status(LOSING))),
             tr(IMPARTIAL["winning"]).format(positions=listed(solution.of_status(WINNING)))]
    draws = solution.of_status(DRAW)
    if draws:
        lines.append(tr(IMPARTIAL["draws"]).format(positions=listed(draws)))
    lines += ["", tr(IMPARTIAL["sets"])]
    sets = {**{(k, WINNING): ps for k, ps in solution.sets(WINNING).items()},
            **{(k, LOSING): ps for k, ps in solution.sets(LOSING).items()}}
    for (k, status), positions in sorted(sets.items()):
        lines.append(f"  {set_name(status, k)} = {listed(positions)}")
    over = [p for p in solution.of_status(WINNING) if solution.index[p] is None]
    if over:
        lines.append("  " + tr(IMPARTIAL["over"]).format(positions=listed(over)))
    lines.append("")
    lines += [_move_line(solution, p, tr) for p in solution.of_status(WINNING) if solution.winning_moves(p)]
    lines += ["", start_sentence(solution, tr)]
    return "\n".join(lines)


def _move_line(solution: ImpartialSolution, p: Position, tr: Translate) -> str:
    """The winning moves from ``p``, in Gₖ: into Pₖ₋₁."""
    graph = solution.graph
    written = ", ".join(graph.game.move_label((p, 1), m) for m in solution.winning_moves(p))
    won_in = solution.index[p]
    assert won_in is not None
    return tr(IMPARTIAL["move"]).format(position=graph.label(p), moves=written, set=set_name(WINNING, won_in),
                                        into=set_name(LOSING, won_in - 1))


def start_sentence(solution: ImpartialSolution, tr: Translate = untranslated) -> str:
    """``From the start 21, the player to move loses.``"""
    start = solution.graph.start
    verdict = {WINNING: "wins", LOSING: "loses", DRAW: "no_win"}[solution.status[start]]
    return tr(IMPARTIAL["start"]).format(position=solution.graph.label(start), verdict=tr(IMPARTIAL[verdict]))


def graph_start_caption(tr: Translate = untranslated) -> Callable[[str], str]:
    """The caption above the start of the game graph's last picture, from its status."""

    def caption(status: str) -> str:
        return tr(IMPARTIAL["start_caption"]).format(status=tr(STATUS[status]))

    return caption


def graph_frame_caption(solution: ImpartialSolution, k: int | None, tr: Translate = untranslated) -> str:
    """Under the game graph's picture at step ``k``: ``G₁ = {2, 3, 4, 5}``; at the end (``k`` None),
    who wins from the start."""
    graph = solution.graph
    if k is None:
        return start_sentence(solution, tr)
    sets = [f"{set_name(status, k)} = {format_set([graph.label(p) for p in solution.sets(status).get(k, [])])}"
            for status in (LOSING, WINNING) if k in solution.sets(status)]
    return "     ".join(sets) or f"{set_name(WINNING if k % 2 else LOSING, k)} = ∅"
