"""Whether a search without a depth bound is hopeless before it starts.

A full search starts unless it surely cannot finish: when positions repeat in a cycle (some plays
never end), or when it visits every play (minimax, negamax without memoization, max^n without
pruning) and there are more plays than its node budget. Alpha-beta's cuts and a transposition
table (which bounds the search by positions, not plays) cannot be foreseen: such a search starts
and its budget (:class:`~gameviz.core.search.budget.SearchBudget`) stops it if it must.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from gameviz.core.game import count_plays
from gameviz.core.search.budget import SearchBudget
from gameviz.core.search.options import SearchOptions
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games import info_of
from gameviz.games.spec import depth_hint


def visits_every_play(options: SearchOptions) -> bool:
    """True for a search that visits every play of the game tree: it cannot cut nor remember."""
    return (options.algorithm == "minimax" or (options.algorithm == "negamax" and not options.memo)
            or (options.algorithm == "maxn" and not options.shallow))


def full_search_refusal(game: Any, state: Hashable, options: SearchOptions, budget: SearchBudget) -> str | None:
    """Why a search of ``options`` without a depth bound surely cannot finish from ``state`` within
    ``budget``, in a sentence ending with what to do; None if it may (then it starts)."""
    info = info_of(game)
    refusal = info.full_search_check(game, state)
    if refusal:
        return refusal
    every_play = visits_every_play(options)
    if info.acyclic and (not every_play or budget.nodes is None):
        return None
    plays = count_plays(game, state)
    if plays is None:  # too many positions to count: nothing is proved
        return None
    if plays == float("inf"):
        return Sentence(QT_TRANSLATE_NOOP("games", "a full search of this position would not finish (positions "
                                                   "repeat, so some plays never end): {hint}"),
                        hint=depth_hint(game, state))
    if every_play and budget.nodes is not None and plays > budget.nodes:
        return Sentence(QT_TRANSLATE_NOOP("games", "a full search of this position by {search} would not finish "
                                                   "({plays} plays, more than the budget of {nodes:,} nodes): {hint}, "
                                                   "alpha-beta or memoization"),
                        search=options.title(), plays=_amount(plays), nodes=budget.nodes, hint=depth_hint(game, state))
    return None


def _amount(plays: float) -> str:
    """A number of plays in words: all its digits (grouped as the language it is said in groups them), or
    its order of magnitude from 10^12 on."""
    if plays >= 10**12:
        return Sentence(QT_TRANSLATE_NOOP("games", "about 10^{power}"), power=len(str(int(plays))) - 1)
    return Sentence("{plays:,}", plays=int(plays))
