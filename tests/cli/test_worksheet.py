"""Worksheets: ``export … --worksheet`` and ``tree … --worksheet``, the blank exercise then its answers."""

from __future__ import annotations

import re

from gameviz.cli import main
from tests.pictures import pdf_pages

TREE = "[[3,12,8],[2,4,6],[14,5,2]]"


def test_arena_worksheet_pdf_has_a_blank_page_then_the_answers(capsys, tmp_path, qapp):
    assert main(["export", "sticks", "-o", str(tmp_path / "w.pdf"), "--worksheet", "--caption"]) == 0
    exercise, answers = pdf_pages(tmp_path / "w.pdf")
    labels = {f"({k},{i})" for k in range(11) for i in (1, 2)} - {"(10,2)"}
    assert set(exercise.split()) == labels  # labels only: no rank, no caption
    assert "(10,1) 6 start: J1 wins" in answers and "(0,1) 0" in answers


def test_tree_worksheet_pdf_gives_the_leaves_and_empty_windows(capsys, tmp_path, qapp):
    assert main(["tree", TREE, "-o", str(tmp_path / "t.pdf"), "--worksheet"]) == 0
    exercise, answers = pdf_pages(tmp_path / "t.pdf")
    assert exercise == "A [ , ] B [ , ] 3 a 12 b 8 c C [ , ] 2 d 4 e 6 f D [ , ] 14 g 5 h 2 i"
    assert "α- cut: 2 ≤ α = 3" in answers and "3 A 3 B" in answers


def test_worksheet_in_tikz_is_two_frames(capsys, tmp_path):
    assert main(["tree", TREE, "-o", str(tmp_path / "t.tex"), "--worksheet"]) == 0
    tex = (tmp_path / "t.tex").read_text()
    assert tex.count(r"\begin{frame}") == 2 and tex.count(r"\end{frame}") == 2
    exercise = tex.split(r"\end{frame}")[0]
    assert "cut" not in exercise and re.search(r"\{12\}", exercise)


def test_worksheet_as_svg_files(capsys, tmp_path):
    assert main(["export", "chomp:rows=2,cols=2", "--graph", "game", "-o", str(tmp_path / "g.svg"),
                 "--worksheet"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g_answers.svg", "g_exercise.svg"]
    assert "attr" not in (tmp_path / "g_exercise.svg").read_text()
    assert "attr3" in (tmp_path / "g_answers.svg").read_text()


def test_worksheet_with_steps_or_without_a_file_exits_2(capsys, tmp_path):
    assert main(["export", "sticks", "-o", str(tmp_path / "w.pdf"), "--worksheet", "--all-steps"]) == 2
    assert "does not go with --step or --all-steps" in capsys.readouterr().err
    assert main(["tree", TREE, "--worksheet"]) == 2
    assert "give it with -o" in capsys.readouterr().err


def test_tree_step_1_is_not_greyed(capsys, tmp_path):
    assert main(["tree", TREE, "-o", str(tmp_path / "s.svg"), "--step", "1"]) == 0
    svg = (tmp_path / "s.svg").read_text()
    from gameviz.figure.style import LIGHT

    assert LIGHT.faded not in svg  # nodes and moves not yet reached are drawn plain, not faded
