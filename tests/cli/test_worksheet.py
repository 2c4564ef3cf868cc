"""Worksheets: ``export … --worksheet`` and ``tree … --worksheet``, the blank exercise then its answers."""

from __future__ import annotations

import re

from gameviz.cli import main
from gameviz.core.outcome import Outcome
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


def figure_7_leaves(game, state, depth):
    """The values of figure 7's leaves, left to right: an ended game's ±∞, else the course's h at depth 4."""
    if game.outcome(state) is not None or not game.moves(state):
        return ["+∞" if game.outcome(state) == Outcome(1) else "−∞"]
    if depth == 0:
        sticks, player = state
        return ["+∞" if player == 2 else "−∞"] if sticks == 1 else ["0"]
    return [value for move in game.moves(state) for value in figure_7_leaves(game, game.play(state, move), depth - 1)]


def test_figure_7_worksheet_gives_the_leaves_values_and_keeps_the_root_for_the_key(capsys, tmp_path, qapp):
    from gameviz.games import game_from_spec
    from tests.cli.test_teacher_heuristic import EXAMPLE

    assert main(["tree", "sticks:n=5", "--depth", "4", "--heuristic", f"{EXAMPLE}:h", "-o", str(tmp_path / "f7.pdf"),
                 "--worksheet"]) == 0
    exercise, answers = pdf_pages(tmp_path / "f7.pdf")
    game = game_from_spec("sticks:n=5")
    leaves = figure_7_leaves(game, game.initial(), 4)
    assert len(leaves) == 13 and set(leaves) == {"+∞", "−∞"}
    assert [word for word in exercise.split() if word in ("+∞", "−∞", "0")] == leaves  # each leaf, in order
    assert exercise.count("[ , ]") == 27 - 13  # an empty [α, β] beside each inner node
    assert "≤" not in exercise and "≥" not in exercise and "cut" not in exercise  # no inner value, no cut
    # after the last cut's label, the first node drawn: the root, worth −∞ (written ≤ −∞ by fail-hard alpha-beta)
    assert answers.split("cut: ")[-1].startswith("−∞ ≤ α = −∞ ≤ −∞ ")


def test_game_graph_worksheet_pdf_has_the_positions_then_their_status(capsys, tmp_path, qapp):
    assert main(["export", "sticks:n=5", "--graph", "game", "-o", str(tmp_path / "g.pdf"), "--worksheet",
                 "--caption"]) == 0
    exercise, answers = pdf_pages(tmp_path / "g.pdf")
    assert exercise == "0 1 2 3 4 5"  # one vertex per position, no player, no status, no caption
    assert answers == "0 1 P₀ 2 G₁ 3 G₁ 4 G₁ 5 P₂ start: losing From the start 5, the player to move loses."
