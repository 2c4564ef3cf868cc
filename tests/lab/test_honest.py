"""Honest verdicts: a student's values are judged by gameviz as plain data, a malformed answer
fails that check alone, the class run always reports everyone, and what students print or name
cannot forge a line of the terminal or a section of a report."""

from __future__ import annotations

import csv
import io
import math
import os
import re
from pathlib import Path

import pytest

from gameviz.cli import main
from gameviz.lab.checks import check_file
from gameviz.lab.report import fenced, for_terminal, markdown
from gameviz.lab.sandbox import Failure, StudentCode
from gameviz.lab.verdicts import safe_text, shown_name
from gameviz.lab.wire import MOST_DEPTH, WireError, decode, encode
from gameviz.resources import resource

LAB = resource("examples", "lab")
RIGHT = (LAB / "eleve_juste.py").read_text(encoding="utf-8")


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------------ the wire
def test_values_are_read_through_their_built_in_types():
    class Liar(int):
        def __eq__(self, other):
            return True

        __hash__ = int.__hash__

        def __repr__(self):
            return "1"

    class Shifty(list):
        def __iter__(self):
            return iter([1, 2, 3])

    assert decode(encode(Liar(99))) == 99 and decode(encode(Liar(99))) != 1
    assert decode(encode(Shifty([7]))) == [7]
    assert decode(encode({frozenset({1}): True})) == {frozenset({1}): True}
    assert decode(encode({1, 2})) == {1, 2} and type(decode(encode(frozenset({1})))) is frozenset
    assert math.isnan(decode(encode(float("nan"))))


@pytest.mark.parametrize("text", [
    "[" * 5000 + "]" * 5000,
    '{"list": ' * (MOST_DEPTH + 5) + "[]" + "}" * (MOST_DEPTH + 5),
    '{"dict": [[{"list": [1]}, 2]]}',  # an unhashable key
    '{"set": [{"list": []}]}',
    '{"pickle": "x"}',
    '{"dict": [[1]]}',
    "not json",
    '{"lookup": [[1, 2]]}',  # a function is only sent to the student, never taken from it
])
def test_a_malformed_message_is_one_clear_error(text):
    with pytest.raises(WireError):
        decode(text)


NESTED_FRAME = """import os, socket, stat, struct
def coup(n):
    payload = b'[' * 200000 + b']' * 200000
    for fd in map(int, os.listdir('/proc/self/fd')):
        try:
            if stat.S_ISSOCK(os.fstat(fd).st_mode):
                socket.socket(fileno=os.dup(fd)).sendall(struct.pack('>I', len(payload)) + payload)
        except OSError:
            pass
    return 1
"""

HUGE_FRAME = NESTED_FRAME.replace("payload)) + payload", "payload) + 2**31) + payload")


@pytest.mark.parametrize("text, reason", [
    (NESTED_FRAME, "coup(1) fails: coup(…) gave an answer gameviz cannot read"),
    (HUGE_FRAME, "coup(1) fails: coup(…) gave an answer of more than 16 MB"),
])
def test_a_frame_forged_on_the_channel_fails_that_check_and_the_next_goes_on(tmp_path, text, reason):
    path = write(tmp_path, "forge.py", RIGHT.replace("def coup(", "def _coup_juste(") + text)
    report = check_file(path)
    coup, attracteur = report.results[0], report.results[1]
    assert coup.counterexample.startswith(reason), coup.counterexample
    assert attracteur.passed  # a new process answers the next check


# ------------------------------------------------------------ wrong answers
@pytest.mark.parametrize("moves", ["{4}", "4", "(4, 1)", "'1'", "[True]"])
def test_evaluation_moves_are_checked_whatever_their_type(tmp_path, moves):
    """7 sticks (take 1 to 4, the last stick loses) is won by taking 1 (6 is losing); 4 leaves 3,
    a win for the opponent; a string or a boolean is no move."""
    text = RIGHT + f"\n\n_juste = évaluation\n\ndef évaluation(p):\n    v, c = _juste(p)\n" \
                   f"    return (v, {moves}) if p == 7 else (v, c)\n"
    (result,) = [r for r in check_file(write(tmp_path, "eval.py", text)).results if r.function == "évaluation"]
    assert not result.passed
    assert result.counterexample.startswith("évaluation(7) gives the move "), result.counterexample


