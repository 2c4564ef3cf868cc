"""The one way the application reports an error: a dialog that says where and what."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from gameviz.core.errors import InputError


def show_error(parent: QWidget, title: str, error: BaseException) -> None:
    """Input mistakes say where and what; anything else says it was unexpected, with the details."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(f"<b>{title}</b>")
    if isinstance(error, InputError):
        box.setInformativeText(str(error))
    else:
        text = QCoreApplication.translate("MainWindow", "Something unexpected happened: {0}")
        box.setInformativeText(text.format(error))
        details = getattr(error, "details", "")
        if details:
            box.setDetailedText(details)
    box.exec()
