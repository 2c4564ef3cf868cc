"""Stamps of vertex shapes for the far-out view."""

from __future__ import annotations

from PySide6.QtGui import QColor

from gameviz.export.painting import prepare, sprite
from gameviz.figure.primitives import Ellipse, Rect, Stroke


def test_a_stamp_holds_the_shape_at_the_scale_asked_with_its_origin_where_it_says(qtbot):
    op = prepare([Ellipse(0, 0, 40, 30, "#ff0000", Stroke("#0000ff", 2.0))])[0]
    pixmap, left, top = sprite(op, 0.5, 1.0)
    # (80 × 60 points, with 2 points on each side for the pen and a margin) at half size,
    # and one pixel more for rounding
    assert (pixmap.width(), pixmap.height()) == (43, 33)
    assert (left, top) == (-21, -16)
    image = pixmap.toImage()
    assert QColor(image.pixel(-left, -top)).name() == "#ff0000"  # the centre of the ellipse
    assert image.pixelColor(0, 0).alpha() == 0  # outside the ellipse: transparent
    outline = QColor(image.pixel(-left - 20, -top))  # 20 pixels left of the centre
    assert outline.blue() > outline.red()


def test_a_stamp_for_a_sharper_screen_has_more_pixels_and_the_same_size(qtbot):
    op = prepare([Rect(-20, -10, 40, 20, "#00ff00", Stroke("#000000", 1.0), 3.0)])[0]
    plain, left, top = sprite(op, 0.5, 1.0)
    sharp, left2, top2 = sprite(op, 0.5, 2.0)
    assert (sharp.width(), sharp.height()) == (2 * plain.width(), 2 * plain.height())
    assert sharp.devicePixelRatio() == 2.0 and (left2, top2) == (left, top)
