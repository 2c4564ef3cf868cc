"""The house rules, checked: layers (import-linter), types (mypy), lint (ruff) and complexity (radon).

Each tool reads its settings from pyproject.toml. The layer test also proves
that it can fail: a copy of the package with ``import PySide6`` planted in
``gameviz/core`` must break the contract.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def tool(name: str) -> str:
    """The console script installed beside this interpreter (the test extra installs them)."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: pip install -e '.[test]'")
    return found


def run(command: list[str], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300)


def test_layers_and_forbidden_imports_hold():
    done = run([tool("lint-imports"), "--no-cache"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "4 kept, 0 broken" in done.stdout


def test_an_import_of_qt_in_the_core_breaks_the_contract(tmp_path):
    copy = tmp_path / "copy"
    shutil.copytree(ROOT / "gameviz", copy / "gameviz", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", copy)
    arena = copy / "gameviz" / "core" / "arena.py"
    arena.write_text(arena.read_text() + "\n\ndef _leak():\n    import PySide6  # noqa: F401\n")
    done = run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                "lint_imports_command(['--no-cache'])"], cwd=copy)
    assert done.returncode != 0
    assert "gameviz.core.arena -> PySide6" in done.stdout


def test_the_package_type_checks_with_no_error():
    """Strict checks on the headless packages, the lenient ones on the rest (see pyproject.toml)."""
    done = run([tool("mypy"), "--no-incremental"])
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr
    assert "Success: no issues found" in done.stdout


def test_lint_is_clean():
    done = run([tool("ruff"), "check", "--no-cache", "gameviz", "tests", "benchmarks"])
    assert done.returncode == 0, done.stdout[-6000:]


#: The only functions allowed a cyclomatic complexity above 10 (radon's rank C or worse), each for a
#: reason: the search loops run once per node (a call more per node costs the compiled and the traced
#: searches alike), and the course-file evaluator and the DOT parser follow their grammar case by case.
COMPLEX_ALLOWED = {
    "gameviz/core/search/connect4_kernel.py negamax",  # compiled: one function per node
    "gameviz/core/search/connect4.py Connect4Solver._negamax",  # the kernel's Python twin, node for node
    "gameviz/core/attractor_kernel.py attract",  # compiled queue of the attractor
    "gameviz/core/attractor.py attractor_steps",  # the attractor's queue, step by step
    "gameviz/core/search/alphabeta.py _alphabeta",  # seed 003's ValeurAlphaBeta, one node
    "gameviz/core/search/maxn.py _maxn",  # max^n with shallow cuts, one node
    "gameviz/core/game.py _walk",  # exploring a game's arena, one position
    "gameviz/io/course.py _Evaluator._BinOp",  # the operators a course file may use
    "gameviz/io/course.py _Evaluator._Call",  # the calls a course file may make
    "gameviz/io/dot.py _Parser.statements",  # DOT's grammar
    "gameviz/io/dot.py _Parser.edge_or_node",
    "gameviz/io/dot.py _Parser.operand",
}


def test_only_the_search_loops_and_the_parsers_are_complex():
    """radon ranks every other function A or B (cyclomatic complexity at most 10)."""
    done = run([tool("radon"), "cc", "--min", "C", "--json", "gameviz", "--exclude", "gameviz/resources/*"])
    assert done.returncode == 0, done.stderr
    found = {f"{path} {(block['classname'] + '.') if block.get('classname') else ''}{block['name']}"
             for path, blocks in json.loads(done.stdout).items() for block in blocks}
    assert found <= COMPLEX_ALLOWED, sorted(found - COMPLEX_ALLOWED)
    assert "gameviz/core/search/connect4_kernel.py negamax" in found  # (radon's report is read)
    assert len(COMPLEX_ALLOWED) <= 20


def test_no_module_is_over_500_lines():
    """One job per module: a module that grows past 500 lines has found a second one."""
    long = {str(path.relative_to(ROOT)): lines for path in (ROOT / "gameviz").rglob("*.py")
            if "resources" not in path.parts and (lines := len(path.read_text(encoding="utf-8").splitlines())) > 500}
    assert not long, long
