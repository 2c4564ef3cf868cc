"""The window's house rules: no ui module but the application imports the main window (the contract
names every one of them), and the window's modules stay short."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "gameviz" / "ui"


def test_the_main_window_contract_names_every_ui_module():
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    (contract,) = [c for c in contracts if c.get("forbidden_modules") == ["gameviz.ui.main_window"]]
    named = set(contract["source_modules"])
    modules = {f"gameviz.ui.{p.stem}" for p in UI.glob("*.py") if p.stem not in ("__init__", "main_window", "app")}
    assert named == modules


def test_every_ui_module_stays_under_500_lines():
    lengths = {path.name: len(path.read_text().splitlines()) for path in UI.glob("*.py")}
    assert {name: n for name, n in lengths.items() if n > 500} == {}
