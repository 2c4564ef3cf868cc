"""What the window's main controls do, for assistive technology: their accessible descriptions.

A screen reader says a control's name ("Next step") and then, on request,
its description ("Shows the next step of the tab on screen"). The stepper
describes its own buttons; this module describes the rest of the window:
the figure views, the tabs, the panels and the toolbars' buttons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTabWidget, QToolBar

    from gameviz.ui.figure_view import FigureView
    from gameviz.ui.menus import WindowMenus
    from gameviz.ui.panels import Inspector, StepPanel
    from gameviz.ui.tree_tab import TreeTab


class DescribedWindow(Protocol):
    """The controls of the window that get a description."""

    view: FigureView
    tabs: QTabWidget
    tree_tab: TreeTab
    step_panel: StepPanel
    inspector: Inspector
    menus: WindowMenus


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


def describe_window(window: DescribedWindow) -> None:
    """Give the window's figure views, tabs, panels and toolbar buttons their descriptions, in the
    language of the interface."""
    window.view.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "The arena: vertices of J1 are circles, of J2 squares; the attractor of the "
        "step is coloured. Tab moves from vertex to vertex, Enter selects one and the Vertex panel tells it."))
    window.tree_tab.view.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "The search tree: each node shows its value so far; cut branches are "
        "crossed out. Tab moves from node to node, Enter selects one and the Vertex panel tells it."))
    window.tabs.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "The views of the open document: its arena, its board and its search tree."))
    window.tabs.tabBar().setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "Chooses the view on screen: Arena, Board or Search Tree."))
    window.step_panel.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "What the current step of the tab on screen does, in the course's notation."))
    window.inspector.setAccessibleDescription(QCoreApplication.translate(
        "AccessibleDescriptions", "Everything about what the tab on screen shows: the selected vertex of the "
        "arena, the position on the board, or the node of the search tree."))
    for toolbar in (window.menus.main_toolbar, window.menus.view_toolbar, window.menus.step_toolbar):
        describe_toolbar(toolbar)
