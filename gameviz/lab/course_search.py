"""The course's own signatures, checked on graphs and on the student's own game.

- ``minimax(G, p, h, prof)`` (seed 000, II.2.c) and its siblings ``negamax(G, p, h, prof)`` and
  ``alphabeta(G, p, h, prof, alpha, beta)`` (parameters in any order, found by their names): on
  the course's arena of the 10-stick game written as the course writes it (``G[p]`` the list of
  successors, ``p = (sticks, player)``, J1 maximises where ``p[1] == 1``) with a table ``h``, from
  several positions and depths; ``prof == 0`` or no successor gives ``h(p)``. negamax answers for
  the player who controls ``p`` (``h`` being J1's).
- ``strategie(G, attr1, attr2, s)`` (seed 000): for every vertex of J1 with a move, a successor;
  in the attractor of J1 one of smaller rank, outside both attractors one outside J2's; and
  ``strategie(G, S1, V1)`` returning J1's choice at each vertex of its attractor.
- ``val(p)`` / ``val(p, prof)`` and ``meilleur(pl)`` / ``meilleur(pl, prof)`` (seed 004, 2.1) over
  the student's own game (``start``, ``accessibles``, ``estjoueur``, ``h``): the minimax value,
  computed by gameviz from the student's own functions, and an index of a best position of ``pl``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from random import Random
from typing import Any

from gameviz.core.arena import Arena
from gameviz.core.search import minimax
from gameviz.core.search.trace import run
from gameviz.core.search.tree import format_value
from gameviz.core.solution import solve
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.games import arena_from_spec
from gameviz.lab.sandbox import Answer, StudentCode
from gameviz.lab.verdicts import CallFailed, CheckResult, asker, call_text, failed, fails, is_number
from gameviz.lab.wire import Lookup

WORDS = {
    "graph": QT_TRANSLATE_NOOP("lab", "{function}(G, p, h, prof) on the course's 10-stick arena with a table h, "
                                      "from {count} positions and depths 0 to 4: {meaning}"),
    "minimax": QT_TRANSLATE_NOOP("lab", "the minimax value (J1 maximises where p[1] == 1)"),
    "negamax": QT_TRANSLATE_NOOP("lab", "the value for the player who controls p (negamax)"),
    "graph_value": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but {meaning} is {expected}"),
    "strategy": QT_TRANSLATE_NOOP("lab", "{function}: J1's move from each of its vertices on {arenas}, towards a "
                                         "smaller rank in its attractor, outside J2's attractor when it can"),
    "not_successor": QT_TRANSLATE_NOOP("lab", "{call} on {arena} = {value}, which is not a successor of {vertex}"),
    "no_progress": QT_TRANSLATE_NOOP("lab", "{call} on {arena} = {value}: {vertex} has rank {rank} in J1's "
                                            "attractor, but {value} has {after}; J1 must move to a smaller rank"),
    "into_other": QT_TRANSLATE_NOOP("lab", "{call} on {arena} = {value}, in J2's attractor, but {vertex} is in "
                                           "neither attractor and {escape} stays out of J2's"),
    "val": QT_TRANSLATE_NOOP("lab", "{function}(p) on positions of the student's own game: its minimax value, "
                                    "from accessibles, estjoueur and h{depth}"),
    "val_value": QT_TRANSLATE_NOOP("lab", "{call} = {value}, but the minimax value of this position ({moves}) is "
                                          "{expected}"),
    "meilleur": QT_TRANSLATE_NOOP("lab", "{function}(pl) on the positions one move leads to: the index of a best one "
                                         "for the player to move{depth}"),
    "meilleur_value": QT_TRANSLATE_NOOP("lab", "{call} = {value} with pl = accessibles(p), p being {moves}, but "
                                               "pl[{value}] is worth {given} and the best is worth {expected}, at "
                                               "index {best}"),
    #: the position a random play reached, named as the lab sheet's interface names moves: by their index
    "path": QT_TRANSLATE_NOOP("lab", "{path}, where [k] is the position of index k in accessibles"),
    "depth": QT_TRANSLATE_NOOP("lab", " (depth {prof})"),
    "for_mover": QT_TRANSLATE_NOOP("lab", ", for the player to move (negamax)"),
    "rank_of": QT_TRANSLATE_NOOP("lab", "rank {rank}"),
    "no_rank": QT_TRANSLATE_NOOP("lab", "no rank"),
}

#: The course's arena of ``minimax(G, p, h, prof)`` and ``strategie``, and the depths tried.
STICKS = "sticks"
STRATEGY_ARENAS = ("sticks", "chomp:rows=2,cols=3")
DEPTHS = (0, 1, 2, 3, 4)
#: How many positions of the student's game ``val`` and ``meilleur`` are tried on, and the largest
#: tree gameviz builds under one of them.
POSITIONS, MOST_NODES = 6, 3000


class GraphTree:
    """The course's graph ``G`` (successors), a table ``h`` and who maximises, as a search tree."""

    def __init__(self, successors: dict[Hashable, list[Hashable]], h: Callable[[Hashable], float],
                 is_max: Callable[[Hashable], bool], root: Hashable) -> None:
        self.successors, self.h, self._is_max, self.root = successors, h, is_max, root

    def children(self, node: Hashable) -> list[Hashable]:
        return self.successors[node]

    def terminal_value(self, node: Hashable) -> float | None:
        return self.h(node) if not self.successors[node] else None

    def heuristic(self, node: Hashable) -> float:
        return self.h(node)

    def estimate(self, node: Hashable) -> float | None:
        return None

    def is_max(self, node: Hashable) -> bool:
        return self._is_max(node)

    def key(self, node: Hashable) -> Hashable:
        return node

    def label(self, node: Hashable) -> str:
        return repr(node)


