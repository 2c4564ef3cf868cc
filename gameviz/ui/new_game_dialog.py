"""New from game: choose a built-in game and its parameters, checked before exploring."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.errors import InputError
from gameviz.core.numerals import Count
from gameviz.games import GAMES
from gameviz.games.spec import CHOICE, INT, PATH, GameInfo, parse_spec
from gameviz.ui.i18n import tr_errors, tr_games
from gameviz.ui.theme import message_color


def _games(text: str) -> str:
    """A game's title, summary or parameter, in the interface's language."""
    return QCoreApplication.translate("games", text)


class NewGameDialog(QDialog):
    """Lists the games; the parameter form follows the chosen one."""

    def __init__(self, vertex_limit: int, parent: QWidget | None = None, game: str = "sticks") -> None:
        super().__init__(parent)
        self.vertex_limit = vertex_limit
        self.editors: dict[str, QSpinBox | QComboBox | QLineEdit] = {}
        self.games = QListWidget(self)
        for info in GAMES.values():
            item = QListWidgetItem(_games(info.title))
            item.setData(Qt.ItemDataRole.UserRole, info.name)
            self.games.addItem(item)
        self.games.setMaximumWidth(220)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.form_host = QWidget(self)
        self.form = QFormLayout(self.form_host)
        self.spec_label = QLabel(self)
        self.spec_text = QLineEdit(self)
        self.spec_text.setReadOnly(True)
        self.estimate = QLabel(self)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {message_color(self, 'error')}; font-weight: bold;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.form_host)
        right.addStretch(1)
        spec_row = QHBoxLayout()
        spec_row.addWidget(self.spec_label)
        spec_row.addWidget(self.spec_text, 1)
        right.addLayout(spec_row)
        right.addWidget(self.estimate)
        right.addWidget(self.error)
        body = QHBoxLayout()
        body.addWidget(self.games)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(self.buttons)
        self.games.currentItemChanged.connect(lambda item, _: self._show_game(item.data(Qt.ItemDataRole.UserRole)))
        names = list(GAMES)
        self.games.setCurrentRow(names.index(game) if game in names else 0)
        self.resize(720, 420)
        self.retranslate()

    @property
    def info(self) -> GameInfo:
        return GAMES[self.games.currentItem().data(Qt.ItemDataRole.UserRole)]

    def _show_game(self, name: str) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.editors.clear()
        info = GAMES[name]
        for parameter in info.parameters:
            editor: QSpinBox | QComboBox | QLineEdit
            if parameter.kind == INT:
                editor = spin = QSpinBox(self)
                spin.setRange(parameter.minimum or 0, parameter.maximum or 2**31 - 1)
                spin.setValue(parameter.default)
                spin.valueChanged.connect(self._update)
            elif parameter.kind == CHOICE:
                editor = combo = QComboBox(self)
                combo.addItems(list(parameter.choices))
                combo.setCurrentText(parameter.default)
                combo.currentTextChanged.connect(self._update)
            else:
                editor = line = QLineEdit(self)
                line.setText("" if parameter.default is None else parameter.format(parameter.default))
                line.textChanged.connect(self._update)
            editor.setToolTip(parameter.describe())
            self.editors[parameter.name] = editor
            if parameter.kind == PATH:
                row = QWidget(self)
                box = QHBoxLayout(row)
                box.setContentsMargins(0, 0, 0, 0)
                box.addWidget(editor, 1)
                browse = QPushButton(self.tr("Browse…"), row)
                browse.clicked.connect(lambda checked=False, e=editor: self._browse(e))
                box.addWidget(browse)
                self.form.addRow(_games(parameter.help), row)
            else:
                self.form.addRow(_games(parameter.help), editor)
        self.summary.setText(f"<b>{_games(info.title)}</b><br>{_games(info.summary)}")
        self._update()

    def _browse(self, editor: QLineEdit) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the File of the Arena"), "",
                                              self.tr("Arenas (*.py *.json *.dot *.gv *.graphml)"))
        if path:
            editor.setText(path)

    def _value_text(self, name: str) -> str:
        editor = self.editors[name]
        if isinstance(editor, QSpinBox):
            return str(editor.value())
        if isinstance(editor, QComboBox):
            return editor.currentText()
        return editor.text().strip()

    def spec(self) -> str:
        info = self.info
        if not info.parameters:
            return info.name
        return info.name + ":" + ",".join(f"{p.name}={self._value_text(p.name)}" for p in info.parameters)

    def problem(self) -> str | None:
        """Why the parameters cannot be used, or None (a game too large to draw still opens, on its board)."""
        try:
            info, values = parse_spec(self.spec(), GAMES)
        except InputError as error:
            return tr_errors(error.reason)
        if info.create is not None:
            return None
        refusal = info.arena_check(values)
        if refusal:
            return tr_games(refusal)
        size = info.estimate(values)
        if size is not None and size > self.vertex_limit:
            return self.tr(
                "This arena may have up to {0:,} positions, more than the {1:,} the application draws "
                "(Edit → Preferences). Choose smaller parameters."
            ).format(Count(size), Count(self.vertex_limit))
        return None

    def size_note(self) -> str:
        """How large the arena may be, and whether it will be drawn."""
        try:
            info, values = parse_spec(self.spec(), GAMES)
        except InputError:
            return ""
        size = info.estimate(values)
        text = self.tr("Size: at most {0:,} positions.").format(Count(size)) if size is not None else ""
        if info.create is not None and (info.arena_check(values) or (size is not None and size > self.vertex_limit)):
            text += " " + self.tr("If the arena has more than {0:,} positions, the game opens on its board and "
                                  "search tree only.").format(Count(self.vertex_limit))
        return text.strip()

    def _update(self) -> None:
        self.spec_text.setText(self.spec())
        problem = self.problem()
        self.error.setText(problem or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)
        self.estimate.setText(self.size_note())

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New from Game"))
        self.spec_label.setText(self.tr("Specification:"))
        self.games.setAccessibleName(self.tr("Games"))
        self.spec_text.setAccessibleName(self.tr("Specification"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
