"""Export the picture for slides: this step or every step, SVG, PDF, PNG or TikZ."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.errors import InputError
from gameviz.core.numerals import Count
from gameviz.core.search.tree import MultiTree, SearchTree
from gameviz.export import MAX_PNG_SIDE, export_pictures
from gameviz.export.size import MAX_DRAWN, MAX_FIGURE, drawing_refusal, figure_refusal
from gameviz.export.worksheet import export_worksheet
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, Frame
from gameviz.figure.primitives import Picture
from gameviz.figure.style import PRINT, Palette
from gameviz.figure.tree_figure import TreeFigure, TreePictures
from gameviz.figure.worksheet import blank_arena, blank_tree
from gameviz.report.attractor import frame_caption
from gameviz.ui.i18n import error_text, tr_attractor

if TYPE_CHECKING:
    from gameviz.model import ApplicationModel
    from gameviz.ui.arena_tab import ArenaTab
    from gameviz.ui.board_tab import BoardTab
    from gameviz.ui.tree_tab import TreeTab


#: What a step's caption is written from: an attractor's frame, or the index of a search's event.
Shown = TypeVar("Shown")
Shown_co = TypeVar("Shown_co", covariant=True)


class Steps(Protocol[Shown_co]):
    """The steps the dialog exports: an attractor's (:class:`AttractorTimeline`) or a search's
    (:class:`TreePictures`)."""

    def __len__(self) -> int: ...
    def step_name(self, index: int) -> str: ...
    def pictures(self, indices: Iterable[int], caption: Callable[[Shown_co], str] | None = None) -> list[Picture]: ...


class ExportDialog(QDialog, Generic[Shown]):
    """Chooses the file, the format (by suffix), the steps and the caption."""

    def __init__(self, figure: ArenaFigure | TreeFigure, timeline: Steps[Shown], index: int, title: str,
                 caption: Callable[[Shown], str], parent: QWidget | None = None, *,
                 repainted: Callable[[Palette], Steps[Shown]] | None = None,
                 searched: SearchTree | MultiTree | None = None) -> None:
        super().__init__(parent)
        self.figure, self.timeline, self.index = figure, timeline, index
        #: the tree searched, whose leaves' values a worksheet gives (its heuristic may not be the drawn tree's)
        self.searched = searched
        self.caption_of = caption
        #: the same steps drawn in another palette (the print theme), when the caller can redraw them
        self.repainted = repainted
        self.setWindowTitle(self.tr("Export Picture"))
        name = "".join(c if c.isalnum() or c in "-_" else "_" for c in title)[:40] or "arena"
        self.path = QLineEdit(str(Path.home() / f"{name}.pdf"), self)
        browse = QPushButton(self.tr("Browse…"), self)
        browse.clicked.connect(self._browse)
        row = QWidget(self)
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.path, 1)
        box.addWidget(browse)
        self.this_step = QRadioButton(self.tr("This step only"), self)
        self.all_steps = QRadioButton(self.tr("Every step (PDF: one page each; TikZ: one overlay each; "
                                              "SVG, PNG: one file each)"), self)
        self.worksheet = QRadioButton(self.tr("Worksheet: the blank exercise, then the answer key (PDF: two "
                                              "pages; TikZ: two frames; SVG, PNG: two files)"), self)
        self.this_step.setChecked(True)
        self.standalone = QCheckBox(self.tr("TikZ: one picture per step, for articles and handouts "
                                            "(instead of Beamer overlays)"), self)
        self.standalone.setEnabled(False)
        self.all_steps.toggled.connect(self.standalone.setEnabled)
        self.caption = QCheckBox(self.tr("Write the step (𝒜₂ = 𝒜₁ ∪ …) under the picture"), self)
        self.caption.setChecked(True)
        self.scale = QDoubleSpinBox(self)
        self.scale.setRange(0.5, 8.0)
        self.scale.setValue(2.0)
        self.scale.setSuffix(self.tr(" pixels per point"))
        self.colours = QComboBox(self)
        self.colours.addItem(self.tr("As on screen"), "screen")
        if repainted is not None:
            self.colours.addItem(self.tr("For print: told apart in grey"), PRINT.name)
        self._name_controls(browse)
        form = QFormLayout()
        form.addRow(self.tr("File:"), row)
        form.addRow("", self.this_step)
        form.addRow("", self.all_steps)
        form.addRow("", self.worksheet)
        form.addRow("", self.standalone)
        form.addRow("", self.caption)
        form.addRow(self.tr("PNG resolution:"), self.scale)
        form.addRow(self.tr("Colours:"), self.colours)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.export)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.resize(640, 0)

    def _name_controls(self, browse: QPushButton) -> None:
        """Names (and, where the name is not enough, descriptions) that assistive technology reads."""
        named = (
            (self.path, self.tr("File to export to"),
             self.tr("The file written; its suffix chooses the format: .pdf, .svg, .png or .tex (TikZ).")),
            (browse, self.tr("Browse for the file"), self.tr("Opens a file dialog to choose the file written.")),
            (self.this_step, self.tr("This step only"), self.tr("Exports the step on screen.")),
            (self.all_steps, self.tr("Every step"), self.all_steps.text()),
            (self.worksheet, self.tr("Worksheet"), self.worksheet.text()),
            (self.standalone, self.tr("TikZ: one picture per step"), self.standalone.text()),
            (self.caption, self.tr("Write the step under the picture"), self.caption.text()),
            (self.scale, self.tr("PNG resolution"), self.tr("Pixels per point of a PNG file: 2 doubles the size.")),
            (self.colours, self.tr("Colours"), self.tr("The screen's colours, or colours for print told apart in "
                                                       "grey.")),
        )
        for control, name, description in named:
            control.setAccessibleName(name)
            control.setAccessibleDescription(description)

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Picture"), self.path.text(),
            self.tr("PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;TikZ for LaTeX Beamer (*.tex)"))
        if path:
            self.path.setText(path)

    def indices(self) -> list[int]:
        """The steps to export: this one, or all."""
        return list(range(len(self.timeline))) if self.all_steps.isChecked() else [self.index]

    def pictures(self) -> list[Picture]:
        steps = self.timeline
        if self.colours.currentData() == PRINT.name and self.repainted is not None:
            steps = self.repainted(PRINT)
        return steps.pictures(self.indices(), self.caption_of if self.caption.isChecked() else None)

    def worksheet_pictures(self) -> tuple[Picture, Picture]:
        """The blank exercise and its answer key (the result), in the colours chosen."""
        steps = self.timeline
        if self.colours.currentData() == PRINT.name and self.repainted is not None:
            steps = self.repainted(PRINT)
        answers = steps.pictures([len(steps) - 1], self.caption_of if self.caption.isChecked() else None)[0]
        if isinstance(steps, TreePictures):
            return blank_tree(steps.figure, windows=steps.timeline.algorithm in ("alphabeta", "paranoid"),
                              tree=self.searched), answers
        return blank_arena(cast(AttractorTimeline, steps).figure), answers  # the other steps are an attractor's

    def _too_much(self) -> str:
        """Why these pictures are not drawn, in the words of this dialog (empty if they are): more
        vertices and edges than an export draws, counted on the last picture (the fullest) before the others
        are built."""
        indices = self.indices()
        each = len(self.timeline.pictures(indices[-1:])[0].groups)
        if figure_refusal(each):
            return self.tr("The picture draws {0:,} vertices and edges, more than the {1:,} an export draws: "
                           "open a smaller game or arena.").format(Count(each), Count(MAX_FIGURE))
        if drawing_refusal(each, len(indices)):
            return self.tr("{0:,} pictures of {1:,} vertices and edges would draw {2:,}, more than the {3:,} an "
                           "export draws: choose This step only, or a smaller game.").format(
                               Count(len(indices)), Count(each), Count(each * len(indices)), Count(MAX_DRAWN))
        return ""

    def _too_large(self) -> str:
        """Why a PNG of these pictures would not open, in the words of this dialog (empty if it would)."""
        if not self.path.text().lower().endswith(".png"):
            return ""
        scale = self.scale.value()
        for picture in self.pictures():
            width, height = round(picture.width * scale), round(picture.height * scale)
            if max(width, height) > MAX_PNG_SIDE:
                return self.tr("The picture would be {0:,} × {1:,} pixels, more than {2:,} on a side, which most "
                               "viewers cannot open: choose a .svg or .pdf file (no such limit), a lower PNG "
                               "resolution, This step only, or a smaller game.").format(
                                   Count(width), Count(height), Count(MAX_PNG_SIDE))
        return ""

    def export(self) -> None:
        problem = self._too_much() or self._too_large()
        if problem:
            QMessageBox.warning(self, self.tr("Cannot export"), problem)
            return
        try:
            if self.worksheet.isChecked():
                written = export_worksheet(*self.worksheet_pictures(), self.path.text(), scale=self.scale.value())
            else:
                written = export_pictures(self.pictures(), self.path.text(), scale=self.scale.value(),
                                          names=[self.timeline.step_name(i) for i in self.indices()],
                                          standalone=self.standalone.isChecked())
        except InputError as error:
            QMessageBox.warning(self, self.tr("Cannot export"), error_text(error))
            return
        parent = self.parent()
        if parent is not None and hasattr(parent, "statusBar"):
            parent.statusBar().showMessage(
                self.tr("Exported {0} file(s): {1}").format(len(written), ", ".join(str(p) for p in written[:3])), 8000)
        self.accept()


def export_board(model: ApplicationModel, board: BoardTab, parent: QWidget) -> None:
    """*Export Picture* on the *Board* tab: the board as the tab draws it, with its notes, the formula of h and
    the scores' legend, to the file chosen (its suffix chooses the format)."""
    picture = board.picture()
    if picture is None:
        return
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("ExportDialog", "Export Picture"), str(Path.home() / "board.pdf"),
        QCoreApplication.translate("ExportDialog", "PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;TikZ for LaTeX Beamer (*.tex)"))
    if not path:
        return
    try:
        written = export_pictures([picture], path)
    except InputError as error:
        QMessageBox.warning(parent, QCoreApplication.translate("ExportDialog", "Cannot export"), error_text(error))
        return
    model.say(QCoreApplication.translate("ExportDialog", "Exported {0} file(s): {1}").format(len(written), written[0]),
              8000)


