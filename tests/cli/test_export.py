"""``gameviz export``: pictures for slides from the command line."""

from __future__ import annotations

from gameviz.cli import main


def test_every_step_as_svg_files(capsys, tmp_path):
    status = main(["export", "sticks", "-o", str(tmp_path / "sticks.svg"), "--all-steps", "--caption"])
    out = capsys.readouterr().out.split()
    assert status == 0 and len(out) == 8
    assert "A¹₆ = A¹₅ ∪ {(10,1)}" in (tmp_path / "sticks_07.svg").read_text()
    assert "start: J1 wins" in (tmp_path / "sticks_08.svg").read_text()


def test_pdf_and_png_through_qt(capsys, tmp_path, qapp):
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "c.pdf"), "--all-steps"]) == 0
    assert (tmp_path / "c.pdf").read_bytes().startswith(b"%PDF")
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "c.png"), "--step", "2",
                 "--player", "both", "--notation", "adam-eve", "--theme", "dark"]) == 0
    assert (tmp_path / "c.png").read_bytes().startswith(b"\x89PNG")


def test_beamer_overlays(capsys, tmp_path):
    assert main(["export", "chomp:rows=2,cols=2", "-o", str(tmp_path / "c.tex"), "--all-steps"]) == 0
    text = (tmp_path / "c.tex").read_text()
    assert "\\only<" in text and "5 overlays" in text


def test_mistakes_exit_2(capsys, tmp_path):
    assert main(["export", "sticks", "-o", str(tmp_path / "x.svg"), "--step", "12"]) == 2
    assert "--step must be 'result' or a step from 0 to 6" in capsys.readouterr().err
    assert main(["export", "sticks", "-o", str(tmp_path / "x.gif")]) == 2
    assert "cannot export pictures as '.gif'" in capsys.readouterr().err
