"""The web page of an arena: the attractor's steps, the Step and Vertex panels, the arena exercise.

Each step carries its picture (indices into the page's table of groups) and
the Step panel's text: the sets added, one sentence per vertex saying why it
enters, or the result. Each vertex carries the Vertex panel's rows, those that
give the answer away marked so that the exercise can hide them. For the
exercise, each step m says, for every vertex, whether it enters A_{m+1} and the
course's sentence for it (:func:`gameviz.core.exercise.why`).
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.exercise import Verdict, why
from gameviz.core.solution import Solution
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.export.html import WORDS as PAGE_WORDS
from gameviz.export.html import PageSteps, Tr, check_size, indices_or_all, page_figure, page_html, words
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, step_pictures
from gameviz.figure.geometry import Layout
from gameviz.figure.notation import Notation, format_set
from gameviz.figure.style import Palette
from gameviz.report.attractor import (
    EXERCISE,
    attractor_name,
    start_caption,
    step_title,
    verdict_sentence,
)
from gameviz.report.step_panel import step_panel_html
from gameviz.report.vertex_panel import VERTEX, grundy_or_why_not, vertex_rows

ARENA_WORDS = {
    "question": QT_TRANSLATE_NOOP("web", "Which vertices enter {next}? Click them in the picture or tick them "
                                         "below, then press Check."),
    "chosen": QT_TRANSLATE_NOOP("web", "{next} = {current} ∪ {{ {chosen} }}"),
    "enters": QT_TRANSLATE_NOOP("web", "{0} enters, rightly."),
    "finished": QT_TRANSLATE_NOOP("web", "This is the end of the construction: step back to practise."),
    "vertices": QT_TRANSLATE_NOOP("web", "Vertices"),
}


def estimate_arena_page(arena: Arena, steps: int) -> int:
    """Roughly how many bytes the page of ``arena`` with ``steps`` pictures takes (a generous guess,
    made before anything is laid out): the pictures, whose groups change at a few steps each, the
    Vertex panel's rows, and a sentence per vertex and step for the exercise."""
    vertices, moves = len(arena), arena.edge_count()
    picture = vertices * 560 + moves * 340
    return int(picture * (1 + 0.6 * min(steps - 1, 8)) + vertices * 450 + vertices * steps * 110)


def arena_page(arena: Arena, solution: Solution, layout: Layout, *, players: tuple[int, ...], notation: Notation,
               translate: Tr, lang: str, boards: bool | None = None, indices: Iterable[int] | None = None,
               title: str = "") -> str:
    """The page of ``arena``'s attractor steps (all of them, or the frames ``indices``).

    Raises
    ------
    PageTooLarge
        If the page would be larger than :data:`gameviz.export.html.PAGE_LIMIT` (estimated first).
    """
    tr_attractor = functools.partial(translate, "attractor")
    frames = indices_or_all(indices, step_pictures(solution, players))
    check_size(estimate_arena_page(arena, len(frames)))
    figure, themes = page_figure(lambda palette: ArenaFigure(arena, layout, palette, boards=boards))
    palette = figure.palette
    timeline = AttractorTimeline(figure, solution, players, start_caption(notation, tr_attractor))
    say = words(translate, ARENA_WORDS)
    order = figure.vertices
    number = {v: k for k, v in enumerate(order)}
    names = figure.part_names()
    page = PageSteps()
    for index in frames:
        frame = timeline.frame(index)
        page.add(
            figure.picture(frame.nodes, frame.edges),
            name=timeline.step_name(index),
            label=step_title(solution, players, index, tr_attractor, notation),
            panel=step_panel_html(arena, solution, players, index, frame.result, notation,
                                  lambda player: palette.player(player).line, tr_attractor),
            m=None if frame.result else index,
            sets=_set_names(players, None if frame.result else index, notation),
        )
    grundy = functools.cache(lambda: grundy_or_why_not(arena, tr_attractor))
    player = players[0]
    exercise = {str(m): _exercise_step(arena, solution, player, m, notation, number, say, tr_attractor)
                for m in _asked_steps(page.steps)}
    title = title or arena.game or "gameviz"
    data = {
        "kind": "arena",
        "title": title,
        "background": palette.background,
        "ui": {**words(translate, PAGE_WORDS), **say, "answers": tr_attractor(VERTEX["answers"]),
               "hidden": tr_attractor(VERTEX["hidden"]), "later": tr_attractor(VERTEX["later"])},
        "themes": themes,
        "box": page.box,
        "groups": page.table.groups,
        "steps": page.steps,
        "vertices": [_vertex(arena, solution, v, names[v], figure, notation, palette, number, grundy, tr_attractor,
                             players) for v in order],
        "exercise": {"player": player, "sets": _exercise_sets(player, map(int, exercise), notation), "steps": exercise},
    }
    return page_html(data, title=title, lang=lang, scripts=["common.js", "zoom.js", "page.js", "exercise.js"])


