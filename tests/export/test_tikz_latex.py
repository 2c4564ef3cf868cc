"""TikZ as a teacher writes it: named nodes and styles, and files that pdflatex compiles into
slides (Beamer, 4:3) and handouts (article) where the labels read at 8 pt or more."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from gameviz.cli import main
from gameviz.core.errors import InputError
from gameviz.export import export_pictures

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
    found = shutil.which("pdflatex")
    if found is None:
        pytest.fail("pdflatex is missing: .ci/run installs it (Debian: texlive-latex-base, "
                    "texlive-latex-recommended, texlive-pictures)")
    (folder / "main.tex").write_text(document)
    run = subprocess.run([found, "-interaction=nonstopmode", "-halt-on-error", "main.tex"], cwd=folder,
                         capture_output=True, text=True, timeout=300)
    log = (folder / "main.log").read_text(errors="replace")
    assert run.returncode == 0, log[-3000:]
    return PdfReader(folder / "main.pdf"), log


def text_sizes(page) -> dict[str, float]:
    """The size in TeX points of each piece of text on a PDF page."""
    sizes: dict[str, float] = {}

    def visit(text, cm, tm, font, size):
        if text.strip():
            scale = abs(cm[0] * tm[0]) or 1.0
            sizes[text.strip()] = size * scale * 72.27 / 72

    page.extract_text(visitor_text=visit)
    return sizes


def test_the_stick_game_tikz_names_its_vertices_and_styles(tmp_path):
    output = tmp_path / "sticks.tex"
    assert main(["export", "sticks", "-o", str(output), "--step", "2", "--caption"]) == 0
    tex = output.read_text()
    assert r"\tikzset{" in tex and "  attr1/.style={" in tex and "  justify/.style={" in tex
    for v in ("(4,1)", "(3,1)", "(2,1)"):  # A¹₂ adds them
        name = "v" + v.strip("()").replace(",", "-")
        assert rf"\node[j1, attr1, new] ({name}) at " in tex and tex.count(f"{{{v}}};") == 1
    assert r"\node[j2, attr1] (v1-2) at " in tex  # in A¹₁: no longer new
    assert r"\draw[move, win1, newmove] (v4-1) .. controls " in tex  # J1's chosen move into A¹₁
    assert r"\node[rank1] at (v4-1.north east) {2};" in tex
    assert r"$\mathcal{A}^{1}_{2} = \mathcal{A}^{1}_{1} \cup \{\mbox{(2,1)}, \mbox{(3,1)}, \mbox{(4,1)}\}$" in tex
    assert r"\fontsize" not in tex  # text in the document's font, at relative sizes


def test_every_step_of_the_stick_game_compiles_into_beamer_slides_readable_at_8_pt(tmp_path):
    assert main(["export", "sticks", "-o", str(tmp_path / "picture.tex"), "--all-steps", "--caption"]) == 0
    pdf, log = pdflatex(tmp_path, BEAMER)
    assert len(pdf.pages) == 8  # A¹₀ … A¹₆ and the result, one slide each
    assert "Overfull \\hbox" not in log and "Overfull \\vbox" not in log
    third = text_sizes(pdf.pages[2])
    labels = {text: size for text, size in third.items() if text.startswith("(") and text.endswith(")")}
    assert len(labels) >= 20 and min(labels.values()) >= 7.99, labels
    page_text = " ".join(pdf.pages[2].extract_text().split())
    assert "(2,1), (3,1), (4,1)" in page_text  # the equation of A¹₂ under the picture


def test_standalone_steps_compile_in_an_article(tmp_path):
    assert main(["export", "sticks", "-o", str(tmp_path / "picture.tex"), "--all-steps", "--caption",
                 "--standalone-steps"]) == 0
    tex = (tmp_path / "picture.tex").read_text()
    assert tex.count(r"\begin{tikzpicture}") == 8 and r"\only" not in tex and "% step A3" in tex
    pdf, log = pdflatex(tmp_path, ARTICLE)
    text = " ".join(page.extract_text() for page in pdf.pages)
    assert "(5,2)" in text and "Overfull \\hbox" not in log


def test_a_search_tree_compiles_with_its_bounds_and_cut_marks(tmp_path):
    assert main(["tree", "[[30,25],[28,12],[17,5,35]]", "-o", str(tmp_path / "picture.tex"), "--all-steps"]) == 0
    pdf, _ = pdflatex(tmp_path, BEAMER)
    last = " ".join(pdf.pages[-1].extract_text().split())
    assert "17" in last and "cut" in last


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
