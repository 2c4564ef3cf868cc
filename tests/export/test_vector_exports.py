"""SVG and TikZ written from the same primitives as the screen."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from gameviz.core.errors import InputError
from gameviz.core.solution import solve
from gameviz.export import export_pictures, numbered
from gameviz.export.svg import svg_text
from gameviz.export.tikz import latex_text, tikz_document
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, node_sizes
from gameviz.figure.geometry import Layout, NodeBox, straight_edge
from gameviz.figure.style import LIGHT
from gameviz.games import arena_from_spec


def grid_layout(arena) -> Layout:
    """A simple layout without Graphviz: one row per vertex order."""
    sizes = node_sizes(arena)
    boxes = {v: NodeBox(80 * (i % 5) + 40, 80 * (i // 5) + 40, *sizes[v]) for i, v in enumerate(arena)}
    edges = {(u, w): straight_edge(boxes[u], boxes[w]) for u, w in arena.edges()}
    return Layout(boxes, edges, 400, 80 * (len(arena) // 5 + 1), "test")


@pytest.fixture
def chomp():
    arena = arena_from_spec("chomp:rows=2,cols=2")
    figure = ArenaFigure(arena, grid_layout(arena), LIGHT)
    return arena, figure, AttractorTimeline(figure, solve(arena), (1,))


def test_svg_is_valid_and_shows_every_vertex(chomp):
    arena, figure, timeline = chomp
    picture = timeline.pictures([1], lambda frame: "𝒜¹₁ = 𝒜¹₀ ∪ {1a, 3a}")[0]
    text = svg_text(picture)
    root = ET.fromstring(text.encode())
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    for v in arena:
        assert arena.label(v) in texts
    assert "𝒜¹₁ = 𝒜¹₀ ∪ {1a, 3a}" in texts
    assert texts.count("1") == 2  # the rank badges of 1a and 3a
    assert LIGHT.player(1).new in text  # the vertices added at step 1


def test_tikz_overlays_only_what_changes(chomp):
    arena, figure, timeline = chomp
    pictures = timeline.pictures(range(len(timeline)))
    text = tikz_document(pictures)
    assert text.count(r"\begin{tikzpicture}") == 1
    assert "\\only<1-5>" not in text  # what never changes is drawn once, outside \only
    assert "\\only<2>{" in text and "\\only<5>{" in text
    assert text.count("{0a}") >= 2  # 0a plain at first, then in the attractor
    assert "definecolor" in text


def test_latex_text():
    assert latex_text("A¹₂ = A¹₁ ∪ {x_1}") == r"A$^{1}_{2}$ = A$^{1}_{1}$ $\cup$ \{x\_1\}"
    assert latex_text("start: Ève wins ▶") == r"start: Ève wins $\blacktriangleright$"
    assert latex_text("50% & #1") == r"50\% \& \#1"


def test_numbered_files(tmp_path, chomp):
    arena, figure, timeline = chomp
    written = export_pictures(timeline.pictures(range(len(timeline))), tmp_path / "chomp.svg")
    assert [p.name for p in written] == [numbered(tmp_path / "chomp.svg", str(i)).name for i in range(1, 6)]
    assert written[0].name == "chomp_1.svg"
    named = export_pictures(timeline.pictures([0, 4]), tmp_path / "c.svg", names=["A0", "result"])
    assert [p.name for p in named] == ["c_A0.svg", "c_result.svg"]


def test_bad_format(tmp_path, chomp):
    with pytest.raises(InputError, match="cannot export pictures as '.jpg'"):
        export_pictures(chomp[2].pictures([0]), tmp_path / "x.jpg")


def render_svg(svg: str, width: int, height: int, renderer: str, folder):
    """The SVG drawn by Qt's SVG module or by librsvg (``rsvg-convert``), as a QImage."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if renderer == "qt":
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        QSvgRenderer(svg.encode()).render(painter, QRectF(0, 0, width, height))
        painter.end()
        return image
    import subprocess

    from tests.tools import require_tool

    found = require_tool("rsvg-convert", "librsvg2-bin")
    (folder / "picture.svg").write_text(svg, encoding="utf-8")
    subprocess.run([found, "-w", str(width), "-h", str(height), "-b", "white", "-o", str(folder / "picture.png"),
                    str(folder / "picture.svg")], check=True, timeout=60)
    return QImage(str(folder / "picture.png"))


