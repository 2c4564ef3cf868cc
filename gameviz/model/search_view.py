"""The search tree view of a document: what is searched, how, what the search found, and where the stepper
is in it.

The view holds the search's choices (the toolbar of the Search Tree tab renders them and writes the
user's back) and their policy: a large game's tree gets a depth bound and move ordering at once, a tree
of vectors the searches for n players; a new search starts at its first step, and another way of
stepping it stays on the event on show.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import cast

from gameviz.core.game import AnyGame
from gameviz.core.search.heuristics import Heuristic
from gameviz.core.search.options import Algorithm, SearchOptions, has_vectors
from gameviz.core.search.trace import SearchResult
from gameviz.core.search.tree import game_tree
from gameviz.core.translate import Translate, untranslated
from gameviz.figure.search_timeline import SearchTimeline, stop_frames
from gameviz.model.search_source import TreeSource, first_depth
from gameviz.model.views import ViewState

#: The searches the toolbar offers; each is a :class:`SearchOptions` with the view's choices.
PRESETS = ("minimax", "negamax", "alphabeta", "alphabeta-ordered", "deepening", "maxn", "maxn-shallow", "paranoid")
#: The presets for trees with a score per player (n players).
VECTOR_PRESETS = ("maxn", "maxn-shallow", "paranoid")


def stops_of(timeline: SearchTimeline, stepping: str) -> list[int]:
    """The frames of ``timeline`` a stepper stepping by ``stepping`` stops at
    (:func:`~gameviz.figure.search_timeline.stop_frames`, which the web pages step by too)."""
    return stop_frames(timeline.events, stepping)


@dataclass(frozen=True)
class SearchChoices:
    """The search the user chose: a preset of :data:`PRESETS`, a depth bound (0: none), the heuristic of a
    game's positions (``course``, ``zero``, ``exact``, ``mc:100``, or a function, such as the teacher's from
    a file), memoization, fail-soft, the paranoid search's player, the shapes of MAX and MIN nodes, how far
    a step goes (:data:`~gameviz.figure.search_timeline.STEPPING`), what a won game is worth (∞, or 1 for
    seed 001's +1 / 0 / −1), and the seed of random exercises and playouts."""

    preset: str = "alphabeta"
    depth: int = 0
    heuristic: str | Heuristic = "course"
    memo: bool = False
    soft: bool = False
    player: int = 1
    shapes: str = "triangles"
    stepping: str = "event"
    win: float = math.inf
    seed: int = 1

    def options(self, preset: str | None = None) -> SearchOptions:
        """The search these choices describe (or ``preset``'s, with the same settings)."""
        preset = preset or self.preset
        depth = self.depth or None
        algorithm = cast(Algorithm, {"alphabeta-ordered": "alphabeta", "deepening": "alphabeta",
                                     "maxn-shallow": "maxn"}.get(preset, preset))
        return SearchOptions(
            algorithm,
            depth=depth,
            order=preset in ("alphabeta-ordered", "deepening"),
            memo=self.memo and algorithm != "maxn",
            soft=self.soft and algorithm == "alphabeta",
            deepen=preset == "deepening" and bool(depth),
            shallow=preset == "maxn-shallow",
            player=self.player if algorithm == "paranoid" else 1,
        )


@dataclass(eq=False)
class TreeView(ViewState):
    """The search tree: ``source`` searched with ``choices``; ``result`` and ``timeline`` once the search
    is done (``seconds``: how long it took). Its steps are the stops of the timeline
    (:meth:`stops`): every event, or each leaf or cut, then the result."""

    source: TreeSource | None = None
    choices: SearchChoices = SearchChoices()
    result: SearchResult | None = None
    timeline: SearchTimeline | None = None
    seconds: float = 0.0

    def __post_init__(self) -> None:
        super().__post_init__()
        self._stops: tuple[SearchTimeline | None, str, list[int]] = (None, "", [0])

    @property
    def vectors(self) -> bool:
        """Whether the tree scores each player (n players: max^n and paranoid)."""
        return self.source is not None and has_vectors(self.source.tree)

    @property
    def players(self) -> int:
        """How many players the tree has."""
        return getattr(self.source.tree, "players", 2) if self.source is not None else 2

    def offered(self) -> list[str]:
        """The presets that fit the tree: max^n and paranoid for a score per player, the others for one
        value per leaf."""
        return [key for key in PRESETS if (key in VECTOR_PRESETS) == self.vectors]

    def options(self, preset: str | None = None) -> SearchOptions:
        """The search the view's choices describe (or ``preset``'s)."""
        return self.choices.options(preset)

    def position_source(self, game: AnyGame, state: Hashable, title: str, tr: Translate = untranslated) -> TreeSource:
        """The tree of ``game`` from ``state``, searched with the heuristic chosen (``tr``: the words of its
        nodes' names)."""
        return TreeSource(game_tree(game, state), title, game, self.choices.heuristic, self.choices.seed, tr)

    def stops(self) -> list[int]:
        """The frames of the timeline the stepper stops at (:func:`stops_of`; ``[0]`` before a search),
        found once per search and way of stepping."""
        timeline, level = self.timeline, self.choices.stepping
        if timeline is None:
            return [0]
        known, known_level, stops = self._stops
        if known is not timeline or known_level != level:
            stops = stops_of(timeline, level)
            self._stops = (timeline, level, stops)
        return stops

    def event_index(self, step: int | None = None) -> int:
        """The frame of the timeline that step ``step`` shows (by default the step on show)."""
        stops = self.stops()
        step = self.step if step is None else step
        return stops[min(max(step, 0), len(stops) - 1)]

    def showing(self) -> tuple[int, int]:
        """The steps the stepper offers and the one it shows: one during an exercise (the search is hidden
        until the student asks for it)."""
        return (1, 0) if self.exercise else (self.steps, self.step)

    def go(self, step: int) -> None:
        """Move to ``step`` (not during an exercise, which hides the search)."""
        if not self.exercise:
            super().go(step)

    def _follow(self, old: dict[str, object]) -> dict[str, object]:
        """The choices' policy for a new tree, and the steps of a new search or of another way of
        stepping it."""
        rules: dict[str, object] = {}
        if "source" in old:
            rules["choices"] = self._fitted(self.choices)
            if "timeline" not in old:
                rules.update(result=None, timeline=None)  # the search of another tree is no answer here
        if "timeline" in old or "choices" in old:
            timeline = cast(SearchTimeline | None, old.get("timeline", self.timeline))
            previous = cast(SearchChoices, old.get("choices", self.choices))
            step = cast(int, old.get("step", self.step))
            before = stops_of(timeline, previous.stepping) if timeline is not None else [0]
            shown = before[min(max(step, 0), len(before) - 1)]  # the frame on show before this update
            stops = self.stops()
            if "timeline" in old:  # a new search starts at its first step
                step = 0
            else:  # the first step at or after the frame on show
                step = next((k for k, stop in enumerate(stops) if stop >= shown), len(stops) - 1)
            rules.update(steps=len(stops), step=step)
        return rules

    def _fitted(self, choices: SearchChoices) -> SearchChoices:
        """``choices`` for the tree of ``source``: a depth and ordering for a large game's tree when no
        depth is set, a search that fits its kind of values, a paranoid player among its players."""
        source = self.source
        if source is None:
            return choices
        if choices.depth == 0:
            depth = first_depth(source)
            if depth is not None:
                choices = replace(choices, depth=depth, preset="alphabeta-ordered"
                                  if choices.preset == "alphabeta" else choices.preset)
        if (choices.preset in VECTOR_PRESETS) != self.vectors:
            choices = replace(choices, preset="maxn" if self.vectors else "alphabeta")
        return replace(choices, player=min(choices.player, self.players))
