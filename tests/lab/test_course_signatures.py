"""The course's own signatures: seed 000's minimax(G, p, h, prof) and strategie, seed 004's val and
meilleur over the student's own game, and a Connect 4 heuristic of the student's own judged by its
properties (seed 001: "propose a heuristic")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gameviz.core.search.tree import format_value
from gameviz.lab import heuristic_properties
from gameviz.lab.checks import check_file
from gameviz.resources import resource

LAB = resource("examples", "lab")

SEED_000 = '''from random import randint

def minimax(G, p, h, prof):
    if prof == 0 or G[p] == []:
        return h(p)
    elif p[1] == 1:
        return max([minimax(G, n, h, prof - 1) for n in G[p]])
    else:
        return min([minimax(G, n, h, prof - 1) for n in G[p]])

def negamax(G, p, h, prof):
    signe = 1 if p[1] == 1 else -1
    if prof == 0 or G[p] == []:
        return signe * h(p)
    return max(-negamax(G, n, h, prof - 1) for n in G[p])

def alphabeta(G, p, h, alpha, beta, prof):
    if prof == 0 or G[p] == []:
        return h(p)
    for n in G[p]:
        v = alphabeta(G, n, h, alpha, beta, prof - 1)
        if p[1] == 1:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    return alpha if p[1] == 1 else beta

def strategie(G, attr1, attr2, s):
    if s in attr1:
        for x in G[s]:
            if x in attr1 and attr1[x] < attr1[s]:
                return x
    elif s in attr2:
        i = randint(0, len(G[s]) - 1)
        return G[s][i]
    else:
        for x in G[s]:
            if x not in attr2:
                return x
'''


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_course_minimax_negamax_alphabeta_and_strategie_pass(tmp_path):
    report = check_file(write(tmp_path, "cours.py", SEED_000))
    assert [(r.column, r.passed) for r in report.results] == [
        ("strategie", True), ("minimax", True), ("negamax", True), ("alphabeta", True)]
    assert report.results[1].what == ("minimax(G, p, h, prof) on the course's 10-stick arena with a table h, from 5 "
                                      "positions and depths 0 to 4: the minimax value (J1 maximises where p[1] == 1)")


FIGURE_7_H = '''
def h(p):  # figure 7, as the course writes it: 0 for every other position, the finished ones too
    if p == (1, 2):
        return float("inf")
    if p == (1, 1):
        return -float("inf")
    return 0
'''


def test_the_course_minimax_with_its_own_h_is_shown_to_value_a_lost_game_0(tmp_path):
    """Run as written, the course's minimax(G, p, h, prof) with figure 7's h returns h(p) at the finished
    (0, 1) and (0, 2), which that h values 0: from (5, 1) at depth 4 it says 0, where the game is lost."""
    report = check_file(write(tmp_path, "figure7.py", SEED_000 + FIGURE_7_H))
    [table, own] = [r for r in report.results if r.function == "minimax"]
    assert table.passed and not own.passed
    assert own.what == ("minimax(G, (5, 1), h, 4) on the course's 10-stick arena with the file's own h, as figure 7 "
                        "runs it: the value of the game, (5, 1) being lost for J1")
    assert own.counterexample == (
        "minimax(G, (5, 1), h, 4) = 0, but (5, 1) is lost for J1: its value is −∞; h((0, 1)) = 0, yet (0, 1) is a "
        "finished game that J1 has won (+∞), and the search returns h(p) where G[p] == []: h must value a finished "
        "position by who has won")
    valued_ends = FIGURE_7_H.replace("    return 0\n", "    if p[0] == 0:\n        return float('inf') if p[1] == 1 "
                                                    "else -float('inf')\n    return 0\n")
    report = check_file(write(tmp_path, "fins.py", SEED_000 + valued_ends))
    assert [r.passed for r in report.results if r.function == "minimax"] == [True, True]
    # an h of another game (a tic-tac-toe board) is not run on the sticks
    other = check_file(write(tmp_path, "autre.py", SEED_000 + "\ndef h(p):\n    return sum(c == 'X' for c in p[0])\n"))
    assert len([r for r in other.results if r.function == "minimax"]) == 1


def test_a_minimax_that_maximises_for_the_wrong_player_is_caught(tmp_path):
    text = SEED_000.replace("elif p[1] == 1:", "elif p[1] == 2:")
    (_, minimax, *_) = check_file(write(tmp_path, "inverse.py", text)).results
    assert not minimax.passed
    assert minimax.counterexample.startswith("minimax(G, (10, 1), h, 1) = ")
    assert "but the minimax value (J1 maximises where p[1] == 1) is " in minimax.counterexample


def test_a_strategy_that_does_not_get_closer_is_caught(tmp_path):
    """Always the last successor: from 2 sticks J1 takes both, the last stick, and loses."""
    text = SEED_000.replace("def strategie(G, attr1, attr2, s):\n", "def strategie(G, attr1, attr2, s):\n"
                                                                      "    return G[s][-1]\n")
    (strategie, *_) = check_file(write(tmp_path, "strat.py", text)).results
    assert strategie.counterexample == ("strategie(G, A1, A2, (2, 1)) on sticks = (0, 2): (2, 1) has rank 2 in J1's "
                                        "attractor, but (0, 2) has no rank; J1 must move to a smaller rank")


SHEET = '''

def val(p):
    fils = accessibles(p)
    if not fils:
        return h(p)
    valeurs = [val(q) for q in fils]
    return max(valeurs) if estjoueur(p) else min(valeurs)

def meilleur(pl):
    valeurs = [val(q) for q in pl]
    if estjoueur(pl[0]):  # J1 joue ensuite : c'est J2 qui choisit
        return valeurs.index(min(valeurs))
    return valeurs.index(max(valeurs))
'''


def test_the_sheets_val_and_meilleur_over_the_students_own_game(tmp_path):
    text = (LAB / "eleve_morpion.py").read_text(encoding="utf-8") + SHEET
    report = check_file(write(tmp_path, "val.py", text))
    assert [(r.column, r.passed) for r in report.results] == [("h", True), ("val", True), ("meilleur", True)]
    wrong = text.replace("return valeurs.index(min(valeurs))", "return 0")
    (_, _, meilleur) = check_file(write(tmp_path, "faux.py", wrong)).results
    # the play is named as the sheet's interface plays: each move the index of a position in accessibles(p)
    found = re.fullmatch(r"meilleur\(pl\) = 0 with pl = accessibles\(p\), p being start\(\)((?: → \[\d+\])*)"
                         r"(?:, where \[k\] is the position of index k in accessibles)?, but pl\[0\] is worth (\S+) "
                         r"and the best is worth (\S+), at index (\d+)", meilleur.counterexample)
    assert not meilleur.passed and found, meilleur.counterexample
    student: dict = {}
    exec(wrong, student)  # the test's own file: follow the indices as the student's game plays them
    p = student["start"]()
    for index in re.findall(r"\[(\d+)\]", found.group(1)):
        p = student["accessibles"](p)[int(index)]
    values = [student["val"](q) for q in student["accessibles"](p)]
    best = int(found.group(4))
    assert (format_value(values[0]), format_value(values[best])) == (found.group(2), found.group(3))
    assert values[best] == (max(values) if student["estjoueur"](p) else min(values)) != values[0]


def test_the_sheets_h_of_plus_or_minus_infinity_and_zero_passes_on_tic_tac_toe(tmp_path):
    text = (LAB / "eleve_morpion.py").read_text(encoding="utf-8").replace("    valeur = 0\n", "    return 0\n")
    (result,) = check_file(write(tmp_path, "feuille.py", text)).results
    assert result.passed and result.what == ("h(p) on tic-tac-toe: the lab sheet's h, +∞ where J1 has won, −∞ where "
                                             "J2 has, 0 elsewhere")


CONNECT4 = (Path(__file__).parent / "test_lab.py").read_text(encoding="utf-8").split("CONNECT4 = '''")[1].split("'''")[0]
COURSE_SUM = 'sum(WEIGHTS[r][c] * (1 if p[c][r] == "Y" else -1) for c in range(7) for r in range(len(p[c])))'


@pytest.mark.slow
def test_a_connect4_heuristic_of_the_students_own_is_judged_by_its_properties(tmp_path, monkeypatch):
    monkeypatch.setattr(heuristic_properties, "GAMES", 2)
    centre = "sum((3 - abs(3 - c)) * (1 if p[c][r] == 'Y' else -1) for c in range(7) for r in range(len(p[c])))"
    report = check_file(write(tmp_path, "centre.py", CONNECT4.replace(COURSE_SUM, centre)))
    own, won, mirror, sign, play = report.results
    assert report.passed and own.what == ("h(p) on Connect 4: a heuristic of its own, judged by its properties (not "
                                          "the course's: the weights of J1's cells minus those of J2's, a cell "
                                          "weighing the number of lines of four through it)")
    assert sign.what.startswith("h(p): the opposite value when the colours are swapped, and positive for J1 as the "
                                "course's (its sign agrees with the course's heuristic on ")
    assert play.what == ("depth-4 play with h against a random player: 2 won, 0 drawn, 0 lost of 2 games (half as J1, "
                         "half as J2)")
    assert won.passed and mirror.passed
    swapped = centre.replace("(1 if p[c][r] == 'Y' else -1)", "(-1 if p[c][r] == 'Y' else 1)")
    lopsided = centre.replace("(3 - abs(3 - c))", "(c + 1)")
    report = check_file(write(tmp_path, "signe.py", CONNECT4.replace(COURSE_SUM, swapped)))
    assert [r.passed for r in report.results] == [True, True, True, False, True]
    assert report.results[3].counterexample.startswith("on the board ")
    report = check_file(write(tmp_path, "penche.py", CONNECT4.replace(COURSE_SUM, lopsided)))
    assert not report.results[2].passed and "on its mirror image" in report.results[2].counterexample


@pytest.mark.parametrize("won, problem", [("math.inf if w == 'Y' else -math.inf", r"^$"),
                                          ("1000 if w == 'Y' else -1000", r"= -?1000 on the board [XO./]+, where "
                                                                          r"J[12] has won: [+−]∞ expected$")])
def test_won_positions_must_be_exactly_infinite(tmp_path, monkeypatch, won, problem):
    monkeypatch.setattr(heuristic_properties, "GAMES", 0)
    text = CONNECT4.replace('math.inf if w == "Y" else -math.inf', won).replace(COURSE_SUM, "0")
    report = check_file(write(tmp_path, "gagne.py", text))
    assert re.search(problem, report.results[1].counterexample), report.results[1].counterexample


SIBLINGS = '''

def alphabeta(p, alpha, beta, prof):
    fils = accessibles(p)
    if prof == 0 or not fils:
        return h(p)
    for q in fils:
        v = alphabeta(q, alpha, beta, prof - 1)
        if estjoueur(p):
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    return alpha if estjoueur(p) else beta

def negamax(p, prof):
    fils = accessibles(p)
    if prof == 0 or not fils:
        return h(p) if estjoueur(p) else -h(p)
    return max(-negamax(q, prof - 1) for q in fils)
'''


def test_alphabeta_and_negamax_over_the_students_own_game(tmp_path):
    text = (LAB / "eleve_morpion.py").read_text(encoding="utf-8") + SIBLINGS
    report = check_file(write(tmp_path, "freres.py", text))
    assert [(r.column, r.passed) for r in report.results] == [("negamax", True), ("alphabeta", True), ("h", True)]
    assert report.results[0].what == ("negamax(p) on positions of the student's own game: its minimax value, from "
                                      "accessibles, estjoueur and h (depth 2), for the player to move (negamax)")
    wrong = text.replace("return h(p) if estjoueur(p) else -h(p)", "return h(p)")
    negamax = check_file(write(tmp_path, "signe.py", wrong)).results[0]
    assert not negamax.passed and negamax.counterexample.startswith("negamax((")


SEED_001_DEPTH = '''
def est_finale(p):
    return p == 0

def coups_légaux(p):
    return list(range(1, min(4, p) + 1))

def heuristique(p):
    if est_finale(p):
        return 1  # the other player took the last stick
    return 0

def évaluation(p, d):
    if d == 0 or est_finale(p):
        return heuristique(p)
    return max(-évaluation(p - coup, d - 1) for coup in coups_légaux(p))
'''


def test_seed_001s_evaluation_with_a_depth_is_given_one(tmp_path):
    report = check_file(write(tmp_path, "profondeur.py", SEED_001_DEPTH))
    rules, evaluation = report.results
    assert report.passed, evaluation.counterexample
    assert evaluation.what.startswith("évaluation(p, 21) for p = 0 … 21, searching to the end: positive exactly")
    memo = SEED_001_DEPTH.replace("def évaluation(p, d):", "def évaluation(p, d={}):\n    return _e(p, 30)\n\n"
                                  "def _e(p, d):").replace("-évaluation(", "-_e(")
    report = check_file(write(tmp_path, "memoire.py", memo))
    assert report.passed and report.results[1].what.startswith("évaluation(p) for p = 0 … 21: positive exactly")
    wrong = SEED_001_DEPTH.replace("return max(-", "return min(-")
    (_, evaluation) = check_file(write(tmp_path, "faux.py", wrong)).results
    assert evaluation.counterexample.startswith("évaluation(2, 21) = -1, but 2 is a winning position")


MORPION = (LAB / "eleve_morpion.py").read_text(encoding="utf-8")
COURSE_H = MORPION[MORPION.index("def h(p):"):]

EXACT_H = '''
from functools import lru_cache

@lru_cache(maxsize=None)
def h(p):
    """Seed 001's values, J1's point of view: +1 won by J1, -1 by J2, 0 drawn, by searching to the end."""
    g = gagnant(p[0])
    if g is not None:
        return 1 if g == "X" else -1
    fils = accessibles(p)
    if not fils:
        return 0
    valeurs = [h(q) for q in fils]
    return max(valeurs) if estjoueur(p) else min(valeurs)
'''


def test_a_tic_tac_toe_h_with_seed_001s_values_is_judged_by_its_properties(tmp_path, monkeypatch):
    monkeypatch.setattr(heuristic_properties, "GAMES", 2)
    report = check_file(write(tmp_path, "exacte.py", MORPION.replace(COURSE_H, EXACT_H)))
    own, won, mirror, sign, play = report.results
    assert own.passed and own.what == ("h(p) on tic-tac-toe: a heuristic of its own, judged by its properties (not "
                                       "the course's: (3·X₂ + X₁) − (3·O₂ + O₁), X_i counting the lines with i "
                                       "crosses and no nought)")
    assert won.passed and won.what == ("h(p): the values +1 / 0 / −1 of seed 001, exactly +1 where J1 has won, −1 "
                                       "where J2 has, between −1 and +1 elsewhere")
    assert mirror.passed and play.passed, play.counterexample
    half = MORPION.replace(COURSE_H, EXACT_H.replace('return 1 if g == "X" else -1', 'return 1'))
    won = check_file(write(tmp_path, "moitie.py", half)).results[1]
    assert re.search(r"^h\(\('[XO ]{9}', 1\)\) = 1 on the board [XO.]{3}/[XO.]{3}/[XO.]{3}, where J2 has won: −1 "
                     r"expected$", won.counterexample), won.counterexample


def test_an_h_whose_game_does_not_start_is_said_not_checked_and_why(tmp_path):
    broken = CONNECT4.replace("    return tuple(() for _ in range(7))", "    raise ValueError('no board yet')")
    report = check_file(write(tmp_path, "sans_debut.py", broken))
    (h,) = [r for r in report.results if r.what.startswith("h(p)")]
    assert not h.passed and h.what == "h(p) on the game of start(), accessibles(p) and estjoueur(p)"
    assert "ValueError" in h.counterexample and "no board yet" in h.counterexample, h.counterexample
