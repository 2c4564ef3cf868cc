"""The course's counter algorithm in words: each event of the trace, the labels, and why a
label is not a rank."""

from __future__ import annotations

from collections.abc import Mapping

from gameviz.core.arena import Arena, Vertex
from gameviz.core.counter_attractor import (
    Call,
    CounterDrop,
    CounterEvent,
    Dequeue,
    Enter,
    LabelDifference,
    Return,
    label_differences,
    labels,
)
from gameviz.core.solution import Solution
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.notation import Notation
from gameviz.report.attractor import attractor_name, genitive

EVENTS = {
    "call": QT_TRANSLATE_NOOP("attractor", "call parcours({vertex}, {label})"),
    "drop": QT_TRANSLATE_NOOP("attractor", "counter of {vertex}: {before} → {after} (transposed edge {via} → "
                                           "{vertex})"),
    "enter": QT_TRANSLATE_NOOP("attractor", "{vertex} enters with label {label}"),
    "return": QT_TRANSLATE_NOOP("attractor", "return from parcours({vertex}, {label})"),
    "already": QT_TRANSLATE_NOOP("attractor", "{vertex} already has a label: return"),
    "dequeue": QT_TRANSLATE_NOOP("attractor", "{vertex} (label {label}) leaves the queue"),
}

LABELS = {
    "course": QT_TRANSLATE_NOOP("attractor", "Labels {of_player} by the course's recursion parcours(s, m):"),
    "queue": QT_TRANSLATE_NOOP("attractor", "Labels {of_player} by the queue version:"),
    "trace": QT_TRANSLATE_NOOP("attractor", "Trace {of_player} ({targets}):"),
    "same": QT_TRANSLATE_NOOP("attractor", "Every label is the vertex's rank."),
    # an opponent's vertex takes the label of its last successor to enter, not of its slowest one
    "later": QT_TRANSLATE_NOOP("attractor", "{vertex}: label {label} but rank {rank}. It was labelled from {via} "
                                            "(label {via_label}), the last of its successors to enter; its successor "
                                            "{witness} has rank {witness_rank}, so {vertex} only enters {set}."),
    # a player's vertex takes the label of the first call that reaches it, not of its quickest move
    "longer": QT_TRANSLATE_NOOP("attractor", "{vertex}: label {label} but rank {rank}. It was first reached from "
                                             "{via} (label {via_label}); its move to {witness}, of rank "
                                             "{witness_rank}, puts it in {set} already."),
    # the label of the vertex it was labelled from was already not a rank
    "inherited": QT_TRANSLATE_NOOP("attractor", "{vertex}: label {label} but rank {rank}. It was labelled from "
                                                "{via}, whose label {via_label} is not its rank {via_rank} either."),
}


def event_text(arena: Arena, event: CounterEvent, tr: Translate = untranslated) -> str:
    """One line of ``solve --trace``: ``call parcours((2,1), 2)``, ``counter of (5,2): 2 → 1 …``."""
    name = arena.label
    if isinstance(event, Call):
        return tr(EVENTS["call"]).format(vertex=name(event.vertex), label=event.label)
    if isinstance(event, CounterDrop):
        return tr(EVENTS["drop"]).format(vertex=name(event.vertex), before=event.before, after=event.after,
                                         via=name(event.via))
    if isinstance(event, Enter):
        return tr(EVENTS["enter"]).format(vertex=name(event.vertex), label=event.label)
    if isinstance(event, Return):
        key = "already" if event.already else "return"
        return tr(EVENTS[key]).format(vertex=name(event.vertex), label=event.label)
    assert isinstance(event, Dequeue)
    return tr(EVENTS["dequeue"]).format(vertex=name(event.vertex), label=event.label)


def trace_lines(arena: Arena, events: list[CounterEvent], tr: Translate = untranslated) -> list[str]:
    """The trace, indented by the depth of the recursive calls (the call and its events one
    level in)."""
    lines, depth = [], 0
    for event in events:
        if isinstance(event, (Call, Return)):
            lines.append("  " * event.depth + event_text(arena, event, tr))
            depth = event.depth - isinstance(event, Return)
        else:
            lines.append("  " * (depth + (not isinstance(event, Dequeue))) + event_text(arena, event, tr))
    return lines


def difference_sentence(arena: Arena, difference: LabelDifference, labelled: Mapping[Vertex, int],
                        rank: Mapping[Vertex, int], player: int, tr: Translate = untranslated,
                        notation: Notation | None = None) -> str:
    """Why ``difference.vertex``'s label is not its rank, in the course's terms."""
    d = difference
    if labelled[d.via] != rank[d.via]:
        key = "inherited"
    else:
        key = "longer" if d.player_vertex else "later"
    return tr(LABELS[key]).format(
        vertex=arena.label(d.vertex), label=d.label, rank=d.rank, via=arena.label(d.via),
        via_label=labelled[d.via], via_rank=rank[d.via], witness=arena.label(d.witness),
        witness_rank=rank[d.witness], set=attractor_name(player, d.rank, notation))


def labels_report(arena: Arena, player: int, algorithm: str, rank: Mapping[Vertex, int], notation: Notation,
                  tr: Translate = untranslated) -> list[str]:
    """The labels of ``player``'s attractor given by ``algorithm`` (``"course"`` or ``"queue"``) and
    every vertex whose label is not its rank, with the reason."""
    labelled = labels(arena, player, algorithm)
    lines = [tr(LABELS[algorithm]).format(of_player=genitive(notation.name(player), tr)),
             "  {" + ", ".join(f"{arena.label(v)}: {m}" for v, m in labelled.items()) + "}"]
    differences = label_differences(arena, player, rank) if algorithm == "course" else []
    if not differences:
        lines.append("  " + tr(LABELS["same"]))
    lines += ["  " + difference_sentence(arena, d, labelled, rank, player, tr, notation) for d in differences]
    return lines


def labels_text(arena: Arena, solution: Solution, algorithm: str, notation: Notation,
                tr: Translate = untranslated) -> str:
    """Every player's :func:`labels_report`, each after an empty line, as ``solve`` prints them after its
    report."""
    lines: list[str] = []
    for p in solution.players:
        lines += ["", *labels_report(arena, p, algorithm, solution.attractors[p].rank, notation, tr)]
    return "\n".join(lines)


def trace_heading(arena: Arena, player: int, notation: Notation, tr: Translate = untranslated) -> str:
    """``Trace of J1 (V₁ = {(0,1)}):`` above one player's events."""
    targets = ", ".join(arena.label(v) for v in arena.targets(player))
    return tr(LABELS["trace"]).format(of_player=genitive(notation.name(player), tr),
                                      targets=f"{notation.targets(player)} = {{{targets}}}")


def event_json(arena: Arena, event: CounterEvent) -> dict[str, object]:
    """One event of ``solve --trace --json``, with vertex ids as in the arena file."""
    ident = arena.id
    if isinstance(event, Call):
        return {"event": "call", "vertex": ident(event.vertex), "label": event.label, "depth": event.depth}
    if isinstance(event, CounterDrop):
        return {"event": "counter", "vertex": ident(event.vertex), "via": ident(event.via),
                "before": event.before, "after": event.after}
    if isinstance(event, Enter):
        return {"event": "enter", "vertex": ident(event.vertex), "label": event.label,
                "via": None if event.via is None else ident(event.via)}
    if isinstance(event, Return):
        return {"event": "return", "vertex": ident(event.vertex), "label": event.label, "depth": event.depth,
                "already": event.already}
    return {"event": "dequeue", "vertex": ident(event.vertex), "label": event.label}
