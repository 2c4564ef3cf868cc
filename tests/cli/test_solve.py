"""``gameviz solve``, ``arena`` and ``games`` through the real entry point."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gameviz.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_solve_prints_the_course_steps(capsys):
    status, out, err = run(capsys, "solve", "sticks:n=10,take=1-3,last=loses")
    assert status == 0 and err == ""
    assert "Attractor of J1 (V₁ = {(0,1)})\n  𝒜¹₀ = {(0,1)}\n  𝒜¹₁ = 𝒜¹₀ ∪ {(1,2)}\n" \
        "  𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}\n" in out
    assert "  𝒜¹₆ = 𝒜¹₅ ∪ {(10,1)}\n  11 vertices; 𝒜¹₆ is the attractor\n" in out
    assert "Draws (0): ∅" in out
    assert "From the start (10,1): J1 wins (rank 6)." in out
    assert "(10,1) → (9,2)   (wins)" in out


def test_solve_with_another_notation(capsys):
    status, out, _ = run(capsys, "solve", "chomp:rows=2,cols=2", "--notation", "adam-eve")
    assert "Attractor of Adam (Vₐ = {4e})\n  𝒜ₐ⁰ = {4e}\n  𝒜ₐ¹ = 𝒜ₐ⁰ ∪ {1a, 3a}\n" in out  # seed 002's 𝒜_A^m, V_A
    assert "Attractor of Ève (Vₑ = {4a})\n  𝒜ₑ⁰ = {4a}\n" in out
    assert "A_" not in out and "V1" not in out and "𝒜¹" not in out  # one notation throughout
    assert "From the start 0a: Adam wins (rank 3)." in out


def test_the_report_names_the_sets_as_the_trace_does(capsys):
    status, out, _ = run(capsys, "solve", "sticks:n=4", "--notation", "adam-eve", "--algorithm", "course", "--trace")
    assert status == 0
    assert "Trace of Adam (Vₐ = {(0,1)}):" in out and "Attractor of Adam (Vₐ = {(0,1)})" in out
    assert "  5 vertices; 𝒜ₐ² is the attractor\n" in out and "  4 vertices; 𝒜ₑ² is the attractor\n" in out
    status, out, _ = run(capsys, "solve", "sticks:n=4", "--notation", "max-min")
    assert "Attractor of Max (V₁ = {(0,1)})\n  𝒜¹₀ = {(0,1)}\n" in out and "Attractor of Min (V₂ = {(0,2)})\n  𝒜²₀" in out


def test_solve_json_is_exactly_the_documented_object(capsys):
    status, out, _ = run(capsys, "solve", "chomp:rows=2,cols=2", "--json")
    data = json.loads(out)
    assert data == {
        "start": "0a",
        "attractors": {
            "1": {"steps": [["4e"], ["1a", "3a"], ["2e"], ["0a"]],
                  "rank": {"4e": 0, "1a": 1, "3a": 1, "2e": 2, "0a": 3}},
            "2": {"steps": [["4a"], ["1e", "3e"]], "rank": {"4a": 0, "1e": 1, "3e": 1}},
        },
        "outcome": {"0a": 1, "1e": 2, "2e": 1, "3e": 2, "4a": 2, "1a": 1, "3a": 1, "4e": 1},
        "strategy": {"1": {"1a": "4e", "3a": "4e", "0a": "2e"}, "2": {"1e": "4a", "3e": "4a"}},
    }


def test_solve_reports_draws(capsys):
    status, out, _ = run(capsys, "solve", "tictactoe", "--json")
    data = json.loads(out)
    assert data["outcome"][data["start"]] == 0
    assert len(data["outcome"]) == 5478


def test_arena_writes_every_format_and_solve_reads_it(capsys, tmp_path):
    for suffix in ("json", "dot", "graphml"):
        path = tmp_path / f"sticks.{suffix}"
        status, out, _ = run(capsys, "arena", "sticks", "-o", str(path))
        assert status == 0 and "21 vertices, 51 moves" in out
        status, out, _ = run(capsys, "solve", str(path), "--json")
        assert json.loads(out)["attractors"]["1"]["rank"]["10,1"] == 6


def test_games_lists_every_game_and_parameter(capsys):
    status, out, _ = run(capsys, "games")
    for text in ("sticks", "nim", "chomp", "tictactoe", "connect4", "graph",
                 "take: how many sticks", "heaps:", "rows:", "cols:", "k:", "file:"):
        assert text in out


def test_graph_spec_reads_the_course_notation(capsys, tmp_path):
    path = tmp_path / "arene.py"
    path.write_text("arene = {(0,1): [], (1,2): [(0,1)]}\nSommets1 = {(0,1): True}\n"
                    "Victoire1 = {(0,1): True}\n", encoding="utf-8")
    status, out, _ = run(capsys, "solve", f"graph:file={path}")
    assert status == 0 and "𝒜¹₁ = 𝒜¹₀ ∪ {(1,2)}" in out


BAD = [
    (["solve", "nosuchgame:n=3"], "neither an arena file"),
    (["solve", "stick:n=3"], "neither an arena file"),
    (["solve", "sticks:n=-1"], "below the minimum 0"),
    (["solve", "missing.json"], "missing.json: no such file"),
    (["solve", "connect4"], "at most 20 cells"),
    (["solve", "connect4"], "whatever the vertex limit: search its positions as a tree instead "
                            "(gameviz tree connect4 --moves …) or solve them exactly (gameviz connect4 solve)"),
    (["solve", "othello:size=6"], "(gameviz tree othello --moves …)"),
    (["solve", "tictactoe", "--limit", "50"], "at least 4,400 positions, more than the limit of 50"),
    (["solve", "tictactoe", "--limit", "5000"], "more than 5,000 positions"),
    (["arena", "sticks", "-o", "out.py"], "read only"),
    (["arena", "sticks", "-o", "out.pdf"], "cannot write arenas as '.pdf'"),
]


@pytest.mark.parametrize("argv,message", BAD)
def test_bad_input_exits_2_with_one_line(capsys, tmp_path, monkeypatch, argv, message):
    monkeypatch.chdir(tmp_path)
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert message in err
    assert err.count("\n") == 1 and err.startswith("gameviz: error: ")
    assert "Traceback" not in err


@pytest.mark.parametrize("suffix,text,where", [
    ("json", '{"format": "gameviz-arena", "version": 1, "vertices": [{"id": "a", "player": 7}], "edges": []}',
     "line 1, column 78"),  # the 7
    ("dot", "digraph {\n a [player=1]\n a -> x7\n}", "line 3, column 7"),
])
def test_bad_files_through_the_cli(capsys, tmp_path, suffix, text, where):
    path = tmp_path / f"bad.{suffix}"
    path.write_text(text)
    status, _, err = run(capsys, "solve", str(path))
    assert status == 2 and f"{path}: {where}" in err


def test_entry_points_list_the_subcommands():
    for argv in ([sys.executable, "-m", "gameviz", "--help"],):
        done = subprocess.run(argv, capture_output=True, text=True, check=True)
        for name in ("solve", "arena", "games", "gui"):
            assert name in done.stdout


def test_non_bipartite_arena_gives_a_warning(capsys, tmp_path):
    path = tmp_path / "loop.dot"
    path.write_text('digraph { start="a"; a [player=1]; b [player=1, target=1]; a -> b; }')
    status, out, err = run(capsys, "solve", str(path))
    assert status == 0
    assert "warning: 1 edge joins two vertices of the same player" in err
    assert "From the start a: J1 wins (rank 1)." in out


def test_french_writes_numbers_with_a_narrow_no_break_space_and_its_own_plurals(capsys):
    assert main(["solve", "tictactoe", "--lang", "fr"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == "tictactoe:rows=3,cols=3,k=3 : 5\u202f478 sommets, 16\u202f167 coups"
    assert main(["tree", "[[3]]", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    # the participles agree with their count, and French puts 0 in the singular
    assert "Statistiques : 3 nœuds visités, 1 feuille évaluée, 0 coupure, 0 position retrouvée en mémoire" in out
    assert main(["tree", "[[3]]"]) == 0
    assert "Statistics: 3 nodes entered, 1 leaf evaluated, 0 cutoffs, 0 memo hits" in capsys.readouterr().out
    assert main(["solve", "tictactoe"]) == 0  # English again: commas
    assert capsys.readouterr().out.startswith("tictactoe:rows=3,cols=3,k=3: 5,478 vertices, 16,167 moves")


def test_every_line_of_french_is_french(tmp_path, capsys):
    arena = tmp_path / "arene.py"
    arena.write_text('arene = {"a": ["b"], "b": ["c"], "c": []}\nSommets1 = {"a": True, "b": True}\n'
                     'Sommets2 = {"c": True}\nVictoire1 = {"c": True}\nVictoire2 = {}\n', encoding="utf-8")
    assert main(["solve", str(arena), "--lang", "fr"]) == 0
    err = capsys.readouterr().err
    assert "1 arc relie deux sommets du même joueur (l’arène n’est pas bipartie) : a → b" in err
    assert main(["tree", "sticks:n=6", "--deepen", "--time", "5", "--lang", "fr"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last == "Complète : une recherche à la profondeur 6 a atteint partout la fin de la partie."


@pytest.mark.parametrize(("options", "french", "english"), [
    (["--depth", "4", "--order", "--memo"], "alpha-bêta (fail-hard, coups triés par l’heuristique, table de transposition)",
     "alpha-beta (fail-hard, heuristic ordering, transposition table)"),
    (["--depth", "3", "--deepen", "--fail-soft"], "alpha-bêta (fail-soft, approfondissement itératif jusqu’à la "
                                                  "profondeur 3)", "alpha-beta (fail-soft, iterative deepening to depth 3)"),
    (["--algorithm", "minimax", "--memo"], "minimax avec mémoïsation", "minimax with memoization"),
    (["--algorithm", "negamax"], "negamax", "negamax"),
])
def test_the_search_and_its_settings_are_named_in_french(capsys, options, french, english):
    assert main(["tree", "sticks:n=6", *options, "--lang", "fr"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == f"Algorithme : {french}"
    assert main(["tree", "sticks:n=6", *options]) == 0
    assert capsys.readouterr().out.splitlines()[1] == f"Algorithm: {english}"