@pytest.mark.parametrize("renderer", ["qt", "librsvg"])
def test_svg_labels_sit_in_the_middle_of_their_vertices_in_other_renderers(tmp_path, qapp, renderer):
    """Qt's SVG module and librsvg ignore dominant-baseline: drawn by them, each label's ink is
    centred in its vertex because the text is placed by its baseline."""
    from gameviz.figure.arena_figure import ArenaFigure, node_sizes
    from gameviz.figure.style import LIGHT
    from gameviz.games import arena_from_spec
    from gameviz.layout.course import course_layout
    from tests.pictures import text_lines_contrast

    arena = arena_from_spec("sticks")
    figure = ArenaFigure(arena, course_layout(arena, node_sizes(arena)), LIGHT)
    picture = figure.picture()
    svg = svg_text(picture)
    assert "dominant-baseline" not in svg and svg.count('<g class="vertex j') == len(arena)
    scale = 3
    image = render_svg(svg, round(picture.width * scale), round(picture.height * scale), renderer, tmp_path)
    checked = 0
    for vertex in arena:
        if arena.target_of(vertex) is not None:
            continue  # the double outline of a target is in the way
        box = figure.box(vertex)
        cx, cy = (box.x - picture.x) * scale, (box.y - picture.y) * scale
        half_w, half_h = box.width * scale * 0.3, box.height * scale * 0.3
        crop = image.copy(round(cx - half_w), round(cy - half_h), round(2 * half_w), round(2 * half_h))
        (top, height, _), = text_lines_contrast(crop)  # the label, and nothing of the outline
        ink_centre = cy - half_h + top + height / 2
        assert abs(ink_centre - cy) <= 0.12 * 16 * scale, (vertex, ink_centre - cy)  # within 0.12 em
        checked += 1
    assert checked == len(arena) - 2


def test_svg_parts_are_named_and_classed_by_what_they_are_at_the_step():
    """At step 2 of the 10-stick game, (2,1) is J1's, new in 𝒜¹₂, and (5,2)'s moves at step 3
    justify it: each group says so, for a stylesheet or Inkscape to restyle."""
    from gameviz.core.attractor import attractor
    from gameviz.core.solution import solve
    from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, node_sizes
    from gameviz.figure.style import LIGHT
    from gameviz.games import arena_from_spec
    from gameviz.layout.course import course_layout

    arena = arena_from_spec("sticks")
    figure = ArenaFigure(arena, course_layout(arena, node_sizes(arena)), LIGHT)
    timeline = AttractorTimeline(figure, solve(arena))
    steps = attractor(arena, 1).steps
    j2_step = next(s for s in steps if any(arena.player(v) == 2 for v in s.added))
    svg = svg_text(timeline.pictures([j2_step.index])[0])
    for v in j2_step.added:
        name = "v" + arena.label(v).strip("()").replace(",", "-")
        assert f'<g class="vertex j2 attr1 new" id="{name}">' in svg
        for w in arena.successors(v):
            other = "v" + arena.label(w).strip("()").replace(",", "-")
            assert f'<g class="edge move win1 justify" id="{name}--{other}">' in svg
    assert '<g class="vertex j1 attr1 target" id="v0-1">' in svg  # in 𝒜¹₀, not new any more
    result = svg_text(timeline.pictures([len(timeline) - 1])[0])
    assert '<g class="edge move strategy win1"' in result and "attr2" in result