def minimax_value(tree: GraphTree, node: Hashable, depth: int | None) -> float:
    """The depth-bounded minimax value of ``node`` (J1's point of view)."""
    tree.root = node
    value = run(minimax(tree, depth=depth, trace=False)).value
    assert not isinstance(value, tuple)  # two players: a number
    return value


#: How students name the graph and the heuristic of ``minimax(G, p, h, prof)``.
GRAPH_NAMES = ("g", "graphe", "graph", "arene", "arène", "arena", "jeu")
HEURISTIC_NAMES = ("h", "heuristique", "heuristic", "eval", "evaluation", "évaluation", "f")


def takes_graph(parameters: Sequence[str]) -> bool:
    """Whether a search function has the course's graph signature (G, p, h, prof…), not (tree…)."""
    return len(parameters) >= 4 and (parameters[0].lower() in GRAPH_NAMES or parameters[2].lower() in HEURISTIC_NAMES)


def graph_arguments(parameters: Sequence[str], graph: Any, p: Any, h: Lookup, prof: int) -> list[Any]:
    """The arguments in the order of the student's parameters: G, p, h first, then prof, alpha, beta by name."""
    given: list[Any] = [graph, p, h]
    for name in parameters[3:]:
        low = name.lower()
        given.append(-math.inf if low in ("a", "alpha", "alpha0") or low.startswith("alpha")
                     else math.inf if low in ("b", "beta", "beta0") or low.startswith("beta") else prof)
    return given


