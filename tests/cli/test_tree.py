"""``gameviz tree`` and ``gameviz connect4 solve``."""

from __future__ import annotations

import io
import json
import re

import pytest

from gameviz.cli import main
from tests.tools import without_progress


def run(capsys, *argv, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_is_exactly_the_documented_object(capsys):
    status, out, _ = run(capsys, "tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--json")
    assert status == 0
    assert json.loads(out) == {
        "value": 3,
        "best": [0],
        "visited_leaves": [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1], [2, 2]],
        "cutoffs": [{"node": [1], "kind": "alpha", "skipped": [1, 2], "value": 2, "bound": "upper"}],
        "stats": {"nodes": 11, "leaves": 7, "cutoffs": 1, "memo_hits": 0},
    }


def test_minimax_json_has_no_cutoffs_and_all_best_moves(capsys):
    status, out, _ = run(capsys, "tree", "[[1,2],[2,0],[0,5]]", "--algorithm", "minimax", "--json")
    data = json.loads(out)
    assert data["value"] == 1 and data["best"] == [0] and data["cutoffs"] == []
    assert len(data["visited_leaves"]) == 6
    status, out, _ = run(capsys, "tree", "[[1,2],[2,1],[0,5]]", "--algorithm", "negamax", "--json")
    assert json.loads(out)["best"] == [0, 1]


def test_text_report_and_trace(capsys):
    status, out, _ = run(capsys, "tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--trace")
    # leaves are named a, b, c… as on exercise sheets: 4 and 6 are e and f
    assert "α-cut at C: value 2 ≤ α = 3 (set at A), so the remaining children of C cannot matter (e, f skipped)." in out
    assert "a is a leaf worth 3." in out and "B receives 3 from a." in out
    assert "Value: 3" in out and "Best move: B" in out
    assert "Statistics: 11 nodes entered, 7 leaves evaluated, 1 cutoff, 0 memo hits" in out
    assert "Plain minimax on this tree: 13 nodes, 9 leaves" in out
    assert "Minimal tree (Knuth–Moore, b = 3, d = 2): 5 leaves" in out


def test_game_position_with_moves(capsys):
    status, out, _ = run(capsys, "tree", "tictactoe", "--moves", "5 1 9", "--json", "--memo")
    data = json.loads(out)
    assert data["value"] == 0 and data["stats"]["memo_hits"] > 0
    status, out, _ = run(capsys, "tree", "tictactoe", "--moves", "5 1 9", "--algorithm", "negamax", "--memo")
    assert "tictactoe:rows=3,cols=3,k=3 after 5 1 9 (J2 to move)" in out
    assert "Value: 0" in out
    assert "Best moves: 3, 7" in out


def test_connect4_depth_bound_with_the_course_heuristic(capsys):
    status, out, _ = run(capsys, "tree", "connect4", "--moves", "4453", "--depth", "2", "--order")
    assert status == 0 and "alpha-beta (fail-hard, heuristic ordering)" in out
    assert "Best move:" in out


def test_infinite_values_in_json(capsys):
    status, out, _ = run(capsys, "tree", "sticks:n=6", "--json")
    assert json.loads(out)["value"] == "+inf"  # 6 sticks, take 1-3: take 1, leave 5
    status, out, _ = run(capsys, "tree", "sticks:n=5", "--json")
    assert json.loads(out)["value"] == "-inf"


def test_a_game_with_rows_and_columns_other_than_connect4_searches_to_the_end(capsys):
    # Chomp has rows and cols too; only Connect 4 refuses a search without a depth
    status, out, _ = run(capsys, "tree", "chomp:rows=2,cols=3", "--json")
    assert status == 0
    assert json.loads(out)["value"] == "+inf"  # the first player wins Chomp (strategy stealing)


@pytest.mark.parametrize(
    "argv,message",
    [
        (["tree", "[[3,12,8],[2,4"], "tree: character 15: the '[' at character 11 is never closed"),
        (["tree", "tictactoe", "--moves", "5 5"], "moves: move 2 (5) is not legal here"),
        (["tree", "tictactoe", "--moves", "5 x"], "moves: character 3: 'x' is not a cell number"),
        (["tree", "connect4", "--budget", "3000"], "stopped after 3,000 nodes at depth "),
        (["tree", "[[1,2],[3,4]]", "--moves", "1"], "--moves applies to games"),
        (["tree", "[[1,2],[3,4]]", "--deepen"], "iterative deepening needs alpha-beta and a depth"),
        (["tree", "[[(1,2),(3,4)]]", "--algorithm", "maxn", "--memo"], "memoization goes with minimax, negamax"),
        (["tree", "[[1,[2,3]],4]", "--depth", "1"], "has no value"),
        (["tree", "tictactoe", "--heuristic", "clever"], "unknown heuristic"),
    ],
)
def test_mistakes_exit_2(capsys, argv, message):
    status, _, err = run(capsys, *argv)
    err = without_progress(err)
    assert status == 2
    assert message in err and err.startswith("gameviz: error: ") and err.count("\n") == 1


