"""*Export Picture…* on the *Board* tab writes the board as the tab draws it: the same picture as
``gameviz export SPEC --moves M --board --heuristic``, the course's weights on it."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from gameviz.cli import main
from tests.ui.test_board_tab import open_game


def test_the_board_tab_exports_the_picture_the_command_line_draws(qtbot, window, tmp_path, monkeypatch, capsys):
    open_game(qtbot, window, "connect4")
    tab = window.board_tab
    tab.set_position_text("4453")
    window.window_actions.heuristic_board.setChecked(True)
    assert window.tabs.currentWidget() is tab and window.window_actions.export.isEnabled()
    exported = tmp_path / "tab.svg"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(exported), ""))
    window.window_actions.export.trigger()
    assert main(["export", "connect4", "--moves", "4453", "--board", "--heuristic", "-o", str(tmp_path / "cli.svg")]) == 0
    capsys.readouterr()
    picture = exported.read_text(encoding="utf-8")
    assert picture == (tmp_path / "cli.svg").read_text(encoding="utf-8")
    assert "h = (7 + 5) − (5 + 10) = −3" in picture and picture.count(">13</text>") == 2
    assert window.statusBar().currentMessage() == f"Exported 1 file(s): {exported}"


def test_a_position_of_tictactoe_is_exported_as_png_from_its_board(qtbot, window, tmp_path, monkeypatch):
    open_game(qtbot, window, "tictactoe")
    window.tabs.setCurrentWidget(window.board_tab)
    window.board_tab.set_position_text("5 1 9")
    exported = tmp_path / "morpion.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(exported), ""))
    window.window_actions.export.trigger()
    png = exported.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    picture = window.board_tab.picture()
    assert int.from_bytes(png[16:20], "big") == round(picture.width * 2)  # the tab's board, 2 pixels a point
