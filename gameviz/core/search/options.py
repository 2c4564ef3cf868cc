"""One description of a search, shared by the command line, the tree tab and play.

A :class:`SearchOptions` names the algorithm and its settings;
:func:`start_search` turns it into the :class:`~gameviz.core.search.trace.Search` that every front
end runs (:func:`gameviz.core.search.trace.collect`).

>>> SearchOptions("alphabeta", depth=3, order=True).title()
'alpha-beta (fail-hard, heuristic ordering)'
>>> SearchOptions("maxn", shallow=True).title()
'max^n (shallow pruning)'
>>> SearchOptions("minimax", deepen=True)
Traceback (most recent call last):
...
gameviz.core.errors.InputError: iterative deepening needs alpha-beta and a depth of at least 1
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

from gameviz.core.errors import InputError
from gameviz.core.search.alphabeta import alphabeta, iterative_deepening
from gameviz.core.search.maxn import ParanoidTree, maxn, paranoid
from gameviz.core.search.minimax import minimax, negamax
from gameviz.core.search.trace import Search
from gameviz.core.search.tree import MultiTree, SearchTree
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence, Translate, untranslated

#: The words of :meth:`SearchOptions.title`.
TITLES = {
    "alphabeta": QT_TRANSLATE_NOOP("search", "alpha-beta ({settings})"),
    "order": QT_TRANSLATE_NOOP("search", "heuristic ordering"),
    "memo": QT_TRANSLATE_NOOP("search", "transposition table"),
    "deepen": QT_TRANSLATE_NOOP("search", "iterative deepening to depth {depth}"),
    "minimax_variant": QT_TRANSLATE_NOOP("search", "minimax with memoization"),
    "negamax_variant": QT_TRANSLATE_NOOP("search", "negamax with memoization"),
    "maxn_variant": QT_TRANSLATE_NOOP("search", "max^n (shallow pruning)"),
    "paranoid": QT_TRANSLATE_NOOP("search", "paranoid for J{player} (alpha-beta)"),
    "paranoid_memo": QT_TRANSLATE_NOOP("search", "paranoid for J{player} (alpha-beta, transposition table)"),
}

Algorithm = Literal["minimax", "negamax", "alphabeta", "maxn", "paranoid"]
ALGORITHMS: tuple[Algorithm, ...] = ("minimax", "negamax", "alphabeta", "maxn", "paranoid")
#: The searches of trees with n players (vectors of scores).
VECTOR_ALGORITHMS: tuple[Algorithm, ...] = ("maxn", "paranoid")
#: Deepest bound a search accepts (the tree tab offers up to 12).
MAX_DEPTH = 64


@dataclass(frozen=True)
class SearchOptions:
    """What to search with.

    Parameters
    ----------
    algorithm
        ``minimax``, ``negamax`` or ``alphabeta`` (two players); ``maxn`` or
        ``paranoid`` (trees with a score per player).
    depth
        The depth bound; None searches to the end of the game or tree.
    order
        Try children in heuristic order, best first.
    memo
        Keep a transposition table (minimax, negamax, alpha-beta and paranoid).
    soft
        Alpha-beta fail-soft instead of the course's fail-hard.
    deepen
        Alpha-beta by iterative deepening to ``depth``.
    shallow
        max^n with shallow pruning.
    player
        Paranoid search: the player the others gang up on.

    Raises
    ------
    InputError
        If the settings do not go together (a negative depth, memoization for
        max^n, iterative deepening without alpha-beta and a depth…).
    """

    algorithm: Algorithm = "alphabeta"
    depth: int | None = None
    order: bool = False
    memo: bool = False
    soft: bool = False
    deepen: bool = False
    shallow: bool = False
    player: int = 1

    def __post_init__(self) -> None:
        if self.algorithm not in ALGORITHMS:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "unknown algorithm '{algorithm}' (known: {known})"),
                                      algorithm=self.algorithm, known=", ".join(ALGORITHMS)))
        if self.depth is not None and not 0 <= self.depth <= MAX_DEPTH:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the depth must be from 0 to {most}, not "
                                                                  "{depth}"), most=MAX_DEPTH,
                                      depth=self.depth))
        if self.deepen and (self.algorithm != "alphabeta" or not self.depth):
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "iterative deepening needs alpha-beta and a depth of at least "
                                                                  "1")))
        for used, algorithms, error in self._variants():
            if used and self.algorithm not in algorithms:
                raise InputError(Sentence(error))

    def _variants(self) -> tuple[tuple[bool, tuple[Algorithm, ...], str], ...]:
        """The settings that go with some algorithms only, in the order they are checked: whether the
        setting is used, the algorithms it goes with, and the error for the others."""
        return (
            (self.soft, ("alphabeta",), QT_TRANSLATE_NOOP("errors", "fail-soft is a variant of alpha-beta only")),
            (self.shallow, ("maxn",), QT_TRANSLATE_NOOP("errors", "shallow pruning is a variant of max^n only")),
            (self.memo, ("minimax", "negamax", "alphabeta", "paranoid"),
             QT_TRANSLATE_NOOP("errors", "memoization goes with minimax, negamax, alpha-beta or paranoid, not max^n")),
            (self.player != 1, ("paranoid",),
             QT_TRANSLATE_NOOP("errors", "the player searched for is a setting of the paranoid search only")),
        )

    def title(self, tr: Translate = untranslated) -> str:
        """The algorithm and its settings in words, as reports print them, in the language of ``tr``."""
        if self.algorithm == "alphabeta":
            return tr(TITLES["alphabeta"]).format(settings=", ".join(self._alphabeta_settings(tr)))
        if self.algorithm == "paranoid":
            return tr(TITLES["paranoid_memo" if self.memo else "paranoid"]).format(player=self.player)
        if self.shallow if self.algorithm == "maxn" else self.memo:
            return tr(TITLES[f"{self.algorithm}_variant"])
        return "max^n" if self.algorithm == "maxn" else self.algorithm

    def _alphabeta_settings(self, tr: Translate) -> list[str]:
        """Fail-hard or fail-soft, then the settings alpha-beta uses, in words."""
        optional = ((self.order, tr(TITLES["order"])), (self.memo, tr(TITLES["memo"])),
                    (self.deepen, tr(TITLES["deepen"]).format(depth=self.depth)))
        return ["fail-soft" if self.soft else "fail-hard", *(words for used, words in optional if used)]


def has_vectors(tree: SearchTree | MultiTree) -> bool:
    """True for a tree with a score per player (searched by max^n or paranoid)."""
    vectors: bool = getattr(tree, "vectors", False)
    return vectors


def searched_tree(tree: SearchTree | MultiTree, options: SearchOptions) -> SearchTree | MultiTree:
    """The tree the search of ``options`` walks: ``tree``, or for paranoid search the two-player tree it
    becomes (:class:`ParanoidTree`), whose leaves are worth the paranoid player's score."""
    if options.algorithm == "paranoid" and has_vectors(tree):
        return ParanoidTree(cast(MultiTree, tree), options.player)
    return tree


