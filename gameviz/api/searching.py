"""``gameviz.search``: minimax, negamax, alpha-beta, max^n or paranoid on an exercise tree or a game position,
with its events, its pictures and its page.

A :class:`Search` holds the value, the best moves, every event of the trace and
the counts, and draws the tree as the *Search Tree* tab does: :meth:`Search.picture`
after one event, and in a notebook the whole search as the interactive stepper of
the web pages.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator, Sequence

from gameviz.api.choices import LANGUAGE_CHOICES, THEMES, choice
from gameviz.api.frames import frame_height, framed, refusal
from gameviz.api.pictures import Picture
from gameviz.core.errors import InputError
from gameviz.core.search.budget import DEFAULT_NODES, DEFAULT_SECONDS, SearchBudget, collect_within
from gameviz.core.search.heuristics import Heuristic
from gameviz.core.search.options import Algorithm, SearchOptions, has_vectors, start_search
from gameviz.core.search.trace import Event, SearchResult, SearchStats
from gameviz.core.search.tree import PositionTree, Value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export.search_steps import SearchSteps, draws_boards, search_steps
from gameviz.export.size import MAX_DRAWN_NODES
from gameviz.export.web_tree import tree_page
from gameviz.games.full_search import full_search_refusal
from gameviz.lab.teacher_heuristic import FileHeuristic, names_a_file
from gameviz.report.search import SUMMARY, describe, search_report
from gameviz.report.translations import Translations, translations
from gameviz.source import SearchSource, load_search_tree

#: A tree as the API takes it: written out (``"[[3,12,8],[2,4,6],[14,5,2]]"``, or as Python lists), a
#: file holding one, or a game specification (with ``moves``).
TreeSource = str | Sequence[object]


class Search:
    """A search done, event by event (made by :func:`search`).

    Events are counted from 1 in pictures, as on the command line: ``picture(event=21)`` draws the tree
    after the 21st event, which is ``events[20]``.
    """

    def __init__(self, source: SearchSource, options: SearchOptions, events: Sequence[Event], result: SearchResult, *,
                 language: Translations) -> None:
        self.source = source
        self.options = options
        self.events = events
        self.result = result
        self.language = language
        self._drawn: dict[str, SearchSteps] = {}

    @property
    def value(self) -> Value:
        """The value of the root, from the first player's (MAX's) side; a vector of scores with n players."""
        return self.result.value

    @property
    def best(self) -> tuple[str, ...]:
        """The best children of the root, named as the tree names them (a game's moves as they are typed)."""
        return tuple(self.source.name((i,)) for i in self.result.best)

    @property
    def stats(self) -> SearchStats:
        """The nodes entered, the leaves evaluated, the cutoffs and the memo hits."""
        return self.result.stats

    def trace(self) -> list[str]:
        """Each event in words, as ``gameviz tree --trace`` prints it (unindented)."""
        return [describe(event, self.source.name, self.language.search) for event in self.events]

    def report(self) -> str:
        """What ``gameviz tree`` prints: the tree, the algorithm, the value, the best move and the counts."""
        tr = self.language.search
        return search_report(self.result, self.source.name, title=self.source.heading(tr), algorithm=self.options.title(tr),
                             counts=None, moves=isinstance(self.source.tree, PositionTree),
                             vectors=has_vectors(self.source.tree), tr=tr)

    def _steps_drawn(self, theme: str) -> SearchSteps:
        """The search's pictures in ``theme``, laid out once.

        Raises
        ------
        InputError
            If the search entered more nodes than a picture draws (every event is a frame to replay).
        """
        if self.stats.nodes > MAX_DRAWN_NODES:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "pictures draw searches of at most {most:,} nodes, and this "
                                                                  "one entered {nodes:,}: search a smaller tree or to a smaller "
                                                                  "depth to draw it"), most=MAX_DRAWN_NODES,
                                      nodes=self.stats.nodes))
        if theme not in self._drawn:
            self._drawn[theme] = search_steps(self.source.tree, self.source.name, self.events, self.result,
                                              self.options, depth=self.options.depth, theme=theme,
                                              tr=self.language.search)
        return self._drawn[theme]

    def picture(self, event: int | None = None, *, theme: str = "light") -> Picture:
        """The tree after ``event`` (counted from 1), or at the end (None), as the *Search Tree* tab draws
        it: the current node, [α, β] on the path, the cuts marked, at the end the principal variation.

        Raises
        ------
        InputError
            If the event is past the last one, or the theme is unknown.
        """
        drawn = self._steps_drawn(choice(theme, THEMES, "theme"))
        frames = len(drawn.timeline)
        if event is not None and not 1 <= event < frames:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "event {event}: the events go from 1 to {last}, then the "
                                                                  "result (event None)"), event=event, last=frames - 1))
        index = frames - 1 if event is None else event - 1
        return Picture(drawn.pictures.pictures([index])[0], lambda: self._page(drawn, [index]))

    def _page(self, drawn: SearchSteps, indices: list[int] | None) -> str:
        """The web page of the frames ``indices`` (all of them: None)."""
        return tree_page(drawn.figure.display, drawn.figure.layout, drawn.timeline, name=self.source.name,
                         title=self.source.heading(self.language.search), translate=self.language.translate,
                         lang=self.language.code, boards=draws_boards(self.source.tree), indices=indices)

    def _repr_html_(self) -> str:
        """The interactive stepper of the web pages, every event of the search, in a notebook (or why it is not
        drawn: too large)."""
        try:
            drawn = self._steps_drawn("light")
            picture = drawn.pictures.pictures([len(drawn.timeline) - 1])[0]
            return framed(self._page(drawn, None), frame_height(picture.width, picture.height))
        except InputError as error:
            return refusal(error)

    def __str__(self) -> str:
        return self.report()

    def __repr__(self) -> str:
        return (f"<gameviz.Search {self.options.title()}: value {self.value}, best {', '.join(self.best) or '—'}, "
                f"{len(self.events):,} events>")