def export_tree(tree: TreeTab, parent: QWidget) -> None:
    """Open the export dialog on the search tree tab's search, at its step."""
    view = tree.tree_view
    timeline, figure = view.timeline, tree.figure
    if timeline is None or figure is None:
        return

    def tree_in(palette: Palette) -> TreePictures:
        return TreePictures(TreeFigure(figure.display, figure.layout, palette, shapes=figure.shapes,
                                       boards=figure.boards, name=figure.name, sizes=figure.sizes,
                                       translate=figure.translate), timeline)

    searched = view.source.searched_tree(tree.vertex_limit, lambda done: True, view.choices.win) \
        if view.source is not None else None  # made by the search, kept: no new exploration
    ExportDialog(figure, TreePictures(figure, timeline), view.event_index(), "tree", tree.step_sentence, parent,
                 repainted=tree_in, searched=searched).exec()


def export_arena(model: ApplicationModel, arena: ArenaTab, parent: QWidget) -> None:
    """Open the export dialog on the arena tab's picture, at the arena view's step."""
    document, steps, figure = model.document.arena.document, arena.timeline, arena.figure
    if steps is None or document is None or figure is None:
        return
    notation = model.preferences.names()

    def caption(frame: Frame) -> str:
        return frame_caption(document.arena, document.solution, frame.steps, frame.result, notation, tr_attractor)

    def arena_in(palette: Palette) -> AttractorTimeline:
        shown = steps.figure
        repainted = ArenaFigure(document.arena, shown.layout, palette, boards=shown.boards, sizes=shown.sizes)
        return AttractorTimeline(repainted, document.solution, steps.players, steps.start_caption)

    ExportDialog(figure, steps, model.document.arena.step, document.title, caption, parent,
                 repainted=arena_in).exec()
