"""A wheel carries what the application needs: translations, icon, examples, desktop files, licence.

The wheel is built from the checkout, installed with its dependencies into a
fresh virtual environment outside it, and run from another directory, so
nothing can be found in the checkout by chance.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SHIPPED = (
    "gameviz/py.typed",
    "gameviz/__init__.pyi",
    "gameviz/resources/translations/gameviz_fr.qm",
    "gameviz/resources/translations/gameviz_en.qm",
    "gameviz/resources/icons/gameviz.svg",
    "gameviz/resources/examples/batonnets10.py",
    "gameviz/resources/examples/arbre_russell_norvig.json",
    "gameviz/resources/examples/trois_joueurs.json",
    "gameviz/resources/examples/arbre_trois_joueurs.json",
    "gameviz/resources/examples/carnet_jupyter.ipynb",
    "gameviz/resources/examples/heuristique_batonnets.py",
    "gameviz/resources/connect4_book.json",
    "gameviz/resources/examples/lab/eleve_juste.py",
    "gameviz/resources/desktop/gameviz.desktop",
    "gameviz/resources/desktop/io.gameviz.gameviz.metainfo.xml",
)

FRENCH_WINDOW = r"""
import sys
from PySide6.QtCore import QSettings
import tempfile
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
import gameviz
from gameviz.ui.app import create_application
from gameviz.ui.i18n import install
from gameviz.ui.main_window import MainWindow
from gameviz.ui.settings import Settings
app = create_application()
print("language", install("system"))
window = MainWindow(Settings())
print("menu", window.menus.file_menu.title())
print("icon", not app.windowIcon().isNull())
print("from", gameviz.__file__)
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The Python of a fresh virtual environment where the wheel is installed."""
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(work)],
                   check=True, capture_output=True, text=True, timeout=600)
    wheel = next(work.glob("gameviz-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    missing = [name for name in SHIPPED if name not in names]
    assert missing == [], f"the wheel lacks {missing}"
    assert any(name.endswith(".dist-info/licenses/LICENSE") or name.endswith(".dist-info/LICENSE") for name in names)
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True, timeout=300)
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], capture_output=True, text=True,
                          timeout=1200)
    assert done.returncode == 0, done.stderr[-4000:]
    return python


def run(python: Path, cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    environment.update(QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run([str(python), *args], cwd=cwd, env=environment, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.slow
def test_the_installed_wheel_lists_and_solves_its_examples(installed, tmp_path):
    gameviz = installed.parent / ("gameviz.exe" if sys.platform == "win32" else "gameviz")  # the console script
    assert subprocess.run([str(gameviz), "--version"], capture_output=True, text=True).stdout.startswith("gameviz ")
    listed = run(installed, tmp_path, "-m", "gameviz", "examples")
    assert listed.returncode == 0, listed.stderr
    assert any(line.startswith("batonnets10.py: the course's 10-stick game") for line in listed.stdout.splitlines())
    copied = run(installed, tmp_path, "-m", "gameviz", "examples", "--copy", "course")
    assert copied.returncode == 0 and (tmp_path / "course" / "batonnets10.py").exists()
    solved = run(installed, tmp_path, "-m", "gameviz", "solve", "course/batonnets10.py")
    assert solved.returncode == 0, solved.stderr
    assert "arena: 21 vertices, 51 moves" in solved.stdout
    three = run(installed, tmp_path, "-m", "gameviz", "solve", "course/trois_joueurs.json")
    assert three.returncode == 0 and "Attractor of J3 against {J1, J2}" in three.stdout, three.stderr
    checked = run(installed, tmp_path, "-m", "gameviz", "lab", "course/lab/eleve_juste.py")  # in a process of its own
    assert checked.returncode == 0 and "9 of 9 checks passed" in checked.stdout, checked.stdout + checked.stderr


@pytest.mark.slow
def test_the_installed_application_speaks_french_and_has_its_icon(installed, tmp_path):
    done = run(installed, tmp_path, "-c", FRENCH_WINDOW, LANG="fr_FR.UTF-8", LC_ALL="fr_FR.UTF-8", LANGUAGE="fr")
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert lines["from"].startswith(str(installed.parents[1]))  # the wheel's copy, not the checkout
    assert lines["language"] == "fr" and lines["menu"] == "&Fichier" and lines["icon"] == "True"


#: ``import gameviz`` in the wheel's fresh environment, as a notebook's kernel on a server runs it.
NOTEBOOK_API = r"""
import json, sys
import gameviz

solution = gameviz.solve("sticks")
picture = solution.picture(step=3)
svg = picture._repr_svg_()
written = [picture.save(name).name for name in ("a2.svg", "a2.png", "a2.pdf", "a2.tex", "a2.html")]
search = gameviz.search("[[3,12,8],[2,4,6],[14,5,2]]", algorithm="alphabeta")
pages = [solution._repr_html_(), search._repr_html_()]
print(json.dumps({"winner": solution.winner, "value": search.value, "names": "(4,1)" in svg, "written": written,
                  "frames": [page.startswith("<iframe srcdoc=") and "https:" not in page for page in pages]}))
"""


@pytest.mark.slow
def test_the_installed_wheel_is_a_python_api_without_a_display(installed, tmp_path):
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("PYTHONPATH", "VIRTUAL_ENV", "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([str(installed), "-c", NOTEBOOK_API], cwd=tmp_path, env=environment, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"winner": 1, "value": 3, "names": True, "frames": [True, True],
                                       "written": ["a2.svg", "a2.png", "a2.pdf", "a2.tex", "a2.html"]}
