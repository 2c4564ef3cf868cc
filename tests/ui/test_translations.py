"""Every visible string has a French translation, every string with a count its English and French
plural forms, and the compiled files are current."""

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
#: English is the code's language: its file holds the plural forms only ("1 node", "2 nodes")
PLURALS_TS = ROOT / "resources" / "translations" / "gameviz_en.ts"
PLURALS_QM = ROOT / "gameviz" / "resources" / "translations" / "gameviz_en.qm"


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: it comes with PySide6-Essentials")
    return found


def messages(path: Path):
    for context in ET.parse(path).getroot():
        for message in context.findall("message"):
            yield context.find("name").text, message


def forms(message: ET.Element) -> list[str]:
    """A message's translation, or its plural forms (singular first) when it has a count."""
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


def test_every_message_is_translated():
    count = 0
    for _, message in messages(TS):
        translation = message.find("translation")
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), message.find("source").text
        assert all(form.strip() for form in forms(message)), message.find("source").text
        count += 1
    assert count > 250


def test_every_string_with_a_count_has_its_english_and_french_plural_forms():
    french = {m.find("source").text: forms(m) for _, m in messages(TS) if m.get("numerus") == "yes"}
    english = {m.find("source").text: forms(m) for _, m in messages(PLURALS_TS)}
    assert set(english) == set(french) and len(english) >= 9
    assert english["{0:,} nodes"] == ["{0:,} node", "{0:,} nodes"]
    assert french["{0:,} vertices"] == ["{0:,} sommet", "{0:,} sommets"]
    for source, (one, many) in english.items():
        assert many == source and one.strip(), source  # the code's text is the plural


@pytest.mark.parametrize("path", [TS, PLURALS_TS], ids=["fr", "en"])
def test_placeholders_survive_translation(path):
    import re

    def placeholders(text: str) -> list[str]:  # doubled braces are literal braces, translated as text
        return sorted(re.findall(r"\{[^}]*\}", text.replace("{{", "").replace("}}", "")))

    for _, message in messages(path):
        source = message.find("source").text
        for translation in forms(message):
            assert placeholders(source) == placeholders(translation), source


def test_no_string_of_the_code_is_missing(tmp_path):
    copy = tmp_path / "check.ts"
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in (ROOT / "gameviz").rglob("*.py"))
    subprocess.run([tool("pyside6-lupdate"), *sources, "-ts", str(copy)], check=True, capture_output=True)
    missing = [m.find("source").text for _, m in messages(copy)
               if m.find("translation").get("type") == "unfinished"]
    assert missing == [], "run resources/translations/update.sh and translate these"


def test_no_plural_form_of_the_code_is_missing(tmp_path):
    copy = tmp_path / "check.ts"
    shutil.copy(PLURALS_TS, copy)
    sources = sorted(str(p) for p in (ROOT / "gameviz").rglob("*.py"))
    subprocess.run([tool("pyside6-lupdate"), *sources, "-ts", str(copy), "-pluralonly"], check=True, capture_output=True)
    missing = [m.find("source").text for _, m in messages(copy)
               if m.find("translation").get("type") == "unfinished"]
    assert missing == [], "run resources/translations/update.sh and give these their singular"


@pytest.mark.parametrize(("ts", "qm"), [(TS, QM), (PLURALS_TS, PLURALS_QM)], ids=["fr", "en"])
def test_compiled_translations_are_current(tmp_path, ts, qm):
    fresh = tmp_path / "fresh.qm"
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == qm.read_bytes(), "run resources/translations/update.sh"
