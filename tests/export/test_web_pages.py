"""The web pages of an arena and of a search, opened in a real headless browser."""

from __future__ import annotations

import re

import pytest

from gameviz.core.search.options import SearchOptions, searched_tree, start_search
from gameviz.core.search.trace import collect
from gameviz.core.solution import solve
from gameviz.export.html import PAGE_LIMIT, PageTooLarge, write_page
from gameviz.export.web_arena import arena_page, estimate_arena_page
from gameviz.export.web_tree import tree_page
from gameviz.figure.arena_figure import node_sizes
from gameviz.figure.notation import NOTATIONS
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.figure.style import DARK, LIGHT
from gameviz.figure.tree_display import DisplayTree, tree_node_sizes
from gameviz.games import arena_from_spec
from gameviz.layout import compute_layout
from gameviz.layout.tree import tree_layout
from gameviz.resources import resource
from gameviz.source import load_arena, load_search_tree
from tests.browser import (
    END,
    ENTER,
    HOME,
    LEFT,
    RIGHT,
    chromium,
    low_contrast,
    requested_urls,
    script_errors,
    set_theme,
)

STICKS = str(resource("examples", "batonnets10.py"))
RUSSELL_NORVIG = str(resource("examples", "arbre_russell_norvig.json"))


def english(context: str, text: str) -> str:
    return text


def sticks_page() -> str:
    arena = load_arena(STICKS)
    solution = solve(arena)
    layout = compute_layout(arena, "auto", node_sizes(arena), solution.attractors[1].rank, aspect=16 / 9,
                            solution=solution)
    return arena_page(arena, solution, layout, players=(1,), notation=NOTATIONS["j1j2"], translate=english, lang="en",
                      title="batonnets10.py")


def russell_norvig_page() -> str:
    source = load_search_tree(RUSSELL_NORVIG)
    options = SearchOptions("alphabeta")
    events, result = collect(start_search(source.tree, options), keep=lambda event: True)
    display = DisplayTree(searched_tree(source.tree, options))
    layout = tree_layout(display, tree_node_sizes(display, False))
    return tree_page(display, layout, SearchTimeline(events, result, "alphabeta"), name=source.name,
                     title=source.title, translate=english, lang="en")


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pages")
    return {"sticks": write_page(sticks_page(), folder / "sticks.html"),
            "tree": write_page(russell_norvig_page(), folder / "tree.html")}


@pytest.fixture(scope="module")
def browser():
    yield from chromium()


def open_page(browser, path):
    """Open the page and check that the browser asked for the file only."""
    browser.get(path.as_uri())
    assert requested_urls(browser) == [path.as_uri()]
    return browser.find_element("tag name", "body")


def text_of(browser, element_id: str) -> str:
    return browser.find_element("id", element_id).text


def test_pages_are_small_and_ask_for_nothing_outside(pages):
    for path in pages.values():
        assert path.stat().st_size < 300_000
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", text)
        assert "@import" not in text and "url(" not in text


def test_a_page_too_large_is_refused_before_anything_is_laid_out():
    arena = arena_from_spec("sticks:n=10000")
    assert estimate_arena_page(arena, 4) > PAGE_LIMIT
    with pytest.raises(PageTooLarge, match="the web page would be about 11.2 GB, more than 20 MB.*a smaller game"):
        arena_page(arena, solve(arena), None, players=(1,), notation=NOTATIONS["j1j2"], translate=english,  # type: ignore[arg-type]
                   lang="en")


def test_keys_step_the_sticks_to_a2(browser, pages):
    body = open_page(browser, pages["sticks"])
    assert "𝒜¹₀ = V₁ = {(0,1)}" in text_of(browser, "gv-step-text")
    body.send_keys(RIGHT, RIGHT)
    assert text_of(browser, "gv-position") == "𝒜¹₂ (step 3 of 8)"
    step = text_of(browser, "gv-step-text")
    assert "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" in step
    assert "(3,1) → (1,2) ∈ 𝒜¹₁: J1 moves into 𝒜¹₁." in step
    body.send_keys(END)  # the result
    assert "From the start (10,1), J1 wins" in text_of(browser, "gv-step-text")
    body.send_keys(LEFT, HOME, RIGHT)
    assert text_of(browser, "gv-position") == "𝒜¹₁ (step 2 of 8)"
    assert browser.find_element("id", "gv-slider").get_attribute("value") == "1"
    assert requested_urls(browser) == [] and script_errors(browser) == []


