"""The board page: a game against the attractor strategy, played in a real headless browser."""

from __future__ import annotations

import pytest

from gameviz.core.solution import solve
from gameviz.export.html import write_page
from gameviz.export.web_board import board_page, computer_moves
from gameviz.figure.notation import NOTATIONS
from gameviz.games import arena_from_spec
from tests.browser import chromium, requested_urls, script_errors


def english(context: str, text: str) -> str:
    return text


@pytest.fixture(scope="module")
def tictactoe(tmp_path_factory):
    arena = arena_from_spec("tictactoe")
    solution = solve(arena)
    page = board_page(arena, solution, notation=NOTATIONS["j1j2"], translate=english, lang="en", title="tictactoe")
    return arena, solution, write_page(page, tmp_path_factory.mktemp("board") / "tictactoe.html")


@pytest.fixture(scope="module")
def browser():
    yield from chromium()


def test_the_computer_plays_the_strategy_or_delays_its_loss():
    arena = arena_from_spec("sticks:n=10")
    solution = solve(arena)
    moves = computer_moves(arena, solution)
    for v, w in moves.items():
        who = solution.outcome[v]
        if who == arena.player(v):  # a winning position: down the attractor
            assert solution.attractors[who].rank[w] < solution.attractors[who].rank[v]
        else:  # lost: the move of highest rank in the winner's attractor
            assert all(solution.outcome[u] == who for u in arena.successors(v))
            ranks = solution.attractors[who].rank
            assert ranks[w] == max(ranks[u] for u in arena.successors(v))
    assert len(moves) == sum(1 for v in arena if arena.successors(v) and arena.target_of(v) is None)


def test_tictactoe_against_the_strategy_is_a_draw(browser, tictactoe):
    arena, solution, path = tictactoe
    by_label = {arena.label(v): v for v in arena}
    browser.get(path.as_uri())
    assert requested_urls(browser) == [path.as_uri()]
    body = browser.find_element("tag name", "body")
    for _ in range(5):  # J1 keeps the draw with its own strategy; the page answers for J2
        position = by_label[body.get_attribute("data-position")]
        if not arena.successors(position):
            break
        move = solution.strategies[1][position]
        browser.find_element("css selector", f'#gv-moves button[data-label="{arena.label(move)}"]').click()
    assert browser.find_element("id", "gv-status").text == "Draw: nobody can move any more."
    assert solution.outcome[by_label[body.get_attribute("data-position")]] == 0
    assert requested_urls(browser) == [] and script_errors(browser) == []


def test_take_back_and_why(browser, tictactoe):
    arena, solution, path = tictactoe
    browser.get(path.as_uri())
    body = browser.find_element("tag name", "body")
    start = body.get_attribute("data-position")
    browser.find_element("id", "gv-why-button").click()
    assert browser.find_element("id", "gv-why").text == "No move has been played yet."
    browser.find_element("css selector", "#gv-board rect[data-row='0'][data-col='0']").click()  # a corner
    after = body.get_attribute("data-position")
    assert after.startswith("X") and after.count("O") == 1  # J2 answered at once
    browser.find_element("id", "gv-why-button").click()
    why = browser.find_element("id", "gv-why").text
    assert why.startswith("J2 played X") and "is in no attractor" in why  # J2 keeps the draw
    browser.find_element("id", "gv-take-back").click()
    assert body.get_attribute("data-position") == start
    assert script_errors(browser) == []


def test_playing_second_the_computer_opens_and_take_back_keeps_its_opening(browser, tictactoe):
    arena, solution, path = tictactoe
    browser.get(path.as_uri())
    body = browser.find_element("tag name", "body")
    browser.find_element("id", "gv-side").send_keys("J2")
    opening = body.get_attribute("data-position")
    assert opening.count("X") == 1 and "(J2)" in browser.find_element("id", "gv-status").text
    browser.find_elements("css selector", "#gv-moves button")[0].click()
    assert body.get_attribute("data-position").count("X") == 2
    browser.find_element("id", "gv-take-back").click()
    assert body.get_attribute("data-position") == opening
    browser.find_element("id", "gv-take-back").click()  # nothing of the student's to take back: J1 opens again
    assert body.get_attribute("data-position") == opening
    assert script_errors(browser) == []
