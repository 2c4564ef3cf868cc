"""The board page: a game against the attractor strategy, played in a real headless browser."""

from __future__ import annotations

import pytest

from gameviz.core.solution import solve
from gameviz.export.html import write_page
from gameviz.export.web_board import board_page, computer_moves
from gameviz.figure.notation import NOTATIONS
from gameviz.games import arena_from_spec
from tests.browser import chromium, low_contrast, requested_urls, script_errors, set_theme


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


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    """The board pages of small games, with their arenas and solutions."""
    folder = tmp_path_factory.mktemp("boards")
    out = {}
    for spec in ("sticks:n=10", "nim:heaps=3/4/5", "chomp:rows=2,cols=3", "connect4:cols=5,rows=2"):
        arena = arena_from_spec(spec)
        solution = solve(arena)
        page = board_page(arena, solution, notation=NOTATIONS["j1j2"], translate=english, lang="en", title=spec)
        out[spec] = Game(arena, solution, write_page(page, folder / f"{spec.partition(':')[0]}.html"))
    return out


class Game:
    """A board page, its game, and the moves a student makes on it in the browser."""

    def __init__(self, arena, solution, path):
        self.arena, self.solution, self.path = arena, solution, path
        self.by_label = {arena.label(v): v for v in arena}
        assert len(self.by_label) == len(arena)

    def open(self, browser, side: int = 1):
        requested_urls(browser)  # what the tests before asked for
        browser.get(self.path.as_uri())
        assert requested_urls(browser) == [self.path.as_uri()]
        if side == 2:
            browser.find_element("id", "gv-side").send_keys("J2")  # the computer opens
        return self

    def here(self, browser):
        return self.by_label[browser.find_element("tag name", "body").get_attribute("data-position")]

    def play(self, browser, choose, *, board: bool = False) -> list:
        """Play the student's moves chosen by ``choose(position)`` until the game is over, with the move
        buttons or (``board``) a click on the square or column the move changes; the positions met, the
        student's moves and the computer's."""
        met = [self.here(browser)]
        while not self.over(met[-1]):
            before = met[-1]
            after = choose(before)
            if board:
                row, col = changed_square(self.arena.board(before), self.arena.board(after))
                browser.find_element("css selector", f"#gv-board [data-row='{row}'][data-col='{col}']").click()
            else:
                browser.find_element("css selector", f'#gv-moves button[data-label="{self.arena.label(after)}"]').click()
            met.append(after)
            if not self.over(after):  # the computer answers at once
                met.append(self.here(browser))
                assert met[-1] in self.arena.successors(after)
        assert self.here(browser) == met[-1]
        return met

    def over(self, position) -> bool:
        return not self.arena.successors(position) or self.arena.target_of(position) is not None

    def strategy(self, player: int):
        return lambda position: self.solution.strategies[player][position]

    def why(self, browser) -> str:
        browser.find_element("id", "gv-why-button").click()
        return browser.find_element("id", "gv-why").text


def changed_square(before, after) -> tuple[int, int]:
    """The first square (row, column) that differs between two grids: Chomp's bite, or in Connect 4 the
    column to click."""
    return min((r, c) for r, row in enumerate(before.rows) for c, cell in enumerate(row) if after.rows[r][c] != cell)


def status(browser) -> str:
    return browser.find_element("id", "gv-status").text


def move_names(browser) -> list[str]:
    return [button.text for button in browser.find_elements("css selector", "#gv-moves button")]


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


