"""``import gameviz``: the course's arenas and trees solved, searched and drawn from Python, with the values of
the course and of Russell and Norvig."""

from __future__ import annotations

import html
import json
import math
import os
import re
import subprocess
import sys

import pytest
from pypdf import PdfReader

import gameviz
from gameviz.resources import resource

#: The course's 10 sticks, written as its lecture notes write them (seed 000, I.4.b).
ARENE = {(0, 1): [], (0, 2): []}
for _k in range(1, 11):
    ARENE[(_k, 1)] = [(_k - t, 2) for t in (1, 2, 3) if t <= _k]
    if _k < 10:
        ARENE[(_k, 2)] = [(_k - t, 1) for t in (1, 2, 3) if t <= _k]

#: The sets 𝒜¹₀ … 𝒜¹₆ of the 10 sticks, as the course writes them.
STICK_STEPS = ["𝒜¹₀ = V₁ = {(0,1)}", "𝒜¹₁ = 𝒜¹₀ ∪ {(1,2)}", "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}", "𝒜¹₃ = 𝒜¹₂ ∪ {(5,2)}",
               "𝒜¹₄ = 𝒜¹₃ ∪ {(6,1), (7,1), (8,1)}", "𝒜¹₅ = 𝒜¹₄ ∪ {(9,2)}", "𝒜¹₆ = 𝒜¹₅ ∪ {(10,1)}"]
RUSSELL_NORVIG = "[[3,12,8],[2,4,6],[14,5,2]]"


@pytest.fixture(scope="module")
def sticks():
    return gameviz.solve("sticks", lang="en")


def test_the_ten_sticks_are_won_by_j1_rank_by_rank(sticks):
    assert sticks.winner == 1
    assert [str(step) for step in sticks.steps[1]] == STICK_STEPS
    assert [step.added for step in sticks.steps[1]][2] == ((2, 1), (3, 1), (4, 1))
    assert sticks.rank((10, 1)) == 6 and sticks.rank("(5,2)") == 3
    assert sticks.outcome((10, 1)).winner == 1 and sticks.strategy[1][(10, 1)] == (9, 2)
    # (1,1): J1 must take the last stick; it is J2's, in J2's attractor, and in none of J1's sets
    assert sticks.outcome((1, 1)).winner == 2 and sticks.rank((1, 1)) == 1 and sticks.rank((1, 1), player=1) is None


def test_the_course_dictionaries_and_its_file_are_the_same_arena(sticks):
    typed = gameviz.solve(gameviz.arena(ARENE, s1={(k, 1): True for k in range(11)}, v1={(0, 1): True},
                                        v2={(0, 2): True}, start=(10, 1)))
    read = gameviz.solve(str(resource("examples", "batonnets10.py")))
    for other in (typed, read):
        assert other.winner == 1
        assert [str(step) for step in other.steps[1]] == STICK_STEPS
        assert other.strategy == sticks.strategy


def test_the_course_algorithm_labels_chomp_2e_2_where_its_rank_is_4():
    stick_labels = gameviz.solve("sticks", algorithm="course").labels[1]
    assert stick_labels == {(0, 1): 0, (1, 2): 1, (2, 1): 2, (3, 1): 2, (4, 1): 2, (5, 2): 3, (6, 1): 4, (7, 1): 4,
                            (8, 1): 4, (9, 2): 5, (10, 1): 6}  # the course's attracteur_strat
    chomp = gameviz.solve("chomp:rows=2,cols=3", algorithm="course", lang="en")
    two_e = chomp.vertex("2e")
    assert chomp.labels[1][two_e] == 2 and chomp.rank("2e") == 4
    assert "2e: label 2 but rank 4." in chomp.report()
    assert gameviz.solve("chomp:rows=2,cols=3").labels[1][two_e] == 4  # the definition's labels are the ranks


