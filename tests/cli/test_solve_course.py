"""``gameviz solve --algorithm course|queue``, ``--trace`` and ``--impartial``."""

from __future__ import annotations

import json

import pytest

from gameviz.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_course_algorithm_labels_the_ten_sticks_as_attracteur_strat(capsys):
    status, out, _ = run(capsys, "solve", "sticks:n=10,take=1-3,last=loses", "--algorithm", "course", "--json")
    data = json.loads(out)
    assert status == 0
    assert list(data["attractors"]["1"]["labels"].items()) == [
        ("0,1", 0), ("1,2", 1), ("2,1", 2), ("3,1", 2), ("4,1", 2), ("5,2", 3),
        ("6,1", 4), ("7,1", 4), ("8,1", 4), ("9,2", 5), ("10,1", 6)]
    assert data["attractors"]["1"]["rank"] == data["attractors"]["1"]["labels"]


def test_default_json_has_no_labels(capsys):
    _, out, _ = run(capsys, "solve", "chomp:rows=2,cols=3", "--json")
    assert "labels" not in json.loads(out)["attractors"]["1"]


def test_chomp_2x3_course_labels_and_queue_labels_in_json(capsys):
    _, out, _ = run(capsys, "solve", "chomp:rows=2,cols=3", "--algorithm", "course", "--json")
    course = json.loads(out)["attractors"]["1"]
    assert (course["labels"]["2e"], course["rank"]["2e"]) == (2, 4)
    _, out, _ = run(capsys, "solve", "chomp:rows=2,cols=3", "--algorithm", "queue", "--json")
    queue = json.loads(out)["attractors"]["1"]
    assert queue["labels"] == queue["rank"]


def test_course_trace_prints_calls_counters_and_entries_then_the_explanation(capsys):
    _, out, _ = run(capsys, "solve", "chomp:rows=2,cols=3", "--algorithm", "course", "--trace")
    assert out.startswith("Trace of J1 (V₁ = {8e}):\ncall parcours(8e, 0)\n  8e enters with label 0\n"
                          "  counter of 7a: 1 → 0 (transposed edge 8e → 7a)\n  call parcours(7a, 1)\n")
    assert "Trace of J2 (V₂ = {8a}):" in out
    assert ("  2e: label 2 but rank 4. It was labelled from 4a (label 1), the last of its successors to enter; "
            "its successor 1a has rank 3, so 2e only enters 𝒜¹₄.") in out


def test_trace_json_lists_the_events(capsys):
    _, out, _ = run(capsys, "solve", "sticks:n=2", "--algorithm", "queue", "--trace", "--json")
    events = json.loads(out)["attractors"]["1"]["events"]
    assert events[:3] == [{"event": "enter", "vertex": "0,1", "label": 0, "via": None},
                          {"event": "dequeue", "vertex": "0,1", "label": 0},
                          {"event": "counter", "vertex": "1,2", "via": "0,1", "before": 1, "after": 0}]


def test_french_trace(capsys):
    _, out, _ = run(capsys, "solve", "sticks:n=2", "--algorithm", "course", "--trace", "--lang", "fr")
    assert "  appel parcours((1,2), 1)\n    (1,2) entre avec l’étiquette 1\n" in out


def test_impartial_nim_21(capsys):
    status, out, _ = run(capsys, "solve", "sticks:n=21,take=1-4", "--impartial", "--json")
    data = json.loads(out)
    assert status == 0 and data["losing"] == [1, 6, 11, 16, 21] and data["G"]["1"] == [2, 3, 4, 5]
    _, out, _ = run(capsys, "solve", "sticks:n=21,take=1-4", "--impartial")
    assert "  P₀ = {1}\n  G₁ = {2, 3, 4, 5}\n  P₂ = {6}\n" in out


@pytest.mark.parametrize("argv,message", [
    (["solve", "tictactoe", "--impartial"], "is not an impartial game"),
    (["solve", "sticks", "--impartial", "--algorithm", "course"], "does not go with --algorithm"),
    (["solve", "sticks", "--trace"], "--trace prints the events of --algorithm course or queue"),
])
def test_bad_combinations_exit_2(capsys, argv, message):
    status, _, err = run(capsys, *argv)
    assert status == 2 and message in err and err.count("\n") == 1