def search(source: TreeSource, *, algorithm: Algorithm = "alphabeta", depth: int | None = None,
           heuristic: str | Heuristic = "course", order: bool = False, memo: bool = False, fail_soft: bool = False,
           moves: str = "", root: str | None = None, values: str = "inf", seed: int = 0, shallow: bool = False,
           player: int = 1, budget: int = DEFAULT_NODES, seconds: float = DEFAULT_SECONDS,
           lang: str = "system") -> Search:
    """Search a tree, keeping every event, as ``gameviz tree`` does.

    Parameters
    ----------
    source
        An exercise tree written out (``"[[3,12,8],[2,4,6],[14,5,2]]"``) or as Python lists, a file holding
        one (``.txt``, or ``.json`` for labelled trees), or a game specification (``"tictactoe"``) whose
        position is reached by ``moves`` (``"5 1 9"``).
    algorithm
        ``minimax``, ``negamax``, ``alphabeta`` (the course's fail-hard version, or ``fail_soft``); ``maxn``
        (``shallow`` pruning) or ``paranoid`` (for ``player``) on trees of vectors.
    depth
        The depth bound (None: to the end of the game or tree).
    heuristic
        What a position at the depth bound is worth: ``course``, ``zero``, ``exact``, ``mc:N``,
        ``FILE.py:NAME`` (a function of a file, run apart as the lab runs students' code), or a Python
        function of a position (the game's own, e.g. ``(sticks, player)``) giving its value for J1.
    order, memo
        Try moves in heuristic order; keep a transposition table.
    root
        Exercise trees: ``"max"`` or ``"min"`` at the root.
    values
        What a won game is worth: ``inf`` (±∞) or ``pm1`` (seed 001's +1 / 0 / −1).
    seed
        The seed of Monte-Carlo playouts.
    budget, seconds
        The search stops after so many nodes or seconds, with an :class:`~gameviz.core.errors.InputError`
        saying how far it went.
    lang
        The language of the sentences: ``en``, ``fr``, or ``system``.

    Examples
    --------
    Russell and Norvig's tree, searched by alpha-beta: C is cut after its first leaf.

    >>> rn = search("[[3,12,8],[2,4,6],[14,5,2]]", algorithm="alphabeta", lang="en")
    >>> rn.value, rn.best, rn.stats.leaves, rn.stats.cutoffs, len(rn.events)
    (3, ('B',), 7, 1, 39)
    >>> rn.trace()[20]
    'α-cut at C: value 2 ≤ α = 3 (set at A), so the remaining children of C cannot matter (e, f skipped).'

    Raises
    ------
    InputError
        If the tree or the moves cannot be read, the search does not fit the tree, or the budget runs out.
    """
    language = translations(choice(lang, LANGUAGE_CHOICES, "language"))
    options = SearchOptions(algorithm, depth=depth, order=order, memo=memo, soft=fail_soft, shallow=shallow,
                            player=player)
    text = source if isinstance(source, str) else repr(source)
    with _heuristic(heuristic) as function:
        found = load_search_tree(text, moves=moves, heuristic=function, seed=seed,
                                 root_max=None if root is None else choice(root, ("max", "min"), "root") == "max",
                                 win=1.0 if choice(values, ("inf", "pm1"), "values") == "pm1" else math.inf,
                                 root=language.search(SUMMARY["root"]))
        limits = SearchBudget(budget, seconds)
        if options.depth is None and isinstance(found.tree, PositionTree):
            refusal = full_search_refusal(found.tree.game, found.tree.root, options, limits)
            if refusal:
                raise InputError(refusal)
        events, result = collect_within(start_search(found.tree, options), limits)
    return Search(found, options, events, result, language=language)


@contextlib.contextmanager
def _heuristic(heuristic: str | Heuristic) -> Iterator[str | Heuristic]:
    """``heuristic`` as :func:`~gameviz.source.load_search_tree` takes it: a function of a file is run in the
    lab's contained process while the search lasts."""
    if isinstance(heuristic, str) and names_a_file(heuristic):
        with FileHeuristic(heuristic) as teacher:
            yield teacher
    else:
        yield heuristic
