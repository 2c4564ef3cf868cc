"""Desktop integration on Linux: the menu entry, the icon, the file type and the AppStream description.

:func:`install` writes them to the XDG user data folder (``~/.local/share``,
or ``$XDG_DATA_HOME``, or a prefix): the desktop entry starts the very
interpreter that runs the installer (``python -m gameviz``), so it works from
a virtual environment or pipx; the icon comes as SVG and as PNG in the usual
sizes; gameviz arena files (JSON whose ``format`` is ``gameviz-arena``, or
named ``*.gvarena.json``) get their own MIME type.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.files import write_bytes_atomic, write_text_atomic
from gameviz.resources import resource

DESKTOP_ID = "gameviz.desktop"
METAINFO = "io.gameviz.gameviz.metainfo.xml"
MIME_TYPE = "application/x-gameviz-arena"
#: Sizes of the PNG icons, in pixels.
ICON_SIZES = (32, 48, 64, 128, 256)

MIME_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>gameviz arena</comment>
    <comment xml:lang="fr">arène gameviz</comment>
    <sub-class-of type="application/json"/>
    <glob pattern="*.gvarena.json" weight="60"/>
    <magic priority="60">
      <match type="string" value="gameviz-arena" offset="0:256"/>
    </magic>
  </mime-type>
</mime-info>
"""


def data_home(prefix: str | None = None) -> Path:
    """Where user data files go: ``prefix`` (when given, even empty: then refused), or ``$XDG_DATA_HOME``,
    or ``~/.local/share``.

    Raises
    ------
    InputError
        If ``prefix`` is empty, which names no folder (and is not the user's folder either).
    """
    if prefix is not None:
        if not prefix.strip():
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "--prefix is empty: give a folder, or leave --prefix out for "
                                                                  "the user's data folder")), source="install-desktop")
        return Path(prefix)
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def planned_files(home: Path) -> list[Path]:
    """Every file :func:`install` writes under ``home``."""
    icons = home / "icons" / "hicolor"
    return [
        home / "applications" / DESKTOP_ID,
        home / "metainfo" / METAINFO,
        home / "mime" / "packages" / "gameviz.xml",
        icons / "scalable" / "apps" / "gameviz.svg",
        *(icons / f"{size}x{size}" / "apps" / "gameviz.png" for size in ICON_SIZES),
    ]


def desktop_entry(python: str = sys.executable) -> str:
    """The shipped desktop entry, with ``Exec`` starting ``python -m gameviz``."""
    text = resource("desktop", DESKTOP_ID).read_text(encoding="utf-8")
    command = f'"{python}"' if any(c in python for c in ' "\\`$') else python
    return text.replace("Exec=gameviz %f", f"Exec={command} -m gameviz %f")


def install(prefix: str | None = None) -> list[Path]:
    """Write the desktop files under ``prefix`` (default: the user's data folder); return them."""
    home = data_home(prefix)
    entry, metainfo, mime, svg, *pngs = planned_files(home)
    for path in planned_files(home):
        path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(entry, desktop_entry())
    write_bytes_atomic(metainfo, resource("desktop", METAINFO).read_bytes())
    write_text_atomic(mime, MIME_XML)
    write_bytes_atomic(svg, resource("icons", "gameviz.svg").read_bytes())
    painting = _gui_application()  # kept while the icons are drawn
    for size, png in zip(ICON_SIZES, pngs, strict=True):
        write_bytes_atomic(png, _icon_png(size))
    del painting
    _refresh_caches(home)
    return planned_files(home)


def uninstall(prefix: str | None = None) -> list[Path]:
    """Remove what :func:`install` wrote; return the files removed."""
    home = data_home(prefix)
    removed = [path for path in planned_files(home) if path.exists()]
    for path in removed:
        path.unlink()
    _refresh_caches(home)
    return removed


def _gui_application() -> object:
    """The running Qt application, or one made for drawing (a command-line run shows no window)."""
    from PySide6.QtGui import QGuiApplication

    existing = QGuiApplication.instance()
    if existing is not None:
        return existing
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QGuiApplication([sys.argv[0]])


def _icon_png(size: int) -> bytes:
    """The icon drawn at ``size`` × ``size`` pixels, as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(resource("icons", "gameviz.svg"))).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs miss QIODevice
    return bytes(data.data())


def _refresh_caches(home: Path) -> None:
    """Tell the desktop about the new entry and file type, when its tools are there."""
    for command in (["update-desktop-database", str(home / "applications")],
                    ["update-mime-database", str(home / "mime")]):
        if shutil.which(command[0]) and Path(command[1]).is_dir():
            subprocess.run(command, capture_output=True, check=False)
