"""The Vertex panel's rows for one vertex: whose it is, its ranks, who wins, its moves.

The window's Vertex panel and the web page show the same rows. Each row says
whether it gives an exercise's answer away (ranks, outcome, strategy, Grundy
value), so that both can hide those rows until *Check*, and from which step
A_m it is known: while A₀ … Aₙ are stepped, both say what is known at the step
on screen (a rank once the vertex has entered, who wins and how once it is
decided).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable
from typing import NamedTuple

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.grundy import grundy_values, is_normal_play
from gameviz.core.search.tree import format_value
from gameviz.core.solution import Solution
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import Notation
from gameviz.report.attractor import genitive

VERTEX = {
    "owner": QT_TRANSLATE_NOOP("attractor", "Owner"),
    "id": QT_TRANSLATE_NOOP("attractor", "Id"),
    "winning_of": QT_TRANSLATE_NOOP("attractor", "Winning position of"),
    "attractor_of": QT_TRANSLATE_NOOP("attractor", "Attractor {0}"),
    "rank": QT_TRANSLATE_NOOP("attractor", "rank {0}"),
    "not_in": QT_TRANSLATE_NOOP("attractor", "not in it"),
    "not_in_yet": QT_TRANSLATE_NOOP("attractor", "not in {0}"),
    "outcome": QT_TRANSLATE_NOOP("attractor", "Outcome"),
    "wins": QT_TRANSLATE_NOOP("attractor", "{0} wins"),
    "draw": QT_TRANSLATE_NOOP("attractor", "draw"),
    "no_winner": QT_TRANSLATE_NOOP("attractor", "unknown: no winner within the explored positions"),
    "unexplored": QT_TRANSLATE_NOOP("attractor", "unknown: not explored (h = {0})"),
    "strategy": QT_TRANSLATE_NOOP("attractor", "Strategy move"),
    "grundy": QT_TRANSLATE_NOOP("attractor", "Grundy value"),
    "not_impartial": QT_TRANSLATE_NOOP("attractor", "not an impartial game"),
    "misere": QT_TRANSLATE_NOOP("attractor", "not used here: the last player to move loses (misère play)"),
    "cycle": QT_TRANSLATE_NOOP("attractor", "not defined (the arena has a cycle)"),
    "successors": QT_TRANSLATE_NOOP("attractor", "Successors"),
    "predecessors": QT_TRANSLATE_NOOP("attractor", "Predecessors"),
    "answers": QT_TRANSLATE_NOOP("attractor", "Attractors, outcome, strategy"),
    "hidden": QT_TRANSLATE_NOOP("attractor", "hidden during the exercise: press Check"),
    "later": QT_TRANSLATE_NOOP("attractor", "not decided at this step: see the last step (the result)"),
    # how the vertices of each player are drawn, as the Owner row says it
    "shape1": QT_TRANSLATE_NOOP("attractor", "(circle)"),
    "shape2": QT_TRANSLATE_NOOP("attractor", "(square)"),
    "shape3": QT_TRANSLATE_NOOP("attractor", "(hexagon)"),
    "shape4": QT_TRANSLATE_NOOP("attractor", "(diamond)"),
    "shape5": QT_TRANSLATE_NOOP("attractor", "(triangle)"),
    "shape6": QT_TRANSLATE_NOOP("attractor", "(triangle, point down)"),
}


class Row(NamedTuple):
    """One row of the panel: its title, its value as HTML, whether it gives an answer away, and from which
    step A_m of the attractors stepped it is known (``since``; None: at the result only). Before that it says
    ``before`` (a sentence where {0} is the set A_m of ``player`` on screen) or, without one, nothing."""

    title: str
    value: str
    answer: bool = False
    since: int | None = 0
    before: str = ""
    player: int = 0


def grundy_or_why_not(arena: Arena, tr: Translate = untranslated) -> dict[Hashable, int] | str:
    """The Grundy value of every vertex of an impartial arena in normal play, or why there is none."""
    try:
        if not arena.impartial:
            return tr(VERTEX["not_impartial"])
        if not is_normal_play(arena):
            return tr(VERTEX["misere"])
        return grundy_values(arena)
    except InputError:
        return tr(VERTEX["cycle"])


def vertex_rows(arena: Arena, solution: Solution, v: Hashable, notation: Notation, *,
                link: Callable[[Hashable], str], colour: Callable[[int], str],
                grundy: Callable[[], dict[Hashable, int] | str], tr: Translate = untranslated,
                stepped: tuple[int, ...] = ()) -> list[Row]:
    """The panel's rows for vertex ``v``: ``link(w)`` writes a link to vertex ``w``, ``colour(p)`` is the
    colour of player ``p`` (0: a draw), ``grundy()`` gives :func:`grundy_or_why_not` (asked for only in an
    impartial arena); ``stepped``: the players whose attractors are stepped (what is known when)."""
    e = html.escape
    owner, target = arena.player(v), arena.target_of(v)
    rows = [Row(tr(VERTEX["owner"]), e(notation.name(owner)) + " " + e(tr(VERTEX[f"shape{owner}"]))),
            Row(tr(VERTEX["id"]), e(arena.id(v))),
            Row(tr(VERTEX["winning_of"]), e(notation.name(target)) if target else "—")]
    decided = _decided_at(solution, v, stepped)
    rows += [_attractor_row(solution, p, v, notation, tr, p in stepped, decided) for p in solution.players]
    who = solution.outcome[v]
    outcome = _outcome(arena, v, who, notation, tr)
    rows.append(Row(tr(VERTEX["outcome"]), f'<b style="color:{colour(who)}">{e(outcome)}</b>', True,
                    0 if v in arena.frontier else decided))  # (not explored: known at every step)
    move = solution.strategies[owner].get(v)
    rows.append(Row(tr(VERTEX["strategy"]), link(move) if move is not None else "—", True, decided))
    if arena.impartial:
        rows.append(_grundy_row(grundy(), v, decided, tr))
    rows.append(Row(tr(VERTEX["successors"]), ", ".join(link(w) for w in arena.successors(v)) or "—"))
    rows.append(Row(tr(VERTEX["predecessors"]), ", ".join(link(w) for w in arena.predecessors(v)) or "—"))
    return rows


def _decided_at(solution: Solution, v: Hashable, stepped: tuple[int, ...]) -> int | None:
    """The step at which who wins from ``v`` is known: when it enters a stepped player's set (the sets are
    disjoint: the other players' rows are known then too); 0 when nothing is stepped, None if never."""
    if not stepped:
        return 0
    return min((solution.attractors[p].rank[v] for p in stepped if v in solution.attractors[p].rank), default=None)


