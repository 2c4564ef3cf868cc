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


def test_the_window_and_its_controllers_stay_under_500_lines():
    modules = ["main_window", "appearance", "shown_players", "opening", "layout_runs", "session_links", "menus",
               "editing", "exercise_mode", "stepper", "panels", "board_panel", "file_reading", "workers", "settings"]
    lengths = {name: len((UI / f"{name}.py").read_text().splitlines()) for name in modules}
    assert max(lengths.values()) <= 500, lengths
