"""The whole window in the theme of the pictures: light, or dark for a dim room.

The figure's :class:`~gameviz.figure.style.Palette` gives the window its
colours too (menus, panels, dialogs), so that a dark theme is dark
everywhere and every text keeps a contrast of at least 4.5:1 (WCAG AA)
with what is behind it. Widgets that write their own colours (errors in red,
a correct answer in green) ask :func:`message_color`, which follows the
window's palette.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

from gameviz.figure.style import Palette

#: Colours of messages on a light and on a dark background (each ≥ 4.5:1 against it): an error or
#: a wrong answer, a right answer, something missing.
MESSAGE = {
    "error": {"light": "#c62828", "dark": "#ff8a80"},
    "success": {"light": "#2e7d32", "dark": "#81c784"},
    "missing": {"light": "#8a5a00", "dark": "#f0c419"},
}


def apply_theme(palette: Palette) -> None:
    """Give the whole application the colours of ``palette``."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if QColor(palette.background).lightness() > 128:  # light and the course's: the system's colours
        app.setPalette(app.style().standardPalette())
        return
    app.setPalette(window_palette(palette))


def window_palette(palette: Palette) -> QPalette:
    """A Qt palette of a dark picture palette: its background for windows, its text for text."""
    window = QColor(palette.background)
    base = QColor(palette.vertex_fill)
    text = QColor(palette.text)
    muted = QColor(palette.muted_text)
    accent = QColor(palette.player(1).line)
    result = QPalette()
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: window.lighter(115),
        QPalette.ColorRole.ToolTipBase: base,
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: muted,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: base.lighter(120),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor("#ffffff"),
        QPalette.ColorRole.Light: base.lighter(160),
        QPalette.ColorRole.Midlight: base.lighter(135),
        QPalette.ColorRole.Mid: base.lighter(110),
        QPalette.ColorRole.Dark: window.darker(130),
        QPalette.ColorRole.Shadow: QColor("#000000"),
        QPalette.ColorRole.Highlight: QColor(palette.player(1).fill),
        QPalette.ColorRole.HighlightedText: QColor("#ffffff"),
        QPalette.ColorRole.Link: accent,
        QPalette.ColorRole.LinkVisited: accent,
    }
    for role, color in roles.items():
        result.setColor(role, color)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        result.setColor(QPalette.ColorGroup.Disabled, role, muted.darker(140))
    return result


def is_dark(widget: QWidget) -> bool:
    """Whether ``widget`` is drawn on a dark background."""
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


def message_color(widget: QWidget, kind: str) -> str:
    """The colour of a message of ``kind`` (error, success, missing), readable on ``widget``."""
    return MESSAGE[kind]["dark" if is_dark(widget) else "light"]


def line_icon(widget: QWidget, pixmap: QStyle.StandardPixmap) -> QIcon:
    """A one-colour standard icon (arrows, media buttons) drawn in ``widget``'s text colour, so that
    it stands out on a dark background as on a light one."""
    icon = widget.style().standardIcon(pixmap)
    # the application's palette, which a theme switch sets at once, unless the widget has one of its own:
    # the widget's copy of it follows only when the change event is delivered, after a switch has asked
    palette = widget.palette() if widget.testAttribute(Qt.WidgetAttribute.WA_SetPalette) else \
        QApplication.palette(widget)
    if palette.color(QPalette.ColorRole.Window).lightness() >= 128:
        return icon
    color = palette.color(QPalette.ColorRole.WindowText)
    tinted = QIcon()
    for size in (16, 24, 32, 48):
        image = icon.pixmap(size, size)
        if image.isNull():
            continue
        result = QPixmap(image.size())
        result.setDevicePixelRatio(image.devicePixelRatio())
        result.fill(QColor(0, 0, 0, 0))
        painter = QPainter(result)
        painter.drawPixmap(0, 0, image)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(result.rect(), color)
        painter.end()
        tinted.addPixmap(result)
    return tinted


class OutlinedIndicators(QProxyStyle):
    """The application's style, with the boxes of check boxes and radio buttons outlined in the muted
    text's colour on a dark window: the style's own outline, a shade of the window, all but vanishes
    there (1.3:1), and an unchecked box is not seen on a projector."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,  # noqa: N802
                      widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        radio = element == QStyle.PrimitiveElement.PE_IndicatorRadioButton
        if not (radio or element == QStyle.PrimitiveElement.PE_IndicatorCheckBox):
            return
        palette = option.palette
        if palette.color(QPalette.ColorRole.Window).lightness() >= 128:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, radio)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = option.rect.adjusted(0, 0, -1, -1)
        if radio:
            painter.drawEllipse(rect)
        else:
            painter.drawRect(rect)
        painter.restore()


def outline_indicators(app: QApplication) -> None:
    """Give ``app`` the style of :class:`OutlinedIndicators` (once)."""
    if not isinstance(app.style(), OutlinedIndicators):
        app.setStyle(OutlinedIndicators())
