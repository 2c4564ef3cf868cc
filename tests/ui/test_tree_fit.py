"""The Search Tree tab fits a tree to its view at a readable size: at 1600 × 1000, every text of the tree
(the moves, the "+N" badges, the "+k more" node, [α, β]) is drawn at least at the panels' text size,
12 pixels, measured on grabs of the view; a wide tree folds the children it cannot show, a narrow view
turns the tree left to right, and a subtree opens in place under the path from the root."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from gameviz.export.painting import font
from gameviz.figure.primitives import Text, text_width
from gameviz.figure.tree_display import More
from gameviz.layout.tree_fit import READABLE_TEXT
from gameviz.resources import resource
from tests.pictures import text_lines_contrast
from tests.ui.test_board_tab import open_game

#: Texts smaller than this (in points) are a board's pieces, not labels.
BOARD_TEXT = 8.0


def node_texts(tab) -> list[tuple[object, Text]]:
    """Every label drawn in the tree's nodes (its move, value, badge, [α, β], "+k more"), with its node."""
    figure = tab.figure
    out = []
    for key, item in tab.view.nodes.items():
        for primitive in figure.node_primitives(key, item.style):
            if isinstance(primitive, Text) and primitive.size >= BOARD_TEXT and primitive.text.strip():
                out.append((key, primitive))
    return out


def ink_height(tab, key, text: Text) -> int:
    """The height of the ink of ``text`` (drawn in node ``key``) on a grab of the view: the rows, between
    blank rows, of the strip where the text is written."""
    view, box = tab.view, tab.figure.box(key)
    width = text_width(text.text, text.size, text.bold)
    left = text.x - width / 2 if text.anchor == "middle" else text.x - width if text.anchor == "end" else text.x
    scene = QRectF(box.x + left, box.y + text.y - text.size * 0.55, width, text.size * 1.1)
    rect = view.mapFromScene(scene).boundingRect().adjusted(1, 0, -1, 0)
    image = view.viewport().grab().toImage().copy(rect)
    lines = text_lines_contrast(image)
    assert lines, f"no ink for {text.text!r} of {key}"
    return max(height for _, height, _ in lines)


def readable_ink(text: Text) -> float:
    """The height of the ink of ``text`` written at the panels' text size (12 pixels)."""
    return QFontMetricsF(font(READABLE_TEXT, text.bold)).tightBoundingRect(text.text).height()


def assert_readable(tab) -> int:
    """Every label of the tree on screen is drawn at 12 px or more, on the grab and by its size; how many."""
    zoom = tab.view.transform().m11()
    texts = node_texts(tab)
    for key, text in texts:
        assert text.size * zoom >= READABLE_TEXT - 0.01, (key, text.text, text.size * zoom)
        measured, least = ink_height(tab, key, text), readable_ink(text)
        assert measured >= least - 1, f"{text.text!r} of {key}: {measured} px of ink, {least:.1f} at 12 px"
    return len(texts)


def search_tab(qtbot, window, depth: int | None = None):
    tab = window.tree_tab
    if depth is not None:
        tab.toolbar.depth_box.setValue(depth)
    window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=120_000)
    qtbot.wait(400)  # a refit once the view has its size
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None and not tab.view.busy, timeout=120_000)
    return tab


def test_the_chess_horizon_tree_reads_at_12_px_on_a_1600_by_1000_window(qtbot, window):
    window.resize(1600, 1000)
    open_game(qtbot, window, str(resource("examples", "effet_horizon.fen")))
    tab = search_tab(qtbot, window)
    root_moves = tab.display.child_count(())
    assert root_moves == 13
    drawn = [key for key in tab.view.nodes if isinstance(key, tuple) and len(key) == 1]
    more = [key for key in tab.view.nodes if isinstance(key, More)]
    assert more == [More(())] and 3 <= len(drawn) < root_moves  # the others wait behind "+k more"
    texts = [text.text for _, text in node_texts(tab)]
    assert f"+{root_moves - len(drawn)} more" in texts and "Nxe5" in texts
    assert assert_readable(tab) >= 2 * len(drawn) + 2
    tab.view.nodeClicked.emit(More(()))  # shows the others: the view scrolls, the text stays readable
    qtbot.waitUntil(lambda: not tab.busy and len([k for k in tab.view.nodes if len(k) == 1]) == root_moves,
                    timeout=60_000)
    assert tab.view.transform().m11() * tab.figure.sizes.badge >= READABLE_TEXT - 0.01


def test_tic_tac_toe_at_depth_2_reads_at_12_px_on_a_1600_by_1000_window(qtbot, window):
    window.resize(1600, 1000)
    open_game(qtbot, window, "tictactoe")
    tab = search_tab(qtbot, window, depth=2)
    assert len(tab.view.nodes) == 10 and tab.view.nodes[(0,)].style.badge == "+8"
    assert assert_readable(tab) >= 19  # nine moves and nine badges at least, and [α, β]
    window.set_presentation(True)  # larger still: the badges and the moves at 1.6 times 12 px
    try:
        qtbot.waitUntil(lambda: not tab.busy and not tab.view.busy, timeout=60_000)
        qtbot.wait(400)
        zoom = tab.view.transform().m11()
        assert tab.figure.sizes.badge * zoom >= 1.6 * READABLE_TEXT - 0.01
        assert_readable(tab)
    finally:
        window.set_presentation(False)


def test_a_narrow_view_turns_the_tree_left_to_right_and_a_subtree_opens_in_place(qtbot, window):
    window.resize(760, 1000)
    window.open_source(str(resource("examples", "arbre_russell_norvig.json")), remember=False)
    tab = window.tree_tab
    qtbot.waitUntil(lambda: window.load_job is None and tab.timeline is not None, timeout=30_000)
    tab = search_tab(qtbot, window)
    assert tab.display.sideways and len(tab.view.nodes) == 13  # whole, the root on the left
    assert_readable(tab)
    boxes = {key: tab.figure.box(key) for key in ((), (0,), (0, 0))}
    assert boxes[()].x < boxes[(0,)].x < boxes[(0, 0)].x
    window.resize(1600, 1000)  # a wide view: top down again
    qtbot.waitUntil(lambda: not tab.display.sideways, timeout=5_000)
    window.stepper.set_index(20)  # the α-cut at C
    tab.view.nodeDoubleClicked.emit((1,))
    qtbot.waitUntil(lambda: not tab.busy and tab.display.focus == (1,), timeout=5_000)
    assert sorted(tab.view.nodes) == [(), (1,), (1, 0), (1, 1), (1, 2)]  # A, then C and its leaves
    assert tab.view.nodes[()].style.badge == "+2"  # B and D, behind the way back
    assert "α-cut at C" in window.step_panel.toPlainText()  # the same place of the search
    tab.view.nodeClicked.emit(())  # the way back
    qtbot.waitUntil(lambda: not tab.busy and tab.display.focus == () and len(tab.view.nodes) == 13, timeout=5_000)
    assert window.stepper.position.text() == "Event 21 of 39"
