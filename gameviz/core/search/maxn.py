"""Search with more than two players: max^n with shallow pruning, and the paranoid reduction.

The course's last exercise (seed 004, exercise 3) asks to adapt minimax and
alpha-beta to games of more than two players. Two classic answers:

- **max^n** (Luckhardt & Irani 1986). A value is a vector of scores, one per
  player; the player to move at a node takes the child whose vector gives
  *them* the largest score. Ties: the first such child in visiting order gives
  the node its vector (every tied child is listed in ``Exit.best``, as minimax
  lists all best moves).
- **Shallow pruning** (Korf 1991). When every score is ≥ 0 and the scores of a
  vector add up to at most S, a child where its own player already gets y ≥
  S − x (x: what the parent's player has from an earlier child) leaves the
  parent's player at most S − y ≤ x: its other children cannot matter. Ties
  going to the first child, the pruning never changes the root's vector nor its
  principal variation, and it evaluates a subset of plain max^n's leaves.
- **Paranoid** (Sturtevant & Korf 2000). One player against the coalition of
  all the others, who are assumed to play to minimise that player's score: the
  tree becomes a two-player tree (MAX where the player moves, MIN elsewhere,
  the player's score as value) and alpha-beta searches it.

References
----------
C. Luckhardt, K. Irani, "An algorithmic solution of n-person games", AAAI 1986;
R. Korf, "Multi-player alpha-beta pruning", *Artificial Intelligence* 48 (1991);
N. Sturtevant, R. Korf, "On pruning techniques for multi-player games", AAAI 2000.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from gameviz.core.errors import InputError
from gameviz.core.search.alphabeta import alphabeta
from gameviz.core.search.context import Choice, SearchContext, deeper
from gameviz.core.search.trace import ChildValue, Cutoff, Exit, Path, Search, SearchResult, Sink
from gameviz.core.search.tree import SCORES, MultiTree, Node, Vector, format_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

VectorFound = tuple[Vector, Path, tuple[int, ...]]


def maxn(tree: MultiTree, *, depth: int | None = None, shallow: float | None = None,
         trace: bool = True) -> Search:
    """max^n from the root, optionally with shallow pruning.

    Parameters
    ----------
    tree, depth, trace
        Those of every search (:mod:`gameviz.core.search`).
    shallow
        S, the most the scores of a vector add up to: prune as Korf's shallow
        pruning does. Every score met must then be ≥ 0 with a sum ≤ S.

    Raises
    ------
    InputError
        If a vector does not have one score per player, or (with ``shallow``)
        has a negative score or scores adding up to more than S.
    """
    if shallow is not None and not shallow >= 0:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "shallow pruning needs the most the scores add up to, a number ≥ "
                                                              "0, not {shallow}"), shallow=shallow))

    def walk(sink: Sink) -> SearchResult:
        context = SearchContext(tree, sink)
        value, principal, best = _maxn(context, tree.root, (), depth, shallow, None, ())
        return SearchResult(value, best, context.stats, principal)

    return Search(walk, traced=trace)


def _maxn(context: SearchContext, node: Node, path: Path, depth: int | None, total: float | None,
          secured: tuple[int, float] | None, owner: Path) -> VectorFound:
    """The vector of ``node``: its player takes the child that gives them the most. With shallow
    pruning (``total`` = S), ``secured`` is (the parent's player, what they already have) and
    ``owner`` the parent's path."""
    player = context.tree.player(node)
    context.enter(path, "maxn", player=player)
    leaf = context.stop_value(node, path, depth)
    if leaf is not None:
        return _checked(context.tree, total, node, path, leaf), (), ()
    children, _ = context.children(node)
    me = player - 1
    choice, cut = Choice(), False
    bound = None if total is None or secured is None or secured[0] == player else total - secured[1]
    for i, child in enumerate(children):
        has = (player, choice.score) if choice.best and total is not None else None
        vector, line, _ = _maxn(context, child, path + (i,), deeper(depth), total, has, path)
        context.emit(ChildValue, path, i, vector)
        choice.offer(i, vector[me], vector, line)
        cut = bound is not None and choice.score >= bound and i + 1 < len(children)
        if cut:
            context.stats.cutoffs += 1
            context.emit(Cutoff, path, "shallow", choice.score, bound, owner, tuple(range(i + 1, len(children))),
                         total)
            break
    context.emit(Exit, path, choice.value, tuple(choice.best), "lower" if cut else "exact")
    return choice.value, choice.principal, tuple(choice.best)


def _checked(tree: MultiTree, total: float | None, node: Node, path: Path, vector: Vector) -> Vector:
    """``vector`` if it has one score per player and, for shallow pruning (the most the scores add
    up to, ``total``), every score ≥ 0 with a sum ≤ ``total``."""
    if len(vector) != tree.players:
        raise InputError(Sentence(SCORES, node=tree.label(node) or path, count=len(vector), scores=format_value(vector),
                                  players=tree.players))
    if total is not None and (min(vector) < 0 or sum(vector) > total):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "shallow pruning needs scores ≥ 0 adding up to at most {total}: "
                                                              "node {node} has {scores}"), total=format_value(total),
                                  node=tree.label(node) or path, scores=format_value(vector)))
    return vector


class ParanoidTree:
    """A tree with n players seen by one of them, ``player``, as a two-player tree: MAX where
    ``player`` moves, MIN (the coalition of the others) elsewhere, ``player``'s score as value.

    Alpha-beta on it is the paranoid search; :attr:`players` and :meth:`player` still say who
    moves, so pictures show every player.
    """

    def __init__(self, tree: MultiTree, player: int = 1) -> None:
        if not 1 <= player <= tree.players:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the paranoid player is J1 … J{players}, not J{player}"),
                                      players=tree.players, player=player))
        self.tree = tree
        self.root = tree.root
        self.players = tree.players
        self.paranoid = player

    def children(self, node: Node) -> Sequence[Node]:
        return self.tree.children(node)

    def player(self, node: Node) -> int:
        return self.tree.player(node)

    def is_max(self, node: Node) -> bool:
        return self.tree.player(node) == self.paranoid

    def terminal_value(self, node: Node) -> float | None:
        vector = self.tree.terminal_value(node)
        return None if vector is None else self._score(node, vector)

    def heuristic(self, node: Node) -> float:
        return self._score(node, self.tree.heuristic(node))

    def estimate(self, node: Node) -> float | None:
        estimate = getattr(self.tree, "estimate", None)
        vector = estimate(node) if estimate is not None else None
        return None if vector is None else self._score(node, vector)

    def key(self, node: Node) -> Hashable:
        return self.tree.key(node)

    def label(self, node: Node) -> str:
        return self.tree.label(node)

    def __getattr__(self, name: str) -> Any:  # node_at, move_label, game… of the tree searched
        return getattr(self.tree, name)

    def _score(self, node: Node, vector: Vector) -> float:
        if len(vector) != self.players:
            raise InputError(Sentence(SCORES, node=self.tree.label(node), count=len(vector), scores=format_value(vector),
                                      players=self.players))
        return vector[self.paranoid - 1]


def paranoid(tree: MultiTree, *, player: int = 1, depth: int | None = None, order: bool = False,
             memo: bool = False, trace: bool = True) -> Search:
    """The paranoid search for ``player``: alpha-beta on :class:`ParanoidTree` (the course's fail-hard
    version); the value is ``player``'s score."""
    return alphabeta(ParanoidTree(tree, player), depth=depth, order=order, memo=memo, trace=trace)
