"""An arena's attractor drawn step by step: laid out, styled and captioned as the *Arena* tab draws it.

``gameviz export``, its web pages and the Python API (:mod:`gameviz.api`) all draw an arena through
:func:`arena_steps`, so that a picture is the same wherever it is asked for.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

from gameviz.core.arena import Arena
from gameviz.core.solution import Solution
from gameviz.core.translate import Translate, untranslated
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, Frame, node_sizes
from gameviz.figure.geometry import Layout
from gameviz.figure.notation import DEFAULT_NOTATION, Notation
from gameviz.figure.play_figure import PlayFigure
from gameviz.figure.primitives import Picture
from gameviz.figure.style import EXPORT_PALETTES
from gameviz.layout import compute_layout
from gameviz.report.attractor import frame_caption, start_caption


def arena_layout(arena: Arena, solution: Solution, players: Sequence[int], *, engine: str = "auto",
                 boards: bool | None = None) -> Layout:
    """``arena`` laid out by ``engine`` (``auto``: chosen by size) for a slide (16:9), the first of
    ``players``' ranks giving the layers of a layout by rank; ``boards``: board pictures in vertices
    (None: where they read)."""
    return compute_layout(arena, engine, node_sizes(arena, boards=boards), solution.attractors[players[0]].rank,
                          aspect=16 / 9, solution=solution)


def drawn_figure(arena: Arena, layout: Layout, *, theme: str = "light", boards: bool | None = None,
                 play: Sequence[Hashable] = ()) -> ArenaFigure:
    """The figure of ``arena`` in the colours of ``theme`` (``light``, ``dark``, ``course``, ``print``), with
    the vertices of a ``play`` drawn over it as a numbered path."""
    palette = EXPORT_PALETTES[theme]
    if play:
        return PlayFigure(arena, layout, palette, boards=boards, play=play)
    return ArenaFigure(arena, layout, palette, boards=boards)


@dataclass(frozen=True)
class ArenaSteps:
    """The steps 𝒜₀ … 𝒜ₙ of the attractors shown, then the result, as pictures with their captions."""

    arena: Arena
    solution: Solution
    figure: ArenaFigure
    timeline: AttractorTimeline
    notation: Notation
    tr: Translate

    def caption(self, frame: Frame) -> str:
        """The equation of the step (``𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}``), or who wins, under the picture."""
        return frame_caption(self.arena, self.solution, frame.steps, frame.result, self.notation, self.tr)

    def pictures(self, indices: Iterable[int], *, captions: bool = False) -> list[Picture]:
        """The pictures of the frames ``indices`` (from 0: frame m shows A_m, the last the result)."""
        return self.timeline.pictures(indices, self.caption if captions else None)


def arena_steps(arena: Arena, solution: Solution, *, players: tuple[int, ...] = (1,), layout: str = "auto",
                theme: str = "light", boards: bool | None = None, notation: Notation = DEFAULT_NOTATION,
                tr: Translate = untranslated, play: Sequence[Hashable] = ()) -> ArenaSteps:
    """``players``' attractors of ``arena`` drawn step by step (see :func:`arena_layout` and
    :func:`drawn_figure`), captioned in the language of ``tr`` and with the names of ``notation``."""
    figure = drawn_figure(arena, arena_layout(arena, solution, players, engine=layout, boards=boards), theme=theme,
                          boards=boards, play=play)
    timeline = AttractorTimeline(figure, solution, players, start_caption(notation, tr))
    return ArenaSteps(arena, solution, figure, timeline, notation, tr)