def check_graph_search(code: StudentCode, names: dict[str, str], tr: Translate, *, kind: str) -> list[CheckResult]:
    """``minimax(G, p, h, prof)``, ``negamax(…)`` or ``alphabeta(…)`` on the course's 10-stick arena."""
    name = names[kind]
    parameters = code.parameters(name)
    arena = arena_from_spec(STICKS)
    graph = {v: list(arena.successors(v)) for v in arena}
    rng = Random(4)
    table = {v: rng.randint(-9, 9) for v in arena}
    tree = GraphTree(graph, table.__getitem__, lambda v: v[1] == 1, arena.start)  # type: ignore[index]
    meaning = tr(WORDS["negamax" if kind == "negamax" else "minimax"])
    positions = [(10, 1), (9, 2), (7, 1), (6, 2), (3, 1)]
    what = tr(WORDS["graph"]).format(function=name, count=len(positions), meaning=meaning)
    printed: list[str] = []
    for p in positions:
        for prof in DEPTHS:
            expected = _graph_expected(tree, p, prof, negamax=kind == "negamax")
            call = f"{name}(G, {p!r}, h, {prof})"
            answer = code.call(name, *graph_arguments(parameters, graph, p, Lookup(table), prof))
            printed.append(answer.output)
            if not answer.ok:
                return [failed(name, what, fails(call, answer, tr), printed)]
            if not is_number(answer.value) or answer.value != expected:
                return [failed(name, what, tr(WORDS["graph_value"]).format(
                    call=call, value=repr(answer.value), meaning=meaning, expected=format_value(expected)), printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


def _graph_expected(tree: GraphTree, p: tuple[int, int], prof: int, *, negamax: bool) -> float:
    """The value the student's function should give at ``p``: J1's, or with ``negamax`` the value
    for the player who controls ``p``."""
    value = minimax_value(tree, p, prof)
    return -value if negamax and p[1] == 2 else value


# ------------------------------------------------------------------ strategie
def _ranks(arena: Arena, player: int) -> dict[Hashable, int]:
    return dict(solve(arena).attractors[player].rank)


def check_strategy(code: StudentCode, names: dict[str, str], tr: Translate) -> list[CheckResult]:
    """``strategie(G, attr1, attr2, s)`` or ``strategie(G, S1, V1)`` on the stick game and Chomp 2×3."""
    name = names["strategie"]
    with_ranks = len(code.parameters(name)) >= 4
    what = tr(WORDS["strategy"]).format(function=name + ("(G, attr1, attr2, s)" if with_ranks else "(G, S1, V1)"),
                                        arenas=", ".join(STRATEGY_ARENAS))
    printed: list[str] = []
    for spec in STRATEGY_ARENAS:
        problem = _strategy_on(code, name, spec, with_ranks, printed, tr)
        if problem:
            return [failed(name, what, problem, printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


def _strategy_on(code: StudentCode, name: str, spec: str, with_ranks: bool, printed: list[str],
                 tr: Translate) -> str:
    """What is wrong with the student's strategy on the arena ``spec``, "" if nothing."""
    arena = arena_from_spec(spec)
    graph = {v: list(arena.successors(v)) for v in arena}
    attr1, attr2 = _ranks(arena, 1), _ranks(arena, 2)
    movers = _movers(arena, graph, attr1)
    answers, call_of = _ask_strategy(code, name, arena, graph, (attr1, attr2), movers, with_ranks)
    printed.append(answers.output)
    if not answers.ok:
        return fails(f"{name}(…) on {spec}", answers, tr)
    chosen = _chosen_moves(answers.value, movers, with_ranks)
    if not with_ranks:
        movers = [v for v in movers if v in attr1]  # the course's dictionary: J1's winning vertices
    for v in movers:
        problem = _strategy_problem(v, chosen.get(v), graph, attr1, attr2, call_of[v], spec, tr)
        if problem:
            return problem
    return ""


def _movers(arena: Arena, graph: dict[Hashable, list[Hashable]], attr1: dict[Hashable, int]) -> list[Hashable]:
    """J1's vertices where it has a move to choose: with a successor, and not a target (rank 0)."""
    return [v for v in arena if arena.player(v) == 1 and graph[v] and attr1.get(v) != 0]


def _chosen_moves(value: Any, movers: list[Hashable], with_ranks: bool) -> dict[Hashable, Any]:
    """The student's move from each mover: its answers one per mover in order, or its dictionary."""
    if with_ranks:
        return dict(zip(movers, value, strict=False)) if isinstance(value, list) else {}
    return value if isinstance(value, dict) else {}


def _ask_strategy(code: StudentCode, name: str, arena: Arena, graph: dict[Hashable, list[Hashable]],
                  ranks: tuple[dict[Hashable, int], dict[Hashable, int]], movers: list[Hashable],
                  with_ranks: bool) -> tuple[Answer, dict[Hashable, str]]:
    """The student's answer (one call per mover, or the whole strategy as a dictionary), and the
    call that gives each mover's move, as the report writes it."""
    if with_ranks:
        answers = code.call_each(name, [(graph, *ranks, v) for v in movers])
        return answers, {v: f"{name}(G, A1, A2, {v!r})" for v in movers}
    own = {v: True for v in arena if arena.player(v) == 1}
    answers = code.call(name, graph, own, {v: True for v in arena.targets(1)})
    return answers, {v: f"{name}(G, S1, V1)[{v!r}]" for v in movers}


def _strategy_problem(v: Hashable, x: Any, graph: dict[Hashable, list[Hashable]], attr1: dict[Hashable, int],
                      attr2: dict[Hashable, int], call: str, spec: str, tr: Translate) -> str:
    details = dict(call=call, arena=spec, value=repr(x), vertex=repr(v))
    if not isinstance(x, Hashable) or x not in graph[v]:
        return tr(WORDS["not_successor"]).format(**details)
    if v in attr1 and (x not in attr1 or attr1[x] >= attr1[v]):
        return tr(WORDS["no_progress"]).format(**details, rank=attr1[v], after=_rank_words(attr1.get(x), tr))
    if v not in attr1 and v not in attr2 and x in attr2:
        return tr(WORDS["into_other"]).format(**details, escape=repr(_escape(graph[v], attr2)))
    return ""


def _rank_words(rank: int | None, tr: Translate) -> str:
    """``rank 2``, or ``no rank`` for a vertex outside the attractor."""
    return tr(WORDS["rank_of"]).format(rank=rank) if rank is not None else tr(WORDS["no_rank"])


def _escape(successors: list[Hashable], attr2: dict[Hashable, int]) -> Hashable:
    """The first successor outside J2's attractor."""
    return next(w for w in successors if w not in attr2)


# ------------------------------------------------------------ val, meilleur
class _Game:
    """The student's game seen through batched calls: positions, their children, J1 to move, h."""

    def __init__(self, code: StudentCode, names: dict[str, str], tr: Translate, printed: list[str]) -> None:
        self.code, self.names, self.tr, self.printed = code, names, tr, printed
        self.children: dict[Hashable, list[Any]] = {}
        self.j1: dict[Hashable, bool] = {}
        self.h: dict[Hashable, float] = {}

    def each(self, function: str, positions: list[Any]) -> list[Any]:
        name = self.names[function]
        answer = self.code.call_each(name, [(p,) for p in positions])
        self.printed.append(answer.output)
        if not answer.ok or not isinstance(answer.value, list) or len(answer.value) != len(positions):
            raise CallFailed(fails(call_text(name, positions[0] if positions else None), answer, self.tr))
        return answer.value

    def expand(self, root: Any, depth: int | None) -> GraphTree | None:
        """The tree under ``root`` (to ``depth``), asked level by level; None if it is too large."""
        seen = self._explore(root, depth)
        if seen is None:
            return None
        positions = _all(root, self.children, seen)
        todo = [p for p in positions if key(p) not in self.h]
        for p, mover, value in zip(todo, self.each("estjoueur", todo), self.each("h", todo), strict=True):
            self.j1[key(p)], self.h[key(p)] = bool(mover), value if is_number(value) else math.nan
        successors = {k: [key(q) for q in self.children.get(k, [])] for k in map(key, positions)}
        return GraphTree(successors, self.h.__getitem__, self.j1.__getitem__, key(root))

    def _explore(self, root: Any, depth: int | None) -> set[Hashable] | None:
        """The keys of the positions within ``depth`` moves of ``root``, asking the children of
        those not asked yet, one level per call; None past :data:`MOST_NODES`."""
        level, seen = [root], {key(root)}
        for _ in range(depth if depth is not None else 64):
            self._ask_children(level)
            level = [q for p in level for q in self.children[key(p)] if key(q) not in seen]
            seen.update(key(q) for q in level)
            if len(seen) > MOST_NODES:
                return None
            if not level:
                break
        return seen

    def _ask_children(self, level: list[Any]) -> None:
        """The children of the positions of ``level`` not asked yet, asked in one call."""
        todo = [p for p in level if key(p) not in self.children]
        for p, following in zip(todo, self.each("accessibles", todo) if todo else [], strict=True):
            self.children[key(p)] = list(following or [])


def key(position: object) -> Hashable:
    """A position as a dictionary key (lists become tuples)."""
    if isinstance(position, list | tuple):
        return tuple(key(v) for v in position)
    if isinstance(position, set | frozenset):
        return frozenset(key(v) for v in position)
    if isinstance(position, dict):
        return tuple(sorted(((key(k), key(v)) for k, v in position.items()), key=repr))
    return position


def _all(root: Any, children: dict[Hashable, list[Any]], seen: set[Hashable]) -> list[Any]:
    out, todo, met = [], [root], {key(root)}
    while todo:
        p = todo.pop()
        out.append(p)
        for q in children.get(key(p), []):
            if key(q) in seen and key(q) not in met:
                met.add(key(q))
                todo.append(q)
    return out


def _positions(game: _Game, start: Any) -> list[tuple[Any, tuple[int, ...]]]:
    """Positions along random plays from ``start`` whose tree is small enough, with the moves to them."""
    rng, found = Random(3), list[tuple[Any, tuple[int, ...]]]()
    for _ in range(POSITIONS * 4):
        p, moves = _random_play(game, start, rng)
        if moves and game.expand(p, None) is not None and all(key(p) != key(q) for q, _ in found):
            found.append((p, moves))
        if len(found) >= POSITIONS:
            break
    return found


def _random_play(game: _Game, start: Any, rng: Random) -> tuple[Any, tuple[int, ...]]:
    """Where a random play from ``start`` stops (at the end of the game, or after two moves or more
    with a chance of 0.35 a move), and its moves (each a child's number from 1)."""
    p, moves = start, tuple[int, ...]()
    while True:
        following = game.children.get(key(p))
        if following is None:
            following = game.each("accessibles", [p])[0] or []
            game.children[key(p)] = list(following)
        if not following or (len(moves) >= 2 and rng.random() < 0.35):
            return p, moves
        k = rng.randrange(len(following))
        p, moves = following[k], (*moves, k + 1)


#: How students name the position of a search over their own game (``alphabeta(p, alpha, beta)``).
POSITION_NAMES = ("p", "pos", "position", "etat", "état", "s", "noeud", "nœud")


def takes_position(parameters: Sequence[str]) -> bool:
    """Whether a search function starts with a position of the student's own game, not a tree."""
    return bool(parameters) and parameters[0].lower() in POSITION_NAMES


def _window(name: str) -> float | None:
    low = name.lower()
    return -math.inf if low.startswith(("alpha", "a")) and len(low) <= 6 and low != "arbre" else \
        math.inf if low.startswith(("beta", "b")) and len(low) <= 5 else None


def check_val(code: StudentCode, names: dict[str, str], tr: Translate, *, kind: str) -> list[CheckResult]:
    """``val(p)`` or ``meilleur(pl)`` (with ``prof`` if they take it) on the student's own game; also
    its siblings ``minimax(p)``, ``negamax(p)`` (for the player to move) and ``alphabeta(p, alpha,
    beta)``, each with ``prof`` if it takes it."""
    name = names[kind]
    rest = code.parameters(name)[1:]
    prof = 2 if any(_window(n) is None for n in rest) else None
    depth = tr(WORDS["depth"]).format(prof=prof) if prof is not None else ""
    what = tr(WORDS["meilleur" if kind == "meilleur" else "val"]).format(function=name, depth=depth)
    if kind == "negamax":
        what += tr(WORDS["for_mover"])
    printed: list[str] = []
    game = _Game(code, names, tr, printed)
    try:
        start = asker(code, names, tr, printed)("start")
        samples = _positions(game, start)
        for p, moves in samples:
            problem = _val_problem(code, game, name, kind, p, moves, prof, tr, printed)
            if problem:
                return [failed(name, what, problem, printed)]
    except CallFailed as failure:
        return [failed(name, what, str(failure), printed)]
    return [CheckResult(name, what, True, output="".join(printed))]


def _val_problem(code: StudentCode, game: _Game, name: str, kind: str, p: Any, moves: tuple[int, ...],
                 prof: int | None, tr: Translate, printed: list[str]) -> str:
    """What is wrong with the student's answer at ``p`` (reached by ``moves``), "" if nothing."""
    tree = game.expand(p, prof)
    if tree is None:
        return ""
    args = _val_arguments(code.parameters(name), kind, p, prof)
    shown = _path(moves, tr)
    if kind == "meilleur":
        return _best_move_problem(code, game, tree, name, p, shown, args[1:], prof, tr, printed)
    expected = minimax_value(tree, key(p), prof)
    return _value_problem(code, name, args, -expected if kind == "negamax" and not game.j1[key(p)] else expected,
                          shown, tr, printed)


def _path(moves: tuple[int, ...], tr: Translate) -> str:
    """``start()`` or ``start() → [3] → [0], where [k] is …``: the moves of a play as the lab sheet's
    interface plays them, each the index of a position in the list ``accessibles`` gives (from 0, as
    ``meilleur`` answers); ``moves`` are child numbers from 1."""
    if not moves:
        return "start()"
    return tr(WORDS["path"]).format(path="start()" + "".join(f" → [{k - 1}]" for k in moves))


def _val_arguments(parameters: list[str], kind: str, p: Any, prof: int | None) -> tuple[Any, ...]:
    """``(p,)``, or ``p`` then ``prof`` and the alpha-beta window in the order of the student's
    parameters (``meilleur`` takes ``prof`` only)."""
    windows = [_window(n) for n in parameters[1:]] if kind != "meilleur" else [None]
    return (p, *(prof if w is None else w for w in windows)) if prof is not None or any(windows) else (p,)


def _value_problem(code: StudentCode, name: str, args: tuple[Any, ...], expected: float, shown: str,
                   tr: Translate, printed: list[str]) -> str:
    """What is wrong with the value ``name(*args)`` gives (``expected``), "" if nothing."""
    answer = code.call(name, *args)
    printed.append(answer.output)
    call = call_text(name, *args)
    call = call if len(call) <= 70 else call[:69] + "…)"
    if not answer.ok:
        return fails(call, answer, tr)
    if not is_number(answer.value) or answer.value != expected:
        return tr(WORDS["val_value"]).format(call=call, value=repr(answer.value), moves=shown,
                                             expected=format_value(expected))
    return ""


def _best_move_problem(code: StudentCode, game: _Game, tree: GraphTree, name: str, p: Any, shown: str,
                       rest: tuple[Any, ...], prof: int | None, tr: Translate, printed: list[str]) -> str:
    """What is wrong with ``meilleur(pl, …)``'s index of a best move among ``p``'s children."""
    pl = game.children[key(p)]
    if not pl:
        return ""
    worth = _worths(tree, pl, prof)
    best = max(worth) if game.j1[key(p)] else min(worth)
    answer = code.call(name, pl, *rest)
    printed.append(answer.output)
    call = f"{name}(pl)" if prof is None else f"{name}(pl, {prof})"
    if not answer.ok:
        return fails(call, answer, tr)
    k = answer.value
    index = _is_index(k, len(pl))
    if not index or worth[k] != best:
        given = format_value(worth[k]) if index else "—"
        return tr(WORDS["meilleur_value"]).format(call=call, value=repr(k), moves=shown, given=given,
                                                  expected=format_value(best), best=worth.index(best))
    return ""


def _worths(tree: GraphTree, pl: list[Any], prof: int | None) -> list[float]:
    """The minimax value of each position of ``pl``, one move deeper than their parent's ``prof``."""
    return [minimax_value(tree, key(q), None if prof is None else prof - 1) for q in pl]


def _is_index(k: Any, count: int) -> bool:
    """Whether ``k`` is an index among ``count`` positions (an int, not a boolean)."""
    return isinstance(k, int) and not isinstance(k, bool) and 0 <= k < count