def _grundy_row(values: dict[Hashable, int] | str, v: Hashable, decided: int | None, tr: Translate) -> Row:
    """``v``'s Grundy value, or why there is none (:func:`grundy_or_why_not`'s answer)."""
    return Row(tr(VERTEX["grundy"]), html.escape(str(values[v]) if isinstance(values, dict) else values), True,
               decided)


def _attractor_row(solution: Solution, p: int, v: Hashable, notation: Notation, tr: Translate, stepped: bool,
                   decided: int | None) -> Row:
    """Whether ``v`` is in player ``p``'s attractor, and at which rank: for a ``stepped`` player, from the
    step it enters (before: not in A_m); for another, once ``v`` is ``decided``."""
    title = tr(VERTEX["attractor_of"]).format(genitive(notation.name(p), tr))
    rank = solution.attractors[p].rank.get(v)
    value = html.escape(tr(VERTEX["rank"]).format(rank) if rank is not None else tr(VERTEX["not_in"]))
    if stepped:
        return Row(title, value, True, rank, tr(VERTEX["not_in_yet"]), p)
    return Row(title, value, True, decided)


def at_step(rows: list[Row], m: int, set_name: Callable[[int], str], tr: Translate = untranslated) -> list[Row]:
    """``rows`` as step A_m (not the result) shows them: what is not known yet says its ``before`` sentence
    with ``set_name(player)``, or is gathered into one row saying it is not decided."""
    def later(row: Row) -> bool:
        return row.since is None or row.since > m

    def shown(row: Row) -> Row:
        if not later(row) or not row.before:
            return row
        return row._replace(value=html.escape(row.before.format(set_name(row.player))), since=0)

    return _collapse([shown(row) for row in rows], later, tr(VERTEX["later"]), tr)


def _outcome(arena: Arena, v: Hashable, who: int, notation: Notation, tr: Translate) -> str:
    """Who wins from ``v`` (``who``, 0: nobody) in words: a win, a draw, no winner found (some positions
    were left unexplored), or for an unexplored vertex its estimate."""
    if v in arena.frontier:
        return tr(VERTEX["unexplored"]).format(format_value(arena.frontier[v]))
    if who:
        return tr(VERTEX["wins"]).format(notation.name(who))
    return tr(VERTEX["no_winner"]) if arena.frontier else tr(VERTEX["draw"])


def hide_answers(rows: list[Row], tr: Translate = untranslated) -> list[Row]:
    """``rows`` with those that give an answer away replaced by one row saying they are hidden."""
    return _collapse(rows, lambda row: row.answer, tr(VERTEX["hidden"]), tr)


def _collapse(rows: list[Row], hidden: Callable[[Row], bool], why: str, tr: Translate) -> list[Row]:
    """``rows`` with each run of ``hidden`` ones replaced by one row saying ``why``."""
    out: list[Row] = []
    for row in rows:
        if not hidden(row):
            out.append(row)
        elif not out or out[-1].title != tr(VERTEX["answers"]):
            out.append(Row(tr(VERTEX["answers"]), f"<i>{html.escape(why)}</i>"))
    return out