def test_nan_ranks_and_bools_are_not_numbers(tmp_path):
    text = RIGHT + "\n\n_vrai = attracteur_strat\n\ndef attracteur_strat(G, S1, V1):\n" \
                   "    return {s: (float('nan') if m else 0) for s, m in _vrai(G, S1, V1).items()}\n" \
                   "\ndef coup(n):\n    return True\n"
    report = check_file(write(tmp_path, "nan.py", text))
    ranks = [r for r in report.results if r.function == "attracteur_strat"]
    assert ranks[0].counterexample.startswith("attracteur_strat(G, S1, V1) on sticks gives (1,2) the value nan, but J1 "
                                              "cannot win from it in fewer than 1 moves")
    assert report.results[0].counterexample == "coup(1) = True, but with n = 1 one takes 1 to 1"


def test_h_is_reported_when_start_fails(tmp_path):
    text = (LAB / "eleve_morpion.py").read_text(encoding="utf-8") + "\n\ndef start():\n    return 1 / 0\n"
    (result,) = check_file(write(tmp_path, "start.py", text)).results
    assert result.function == "h" and not result.passed
    assert result.counterexample.startswith("start() fails: ZeroDivisionError: division by zero (line")


# ------------------------------------------------------------- a whole class
def test_the_class_run_reports_everyone_whatever_one_does(tmp_path, capsys):
    folder = tmp_path / "classe"
    folder.mkdir()
    write(folder, "a_cles.py", "def attracteur(G, S1, V1):\n    return {frozenset({1}): True}\n")
    write(folder, "b_juste.py", RIGHT)
    write(folder, "c_syntaxe.py", "def coup(n)\n")
    write(folder, "d_rien.py", "def f():\n    return 1\n")
    write(folder, "e_imbrique.py", NESTED_FRAME)
    write(folder, "=cmd|' \u202e.py", "def coup(n):\n    return 1\n")
    assert main(["lab", str(folder), "--report", str(tmp_path / "classe.csv")]) == 2  # d_rien: bad input
    out = capsys.readouterr().out
    assert "a_cles.py: 2 of 2 checks failed" in out and "b_juste.py: 9 of 9 checks passed" in out
    assert "\u202e" not in out and "=cmd|' \\x202e.py: 1 of 1 check failed" in out
    rows = list(csv.reader(io.StringIO((tmp_path / "classe.csv").read_text(encoding="utf-8"))))
    assert rows[0][:3] == ["Student", "Runs", "coup"]
    assert [r[0] for r in rows[1:]] == ["'=cmd|' \u202e.py", "a_cles.py", "b_juste.py", "c_syntaxe.py",
                                        "d_rien.py", "e_imbrique.py"]
    marks = {r[0]: r for r in rows[1:]}
    assert marks["c_syntaxe.py"][1] == "✗" and marks["d_rien.py"][1] == "✗" and marks["b_juste.py"][1] == "✓"
    assert marks["a_cles.py"][rows[0].index("attracteur")] == "✗"
    assert marks["a_cles.py"][rows[0].index("coup")] == "—"


def test_the_html_table_is_sortable_with_the_counterexample_on_hover(tmp_path):
    main(["lab", str(LAB), "--report", str(tmp_path / "classe.html")])
    page = (tmp_path / "classe.html").read_text(encoding="utf-8")
    assert page.count('onclick="sortBy(') == 12 and "function sortBy(k)" in page
    assert ('title="coup(2) = 2 leads to 0, a winning position for the opponent: rank 0 in 𝒜²" '
            'style="color:#c62828;text-align:center">✗</td>') in page


