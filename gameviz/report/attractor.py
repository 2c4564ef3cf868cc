"""Attractors in words: the course's set notation, and the ``solve`` outputs."""

from __future__ import annotations

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution
from gameviz.figure.notation import Notation, format_set, step_equation


def solution_to_json(arena: Arena, solution: Solution) -> dict:
    """The ``solve --json`` object, with vertex ids as in the arena file."""
    ident = arena.id
    return {
        "start": None if arena.start is None else ident(arena.start),
        "attractors": {
            str(p): {
                "steps": [[ident(v) for v in step.added] for step in solution.attractors[p].steps],
                "rank": {ident(v): r for v, r in solution.attractors[p].rank.items()},
            }
            for p in (1, 2)
        },
        "outcome": {ident(v): who for v, who in solution.outcome.items()},
        "strategy": {
            str(p): {ident(v): ident(w) for v, w in solution.strategies[p].items()} for p in (1, 2)
        },
    }


def solution_report(arena: Arena, solution: Solution, notation: Notation) -> str:
    """The text ``gameviz solve`` prints."""
    label = arena.label
    lines = []
    title = arena.game or "arena"
    lines.append(f"{title}: {len(arena)} vertices, {arena.edge_count()} moves")
    for p in (1, 2):
        attractor = solution.attractors[p]
        lines.append("")
        lines.append(f"Attractor of {notation.name(p)} (V{p} = {format_set([label(v) for v in arena.targets(p)])})")
        for step in attractor.steps:
            lines.append("  " + step_equation(step.index, [label(v) for v in step.added]))
        lines.append(f"  {len(attractor)} vertices; A_{attractor.last_index} is the attractor")
    lines.append("")
    draws = solution.draws
    lines.append(f"Draws ({len(draws)}): {format_set([label(v) for v in draws])}")
    if arena.start is not None:
        who = solution.winner
        start = label(arena.start)
        if who:
            rank = solution.attractors[who].rank[arena.start]
            lines.append(f"From the start {start}: {notation.name(who)} wins (rank {rank}).")
        else:
            lines.append(f"From the start {start}: neither player can force a win (draw).")
    for p in (1, 2):
        moves = solution.strategies[p]
        lines.append("")
        lines.append(f"Strategy of {notation.name(p)} ({len(moves)} moves):")
        for v, w in moves.items():
            kind = "wins" if solution.outcome[v] == p else "holds the draw"
            lines.append(f"  {label(v)} → {label(w)}   ({kind})")
    return "\n".join(lines)