def test_the_report_is_what_solve_prints_in_the_language_asked_for():
    assert "From the start (10,1): J1 wins (rank 6)." in gameviz.solve("sticks", lang="en").report()
    french = str(gameviz.solve("sticks", lang="fr"))
    assert "Attracteur de J1 (V₁ = {(0,1)})" in french and "Depuis le départ (10,1) : J1 gagne (rang 6)." in french
    adam = gameviz.solve("chomp:rows=2,cols=2", notation="adam-eve")
    assert [str(step) for step in adam.steps[1]] == ["𝒜ₐ⁰ = Vₐ = {4e}", "𝒜ₐ¹ = 𝒜ₐ⁰ ∪ {1a, 3a}", "𝒜ₐ² = 𝒜ₐ¹ ∪ {2e}",
                                                     "𝒜ₐ³ = 𝒜ₐ² ∪ {0a}"]


#: Solves the sticks and saves the picture of step 3 in every format, in a process with no display and no Qt
#: platform chosen, as a notebook's kernel on a server.
SAVE = """
import json, sys
import gameviz

picture = gameviz.solve("sticks", lang="en").picture(step=3)
svg = picture._repr_svg_()
qt_for_svg = "PySide6" in sys.modules
written = [str(picture.save(name)) for name in ("a2.svg", "a2.png", "a2.pdf", "a2.tex", "a2.html")]
print(json.dumps({"svg": svg, "qt_for_svg": qt_for_svg, "written": written, "size": picture.size}))
"""