def _set_names(players: tuple[int, ...], m: int | None, notation: Notation) -> dict[str, str]:
    """The names of the players' sets A_m at step ``m`` (none at the result), for the Vertex panel."""
    return {} if m is None else {str(p): attractor_name(p, m, notation) for p in players}


def _asked_steps(steps: list[dict[str, Any]]) -> list[int]:
    """The steps m of the page whose next set A_{m+1} the exercise asks for (every one but the result)."""
    return sorted({s["m"] for s in steps if s["m"] is not None})


def _exercise_sets(player: int, steps: Iterable[int], notation: Notation) -> dict[str, list[str]]:
    """The names of A_m and A_{m+1} at each step m the exercise asks about, in the page's notation."""
    return {str(m): [attractor_name(player, m, notation), attractor_name(player, m + 1, notation)] for m in steps}


def _vertex(arena: Arena, solution: Solution, v: Hashable, name: str, figure: ArenaFigure, notation: Notation,
            palette: Palette, number: dict[Hashable, int], grundy: Callable[[], dict[Hashable, int] | str],
            tr_attractor: Translate, players: tuple[int, ...]) -> dict[str, Any]:
    """What the page knows of vertex ``v``: its name in the pictures, label, where it is drawn, and the
    Vertex panel's rows ``[title, html, gives the answer away, known from step m (None: at the result),
    before (with {0}: the set of player p on screen), p]`` (:class:`~gameviz.report.vertex_panel.Row`)."""
    e = html.escape

    def link(w: Hashable) -> str:
        return f'<a href="#" data-v="{number[w]}">{e(arena.label(w))}</a>' if w in number else e(arena.label(w))

    def colour(player: int) -> str:
        return palette.player(player).line if player else palette.draw_line

    rows = vertex_rows(arena, solution, v, notation, link=link, colour=colour, grundy=grundy, tr=tr_attractor,
                       stepped=players)
    box = figure.box(v)
    return {"n": name, "label": arena.label(v), "at": [round(box.x, 2), round(box.y, 2), round(box.width, 2),
                                                        round(box.height, 2), box.shape],
            "rows": [[row.title, row.value, int(row.answer), row.since, row.before, row.player] for row in rows]}


def _exercise_step(arena: Arena, solution: Solution, player: int, m: int, notation: Notation,
                   number: dict[Hashable, int], say: dict[str, str], tr_attractor: Any) -> dict[str, Any]:
    """For the guess of A_{m+1}: each drawn vertex's verdict ``[vertex, enters, sentence]`` in arena
    order (the order in which :func:`gameviz.core.exercise.check_guess` reports them) and the sentence
    of a right guess."""
    attractor = solution.attractors[player]
    verdicts: list[Verdict] = [why(arena, attractor, m, v) for v in arena if v in number]
    entering = [d for d in verdicts if d.reason in ENTERS]
    if entering:
        right = tr_attractor(EXERCISE["correct"]).format(
            next=attractor_name(player, m + 1), current=attractor_name(player, m),
            added=format_set([arena.label(d.vertex) for d in entering]))
    else:
        right = tr_attractor(EXERCISE["empty"])
    return {"v": [[number[d.vertex], int(d.reason in ENTERS),
                   verdict_sentence(arena, d, player, m, notation, tr_attractor)] for d in verdicts],
            "right": right}


#: The reasons of a vertex that enters the next set.
ENTERS = ("move", "forced")