def test_connect4_solve_reads_standard_input(capsys, monkeypatch):
    stdin = (
        "2252576253462244111563365343671351441 -1\n"
        "12345678\n"
        "1111111\n"
        "7422341735647741166133573473242566\n"
        "112233\n"
    )
    status, out, err = run(capsys, "connect4", "solve", stdin=stdin, monkeypatch=monkeypatch)
    assert out.splitlines() == [
        "2252576253462244111563365343671351441 -1",
        "7422341735647741166133573473242566 1",
        "112233 18",
    ]
    assert err.splitlines() == [
        "gameviz: error: line 2: position '12345678': character 8: '8' is not a column from 1 to 7",
        "gameviz: error: line 3: position '1111111': character 7: column 1 is full",
    ]
    assert status == 2


def test_connect4_other_board(capsys, monkeypatch):
    status, out, _ = run(capsys, "connect4", "solve", "--cols", "4", "--rows", "4",
                         stdin="\n", monkeypatch=monkeypatch)
    assert status == 0 and out == " 0\n"


def test_a_full_search_that_surely_could_not_finish_is_refused_before_it_starts(capsys):
    # minimax visits every play: 53,798,080 of them cannot fit in a budget of 2,000,000 nodes
    assert main(["tree", "sticks:n=30", "--algorithm", "minimax"]) == 2
    assert "by minimax would not finish (53,798,080 plays, more than the budget of 2,000,000 nodes): give a depth" \
        in capsys.readouterr().err
    assert main(["tree", "sticks:n=1000", "--algorithm", "negamax"]) == 2
    assert "(about 10^264 plays, more than" in capsys.readouterr().err
    assert main(["tree", "sticks:n=1000", "--depth", "4"]) == 0
    assert main(["tree", "tictactoe", "--algorithm", "minimax", "--time", "600"]) == 0  # 255,168 plays: fine
    capsys.readouterr()
    # with a transposition table, positions bound the search, not plays: 101 positions
    assert main(["tree", "sticks:n=100", "--algorithm", "negamax", "--memo", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == "+inf"  # 100 = 4 × 25: leave 97 = 4 × 24 + 1


@pytest.mark.parametrize(
    "spec,moves,value,nodes",
    [
        # the searches refused before on their count of plain minimax's plays (151,188,768 for 3×4)
        ("tictactoe:rows=3,cols=4,k=3", "", "+inf", 9_169),
        ("tictactoe:rows=4,cols=3,k=3", "", "+inf", 2_373),
        ("tictactoe:rows=4,cols=4,k=3", "", "+inf", 47_327),
        ("connect4:cols=4,rows=4", "", 0, 12_860),  # a draw
        ("chomp:rows=4,cols=5", "e4", "-inf", 1_145),  # J2 wins: see the plain solver below
    ],
)
def test_a_memoized_search_that_fits_its_budget_answers(capsys, spec, moves, value, nodes):
    assert main(["tree", spec, "--moves", moves, "--memo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["value"], data["stats"]["nodes"]) == (value, nodes)


def test_chomp_4x5_after_e4_is_won_by_the_player_to_move_by_a_plain_solver():
    from functools import cache

    @cache
    def wins(rows: tuple[int, ...]) -> bool:  # rows' lengths, bottom first; eating (0, 0) loses
        return any(not wins(tuple(min(length, c) if i >= r else length for i, length in enumerate(rows)))
                   for r in range(len(rows)) for c in range(rows[r]) if (r, c) != (0, 0))

    assert wins((5, 5, 5, 4))  # e4 takes the top right square of 4 rows of 5: J2 to move wins


def test_a_search_out_of_budget_stops_and_says_how_far_it_went(capsys):
    assert main(["tree", "sticks:n=30", "--budget", "20000"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("gameviz: error: stopped after 20,000 nodes at depth ")
    assert err.endswith(": give a depth, --budget, or --memo\n")
    assert main(["tree", "sticks:n=30", "--budget", "20000", "--memo", "--json"]) == 0  # 31 positions
    assert main(["tree", "connect4", "--moves", "4453", "--memo", "--time", "0.2"]) == 2
    # how long it took past 0.2 s depends on the machine's load: the sentence's form does not
    assert re.fullmatch(r"gameviz: error: stopped after \d+\.\d s \([\d,]+ nodes\) at depth \d+: give a depth, or --time\n",
                        capsys.readouterr().err)


def test_input_nested_too_deeply_gets_an_error_not_a_traceback(capsys):
    assert main(["tree", "[" * 600 + "1" + "]" * 600]) == 2
    assert "character 201: the tree is nested more than 200 levels deep" in capsys.readouterr().err


def test_a_time_budget_gives_the_deepest_search_that_finished(capsys):
    assert main(["tree", "tictactoe", "--moves", "5 1 9", "--deepen", "--time", "60"]) == 0
    out = capsys.readouterr().out
    assert "Value: 0\nBest move: 3\n" in out  # a draw, O taking the corner 3
    assert out.endswith("Complete: a search to depth 6 reached the end of the game everywhere.\n")
    assert main(["tree", "connect4", "--deepen", "--time", "0.5", "--json"]) == 0
    budget = json.loads(capsys.readouterr().out)["budget"]
    assert budget["seconds"] == 0.5 and budget["depth"] >= 1 and budget["exact"] is False


def test_a_game_s_principal_variation_is_the_moves_in_turn(capsys):
    assert main(["tree", "connect4", "--moves", "4453", "--depth", "3"]) == 0
    out = capsys.readouterr().out
    assert "Best move: 6\nPrincipal variation: 6 7 4 (the moves from here, in turn)\n" in out
    assert main(["tree", "[[3,12,8],[2,4,6],[14,5,2]]"]) == 0
    assert "Principal variation: A → B → a\n" in capsys.readouterr().out  # an exercise tree: its nodes


KORF = "[[(5,2,2),(4,1,4)],[(3,6,0),(9,0,0)]]"


def test_maxn_with_shallow_pruning_in_words_and_json(capsys):
    status, out, _ = run(capsys, "tree", KORF, "--algorithm", "maxn", "--shallow", "--trace")
    assert status == 0
    assert "Enter B (J2 chooses)." in out and "a is a leaf worth (5, 2, 2)." in out
    assert ("Shallow cut at C: its player gets 6 here, so the player of A gets at most 9 − 6 = 3, no more than "
            "the 5 they already have: the remaining children of C cannot matter (d skipped).") in out
    assert "C is left with (3, 6, 0): only its player's score there is proved, and only as a lower bound." in out
    assert "Exercise tree (3 players, J1 at the root)" in out and "Value: (5, 2, 2)" in out
    assert "Plain max^n on this tree: 7 nodes, 4 leaves" in out and "Minimal tree" not in out
    status, out, _ = run(capsys, "tree", KORF, "--algorithm", "maxn", "--shallow", "--json")
    data = json.loads(out)
    assert data["value"] == [5, 2, 2] and data["visited_leaves"] == [[0, 0], [0, 1], [1, 0]]
    assert data["cutoffs"] == [{"node": [1], "kind": "shallow", "skipped": [1], "value": 6, "bound": "lower"}]


def test_shallow_pruning_cuts_at_equality(capsys):
    """C's player gets 4, so A's player gets at most 10 − 4 = 6: exactly the 6 they have, which is
    enough to cut (Korf's condition is ≥, not >)."""
    tree = "[[(6,2,2)],[(2,4,4),(5,1,4)]]"
    status, out, _ = run(capsys, "tree", tree, "--algorithm", "maxn", "--shallow", "--trace")
    assert status == 0
    assert ("Shallow cut at C: its player gets 4 here, so the player of A gets at most 10 − 4 = 6, no more than "
            "the 6 they already have: the remaining children of C cannot matter (c skipped).") in out
    assert "Enter c" not in out and "Value: (6, 2, 2)\n" in out
    assert "Statistics: 5 nodes entered, 2 leaves evaluated, 1 cutoff, 0 memo hits" in out


@pytest.mark.parametrize("algorithm", ["minimax", "negamax", "alphabeta"])
def test_ties_at_a_min_node_keep_the_first_and_list_every_best_move(capsys, algorithm):
    # at the MIN root, b and c tie at 3 (a, worth 5, is not one of them); the principal line takes the first
    status, out, _ = run(capsys, "tree", "[5,3,3]", "--root", "min", "--algorithm", algorithm)
    assert status == 0 and "Value: 3\n" in out and "Principal variation: A → b\n" in out
    # alpha-beta proves only the first best move: the second is cut to a bound
    assert ("Best move: b\n" if algorithm == "alphabeta" else "Best moves: b, c\n") in out
    status, out, _ = run(capsys, "tree", "[[5,3,3],[9]]", "--algorithm", algorithm, "--trace")
    worth = {"minimax": "3; best move: b, c.", "negamax": "−3; best move: b, c.", "alphabeta": "3; best move: b."}
    assert f"  B is worth {worth[algorithm]}\n" in out and "Principal variation: A → C → d" in out


@pytest.mark.parametrize("argv", [["sticks:n=5"], ["sticks:n=1", "--depth", "1"]])
def test_alpha_beta_still_names_a_move_when_every_move_loses(capsys, argv):
    # 5 sticks (or 1, seen to depth 1), the last taken loses: every move of J1 loses, so none beats
    # the starting −∞; the first move is given, as minimax would list it first
    status, out, _ = run(capsys, "tree", *argv)
    assert status == 0 and "Value: −∞\nBest move: 1\nPrincipal variation: 1 (the moves from here, in turn)" in out


def test_paranoid_for_a_chosen_player(capsys):
    status, out, _ = run(capsys, "tree", KORF, "--algorithm", "paranoid", "--player", "2", "--json")
    assert status == 0
    # J2 moves at B and C; J1 (at A) and J3 (at the leaves' parents' children) gang up on J2
    assert json.loads(out)["value"] == 2


@pytest.mark.parametrize(
    "argv,message",
    [
        (["tree", "[[(1,2,3),(1,2)]]", "--algorithm", "maxn"],
         "tree: character 11: this vector has 2 scores, but the first one has 3"),
        (["tree", KORF, "--algorithm", "maxn", "--first", "4"], "the first player is J1 … J3, not J4"),
        (["tree", KORF, "--algorithm", "paranoid", "--player", "4"], "the paranoid player is J1 … J3, not J4"),
        (["tree", KORF], "this tree has a score for each of 3 players: search it with maxn or paranoid"),
        (["tree", "[[1,2],[3]]", "--algorithm", "maxn"], "maxn searches trees with a score per player"),
        (["tree", "[(1,-2),(0,0)]", "--algorithm", "maxn", "--shallow"], "shallow pruning needs every score ≥ 0"),
        (["tree", KORF, "--shallow"], "shallow pruning is a variant of max^n only"),
    ],
)
def test_mistakes_with_players_exit_2(capsys, argv, message):
    status, _, err = run(capsys, *argv)
    err = without_progress(err)
    assert status == 2
    assert message in err and err.count("\n") == 1


def test_tree_summary_and_the_root_in_french(capsys):
    assert main(["tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Valeur : 3\nMeilleur coup : B\nVariante principale : A → B → a\n" in out
    assert "Statistiques : 11 nœuds visités, 7 feuilles évaluées, 1 coupure" in out
    assert "Sur cet arbre, minimax simple : 13 nœuds, 9 feuilles" in out
    assert main(["tree", "tictactoe", "--moves", "5 1 9 3", "--depth", "1", "--trace", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Entrée dans racine (MAX)") and "root" not in out


def test_tree_title_line_in_french_and_in_english(capsys):
    cases = [
        (["[[3,12,8],[2,4,6],[14,5,2]]", "--root", "min"], "Arbre d’exercice (racine MIN) : [[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
         "Exercise tree (root MIN): [[3, 12, 8], [2, 4, 6], [14, 5, 2]]"),
        (["sticks:n=5", "--moves", "1", "--depth", "2"], "sticks:n=5,take=1-3,last=loses après 1 (J2 joue)",
         "sticks:n=5,take=1-3,last=loses after 1 (J2 to move)"),
        (["[[(3,1,2),(6,0,0)],[(1,4,1)]]", "--algorithm", "maxn"],
         "Arbre d’exercice (3 joueurs, J1 à la racine) : [[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]]",
         "Exercise tree (3 players, J1 at the root): [[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]]"),
        (["sticks:n=2", "--moves", "1 1"], "sticks:n=2,take=1-3,last=loses après 1 1 (partie finie)",
         "sticks:n=2,take=1-3,last=loses after 1 1 (game over)"),
    ]
    for argv, french, english in cases:
        for lang, title in (("fr", french), ("en", english)):
            assert main(["tree", *argv, "--lang", lang]) == 0
            assert capsys.readouterr().out.split("\n")[0] == title


def test_values_pm1_is_seed_001s_convention(capsys):
    results = {}
    for spec in ("sticks:n=5", "sticks:n=6", "tictactoe"):
        assert main(["tree", spec, "--values", "pm1", "--json"]) == 0
        results[spec] = json.loads(capsys.readouterr().out)["value"]
    # 5 sticks (take 1-3, the last loses) lose for J1, 6 win; tic-tac-toe is a draw: +1 / 0 / −1, not ±∞
    assert results == {"sticks:n=5": -1, "sticks:n=6": 1, "tictactoe": 0}
    assert main(["tree", "sticks:n=5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == "-inf"


def test_negative_values_are_written_with_the_minus_sign_of_minus_infinity(capsys):
    assert main(["tree", "sticks:n=5", "--values", "pm1"]) == 0
    assert "\nValue: −1\n" in capsys.readouterr().out  # as the README writes it, and as −∞ is written
    assert main(["tree", "[[-3,-12],[-2,-4]]", "--trace"]) == 0
    out = capsys.readouterr().out
    assert "a is a leaf worth −3." in out and "β at B falls from −3 to −12." in out and "\nValue: −4\n" in out
    words = [line for line in out.splitlines() if not line.startswith(("Exercise tree", "Algorithm"))]
    assert words and not any("-" in line for line in words)  # (the title line writes the tree as typed)


def test_connect4_solve_scores_an_odd_board_and_one_beyond_64_bits(capsys, monkeypatch):
    # 5×5: the first player has just won with their 4th disc: 13 + 1 − 4 for them, so −10 for the player to move
    status, out, _ = run(capsys, "connect4", "solve", "--cols", "5", "--rows", "5", "--weak",
                         stdin="1212121\n121212\n", monkeypatch=monkeypatch)
    assert (status, out) == (0, "1212121 -1\n121212 1\n")
    status, out, _ = run(capsys, "connect4", "solve", "--cols", "5", "--rows", "5",
                         stdin="1212121\n", monkeypatch=monkeypatch)
    assert out == "1212121 -10\n"
    status, out, _ = run(capsys, "connect4", "solve", "--cols", "8", "--rows", "8",  # 72 bits: Python
                         stdin="1212121\n", monkeypatch=monkeypatch)
    assert (status, out) == (0, "1212121 -29\n")  # 32 + 1 − 4


def test_a_long_connect4_solve_tells_its_progress_on_standard_error(capsys):
    from gameviz.cli.connect4 import Progress

    ticks = iter([0.0, 0.0, 1.0, 2.5, 3.0, 4.6])  # made, started
    progress = Progress(clock=lambda: next(ticks))
    progress.start_position("4453", 1_000)
    for nodes, window in [(2_000, (-3, 4)), (5_000, (-3, 4)), (9_000, (-3, -1)), (12_000, (-3, -2))]:
        progress.tell(nodes, *window)
    assert capsys.readouterr().err == ("4453: 4,000 nodes, score in [-3, 4], 2 s\n"
                                       "4453: 11,000 nodes, score in [-3, -2], 5 s\n")


def test_connect4_solve_gives_up_a_position_after_its_time_and_solves_the_next(capsys, monkeypatch):
    # 8×8 is searched in Python; "1" takes minutes, "1212121" is over (J1 won with their 4th disc)
    status, out, err = run(capsys, "connect4", "solve", "--cols", "8", "--rows", "8", "--time", "0.001",
                           stdin="1\n1212121\n", monkeypatch=monkeypatch)
    assert (status, out) == (2, "1212121 -29\n")
    assert err.startswith("gameviz: error: line 1: position '1': not solved within --time 0.001 s (")
    assert err.endswith(" nodes; the score lies in [-31, 32]): give it a larger --time\n") and err.count("\n") == 1


def test_monte_carlo_playouts_count_against_the_node_budget_and_the_stop_says_so(capsys):
    assert main(["tree", "connect4", "--heuristic", "mc:100000", "--depth", "2", "--budget", "10"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("gameviz: error: stopped after 3 nodes and ") and err.count("\n") == 1
    assert err.endswith(" moves of playouts at depth 2: fewer playouts (mc:N), a smaller depth, or --budget\n")


def test_connect4_solve_reads_columns_10_to_16_separated_by_spaces(capsys, monkeypatch):
    # 16×1: X holds 10 11 12, O 1 2 3; X wins with their 4th disc of 8: 8 + 1 − 4
    status, out, err = run(capsys, "connect4", "solve", "--cols", "16", "--rows", "1",
                           stdin="10 1 11 2 12 3\n4453\n", monkeypatch=monkeypatch)
    assert out == "10 1 11 2 12 3 5\n"
    assert err == ("gameviz: error: line 2: position '4453': character 1: '4453' is not a column from 1 to 16; "
                   "on a board of more than 9 columns, columns are separated by spaces (10 1 5)\n")
    assert status == 2
    # 11×1: '11 1' is columns 11 and 1, not two discs in column 1; X (at most 6 discs of 11) wins with
    # the 8th column, their 4th disc: 6 + 1 − 4
    status, out, _ = run(capsys, "connect4", "solve", "--cols", "11", "--rows", "1",
                         stdin="11 1 10 2 9 3\n", monkeypatch=monkeypatch)
    assert (status, out) == (0, "11 1 10 2 9 3 3\n")


def test_the_solver_reads_wide_boards_word_by_word():
    from gameviz.core.errors import InputError
    from gameviz.core.search.connect4 import Connect4Solver

    solver = Connect4Solver(11, 5, compiled=False)
    position = solver.position("11 1")
    assert position.mask == (1 << 10 * 6) | 1 and position.moves == 2 and position.played == "11 1"
    assert solver.text([10, 0, 9]) == "11 1 10" and Connect4Solver(7, 6, compiled=False).text([3, 3]) == "44"
    with pytest.raises(InputError, match="'12' is not a column from 1 to 11; on a board of more than 9 columns"):
        solver.position("1 12")


def test_a_long_search_tells_its_progress_on_standard_error_until_its_budget_stops_it(capsys, monkeypatch):
    from gameviz.cli.progress import Ticker

    monkeypatch.setattr(Ticker, "QUIET_SECONDS", 0.0)  # a line at each report (every 20,000 nodes), not every 2 s
    monkeypatch.setattr(Ticker, "EVERY_SECONDS", 0.0)
    status, _, err = run(capsys, "tree", "tictactoe:rows=4,cols=4,k=4", "--budget", "60000")
    lines = err.splitlines()
    assert status == 2 and len(lines) == 3
    assert [line.split(", ")[0] for line in lines[:2]] == ["gameviz: searching: 20,000 of 60,000 nodes",
                                                           "gameviz: searching: 40,000 of 60,000 nodes"]
    assert all(line.endswith(" of 20 s") for line in lines[:2])
    assert lines[2].startswith("gameviz: error: stopped after 60,000 nodes at depth ")


def test_the_plain_minimax_count_keeps_to_the_search_budget(capsys):
    from gameviz.core.search.stats import tree_counts
    from gameviz.core.search.tree import GameTree
    from gameviz.games import game_from_spec

    # alpha-beta enters 16,811 nodes of tic-tac-toe; plain minimax's 549,946 are counted no further than --budget
    assert main(["tree", "tictactoe", "--budget", "30000"]) == 0
    out = capsys.readouterr().out
    assert "16,811 nodes entered" in out and "Plain minimax on this tree: more than 30,000 nodes" in out
    game = game_from_spec("tictactoe")
    tree = GameTree(game, game.initial())
    assert tree_counts(tree).nodes == 549_946
    asked = []
    stopped = tree_counts(tree, stop=lambda: asked.append(1) or len(asked) == 3)  # time up at the third look
    assert (stopped.nodes, stopped.complete) == (2_999, False)


def test_tree_pictures_draw_triangles_or_the_courses_circles_and_squares(capsys, tmp_path):
    # the root MAX, two MIN nodes, four leaves at MAX's level; six moves, each with its arrowhead
    tree = "[[3,12],[2,4]]"
    assert main(["tree", tree, "-o", str(tmp_path / "t.svg")]) == 0
    assert main(["tree", tree, "-o", str(tmp_path / "c.svg"), "--shapes", "circles"]) == 0
    triangles, course = ((tmp_path / name).read_text(encoding="utf-8") for name in ("t.svg", "c.svg"))
    assert (triangles.count("<polygon"), triangles.count("<ellipse")) == (7 + 6, 0)
    assert (course.count("<polygon"), course.count("<ellipse")) == (6, 5)  # circles for MAX, squares for MIN
    assert course.count("<rect") == triangles.count("<rect") + 2
