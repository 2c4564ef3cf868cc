"""Every visible string has a French translation, and the compiled file is current."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "gameviz_fr.ts"
QM = ROOT / "gameviz" / "resources" / "translations" / "gameviz_fr.qm"


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: it comes with PySide6-Essentials")
    return found


def messages(path: Path):
    for context in ET.parse(path).getroot():
        for message in context.findall("message"):
            yield context.find("name").text, message


def test_every_message_is_translated():
    count = 0
    for _, message in messages(TS):
        translation = message.find("translation")
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), message.find("source").text
        assert (translation.text or "").strip(), message.find("source").text
        count += 1
    assert count > 250


def test_placeholders_survive_translation():
    import re

    for _, message in messages(TS):
        source, translation = message.find("source").text, message.find("translation").text
        assert sorted(re.findall(r"\{[^}]*\}", source)) == sorted(re.findall(r"\{[^}]*\}", translation)), source


def test_no_string_of_the_code_is_missing(tmp_path):
    copy = tmp_path / "check.ts"
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in (ROOT / "gameviz").rglob("*.py"))
    subprocess.run([tool("pyside6-lupdate"), *sources, "-ts", str(copy)], check=True, capture_output=True)
    missing = [m.find("source").text for _, m in messages(copy)
               if m.find("translation").get("type") == "unfinished"]
    assert missing == [], "run resources/translations/update.sh and translate these"


def test_compiled_translations_are_current(tmp_path):
    fresh = tmp_path / "fresh.qm"
    subprocess.run([tool("pyside6-lrelease"), str(TS), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == QM.read_bytes(), "run resources/translations/update.sh"
