"""``gameviz export SPEC --graph game``: the game graph of an impartial game, stepped by k."""

from __future__ import annotations

import re

from gameviz.cli import main
from tests.pictures import pdf_pages


def vertex_classes(svg: str) -> dict[str, str]:
    """Each vertex's label → its classes, read from the SVG groups."""
    found = {}
    for classes, body in re.findall(r'<g class="vertex ([^"]*)"(.*?)</g>', svg, flags=re.S):
        label = re.findall(r">([^<>]+)</text>", body)
        if label:
            found[label[0]] = classes
    return found


def test_chomp_2x2_game_graph_steps_by_k(capsys, tmp_path):
    assert main(["export", "chomp:rows=2,cols=2", "--graph", "game", "-o", str(tmp_path / "g.svg"),
                 "--all-steps", "--caption"]) == 0
    names = [p.rpartition("/")[2] for p in capsys.readouterr().out.split()]
    assert names == ["g_k0.svg", "g_k1.svg", "g_k2.svg", "g_k3.svg", "g_result.svg"]
    first = (tmp_path / "g_k0.svg").read_text()
    assert "P₀ = {4}" in first
    assert vertex_classes(first) == {"0": "j1", "1": "j1", "2": "j1", "3": "j1", "4": "j1 attr2 new"}
    second = (tmp_path / "g_k1.svg").read_text()
    assert "G₁ = {1, 3}" in second
    assert vertex_classes(second)["1"] == "j1 attr3 new" and vertex_classes(second)["4"] == "j1 attr2"
    result = (tmp_path / "g_result.svg").read_text()
    assert "start: winning" in result and "From the start 0, the player to move wins." in result
    assert result.count('class="edge move win3 strategy"') == 3  # 0 → 2, 1 → 4, 3 → 4


def test_nim_21_game_graph_pdf_has_a_page_per_k(capsys, tmp_path, qapp):
    assert main(["export", "sticks:n=21,take=1-4", "--graph", "game", "-o", str(tmp_path / "n.pdf"),
                 "--all-steps", "--caption"]) == 0
    pages = pdf_pages(tmp_path / "n.pdf")
    assert len(pages) == 10  # P₀ … P₈ and the result
    assert pages[1].endswith("G₁ = {2, 3, 4, 5}")


def test_game_graph_of_a_file_or_a_partisan_game_is_refused(capsys, tmp_path):
    assert main(["export", "tictactoe", "--graph", "game", "-o", str(tmp_path / "t.svg")]) == 2
    assert "not an impartial game" in capsys.readouterr().err
