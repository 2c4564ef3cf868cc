"""A board page a student can read, in a real headless browser: the moves named as the game names them
(tic-tac-toe's squares, Connect 4's columns, Chomp's squares), each move's value before it is played
equal to the attractor's outcome of the position it leads to, the players' colours, and the moves
played, each a way back."""

from __future__ import annotations

import random

import pytest

from gameviz.core.solution import solve
from gameviz.export.html import write_page
from gameviz.export.web_board import board_page, cell_moves
from gameviz.figure.notation import NOTATIONS
from gameviz.games import arena_from_spec, game_from_spec
from tests.browser import chromium, script_errors

SPECS = ("tictactoe", "chomp:rows=3,cols=4", "connect4:cols=4,rows=3")


def english(context: str, text: str) -> str:
    return text


class Page:
    """A board page made with its game, its arena and the attractors' solution."""

    def __init__(self, spec: str, folder):
        self.game, self.arena = game_from_spec(spec), arena_from_spec(spec)
        self.solution = solve(self.arena)
        self.by_label = {self.arena.label(v): v for v in self.arena}
        page = board_page(self.arena, self.solution, notation=NOTATIONS["j1j2"], translate=english, lang="en",
                          title=spec, game=self.game)
        self.path = write_page(page, folder / f"{spec.partition(':')[0]}.html")

    def move_to(self, position, after) -> str:
        """The game's name of the move from ``position`` to ``after``."""
        (move,) = [m for m in self.game.moves(position) if self.game.play(position, m) == after]
        return self.game.move_label(position, move)

    def expected(self, position, after) -> tuple[str, str]:
        """The move's value for its player, from the attractors: its kind and its words."""
        who = self.solution.outcome[after]
        if who == 0:
            return "draw", "draw"
        rank = self.solution.attractors[who].rank[after]
        if who == self.arena.player(position):
            return "win", f"wins in ≤ {rank}"
        return "loss", f"loses in ≤ {rank}"


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("board-pages")
    return {spec: Page(spec, folder) for spec in SPECS}


@pytest.fixture(scope="module")
def browser():
    yield from chromium()


def test_a_cell_is_named_by_the_move_that_fills_it():
    arena, game = arena_from_spec("tictactoe"), game_from_spec("tictactoe")
    assert cell_moves(arena, game) == [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
    arena, game = arena_from_spec("connect4:cols=4,rows=3"), game_from_spec("connect4:cols=4,rows=3")
    assert cell_moves(arena, game) == [["1", "2", "3", "4"]] * 3
    arena, game = arena_from_spec("chomp:rows=2,cols=3"), game_from_spec("chomp:rows=2,cols=3")
    assert cell_moves(arena, game) == [[None, "b1", "c1"], ["a2", "b2", "c2"]]  # a1 is the poisoned square
    assert cell_moves(arena_from_spec("sticks:n=5"), game_from_spec("sticks:n=5")) is None  # no grid


@pytest.mark.parametrize("spec", SPECS)
def test_every_move_offered_says_its_name_and_the_attractors_value(browser, pages, spec):
    page = pages[spec]
    browser.get(page.path.as_uri())
    browser.find_element("id", "gv-values").click()
    body = browser.find_element("tag name", "body")
    chooser = random.Random(spec)
    played, checked = [], 0
    while True:
        position = page.by_label[body.get_attribute("data-position")]
        buttons = browser.find_elements("css selector", "#gv-moves button")
        if not buttons:
            break
        for button in buttons:
            after = page.by_label[button.get_attribute("data-label")]
            kind, words = page.expected(position, after)
            assert button.get_attribute("data-value") == kind
            assert button.text == f"{page.move_to(position, after)} {words}"
            checked += 1
        assert len(buttons) == len(page.arena.successors(position))
        chosen = chooser.choice(buttons)
        played.append(page.move_to(position, page.by_label[chosen.get_attribute("data-label")]))
        chosen.click()
    assert checked >= 4 and script_errors(browser) == []
    listed = [item.text for item in browser.find_elements("css selector", "#gv-played li")]
    assert listed[0::2] == [f"J1: {name}" for name in played]  # the student's moves, the computer's between


def test_the_legend_and_the_way_back_to_a_move_played(browser, pages):
    page = pages["tictactoe"]
    browser.get(page.path.as_uri())
    assert browser.find_element("id", "gv-legend").text.split() == ["J1", "J2"]
    body = browser.find_element("tag name", "body")
    (centre,) = [b for b in browser.find_elements("css selector", "#gv-moves button") if b.text == "5"]
    centre.click()  # then the first square left: the computer answers each
    browser.find_elements("css selector", "#gv-moves button")[0].click()
    listed = browser.find_elements("css selector", "#gv-played li button")
    assert [item.text.split(": ")[0] for item in listed] == ["J1", "J2", "J1", "J2"]
    after_two = body.get_attribute("data-position")
    listed[1].click()  # back to the position after the computer's first answer
    position = page.by_label[body.get_attribute("data-position")]
    assert position.count("X") == 1 and position.count("O") == 1 and body.get_attribute("data-position") != after_two
    assert len(browser.find_elements("css selector", "#gv-played li")) == 2
    assert browser.find_elements("css selector", "#gv-legend svg") and script_errors(browser) == []
    chomp = pages["chomp:rows=3,cols=4"]
    browser.get(chomp.path.as_uri())
    assert browser.find_element("id", "gv-legend").text == ""  # no pieces of players in Chomp