def test_step_3_is_a2_drawn_and_saved_in_five_formats_without_a_display(tmp_path):
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-c", SAVE], cwd=tmp_path, capture_output=True, text=True, env=env,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert not report["qt_for_svg"]  # an SVG needs no Qt
    assert "(4,1)" in report["svg"] and "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" in report["svg"]
    assert report["written"] == ["a2.svg", "a2.png", "a2.pdf", "a2.tex", "a2.html"]
    width, height = report["size"]
    assert (tmp_path / "a2.svg").read_text(encoding="utf-8").count('class="vertex j1 attr1 new"') == 3
    png = (tmp_path / "a2.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(png[16:20], "big") == round(width * 2) and int.from_bytes(png[20:24], "big") == round(height * 2)
    (page,) = PdfReader(tmp_path / "a2.pdf").pages
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (round(width), round(height))
    # (Qt's PDF text layer holds the Basic Multilingual Plane only: the script 𝒜 is drawn, not extractable)
    assert "¹₂ = " in " ".join(page.extract_text().split()) and "¹₁ ∪ {(2,1), (3,1), (4,1)}" in " ".join(
        page.extract_text().split())
    tex = (tmp_path / "a2.tex").read_text(encoding="utf-8")
    assert r"\node[j1, attr1, new] (v4-1)" in tex and "attr1/.style" in tex
    web = (tmp_path / "a2.html").read_text(encoding="utf-8")
    assert '"name":"3_A2"' in web and "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" in web


def test_russell_and_norvig_by_alpha_beta():
    rn = gameviz.search(RUSSELL_NORVIG, algorithm="alphabeta", lang="en")
    assert (rn.value, rn.best) == (3, ("B",))
    assert (rn.stats.nodes, rn.stats.leaves, rn.stats.cutoffs) == (11, 7, 1) and len(rn.events) == 39
    assert rn.trace()[20] == "α-cut at C: value 2 ≤ α = 3 (set at A), so the remaining children of C cannot matter " \
                             "(e, f skipped)."
    assert "α-cut: 2 ≤ α = 3" in rn.picture(event=21)._repr_svg_()
    typed = gameviz.search([[3, 12, 8], [2, 4, 6], [14, 5, 2]], algorithm="minimax")
    assert (typed.value, typed.best, typed.stats.leaves) == (3, ("B",), 9)  # minimax evaluates every leaf
    assert gameviz.search(str(resource("examples", "arbre_russell_norvig.json"))).value == 3
    assert "Valeur : 3" in gameviz.search(RUSSELL_NORVIG, lang="fr").report()


def test_a_game_position_is_searched_with_the_course_values():
    assert gameviz.search("sticks:n=5", values="pm1").value == -1  # seed 001: +1 / 0 / −1
    assert gameviz.search("sticks:n=5").value == -math.inf
    tictactoe = gameviz.search("tictactoe", moves="1 5 9 3 7", algorithm="minimax", values="pm1")
    assert tictactoe.value == 1  # X wins after 1 5 9 3 7


def test_mistakes_say_what_and_where():
    with pytest.raises(gameviz.InputError, match="neither an arena file"):
        gameviz.solve("no-such-game")
    sticks = gameviz.solve("sticks")
    assert sticks.picture(step=8)._repr_svg_() == sticks.picture()._repr_svg_()  # step 8 of 8: the result
    with pytest.raises(gameviz.InputError, match=r"step 9: the steps go from 1 to 8, the result \(or step None\)"):
        sticks.picture(step=9)
    with pytest.raises(gameviz.InputError, match="unknown theme 'sepia'"):
        sticks.picture(theme="sepia")
    with pytest.raises(gameviz.InputError, match=r"cannot save a picture as '\.gif' \(formats: .svg, .png, .pdf, "
                                                 r"\.tex, \.html\)"):
        sticks.picture().save("a.gif")
    with pytest.raises(gameviz.InputError, match=r"the arena has no vertex \(11, 1\)"):
        sticks.rank((11, 1))
    with pytest.raises(gameviz.InputError, match="edge from 1 to unknown vertex 2"):
        gameviz.arena({1: [2]}, s1=[1])
    with pytest.raises(gameviz.InputError, match="53,798,080 plays"):
        gameviz.search("sticks:n=30", algorithm="minimax")
    with pytest.raises(gameviz.InputError, match="memoization goes with minimax, negamax, alpha-beta or paranoid"):
        gameviz.search("[[(1,2),(3,4)]]", algorithm="maxn", memo=True)


def page_in(frame: str) -> str:
    """The page an output's ``<iframe srcdoc>`` holds."""
    match = re.fullmatch(r'<iframe srcdoc="([^"]*)" sandbox="allow-scripts" style="[^"]*" title="gameviz"></iframe>',
                         frame)
    assert match, frame[:200]
    return html.unescape(match.group(1))


def test_a_solution_and_a_search_show_themselves_as_steppers_that_ask_for_nothing_outside(sticks):
    for output in (sticks._repr_html_(), gameviz.search(RUSSELL_NORVIG)._repr_html_()):
        page = page_in(output)
        assert page.startswith("<!DOCTYPE html>") and "default-src 'none'" in page
        assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
        assert "@import" not in page and "url(" not in page


@pytest.fixture(scope="module")
def browser():
    from tests.browser import chromium

    yield from chromium()


def test_the_steppers_step_inside_a_notebook_page_and_ask_for_nothing_outside(browser, sticks, tmp_path):
    from tests.browser import requested_urls, script_errors

    notebook = tmp_path / "notebook.html"  # two outputs in one page, as a notebook shows them
    notebook.write_text(f"<!DOCTYPE html><html><body>{sticks._repr_html_()}"
                        f"{gameviz.search(RUSSELL_NORVIG, lang='en')._repr_html_()}</body></html>", encoding="utf-8")
    browser.get(notebook.as_uri())
    solution, search = browser.find_elements("tag name", "iframe")
    browser.switch_to.frame(solution)
    for _ in range(2):
        browser.find_element("css selector", "button[aria-label='Next step']").click()
    assert browser.find_element("id", "gv-position").text == "𝒜¹₂ (step 3 of 8)"
    assert "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" in browser.find_element("id", "gv-step-text").text
    browser.switch_to.default_content()
    browser.switch_to.frame(search)
    browser.find_element("css selector", "button[aria-label='Last step']").click()
    assert browser.find_element("id", "gv-position").text == "Result (after 39 events)"
    assert browser.find_element("id", "gv-step-text").text.startswith("Result (after 39 events)\nValue 3; best move: B.")
    browser.switch_to.default_content()
    assert requested_urls(browser) == [notebook.as_uri()] and script_errors(browser) == []
