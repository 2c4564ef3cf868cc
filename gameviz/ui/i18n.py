"""Languages of the interface: English (in the code, with its plural forms in Qt Linguist) and French (Qt Linguist)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gameviz.core.errors import CONTEXTS as ERROR_CONTEXTS
from gameviz.core.errors import InputError
from gameviz.core.numerals import set_language
from gameviz.core.translate import Sentence
from gameviz.report.translations import LANGUAGES
from gameviz.resources import resource

_installed: list[QTranslator] = []


def resolve(language: str) -> str:
    """``"system"`` → the system's language if we have it, else English."""
    if language in LANGUAGES:
        return language
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def install(language: str) -> str:
    """Translate the interface into ``language`` (or the system's); return the code used."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the interface is translated once the application exists")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    code = resolve(language)
    set_language(code)  # numbers and counts in sentences (5 478 in French), as QLocale in fields
    # numbers in fields (2.00 or 2,00) as the interface's language writes them, not the system's
    QLocale.setDefault(QLocale(code))
    ours = QTranslator(app)  # English's file has only its plural forms: "1 node", "2 nodes"
    if ours.load(str(resource("translations", f"gameviz_{code}.qm"))):
        app.installTranslator(ours)
        _installed.append(ours)
    if code != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    return code


def tr_attractor(text: str) -> str:
    """The ``tr`` of the attractor sentences of :mod:`gameviz.report.attractor`."""
    return QCoreApplication.translate("attractor", text)


def tr_search(text: str) -> str:
    """The ``tr`` of the search sentences of :mod:`gameviz.report.search` and of the searches' own
    (a :class:`~gameviz.core.translate.Sentence`: how far a search went before its budget ran out)."""
    return _translated("search", text)


def tr_games(text: str) -> str:
    """The ``tr`` of the games' sentences (:mod:`gameviz.games`: formulas, refusals), those with numbers
    (a :class:`~gameviz.core.translate.Sentence`) included."""
    return _translated("games", text)


def _translated(context: str, text: str) -> str:
    """``text`` of ``context`` in the interface's language; a Sentence from its template, its values too."""
    if isinstance(text, Sentence):
        return text.translated(lambda part: _translated(context, part))
    return QCoreApplication.translate(context, text)


def tr_tree(text: str) -> str:
    """The ``tr`` of the search tree's own words (the root's name), as the Search Tree tab says them."""
    return QCoreApplication.translate("TreeTab", text)


def tr_lab(text: str) -> str:
    """The ``tr`` of the checks of students' code (:mod:`gameviz.lab`)."""
    return QCoreApplication.translate("lab", text)


def tr_errors(text: str) -> str:
    """The ``tr`` of input errors (:meth:`~gameviz.core.errors.InputError.translated`): their own sentences,
    and the games' and searches' sentences they quote."""
    if isinstance(text, Sentence):
        return text.translated(tr_errors)
    for context in ERROR_CONTEXTS:
        translated = QCoreApplication.translate(context, text)
        if translated != text:
            return translated
    return text


def error_text(error: BaseException) -> str:
    """What the window says of ``error``: an input mistake in the interface's language, another error
    (a file that cannot be written) as Python says it."""
    return error.translated(tr_errors) if isinstance(error, InputError) else str(error)
