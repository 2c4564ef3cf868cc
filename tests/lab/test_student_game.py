"""A student's game, built by calling the student's functions, is the game the built-in rules give."""

from __future__ import annotations

import json

import pytest

from gameviz.cli import main
from gameviz.core.errors import InputError
from gameviz.core.outcome import Outcome
from gameviz.core.solution import solve
from gameviz.games import arena_from_spec
from gameviz.lab.checks import recognise
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.student_game import student_arena
from gameviz.resources import resource

LAB = resource("examples", "lab")

#: The lab sheet's interface (start, accessibles, estjoueur, h) for 7 sticks, take 1 or 2, whoever
#: cannot move loses (so whoever takes the last stick wins).
LAB_SHEET = '''
def start():
    return [7, 1]

def accessibles(p):
    n, j = p
    return [[n - k, 3 - j] for k in (1, 2) if k <= n]

def estjoueur(p):
    return p[1] == 1

def h(p):
    if accessibles(p):
        return 0
    return -1 if estjoueur(p) else 1   # the player to move cannot move: lost
'''


def outcomes(arena):
    return solve(arena).outcome


def test_the_nim_exercise_game_of_a_student_is_the_21_stick_game():
    with StudentCode(LAB / "eleve_juste.py") as code:
        arena, heuristic = student_arena(code, recognise(code.names))
    built_in = arena_from_spec("sticks:n=21,take=1-4,last=loses")
    assert arena.start == (21, 1) and heuristic == {}
    mine = outcomes(arena)
    theirs = outcomes(built_in)
    assert len(arena) == 42 and all(mine[v] == theirs[v] for v in arena)  # every position, the same winner
    assert solve(arena).start_outcome == Outcome(2)  # 21 = 1 + 5 × 4: the player to move loses


def test_a_students_tic_tac_toe_is_the_course_game_drawn_with_its_boards():
    """eleve_morpion.py writes (grid, player) pairs: its 5,478 positions are named and drawn as the
    course's boards, and each wins for the same player as in the built-in game."""
    with StudentCode(LAB / "eleve_morpion.py") as code:
        arena, heuristic = student_arena(code, recognise(code.names))
    built_in = arena_from_spec("tictactoe")
    assert len(arena) == len(built_in) == 5478 and arena.edge_count() == built_in.edge_count()
    assert arena.label(arena.start) == ".../.../..." and arena.board(arena.start).rows == ("...", "...", "...")
    theirs = {built_in.label(v): result for v, result in outcomes(built_in).items()}
    assert {arena.label(v): result for v, result in outcomes(arena).items()} == theirs
    assert heuristic[arena.start] == 0 and sorted(set(heuristic.values()))[0] == float("-inf")


def test_the_lab_sheet_game_of_a_student_is_the_stick_game_it_describes(tmp_path):
    (tmp_path / "jeu.py").write_text(LAB_SHEET, encoding="utf-8")
    with StudentCode(tmp_path / "jeu.py") as code:
        arena, heuristic = student_arena(code, recognise(code.names))
    built_in = arena_from_spec("sticks:n=7,take=1-2,last=wins")
    mine, theirs = outcomes(arena), outcomes(built_in)
    assert arena.start == (7, 1) and all(mine[v] == theirs[v] for v in arena)
    assert heuristic[(0, 1)] == -1 and heuristic[(7, 1)] == 0
    assert arena.label((7, 1)) == "(7, 1)"


def test_a_failing_function_stops_the_building_with_its_line(tmp_path):
    (tmp_path / "casse.py").write_text(LAB_SHEET.replace("n, j = p", "n, j = p\n    assert n != 5, 'cinq'"),
                                       encoding="utf-8")
    with StudentCode(tmp_path / "casse.py") as code, pytest.raises(
            InputError, match=r"(h|accessibles)\(\(5, [12]\)\) fails: AssertionError: cinq \(line 7: assert n != 5"):
        student_arena(code, recognise(code.names))


def test_a_game_with_nothing_to_check_says_so_and_can_be_drawn(tmp_path, capsys):
    (tmp_path / "jeu.py").write_text(LAB_SHEET, encoding="utf-8")
    assert main(["lab", str(tmp_path / "jeu.py"), "--arena", str(tmp_path / "jeu.json")]) == 0
    out = capsys.readouterr().out
    assert "jeu.py: nothing to check in start, accessibles, estjoueur, h (--arena draws the game they describe)" \
        in out and "jeu.json: 14 vertices, 22 moves" in out


def test_lab_writes_the_students_game_as_an_arena_file(tmp_path, capsys):
    output = tmp_path / "jeu.json"
    assert main(["lab", str(LAB / "eleve_juste.py"), "--arena", str(output)]) == 0
    assert "jeu.json: 42 vertices, 148 moves" in capsys.readouterr().out
    assert len(json.loads(output.read_text())["vertices"]) == 42
    assert main(["solve", str(output)]) == 0
    assert "J2 wins (rank" in capsys.readouterr().out
    assert main(["lab", str(LAB), "--arena", str(tmp_path / "x.json")]) == 2
    assert "--arena needs one student's file" in capsys.readouterr().err
