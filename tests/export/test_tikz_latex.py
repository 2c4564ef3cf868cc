"""TikZ as a teacher writes it: named nodes and styles, and files that pdflatex compiles into
slides (Beamer, 4:3) and handouts (article) where the labels read at 8 pt or more."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from gameviz.cli import main
from gameviz.core.errors import InputError
from gameviz.export import export_pictures
from tests.tools import require_tool

BEAMER = r"""\documentclass{beamer}
\usepackage{tikz}
\usepackage{amssymb}
\begin{document}
\begin{frame}{The attractor of J1}
\input{picture.tex}
\end{frame}
\end{document}
"""

ARTICLE = r"""\documentclass{article}
\usepackage{tikz}
\usepackage{amssymb}
\begin{document}
\input{picture.tex}
\end{document}
"""


def pdflatex(folder: Path, document: str) -> tuple[PdfReader, str]:
    """Compile ``document`` (which inputs ``picture.tex``) in ``folder``: the PDF and the log."""
    found = require_tool("pdflatex", "texlive-latex-base texlive-latex-recommended texlive-pictures lmodern")
    (folder / "main.tex").write_text(document)
    run = subprocess.run([found, "-interaction=nonstopmode", "-halt-on-error", "main.tex"], cwd=folder,
                         capture_output=True, text=True, timeout=300)
    log = (folder / "main.log").read_text(errors="replace")
    assert run.returncode == 0, log[-3000:]
    return PdfReader(folder / "main.pdf"), log


def text_sizes(page) -> list[tuple[str, float, str]]:
    """Each piece of text on a PDF page: its text, its size in TeX points, its font."""
    pieces = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            scale = abs(cm[0] * tm[0]) or 1.0
            pieces.append((text.strip(), size * scale * 72.27 / 72, str(font.get("/BaseFont", "")) if font else ""))

    page.extract_text(visitor_text=visit)
    return pieces


def test_the_stick_game_tikz_names_its_vertices_and_styles(tmp_path):
    output = tmp_path / "sticks.tex"
    assert main(["export", "sticks", "-o", str(output), "--step", "3", "--caption"]) == 0
    tex = output.read_text()
    assert r"\tikzset{" in tex and "  attr1/.style={" in tex and "  justify/.style={" in tex
    for v in ("(4,1)", "(3,1)", "(2,1)"):  # 𝒜¹₂ adds them
        name = "v" + v.strip("()").replace(",", "-")
        assert rf"\node[j1, attr1, new] ({name}) at " in tex and tex.count(f"{{{v}}};") == 1
    assert r"\node[j2, attr1] (v1-2) at " in tex  # in 𝒜¹₁: no longer new
    assert r"\draw[move, win1, newmove] (v4-1) .. controls " in tex  # J1's chosen move into 𝒜¹₁
    assert r"\node[rank1] at (v4-1.north east) {2};" in tex
    assert (r"$\mathcal{A}^{1}_{2} = \mathcal{A}^{1}_{1} \cup \{\mbox{(2,1)},\allowbreak \mbox{(3,1)},\allowbreak "
            r"\mbox{(4,1)}\}$") in tex
    assert not re.search(r"\\fontsize\{[0-9]", tex)  # text in the document's font, at relative sizes


@pytest.mark.parametrize("spec,label", [("sticks", "(5,2)"), ("chomp:rows=2,cols=3", "3e")])
def test_every_step_compiles_into_beamer_slides_labels_at_8_pt_and_the_equation_at_10(tmp_path, spec, label):
    from gameviz.core.solution import solve
    from gameviz.games import arena_from_spec

    solution = solve(arena_from_spec(spec))
    steps = solution.attractors[1].last_index + 2  # 𝒜¹₀ … 𝒜¹ₙ and the result
    assert main(["export", spec, "-o", str(tmp_path / "picture.tex"), "--all-steps", "--caption"]) == 0
    pdf, log = pdflatex(tmp_path, BEAMER)
    assert len(pdf.pages) == steps  # one slide per step
    assert "Overfull \\hbox" not in log and "Overfull \\vbox" not in log
    pieces = text_sizes(pdf.pages[1])
    labels = [size for text, size, font in pieces if "CMSSBX" in font and not text.isdigit()]  # bold sans
    assert len(labels) >= 6 and min(labels) >= 7.99, pieces
    assert any(text.endswith(label) for text, _, _ in pieces)
    calligraphic = [size for text, size, font in pieces if text == "A" and "CMSY" in font]  # 𝒜 of the equation
    assert len(calligraphic) == 2 and min(calligraphic) >= 10, pieces


def test_an_arena_too_large_for_a_slide_shrinks_its_text_rather_than_pile_up_its_labels(tmp_path):
    """Nim 1/2/3 has 47 vertices: on a 4:3 slide its labels cannot be 8 pt and fit their vertices,
    so they shrink with the picture, each within its vertex, and the equation stays at 10 pt."""
    assert main(["export", "nim:heaps=1/2/3", "-o", str(tmp_path / "picture.tex"), "--all-steps", "--caption"]) == 0
    pdf, log = pdflatex(tmp_path, BEAMER)
    assert len(pdf.pages) == 5 and "Overfull \\hbox" not in log
    pieces = text_sizes(pdf.pages[1])
    labels = {size for text, size, font in pieces if text.startswith("(") and "," in text and size < 8}
    assert len(labels) == 1 and 2 < labels.pop() < 8, pieces  # one size for every label, as in a PDF
    assert min(size for text, size, font in pieces if text == "A" and "CMSY" in font) >= 10


def test_standalone_steps_compile_in_an_article(tmp_path):
    assert main(["export", "sticks", "-o", str(tmp_path / "picture.tex"), "--all-steps", "--caption",
                 "--standalone-steps"]) == 0
    tex = (tmp_path / "picture.tex").read_text()
    assert tex.count(r"\begin{tikzpicture}") == 8 and r"\only" not in tex and "% step 4_A3" in tex
    pdf, log = pdflatex(tmp_path, ARTICLE)
    text = " ".join(page.extract_text() for page in pdf.pages)
    assert "(5,2)" in text and "Overfull \\hbox" not in log


def test_the_course_alpha_beta_tree_compiles_one_slide_per_event(tmp_path):
    tree = "[[3,12,8],[2,4,6],[14,5,2]]"  # Russell and Norvig's, as in the course
    assert main(["tree", tree, "-o", str(tmp_path / "picture.tex"), "--all-steps"]) == 0
    pdf, log = pdflatex(tmp_path, BEAMER)
    assert len(pdf.pages) == 40 and "Overfull \\hbox" not in log  # 39 events and the result
    cut = " ".join(pdf.pages[20].extract_text().split())  # event 21: C is cut after its first leaf
    assert "2" in cut and "cut" in cut and "cut" not in pdf.pages[19].extract_text()


def test_a_picture_too_large_for_pdflatex_is_refused_before_writing(tmp_path):
    from gameviz.figure.arena_figure import ArenaFigure, node_sizes
    from gameviz.figure.style import LIGHT
    from gameviz.games import arena_from_spec
    from gameviz.layout.layered import layered_layout

    arena = arena_from_spec("sticks:n=1300")  # 2,601 vertices and 7,791 moves
    figure = ArenaFigure(arena, layered_layout(arena, node_sizes(arena)), LIGHT)
    with pytest.raises(InputError, match=r"10,392 vertices and moves, more than the 5,000 pdflatex"):
        export_pictures([figure.picture()], tmp_path / "big.tex")
    assert not (tmp_path / "big.tex").exists()


def test_an_arena_of_three_players_compiles_with_a_style_for_each(tmp_path):
    from gameviz.resources import resource

    example = str(resource("examples", "trois_joueurs.json"))
    assert main(["export", example, "-o", str(tmp_path / "picture.tex"), "--all-steps", "--player", "both",
                 "--caption"]) == 0
    tex = (tmp_path / "picture.tex").read_text()
    assert r"\node[j3" in tex and "j3/.style" in tex and "win3/.style" in tex
    assert re.search(r"\\node\[j3, attr3", tex)  # J3's attractor is drawn too
    pdf, log = pdflatex(tmp_path, BEAMER)
    assert len(pdf.pages) == 6  # A_0 … A_4 of the longest attractor, then the result
    assert "w3" in pdf.pages[0].extract_text()