# ----------------------------------------------------------- what is printed
def test_printed_output_is_bounded_and_never_reaches_the_terminal(tmp_path, capsys):
    path = write(tmp_path, "bavard.py", "import os\nprint('x' * 100_000_000)\nos.write(1, b'y' * 30_000_000)\n"
                                        "print('eleve.py: 9 of 9 checks passed')\n"
                                        "def coup(n):\n    raise ValueError('\\nbavard.py: 1 of 1 check passed\\x1b[2J')\n")
    assert main(["lab", str(path), "--report", str(tmp_path / "r.md")]) == 1
    out = capsys.readouterr().out
    assert "xxxx" not in out and "yyyy" not in out and "\x1b" not in out
    assert not any(line.startswith(("eleve.py", "bavard.py: 1 of 1 check passed")) for line in out.splitlines())
    assert "⏎bavard.py: 1 of 1 check passed\\x1b[2J" in out
    report = check_file(path)
    assert 64 * 1024 < len(report.load_output) < 3 * 64 * 1024
    assert re.search(r"\[… 99,934,[0-9]{3} more characters not kept\]", report.load_output)


def test_output_cannot_close_the_markdown_fence_and_names_are_escaped(tmp_path):
    name = "<img src=x onerror=alert(1)>.py"
    path = write(tmp_path, name, "print('```\\n## ✓ all passed\\n```')\ndef coup(n):\n    return 1\n")
    text = markdown([check_file(path)])
    assert "<img" not in text and "&lt;img src=x onerror=alert(1)&gt;.py" in text
    fence = next(line for line in text.splitlines() if line.startswith("```"))
    assert fence == "````text" and text.count("\n````\n") == 1
    assert fenced("a ````` b")[0] == "``````text"
    main(["lab", str(path), "--report", str(tmp_path / "r.html")])
    assert "<img" not in (tmp_path / "r.html").read_text(encoding="utf-8")


def test_the_terminal_gets_no_control_character():
    assert for_terminal("a\rb\x1b[31mc\nd\u202e") == "a\\x0db\\x1b[31mc⏎d\\x202e"
    assert not re.search("[\x00-\x1f]", for_terminal("".join(map(chr, range(32)))))


def test_a_lying_int_is_judged_by_the_number_it_holds(tmp_path):
    text = ("class Oui(int):\n    def __eq__(self, other):\n        return True\n    __hash__ = int.__hash__\n"
            "    def __le__(self, other):\n        return True\n    __ge__ = __lt__ = __gt__ = __le__\n"
            "    def __repr__(self):\n        return '1'\n\ndef coup(n):\n    return Oui(99)\n")
    (result,) = check_file(write(tmp_path, "menteur.py", text)).results
    assert result.counterexample == "coup(1) = 99, but with n = 1 one takes 1 to 1"


@pytest.mark.parametrize("suffix", [".md", ".html", ".csv"])
def test_a_file_name_that_is_not_utf8_is_shown_escaped_and_everyone_is_reported(tmp_path, capsys, suffix):
    folder = tmp_path / "classe"
    folder.mkdir()
    (Path(os.fsdecode(bytes(folder) + b"/\xff\xfe.py"))).write_text("def coup(n):\n    return n\n", encoding="utf-8")
    write(folder, "juste.py", RIGHT)
    report = tmp_path / f"classe{suffix}"
    assert main(["lab", str(folder), "--report", str(report)]) == 1
    out = capsys.readouterr().out
    assert "\\xff\\xfe.py: 1 of 1 check failed" in out and "juste.py: 9 of 9 checks passed" in out
    text = report.read_text(encoding="utf-8")
    assert "juste.py" in text and "\\xff\\xfe.py" in text.replace("\\\\", "\\")
    assert shown_name(Path(os.fsdecode(b"\xff\xfe.py"))) == "\\xff\\xfe.py"
    assert safe_text("a\udcffb") == "a\\udcffb"


