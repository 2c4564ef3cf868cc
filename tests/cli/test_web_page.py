"""``gameviz export … -o page.html`` and ``gameviz tree … -o page.html``: the web pages from the command line."""

from __future__ import annotations

import json
import re

from gameviz.cli import main
from gameviz.core.game import explore_around
from gameviz.core.search.trace import SearchStats
from gameviz.core.solution import solve
from gameviz.core.translate import untranslated
from gameviz.figure.notation import DEFAULT_NOTATION
from gameviz.games import game_from_spec
from gameviz.report.search import search_counts
from gameviz.report.step_panel import step_panel_html
from gameviz.report.translations import translations
from gameviz.resources import resource

STICKS = str(resource("examples", "batonnets10.py"))
RUSSELL_NORVIG = str(resource("examples", "arbre_russell_norvig.json"))


def page_data(path) -> dict:
    text = path.read_text(encoding="utf-8")
    return json.loads(re.search(r'<script type="application/json" id="gv-data">(.*?)</script>', text, re.S).group(1))


def test_export_writes_every_step_in_french(capsys, tmp_path, qapp):  # (French needs a Qt application)
    page = tmp_path / "sticks.html"
    assert main(["export", STICKS, "-o", str(page), "--lang", "fr", "--notation", "adam-eve"]) == 0
    assert capsys.readouterr().out.strip() == str(page)
    data = page_data(page)
    assert [step["name"] for step in data["steps"]] == [f"{m + 1}_A{m}" for m in range(7)] + ["8_result"]
    assert "𝒜ₐ² = 𝒜ₐ¹ ∪ {(2,1), (3,1), (4,1)}" in data["steps"][2]["panel"]  # Adam's set, as seed 002 writes it
    assert "(3,1) → (1,2) ∈ 𝒜ₐ¹ : Adam peut jouer vers 𝒜ₐ¹." in data["steps"][2]["panel"]
    assert "tous les coups d’Ève" in data["steps"][2]["panel"]
    assert data["ui"]["check"] == "Vérifier" and '<html lang="fr">' in page.read_text(encoding="utf-8")
    assert page.stat().st_size < 300_000


def test_export_one_step_and_a_board_to_play(capsys, tmp_path):
    assert main(["export", "sticks", "-o", str(tmp_path / "a2.html"), "--step", "3"]) == 0
    assert [step["name"] for step in page_data(tmp_path / "a2.html")["steps"]] == ["3_A2"]
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "chomp.html"), "--play"]) == 0
    data = page_data(tmp_path / "chomp.html")
    assert data["kind"] == "board" and data["board"] == {"kind": "chocolate", "cols": 3}
    assert data["positions"][data["start"]][1:3] == [1, "*#####"]  # the player, the rows run together


def test_tree_writes_every_event(capsys, tmp_path):
    page = tmp_path / "rn.html"
    assert main(["tree", RUSSELL_NORVIG, "-o", str(page)]) == 0
    data = page_data(page)
    assert len(data["steps"]) == 40  # 39 events, then the result
    assert "α-cut at C: value 2 ≤ α = 3 (set at A)" in data["steps"][20]["panel"]
    assert page.stat().st_size < 300_000


def test_a_page_too_large_or_a_board_without_a_page_is_refused(capsys, tmp_path):
    page = tmp_path / "big.html"
    assert main(["export", "sticks:n=10000", "-o", str(page)]) == 2
    error = capsys.readouterr().err
    assert "more than 20 MB" in error and "a single step (--step N)" in error and not page.exists()
    assert main(["export", "sticks", "-o", str(tmp_path / "s.svg"), "--play"]) == 2
    assert "--play writes a web page" in capsys.readouterr().err


