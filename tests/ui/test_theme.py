"""The whole window follows the theme, and every text reads at a contrast of 4.5:1 or more (WCAG AA)."""

from __future__ import annotations

import pytest

from gameviz.figure.style import PALETTES
from tests.pictures import text_lines_contrast
from tests.ui.conftest import wait_ready


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_every_line_of_text_has_a_contrast_of_at_least_4_5(theme, qtbot, window):
    window.set_theme(theme)
    window.open_source("sticks", remember=False)
    qtbot.waitUntil(lambda: window.load_job is None, timeout=10_000)
    wait_ready(qtbot, window)
    for _ in range(3):  # 𝒜¹₃: the equation, the reason, the legend in J1's colour
        window.stepper.next()
    window.select((5, 2))  # the Vertex panel: rank, outcome in colour, strategy
    qtbot.wait(50)
    widgets = {
        "step panel": window.step_panel.viewport(),
        "vertex panel": window.inspector.viewport(),
        "status bar": window.statusBar(),
        "menu bar": window.menuBar(),
        "stepper": window.stepper.position,
        "speed": window.stepper.speed_label,
    }
    checked = 0
    for name, widget in widgets.items():
        image = widget.grab().toImage()
        if name == "status bar":  # the size grip's dots in the corner are not text
            image = image.copy(0, 0, image.width() - 24, image.height())
        lines = text_lines_contrast(image)
        assert lines, f"no text found in the {name}"
        for top, _, ratio in lines:
            assert ratio >= 4.5, f"{theme} theme, {name}: the line at y={top} has a contrast of {ratio:.1f}:1"
        checked += len(lines)
    assert checked >= 10


def test_the_dark_theme_darkens_the_whole_window(qtbot, window):
    window.set_theme("dark")
    qtbot.wait(20)
    for widget in (window.step_panel.viewport(), window.inspector.viewport(), window.menuBar(), window.stepper):
        qtbot.wait(1)
        image = widget.grab().toImage()
        assert image.pixelColor(image.width() - 3, image.height() - 3).lightness() < 80, widget
    window.set_theme("light")
    qtbot.wait(20)
    image = window.step_panel.viewport().grab().toImage()
    assert image.pixelColor(image.width() - 3, image.height() - 3).lightness() > 240


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_every_value_in_a_tree_node_reads_on_its_fill_at_every_event(theme, qtbot, window):
    """The current node is drawn in the highlight colour (yellow in the dark theme): its value is
    written in an ink that reads on it, at every event of the Russell–Norvig search."""
    from gameviz.figure.ink import contrast_ratio
    from gameviz.figure.tree_figure import TreeFigure

    window.tabs.setCurrentWidget(window.tree_tab)
    window.tree_tab.set_exercise("[[3,12,8],[2,4,6],[14,5,2]]")
    tab = window.tree_tab
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None and tab.figure is not None, timeout=20_000)
    shown = tab.figure
    figure = TreeFigure(shown.display, shown.layout, PALETTES[theme], shapes=shown.shapes, name=shown.name)
    pairs = 0
    for index in range(len(tab.timeline)):
        nodes, _ = figure.styles(tab.timeline, index)
        for path, style in nodes.items():
            if style.fill and style.value:
                pairs += 1
                ratio = contrast_ratio(style.text, style.fill)
                assert ratio >= 4.5, f"{theme}: event {index}, node {path}: {ratio:.1f}:1"
    assert pairs > len(tab.timeline)


def test_after_a_theme_switch_the_board_and_tree_tabs_read_at_4_5(qtbot, window):
    """Labels styled for presentation mode keep reading when the theme changes while running."""
    window.open_source("connect4", remember=False)
    qtbot.waitUntil(lambda: window.load_job is None and window.board_tab.session is not None, timeout=30_000)
    window.tabs.setCurrentWidget(window.board_tab)
    window.window_actions.heuristic_board.setChecked(True)
    for theme in ("dark", "light", "dark"):
        window.set_theme(theme)
        qtbot.wait(20)
        for name, widget in (("status", window.board_tab.status), ("formula", window.board_tab.formula)):
            lines = text_lines_contrast(widget.grab().toImage())
            assert lines, f"no text in the board's {name}"
            for top, _, ratio in lines:
                assert ratio >= 4.5, f"{theme}, board {name}: the line at y={top} has {ratio:.1f}:1"
    window.tabs.setCurrentWidget(window.tree_tab)
    qtbot.waitUntil(lambda: not window.tree_tab.busy and window.tree_tab.timeline is not None, timeout=30_000)
    lines = text_lines_contrast(window.tree_tab.title.grab().toImage())
    assert lines and min(ratio for _, _, ratio in lines) >= 4.5


def test_the_undo_and_redo_icons_take_the_colour_of_the_theme_switched_to(qtbot, window):
    """Dark, then light: the one-colour icons of the toolbar are dark again on the light toolbar (they
    stayed drawn in the dark theme's near-white, invisible)."""
    from PySide6.QtGui import QIcon

    def ink(action) -> int:
        image = action.icon().pixmap(16, 16, QIcon.Mode.Normal).toImage()
        colours = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
        opaque = [c for c in colours if c.alpha() > 128]
        assert opaque
        return round(sum(c.lightness() for c in opaque) / len(opaque))

    actions = (window.window_actions.undo, window.window_actions.redo)
    window.set_theme("dark")
    assert all(ink(a) > 200 for a in actions)  # light ink on the dark toolbar
    window.set_theme("light")
    assert all(ink(a) < 80 for a in actions)  # dark ink on the light one


def test_an_unchecked_box_is_outlined_at_3_to_1_on_the_dark_theme(qtbot, window):
    """The box of an unchecked check box (the tree's Memoization) stands out from the dark window at a
    contrast of 3:1 or more (WCAG's non-text contrast); the style's own outline gave 1.3:1."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    from tests.pictures import contrast

    window.set_theme("dark")
    window.tabs.setCurrentWidget(window.tree_tab)
    box = window.tree_tab.toolbar.memo
    assert not box.isChecked() and box.isVisible()
    qtbot.waitUntil(lambda: box.palette().color(QPalette.ColorRole.Window).lightness() < 128)  # the switch reached it
    option = QStyleOptionButton()
    box.initStyleOption(option)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    image = box.grab().toImage()
    ratio = image.width() / box.width()  # device pixels per pixel
    background = box.palette().color(QPalette.ColorRole.Window)
    back = (background.red(), background.green(), background.blue())
    edge = [image.pixelColor(round(x * ratio), round(indicator.top() * ratio))
            for x in range(indicator.left(), indicator.right())]
    edge += [image.pixelColor(round(indicator.left() * ratio), round(y * ratio))
             for y in range(indicator.top(), indicator.bottom())]
    best = max(contrast((c.red(), c.green(), c.blue()), back) for c in edge)
    assert best >= 3.0
