"""Every sentence of an input error has its French translation, with the same blanks to fill."""

from __future__ import annotations

import ast
import re
import string
import xml.etree.ElementTree as ET
from pathlib import Path

import gameviz
from gameviz.report.translations import catalogue

PACKAGE = Path(gameviz.__file__).parent
TS = PACKAGE.parent / "resources" / "translations" / "gameviz_fr.ts"


def marked_errors() -> set[str]:
    """The templates of every ``QT_TRANSLATE_NOOP("errors", …)`` of the package."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP"
                    and isinstance(node.args[0], ast.Constant) and node.args[0].value == "errors"):
                found.add(node.args[1].value)
    return found


def blanks(template: str) -> set[str]:
    """The names of a template's blanks, with their format (``{least:,}``)."""
    return {f"{name}:{spec}" for _, name, spec, _ in string.Formatter().parse(template) if name is not None}


def test_every_error_template_has_a_finished_french_translation_with_the_same_blanks():
    templates = marked_errors()
    assert len(templates) > 30 and "line {line}, column {column}" in templates
    translated = {}
    for context in ET.parse(TS).getroot().iter("context"):
        if context.findtext("name") == "errors":
            for message in context.iter("message"):
                translation = message.find("translation")
                assert translation is not None and translation.get("type") is None, message.findtext("source")
                translated[message.findtext("source")] = translation.text or ""
    compiled = catalogue("fr")
    for template in templates:
        french = translated.get(template)
        assert french, template
        assert blanks(french) == blanks(template), template
        assert compiled[("errors", template, "")] == (french,)  # the shipped .qm is compiled from it
        assert not re.search(r"[a-zé]'[a-zé]", french), french  # the French apostrophe is ’, quotes are '…'
