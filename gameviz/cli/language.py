"""The sentences of the command line in the language asked for (``--lang``)."""

from __future__ import annotations

from typing import NamedTuple

from gameviz.core.translate import Translate, untranslated


class Translations(NamedTuple):
    """The ``tr`` of each kind of sentence: attractors, searches, the lab's checks."""

    attractor: Translate
    search: Translate
    lab: Translate


def translations(language: str) -> Translations:
    """The ``tr`` of the sentences in ``language`` (Qt's translation files, as in the application);
    English as written needs no Qt."""
    from PySide6.QtCore import QCoreApplication

    from gameviz.ui.i18n import install, resolve

    if resolve(language) == "en":
        if QCoreApplication.instance() is not None:
            install("en")  # a translation installed before (in this process) is taken away
        return Translations(untranslated, untranslated, untranslated)
    from gameviz.export.qt import ensure_gui_application
    from gameviz.ui.i18n import tr_attractor, tr_lab, tr_search

    ensure_gui_application()  # translations need an application; drawing PNG or PDF, a graphical one
    install(language)
    return Translations(tr_attractor, tr_search, tr_lab)
