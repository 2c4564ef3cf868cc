"""The weights of the chess evaluation's terms, in a small table the teacher edits (*Edit → Preferences*)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDoubleSpinBox, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from gameviz.core.translate import QT_TRANSLATE_NOOP
from gameviz.games.chess_eval import DEFAULT_WEIGHTS, Weights

#: What each weight is, for the table's first column.
WEIGHT_NAMES = {
    "pawn": QT_TRANSLATE_NOOP("ChessWeights", "Pawn (material)"),
    "knight": QT_TRANSLATE_NOOP("ChessWeights", "Knight (material)"),
    "bishop": QT_TRANSLATE_NOOP("ChessWeights", "Bishop (material)"),
    "rook": QT_TRANSLATE_NOOP("ChessWeights", "Rook (material)"),
    "queen": QT_TRANSLATE_NOOP("ChessWeights", "Queen (material)"),
    "mobility": QT_TRANSLATE_NOOP("ChessWeights", "Mobility: each square a piece reaches"),
    "shelter": QT_TRANSLATE_NOOP("ChessWeights", "King shelter: each pawn in front of the king"),
    "doubled": QT_TRANSLATE_NOOP("ChessWeights", "Each doubled pawn"),
    "isolated": QT_TRANSLATE_NOOP("ChessWeights", "Each isolated pawn"),
    "passed": QT_TRANSLATE_NOOP("ChessWeights", "Each passed pawn"),
}


class ChessWeightsTable(QTableWidget):
    """One row per weight: what it weighs, and its value in pawns."""

    def __init__(self, weights: Weights, parent: QWidget | None = None) -> None:
        super().__init__(len(Weights.names()), 2, parent)
        self.setHorizontalHeaderLabels([self.tr("Term"), self.tr("Weight (pawns)")])
        self.verticalHeader().setVisible(False)
        self.setAccessibleName(self.tr("Chess evaluation weights"))
        self.horizontalHeader().setAccessibleName(self.tr("Column titles"))
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.boxes: dict[str, QDoubleSpinBox] = {}
        for row, name in enumerate(Weights.names()):
            item = QTableWidgetItem(QCoreApplication.translate("ChessWeights", WEIGHT_NAMES[name]))
            item.setToolTip(self.tr("The course's value: {0:g}").format(getattr(DEFAULT_WEIGHTS, name)))
            self.setItem(row, 0, item)
            box = QDoubleSpinBox(self)
            box.setRange(-100.0, 100.0)
            box.setDecimals(2)
            box.setSingleStep(0.05 if abs(getattr(DEFAULT_WEIGHTS, name)) < 1 else 0.5)
            box.setValue(getattr(weights, name))
            box.setAccessibleName(item.text())
            self.setCellWidget(row, 1, box)
            self.boxes[name] = box
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.resizeColumnToContents(1)
        self.setMinimumHeight(self.verticalHeader().length() + self.horizontalHeader().height() + 4)

    def weights(self) -> Weights:
        """The weights as the table shows them."""
        return Weights(**{name: box.value() for name, box in self.boxes.items()})

    def reset(self) -> None:
        """Back to the course's weights."""
        for name, box in self.boxes.items():
            box.setValue(getattr(DEFAULT_WEIGHTS, name))
