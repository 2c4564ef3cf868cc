"""Tree pages read on a laptop and on a phone, in Chromium: the rendered text of the picture is at least
12 pixels high at 1280 × 800 and 11 at 390 × 844 at the page's own fit (on a phone, the tree folded for
its screen, left to right), it zooms with + − 0, it steps by each leaf or each cut as the window does, a
click opens a folded subtree, and a tree edited in the page is searched again as gameviz searches it."""

from __future__ import annotations

import json
import random
import statistics

import pytest

from gameviz.cli import main
from gameviz.core.search.options import SearchOptions, start_search
from gameviz.core.search.trace import Cutoff, Leaf, MemoHit, collect
from gameviz.core.search.tree import format_value
from gameviz.resources import resource
from gameviz.source import load_search_tree
from tests.browser import RIGHT, chromium, script_errors

RUSSELL_NORVIG = str(resource("examples", "arbre_russell_norvig.json"))

#: The font size of every text drawn in the picture, in CSS pixels as rendered (its size times the
#: picture's scale on screen).
TEXT_SIZES = """
return [...document.querySelectorAll('#gv-figure svg text')].filter((t) => t.textContent.trim())
  .map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
"""


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tree-pages")
    paths = {"tictactoe": folder / "t.html", "russell-norvig": folder / "rn.html"}
    assert main(["tree", "tictactoe", "--moves", "5 1 9", "-o", str(paths["tictactoe"])]) == 0
    assert main(["tree", RUSSELL_NORVIG, "-o", str(paths["russell-norvig"])]) == 0
    return paths


@pytest.fixture(scope="module")
def browser():
    yield from chromium()


