"""``gameviz export SPEC --moves M --board [--heuristic]``: a position's board for a slide, in every format."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from gameviz.cli import main


def export(tmp_path, capsys, *arguments: str) -> tuple[int, str, str]:
    status = main(["export", *arguments])
    out, err = capsys.readouterr()
    return status, out, err


def test_connect4_after_4453_with_the_course_weights_in_every_format(tmp_path, capsys):
    for suffix in (".svg", ".png", ".pdf", ".tex", ".html"):
        target = tmp_path / f"b{suffix}"
        status, out, err = export(tmp_path, capsys, "connect4", "--moves", "4453", "--board", "--heuristic", "-o",
                                  str(target))
        assert (status, out, err) == (0, f"{target}\n", "")
    svg = (tmp_path / "b.svg").read_text(encoding="utf-8")
    weights = re.search(r'<g class="board weight" id="board-weight">(.*?)</g>', svg, re.S).group(1)
    assert re.findall(r">(\d+)</text>", weights).count("13") == 2  # the centre of seed 000's figure 5
    assert "h = (7 + 5) − (5 + 10) = −3" in svg and "h after this move" in svg
    assert (tmp_path / "b.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    text = " ".join(PdfReader(tmp_path / "b.pdf").pages[0].extract_text().split())
    assert "h = (7 + 5) − (5 + 10) = −3" in text and "13" in text
    tex = (tmp_path / "b.tex").read_text(encoding="utf-8")
    assert r"\definecolor{gvboard}" in tex and "weight/.style={font=" in tex
    assert r"\node[weight, anchor=west, inner sep=0pt]" in tex and "{13};" in tex
    page = (tmp_path / "b.html").read_text(encoding="utf-8")
    assert "<title>connect4:cols=7,rows=6 after 4453 (J1 to move)</title>" in page and "default-src 'none'" in page
    assert page.count("<svg") == 1 and "h = (7 + 5) − (5 + 10) = −3" in page


def test_the_board_speaks_the_language_asked_for(tmp_path, capsys):
    target = tmp_path / "morpion.svg"
    assert export(tmp_path, capsys, "tictactoe", "--moves", "5 1", "--board", "--heuristic", "--lang", "fr", "-o",
                  str(target))[0] == 0
    assert "X₁ = 3, X₂ = 0, O₁ = 2, O₂ = 0" in target.read_text(encoding="utf-8")
    target = tmp_path / "c4.svg"
    assert export(tmp_path, capsys, "connect4", "--moves", "44", "--board", "--heuristic", "--lang", "fr", "-o",
                  str(target))[0] == 0
    assert "h après ce coup" in target.read_text(encoding="utf-8")


@pytest.mark.parametrize(("arguments", "message"), [
    (["connect4", "--moves", "4459", "--board"], "'9' is not a column from 1 to 7"),
    (["connect4", "--moves", "44", "--heuristic"], "--moves and --heuristic draw a position's board, with --board"),
    (["connect4", "--board", "--step", "2"], "--board draws one picture of a position: it does not go with --step"),
    (["examples-missing.json", "--board"], "--board draws the board of a game"),
])
def test_mistakes_are_one_line(tmp_path, capsys, arguments, message):
    status, out, err = export(tmp_path, capsys, *arguments, "-o", str(tmp_path / "x.svg"))
    assert status == 2 and out == "" and message in err and err.count("\n") == 1
    assert not (tmp_path / "x.svg").exists()
