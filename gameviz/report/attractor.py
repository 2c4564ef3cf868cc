"""Attractors in words: the course's set notation, and the ``solve`` outputs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.attractor import AttractorStep
from gameviz.core.exercise import GuessCheck, Verdict
from gameviz.core.numerals import grouped, singular
from gameviz.core.outcome import Outcome
from gameviz.core.solution import Solution
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import DEFAULT_NOTATION, Notation, format_set

#: The lines of ``gameviz solve``.
REPORT = {
    "size": QT_TRANSLATE_NOOP("attractor", "{title}: {vertices}, {moves}"),
    "arena": QT_TRANSLATE_NOOP("attractor", "arena"),
    "vertex": QT_TRANSLATE_NOOP("attractor", "{n} vertex"),
    "vertices": QT_TRANSLATE_NOOP("attractor", "{n} vertices"),
    "move": QT_TRANSLATE_NOOP("attractor", "{n} move"),
    "moves": QT_TRANSLATE_NOOP("attractor", "{n} moves"),
    "attractor": QT_TRANSLATE_NOOP("attractor", "Attractor {of_player} ({targets})"),
    "coalition_attractor": QT_TRANSLATE_NOOP("attractor", "Attractor {of_player} against {others} ({targets})"),
    "attractor_size": QT_TRANSLATE_NOOP("attractor", "{vertices}; {last} is the attractor"),
    "draws": QT_TRANSLATE_NOOP("attractor", "Draws ({n}): {draws}"),
    "start_wins": QT_TRANSLATE_NOOP("attractor", "From the start {start}: {player} wins (rank {rank})."),
    "start_draw": QT_TRANSLATE_NOOP("attractor", "From the start {start}: neither player can force a win (draw)."),
    "start_draw_n": QT_TRANSLATE_NOOP("attractor", "From the start {start}: no player can force a win (draw)."),
    "strategy": QT_TRANSLATE_NOOP("attractor", "Strategy {of_player} ({moves}):"),
    "wins": QT_TRANSLATE_NOOP("attractor", "wins"),
    "holds": QT_TRANSLATE_NOOP("attractor", "holds the draw"),
}


def _counted(number: int, one: str, many: str, tr: Translate) -> str:
    """``1 move``, ``3 moves`` in the language of ``tr``."""
    return tr(REPORT[one if singular(number) else many]).format(n=grouped(number))


def solution_report(arena: Arena, solution: Solution, notation: Notation, tr: Translate = untranslated) -> str:
    """The text ``gameviz solve`` prints, in the language of ``tr`` (its long parts written a column at a
    time when the solution holds the packed attractor's arrays)."""
    texts = _columns().labels(arena) if runs_in_columns(solution) else None
    lines = [tr(REPORT["size"]).format(title=arena.game or tr(REPORT["arena"]),
                                       vertices=_counted(len(arena), "vertex", "vertices", tr),
                                       moves=_counted(arena.edge_count(), "move", "moves", tr))]
    for p in solution.players:
        lines += _attractor_lines(arena, solution, p, notation, tr, texts)
    counted_draws = None if texts is None else _columns().draws_text(solution, texts)
    if counted_draws is None:
        draws = solution.draws
        counted_draws = len(draws), format_set([arena.label(v) for v in draws])
    lines += ["", tr(REPORT["draws"]).format(n=counted_draws[0], draws=counted_draws[1])]
    if arena.start is not None:
        lines.append(_start_line(arena, solution, notation, tr))
    for p in solution.players:
        lines += _strategy_lines(arena, solution, p, notation, tr, texts)
    return "\n".join(lines)


def _columns() -> ModuleType:
    """:mod:`gameviz.report.attractor_columns`, imported with NumPy when a packed solution is written (a
    short command line imports no NumPy)."""
    from gameviz.report import attractor_columns

    return attractor_columns


def runs_in_columns(solution: Solution) -> bool:
    """Whether the solution holds the packed attractor's arrays, which the report reads a column at a time."""
    return all(solution.attractors[p].arrays is not None for p in solution.players)


def _attractor_lines(arena: Arena, solution: Solution, p: int, notation: Notation, tr: Translate,
                     texts: Any) -> list[str]:
    """Player ``p``'s attractor (against the coalition of the others when more than two play): its
    title, one equation per step, and its size (``texts``: the labels by vertex number, if the steps are
    written a column at a time)."""
    attractor = solution.attractors[p]
    members = format_set([arena.label(v) for v in arena.targets(p)]) if texts is None else \
        _columns().targets_text(arena, p, texts)
    targets = f"{notation.targets(p)} = {members}"
    if len(solution.players) > 2:
        title = tr(REPORT["coalition_attractor"]).format(
            of_player=genitive(notation.name(p), tr), others=coalition(solution, p, notation), targets=targets)
    else:
        title = tr(REPORT["attractor"]).format(of_player=genitive(notation.name(p), tr), targets=targets)
    joined = None if texts is None else _columns().step_lines(attractor, texts, notation)
    steps = [joined] if joined is not None else \
        ["  " + step_equation_text(arena, step, plain=True, notation=notation) for step in attractor.steps]
    size = "  " + tr(REPORT["attractor_size"]).format(
        vertices=_counted(len(attractor), "vertex", "vertices", tr), last=notation.attractor(p, attractor.last_index))
    return ["", title, *steps, size]


def _start_line(arena: Arena, solution: Solution, notation: Notation, tr: Translate) -> str:
    """Who wins from the start, and at which rank of their attractor the start is; or a draw."""
    outcome, start = solution.start_outcome, arena.label(arena.start)
    who = None if outcome is None else outcome.winner
    if who is not None:
        return tr(REPORT["start_wins"]).format(start=start, player=notation.name(who),
                                               rank=solution.attractors[who].rank[arena.start])
    return tr(REPORT["start_draw" if len(solution.players) == 2 else "start_draw_n"]).format(start=start)


def _strategy_lines(arena: Arena, solution: Solution, p: int, notation: Notation, tr: Translate,
                    texts: Any) -> list[str]:
    """Player ``p``'s strategy: a title, then each move, saying whether it wins or holds a draw (``texts``:
    the labels by vertex number, if the moves are written a column at a time)."""
    moves = solution.strategies[p]
    lines = ["", tr(REPORT["strategy"]).format(of_player=genitive(notation.name(p), tr),
                                               moves=_counted(len(moves), "move", "moves", tr))]
    wins, holds = tr(REPORT["wins"]), tr(REPORT["holds"])
    written: list[str] | None = None if texts is None else _columns().strategy_lines(solution, p, texts, wins, holds)
    if written is not None:
        return lines + written
    for v, w in moves.items():
        lines.append(f"  {arena.label(v)} → {arena.label(w)}   ({wins if solution.outcome[v] == p else holds})")
    return lines


SENTENCES = {
    "target": QT_TRANSLATE_NOOP("attractor", "{vertex} is a winning position {of_player}: the play ends there."),
    "move": QT_TRANSLATE_NOOP("attractor", "{vertex} → {successor} ∈ {previous}: {player} moves into {previous}."),
    "forced": QT_TRANSLATE_NOOP("attractor", "every move from {vertex} leads into {previous}."),
    "stable": QT_TRANSLATE_NOOP("attractor", "{current} = {previous}: nothing more can enter; the attractor "
                                             "{of_player} is {previous}."),
    "wins": QT_TRANSLATE_NOOP("attractor", "From the start {vertex}, {player} wins: the start has rank {rank} in the "
                                           "attractor {of_player}."),
    "step_title": QT_TRANSLATE_NOOP("attractor", "{sets} (step {number} of {count})"),
    "result_title": QT_TRANSLATE_NOOP("attractor", "Result (step {number} of {count})"),
    "draw": QT_TRANSLATE_NOOP("attractor", "From the start {vertex}, neither player can force a win: it is a draw."),
    "draw_n": QT_TRANSLATE_NOOP("attractor", "From the start {vertex}, no player can force a win: it is a draw."),
    "undecided": QT_TRANSLATE_NOOP("attractor", "From the start {vertex}, neither player can force a win within the "
                                                "explored positions: who wins is unknown."),
    "sizes": QT_TRANSLATE_NOOP("attractor", "Attractor {of_first}: {n1} vertices. Attractor {of_second}: {n2} "
                                            "vertices. Draws: {draws}."),
    "size": QT_TRANSLATE_NOOP("attractor", "Attractor {of_player}: {n} vertices."),
    "draws": QT_TRANSLATE_NOOP("attractor", "Draws: {draws}."),
    "unknown": QT_TRANSLATE_NOOP("attractor", "Unknown (not explored, or no winner within the explored "
                                              "positions): {unknown}."),
    "sizes_partial": QT_TRANSLATE_NOOP("attractor", "Attractor {of_first}: {n1} vertices. Attractor {of_second}: "
                                                    "{n2} vertices."),
    "against": QT_TRANSLATE_NOOP("attractor", "{sets} against {others}"),
    # "of J1", "of Adam": French writes "de J1" but "d'Adam", so names before a vowel have their own sentence
    "of": QT_TRANSLATE_NOOP("attractor", "of {name}"),
    "of_vowel": QT_TRANSLATE_NOOP("attractor", "of {vowel_name}"),
    "legend": QT_TRANSLATE_NOOP("attractor", "Bold edges are the winning strategies; dashed edges keep a draw."),
    "legend_partial": QT_TRANSLATE_NOOP("attractor", "Bold edges are the winning strategies."),
    "start_wins": QT_TRANSLATE_NOOP("attractor", "start: {player} wins"),
    "start_draw": QT_TRANSLATE_NOOP("attractor", "start: draw"),
    "start_unknown": QT_TRANSLATE_NOOP("attractor", "start: unknown"),
}


def genitive(name: str, tr: Translate = untranslated) -> str:
    """``"of J1"``, ``"of Adam"``, translated as the language writes it before that name
    (French: ``"de J1"``, ``"d’Adam"``)."""
    if name[:1].lower() in "aeiouyàâäéèêëîïôöûüù":
        return tr(SENTENCES["of_vowel"]).format(vowel_name=name)
    return tr(SENTENCES["of"]).format(name=name)


def step_title(solution: Solution, players: Sequence[int], index: int, tr: Translate = untranslated,
               notation: Notation | None = None) -> str:
    """``𝒜¹₂ (step 3 of 8)``: the sets shown at picture ``index`` (from 0) and its number among the
    :func:`step_pictures`, as the stepper, the Step panel and a page say it; ``Result (step 8 of 8)`` at
    the last one; with more than two players, against whom: ``𝒜¹₂ against {J2, J3}``."""
    from gameviz.figure.arena_figure import step_pictures  # the pictures' module, not a report's import

    count = step_pictures(solution, players)
    if index >= count - 1:
        return tr(SENTENCES["result_title"]).format(number=count, count=count)
    shown = [p for p in players if index < len(solution.attractors[p].steps)]
    sets = ", ".join(attractor_name(p, index, notation) for p in shown)
    if len(solution.players) > 2 and len(shown) == 1:
        sets = tr(SENTENCES["against"]).format(sets=sets, others=coalition(solution, shown[0], notation))
    return tr(SENTENCES["step_title"]).format(sets=sets, number=index + 1, count=count)


def coalition(solution: Solution, player: int, notation: Notation | None = None) -> str:
    """``{J2, J3}``: the players ``player``'s attractor is built against."""
    notation = notation or DEFAULT_NOTATION
    return format_set([notation.name(p) for p in solution.players if p != player])


def attractor_name(player: int, index: int, notation: Notation | None = None) -> str:
    """``𝒜¹₂``: the set A_2 of player 1, as pictures write it (with Adam and Ève, ``𝒜ₐ²``)."""
    return (notation or DEFAULT_NOTATION).attractor(player, index)


#: Vertices a step's set writes before "… (+n)": as many as the Step panel or a caption shows.
SHOWN = 12


def step_equation_text(arena: Arena, step: AttractorStep, shown: int | None = None, *, plain: bool = False,
                       notation: Notation | None = None) -> str:
    """``𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}``; for step 0, ``𝒜¹₀ = V₁ = {(0,1)}`` (with Adam and Ève,
    ``𝒜ₐ² = 𝒜ₐ¹ ∪ {…}`` and ``𝒜ₐ⁰ = Vₐ = {(0,1)}``: the sets as ``notation`` names them).

    With ``shown``, only the first ``shown`` vertices of a larger set are
    written. ``plain``, for ``solve``'s report under a heading that already
    says ``V₁ = {(0,1)}``, writes step 0 as ``𝒜¹₀ = {(0,1)}``.
    """
    labels = format_set([arena.label(v) for v in step.added], shown)
    notation = notation or DEFAULT_NOTATION
    if step.index == 0:
        if plain:
            return f"{notation.attractor(step.player, 0)} = {labels}"
        return f"{notation.attractor(step.player, 0)} = {notation.targets(step.player)} = {labels}"
    previous = notation.attractor(step.player, step.index - 1)
    return f"{notation.attractor(step.player, step.index)} = {previous} ∪ {labels}"


def step_reasons(arena: Arena, step: AttractorStep, notation: Notation, tr: Translate = untranslated,
                 shown: int | None = None) -> list[str]:
    """One sentence per vertex added at ``step`` saying why it enters (for the
    first ``shown`` vertices only, if given)."""
    player = notation.name(step.player)
    added = step.added[:shown]
    if step.index == 0:
        return [tr(SENTENCES["target"]).format(vertex=arena.label(v), of_player=genitive(player, tr))
                for v in added]
    previous = attractor_name(step.player, step.index - 1, notation)
    moves = dict(step.moves)
    lines = []
    for v in added:
        if v in moves:
            lines.append(tr(SENTENCES["move"]).format(
                vertex=arena.label(v), successor=arena.label(moves[v]), previous=previous, player=player))
        else:
            lines.append(tr(SENTENCES["forced"]).format(vertex=arena.label(v), previous=previous))
    return lines


def stable_sentence(player: int, last: int, notation: Notation, tr: Translate = untranslated) -> str:
    """Said when a player's attractor has stopped growing."""
    return tr(SENTENCES["stable"]).format(
        current=attractor_name(player, last + 1, notation),
        previous=attractor_name(player, last, notation),
        of_player=genitive(notation.name(player), tr),
    )


def result_sentences(arena: Arena, solution: Solution, notation: Notation, tr: Translate = untranslated) -> list[str]:
    """Who wins from the start, the sizes of the attractors and what the bold edges mean."""
    lines = []
    start = arena.start
    if start is not None:
        who = solution.outcome_at(start).winner
        if who is not None:
            lines.append(tr(SENTENCES["wins"]).format(
                vertex=arena.label(start), player=notation.name(who), of_player=genitive(notation.name(who), tr),
                rank=solution.attractors[who].rank[start]))
        else:
            draw = "draw" if len(solution.players) == 2 else "draw_n"
            lines.append(tr(SENTENCES["undecided" if arena.frontier else draw]).format(vertex=arena.label(start)))
    # in a partial arena, a vertex in no attractor may be won from the positions left unexplored
    rest = tr(SENTENCES["unknown"]).format(unknown=len(solution.draws)) if arena.frontier \
        else tr(SENTENCES["draws"]).format(draws=len(solution.draws))
    if len(solution.players) > 2:
        lines += [tr(SENTENCES["size"]).format(of_player=genitive(notation.name(p), tr), n=len(solution.attractors[p]))
                  for p in solution.players]
        lines.append(rest)
    elif arena.frontier:
        lines.append(tr(SENTENCES["sizes_partial"]).format(
            of_first=genitive(notation.first, tr), of_second=genitive(notation.second, tr),
            n1=len(solution.attractors[1]), n2=len(solution.attractors[2])))
        lines.append(rest)
    else:
        lines.append(tr(SENTENCES["sizes"]).format(
            of_first=genitive(notation.first, tr), of_second=genitive(notation.second, tr),
            n1=len(solution.attractors[1]), n2=len(solution.attractors[2]), draws=len(solution.draws)))
    lines.append(tr(SENTENCES["legend_partial" if arena.frontier else "legend"]))
    return lines


def start_caption(notation: Notation, tr: Translate = untranslated, *,
                  partial: bool = False) -> Callable[[Outcome], str]:
    """The caption drawn above the start vertex on the result picture (``partial``: of an arena with
    unexplored positions, where no winner within it means unknown, not a draw)."""

    def caption(outcome: Outcome) -> str:
        if outcome.winner is not None:
            return tr(SENTENCES["start_wins"]).format(player=notation.name(outcome.winner))
        return tr(SENTENCES["start_unknown" if partial else "start_draw"])

    return caption


EXERCISE = {
    "already": QT_TRANSLATE_NOOP("attractor", "{vertex} is already in {current}: it entered at an earlier step."),
    "no_move": QT_TRANSLATE_NOOP("attractor", "{vertex} belongs to {player}, but none of its moves leads into {current}."),
    "escape": QT_TRANSLATE_NOOP("attractor", "{vertex} belongs to {opponent}, who can escape: {vertex} → {witness} "
                                             "leaves {current}."),
    "stuck": QT_TRANSLATE_NOOP("attractor", "{vertex} belongs to {opponent}, who has no move there: the play is "
                                            "stuck, nobody wins."),
    "foe_target": QT_TRANSLATE_NOOP("attractor", "{vertex} is a winning position {of_opponent}: the play has "
                                                 "already ended."),
    "move": QT_TRANSLATE_NOOP("attractor", "{vertex} is missing: {player} can move {vertex} → {witness} ∈ {current}."),
    "forced": QT_TRANSLATE_NOOP("attractor", "{vertex} is missing: every move {of_opponent} from {vertex} leads "
                                             "into {current}."),
    "correct": QT_TRANSLATE_NOOP("attractor", "Right! {next} = {current} ∪ {added}."),
    "empty": QT_TRANSLATE_NOOP("attractor", "Right: nothing more enters, the attractor is complete."),
}


def verdict_sentence(arena: Arena, verdict: Verdict, player: int, m: int, notation: Notation,
                     tr: Translate = untranslated) -> str:
    """The course's explanation of one verdict of :func:`gameviz.core.exercise.check_guess`; with more
    than two players, the opponent is whoever owns the vertex (or won there), one of the coalition."""
    opponent = 3 - player
    if arena.players > 2:
        owner, won = arena.player(verdict.vertex), arena.target_of(verdict.vertex)
        opponent = won if won not in (None, player) else owner
    return tr(EXERCISE[verdict.reason]).format(
        vertex=arena.label(verdict.vertex),
        witness=arena.label(verdict.witness) if verdict.witness is not None else "",
        player=notation.name(player),
        opponent=notation.name(opponent),
        of_opponent=genitive(notation.name(opponent), tr),
        current=attractor_name(player, m, notation),
    )


def check_summary(arena: Arena, check: GuessCheck, player: int, notation: Notation, tr: Translate = untranslated) -> str:
    """One sentence for the whole guess: the first mistake, or the confirmation."""
    m = check.step - 1
    mistake = check.first_mistake
    if mistake is not None:
        return verdict_sentence(arena, mistake, player, m, notation, tr)
    if not check.right:
        return tr(EXERCISE["empty"])
    added = format_set([arena.label(v.vertex) for v in check.right])
    return tr(EXERCISE["correct"]).format(
        next=attractor_name(player, check.step, notation), current=attractor_name(player, m, notation),
        added=added)


def frame_caption(arena: Arena, solution: Solution, steps: Sequence[AttractorStep], result: bool, notation: Notation,
                  tr: Translate = untranslated) -> str:
    """The line written under an exported picture: the step's equations, or who wins."""
    if result:
        return result_sentences(arena, solution, notation, tr)[0]
    return "     ".join(step_equation_text(arena, step, SHOWN, notation=notation) for step in steps)
