"""Students' code: run apart, checked against the solver, the first mistake said in the course's words."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.cli import main
from gameviz.core.errors import InputError
from gameviz.lab import heuristic_properties
from gameviz.lab.checks import check_file
from gameviz.lab.sandbox import StudentCode
from gameviz.lab.wire import Unreadable, decode, encode
from gameviz.resources import resource
from tests.conftest import budget

LAB = resource("examples", "lab")

plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5)
    | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.integers() | st.text(max_size=3) | st.tuples(st.integers(), st.integers()), inner,
                      max_size=4)
    | st.frozensets(st.integers(), max_size=4),
    max_leaves=20,
)


@budget(300)
@given(plain)
def test_values_cross_the_wire_unchanged(value):
    back = decode(encode(value))
    assert back == value and type(back) is type(value) or isinstance(value, frozenset) and back == set(value)


def test_what_is_not_plain_data_crosses_as_its_repr():
    assert decode(encode(len)) == Unreadable("<built-in function len>")
    assert decode(encode(float("inf"))) == math.inf
    assert decode(encode([[[[1]]]] * 2)) == [[[[1]]]] * 2
    deep: list = []
    for _ in range(200):
        deep = [deep]
    assert isinstance(decode(encode(deep)), Unreadable)  # too deep: not rebuilt, shown


def test_the_right_student_passes_every_check():
    report = check_file(LAB / "eleve_juste.py")
    assert report.passed and report.recognised == {
        "coup": "coup", "attracteur": "attracteur", "attracteur_strat": "attracteur_strat",
        "est_finale": "est_finale", "coups_legaux": "coups_légaux", "evaluation": "évaluation",
        "minimax": "minimax", "alphabeta": "alphabeta"}
    assert [r.function for r in report.results] == ["coup", "attracteur", "attracteur", "attracteur_strat",
                                                    "attracteur_strat", "est_finale, coups_légaux", "évaluation",
                                                    "minimax", "alphabeta"]
    assert "the leaves visited in the order of the course's α-β" in report.results[-1].what  # it takes vus


def test_an_off_by_one_coup_is_caught_at_the_first_position_it_gives_away():
    report = check_file(LAB / "eleve_coup_decale.py")
    (result,) = report.results
    assert not result.passed
    # 2 sticks: taking 2 takes the last stick, so J2 is left at (0,2), a target of J2 (rank 0)
    assert result.counterexample == "coup(2) = 2 leads to 0, a winning position for the opponent: rank 0 in 𝒜²"


def test_a_j2_vertex_that_enters_on_one_move_is_caught_with_the_move_that_escapes():
    report = check_file(LAB / "eleve_attracteur_j2.py")
    j1, j2 = report.results
    assert j1.counterexample == (
        "attracteur(G, S1, V1) on sticks adds (2,2), a vertex of J2, but J2 can move from it to (1,1), outside "
        "the attractor: a vertex of the opponent enters only when every move leads in")
    assert not j2.passed


def test_an_alpha_beta_that_does_not_pass_alpha_down_is_caught_by_the_leaves_it_visits():
    """Its values are right; on Russell and Norvig's tree it visits 4 and 6, which the course cuts."""
    (result,) = check_file(LAB / "eleve_alphabeta_alpha.py").results
    assert result.counterexample == (
        "alphabeta([[3,12,8],[2,4,6],[14,5,2]], -inf, inf) visits the leaves [3, 12, 8, 2, 4, 6, 14, 5, 2], but "
        "the course's α-β visits [3, 12, 8, 2, 14, 5, 2]: they differ from leaf 5 on (are α and β passed down to "
        "the children, and is a node left as soon as α ≥ β?)")


