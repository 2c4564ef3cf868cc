"""The print theme: what a picture tells apart in colour, it tells apart in grey on paper."""

from __future__ import annotations

from PySide6.QtGui import QImage

from gameviz.core.solution import solve
from gameviz.export.raster import png_bytes
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, node_sizes
from gameviz.figure.style import PRINT
from gameviz.io.json_arena import arena_from_json
from gameviz.layout import compute_layout

# J1 wins from a (one move to its target), J2 from b; c and d send the play round for ever: draws
ARENA = """{"format": "gameviz-arena", "version": 1,
 "vertices": [{"id": "t1", "player": 2}, {"id": "t2", "player": 1}, {"id": "a", "player": 1},
              {"id": "b", "player": 2}, {"id": "c", "player": 1}, {"id": "d", "player": 2}],
 "edges": [["a", "t1"], ["b", "t2"], ["c", "d"], ["d", "c"]],
 "targets": {"1": ["t1"], "2": ["t2"]}}"""
SCALE = 3


def lightness(image: QImage, x: float, y: float) -> float:
    """The CIE L* of the grey the pixel at (x, y) prints as (from its luminance)."""
    r, g, b, _ = image.pixelColor(round(x), round(y)).getRgb()

    def linear(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    return 116 * luminance ** (1 / 3) - 16 if luminance > 0.008856 else 903.3 * luminance


def rendered(index_of) -> tuple[QImage, ArenaFigure, object]:
    arena = arena_from_json(ARENA)
    solution = solve(arena)
    layout = compute_layout(arena, "dot", node_sizes(arena), solution.attractors[1].rank)
    figure = ArenaFigure(arena, layout, PRINT)
    timeline = AttractorTimeline(figure, solution, (1, 2))
    picture = timeline.pictures([index_of(timeline)])[0]
    return QImage.fromData(png_bytes(picture, SCALE)), figure, picture


def fill_lightness(image: QImage, figure: ArenaFigure, picture, vertex_id: str) -> float:
    """The lightness of a vertex's fill, below its label, inside its outline."""
    box = figure.box(vertex_id)
    return lightness(image, (box.x - picture.x) * SCALE, (box.y + box.height * 0.32 - picture.y) * SCALE)


def test_attractors_and_draws_differ_by_20_lightness_at_the_result(qapp):
    image, figure, picture = rendered(lambda timeline: len(timeline) - 1)
    j1, j2, draw = (fill_lightness(image, figure, picture, v) for v in ("a", "b", "c"))
    assert abs(j1 - j2) >= 20 and abs(j1 - draw) >= 20 and abs(j2 - draw) >= 20, (j1, j2, draw)


def test_new_vertices_differ_from_the_attractor_so_far(qapp):
    image, figure, picture = rendered(lambda timeline: 1)  # step 1 of both: a and b are new
    old1, old2, new1, new2 = (fill_lightness(image, figure, picture, v) for v in ("t1", "t2", "a", "b"))
    levels = sorted([old1, old2, new1, new2, 100.0])  # and the plain vertices, white
    assert all(b - a >= 20 for a, b in zip(levels, levels[1:], strict=False)), levels
