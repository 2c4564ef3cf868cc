"""The Qt binding itself: painting must not lose references (PySide6 6.12.0 did)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView


class Item(QGraphicsItem):
    def boundingRect(self):  # noqa: N802
        return QRectF(0, 0, 10, 10)

    def paint(self, painter, option, widget=None):
        pass


def test_repainting_keeps_the_reference_count_of_none(qtbot):
    scene = QGraphicsScene()
    for _ in range(200):
        scene.addItem(Item())
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.show()
    before = sys.getrefcount(None)
    for _ in range(20):
        view.viewport().repaint()
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    # a faulty binding loses one reference per repaint and per painted item:
    # a big arena would then crash the interpreter after a few repaints
    assert sys.getrefcount(None) - before > -20