def test_a_single_step_too_large_is_told_so(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr("gameviz.export.html.PAGE_LIMIT", 200_000)  # one step of 10,000 sticks is 17 MB
    assert main(["export", "sticks:n=1000", "--step", "3", "-o", str(tmp_path / "x.html")]) == 2
    error = capsys.readouterr().err
    assert "the web page of step 3 alone would be about" in error
    assert "export a smaller game (fewer sticks, a smaller board)" in error and "--step" not in error


def test_a_long_search_is_refused_from_its_events_before_they_are_replayed(capsys, tmp_path, monkeypatch):
    def replayed(*args, **kwargs):
        raise AssertionError("the frames were replayed before the page was refused")

    page = tmp_path / "minimax.html"
    monkeypatch.setattr("gameviz.figure.search_timeline.SearchTimeline", replayed)
    assert main(["tree", "sticks:n=15", "--algorithm", "minimax", "-o", str(page)]) == 2  # 37,919 events
    error = capsys.readouterr().err
    assert error.startswith("gameviz: error: the web page would be about 34 MB, more than 20 MB")
    assert "bound the depth (--depth), or write a single event (--step N)" in error and not page.exists()
    monkeypatch.undo()
    assert main(["tree", "sticks:n=15", "--algorithm", "minimax", "-o", str(page), "--step", "30000"]) == 0
    assert [step["label"] for step in page_data(page)["steps"]] == ["Event 30000 of 37919"]


def test_a_board_page_refuses_a_game_with_more_positions_than_it_holds(capsys, tmp_path):
    assert main(["export", "connect4:cols=6,rows=3", "--play", "-o", str(tmp_path / "c4.html")]) == 2
    error = capsys.readouterr().err
    assert "a board page holds every position of the game, at most 333,333 in 20 MB" in error
    assert "Connect 4 fits up to cols=4,rows=4, cols=5,rows=3, cols=3,rows=6 or cols=7,rows=2" in error


def test_the_vertex_panel_of_an_impartial_game_gives_the_grundy_value(capsys, tmp_path):
    assert main(["export", "nim:heaps=1/2", "-o", str(tmp_path / "nim.html")]) == 0
    vertices = page_data(tmp_path / "nim.html")["vertices"]
    rows = {row[0]: row[1:4] for row in next(v for v in vertices if v["label"] == "(1/2,1)")["rows"]}
    assert rows["Grundy value"][:2] == ["3", 1]  # 1 XOR 2, hidden during the exercise
    assert rows["Owner"][1:] == [0, 0]  # never hidden, known at every step
    # shown from the step (1/2,1) enters J1's attractor, where J1's win is decided
    assert rows["Grundy value"][2] == rows["Attractor of J1"][2] > 0


def test_a_board_page_in_french_says_the_rank_and_the_moves_in_french(capsys, tmp_path, qapp):
    page = tmp_path / "nim.html"
    assert main(["export", "nim:heaps=1/2", "--play", "-o", str(page), "--lang", "fr"]) == 0
    data = page_data(page)
    won, one, more = data["why"]["ranks"]["1"]
    assert won == "{position} est dans {set}, une position gagnante de J1 : J1 a gagné."
    assert one.endswith("à un coup d’une position gagnante.") and "de rang 1 " in one
    assert "à au plus {rank} coups d’une position gagnante" in more
    assert data["why"]["sets"]["1"] == ["𝒜¹₀", "𝒜¹₁", "𝒜¹₂", "𝒜¹₃"]
    assert data["ui"]["take_from"] == "Tas {heap} : prendre {count}"


def test_a_tree_pages_result_counts_as_the_command_line_does(capsys, tmp_path):
    """Each count with the word of its number, and French numbers grouped with U+202F."""
    page = tmp_path / "one.html"
    assert main(["tree", "[[3]]", "-o", str(page), "--lang", "fr"]) == 0
    assert page_data(page)["steps"][-1]["panel"].endswith(
        "<p>Valeur 3 ; meilleur coup : B. 3 nœuds visités, 1 feuille évaluée, 0 coupure, "
        "0 position retrouvée en mémoire.</p>")
    assert main(["tree", "[[3]]", "-o", str(page)]) == 0
    assert page_data(page)["steps"][-1]["panel"].endswith(
        "<p>Value 3; best move: B. 3 nodes entered, 1 leaf evaluated, 0 cutoffs, 0 memo hits.</p>")
    french = translations("fr")
    try:
        assert search_counts(SearchStats(16_811, 6_740, 3_807, 2), french.search) == [
            "16\u202f811 nœuds visités", "6\u202f740 feuilles évaluées", "3\u202f807 coupures",
            "2 positions retrouvées en mémoire"]
    finally:
        translations("en")


def test_the_step_panel_tells_one_position_not_explored_or_thousands(tmp_path):
    def panel(spec: str, depth: int, tr) -> str:
        game = game_from_spec(spec)
        arena = explore_around(game, game.initial(), depth)
        return step_panel_html(arena, solve(arena), [1], 0, False, DEFAULT_NOTATION, str, tr)

    one = "sticks:n=9,take=3"  # (9,1) has one move, to (6,2), where the game goes on
    assert "<i>1 position of this arena was not explored (dashed, with its heuristic value h): it has no moves " \
           "here" in panel(one, 1, untranslated)
    french = translations("fr")
    try:
        assert "<i>1 position de cette arène n’a pas été explorée (en pointillés, avec sa valeur heuristique h) : " \
               "elle n’a pas de coups ici" in panel(one, 1, french.attractor)
        # two of the heaps lowered (3 × 40 × 40), or one of them by two or more (3 × 39), J1 to move again
        assert "<i>4\u202f917 positions de cette arène n’ont pas été explorées" in \
            panel("nim:heaps=40/40/40", 2, french.attractor)
    finally:
        translations("en")