def test_a_wrong_minimax_value_names_the_tree(tmp_path):
    write(tmp_path, "mm.py", "def minimax(arbre, est_max=True):\n    if not isinstance(arbre, list):\n"
          "        return arbre\n    return max(minimax(f, not est_max) for f in arbre)\n")
    (result,) = check_file(tmp_path / "mm.py").results
    assert result.counterexample == "minimax([[3,12,8],[2,4,6],[14,5,2]]) = 14, but the minimax value of " \
                                    "[[3,12,8],[2,4,6],[14,5,2]] is 3"


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_forgotten_vertices_and_low_ranks_are_explained_with_their_step(tmp_path):
    from gameviz.lab.checks import check_attractor

    text = (LAB / "eleve_juste.py").read_text(encoding="utf-8")
    # forgets J2's vertices that enter because every move leads in; gives rank 0 to everything
    write(tmp_path, "oubli.py", text + "\n\ndef attracteur(G, S1, V1):\n"
          "    A = attracteur_strat(G, S1, V1)\n    return {s: True for s in A if s in S1 or s in V1}\n")
    write(tmp_path, "rangs.py", text + "\n\n_vrai = attracteur_strat\n\ndef attracteur_strat(G, S1, V1):\n"
          "    return {s: 1 for s in _vrai(G, S1, V1)}\n")
    with StudentCode(tmp_path / "oubli.py") as code:
        result = check_attractor(code, {"attracteur": "attracteur"}, str)[0]
    assert result.counterexample == ("attracteur(G, S1, V1) on sticks forgets (1,2), which enters at step 1 (𝒜¹₁): "
                                     "every move from (1,2) leads into 𝒜¹₀.")
    with StudentCode(tmp_path / "rangs.py") as code:
        result = check_attractor(code, {"attracteur_strat": "attracteur_strat"}, str, ranks=True)[0]
    assert result.counterexample == ("attracteur_strat(G, S1, V1) on sticks gives (0,1) the value 1, but it is a "
                                     "winning position of J1 in zero moves: its value is 0")


def test_the_course_rules_with_a_short_range_are_caught(tmp_path):
    """coups_légaux written with range(1, min(4, p)) forgets the last possible move."""
    write(tmp_path, "regles.py", "def est_finale(p):\n    return p == 0\n\n"
          "def coups_légaux(p):\n    return list(range(1, min(4, p)))\n")
    (result,) = check_file(tmp_path / "regles.py").results
    assert result.counterexample == "coups_légaux(1) = [], but at p = 1 one may take 1"


NIM_21 = """
def est_finale(p):
    return p == 0

def coups_légaux(p):
    return list(range(1, min(TAKE, p) + 1))

def évaluation(p):
    if est_finale(p):
        return 1  # the other player took the last match
    return max(-évaluation(p - coup) for coup in coups_légaux(p))
"""


def test_the_nim_21_checks_are_for_one_to_four_and_another_game_is_told_which_it_is(tmp_path):
    right = check_file(write(tmp_path, "quatre.py", "TAKE = 4\n" + NIM_21))
    assert right.passed and [r.what.split(":")[1].strip() for r in right.results] == [
        "the rules of the stick game (take 1 to 4)", "positive exactly where the player to move wins (take 1 to 4, "
        "whoever takes the last stick loses)"]
    rules, evaluation = check_file(write(tmp_path, "trois.py", "TAKE = 3\n" + NIM_21)).results
    told = "these functions describe the 21-stick game where one takes 1 to 3, but the exercise (the Nim " \
           "of the start of the course) takes 1 to 4: "
    assert not rules.passed and rules.counterexample == told + "coups_légaux(4) = [1, 2, 3], but at p = 4 one may " \
                                                               "take 1, 2, 3, 4"
    # 5 matches: lost when one takes 1 to 3 (1, 5, 9 … are lost), won by taking 4 when one takes 1 to 4
    assert not evaluation.passed and evaluation.counterexample == told + (
        "évaluation(5) = -1, but 5 is a winning position for the player to move: taking 4 leaves 1, a losing position")
    # without coups_légaux, évaluation alone is tried on the games taking 1 to k
    alone = NIM_21.replace("coups_légaux(p)", "range(1, min(TAKE, p) + 1)").replace("def range(1, min(TAKE, p) + 1):",
                                                                                    "def _unused(p):")
    (evaluation,) = check_file(write(tmp_path, "cinq.py", "TAKE = 5\n" + alone)).results
    assert evaluation.counterexample.startswith("these functions describe the 21-stick game where one takes 1 to 5,")
    # a function wrong for every game keeps its plain difference
    (evaluation,) = check_file(write(tmp_path, "faux.py", "def évaluation(p):\n    return 1\n")).results
    assert evaluation.counterexample == "évaluation(1) = 1, but 1 is a losing position for the player to move: " \
                                        "every move leaves the opponent a winning position"


