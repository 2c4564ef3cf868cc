"""What the Vertex panel says while the Search Tree tab is on screen: the node the tab shows.

The node is the one selected in the model's tree view (clicked on the tree or
reached with the keyboard), or else the one the current event is
about (the root before the search starts): its kind, whether the search has
reached it, its value so far or its proved value, its window [α, β] while it
is being searched, and the cut that skipped it. Nothing of the arena.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gameviz.core.search.trace import Path
from gameviz.figure.search_timeline import SearchState
from gameviz.figure.tree_figure import compact
from gameviz.report.search import value_text

if TYPE_CHECKING:
    from collections.abc import Hashable

    from gameviz.ui.tree_tab import TreeTab


def shown_node(tab: TreeTab, state: SearchState, selected: Hashable | None) -> Path:
    """The node ``selected`` (the model's tree selection) if ``tab`` draws it, else the node of the current
    event, else the root."""
    if isinstance(selected, tuple) and selected in tab.view.nodes:
        return selected
    return state.current if state.current is not None else ()


def node_facts(state: SearchState, path: Path, player: int | None = None) -> list[str]:
    """The sentences about node ``path`` in search ``state``; ``player`` chooses there (said when the
    node is neither MAX nor MIN, in a tree of more players)."""
    sentences = []
    kind = _kind_sentence(state.kinds.get(path), player)
    if kind is not None:
        sentences.append(kind)
    if state.cut_below(path) is not None:
        sentences.append(QCoreApplication.translate("NodePanel", "Cut off: the search skips it."))
    if path not in state.entered and path not in state.values:
        sentences.append(QCoreApplication.translate("NodePanel", "Not reached by the search yet."))
        return sentences
    return sentences + _search_sentences(state, path)


def _kind_sentence(kind: str | None, player: int | None) -> str | None:
    """MAX or MIN node, or who chooses at a node of a tree of more players."""
    if kind == "max":
        return QCoreApplication.translate("NodePanel", "MAX node.")
    if kind == "min":
        return QCoreApplication.translate("NodePanel", "MIN node.")
    if player is not None:
        return QCoreApplication.translate("NodePanel", "J{0} chooses here.").format(player)
    return None


def _search_sentences(state: SearchState, path: Path) -> list[str]:
    """The value of a node the search reached (proved or so far), and its window while it is searched."""
    sentences = []
    value = state.values.get(path)
    if value is not None and path in state.done:
        sentences.append(QCoreApplication.translate("NodePanel", "Value: {0}.").format(compact(value)))
    elif value is not None:
        sentences.append(QCoreApplication.translate("NodePanel", "Value so far: {0}.").format(compact(value)))
    window = state.windows.get(path)
    if path in state.stack and window is not None and window[0] is not None and window[1] is not None:
        text = QCoreApplication.translate("NodePanel", "Window [α, β] = [{0}, {1}].")
        sentences.append(text.format(value_text(window[0]), value_text(window[1])))
    return sentences


def tree_node_sentences(tab: TreeTab, step: int, selected: Hashable | None) -> tuple[str, list[str]]:
    """The title and the paragraphs of the Vertex panel for the tree tab at stepper step ``step``, the
    node ``selected`` in the model's tree view (None: the node of the current event)."""
    timeline, source = tab.timeline, tab.source
    if timeline is None or source is None:
        return QCoreApplication.translate("NodePanel", "Search tree node"), [
            QCoreApplication.translate("NodePanel", "No search yet: open a tree or a game.")]
    state = timeline.state(tab.tree_view.event_index(step))
    path = shown_node(tab, state, selected)
    player = tab.figure.player(path) if tab.figure is not None and path in tab.figure.layout.nodes else None
    return QCoreApplication.translate("NodePanel", "Node {0}").format(source.name(path)), node_facts(state, path, player)
