"""``gameviz.solve``: every player's attractor of an arena, step by step, with its pictures and its page.

A :class:`Solution` answers what the course asks of an arena (who wins from the
start, the sets A_m, the rank of a vertex, the strategies) and draws it as the
*Arena* tab does: :meth:`Solution.picture` one step, and in a notebook the
whole solution as the interactive stepper of the web pages.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Literal

from gameviz.api.arenas import ArenaSource, arena_of
from gameviz.api.choices import LANGUAGE_CHOICES, THEMES, choice
from gameviz.api.frames import frame_height, framed, refusal
from gameviz.api.pictures import Picture
from gameviz.core import solution as solved
from gameviz.core.arena import Arena, Vertex
from gameviz.core.attractor import AttractorStep
from gameviz.core.counter_attractor import ALGORITHMS, labels
from gameviz.core.errors import ADVISED, InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT
from gameviz.core.outcome import Outcome
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.export.arena_steps import ArenaSteps, arena_steps
from gameviz.export.size import figure_refusal
from gameviz.export.web_arena import arena_page
from gameviz.figure.notation import NOTATIONS, Notation
from gameviz.layout import LAYOUTS
from gameviz.report.attractor import solution_report, step_equation_text
from gameviz.report.counter_attractor import labels_text
from gameviz.report.translations import Translations, translations

Algorithm = Literal["definition", "course", "queue"]


@dataclass(frozen=True)
class Step:
    """One set of the course's sequence: A_m of ``player``, the vertices ``added`` to A_{m−1}, and its
    equation as the course writes it (``𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}``, also its ``str``)."""

    player: int
    index: int
    added: tuple[Vertex, ...]
    equation: str

    def __str__(self) -> str:
        return self.equation


class Solution:
    """Who wins an arena from where, and how, step by step (made by :func:`solve`).

    Steps are counted from 1 in pictures, as on the command line: ``picture(step=1)`` draws 𝒜₀ = V₁,
    ``picture(step=m + 1)`` draws A_m, which is ``steps[player][m]``.
    """

    def __init__(self, arena: Arena, solution: solved.Solution, *, algorithm: Algorithm, notation: Notation,
                 language: Translations, title: str) -> None:
        self.arena = arena
        self.solution = solution
        self.algorithm = algorithm
        self.notation = notation
        self.language = language
        self.title = title
        self._drawn: dict[tuple[object, ...], ArenaSteps] = {}

    @property
    def winner(self) -> int | None:
        """The player who can force a win from the start, or None for a draw (or an arena without a start)."""
        outcome = self.solution.start_outcome
        return None if outcome is None else outcome.winner

    @functools.cached_property
    def steps(self) -> dict[int, tuple[Step, ...]]:
        """Each player's sets 𝒜₀, 𝒜₁, …, 𝒜ₙ (``steps[1][2]`` is 𝒜¹₂), the vertices each one adds."""
        return {p: tuple(self._step(step) for step in self.solution.attractors[p].steps) for p in self.solution.players}

    def _step(self, step: AttractorStep) -> Step:
        equation = step_equation_text(self.arena, step, notation=self.notation)
        return Step(step.player, step.index, step.added, equation)

    def vertex(self, vertex: Hashable) -> Vertex:
        """The vertex ``vertex`` names: a vertex itself (``(4, 1)``), or its label or id as the pictures write
        it (``"(4,1)"``, ``"2e"``).

        Raises
        ------
        InputError
            If the arena has no such vertex.
        """
        if vertex in self.arena:
            return vertex
        if isinstance(vertex, str):
            if self.arena.has_id(vertex):
                return self.arena.vertex(vertex)
            for v in self.arena:
                if self.arena.label(v) == vertex:
                    return v
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the arena has no vertex {vertex}"), vertex=repr(vertex)))

    def rank(self, vertex: Hashable, player: int | None = None) -> int | None:
        """The rank of ``vertex`` (the smallest m with it in A_m) in ``player``'s attractor, by default in the
        attractor of the player who wins from it; None outside it (a draw)."""
        v = self.vertex(vertex)
        who = self.solution.outcome[v] if player is None else self._players(player)[0]
        return self.solution.attractors[who].rank.get(v) if who else None

    def outcome(self, vertex: Hashable) -> Outcome:
        """Who can force a win from ``vertex`` (``Outcome(winner=1)``), or a draw (``winner`` None)."""
        return self.solution.outcome_at(self.vertex(vertex))

    @property
    def strategy(self) -> dict[int, Mapping[Vertex, Vertex]]:
        """Each player's move from each of its vertices that has one: into a smaller rank of its attractor,
        or, from a draw, out of the opponents' attractors."""
        return {p: self.solution.strategies[p] for p in self.solution.players}

    @property
    def labels(self) -> dict[int, dict[Vertex, int]]:
        """Each player's labels by the algorithm asked for: the ranks for the definition, the course's
        ``parcours(s, m)`` labels for ``course``, the queue's for ``queue``."""
        if self.algorithm == "definition":
            return {p: dict(self.solution.attractors[p].rank) for p in self.solution.players}
        return {p: labels(self.arena, p, self.algorithm) for p in self.solution.players}

    def report(self) -> str:
        """What ``gameviz solve`` prints: every step, the draws, who wins from the start, the strategies (and
        the labels of the course's algorithm, when asked for)."""
        text = solution_report(self.arena, self.solution, self.notation, self.language.attractor)
        if self.algorithm != "definition":
            text += "\n" + labels_text(self.arena, self.solution, self.algorithm, self.notation,
                                       self.language.attractor)
        return text

    def _steps_drawn(self, players: tuple[int, ...], layout: str, theme: str, boards: bool | None) -> ArenaSteps:
        """The pictures of ``players``' attractors, laid out once for each choice of layout and boards."""
        key = (players, layout, theme, boards)
        problem = figure_refusal(len(self.arena) + self.arena.edge_count())
        if problem:
            advice = Sentence(QT_TRANSLATE_NOOP("errors", "solve a smaller game to draw it"))
            raise InputError(Sentence(ADVISED, refusal=problem, advice=advice))
        if key not in self._drawn:
            self._drawn[key] = arena_steps(self.arena, self.solution, players=players, layout=layout, theme=theme,
                                           boards=boards, notation=self.notation, tr=self.language.attractor)
        return self._drawn[key]

    def _players(self, player: int | str) -> tuple[int, ...]:
        """The players ``player`` names: one, or all of them (``"all"``, ``"both"``)."""
        if player in ("both", "all"):
            return tuple(self.solution.players)
        if player in self.solution.players:
            return (int(player),)
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "player {player}: the arena has players {players}, or 'all' of "
                                                  "them"), player=repr(player),
                                  players=", ".join(map(str, self.solution.players))))

    def picture(self, step: int | None = None, *, player: int | str = 1, theme: str = "light", caption: bool = True,
                layout: str = "auto", boards: bool | None = None) -> Picture:
        """The picture of ``step`` (counted from 1 among the pictures, as the application's stepper counts them:
        step 1 is 𝒜₀ = V₁, the last step the result), or of the result (None), as the
        *Arena* tab draws it.

        Parameters
        ----------
        player
            Whose attractor: 1, 2, …, or ``"all"`` (``"both"``) at once.
        theme
            ``light``, ``dark``, ``course`` (the course's colours) or ``print`` (grey on paper).
        caption
            Write the step's equation, or who wins, under the picture.
        layout
            ``auto``, ``course``, a Graphviz engine (``dot``, ``neato``…), ``layered``, ``ranks`` or
            ``attractors``.
        boards
            Board pictures in the vertices (None: where they read).

        Raises
        ------
        InputError
            If the step is past the last one, or a choice is unknown.
        """
        players = self._players(player)
        drawn = self._steps_drawn(players, choice(layout, LAYOUTS, "layout"), choice(theme, THEMES, "theme"), boards)
        frames = len(drawn.timeline)
        if step is not None and not 1 <= step <= frames:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "step {step}: the steps go from 1 to {frames}, the result (or "
                                                                  "step None)"), step=step, frames=frames))
        index = frames - 1 if step is None else step - 1

        def page() -> str:
            return self._page(players, drawn, [index])

        return Picture(drawn.pictures([index], captions=caption)[0], page)

    def _page(self, players: tuple[int, ...], drawn: ArenaSteps, indices: list[int] | None) -> str:
        """The web page of ``players``' steps ``indices`` (all of them: None)."""
        return arena_page(self.arena, self.solution, drawn.figure.layout, players=players, notation=self.notation,
                          translate=self.language.translate, lang=self.language.code, indices=indices,
                          title=self.title)

    def _repr_html_(self) -> str:
        """The interactive stepper of the web pages, every step of J1's attractor, in a notebook (or why it is
        not drawn: too large)."""
        try:
            drawn = self._steps_drawn((1,), "auto", "light", None)
            picture = drawn.pictures([0])[0]
            return framed(self._page((1,), drawn, None), frame_height(picture.width, picture.height))
        except InputError as error:
            return refusal(error)

    def __str__(self) -> str:
        return self.report()

    def __repr__(self) -> str:
        return f"<gameviz.Solution of {self.title}: {len(self.arena):,} vertices, winner {self.winner}>"