def test_a_link_opens_the_page_at_a_step_with_a_vertex_panel(browser, pages):
    browser.get(pages["sticks"].as_uri() + "#step=3&vertex=(4,1)")  # as docs/screenshots.py takes it
    assert text_of(browser, "gv-position") == "𝒜¹₂ (step 3 of 8)"
    assert text_of(browser, "gv-detail").startswith("(4,1)\nOwner J1 (circle)")
    browser.get(pages["tree"].as_uri() + "#step=21&vertex=C")
    assert text_of(browser, "gv-position") == "Event 21 of 39" and text_of(browser, "gv-detail").startswith("C\n")
    assert set(requested_urls(browser)) <= {pages["sticks"].as_uri(), pages["tree"].as_uri()}
    assert script_errors(browser) == []


def test_clicking_a_vertex_shows_the_vertex_panel(browser, pages):
    body = open_page(browser, pages["sticks"])
    browser.find_element("css selector", "g.vertex#v4-1").send_keys(ENTER)  # on the focused vertex
    detail = text_of(browser, "gv-detail")  # at 𝒜¹₀, (4,1) has not entered: its rank and outcome wait
    assert "Attractor of J1 not in 𝒜¹₀" in detail and "rank" not in detail and "wins" not in detail
    assert "Attractors, outcome, strategy not decided at this step: see the last step (the result)" in detail
    body.send_keys(RIGHT, RIGHT)  # 𝒜¹₂: it has
    detail = text_of(browser, "gv-detail")
    assert "Attractor of J1 rank 2" in detail and "Attractor of J2 not in it" in detail
    assert "Strategy move (1,2)" in detail and "J1 wins" in detail
    browser.find_element("css selector", '#gv-detail a[data-v]').click()  # a successor
    assert text_of(browser, "gv-detail").startswith("(1,2)")


def test_the_arena_exercise_answered_right_then_wrong(browser, pages):
    body = open_page(browser, pages["sticks"])
    browser.find_element("id", "gv-exercise-mode").click()
    body.send_keys(END)  # stops at the last set, not at the result
    assert text_of(browser, "gv-position").startswith("𝒜¹₆")
    body.send_keys(HOME, RIGHT)
    for label in ("(2,1)", "(3,1)", "(4,1)"):
        browser.find_element("xpath", f'//div[@class="choices"]/label[normalize-space()="{label}"]/input').click()
    assert "𝒜¹₂ = 𝒜¹₁ ∪ { (2,1), (3,1), (4,1) }" in text_of(browser, "gv-chosen")
    page_text = browser.find_element("tag name", "body").text
    assert "rank" not in text_of(browser, "gv-detail") and "Right!" not in page_text
    browser.find_element("id", "gv-check").click()
    assert text_of(browser, "gv-feedback") == "Right! 𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}."
    marks = [m.text for m in browser.find_elements("css selector", "#gv-overlay text")]
    assert marks == ["✓", "✓", "✓"]

    body.send_keys(RIGHT)  # the guess of 𝒜¹₃, from 𝒜¹₂
    for name in ("v6-2", "v1-1"):
        browser.find_element("css selector", f"g.vertex#{name}").send_keys(ENTER)
    browser.find_element("id", "gv-check").click()
    feedback = text_of(browser, "gv-feedback")
    assert feedback.startswith("(1,1) belongs to J1, but none of its moves leads into 𝒜¹₂.")
    assert "(6,2) belongs to J2, who can escape: (6,2) → (5,1) leaves 𝒜¹₂." in feedback
    assert "(5,2) is missing: every move of J2 from (5,2) leads into 𝒜¹₂." in feedback
    assert sorted(m.text for m in browser.find_elements("css selector", "#gv-overlay text")) == ["?", "✗", "✗"]
    assert script_errors(browser) == []


