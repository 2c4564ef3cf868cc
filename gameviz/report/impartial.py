"""An impartial game's positions in words and in JSON: winning and losing positions, Gₖ and Pₖ."""

from __future__ import annotations

from typing import Any

from gameviz.core.impartial import DRAW, LOSING, WINNING, ImpartialSolution, Position
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
    "draw": QT_TRANSLATE_NOOP("attractor", "cannot force a win"),
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

    lines = [tr(IMPARTIAL["size"]).format(title=graph.game.spec, positions=f"{len(graph.positions):,}",
                                          moves=f"{graph.edge_count():,}"),
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
    for p in solution.of_status(WINNING):
        moves = solution.winning_moves(p)
        if moves:
            state = (p, 1)
            written = ", ".join(graph.game.move_label(state, m) for m in moves)
            won_in = solution.index[p]
            assert won_in is not None
            lines.append(tr(IMPARTIAL["move"]).format(position=label(p), moves=written, set=set_name(WINNING, won_in),
                                                      into=set_name(LOSING, won_in - 1)))
    verdict = {WINNING: "wins", LOSING: "loses", DRAW: "draw"}[solution.status[graph.start]]
    lines += ["", tr(IMPARTIAL["start"]).format(position=label(graph.start), verdict=tr(IMPARTIAL[verdict]))]
    return "\n".join(lines)