def test_ten_sticks_the_first_player_wins_with_the_strategy_and_loses_against_it(browser, games):
    game = games["sticks:n=10"].open(browser)
    assert move_names(browser) == ["Take 1", "Take 2", "Take 3"]  # the move, not the position reached
    met = game.play(browser, game.strategy(1))
    assert status(browser) == "J1 wins." and game.arena.label(met[-1]) == "(0,1)"
    assert game.why(browser) == ("J2 played (1,2) → (0,1). (0,1) is in 𝒜¹₀, a winning position of J1: J1 has won. "
                                 "J2 loses whatever it plays here: every move leads into the attractor of J1; the "
                                 "computer takes the one of highest rank, which delays the loss longest.")
    browser.find_element("id", "gv-take-back").click()  # the computer's last move and the student's
    assert game.here(browser) == met[-3]
    rank = game.solution.attractors[1].rank[met[-3]]
    assert (f"has rank {rank} in the attractor of J1 (𝒜¹{'₀₁₂₃₄₅₆'[rank]}): J1 can force a win from there, at most "
            f"{rank} moves away from a winning position. J2 loses whatever it plays here") in game.why(browser)

    game.open(browser, side=2)  # the student plays J2, from a lost position: taking one stick at a time
    assert game.arena.label(game.here(browser)) == "(9,2)"
    met = game.play(browser, lambda position: game.arena.successors(position)[0])
    assert status(browser) == "J1 wins."
    assert [game.arena.label(v) for v in met] == ["(9,2)", "(8,1)", "(5,2)", "(4,1)", "(1,2)", "(0,1)"]
    browser.find_element("id", "gv-take-back").click()
    assert game.arena.label(game.here(browser)) == "(1,2)"
    assert game.why(browser) == ("J1 played (4,1) → (1,2). (1,2) has rank 1 in the attractor of J1 (𝒜¹₁): J1 can "
                                 "force a win from there, one move away from a winning position.")
    assert script_errors(browser) == []


def test_nim_the_first_player_wins_with_the_strategy(browser, games):
    game = games["nim:heaps=3/4/5"].open(browser)
    assert sorted(move_names(browser)) == sorted(f"Heap {h}: take {k}" for h, size in enumerate((3, 4, 5), 1)
                                                 for k in range(1, size + 1))
    met = game.play(browser, game.strategy(1))
    assert status(browser) == "J1 wins." and game.arena.label(met[-1]) == "(0/0/0,2)"
    last = game.arena.label(met[-2])
    assert game.why(browser) == (f"J1 played {last} → (0/0/0,2). (0/0/0,2) is in 𝒜¹₀, a winning position of J1: "
                                 "J1 has won.")
    browser.find_element("id", "gv-take-back").click()
    assert game.here(browser) == met[-2]
    browser.find_element("id", "gv-new").click()
    assert game.arena.label(game.here(browser)) == "(3/4/5,1)"
    assert script_errors(browser) == []


def test_chomp_clicked_on_the_bar_the_first_player_wins(browser, games):
    game = games["chomp:rows=2,cols=3"].open(browser)
    start = game.here(browser)
    met = game.play(browser, game.strategy(1), board=True)
    assert status(browser) == "J1 wins." and game.solution.outcome[start] == 1
    assert game.arena.target_of(met[-1]) == 1 and game.arena.board(met[-1]).rows[0][0] == "*"  # J2 must eat it
    assert "a winning position of J1: J1 has won." in game.why(browser)
    for _ in range(len(met) // 2):
        browser.find_element("id", "gv-take-back").click()
    assert game.here(browser) == start and game.why(browser) == "No move has been played yet."
    assert not browser.find_element("id", "gv-take-back").is_enabled()
    assert script_errors(browser) == []


def test_small_connect4_a_draw_with_the_strategy_a_loss_without(browser, games):
    game = games["connect4:cols=5,rows=2"].open(browser)
    assert game.solution.outcome[game.arena.start] == 0
    game.play(browser, game.strategy(1), board=True)  # columns clicked
    assert status(browser) == "Draw: nobody can move any more."
    assert "is in no attractor: nobody can force a win from there" in game.why(browser)

    game.open(browser, side=2)  # J2 always in the leftmost column that has room: J1 wins
    met = game.play(browser, lambda position: game.arena.successors(position)[0], board=True)
    assert status(browser) == "J1 wins." and game.arena.target_of(met[-1]) == 1
    assert game.why(browser).endswith("a winning position of J1: J1 has won.")
    browser.find_element("id", "gv-take-back").click()
    assert game.here(browser) == met[-3]  # before the student's last move, which lost a draw
    assert game.solution.outcome[met[-3]] == 0 and game.solution.outcome[met[-2]] == 1
    assert script_errors(browser) == []


def test_every_text_of_a_board_page_reads_on_its_background_in_both_themes(browser, games):
    game = games["nim:heaps=3/4/5"].open(browser)
    game.play(browser, game.strategy(1))
    game.why(browser)
    browser.find_element("id", "gv-take-back").click()  # moves to choose, Take Back enabled
    game.why(browser)
    for theme in ("dark", "light"):
        set_theme(browser, theme)
        assert low_contrast(browser) == [], theme
