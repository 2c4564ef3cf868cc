"""Presentation mode: text that reads from the back of a classroom, measured on grabs at 1600 × 1000."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF

from gameviz.figure.style import PRESENTATION_SCALE
from tests.pictures import text_lines_contrast
from tests.ui.conftest import wait_ready

#: DejaVu Sans Bold's parentheses are 0.89 em tall: a 24 px label has parentheses of 21.4 px or more.
PARENTHESES = 0.89


def opened_at_step_3(qtbot, window, presenting: bool) -> None:
    window.resize(1600, 1000)
    window.open_source("sticks", remember=False)
    qtbot.waitUntil(lambda: window.load_job is None, timeout=10_000)
    wait_ready(qtbot, window)
    if presenting:
        window.window_actions.presentation.trigger()
        qtbot.waitUntil(lambda: window.layout_job is None, timeout=10_000)
        wait_ready(qtbot, window)
    for _ in range(3):
        window.stepper.next()
    qtbot.wait(50)


def label_ink_height(window, vertex) -> int:
    """The height of the ink of a vertex's label on a grab of the view, inside its shape (a vertex
    without a rank badge)."""
    box = window.figure.box(vertex)
    zoom = window.view.transform().m11()
    centre = window.view.mapFromScene(QPointF(box.x, box.y))
    across, down = (0.42, 0.2) if box.shape == "circle" else (0.45, 0.4)  # inside the outline
    half_w, half_h = round(box.width * zoom * across), round(box.height * zoom * down)
    image = window.view.viewport().grab().toImage().copy(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)
    (_, height, _), = text_lines_contrast(image)
    return height


def equation_ink_height(window) -> int:
    """The height of the second line of the Step panel: the step's equation, 𝒜¹₃ = 𝒜¹₂ ∪ {(5,2)}."""
    lines = text_lines_contrast(window.step_panel.viewport().grab().toImage())
    return lines[1][1]


def test_presentation_mode_makes_labels_and_the_equation_read_at_24_px(qtbot, window):
    opened_at_step_3(qtbot, window, presenting=True)
    assert window.width() == 1600 and window.view.fitted
    assert label_ink_height(window, (10, 1)) >= 24 * PARENTHESES
    assert label_ink_height(window, (9, 2)) >= 24 * PARENTHESES
    assert equation_ink_height(window) >= 24 * PARENTHESES * 1.2  # braces, indices: more than the parentheses
    # every text of the window is larger: menus, status bar, stepper
    assert window.menuBar().font().pointSizeF() >= 1.5 * 9


def test_presentation_mode_is_larger_than_the_usual_view_and_goes_back(qtbot, window):
    opened_at_step_3(qtbot, window, presenting=False)
    usual_label, usual_equation = label_ink_height(window, (10, 1)), equation_ink_height(window)
    window.window_actions.presentation.trigger()
    qtbot.waitUntil(lambda: window.layout_job is None, timeout=10_000)
    wait_ready(qtbot, window)
    qtbot.wait(50)
    assert label_ink_height(window, (10, 1)) > usual_label
    assert equation_ink_height(window) >= (PRESENTATION_SCALE - 0.2) * usual_equation
    window.window_actions.presentation.trigger()
    qtbot.waitUntil(lambda: window.layout_job is None, timeout=10_000)
    wait_ready(qtbot, window)
    qtbot.wait(50)
    assert abs(label_ink_height(window, (10, 1)) - usual_label) <= 1
    assert abs(equation_ink_height(window) - usual_equation) <= 1


def test_the_figure_is_fitted_again_when_the_window_is_resized_until_the_user_zooms(qtbot, window):
    opened_at_step_3(qtbot, window, presenting=False)
    zoom = window.view.transform().m11()
    window.resize(1000, 800)
    qtbot.waitUntil(lambda: window.view.transform().m11() < zoom * 0.9, timeout=5_000)
    scene = window.view.scene().sceneRect()
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert seen.contains(scene.adjusted(2, 2, -2, -2))  # the whole figure is in view
    window.view.zoom_in()
    zoomed = window.view.transform().m11()
    window.resize(1400, 900)
    qtbot.wait(100)
    assert window.view.transform().m11() == zoomed  # the user's zoom is kept
    assert window.view.mapToScene(QPoint(0, 0)) is not None


def test_a_step_that_adds_vertices_out_of_view_shows_the_whole_figure_again(qtbot, window):
    opened_at_step_3(qtbot, window, presenting=False)
    window.stepper.first()
    window.view.centerOn(window.view.nodes[(10, 1)])  # the start, far from the targets on the right
    for _ in range(4):
        window.view.zoom_in()
    assert not window.view.fitted
    window.stepper.next()  # 𝒜¹₁ adds (1,2), out of view
    assert window.view.fitted
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert seen.contains(window.view.nodes[(1, 2)].sceneBoundingRect().center())


def test_the_stepper_keeps_its_position_apart_from_the_speed(qtbot, window):
    """A long position ("Événement 21 sur 39") ends at least 12 px before "Vitesse :" instead of
    running into it."""
    window.resize(1600, 1000)
    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    tab.set_exercise("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]")
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=20_000)
    window.stepper.set_index(20)
    window.set_language("fr")
    try:
        stepper = window.stepper
        qtbot.waitUntil(lambda: stepper.position.text() == "Événement 21 sur 39")
        for presenting in (False, True):
            window.set_presentation(presenting)
            qtbot.wait(50)
            position, speed = stepper.position, stepper.speed_label
            text_end = position.geometry().left() + position.fontMetrics().horizontalAdvance(position.text())
            assert speed.geometry().left() - text_end >= 12
    finally:
        window.set_presentation(False)
        window.set_language("en")
