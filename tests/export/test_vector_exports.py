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
    picture = timeline.pictures([1], lambda frame: "A¹₁ = A¹₀ ∪ {1a, 3a}")[0]
    text = svg_text(picture)
    root = ET.fromstring(text.encode())
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    for v in arena:
        assert arena.label(v) in texts
    assert "A¹₁ = A¹₀ ∪ {1a, 3a}" in texts
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
