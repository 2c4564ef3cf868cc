"""The Step panel's text at one frame of an attractor construction, as HTML.

The window's Step panel and the web page write the same text: the sets shown
and the step they are at, each set's equation in its player's colour with one
sentence per vertex that enters, what the bold and dashed moves mean; or who
wins, at the result.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from gameviz.core.arena import Arena
from gameviz.core.numerals import Count, singular
from gameviz.core.solution import Solution
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import Notation
from gameviz.report.attractor import (
    SHOWN,
    coalition,
    genitive,
    result_sentences,
    stable_sentence,
    step_equation_text,
    step_reasons,
    step_title,
)

PANEL = {
    "more": QT_TRANSLATE_NOOP("attractor", "… and {0} more: click a vertex to see its rank and its move."),
    "of_coalition": QT_TRANSLATE_NOOP("attractor", "of the coalition {0}"),
    "legend": QT_TRANSLATE_NOOP("attractor", "Bold: the move {0} chooses; bold dashes: every move {1}, all into "
                                             "the previous set."),
    "frontier_one": QT_TRANSLATE_NOOP("attractor", "{0:,} position of this arena was not explored (dashed, with "
                                                   "its heuristic value h): it has no moves here, so these "
                                                   "attractors say nothing about it: who wins from it is unknown."),
    "frontier": QT_TRANSLATE_NOOP("attractor", "{0:,} positions of this arena were not explored (dashed, with "
                                               "their heuristic value h): they have no moves here, so these "
                                               "attractors say nothing about them: who wins from them is unknown."),
}


def step_panel_html(arena: Arena, solution: Solution, players: Sequence[int], index: int, result: bool,
                    notation: Notation, color: Callable[[int], str], tr: Translate = untranslated) -> str:
    """The Step panel at frame ``index`` of the attractors of ``players`` (``result``: the last frame), with
    each player's text in ``color(player)``, in the language of ``tr``."""
    e = html.escape
    parts = []
    if result:
        parts.append(f"<h3>{e(step_title(solution, players, index, tr, notation))}</h3>")
        parts += [f"<p>{e(sentence)}</p>" for sentence in result_sentences(arena, solution, notation, tr)]
    else:
        parts.append(f"<h3>{e(step_title(solution, players, index, tr, notation))}</h3>")
        for player in players:
            steps = solution.attractors[player].steps
            if index >= len(steps):
                sentence = stable_sentence(player, len(steps) - 1, notation, tr)
                parts.append(f'<p style="color:{color(player)}">{e(sentence)}</p>')
                continue
            step = steps[index]
            equation = step_equation_text(arena, step, SHOWN, notation=notation)
            parts.append(f'<p class="eq" style="color:{color(player)}">{e(equation)}</p>')
            items = "".join(f"<li>{e(reason)}</li>" for reason in step_reasons(arena, step, notation, tr, SHOWN))
            if len(step.added) > SHOWN:
                items += f"<li><i>{e(tr(PANEL['more']).format(len(step.added) - SHOWN))}</i></li>"
            parts.append(f"<ul>{items}</ul>")
            if index >= 1:
                others = genitive(notation.name(3 - player), tr) if len(solution.players) == 2 \
                    else tr(PANEL["of_coalition"]).format(coalition(solution, player, notation))
                legend = tr(PANEL["legend"]).format(notation.name(player), others)
                parts.append(f'<p style="color:{color(player)}"><small>{e(legend)}</small></p>')
    if arena.frontier:
        parts.append(f"<p><i>{e(frontier_sentence(len(arena.frontier), tr))}</i></p>")
    return "".join(parts)


def frontier_sentence(unexplored: int, tr: Translate = untranslated) -> str:
    """What the attractors cannot say of the ``unexplored`` positions of an arena explored around a position."""
    return tr(PANEL["frontier_one" if singular(unexplored) else "frontier"]).format(Count(unexplored))
