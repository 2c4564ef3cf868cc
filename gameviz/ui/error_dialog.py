"""The one way the application reports an error: a dialog that says where and what."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from gameviz.core.crash_log import write_crash_log
from gameviz.core.errors import as_input_error, safe_message
from gameviz.ui.i18n import tr_errors


def show_error(parent: QWidget, title: str, error: BaseException) -> None:
    """Input mistakes (and input too deep or too large) say where and what; anything else says it
    was unexpected, with the details and the log file to send with a report."""
    title = safe_message(title)  # a file name's escape sequences written as escapes, as in every message
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(f"<b>{title}</b>")
    mistake = as_input_error(error)
    if mistake is not None:
        box.setInformativeText(mistake.translated(tr_errors))  # in the interface's language
    else:
        log = write_crash_log(error, doing=title)
        text = QCoreApplication.translate("MainWindow", "Something unexpected happened: {0}").format(error)
        if log is not None:
            text += " " + QCoreApplication.translate("MainWindow", "Please report it with the log {0}.").format(log)
        box.setInformativeText(text)
        details = getattr(error, "details", "")
        if details:
            box.setDetailedText(details)
    box.exec()