HOSTILE = {
    "boucle.py": ("def coup(n):\n    while True:\n        pass\n", "coup(1) fails: coup(…) took more than 0.5 s"),
    "memoire.py": ("def coup(n):\n    return len([0] * 10**10)\n", "coup(1) fails: MemoryError: coup(…) used more than"),
    "sortie.py": ("import sys\ndef coup(n):\n    sys.exit(3)\n", "coup(1) fails: sys.exit(3) (line 3: sys.exit(3))"),
    "erreur.py": ("def coup(n):\n    return 1 // (n - 1)\n",
                  "coup(1) fails: ZeroDivisionError: integer division or modulo by zero (line 2: return 1 // (n - 1))"),
    "fin.py": ("import os\ndef coup(n):\n    os._exit(9)\n", "coup(1) fails: the student's process ended during coup(…) "
                                                             "(exit status 9)"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_code_is_contained_and_said_plainly(tmp_path, name, capsys):
    text, expected = HOSTILE[name]
    path = write(tmp_path, name, text)
    (result,) = check_file(path, seconds=0.5).results
    assert result.counterexample.startswith(expected), result.counterexample
    assert main(["lab", str(path), "--timeout", "0.5"]) == 1  # the command goes on, and says it failed
    assert expected in capsys.readouterr().out


def test_a_file_that_does_not_load_is_a_failed_check_not_a_crash(tmp_path, capsys):
    write(tmp_path, "syntaxe.py", "def coup(n)\n    return 1\n")
    write(tmp_path, "haut.py", "while True:\n    pass\n")
    assert "SyntaxError" in check_file(tmp_path / "syntaxe.py").load_failure
    assert main(["lab", str(tmp_path / "syntaxe.py")]) == 1
    assert "the file does not run: SyntaxError" in capsys.readouterr().out


def test_bad_input_is_exit_2(tmp_path, capsys):
    write(tmp_path, "rien.py", "def bonjour():\n    return 1\n")
    with pytest.raises(InputError, match="no function the course asks for"):
        check_file(tmp_path / "rien.py")
    assert main(["lab", str(tmp_path / "rien.py")]) == 2
    assert main(["lab", str(tmp_path / "absent.py")]) == 2
    write(tmp_path, "notes.txt", "coup")
    assert main(["lab", str(tmp_path / "notes.txt")]) == 2
    assert main(["lab", str(LAB / "eleve_juste.py"), "--report", str(tmp_path / "r.pdf")]) == 2
    err = capsys.readouterr().err
    assert "student code must be a Python file (.py)" in err and "the report must be .html, .md or .csv" in err


def test_a_folder_gives_one_line_per_student_in_the_report(tmp_path, capsys):
    assert main(["lab", str(LAB), "--report", str(tmp_path / "rapport.html")]) == 1
    out = capsys.readouterr().out
    assert "eleve_juste.py: 9 of 9 checks passed" in out and "eleve_coup_decale.py: 1 of 1 check failed" in out
    page = (tmp_path / "rapport.html").read_text(encoding="utf-8")
    assert page.count("<tr><td data-key=\"eleve_") == 6 and "\">9 / 9</td>" in page and "rank 0 in 𝒜²" in page
    assert main(["lab", str(LAB), "--report", str(tmp_path / "rapport.md")]) == 1
    markdown = (tmp_path / "rapport.md").read_text(encoding="utf-8")
    assert "| Student | Runs | coup | attracteur | attracteur\\_strat | est\\_finale, coups\\_légaux | évaluation | " \
        "minimax | alphabeta | h | Checks passed | First counter-example |" in markdown
    assert "| eleve\\_juste.py | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | — | 9 / 9 |  |" in markdown
    assert main(["lab", str(LAB / "eleve_juste.py")]) == 0


def test_html_reports_escape_what_students_print(tmp_path):
    write(tmp_path, "xss.py", "print('<script>alert(1)</script>')\ndef coup(n):\n    return 1\n")
    assert main(["lab", str(tmp_path / "xss.py"), "--report", str(tmp_path / "r.html")]) == 1
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "<script>alert" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_a_tic_tac_toe_h_as_the_course_writes_it_passes():
    report = check_file(LAB / "eleve_morpion.py")
    (result,) = report.results
    assert report.passed and result.function == "h"
    assert result.what.startswith("h(p) on tic-tac-toe after 0, 1 and 2 moves and along random plays")


def test_a_h_that_forgets_won_positions_is_caught_by_its_properties(monkeypatch):
    monkeypatch.setattr(heuristic_properties, "GAMES", 0)
    own, won, *_ = check_file(LAB / "eleve_morpion_sans_infini.py").results
    assert own.passed and own.what.startswith("h(p) on tic-tac-toe: a heuristic of its own, judged by its properties")
    assert won.counterexample == "h(('OOXXXXOXO', 2)) = 9 on the board OOX/XXX/OXO, where J1 has won: +∞ expected"


def test_a_heuristic_weighing_the_players_differently_is_caught_by_the_colours_swapped(tmp_path, monkeypatch):
    monkeypatch.setattr(heuristic_properties, "GAMES", 0)
    text = (LAB / "eleve_morpion.py").read_text(encoding="utf-8")
    write(tmp_path, "poids.py", text.replace("valeur += 3 ** (x - 1)", "valeur += 2 * x"))
    own, won, mirror, sign, _ = check_file(tmp_path / "poids.py").results
    assert own.passed and won.passed and mirror.passed
    assert sign.counterexample == ("h gives 3 on the board XO./.../... and 0 on the same board with the colours "
                                   "swapped, OX./.../...: a position good for one player is as bad for the other")


CONNECT4 = '''
import math
WEIGHTS = [[3, 4, 5, 7, 5, 4, 3], [4, 6, 8, 10, 8, 6, 4], [5, 8, 11, 13, 11, 8, 5]]
WEIGHTS += WEIGHTS[::-1]  # row 0 at the bottom

def start():
    return tuple(() for _ in range(7))

def disc(p, c, r):
    return p[c][r] if 0 <= c < 7 and 0 <= r < len(p[c]) else None

def winner(p):
    for c in range(7):
        for r in range(6):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if disc(p, c, r) and all(disc(p, c + k * dc, r + k * dr) == disc(p, c, r) for k in range(4)):
                    return disc(p, c, r)

def estjoueur(p):
    return sum(map(len, p)) % 2 == 0

def accessibles(p):
    if winner(p):
        return []
    piece = "Y" if estjoueur(p) else "R"
    return [p[:c] + (p[c] + (piece,),) + p[c + 1:] for c in range(7) if len(p[c]) < 6]

def h(p):
    w = winner(p)
    if w:
        return math.inf if w == "Y" else -math.inf
    return sum(WEIGHTS[r][c] * (1 if p[c][r] == "Y" else -1) for c in range(7) for r in range(len(p[c])))
'''


def test_connect4_columns_as_stacks_are_read_and_a_lost_sign_is_caught(tmp_path, monkeypatch):
    """The course's weights (figure 6), discs stacked bottom first: right; then J2's discs counted
    for J1: a heuristic of its own (the exercise asks for one), said so without a value of the
    course's to compare (it passed), and whose sign is caught on the same board with the colours swapped."""
    from gameviz.lab import heuristic_properties

    monkeypatch.setattr(heuristic_properties, "GAMES", 0)
    (result,) = check_file(write(tmp_path, "p4.py", CONNECT4)).results
    assert result.passed and "Connect 4" in result.what
    write(tmp_path, "signe.py", CONNECT4.replace('(1 if p[c][r] == "Y" else -1)', "1"))
    own, won, mirror, sign, _ = check_file(tmp_path / "signe.py").results
    assert own.passed and own.what.endswith("judged by its properties (not the course's: the weights of J1's cells "
                                            "minus those of J2's, a cell weighing the number of lines of four "
                                            "through it)")
    assert "gives" not in own.what
    assert won.passed and mirror.passed and not sign.passed
    assert sign.counterexample == (
        "h gives 7 on the board ......./......./......./......./......./XO..... and 7 on the same board with the "
        "colours swapped, ......./......./......./......./......./OX.....: a position good for one player is as "
        "bad for the other")


def test_alpha_beta_may_call_a_trace_function_or_return_what_it_visited(tmp_path):
    """A function passed as ``trace`` and called on each leaf, or (value, visited nodes) returned:
    the leaves among what it recorded are compared with the course's α-β."""
    write(tmp_path, "rappel.py", "def alphabeta(a, alpha, beta, est_max=True, trace=None):\n"
          "    if not isinstance(a, list):\n        trace(a)\n        return a\n"
          "    for f in a:\n        v = alphabeta(f, alpha, beta, not est_max, trace)\n"
          "        if est_max:\n            alpha = max(alpha, v)\n        else:\n            beta = min(beta, v)\n"
          "        if alpha >= beta:\n            break\n    return alpha if est_max else beta\n")
    (result,) = check_file(tmp_path / "rappel.py").results
    assert result.passed and "the leaves visited in the order" in result.what
    write(tmp_path, "renvoie.py", "def alphabeta(a, alpha, beta, est_max=True):\n"
          "    if not isinstance(a, list):\n        return a, [a]\n    vus = [a]\n"
          "    for f in a:\n        v, w = alphabeta(f, alpha, beta, not est_max)\n        vus += w\n"
          "        if est_max:\n            alpha = max(alpha, v)\n        else:\n            beta = min(beta, v)\n"
          "    return (alpha if est_max else beta), vus\n")
    (result,) = check_file(tmp_path / "renvoie.py").results
    assert result.counterexample.startswith(
        "alphabeta([[3,12,8],[2,4,6],[14,5,2]], -inf, inf) visits the leaves [3, 12, 8, 2, 4, 6, 14, 5, 2], but "
        "the course's α-β visits [3, 12, 8, 2, 14, 5, 2]")


def test_a_right_student_writing_bytes_to_stdout_passes(tmp_path):
    # the capture of what a student prints offers what sys.stdout offers: buffer, encoding, fileno
    text = (LAB / "eleve_juste.py").read_text(encoding="utf-8") + (
        "\nimport io, sys\n_coup = coup\n\ndef coup(n):\n"
        "    sys.stdout.buffer.write(f'coup({n}) → '.encode(sys.stdout.encoding))\n"
        "    sys.stdout.buffer.flush()\n"
        "    try:\n        sys.stdout.fileno()\n        raise AssertionError('a capture has no descriptor')\n"
        "    except io.UnsupportedOperation:\n        pass\n"
        "    return _coup(n)\n")
    report = check_file(write(tmp_path, "eleve_octets.py", text))
    assert report.passed, [(r.function, r.what) for r in report.results if not r.passed]


def test_bytes_written_to_the_capture_are_decoded_in_order_even_split_in_a_character():
    from gameviz.lab.runner import BoundedText

    capture = BoundedText()
    print("A", end="", file=capture)
    capture.buffer.write("₁é".encode()[:2])
    capture.buffer.write("₁é".encode()[2:] + b"\xff")
    capture.write("!")
    assert capture.getvalue() == "A₁é\ufffd!" and capture.encoding == "utf-8"
