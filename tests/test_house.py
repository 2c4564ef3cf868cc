"""The house rules, checked: layers (import-linter), types (mypy) and lint (ruff).

Each tool reads its settings from pyproject.toml. The layer test also proves
that it can fail: a copy of the package with ``import PySide6`` planted in
``gameviz/core`` must break the contract.
"""

from __future__ import annotations

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
    assert "3 kept, 0 broken" in done.stdout


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
