"""Help: a short guide to a first attractor, the keyboard shortcuts, and About."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from gameviz import __version__

if TYPE_CHECKING:
    from gameviz.ui.actions import Actions


def _show_html(parent: QWidget, title: str, body: str, size: tuple[int, int] = (620, 560)) -> None:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    browser = QTextBrowser(dialog)
    browser.setOpenExternalLinks(True)
    browser.setHtml(body)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.resize(*size)
    dialog.exec()


def guide_html() -> str:
    steps = [
        QCoreApplication.translate(
            "help", "gameviz opens on the stick game of the course: 10 sticks, each player takes 1, 2 or 3, "
                    "and whoever takes the last stick loses. The vertex (k, i) is the position where player i "
                    "must play with k sticks left; circles are J1's positions, squares J2's."),
        QCoreApplication.translate(
            "help", "The double outlines are the winning positions: (0,1) for J1 (J2 has just taken the last "
                    "stick) and (0,2) for J2. They form 𝒜¹₀ = V₁, the first set of J1's attractor."),
        QCoreApplication.translate(
            "help", "Press → (or the ▶▶ button) to build 𝒜¹₁, 𝒜¹₂, …: a vertex of J1 enters as soon as one of its "
                    "moves leads into the previous set; a vertex of J2 enters when all its moves do. The new "
                    "vertices are shown in a stronger colour with their rank, and the Step panel says why each "
                    "one enters."),
        QCoreApplication.translate(
            "help", "The bold edges are the moves that explain the new vertices of J1: together they form J1's "
                    "winning strategy, a move to a vertex of smaller rank."),
        QCoreApplication.translate(
            "help", "After the last set, the Result shows both attractors, the draws in grey, both strategies in "
                    "bold, and who wins from the start: here J1, by taking 1 stick to leave 9."),
        QCoreApplication.translate(
            "help", "Click any vertex to see its owner, its rank, its outcome and its moves in the Vertex panel."),
        QCoreApplication.translate(
            "help", "Try the exercise mode (Steps menu): click the vertices you think enter the next set, then "
                    "Check. Try other games with File → New from Game, or draw your own arena in edit mode."),
    ]
    items = "".join(f"<li><p>{html.escape(s)}</p></li>" for s in steps)
    title = html.escape(QCoreApplication.translate("help", "Your first attractor"))
    return f"<h2>{title}</h2><ol>{items}</ol>"


def show_guide(parent: QWidget) -> None:
    _show_html(parent, QCoreApplication.translate("help", "Your First Attractor"), guide_html())


def show_shortcuts(parent: QWidget, actions: Actions) -> None:
    rows = []
    every = [a for a in vars(actions).values() if isinstance(a, QAction)]  # in the order of the menus
    for action in every:
        keys = ", ".join(s.toString(s.SequenceFormat.NativeText) for s in action.shortcuts())
        if keys:
            rows.append(f"<tr><td>{html.escape(action.text().replace('&', ''))}</td>"
                        f"<td><b>{html.escape(keys)}</b></td></tr>")
    mouse = [
        (QCoreApplication.translate("help", "Zoom"), QCoreApplication.translate("help", "mouse wheel")),
        (QCoreApplication.translate("help", "Move the picture"), QCoreApplication.translate("help", "drag the background")),
        (QCoreApplication.translate(
            "help", "Add a move (edit mode)"), QCoreApplication.translate("help", "drag from a vertex to another")),
        (QCoreApplication.translate("help", "Edit a vertex or a move"), QCoreApplication.translate("help", "right-click it")),
    ]
    rows += [f"<tr><td>{html.escape(a)}</td><td><b>{html.escape(b)}</b></td></tr>" for a, b in mouse]
    title = html.escape(QCoreApplication.translate("help", "Keyboard and mouse"))
    body = f"<h2>{title}</h2><table cellpadding='4'>{''.join(rows)}</table>"
    _show_html(parent, QCoreApplication.translate("help", "Keyboard Shortcuts"), body, (520, 620))


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("help", "About gameviz"),
        f"<h3>gameviz {__version__}</h3><p>"
        + html.escape(QCoreApplication.translate(
            "help", "Two-player games of perfect information, step by step: arenas, attractors "
                         "and winning strategies, minimax and alpha-beta."))
        + "</p><p>" + html.escape(QCoreApplication.translate("help", "Free software under the MIT licence.")) + "</p>",
    )
