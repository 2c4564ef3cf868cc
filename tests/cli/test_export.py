"""``gameviz export``: pictures for slides from the command line."""

from __future__ import annotations

from gameviz.cli import main
from gameviz.figure.style import DARK, LIGHT
from tests.pictures import colours, pdf_pages


def test_every_step_as_svg_files(capsys, tmp_path):
    status = main(["export", "sticks", "-o", str(tmp_path / "sticks.svg"), "--all-steps", "--caption"])
    out = capsys.readouterr().out.split()
    # files are named by their step, as the course numbers them: A0 … A6, then the result
    assert status == 0 and [p.rpartition("/")[2] for p in out] == [f"sticks_{m + 1}_A{m}.svg" for m in range(7)] + [
        "sticks_8_result.svg"]
    assert "𝒜¹₆ = 𝒜¹₅ ∪ {(10,1)}" in (tmp_path / "sticks_7_A6.svg").read_text()
    assert "start: J1 wins" in (tmp_path / "sticks_8_result.svg").read_text()


def test_pdf_has_one_page_per_step_with_its_labels_and_equation(capsys, tmp_path, qapp):
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "c.pdf"), "--all-steps", "--caption"]) == 0
    pages = pdf_pages(tmp_path / "c.pdf")
    assert len(pages) == 7  # 𝒜¹₀ … 𝒜¹₅ and the result
    # Qt's PDF writer gives a text layer to the characters of the Basic Multilingual Plane only: the script
    # 𝒜 (U+1D49C) is drawn, but reads back as control characters; the SVG of the same step has it as text
    assert pages[0].endswith("¹₀ = V₁ = {8e}") and pages[0].count("¹₀") == 1
    assert pages[2].endswith("¹₁ ∪ {6e}") and "¹₂ = " in pages[2]
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "c.svg"), "--step", "3", "--caption"]) == 0
    assert "𝒜¹₂ = 𝒜¹₁ ∪ {6e}" in (tmp_path / "c.svg").read_text(encoding="utf-8")
    assert all(label in pages[2].split() for label in ("0a", "6e", "8e"))
    assert "J1 wins" in pages[-1]


def test_png_is_drawn_in_the_chosen_theme(capsys, tmp_path, qapp):
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "c.png"), "--step", "3",
                 "--player", "both", "--notation", "adam-eve", "--theme", "dark"]) == 0
    used = colours(tmp_path / "c.png")
    assert used.most_common(1)[0][0] == DARK.background
    assert used[DARK.player(1).fill] and used[DARK.player(2).fill]  # both attractors are coloured
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "l.png"), "--step", "1"]) == 0
    used = colours(tmp_path / "l.png")
    assert used.most_common(1)[0][0] == LIGHT.background
    assert used[LIGHT.player(1).new] and not used[LIGHT.player(2).new]  # 𝒜¹₀ is new; no vertex of J2 coloured


def test_beamer_overlays(capsys, tmp_path):
    assert main(["export", "chomp:rows=2,cols=2", "-o", str(tmp_path / "c.tex"), "--all-steps"]) == 0
    text = (tmp_path / "c.tex").read_text()
    assert "\\only<" in text and "5 overlays" in text


def test_mistakes_exit_2(capsys, tmp_path):
    assert main(["export", "sticks", "-o", str(tmp_path / "x.svg"), "--step", "9"]) == 2
    assert "--step must be 'result' or a step from 1 to 8 (the result), not '9'" in capsys.readouterr().err
    assert main(["export", "sticks", "-o", str(tmp_path / "x.gif")]) == 2
    assert "cannot export pictures as '.gif'" in capsys.readouterr().err


def test_the_course_layout_is_refused_for_an_arena_without_heaps(capsys, tmp_path):
    """The course's picture lines positions up by the sticks left: an arena file's named vertices have none."""
    from gameviz.resources import resource

    arena = str(resource("examples/batonnets10.py"))
    assert main(["export", arena, "--layout", "course", "-o", str(tmp_path / "x.svg")]) == 2
    assert "the positions of this arena are not: choose another layout" in capsys.readouterr().err
    assert not (tmp_path / "x.svg").exists()
    assert main(["export", "sticks:n=10", "--layout", "course", "-o", str(tmp_path / "x.svg")]) == 0


def test_a_scale_must_be_a_positive_number(capsys, tmp_path):
    import pytest

    for scale in ("nan", "0", "-1", "100", "big"):
        with pytest.raises(SystemExit) as stop:
            main(["export", "sticks", "-o", str(tmp_path / "s.png"), "--scale", scale])
        assert stop.value.code == 2
        assert "--scale" in capsys.readouterr().err
    assert not (tmp_path / "s.png").exists()


