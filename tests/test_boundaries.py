"""The solver, the games, the file formats and the figures run without Qt or Graphviz."""

from __future__ import annotations

import subprocess
import sys

HEADLESS = ("gameviz.core", "gameviz.games", "gameviz.io", "gameviz.figure", "gameviz.report")

PROBE = r"""
import importlib, pkgutil, sys

class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "pygraphviz") or name.startswith(
            ("gameviz.ui", "gameviz.layout")
        ):
            raise ImportError(f"{name} is not allowed here")
        return None

sys.meta_path.insert(0, Block())
imported = []
for package in PACKAGES:
    module = importlib.import_module(package)
    imported.append(package)
    for info in pkgutil.walk_packages(module.__path__, package + "."):
        importlib.import_module(info.name)
        imported.append(info.name)
print(len(imported))
"""


def test_headless_packages_import_with_qt_and_graphviz_blocked():
    code = f"PACKAGES = {HEADLESS!r}\n" + PROBE
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) >= 20