def test_an_answer_too_deep_or_too_large_is_said_at_once(tmp_path):
    path = write(tmp_path, "enorme.py", "def profond():\n    v = []\n    for _ in range(300):\n        v = [v]\n"
                                        "    return v\n\ndef gros():\n    return list(range(2_000_000))\n"
                                        "\ndef petit():\n    return [[1]]\n")
    with StudentCode(path, seconds=60) as code:
        deep, large, small = code.call("profond"), code.call("gros"), code.call("petit")
    assert deep.failure == Failure("malformed", "the answer is nested too deeply: more than 100 levels")
    assert large.failure == Failure("malformed", "the answer is too large: more than 1,000,000 values")
    assert small.value == [[1]]


def test_rank_values_must_lead_to_the_targets(tmp_path):
    text = RIGHT + "\n\n_vrai = attracteur_strat\n\ndef attracteur_strat(G, S1, V1):\n" \
                   "    return {s: 0 if s in V1 else 99 for s in _vrai(G, S1, V1)}\n"
    (ranks, _) = [r for r in check_file(write(tmp_path, "tout99.py", text)).results if r.function == "attracteur_strat"]
    assert ranks.counterexample == ("attracteur_strat(G, S1, V1) on sticks gives (2,1) the value 99, but none of its "
                                    "successors has a smaller value ((1,2): 99, (0,2): —): "
                                    "following the values does not lead to V1")


def test_the_course_recursion_labels_are_accepted_though_not_always_the_ranks(tmp_path):
    """Seed 000, I.5: the depth-first recursion labels a vertex one more than the successor it was
    reached from; on Chomp 2×3 two of J1's vertices get less than their rank."""
    text = RIGHT.replace("def attracteur_strat(", "def _bfs(") + COURSE_RANKS
    results = [r for r in check_file(write(tmp_path, "cours.py", text)).results if r.function == "attracteur_strat"]
    assert [r.passed for r in results] == [True, True]


def test_evaluation_must_give_a_move_where_the_position_is_won(tmp_path):
    text = RIGHT + "\n\n_juste = évaluation\n\ndef évaluation(p):\n    v, c = _juste(p)\n    return (v, [])\n"
    (result,) = [r for r in check_file(write(tmp_path, "vide.py", text)).results if r.function == "évaluation"]
    assert result.counterexample == ("évaluation(2) gives no move, but 2 is a winning position for the player to "
                                     "move: taking 1 leaves 1, a losing position")


COURSE_RANKS = """

def attracteur_strat(G, S1, V1):
    deg_succ = {s: len(G[s]) for s in G}
    tG = {s: [] for s in G}
    for s in G:
        for v in G[s]:
            tG[v].append(s)
    A = {}

    def parcours(s, m):
        if s not in A:
            A[s] = m
            for v in tG[s]:
                deg_succ[v] = deg_succ[v] - 1
                if v in S1 or deg_succ[v] == 0:
                    parcours(v, m + 1)
    for s in V1:
        parcours(s, 0)
    return A
"""


def test_every_file_of_a_class_folder_has_its_row_whatever_it_is(tmp_path, capsys):
    """A named pipe, a folder and a link to nothing named like students' files: each is a row saying why it
    was not run (the pipe is never waited on), and the students beside them are checked."""
    folder = tmp_path / "classe"
    folder.mkdir()
    write(folder, "a_juste.py", RIGHT)
    os.mkfifo(folder / "b.py")
    (folder / "c.py").mkdir()
    (folder / "d.py").symlink_to(tmp_path / "nowhere.py")
    assert main(["lab", str(folder), "--report", str(tmp_path / "classe.csv")]) == 2  # bad input among them
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "a_juste.py: 9 of 9 checks passed"
    assert out[1:4] == ["b.py: this is a named pipe, not a regular file; gameviz reads only files",
                        "c.py: this is a folder, not a file", "d.py: no such file"]
    rows = list(csv.reader(io.StringIO((tmp_path / "classe.csv").read_text(encoding="utf-8"))))
    assert [(r[0], r[1]) for r in rows[1:]] == [("a_juste.py", "✓"), ("b.py", "✗"), ("c.py", "✗"), ("d.py", "✗")]
    assert rows[2][-1] == "this is a named pipe, not a regular file; gameviz reads only files"