def open_at(browser, path, width: int, height: int):
    """Open the page in a window of ``width`` × ``height`` CSS pixels (a phone's when narrow)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    browser.get(path.as_uri())
    assert browser.execute_script("return [innerWidth, innerHeight]") == [width, height]
    return browser.find_element("tag name", "body")


def text_sizes(browser) -> list[float]:
    sizes = browser.execute_script(TEXT_SIZES)
    assert sizes
    return sizes


@pytest.mark.parametrize("page,width,height,least", [
    ("tictactoe", 1280, 800, 12.0),
    ("tictactoe", 390, 844, 11.0),
    ("russell-norvig", 1280, 800, 12.0),
    ("russell-norvig", 390, 844, 11.0),
])
def test_the_text_of_a_tree_page_reads_at_its_own_fit(browser, pages, page, width, height, least):
    open_at(browser, pages[page], width, height)
    sizes = text_sizes(browser)
    assert statistics.median(sizes) >= least, sorted(sizes)
    nodes = browser.execute_script("const f = document.getElementById('gv-figure').getBoundingClientRect(); "
                                   "return [[f.left, f.right], [...document.querySelectorAll('#gv-figure g.vertex')]"
                                   ".map((g) => { const r = g.getBoundingClientRect(); return [r.left, r.right]; })];")
    (left, right), boxes = nodes
    assert all(left - 1 <= a and b <= right + 1 for a, b in boxes)  # every node in view, none scrolled away
    if width < 600:  # on the phone, the tree folded for its screen, left to right: the root leftmost
        assert boxes[0][0] < min(a for a, _ in boxes[1:])
    assert script_errors(browser) == []


def test_zooming_in_and_fitting_again(browser, pages):
    body = open_at(browser, pages["russell-norvig"], 1280, 800)
    fitted = statistics.median(text_sizes(browser))
    body.send_keys("+")
    assert statistics.median(text_sizes(browser)) == pytest.approx(fitted * 1.25, rel=0.02)
    body.send_keys("-")
    body.send_keys("-")
    assert statistics.median(text_sizes(browser)) == pytest.approx(fitted / 1.25, rel=0.02)
    body.send_keys("0")
    assert statistics.median(text_sizes(browser)) == pytest.approx(fitted, rel=0.02)


def stepping_labels(browser, body, level: str, count: int) -> list[str]:
    """The step label after each of ``count`` presses of →, stepping by ``level``."""
    browser.execute_script(f"const s = document.getElementById('gv-stepping'); s.value = '{level}'; "
                           "s.dispatchEvent(new Event('change'));")
    labels = []
    for _ in range(count):
        body.send_keys(RIGHT)
        labels.append(browser.find_element("id", "gv-position").text)
    return labels


def test_stepping_by_each_leaf_and_each_cut_stops_where_the_search_evaluates_and_cuts(browser, pages):
    events, _ = collect(start_search(load_search_tree(RUSSELL_NORVIG).tree, SearchOptions("alphabeta")),
                        keep=lambda event: True)
    leaves = [k for k, event in enumerate(events) if isinstance(event, Leaf | MemoHit)]
    cuts = [k for k, event in enumerate(events) if isinstance(event, Cutoff)]
    assert len(events) == 39 and len(leaves) == 7 and len(cuts) == 1  # e and f are never evaluated
    body = open_at(browser, pages["russell-norvig"], 1280, 800)
    data = json.loads(browser.execute_script("return document.getElementById('gv-data').textContent"))
    assert data["stops"] == {"event": list(range(40)), "leaf": [*leaves, 39], "cut": [*cuts, 39]}
    # as the window's "Each leaf": the Russell–Norvig tree in 7 steps and the result instead of 39 events
    assert stepping_labels(browser, body, "leaf", 8) == [*(f"Event {k + 1} of 39" for k in leaves),
                                                        "Result (after 39 events)"]
    body.send_keys("\ue011")  # Home
    assert stepping_labels(browser, body, "cut", 1) == ["Event 21 of 39"]
    assert "α-cut at C" in browser.find_element("id", "gv-step-text").text
    assert stepping_labels(browser, body, "cut", 1) == ["Result (after 39 events)"]
    assert script_errors(browser) == []


def vertex_labels(browser) -> list[str]:
    return [g.get_attribute("aria-label") for g in browser.find_elements("css selector", "#gv-figure g.vertex")]


def click_node(browser, label: str) -> None:
    """Click the node named ``label`` in the picture, as a mouse does (on its shape's middle)."""
    from selenium.webdriver import ActionChains

    (node,) = [g for g in browser.find_elements("css selector", "#gv-figure g.vertex")
               if g.get_attribute("aria-label") == label]
    shape = node.find_element("css selector", "polygon, ellipse, rect")  # the first drawn: its shape
    ActionChains(browser).move_to_element(shape).click().perform()


def test_a_click_on_a_folded_subtree_opens_it_in_place_and_the_root_shows_the_whole_tree_again(browser, pages):
    body = open_at(browser, pages["tictactoe"], 1280, 800)
    whole = vertex_labels(browser)
    assert whole == ["root", "2", "3", "4", "6", "7", "8"]  # the moves left after 5 1 9, each folded ("+5")
    for _ in range(30):
        body.send_keys(RIGHT)
    position = browser.find_element("id", "gv-position").text
    click_node(browser, "3")
    opened = vertex_labels(browser)
    assert opened[:2] == ["root", "3"] and opened[2:] == ["3 2", "3 4", "3 6", "3 7", "3 8"]  # its five replies
    assert browser.find_element("id", "gv-position").text == position  # at the same step of the search
    assert browser.find_element("id", "gv-detail").text.startswith("3\n")  # and its Node panel
    assert statistics.median(text_sizes(browser)) >= 12.0
    click_node(browser, "3 4")  # a node of the subtree: its panel, the subtree stays open
    assert vertex_labels(browser) == opened and browser.find_element("id", "gv-detail").text.startswith("3 4\n")
    click_node(browser, "root")  # the way back
    assert vertex_labels(browser) == whole and browser.find_element("id", "gv-position").text == position
    assert script_errors(browser) == []


def python_search(nested, algorithm: str):
    """gameviz's own search of a tree of nested lists: each node's value by its path written "0,1", and
    the children cut (their paths)."""
    from gameviz.core.search import alphabeta, minimax
    from gameviz.core.search.answers import Answers
    from tests.core.search.helpers import exercise

    tree = exercise(nested)
    events, _ = collect(alphabeta(tree) if algorithm == "alphabeta" else minimax(tree), keep=lambda event: True)
    answers = Answers.from_events(events)
    return ({",".join(map(str, path)): value for path, value in answers.values.items()},
            {",".join(map(str, path)) for path in answers.cut})


JS_SEARCH = """
const found = gvSearch(arguments[0], true, arguments[1]);
const cut = [];
for (const [key, children] of found.cuts) for (const i of children) cut.push(key ? key + "," + i : String(i));
return [Object.fromEntries(found.values), cut];
"""


def random_tree(chooser: random.Random, depth: int):
    if depth == 0 or chooser.random() < 0.2:
        return chooser.randint(-20, 20)
    return [random_tree(chooser, depth - 1) for _ in range(chooser.randint(1, 4))]


@pytest.mark.parametrize("algorithm", ["alphabeta", "minimax"])
def test_the_pages_search_is_gamevizs_on_random_trees(browser, pages, algorithm):
    open_at(browser, pages["russell-norvig"], 1280, 800)
    chooser = random.Random(algorithm)
    trees = [[3, 12, 8], [2, 4, 6], [14, 5, 2]], *(random_tree(chooser, 4) for _ in range(60))
    for nested in trees:
        if not isinstance(nested, list):
            continue
        values, cut = browser.execute_script(JS_SEARCH, nested, algorithm)
        assert (values, set(cut)) == python_search(nested, algorithm), nested
    assert script_errors(browser) == []


def test_a_tree_edited_in_the_page_is_searched_again_with_its_values_and_cuts(browser, pages):
    open_at(browser, pages["russell-norvig"], 1280, 800)
    browser.find_element("id", "gv-edit-mode").click()
    result = browser.find_element("id", "gv-edit-result")
    assert result.text == "Value 3; cut: e, f."  # the course's tree: the α-cut at C skips e and f
    assert len(browser.find_elements("css selector", "#gv-figure rect.edit-cut")) == 2
    edited = [[3, 12, 8], [5, 4, 6], [14, 5, 2]]  # d = 5: C is worth 4 > α = 3, nothing is cut
    box = browser.find_element("id", "gv-edit-tree")
    box.clear()
    box.send_keys(str(edited))
    browser.find_element("id", "gv-edit-search").click()
    values, cut = python_search(edited, "alphabeta")
    assert values[""] == 4 and cut == set()
    assert result.text == "Value 4; cut: —."
    drawn = {int(t.get_attribute("data-v")): t.text
             for t in browser.find_elements("css selector", "#gv-figure text.edit-value")}
    data = json.loads(browser.execute_script("return document.getElementById('gv-data').textContent"))
    assert drawn == {data["edit"]["number"][key]: format_value(value) for key, value in values.items()}  # all
    assert not browser.find_elements("css selector", "#gv-figure rect.edit-cut")
    box.clear()
    box.send_keys("[[3, 12], [2, 4, 6], [14, 5, 2]]")
    browser.find_element("id", "gv-edit-search").click()
    assert browser.find_element("css selector", "#gv-edit p.wrong").text == \
        "Keep the tree's shape: change the leaves' values only."
    assert script_errors(browser) == []
