"""Exports too large to draw are refused before their layout or their pictures are built: one line,
exit status 2, nothing written, in a process capped at 500 MB (the same exports took 1.7–1.9 GB)."""

from __future__ import annotations

import resource
import subprocess
import sys

import pytest

from tests.tools import without_progress

MEMORY_CAP = 500 * 1024**2


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def gameviz(tmp_path, *argv: str) -> tuple[int, str]:
    done = subprocess.run([sys.executable, "-m", "gameviz", *argv], cwd=tmp_path, capture_output=True, timeout=300,
                          preexec_fn=_cap_memory)
    return done.returncode, without_progress(done.stderr.decode("utf-8"))


@pytest.mark.parametrize("suffix", [".svg", ".tex", ".pdf", ".png"])
def test_a_flat_tree_of_100000_leaves_is_not_drawn(tmp_path, suffix):
    (tmp_path / "flat.json").write_text("[" + ",".join(str(i) for i in range(100_000)) + "]", encoding="utf-8")
    status, err = gameviz(tmp_path, "tree", "flat.json", "-o", "flat" + suffix)
    assert status == 2 and err.count("\n") == 1, err
    assert err == ("gameviz: error: -o draws searches of at most 10,000 nodes, and this one enters more: give a "
                   "smaller tree or a depth (--depth), or leave out -o\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["flat.json"]


@pytest.mark.parametrize("graph", ["arena", "game"])
def test_an_arena_of_200000_vertices_is_refused_before_it_is_explored_whole(tmp_path, graph):
    status, err = gameviz(tmp_path, "export", "sticks:n=100000", "--graph", graph, "-o", "sticks.svg")
    assert status == 2 and err == (
        "gameviz: error: sticks:n=100000: the arena has more than 40,000 vertices, and an export draws at most "
        "40,000 vertices and edges: choose a smaller game (solve has no such limit)\n")
    assert list(tmp_path.iterdir()) == []


def test_every_step_of_a_large_arena_is_refused_after_the_first_picture(tmp_path):
    # sticks:n=1000: 2,001 vertices and 5,991 edges, and 502 pictures with --all-steps
    status, err = gameviz(tmp_path, "export", "sticks:n=1000", "-o", "sticks.svg", "--all-steps")
    assert status == 2 and err == (
        "gameviz: error: 502 pictures of 7,992 vertices and edges would draw 4,011,984, more than the 400,000 an "
        "export draws: export one step (--step N) or a smaller game\n")
    assert list(tmp_path.iterdir()) == []


def test_an_arena_file_too_large_to_draw_is_refused(tmp_path):
    vertices = ", ".join(f'{{"id": "v{i}", "player": 1}}' for i in range(30_000))
    edges = ", ".join(f'["v{i}", "v{i + 1}"]' for i in range(29_999))
    (tmp_path / "line.json").write_text(f'{{"format": "gameviz-arena", "version": 1, "vertices": [{vertices}], '
                                        f'"edges": [{edges}]}}', encoding="utf-8")
    status, err = gameviz(tmp_path, "export", "line.json", "-o", "line.pdf")
    assert status == 2 and err == (
        "gameviz: error: line.json: the picture would draw 59,999 vertices and edges, more than the 40,000 an export "
        "draws: choose a smaller arena (solve has no such limit)\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["line.json"]
