"""*File → Export Web Page…*: the tab on screen as one self-contained interactive web page.

The arena tab gives the attractor's steps with the arena exercise, the board
tab a board to play the game against the attractor strategy, the search tree
tab the search's events with the tree exercise: the same pages as
``gameviz export … -o page.html`` (``--play``) and ``gameviz tree … -o page.html``,
in the window's language, notation and shown players.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStatusBar, QWidget

from gameviz.core.errors import InputError
from gameviz.export.html import PageTooLarge, size_text, write_page
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline
from gameviz.figure.notation import Notation
from gameviz.model import ApplicationModel
from gameviz.model.document import ArenaDocument
from gameviz.ui.i18n import resolve, tr_games
from gameviz.ui.tree_tab import TreeTab


class WebExportWindow(Protocol):
    """What the web page needs of the window: the tab on screen and what it shows."""

    model: ApplicationModel
    document: ArenaDocument | None
    figure: ArenaFigure | None
    timeline: AttractorTimeline | None
    notation: Notation
    tree_tab: TreeTab

    def on_tree_tab(self) -> bool: ...
    def window(self) -> QWidget: ...  # the top-level widget: the parent of dialogs
    def windowTitle(self) -> str: ...  # noqa: N802 (Qt's naming)
    def statusBar(self) -> QStatusBar: ...  # noqa: N802


def shown_page(window: WebExportWindow) -> str:
    """Which page the tab on screen makes: ``"tree"``, ``"board"`` or ``"arena"``."""
    if window.on_tree_tab():
        return "tree"
    return "board" if window.model.current == "board" else "arena"


def web_page(window: WebExportWindow) -> str | None:
    """The page of the tab on screen, or None if the tab shows nothing yet.

    Raises
    ------
    PageTooLarge
        If the page would be too large (estimated before it is made).
    InputError
        If the board's game is not one to play on a page.
    """
    from gameviz.export.web_arena import arena_page
    from gameviz.export.web_board import board_page
    from gameviz.export.web_tree import tree_page

    language = resolve(window.model.preferences.language)
    translate = QCoreApplication.translate
    kind = shown_page(window)
    if kind == "tree":
        tab = window.tree_tab
        figure, timeline = tab.figure, tab.timeline
        if figure is None or timeline is None or tab.source is None:
            return None
        return tree_page(figure.display, figure.layout, timeline, name=figure.name, title=tr_games(tab.source.title),
                         translate=translate, lang=language, boards=figure.boards)
    document = window.document
    if document is None:
        return None
    if kind == "board":
        return board_page(document.arena, document.solution, notation=window.notation, translate=translate,
                          lang=language, title=document.title)
    if window.figure is None or window.timeline is None:
        return None
    return arena_page(document.arena, document.solution, window.figure.layout, players=window.timeline.players,
                      notation=window.notation, translate=translate, lang=language, boards=window.figure.boards,
                      title=document.title)


def too_large(kind: str, error: PageTooLarge) -> str:
    """What the window says of a page refused: the way to a smaller one through its menus and boxes
    (``kind`` as :func:`shown_page` says it)."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("WebExport", text)

    advice = {
        "tree": tr("Give the search a smaller depth (Depth: above the search tree) and search again, or open a "
                   "smaller game (File → New from Game…)."),
        "board": tr("Open a smaller game (File → New from Game…): fewer sticks or heaps, a smaller board."),
        "arena": tr("Open a smaller game (File → New from Game…), or export the step on screen as a picture "
                    "(File → Export Picture…)."),
    }[kind]
    return tr("The web page would be about {0}, more than {1}: too much for a browser. {2}").format(
        size_text(error.size), size_text(error.limit), advice)


def export_web_page(window: WebExportWindow) -> None:
    """Ask where, then write the page of the tab on screen; a page too large is explained in a dialog."""
    name = "".join(c if c.isalnum() or c in "-_" else "_" for c in window.windowTitle().split(" — ")[0])[:40]
    path, _ = QFileDialog.getSaveFileName(window.window(), QCoreApplication.translate("WebExport", "Export Web Page"),
                                          str(Path.home() / f"{name or 'page'}.html"),
                                          QCoreApplication.translate("WebExport", "Web page (*.html)"))
    if not path:
        return
    try:
        text = web_page(window)
        if text is None:
            raise InputError(QCoreApplication.translate("WebExport",
                                                        "open an arena, a game or a search tree first"))
        write_page(text, path)
    except PageTooLarge as error:
        message = too_large(shown_page(window), error)
    except InputError as error:
        message = str(error)
    else:
        done = QCoreApplication.translate("WebExport", "Wrote the web page {0}")
        window.statusBar().showMessage(done.format(path), 8000)
        return
    QMessageBox.warning(window.window(), QCoreApplication.translate("WebExport", "Cannot export"), message)
