"""Searches in words: one sentence per trace event, and the command line's report."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from gameviz.core.numerals import grouped, singular
from gameviz.core.search.answers import Mistake
from gameviz.core.search.stats import TreeCounts
from gameviz.core.search.trace import (
    BoundChange,
    ChildValue,
    Cutoff,
    Enter,
    Event,
    Exit,
    Iteration,
    Leaf,
    MemoHit,
    Path,
    SearchResult,
    SearchStats,
)
from gameviz.core.search.tree import Value, format_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated

Namer = Callable[[Path], str]

SENTENCES = {
    "enter": QT_TRANSLATE_NOOP("search", "Enter {node} ({kind}) with [α, β] = [{alpha}, {beta}]."),
    "enter_plain": QT_TRANSLATE_NOOP("search", "Enter {node} ({kind})."),
    "enter_player": QT_TRANSLATE_NOOP("search", "Enter {node} (J{player} chooses)."),
    "leaf_terminal": QT_TRANSLATE_NOOP("search", "{node} is a leaf worth {value}."),
    "leaf_heuristic": QT_TRANSLATE_NOOP("search", "{node} is at the depth bound: the heuristic gives {value}."),
    "child": QT_TRANSLATE_NOOP("search", "{node} receives {value} from {child}."),
    "alpha": QT_TRANSLATE_NOOP("search", "α at {node} rises from {old} to {new}."),
    "beta": QT_TRANSLATE_NOOP("search", "β at {node} falls from {old} to {new}."),
    "beta_cut": QT_TRANSLATE_NOOP(
        "search",
        "β-cut at {node}: value {value} ≥ β = {bound}{owner}, so the remaining "
        "children of {node} cannot matter ({skipped} skipped).",
    ),
    "alpha_cut": QT_TRANSLATE_NOOP(
        "search",
        "α-cut at {node}: value {value} ≤ α = {bound}{owner}, so the remaining "
        "children of {node} cannot matter ({skipped} skipped).",
    ),
    "shallow_cut": QT_TRANSLATE_NOOP(
        "search",
        "Shallow cut at {node}: its player gets {value} here, so the player of {owner} gets at most "
        "{total} − {value} = {rest}, no more than the {secured} they already have: the remaining children "
        "of {node} cannot matter ({skipped} skipped).",
    ),
    "owner": QT_TRANSLATE_NOOP("search", " (set at {node})"),
    "memo": QT_TRANSLATE_NOOP("search", "{node} was met before: its stored value {value} is reused."),
    "memo_bound": QT_TRANSLATE_NOOP("search", "{node} was met before: its stored bound {value} is enough."),
    "exit": QT_TRANSLATE_NOOP("search", "{node} is worth {value}; best move: {best}."),
    "exit_none": QT_TRANSLATE_NOOP("search", "{node} is worth {value}."),
    "exit_upper": QT_TRANSLATE_NOOP("search", "{node} is worth at most {value} (≤ {value}): that is all the "
                                              "search proves; its true value may be smaller."),
    "exit_lower": QT_TRANSLATE_NOOP("search", "{node} is worth at least {value} (≥ {value}): that is all the "
                                              "search proves; its true value may be larger."),
    "exit_shallow": QT_TRANSLATE_NOOP("search", "{node} is left with {value}: only its player's score there is "
                                                "proved, and only as a lower bound."),
    "iteration": QT_TRANSLATE_NOOP("search", "Iterative deepening: search again to depth {depth}."),
    "max": QT_TRANSLATE_NOOP("search", "MAX"),
    "min": QT_TRANSLATE_NOOP("search", "MIN"),
    "nega_max": QT_TRANSLATE_NOOP("search", "negamax, MAX to move"),
    "nega_min": QT_TRANSLATE_NOOP("search", "negamax, MIN to move"),
}


def value_text(value: Value) -> str:
    """A value as people write it, a negative one with the minus sign of ``−∞``: ``3``, ``2.5``, ``−1``,
    ``+∞``, ``−∞``, ``(3, −1, 0)``."""
    return format_value(value).replace("-", "−")  # (format_value writes no other hyphen)



def describe(event: Event, name: Namer, tr: Translate = untranslated) -> str:
    """The sentence for one event; ``name(path)`` names nodes."""
    for kind, sentence in _DESCRIBERS:
        if isinstance(event, kind):
            return sentence(event, name, tr)
    raise TypeError(event)


def _say(tr: Translate, key: str, **values: object) -> str:
    return tr(SENTENCES[key]).format(**values)


def _skipped(event: Cutoff, name: Namer) -> str:
    return ", ".join(name(event.path + (i,)) for i in event.skipped)


def _enter(event: Enter, name: Namer, tr: Translate) -> str:
    if event.kind == "maxn":
        return _say(tr, "enter_player", node=name(event.path), player=event.player)
    kind = event.kind if event.kind != "nega" else "nega_max" if event.sign > 0 else "nega_min"
    if event.alpha is None or event.beta is None:
        return _say(tr, "enter_plain", node=name(event.path), kind=tr(SENTENCES[kind]))
    return _say(tr, "enter", node=name(event.path), kind=tr(SENTENCES[kind]),
                alpha=value_text(event.alpha), beta=value_text(event.beta))


def _leaf(event: Leaf, name: Namer, tr: Translate) -> str:
    key = "leaf_terminal" if event.source == "terminal" else "leaf_heuristic"
    return _say(tr, key, node=name(event.path), value=value_text(event.value))


def _child_value(event: ChildValue, name: Namer, tr: Translate) -> str:
    return _say(tr, "child", node=name(event.path), value=value_text(event.value),
                child=name(event.path + (event.child,)))


def _bound_change(event: BoundChange, name: Namer, tr: Translate) -> str:
    return _say(tr, event.bound, node=name(event.path), old=value_text(event.old), new=value_text(event.new))


def _cutoff(event: Cutoff, name: Namer, tr: Translate) -> str:
    if event.kind == "shallow":
        total = event.total if event.total is not None else math.nan
        return _say(tr, "shallow_cut", node=name(event.path), value=value_text(event.value),
                    owner=name(event.bound_owner or ()), total=value_text(total),
                    rest=value_text(total - event.value), secured=value_text(total - event.bound),
                    skipped=_skipped(event, name))
    owner = "" if event.bound_owner is None else _say(tr, "owner", node=name(event.bound_owner))
    return _say(tr, "beta_cut" if event.kind == "beta" else "alpha_cut", node=name(event.path),
                value=value_text(event.value), bound=value_text(event.bound), owner=owner,
                skipped=_skipped(event, name))


def _memo_hit(event: MemoHit, name: Namer, tr: Translate) -> str:
    key = "memo" if event.flag == "exact" else "memo_bound"
    return _say(tr, key, node=name(event.path), value=value_text(event.value))


def _exit(event: Exit, name: Namer, tr: Translate) -> str:
    node, value = name(event.path), value_text(event.value)
    if event.bound != "exact" and isinstance(event.value, tuple):
        return _say(tr, "exit_shallow", node=node, value=value)
    if event.bound != "exact":
        return _say(tr, f"exit_{event.bound}", node=node, value=value)
    if event.best:
        best = ", ".join(name(event.path + (i,)) for i in event.best)
        return _say(tr, "exit", node=node, value=value, best=best)
    return _say(tr, "exit_none", node=node, value=value)


def _iteration(event: Iteration, name: Namer, tr: Translate) -> str:
    return _say(tr, "iteration", depth=event.depth)


#: The sentence of each kind of event, tried in this order.
_DESCRIBERS: tuple[tuple[type, Callable[[Any, Namer, Translate], str]], ...] = (
    (Enter, _enter),
    (Leaf, _leaf),
    (ChildValue, _child_value),
    (BoundChange, _bound_change),
    (Cutoff, _cutoff),
    (MemoHit, _memo_hit),
    (Exit, _exit),
    (Iteration, _iteration),
)


def json_value(value: Value) -> Any:
    """A value for JSON: numbers as they are, infinities as ``"+inf"`` / ``"-inf"``, vectors as lists."""
    if isinstance(value, tuple):
        return [json_value(v) for v in value]
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    return int(value) if float(value).is_integer() else value


#: The lines of ``gameviz tree``'s summary.
SUMMARY = {
    "algorithm": QT_TRANSLATE_NOOP("search", "Algorithm: {algorithm}"),
    "value": QT_TRANSLATE_NOOP("search", "Value: {value}"),
    "best": QT_TRANSLATE_NOOP("search", "Best move: {moves}"),
    "bests": QT_TRANSLATE_NOOP("search", "Best moves: {moves}"),
    "line_moves": QT_TRANSLATE_NOOP("search", "Principal variation: {line} (the moves from here, in turn)"),
    "line": QT_TRANSLATE_NOOP("search", "Principal variation: {line}"),
    "statistics": QT_TRANSLATE_NOOP("search", "Statistics: {nodes}, {leaves}, {cutoffs}, {memo}"),
    "node_entered": QT_TRANSLATE_NOOP("search", "{n} node entered"),
    "nodes_entered": QT_TRANSLATE_NOOP("search", "{n} nodes entered"),
    "leaf_evaluated": QT_TRANSLATE_NOOP("search", "{n} leaf evaluated"),
    "leaves_evaluated": QT_TRANSLATE_NOOP("search", "{n} leaves evaluated"),
    "node": QT_TRANSLATE_NOOP("search", "{n} node"),
    "nodes": QT_TRANSLATE_NOOP("search", "{n} nodes"),
    "leaf": QT_TRANSLATE_NOOP("search", "{n} leaf"),
    "leaves": QT_TRANSLATE_NOOP("search", "{n} leaves"),
    "cutoff": QT_TRANSLATE_NOOP("search", "{n} cutoff"),
    "cutoffs": QT_TRANSLATE_NOOP("search", "{n} cutoffs"),
    "memo_hit": QT_TRANSLATE_NOOP("search", "{n} memo hit"),
    "memo_hits": QT_TRANSLATE_NOOP("search", "{n} memo hits"),
    "plain": QT_TRANSLATE_NOOP("search", "Plain {plain} on this tree: {nodes}, {leaves}"),
    "plain_more": QT_TRANSLATE_NOOP("search", "Plain {plain} on this tree: more than {nodes}"),
    "minimal": QT_TRANSLATE_NOOP("search", "Minimal tree (Knuth–Moore, b = {b}, d = {d}): {leaves}"),
    "forced": QT_TRANSLATE_NOOP("search", "Forced line: {line} (the winner's fastest win against the longest defence)"),
    #: the name of the root of a game tree, in sentences
    "root": QT_TRANSLATE_NOOP("search", "root"),
}

#: The title line of ``gameviz tree``: what is searched.
TITLES = {
    "game": QT_TRANSLATE_NOOP("search", "{game} ({to_move})"),
    "game_after": QT_TRANSLATE_NOOP("search", "{game} after {moves} ({to_move})"),
    "to_move": QT_TRANSLATE_NOOP("search", "J{player} to move"),
    "over": QT_TRANSLATE_NOOP("search", "game over"),
    "exercise": QT_TRANSLATE_NOOP("search", "Exercise tree (root {kind}): {tree}"),
    "vectors": QT_TRANSLATE_NOOP("search", "Exercise tree ({players} players, J{player} at the root): {tree}"),
}


def game_title(game: str, moves: str, player: int | None, tr: Translate = untranslated) -> str:
    """``sticks:n=5 after 1 2 (J1 to move)``: a game position searched (``player`` None: the game is over)."""
    to_move = tr(TITLES["over"]) if player is None else tr(TITLES["to_move"]).format(player=player)
    if moves:
        return tr(TITLES["game_after"]).format(game=game, moves=moves, to_move=to_move)
    return tr(TITLES["game"]).format(game=game, to_move=to_move)


def exercise_title(tree: str, *, root_max: bool = True, vectors: tuple[int, int] | None = None,
                   tr: Translate = untranslated) -> str:
    """``Exercise tree (root MAX): [[3, 12, 8], …]``; a tree of ``vectors`` (players, the one at the root)
    says its players and who is at the root."""
    if vectors is not None:
        return tr(TITLES["vectors"]).format(players=vectors[0], player=vectors[1], tree=tree)
    return tr(TITLES["exercise"]).format(kind="MAX" if root_max else "MIN", tree=tree)


def search_report(
    result: SearchResult,
    name: Namer,
    *,
    title: str,
    algorithm: str,
    counts: TreeCounts | None,
    moves: bool = False,
    vectors: bool = False,
    tr: Translate = untranslated,
) -> str:
    """The text ``gameviz tree`` prints after the search, in the language of ``tr``; with ``moves`` (a
    game position, whose nodes are named by the moves that lead to them) the principal variation is the
    moves in order, as ``--moves`` takes them. ``vectors``: the tree has a score per player (n players),
    so the plain search to compare with is max^n, and the Knuth–Moore minimal tree (two players) does
    not apply."""
    stats = result.stats

    lines = [title, tr(SUMMARY["algorithm"]).format(algorithm=algorithm), "",
             tr(SUMMARY["value"]).format(value=value_text(result.value))]
    if result.best:
        best = ", ".join(name((i,)) for i in result.best)
        lines.append(tr(SUMMARY["bests" if len(result.best) > 1 else "best"]).format(moves=best))
    if result.principal and moves:
        lines.append(tr(SUMMARY["line_moves"]).format(line=name(result.principal)))
    elif result.principal:
        line = [name(result.principal[:k]) for k in range(len(result.principal) + 1)]
        lines.append(tr(SUMMARY["line"]).format(line=" → ".join(line)))
    nodes, leaves, cutoffs, memo = search_counts(stats, tr)
    lines.append(tr(SUMMARY["statistics"]).format(nodes=nodes, leaves=leaves, cutoffs=cutoffs, memo=memo))
    if counts is not None:
        lines += _comparison(counts, vectors, tr)
    return "\n".join(lines)


def search_counts(stats: SearchStats, tr: Translate = untranslated) -> list[str]:
    """``3 nodes entered``, ``1 leaf evaluated``, ``0 cutoffs``, ``0 memo hits``: what the search
    did, each count grouped and with the word of its number in the language of ``tr``."""
    return [_counted(tr, stats.nodes, "node_entered", "nodes_entered"),
            _counted(tr, stats.leaves, "leaf_evaluated", "leaves_evaluated"),
            _counted(tr, stats.cutoffs, "cutoff", "cutoffs"), _counted(tr, stats.memo_hits, "memo_hit", "memo_hits")]


def _counted(tr: Translate, n: int, one: str, many: str) -> str:
    """``1 leaf``, ``1,234 leaves``: a count and the word for it, one or many."""
    return tr(SUMMARY[one if singular(n) else many]).format(n=grouped(n))


def _comparison(counts: TreeCounts, vectors: bool, tr: Translate) -> list[str]:
    """The lines that compare the search with the plain one on the same tree (minimax, or max^n for a
    tree of ``vectors``) and, with two players, with the Knuth–Moore minimal tree."""
    plain = "max^n" if vectors else "minimax"
    nodes = _counted(tr, counts.nodes, "node", "nodes")
    if counts.complete:
        lines = [tr(SUMMARY["plain"]).format(plain=plain, nodes=nodes, leaves=_counted(tr, counts.leaves, "leaf", "leaves"))]
    else:
        lines = [tr(SUMMARY["plain_more"]).format(plain=plain, nodes=nodes)]
    if counts.minimal_leaves is not None and not vectors:
        lines.append(tr(SUMMARY["minimal"]).format(b=counts.branching, d=counts.depth,
                                                   leaves=_counted(tr, counts.minimal_leaves, "leaf", "leaves")))
    return lines


MISTAKES = {
    "value": QT_TRANSLATE_NOOP("search", "{node} is worth {expected}, not {given}."),
    "window": QT_TRANSLATE_NOOP("search", "{node} is entered with [α, β] = {expected}, not {given}."),
    "unvisited": QT_TRANSLATE_NOOP("search", "{node} is never reached: it lies in a cut branch."),
    "cut": QT_TRANSLATE_NOOP("search", "The branch to {node} is cut: its parent's value already passes a bound."),
    "alpha_cut": QT_TRANSLATE_NOOP("search", "The branch to {node} is cut: an α-cut at {parent}, whose value "
                                             "{value} ≤ α = {bound}{owner}."),
    "beta_cut": QT_TRANSLATE_NOOP("search", "The branch to {node} is cut: a β-cut at {parent}, whose value "
                                            "{value} ≥ β = {bound}{owner}."),
    "shallow_cut": QT_TRANSLATE_NOOP("search", "The branch to {node} is cut: a shallow cut at {parent}, whose "
                                               "player gets {value} ≥ {total} − {secured}, so the player of "
                                               "{owner} can get no more than the {secured} they have."),
    "not_cut": QT_TRANSLATE_NOOP("search", "The branch to {node} is searched: no cut happens before it."),
    "all_right": QT_TRANSLATE_NOOP("search", "All right: {count} answers checked."),
}


def mistake_sentence(mistake: Mistake, name: Namer, tr: Translate = untranslated) -> str:
    """The explanation of one wrong answer of a search exercise."""

    def show(value: object) -> str:
        if isinstance(value, tuple) and mistake.what == "window":
            return "[" + ", ".join(value_text(v) for v in value) + "]"
        return value_text(value) if isinstance(value, (int, float, tuple)) else str(value)

    cut = mistake.expected
    if mistake.what == "cut" and isinstance(cut, Cutoff) and cut.kind == "shallow":
        total = cut.total if cut.total is not None else math.nan
        return tr(MISTAKES["shallow_cut"]).format(
            node=name(mistake.path), parent=name(cut.path), value=value_text(cut.value), total=value_text(total),
            secured=value_text(total - cut.bound), owner=name(cut.bound_owner or ()))
    if mistake.what == "cut" and isinstance(cut, Cutoff):
        owner = "" if cut.bound_owner is None else tr(SENTENCES["owner"]).format(node=name(cut.bound_owner))
        return tr(MISTAKES[f"{cut.kind}_cut"]).format(
            node=name(mistake.path), parent=name(cut.path), value=value_text(cut.value),
            bound=value_text(cut.bound), owner=owner)
    return tr(MISTAKES[mistake.what]).format(
        node=name(mistake.path), given=show(mistake.given), expected=show(mistake.expected))
