"""gameviz install-desktop: files a Linux desktop accepts, starting this very interpreter."""

from __future__ import annotations

import subprocess
import sys

from gameviz.cli import main
from gameviz.resources import resource
from tests.tools import require_tool


def validate_desktop_file() -> str:
    """The path of desktop-file-validate (the test skips without it)."""
    return require_tool("desktop-file-validate", "desktop-file-utils")


def test_the_shipped_desktop_entry_and_appstream_description_validate():
    entry = subprocess.run([validate_desktop_file(), str(resource("desktop", "gameviz.desktop"))],
                           capture_output=True, text=True)
    assert entry.returncode == 0 and "error" not in entry.stdout, entry.stdout
    metainfo = subprocess.run([require_tool("appstreamcli", "appstream"), "validate", "--no-net",
                               str(resource("desktop", "io.gameviz.gameviz.metainfo.xml"))],
                              capture_output=True, text=True)
    assert metainfo.returncode == 0, metainfo.stdout + metainfo.stderr


def test_install_desktop_writes_its_files_and_uninstall_removes_them(tmp_path, capsys, qapp):
    from PySide6.QtGui import QImage

    assert main(["install-desktop", "--prefix", str(tmp_path)]) == 0
    written = capsys.readouterr().out.split()
    entry = tmp_path / "applications" / "gameviz.desktop"
    assert str(entry) in written and len(written) == 9
    assert f"Exec={sys.executable} -m gameviz %f" in entry.read_text()
    icon = QImage(str(tmp_path / "icons" / "hicolor" / "128x128" / "apps" / "gameviz.png"))
    assert (icon.width(), icon.height()) == (128, 128) and icon.pixelColor(64, 64).alpha() > 0
    mime = (tmp_path / "mime" / "packages" / "gameviz.xml").read_text()
    assert 'type="application/x-gameviz-arena"' in mime and "gameviz-arena" in mime
    assert main(["install-desktop", "--prefix", str(tmp_path), "--uninstall"]) == 0
    assert not entry.exists() and len(capsys.readouterr().out.split()) == 9


def test_the_installed_desktop_entry_validates(tmp_path, capsys):
    validate = validate_desktop_file()
    assert main(["install-desktop", "--prefix", str(tmp_path)]) == 0
    entry = tmp_path / "applications" / "gameviz.desktop"
    done = subprocess.run([validate, str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and "error" not in done.stdout, done.stdout
