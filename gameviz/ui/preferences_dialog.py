"""Edit → Preferences: the settings that have no menu of their own."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gameviz.games.chess_eval import use_weights
from gameviz.ui.chess_weights import ChessWeightsTable
from gameviz.ui.settings import (
    BYTES_PER_DRAWN_VERTEX,
    SCORE_BUDGET_RANGE,
    SEARCH_NODES_RANGE,
    SEARCH_SECONDS_RANGE,
    VERTEX_LIMIT_RANGE,
    Settings,
)


def memory_text(vertices: int) -> str:
    """About how much memory an arena of ``vertices`` vertices takes once drawn, e.g. ``"600 MB"``."""
    megabytes = vertices * BYTES_PER_DRAWN_VERTEX / 1e6
    return f"{megabytes / 1000:.1f} GB" if megabytes >= 1000 else f"{megabytes:,.0f} MB"


class PreferencesDialog(QDialog):
    """The vertex limit of arenas (with the memory it may take), the exact solver's time per move, the
    default layout of every document (``layouts``: each engine's name in the menu), and the weights of the
    chess evaluation."""

    def __init__(self, settings: Settings, layouts: dict[str, str], default_layout: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.vertex_limit = QSpinBox(self)
        self.vertex_limit.setRange(*VERTEX_LIMIT_RANGE)
        self.vertex_limit.setSingleStep(10_000)
        self.vertex_limit.setGroupSeparatorShown(True)
        self.vertex_limit.setValue(settings.vertex_limit())
        self.vertex_limit.valueChanged.connect(self._update)
        self.memory = QLabel(self)
        self.score_budget = QSpinBox(self)
        self.score_budget.setRange(*SCORE_BUDGET_RANGE)
        self.score_budget.setSuffix(" s")
        self.score_budget.setValue(settings.score_budget())
        budget = settings.search_budget()
        self.search_nodes = QSpinBox(self)
        self.search_nodes.setRange(*SEARCH_NODES_RANGE)
        self.search_nodes.setSingleStep(1_000_000)
        self.search_nodes.setGroupSeparatorShown(True)
        self.search_nodes.setValue(budget.nodes or SEARCH_NODES_RANGE[1])
        self.search_seconds = QSpinBox(self)
        self.search_seconds.setRange(*SEARCH_SECONDS_RANGE)
        self.search_seconds.setSuffix(" s")
        self.search_seconds.setValue(int(budget.seconds or SEARCH_SECONDS_RANGE[1]))
        self.explanation = QLabel(self.tr(
            "Games with more positions open on their board and search tree only. Large arenas take "
            "long to lay out: tic-tac-toe (5,478 positions) takes about a second."), self)
        self.explanation.setWordWrap(True)
        self.layout_choice = QComboBox(self)
        for key, name in layouts.items():
            self.layout_choice.addItem(name.replace("&", ""), key)
        self.layout_choice.setCurrentIndex(max(0, self.layout_choice.findData(default_layout)))
        self.layout_note = QLabel(self.tr("View → Layout lays out the open document only; every other arena "
                                          "opens with this default."), self)
        self.layout_note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Largest arena built and drawn (vertices):"), self.vertex_limit)
        form.addRow(self.tr("Memory it may take:"), self.memory)
        form.addRow(self.tr("Time to solve each move exactly (Connect 4):"), self.score_budget)
        form.addRow(self.tr("A search stops after (nodes):"), self.search_nodes)
        form.addRow(self.tr("A search stops after (time):"), self.search_seconds)
        form.addRow(self.tr("Default layout of every arena:"), self.layout_choice)
        form.addRow("", self.layout_note)
        self.chess_weights = ChessWeightsTable(settings.chess_weights(), self)
        self.chess_reset = QPushButton(self.tr("The Course's Weights"), self)
        self.chess_reset.clicked.connect(self.chess_weights.reset)
        chess_row = QHBoxLayout()
        chess_row.addWidget(QLabel(self.tr("Chess evaluation (h = Σ weight × (White − Black)):"), self), 1)
        chess_row.addWidget(self.chess_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.explanation)
        layout.addSpacing(8)
        layout.addLayout(chess_row)
        layout.addWidget(self.chess_weights, 1)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)  # the weights' table is never squeezed
        self._update()

    def _update(self) -> None:
        self.memory.setText(self.tr("about {0}").format(memory_text(self.vertex_limit.value())))

    def default_layout(self) -> str:
        """The layout chosen as the default of every document."""
        return str(self.layout_choice.currentData())

    def accept(self) -> None:
        self.settings.set_vertex_limit(self.vertex_limit.value())
        self.settings.set_score_budget(self.score_budget.value())
        self.settings.set_search_budget(self.search_nodes.value(), self.search_seconds.value())
        self.settings.set_chess_weights(self.chess_weights.weights())
        use_weights(self.chess_weights.weights())
        super().accept()
