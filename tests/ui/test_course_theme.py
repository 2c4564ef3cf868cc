"""View → Theme → The Course's Colours: the window, the board and exports use the course's palette."""

from __future__ import annotations

from gameviz.figure.style import COURSE
from gameviz.ui.settings import Settings


def test_the_course_s_colours_are_chosen_in_view_and_kept(qtbot, window):
    window.window_actions.themes["course"].trigger()
    assert window.figure_palette is COURSE and window.board_tab.board.board_palette is COURSE
    assert window.window_actions.themes["course"].isChecked()
    assert Settings().theme() == "course"
    assert window.window_actions.themes["course"].text() == "The Course's Colours"
    window.window_actions.themes["light"].trigger()
    assert window.figure_palette.name == "light"
