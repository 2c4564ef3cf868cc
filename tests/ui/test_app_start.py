"""Starting the application: a clear message when Qt's X11 libraries are missing."""

from __future__ import annotations

import ctypes

from gameviz.ui import app


def test_missing_x11_libraries_are_named(monkeypatch, capsys):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    real = ctypes.CDLL

    def fake(name, *args, **kwargs):
        if name == "libxcb-cursor.so.0":
            raise OSError("not found")
        return real(name, *args, **kwargs) if name not in app.X11_LIBRARIES else None

    monkeypatch.setattr(app.ctypes, "CDLL", fake)
    assert app.missing_x11_packages() == ["libxcb-cursor0"]
    assert app.run() == 1
    assert "sudo apt install libxcb-cursor0" in capsys.readouterr().err


def test_no_check_offscreen_or_on_wayland(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert app.missing_x11_packages() == []
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    assert app.missing_x11_packages() == []


def test_no_display_points_to_the_command_line(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert app.run() == 1
    assert "no display" in capsys.readouterr().err
