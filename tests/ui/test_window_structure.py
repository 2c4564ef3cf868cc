"""The window's house rules: no ui module but the application imports the main window, widgets never
import a controller (the contracts name every ui module), no ui module re-declares the window as a
Protocol, and the window's modules stay short."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "gameviz" / "ui"
CONTRACTS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
MODULES = {f"gameviz.ui.{p.stem}" for p in UI.glob("*.py") if p.stem not in ("__init__", "main_window", "app")}


def test_the_main_window_contract_names_every_ui_module():
    (contract,) = [c for c in CONTRACTS if c.get("forbidden_modules") == ["gameviz.ui.main_window"]]
    assert set(contract["source_modules"]) == MODULES


def test_every_ui_module_is_a_widget_or_a_controller_and_widgets_import_no_controller():
    (contract,) = [c for c in CONTRACTS if c["name"].startswith("Widgets render the model")]
    widgets, controllers = set(contract["source_modules"]), set(contract["forbidden_modules"])
    assert widgets | controllers == MODULES and not widgets & controllers
    assert {"gameviz.ui.opening", "gameviz.ui.editing", "gameviz.ui.layout_runs"} <= controllers
    assert {"gameviz.ui.arena_tab", "gameviz.ui.board_tab", "gameviz.ui.tree_tab", "gameviz.ui.stepper"} <= widgets


def test_no_ui_module_declares_the_window_as_a_protocol_nor_uses_qt_undo_classes():
    texts = {path.name: path.read_text() for path in UI.glob("*.py")}
    assert [name for name, text in texts.items() if re.search(r"class \w*Window\(Protocol", text)] == []
    assert [name for name, text in texts.items() if re.search(r"\bQUndo\w+", text)] == []


def test_every_ui_module_stays_under_500_lines():
    lengths = {path.name: len(path.read_text().splitlines()) for path in UI.glob("*.py")}
    assert {name: n for name, n in lengths.items() if n > 500} == {}
