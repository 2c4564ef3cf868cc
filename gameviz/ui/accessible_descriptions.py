"""What the window's main controls do, for assistive technology: their accessible descriptions.

A screen reader says a control's name ("Next step") and then, on request,
its description ("Shows the next step of the tab on screen"). The stepper
describes its own buttons; this module describes the rest of the window:
the figure views, the tabs, the panels and the toolbars' buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTabWidget, QToolBar

from gameviz.ui.figure_view import FigureView
from gameviz.ui.panels import Inspector, StepPanel


def describe_toolbar(toolbar: QToolBar) -> None:
    """Each button of ``toolbar`` is described by its action: what it does, and its shortcut."""
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if button is None or action.isSeparator():
            continue
        what = action.statusTip() or action.toolTip() or action.text().replace("&", "")
        shortcut = action.shortcut().toString()
        text = QCoreApplication.translate("AccessibleDescriptions", "Toolbar button: {0}").format(what)
        if shortcut:
            text += " " + QCoreApplication.translate("AccessibleDescriptions", "(shortcut {0})").format(shortcut)
        button.setAccessibleDescription(text)


def describe_window(arena: FigureView, tree: FigureView, tabs: QTabWidget, step_panel: StepPanel,
                    inspector: Inspector, toolbars: list[QToolBar]) -> None:
    """Give the window's figure views (of the ``arena`` and the ``tree``), ``tabs``, panels and toolbar
    buttons their descriptions, in the language of the interface."""
    arena.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "The arena: vertices of J1 are circles, of J2 squares; the attractor of the "
        "step is coloured. Tab moves from vertex to vertex, Enter selects one and the Vertex panel tells it."))
    tree.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "The search tree: each node shows its value so far; cut branches are "
        "crossed out. Tab moves from node to node, Enter selects one and the Vertex panel tells it."))
    tabs.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "The views of the open document: its arena, its board and its search tree."))
    tabs.tabBar().setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "Chooses the view on screen: Arena, Board or Search Tree."))
    step_panel.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "What the current step of the tab on screen does, in the course's notation."))
    inspector.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "Everything about what the tab on screen shows: the selected vertex of the "
        "arena, the position on the board, or the node of the search tree."))
    for toolbar in toolbars:
        describe_toolbar(toolbar)
