"""PNG and PDF through Qt, painting the same primitives as the screen (in an application object made
offscreen when there is none: :func:`~gameviz.export.qt.ensure_gui_application`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from gameviz.export.held_signals import held_signals
from gameviz.export.painting import paint
from gameviz.export.qt import ensure_gui_application
from gameviz.figure.primitives import Picture


def _draw(painter: QPainter, picture: Picture) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.fillRect(QRectF(picture.x, picture.y, picture.width, picture.height), QColor(picture.background))
    paint(painter, picture.items)


def png_bytes(picture: Picture, scale: float = 2.0) -> bytes:
    """A PNG of ``picture``; ``scale`` pixels per point (2 is sharp on a projector)."""
    ensure_gui_application()
    width = max(1, round(picture.width * scale))
    height = max(1, round(picture.height * scale))
    if width * height > 400_000_000:
        from gameviz.core.errors import InputError
        from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "a {width}×{height} pixel image is too large: lower the scale or "
                                                      "export SVG or PDF"), width=width, height=height))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDotsPerMeterX(round(72 * scale / 0.0254))
    image.setDotsPerMeterY(round(72 * scale / 0.0254))
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        painter.translate(-picture.x, -picture.y)
        _draw(painter, picture)
    finally:
        painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs miss QIODevice
    return bytes(data.data())


def pdf_bytes(pictures: Sequence[Picture]) -> bytes:
    """A vector PDF with one page per picture, each page the size of its picture."""
    ensure_gui_application()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setCreator("gameviz")
    writer.setResolution(72)
    painter = None
    with held_signals() as between_pages:
        try:
            for picture in pictures:
                between_pages()
                size = QPageSize(QSizeF(picture.width, picture.height), QPageSize.Unit.Point, "",
                                 QPageSize.SizeMatchPolicy.ExactMatch)
                writer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
                if painter is None:
                    painter = QPainter(writer)
                else:
                    writer.newPage()
                painter.save()
                painter.translate(-picture.x, -picture.y)
                _draw(painter, picture)
                painter.restore()
        finally:  # a painter left active when the writer goes is a crash of Qt's
            if painter is not None:
                painter.end()
    buffer.close()
    return bytes(data.data())