def test_the_alpha_cut_at_event_21_of_russell_norvig(browser, pages):
    body = open_page(browser, pages["tree"])
    for _ in range(20):
        body.send_keys(RIGHT)
    assert text_of(browser, "gv-position") == "Event 21 of 39"
    assert ("α-cut at C: value 2 ≤ α = 3 (set at A), so the remaining children of C cannot matter (e, f skipped)."
            in text_of(browser, "gv-step-text"))
    assert "α-cut: 2 ≤ α = 3" in browser.find_element("id", "gv-figure").text
    body.send_keys(END)
    assert "Value 3; best move: B." in text_of(browser, "gv-step-text")
    assert requested_urls(browser) == [] and script_errors(browser) == []


def test_the_tree_exercise(browser, pages):
    open_page(browser, pages["tree"])
    browser.find_element("id", "gv-exercise-mode").click()
    assert "α-cut" not in browser.find_element("tag name", "body").text  # no answer before Check
    answers = {"A": ("3", "-inf", "inf"), "B": ("3", "-inf", "inf"), "C": ("4", "3", "inf")}
    for node, values in answers.items():
        for what, value in zip(("Value", "α", "β"), values, strict=True):
            browser.find_element("css selector", f'input[aria-label="{node}: {what}"]').send_keys(value)
    browser.find_element("xpath", '//label[normalize-space()="✂ the branch to e"]/input').click()
    browser.find_element("id", "gv-check").click()
    feedback = text_of(browser, "gv-feedback")
    assert feedback.startswith("C is worth 2, not 4.")
    assert "The branch to f is cut: an α-cut at C, whose value 2 ≤ α = 3 (set at A)." in feedback
    assert "6 right, 2 wrong." in feedback
    assert script_errors(browser) == []


def test_every_control_has_a_name_and_the_dark_theme_repaints_the_picture(browser, pages):
    open_page(browser, pages["sticks"])
    browser.find_element("id", "gv-exercise-mode").click()  # its panel's controls too
    controls = browser.find_elements("css selector", "button, input, select")
    assert len(controls) > 25 and all(control.accessible_name.strip() for control in controls)
    background = browser.find_element("css selector", "#gv-figure svg > rect")
    assert background.get_attribute("fill") == LIGHT.background
    browser.find_element("id", "gv-theme").send_keys("d")  # Dark, from the keyboard
    background = browser.find_element("css selector", "#gv-figure svg > rect")
    assert background.get_attribute("fill") == DARK.background  # the window's dark theme
    assert browser.find_element("tag name", "body").get_attribute("class") == "dark"


def test_every_text_reads_on_its_background_in_both_themes(browser, pages):
    """Texts around the picture, the exercise's marks and explanations included, at 4.5:1 at least (the
    picture's own colours are the window's, whose contrast tests/ui checks)."""
    body = open_page(browser, pages["sticks"])
    browser.find_element("id", "gv-exercise-mode").click()
    body.send_keys(RIGHT, RIGHT)
    browser.find_element("css selector", "g.vertex#v6-2").send_keys(ENTER)  # a wrong guess, a missing vertex
    browser.find_element("id", "gv-check").click()
    assert "✗" in [m.text for m in browser.find_elements("css selector", "#gv-overlay text")]
    for theme in ("light", "dark"):
        set_theme(browser, theme)
        assert low_contrast(browser) == [], theme
    body = open_page(browser, pages["tree"])
    body.send_keys(END)
    browser.find_element("css selector", "g.vertex").send_keys(ENTER)
    for theme in ("dark", "light"):
        set_theme(browser, theme)
        assert low_contrast(browser) == [], theme
    browser.find_element("id", "gv-exercise-mode").click()
    browser.find_element("id", "gv-check").click()
    for theme in ("dark", "light"):
        set_theme(browser, theme)
        assert low_contrast(browser) == [], theme
    browser.execute_script("document.querySelector('footer').style.color = '#999'")  # the check sees a grey
    assert low_contrast(browser) == ["2.85:1 rgb(153, 153, 153) on rgb(255,255,255): Made with gameviz: practice, "
                                     "not an exam."]
