"""What the search view searches (a tree, its title, how to name its nodes, and the game if any), the
depth a first search of a large game starts at, and what *Compare* runs on a tree."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gameviz.core.errors import Cancelled
from gameviz.core.game import AnyGame, Progress
from gameviz.core.search.budget import SearchBudget, collect_within, count_limit
from gameviz.core.search.heuristics import Heuristic, make_heuristic
from gameviz.core.search.options import SearchOptions, has_vectors, start_search
from gameviz.core.search.stats import TreeCounts, tree_counts
from gameviz.core.search.trace import Path, SearchResult
from gameviz.core.search.tree import GameTree, MultiTree, SearchTree, node_name
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.games import info_of
from gameviz.io.exercise_tree import parse_labelled, parse_nested, tree_to_nested


class TreeSource:
    """What is searched: the tree, its title, how to name nodes, and the game if any.

    A game's tree is drawn with the game's own heuristic; the heuristic the
    search uses (``heuristic``, a :func:`make_heuristic` name, or a function such as the teacher's
    :class:`~gameviz.lab.teacher_heuristic.FileHeuristic`) is made in the search's worker, because
    ``exact`` explores the whole arena first. ``tr`` translates the name of the root (in the ``TreeTab``
    context, as the tab shows it).
    """

    def __init__(self, tree: SearchTree | MultiTree, title: str, game: AnyGame | None = None,
                 heuristic: str | Heuristic = "course", seed: int = 0, tr: Translate = untranslated) -> None:
        self.tree = tree
        self.title = title
        self.game = game
        self.heuristic = heuristic
        self.seed = seed
        self.tr = tr
        self._searched: GameTree | None = None

    def with_heuristic(self, heuristic: str | Heuristic) -> TreeSource:
        """The same tree, searched with ``heuristic``."""
        return TreeSource(self.tree, self.title, self.game, heuristic, self.seed, self.tr)

    def searched_tree(self, limit: int, progress: Progress | None, win: float = math.inf) -> SearchTree | MultiTree:
        """The tree with the search's heuristic, made once (``exact`` explores the arena); ``win``: what a
        won game is worth (1 for seed 001's +1 / 0 / −1)."""
        if self.game is None or has_vectors(self.tree) or (self.heuristic == "course" and win == math.inf):
            return self.tree  # (a game scored per player is valued by its own scores)
        if self._searched is None or self._searched.win != win:
            heuristic = self.heuristic if callable(self.heuristic) else None if self.heuristic == "course" else \
                make_heuristic(self.heuristic, self.game, seed=self.seed, limit=limit, progress=progress)
            self._searched = GameTree(self.game, self.tree.root, heuristic, win=win)
        return self._searched

    def name(self, path: Path) -> str:
        """The node at ``path``: its move or label from the root (``root`` for the root itself)."""
        return node_name(self.tree, path, root=self.tr(QT_TRANSLATE_NOOP("TreeTab", "root")))



def exercise_source(text: str, *, root_max: bool = True, first: int = 1, title: str = "",
                    tr: Translate = untranslated) -> TreeSource:
    """The exercise tree written as nested lists or labelled JSON in ``text`` (``first`` plays at the root of
    a tree of vectors written as nested lists; ``title``: the file's name, else the tree written out; ``tr``:
    the words of its nodes' names).

    Raises
    ------
    InputError
        If the text is not a tree (the message gives the character or line).
    """
    tree = parse_labelled(text) if text.lstrip().startswith("{") else parse_nested(text, root_max=root_max, first=first)
    return TreeSource(tree, title or tree_to_nested(tree), tr=tr)


#: The depth a first search of a game's tree of more than 5,000 nodes starts at.
LARGE_DEPTH = 4


def first_depth(source: TreeSource) -> int | None:
    """The depth bound of a first search of a game's tree when no depth is set (the search then orders
    its moves); None for a tree of at most 5,000 nodes (searched whole). A game that refuses any search without
    a depth (:attr:`GameInfo.full_search_check`: chess, Chinese checkers) is known large without walking
    its tree — each chess node costs python-chess a move generation, seconds on the GUI thread — and
    starts at its :attr:`GameInfo.tree_depth`; another game's nodes are counted, walked in Python (a few
    milliseconds for 5,000 nodes, where loading the compiled kernels would take seconds)."""
    game = source.game
    if game is None:
        return None
    info = info_of(game)
    root = getattr(source.tree, "root", None)
    if root is not None and info.full_search_check(game, root) is not None:
        return info.tree_depth
    if tree_counts(source.tree, limit=5_000, compiled=False).complete:
        return None
    return LARGE_DEPTH


def compares_depths(tree: object, depth: int | None) -> bool:
    """True when *Compare* sets alpha-beta at ``depth`` − 2 beside ``depth`` instead of minimax: a game
    whose plain minimax tree is too large to compare with (chess, :attr:`GameInfo.compare_depths`)."""
    game = getattr(tree, "game", None)
    return game is not None and info_of(game).compare_depths and depth is not None and depth >= 3


@dataclass
class Comparison:
    """*Compare*'s searches of one tree (each with its key, result and timeline), the count of the
    plain tree beside them, and the tree searched (to name the best moves)."""

    rows: list[tuple[str, SearchResult]]
    timelines: list[SearchTimeline]
    counts: TreeCounts
    tree: SearchTree | MultiTree


def compare_searches(source: TreeSource, presets: Sequence[tuple[str, SearchOptions]], budget: SearchBudget,
                     limit: int, depth: int | None, report: Callable[[int], bool], *,
                     count_most: int | None = None) -> Comparison:
    """Run each preset on ``source``'s tree under ``budget`` (``report(searches done)`` False cancels),
    then count the plain tree to ``depth``: no further than ``count_most`` nodes, or
    :func:`~gameviz.core.search.budget.count_limit`, and within the budget's time."""
    started = time.monotonic()
    tree = source.searched_tree(limit, report)
    rows, timelines = [], []
    for key, options in presets:
        events, result = collect_within(start_search(tree, options), budget)
        rows.append((key, result))
        timelines.append(SearchTimeline(events, result, options.algorithm))
        if not report(len(rows)):
            raise Cancelled()
    entered = max(result.stats.nodes for _, result in rows)
    counts = tree_counts(tree, depth=depth, limit=count_most or count_limit(tree, entered, budget),
                         stop=lambda: budget.out_of_time(started) or not report(len(rows)))
    return Comparison(rows, timelines, counts, tree)
