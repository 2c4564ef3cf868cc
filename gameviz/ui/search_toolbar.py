"""The Search Tree tab's toolbar: the search view's choices, rendered and written back.

The toolbar binds to the open document's search view (:class:`gameviz.model.TreeView`): it says the
view's choices (the search, its depth, the heuristic, memoization, fail-soft, the shapes, how far a step
goes), offers the searches that fit the view's tree, and writes the user's choice to the view, which
searches again. Its buttons (enter a tree, a random exercise, compare) are the tab's to connect.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from PySide6.QtCore import QEvent, QSignalBlocker
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QPushButton, QSpinBox, QWidget

from gameviz.figure.search_timeline import STEPPING
from gameviz.model import PRESETS, VECTOR_PRESETS, ApplicationModel, TreeView
from gameviz.ui.flow_bar import FlowBar
from gameviz.ui.tree_heuristic import HeuristicBox
from gameviz.ui.tree_stepping import algorithm_name


class SearchToolbar(FlowBar):
    """The choices of the search view on the Search Tree tab (wrapping onto a second row rather than
    hiding controls)."""

    def __init__(self, model: ApplicationModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.application_model = model
        self.enter_button = QPushButton(self)
        self.random_button = QPushButton(self)
        self.algorithm = QComboBox(self)
        for key in PRESETS:
            self.algorithm.addItem("", key)
        self.paranoid_player = QSpinBox(self)
        self.paranoid_player.setRange(1, 2)
        self.depth_box = QSpinBox(self)
        self.depth_box.setRange(0, 12)
        self.heuristic = QComboBox(self)
        self.heuristics = HeuristicBox(self.heuristic, self)  # the built-in ones, or the teacher's function
        self.memo = QCheckBox(self)
        self.soft = QCheckBox(self)
        self.shapes = QComboBox(self)
        self.shapes.addItem("▲ ▼", "triangles")
        self.shapes.addItem("○ □", "course")
        self.stepping = QComboBox(self)
        for level in STEPPING:
            self.stepping.addItem("", level)
        self.compare_button = QPushButton(self)
        self.heuristic.currentIndexChanged.connect(self._heuristic_chosen)
        for combo in (self.algorithm, self.shapes, self.stepping):
            combo.currentIndexChanged.connect(self._choose)
        for check in (self.memo, self.soft):
            check.toggled.connect(self._choose)
        self.depth_box.valueChanged.connect(self._choose)
        self.paranoid_player.valueChanged.connect(self._choose)
        self.depth_label, self.heuristic_label = QLabel(self), QLabel(self)
        tools: tuple[QWidget | None, ...] = (
            self.enter_button, self.random_button, None, self.algorithm, self.paranoid_player, self.depth_label,
            self.depth_box, self.heuristic_label, self.heuristic, self.memo, self.soft, self.shapes, self.stepping,
            self.compare_button,
        )
        placed = {}
        for widget in tools:
            if widget is None:
                self.addSeparator()
            else:
                placed[widget] = self.addWidget(widget)
        #: the paranoid player's box (shown with the paranoid search only)
        self.paranoid_action = placed[self.paranoid_player]
        self.paranoid_action.setVisible(False)
        self.retranslate()

    @property
    def tree_view(self) -> TreeView:
        """The search view whose choices the toolbar shows: the open document's."""
        return self.application_model.document.tree

    def show_choices(self) -> None:
        """Say the view's choices, offering the searches that fit its tree."""
        view = self.tree_view
        choices = view.choices
        vectors = view.vectors
        offered = cast(QStandardItemModel, self.algorithm.model())  # a QComboBox's own model
        for i, key in enumerate(PRESETS):
            offered.item(i).setEnabled((key in VECTOR_PRESETS) == vectors)
        boxes = (self.algorithm, self.paranoid_player, self.depth_box, self.memo, self.soft, self.shapes,
                 self.stepping, self.heuristic)
        blockers = [QSignalBlocker(box) for box in boxes]
        self.algorithm.setCurrentIndex(PRESETS.index(choices.preset))
        self.paranoid_player.setMaximum(view.players)
        self.paranoid_player.setValue(choices.player)
        self.depth_box.setValue(choices.depth)
        self.memo.setChecked(choices.memo)
        self.soft.setChecked(choices.soft)
        self.shapes.setCurrentIndex(max(0, self.shapes.findData(choices.shapes)))
        self.stepping.setCurrentIndex(max(0, self.stepping.findData(choices.stepping)))
        self.heuristics.show(choices.heuristic)
        del blockers
        self.heuristic.setEnabled(not vectors)  # a game scored per player is valued by its own scores
        self.paranoid_action.setVisible(choices.preset == "paranoid")

    def _choose(self) -> None:
        """The user changed a box: the view's choices."""
        self.tree_view.choices = replace(
            self.tree_view.choices, preset=self.algorithm.currentData(), depth=self.depth_box.value(),
            memo=self.memo.isChecked(), soft=self.soft.isChecked(), player=self.paranoid_player.value(),
            shapes=self.shapes.currentData(), stepping=self.stepping.currentData())

    def _heuristic_chosen(self) -> None:
        """The user chose a heuristic (a file's function asks for the file first): a game's tree is searched
        with it."""
        if not self.heuristics.settle():
            return
        view = self.tree_view
        source, heuristic = view.source, self.heuristics.heuristic()
        if source is not None and source.game is not None:
            view.update(source=source.with_heuristic(heuristic), choices=replace(view.choices, heuristic=heuristic))
        else:
            view.choices = replace(view.choices, heuristic=heuristic)

    def retranslate(self) -> None:
        self.enter_button.setText(self.tr("Enter a Tree…"))
        self.depth_box.setAccessibleName(self.tr("Depth bound"))
        self.paranoid_player.setAccessibleName(self.tr("Player of the paranoid search"))
        self.random_button.setText(self.tr("Random Exercise"))
        for i, preset in enumerate(PRESETS):
            self.algorithm.setItemText(i, algorithm_name(preset))
        self.paranoid_player.setPrefix(self.tr("for J"))
        self.paranoid_player.setToolTip(self.tr("Paranoid search: the player the others gang up on"))
        self.depth_label.setText(self.tr("Depth:"))
        self.depth_box.setSpecialValueText(self.tr("none"))
        self.heuristic_label.setText(self.tr("Heuristic:"))
        self.heuristics.retranslate()
        self.memo.setText(self.tr("Memoization"))
        self.soft.setText(self.tr("Fail-soft"))
        self.shapes.setToolTip(self.tr("Shapes of MAX and MIN nodes"))
        for i, name in enumerate((self.tr("Every event"), self.tr("Each leaf"), self.tr("Each cut"))):
            self.stepping.setItemText(i, name)
        self.stepping.setToolTip(self.tr("How far one step goes: one event of the search, up to the next "
                                         "leaf evaluated, or up to the next cut"))
        self.compare_button.setText(self.tr("Compare…"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