def solve(source: ArenaSource, *, algorithm: Algorithm = "definition", notation: str = "j1j2", lang: str = "system",
          limit: int = DEFAULT_VERTEX_LIMIT) -> Solution:
    """Solve an arena: every player's attractor, step by step, the draws, the strategies.

    Parameters
    ----------
    source
        What ``gameviz solve`` takes: a game specification (``"sticks"``, ``"chomp:rows=2,cols=3"``), an
        arena file (``.json``, ``.dot``, ``.graphml``, the course's ``.py``), or an arena (made from the
        course's dictionaries by :func:`gameviz.arena`).
    algorithm
        ``definition`` (the sets A_m), or the course's counter algorithm, ``course`` (its recursive
        ``parcours(s, m)``) or ``queue``, whose labels :attr:`Solution.labels` gives.
    notation
        The players' names: ``j1j2``, ``adam-eve``, ``max-min`` or ``alice-bob``.
    lang
        The language of the sentences and captions: ``en``, ``fr``, or ``system``.
    limit
        The largest arena a game may generate, in vertices.

    Examples
    --------
    >>> solution = solve("sticks")
    >>> solution.winner, solution.rank((10, 1)), solution.strategy[1][(10, 1)]
    (1, 6, (9, 2))
    >>> print(solution.steps[1][2])
    𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}
    >>> "(4,1)" in solution.picture(step=3)._repr_svg_()
    True

    Raises
    ------
    InputError
        If the source cannot be read, or a choice is unknown.
    """
    choice(algorithm, ALGORITHMS, "algorithm")
    language = translations(choice(lang, LANGUAGE_CHOICES, "language"))
    arena, title = arena_of(source, limit)
    return Solution(arena, solved.solve(arena), algorithm=algorithm,
                    notation=NOTATIONS[choice(notation, tuple(NOTATIONS), "notation")], language=language, title=title)