def test_a_search_tree_is_drawn_from_the_command_line(capsys, tmp_path, qapp):
    tree = "[[3,12,8],[2,4,6],[14,5,2]]"
    assert main(["tree", tree, "-o", str(tmp_path / "rn.svg"), "--all-steps"]) == 0
    files = capsys.readouterr().err.split()
    assert len(files) == 40 and files[0].endswith("rn_01.svg") and files[-1].endswith("rn_result.svg")
    assert main(["tree", tree, "-o", str(tmp_path / "rn.pdf"), "--all-steps"]) == 0
    pages = pdf_pages(tmp_path / "rn.pdf")
    assert len(pages) == 40
    assert "cut: 2 ≤ α = 3" in pages[20] and "cut" not in pages[19]  # event 21 is the cut (pypdf splits "α-")
    assert main(["tree", tree, "-o", str(tmp_path / "cut.png"), "--step", "21"]) == 0
    assert (tmp_path / "cut.png").stat().st_size > 10_000
    assert main(["tree", tree, "-o", str(tmp_path / "x.png"), "--step", "41"]) == 2
    assert "an event from 1 to 40 (the result), not '41'" in capsys.readouterr().err


def test_a_png_too_large_to_open_is_refused_and_nothing_is_written(capsys, tmp_path, qapp):
    assert main(["export", "tictactoe", "-o", str(tmp_path / "ttt.png"), "--all-steps"]) == 2
    err = capsys.readouterr().err
    assert "pixels, more than 16,384 on a side" in err and "export SVG or PDF" in err
    assert list(tmp_path.iterdir()) == []


def test_captions_and_sentences_speak_the_language_asked_for(capsys, tmp_path):
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "c.svg"), "--caption", "--lang", "fr"]) == 0
    text = (tmp_path / "c.svg").read_text(encoding="utf-8")
    assert "départ : J1 gagne" in text and "Depuis le départ 0a, J1 gagne" in text
    assert main(["export", "chomp:rows=2,cols=3", "-o", str(tmp_path / "e.svg"), "--caption", "--lang", "en"]) == 0
    assert "From the start 0a, J1 wins" in (tmp_path / "e.svg").read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--trace", "--lang", "fr"]) == 0
    assert "Coupe α en C : valeur 2 ≤ α = 3 (fixé en A)" in capsys.readouterr().out


def test_captions_are_shortened_and_fit_inside_the_picture(capsys, tmp_path):
    import re

    from gameviz.figure.font_metrics import text_width

    # tic-tac-toe's 𝒜¹₁ adds hundreds of boards: the caption lists 12, then says how many more
    assert main(["export", "tictactoe", "-o", str(tmp_path / "t.svg"), "--step", "2", "--caption"]) == 0
    svg = (tmp_path / "t.svg").read_text(encoding="utf-8")
    caption = re.findall(r'<text [^>]*font-size="18.0"[^>]*>([^<]*)</text>', svg)[-1]
    assert re.search(r"… \(\+\d+\)\}$", caption) and len(caption) < 400
    # a caption wider than the arena widens the picture rather than being cut
    assert main(["export", "sticks:n=2", "-o", str(tmp_path / "s.svg"), "--step", "result", "--caption"]) == 0
    svg = (tmp_path / "s.svg").read_text(encoding="utf-8")
    left, _, width, _ = map(float, re.search(r'viewBox="([^"]+)"', svg).group(1).split())
    text = re.search(r'<text x="([^"]+)"[^>]*font-size="18.0"[^>]*>([^<]*)</text>', svg)
    centre, caption = float(text.group(1)), text.group(2)
    half = text_width(caption, 18.0, True) / 2
    assert left <= centre - half and centre + half <= left + width, (caption, left, width)


def test_solve_speaks_the_language_asked_for(capsys):
    assert main(["solve", "sticks", "--lang", "fr", "--notation", "adam-eve"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("sticks:n=10,take=1-3,last=loses : 21 sommets, 51 coups")
    assert "Attracteur d’Adam (Vₐ = {(0,1)})" in out and "Attracteur d’Ève (Vₑ = {(0,2)})" in out
    assert "  𝒜ₐ⁶ = 𝒜ₐ⁵ ∪ {(10,1)}\n" in out and "𝒜ₐ⁶ est l’attracteur" in out
    assert "Depuis le départ (10,1) : Adam gagne (rang 6)." in out and "(gagne)" in out
    assert main(["solve", "sticks", "--lang", "en"]) == 0
    assert "From the start (10,1): J1 wins (rank 6)." in capsys.readouterr().out


def test_steps_are_counted_from_1_in_export_and_tree_alike(capsys, tmp_path):
    import pytest

    assert main(["export", "sticks", "-o", str(tmp_path / "s.svg"), "--step", "1", "--caption"]) == 0
    assert "𝒜¹₀ = V₁" in (tmp_path / "s.svg").read_text(encoding="utf-8")  # step 1 is A₀
    assert main(["tree", "[[3,12,8],[2,4,6],[14,5,2]]", "-o", str(tmp_path / "t.svg"), "--step", "1"]) == 0
    for command in (["export", "sticks"], ["tree", "[3,5]"]):
        with pytest.raises(SystemExit) as stop:
            main([*command, "-o", str(tmp_path / "x.svg"), "--step", "0"])
        assert stop.value.code == 2
        assert "'0' is not a step: give a number from 1, or 'result'" in capsys.readouterr().err
    assert not (tmp_path / "x.svg").exists()
