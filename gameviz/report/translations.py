"""The sentences in the user's language without Qt: the compiled translations (``.qm``) read directly.

The application installs Qt Linguist's compiled files in Qt (:mod:`gameviz.ui.i18n`); the command line
and the Python API read the same files here, so that ``gameviz solve sticks --lang fr`` and
``gameviz.solve("sticks", lang="fr")`` speak French without importing Qt. A ``.qm`` file is a header
and tagged sections; its *messages* section lists, for every sentence, its context, its English source
and its translations (one per plural form), as Qt's ``QTranslator`` reads them.

>>> tr = translations("fr").attractor
>>> tr("Attractor {of_player} ({targets})").format(of_player="de J1", targets="V₁ = {(0,1)}")
'Attracteur de J1 (V₁ = {(0,1)})'
>>> translations("en").attractor("Attractor {of_player} ({targets})")
'Attractor {of_player} ({targets})'
"""

from __future__ import annotations

import functools
import locale
import os
import struct
from collections.abc import Callable, Mapping
from typing import NamedTuple

from gameviz.core.errors import CONTEXTS as ERROR_CONTEXTS
from gameviz.core.numerals import set_language
from gameviz.core.translate import Sentence, Translate, untranslated
from gameviz.resources import resource

#: The languages of the interface, by code.
LANGUAGES = {"en": "English", "fr": "Français"}

#: The first bytes of every ``.qm`` file.
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
#: The tag of the messages section, and the tags of a message's fields (Qt's ``qm.cpp``).
MESSAGES = 0x69
END, TRANSLATION, OBSOLETE, SOURCE, CONTEXT, COMMENT = 1, 3, 5, 6, 7, 8
#: A translation whose length is this is absent (an unfinished entry).
ABSENT = 0xFFFFFFFF

#: ``(context, English source, disambiguation)`` → the translations, one per plural form.
Catalogue = Mapping[tuple[str, str, str], tuple[str, ...]]


def read_qm(data: bytes) -> Catalogue:
    """The messages of a compiled translation file.

    Raises
    ------
    ValueError
        If ``data`` is not a ``.qm`` file, or a message is cut short.
    """
    if not data.startswith(QM_MAGIC):
        raise ValueError("not a compiled Qt translation file (.qm)")
    position, messages = len(QM_MAGIC), b""
    while position + 5 <= len(data):
        tag, length = data[position], struct.unpack_from(">I", data, position + 1)[0]
        if tag == MESSAGES:
            messages = data[position + 5:position + 5 + length]
        position += 5 + length
    catalogue: dict[tuple[str, str, str], tuple[str, ...]] = {}
    position = 0
    while position < len(messages):
        forms, fields, position = _message(messages, position)
        key = (fields.get(CONTEXT, ""), fields.get(SOURCE, ""), fields.get(COMMENT, ""))
        catalogue[key] = tuple(forms)
    return catalogue


def _message(messages: bytes, position: int) -> tuple[list[str], dict[int, str], int]:
    """The message at ``position``: its translations (one per plural form), its other fields by tag
    (context, source, disambiguation), and where the next message starts."""
    forms: list[str] = []
    fields: dict[int, str] = {}
    while True:
        if position >= len(messages):
            raise ValueError("a message of the .qm file is cut short")
        tag = messages[position]
        position += 1
        if tag == END:
            return forms, fields, position
        if tag == OBSOLETE:
            position += 4
            continue
        length = struct.unpack_from(">I", messages, position)[0]
        position += 4
        if length == ABSENT:
            continue
        value = messages[position:position + length]
        position += length
        if tag == TRANSLATION:
            forms.append(value.decode("utf-16-be"))
        else:
            fields[tag] = value.decode("utf-8")


@functools.cache
def catalogue(code: str) -> Catalogue:
    """The shipped translations into the language ``code`` (none for English, the code's language)."""
    if code == "en":
        return {}
    return read_qm(resource("translations", f"gameviz_{code}.qm").read_bytes())


def system_language() -> str:
    """The language of the user's system, if the interface speaks it, else English: the language of
    messages the environment sets (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else the locale's."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            return _supported(value)
    return _supported(locale.getlocale()[0] or "")


#: How Windows names the languages the interface speaks in its locales (``French_France``).
WINDOWS_NAMES = {"french": "fr", "english": "en"}


def _supported(name: str) -> str:
    """``fr_FR.UTF-8``, ``fr`` or ``French_France`` → ``fr``; a language the interface does not speak
    (``de_DE``, ``C.UTF-8``) → ``en``."""
    lowered = name.lower()
    code = WINDOWS_NAMES.get(lowered.split("_")[0], lowered[:2])
    return code if code in LANGUAGES else "en"


def resolve(language: str) -> str:
    """``"system"`` → the system's language (:func:`system_language`); a code the interface speaks as it is."""
    return language if language in LANGUAGES else system_language()


@functools.cache
def translator(code: str, context: str, *more: str) -> Translate:
    """The ``tr`` of the sentences of ``context`` (then of the contexts ``more``, in order) in the
    language ``code``: a :class:`~gameviz.core.translate.Sentence` is translated from its template, its
    values too; a sentence with no translation stays English, as Qt leaves it."""
    table = catalogue(code)
    if not table:
        return untranslated
    contexts = (context, *more)

    def tr(text: str) -> str:
        if isinstance(text, Sentence):
            return text.translated(tr)
        for each in contexts:
            forms = table.get((each, text, ""))
            if forms and forms[0]:
                return forms[0]
        return text

    return tr


class Translations(NamedTuple):
    """The sentences of one language: the ``tr`` of each kind (attractors, searches, the lab's checks,
    input errors: :meth:`~gameviz.core.errors.InputError.translated`), ``translate(context, text)`` for
    any context (web pages), and the language's ``code``."""

    attractor: Translate
    search: Translate
    lab: Translate
    errors: Translate
    translate: Callable[[str, str], str]
    code: str


def translations(language: str) -> Translations:
    """The sentences in ``language`` (``en``, ``fr``, or ``system``: see :func:`resolve`); from now on,
    numbers and plurals are written as that language writes them (:mod:`gameviz.core.numerals`)."""
    code = resolve(language)
    set_language(code)
    return Translations(translator(code, "attractor"), translator(code, "search"), translator(code, "lab"),
                        translator(code, *ERROR_CONTEXTS), lambda context, text: translator(code, context)(text), code)
