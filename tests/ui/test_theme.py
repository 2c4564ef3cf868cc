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
    for _ in range(3):  # A¹₃: the equation, the reason, the legend in J1's colour
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
