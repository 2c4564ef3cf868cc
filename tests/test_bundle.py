"""The bundled application (PyInstaller, one folder) starts, speaks French, solves and exports.

It is built from the checkout by ``packaging/build.sh`` into a temporary folder,
and run from another directory.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.pictures import pdf_pages

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("bundle")
    env = {**os.environ, "PYTHON": sys.executable, "DIST": str(work / "dist"), "WORK": str(work / "build")}
    done = subprocess.run(["sh", str(ROOT / "packaging" / "build.sh")], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=1200)
    assert done.returncode == 0, done.stderr[-4000:]
    executable = work / "dist" / "gameviz" / ("gameviz.exe" if sys.platform == "win32" else "gameviz")
    assert executable.exists()
    return executable


def run(executable: Path, cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    return subprocess.run([str(executable), *args], cwd=cwd, env=environment, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.packaging
@pytest.mark.slow
def test_the_bundle_starts_in_french_with_its_icon_and_draws_the_stick_game(bundle, tmp_path):
    done = run(bundle, tmp_path, "check-install", LANG="fr_FR.UTF-8", LC_ALL="fr_FR.UTF-8", LANGUAGE="fr",
               HOME=str(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "language: fr (the File menu reads 'Fichier')" in done.stdout
    assert "icon: loaded" in done.stdout and "21 vertices drawn" in done.stdout


@pytest.mark.packaging
@pytest.mark.slow
def test_the_bundle_solves_and_exports(bundle, tmp_path):
    assert run(bundle, tmp_path, "examples", "--copy", ".").returncode == 0
    solved = run(bundle, tmp_path, "solve", "batonnets10.py")
    assert solved.returncode == 0 and "arena: 21 vertices, 51 moves" in solved.stdout, solved.stderr
    exported = run(bundle, tmp_path, "export", "chomp:rows=2,cols=3", "-o", "chomp.pdf", "--all-steps", "--caption")
    assert exported.returncode == 0, exported.stderr
    pages = pdf_pages(tmp_path / "chomp.pdf")
    assert len(pages) == 7 and pages[2].endswith("¹₁ ∪ {6e}")  # (Qt gives 𝒜, outside the BMP, no text layer)
