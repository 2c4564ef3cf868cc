"""Draw the README's picture of the horizon effect (offscreen; no display needed): the example
``effet_horizon.fen`` on the board twice, the computer playing White with alpha-beta at depth 2
(it takes the pawn with the knight) and at depth 4 (it sees Qa5+ Ke2 Qxe5+: the queen's check forks
king and knight, then takes the knight).

Run: ``python docs/chess_horizon.py``; it writes ``chess-horizon.png`` next to this script.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

HERE = Path(__file__).resolve().parent


def main() -> None:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from gameviz.resources import resource
    from gameviz.ui.app import create_application
    from gameviz.ui.i18n import install
    from gameviz.ui.main_window import MainWindow
    from gameviz.ui.settings import Settings

    app = create_application()
    install("en")
    shots = []
    for depth in (2, 4):
        window = MainWindow(Settings())
        window.resize(1100, 820)
        window.show()
        window.open_source(str(resource("examples", "effet_horizon.fen")), remember=False)
        while window.load_job is not None or window.session is None:
            app.processEvents()
            time.sleep(0.01)
        tab = window.board_tab
        tab.toolbar.depth_box.setValue(depth)
        tab.set_computer(1)
        while tab.thinking.busy or not tab.session.moves:
            app.processEvents()
            time.sleep(0.01)
        app.processEvents()
        shots.append(tab.grab().toImage())
        window.close()
    width, height = sum(s.width() for s in shots), max(s.height() for s in shots)
    picture = QImage(width, height, QImage.Format.Format_RGB32)
    picture.fill(QColor("#ffffff"))
    painter = QPainter(picture)
    x = 0
    for shot in shots:
        painter.drawImage(x, 0, shot)
        x += shot.width()
    painter.end()
    picture.save(str(HERE / "chess-horizon.png"))
    print(HERE / "chess-horizon.png")


if __name__ == "__main__":
    main()
