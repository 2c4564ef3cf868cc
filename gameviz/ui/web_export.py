"""*File → Export Web Page…*: the tab on screen as one self-contained interactive web page.

The arena tab gives the attractor's steps with the arena exercise, the board
tab a board to play the game against the attractor strategy, the search tree
tab the search's events with the tree exercise: the same pages as
``gameviz export … -o page.html`` (``--play``) and ``gameviz tree … -o page.html``,
in the window's language, notation and shown players.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from gameviz.core.errors import InputError
from gameviz.export.html import PageTooLarge, size_text, write_page
from gameviz.model import ApplicationModel
from gameviz.ui.arena_tab import ArenaTab
from gameviz.ui.i18n import error_text, resolve, tr_games
from gameviz.ui.tree_tab import TreeTab


def web_page(model: ApplicationModel, arena_tab: ArenaTab, tree_tab: TreeTab) -> str | None:
    """The page of the view on screen (``model.current``), or None if it shows nothing yet.

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

    language = resolve(model.preferences.language)
    translate = QCoreApplication.translate
    notation = model.preferences.names()
    if model.current == "tree":
        view, figure = model.document.tree, tree_tab.figure
        if figure is None or view.timeline is None or view.source is None:
            return None
        return tree_page(figure.display, figure.layout, view.timeline, name=figure.name,
                         title=tr_games(view.source.title), translate=translate, lang=language, boards=figure.boards)
    document = model.document.arena.document
    if document is None:
        return None
    if model.current == "board":
        session = model.document.board.session
        return board_page(document.arena, document.solution, notation=notation, translate=translate,
                          lang=language, title=document.title, game=session.game if session is not None else None)
    if arena_tab.figure is None or arena_tab.timeline is None:
        return None
    return arena_page(document.arena, document.solution, arena_tab.figure.layout, players=arena_tab.timeline.players,
                      notation=notation, translate=translate, lang=language, boards=arena_tab.figure.boards,
                      title=document.title)


def too_large(kind: str, error: PageTooLarge) -> str:
    """What the window says of a page refused: the way to a smaller one through its menus and boxes
    (``kind``: the view on screen, ``arena``, ``board`` or ``tree``)."""
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


def export_web_page(model: ApplicationModel, arena_tab: ArenaTab, tree_tab: TreeTab, parent: QMainWindow) -> None:
    """Ask where, then write the page of the view on screen; a page too large is explained in a dialog."""
    name = "".join(c if c.isalnum() or c in "-_" else "_" for c in parent.windowTitle().split(" — ")[0])[:40]
    path, _ = QFileDialog.getSaveFileName(parent, QCoreApplication.translate("WebExport", "Export Web Page"),
                                          str(Path.home() / f"{name or 'page'}.html"),
                                          QCoreApplication.translate("WebExport", "Web page (*.html)"))
    if not path:
        return
    try:
        text = web_page(model, arena_tab, tree_tab)
        if text is None:
            raise InputError(QCoreApplication.translate("WebExport",
                                                        "open an arena, a game or a search tree first"))
        write_page(text, path)
    except PageTooLarge as error:
        message = too_large(model.current, error)
    except InputError as error:
        message = error_text(error)
    else:
        model.say(QCoreApplication.translate("WebExport", "Wrote the web page {0}").format(path), 8000)
        return
    QMessageBox.warning(parent, QCoreApplication.translate("WebExport", "Cannot export"), message)