def start_search(tree: SearchTree | MultiTree, options: SearchOptions, *, trace: bool = True) -> Search:
    """The search ``options`` describe, on ``tree``, ready to run.

    Raises
    ------
    InputError
        If the search does not fit the tree: max^n or paranoid on a tree of plain
        values, minimax, negamax or alpha-beta on a tree of vectors, shallow pruning
        where a score is negative.
    """
    vectors = options.algorithm in VECTOR_ALGORITHMS
    if has_vectors(tree) != vectors:
        if vectors:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "{algorithm} searches trees with a score per player, such as "
                                                          "[[(3,1,2),(6,0,0)],[(1,4,1)]]; this tree has one value per "
                                                          "leaf"), algorithm=options.algorithm))
        players = getattr(tree, "players", 2)
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "this tree has a score for each of {players} players: search it "
                                                              "with maxn or paranoid"), players=players))
    if vectors:
        return _start_vector_search(cast(MultiTree, tree), options, trace)
    return _start_two_player_search(cast(SearchTree, tree), options, trace)


def _start_vector_search(tree: MultiTree, options: SearchOptions, trace: bool) -> Search:
    """:func:`start_search` for a tree with a score per player: paranoid or max^n."""
    o = options
    if o.algorithm == "paranoid":
        return paranoid(tree, player=o.player, depth=o.depth, order=o.order, memo=o.memo, trace=trace)
    total = None
    if o.shallow:
        total = getattr(tree, "score_total", lambda: None)()
        if total is None:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "shallow pruning needs every score ≥ 0 (and a bounded sum); "
                                                                  "this tree has a negative score")))
    return maxn(tree, depth=o.depth, shallow=total, trace=trace)


def _start_two_player_search(tree: SearchTree, options: SearchOptions, trace: bool) -> Search:
    """:func:`start_search` for a tree of plain values: minimax, negamax or alpha-beta."""
    o = options
    if o.algorithm == "minimax":
        return minimax(tree, depth=o.depth, order=o.order, memo=o.memo, trace=trace)
    if o.algorithm == "negamax":
        return negamax(tree, depth=o.depth, order=o.order, memo=o.memo, trace=trace)
    if o.deepen:
        assert o.depth is not None
        return iterative_deepening(tree, depth=o.depth, order=o.order, memo=o.memo, soft=o.soft, trace=trace)
    return alphabeta(tree, depth=o.depth, order=o.order, memo=o.memo, soft=o.soft, trace=trace)
