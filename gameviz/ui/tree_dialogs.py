"""The search-tree tab's dialogs: typing a tree, the settings of random exercises, comparing searches."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.errors import InputError
from gameviz.core.numerals import Count, grouped
from gameviz.core.search.stats import TreeCounts
from gameviz.core.search.trace import SearchResult
from gameviz.core.search.tree import VectorTree, format_value
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.figure.tree_figure import TreeFigure
from gameviz.io.exercise_tree import parse_labelled, parse_nested
from gameviz.ui.figure_view import FigureView
from gameviz.ui.i18n import error_text
from gameviz.ui.theme import message_color

#: Largest random exercise: every node must fit on screen.
MOST_LEAVES = 256


def random_exercise(branching: int, depth: int, low: int, high: int, players: int, seed: int) -> str:
    """A uniform exercise tree of random values, as nested lists; with more than two players, each
    leaf shares ``high`` points among them (scores ≥ 0 adding up to it: shallow pruning applies)."""
    rng = random.Random(seed)

    def leaf() -> str:
        if players == 2:
            return str(rng.randint(low, high))
        cuts = sorted(rng.randint(0, high) for _ in range(players - 1))
        return "(" + ", ".join(str(b - a) for a, b in zip([0, *cuts], [*cuts, high], strict=True)) + ")"

    def build(level: int) -> str:
        if level == depth:
            return leaf()
        return "[" + ", ".join(build(level + 1) for _ in range(branching)) + "]"

    return build(0)


class TreeTextDialog(QDialog):
    """Type or paste a tree; mistakes are shown in place as you type."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Enter a Tree"))
        self.editor = QPlainTextEdit(self)
        self.editor.setPlainText(text or "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]")
        self.editor.textChanged.connect(self._check)
        self.root = QComboBox(self)
        self.players = -1  # of the tree typed: 0 for one value per leaf (MAX and MIN)
        self._offer_roots(0)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {message_color(self, 'error')}; font-weight: bold;")
        hint = QLabel(self.tr("Nested lists of leaf values, e.g. [[3, 12, 8], [2, 4, 6], [14, 5, 2]], or the "
                              'labelled JSON form {"label": "A", "children": [...]}. With more than two players, '
                              "each leaf has a score per player: [[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]]."), self)
        hint.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        load = self.buttons.addButton(self.tr("Load a File…"), QDialogButtonBox.ButtonRole.ActionRole)
        load.clicked.connect(self.load_file)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.editor, 1)
        form = QFormLayout()
        form.addRow(self.root)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(560, 340)
        self._check()

    def text(self) -> str:
        return self.editor.toPlainText()

    def load_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from gameviz.io.files import read_text

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load a Tree"), "",
                                              self.tr("Trees (*.json *.txt);;All files (*)"))
        if not path:
            return
        try:
            self.editor.setPlainText(read_text(path))
        except InputError as error:
            self.problem.setText(error_text(error))

    def root_max(self) -> bool:
        """Who plays at the root of a tree of values: MAX (True) or MIN."""
        return bool(self.root.currentData()) if self.players == 0 else True

    def first(self) -> int:
        """Who plays at the root of a tree of vectors (n players)."""
        return int(self.root.currentData()) if self.players > 0 else 1

    def _offer_roots(self, players: int) -> None:
        """MAX or MIN at the root of a tree of values; J1 … Jn at the root of a tree of vectors."""
        if players == self.players:
            return
        self.players = players
        self.root.clear()
        if players == 0:
            self.root.addItem(self.tr("MAX at the root"), True)
            self.root.addItem(self.tr("MIN at the root"), False)
        else:
            for player in range(1, players + 1):
                self.root.addItem(self.tr("J{0} at the root").format(player), player)

    def _check(self) -> None:
        from PySide6.QtGui import QTextCursor

        text = self.text()
        try:
            tree = parse_labelled(text) if text.lstrip().startswith("{") else parse_nested(text)
            self._offer_roots(tree.players if isinstance(tree, VectorTree) else 0)
        except InputError as error:
            self.problem.setText(error_text(error))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            if error.offset is not None:
                cursor = self.editor.textCursor()
                cursor.setPosition(min(error.offset, len(text)))
                cursor.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor)
                self.editor.blockSignals(True)
                self.editor.setTextCursor(cursor)
                self.editor.blockSignals(False)
            return
        self.problem.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)


class RandomTreeDialog(QDialog):
    """Branching, depth, value range and seed of a random exercise tree."""

    def __init__(self, branching: int, depth: int, low: int, high: int, players: int, seed: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Random Exercise"))

        def spin(value: int, low_: int, high_: int) -> QSpinBox:
            box = QSpinBox(self)
            box.setRange(low_, high_)
            box.setValue(value)
            return box

        self.branching, self.depth_box = spin(branching, 1, 6), spin(depth, 1, 6)
        self.low, self.high = spin(low, -999, 999), spin(high, -999, 999)
        self.seed = spin(seed, 0, 999_999)
        self.players = spin(players, 2, 4)
        self.players_note = QLabel(self.tr("With more than two players, each leaf shares the largest value "
                                           "among them: scores ≥ 0 adding up to it, for max^n and its shallow "
                                           "pruning."), self)
        self.players_note.setWordWrap(True)
        self.size_label = QLabel(self)
        form = QFormLayout()
        form.addRow(self.tr("Children of each node:"), self.branching)
        form.addRow(self.tr("Depth:"), self.depth_box)
        form.addRow(self.tr("Smallest value:"), self.low)
        form.addRow(self.tr("Largest value:"), self.high)
        form.addRow(self.tr("Players:"), self.players)
        form.addRow(self.players_note)
        form.addRow(self.tr("Seed:"), self.seed)
        form.addRow(self.size_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        for box in (self.branching, self.depth_box, self.low, self.high, self.players):
            box.valueChanged.connect(self._update)
        self._update()

    def shape(self) -> tuple[int, int, int, int, int]:
        """(children of each node, depth, smallest value, largest value, players)."""
        return (self.branching.value(), self.depth_box.value(), self.low.value(), self.high.value(),
                self.players.value())

    def _update(self) -> None:
        leaves = self.branching.value() ** self.depth_box.value()
        players = self.players.value()
        self.players_note.setVisible(players > 2)
        self.low.setEnabled(players == 2)
        fits = leaves <= MOST_LEAVES and self.low.value() <= self.high.value() and (players == 2 or self.high.value() >= 0)
        self.size_label.setText(self.tr("{0:,} leaves", "", leaves).format(Count(leaves)) if fits else
                          self.tr("Too big to draw, or no values between the bounds."))
        self.ok.setEnabled(fits)


#: One search of a comparison: its preset (or the caller's key, see ``labels``) and its result.
ComparedSearch = tuple[str, SearchResult]


class ComparisonDialog(QDialog):
    """Three searches of the same tree, one tab each, each drawn at its end (the nodes it visited,
    the branches it cut), with their nodes, leaves and cutoffs, and the minimal tree.

    Each tree is as wide as the dialog (a tall one scrolls), so that its text is at least as large
    as on the Search Tree tab, and larger when the dialog is maximised."""

    def __init__(self, rows: Sequence[ComparedSearch], counts: TreeCounts, parent: QWidget | None = None, *,
                 figure: TreeFigure | None = None, timelines: Sequence[SearchTimeline] = (),
                 labels: dict[str, str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Comparison"))
        names = self._search_names()
        names.update(labels or {})  # searches the caller names itself (alpha-beta at two depths)
        #: one view per search, showing its last frame on the tree on show
        self.views: list[FigureView] = []
        self.pictures = QTabWidget(self)
        self.pictures.setAccessibleName(self.tr("Searches"))
        if figure is not None:
            for (key, result), timeline in zip(rows, timelines, strict=True):
                self._add_picture(names[key], result, figure, timeline)
        table = self._table(rows, counts, names)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pictures, 1)
        layout.addWidget(table, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(buttons)
        self.pictures.setVisible(bool(self.views))
        self.table = table
        self._size_for(parent)

    def _search_names(self) -> dict[str, str]:
        """The name of each search in the table and on the tabs."""
        return {"minimax": self.tr("Minimax"), "alphabeta": self.tr("Alpha-beta, natural order"),
                "alphabeta-ordered": self.tr("Alpha-beta, ordered by the heuristic"), "maxn": self.tr("Max^n"),
                "maxn-shallow": self.tr("Max^n, shallow pruning"),
                "paranoid": self.tr("Paranoid (alpha-beta for one player)")}

    def _add_picture(self, name: str, result: SearchResult, figure: TreeFigure, timeline: SearchTimeline) -> None:
        """A tab with the tree as the search ``name`` left it, under its count of leaves."""
        page = QWidget(self.pictures)
        column = QVBoxLayout(page)
        leaves = result.stats.leaves
        title = QLabel(self.tr("{0}: {1:,} leaves evaluated", "", leaves).format(name, Count(leaves)), page)
        title.setStyleSheet("font-weight: bold;")
        view = FigureView(page)
        view.fit_width = True
        view.setMinimumSize(320, 260)
        view.setAccessibleName(self.tr("Search tree of {0}").format(name))
        view.show_figure(figure, fit=True)
        view.restyle(*figure.styles(timeline, len(timeline) - 1))
        column.addWidget(title)
        column.addWidget(view, 1)
        self.pictures.addTab(page, name)
        self.views.append(view)

    def _table(self, rows: Sequence[ComparedSearch], counts: TreeCounts, names: dict[str, str]) -> QTableWidget:
        """A row per search, and a last row for the minimal tree (or, with n players, the whole tree)."""
        table = QTableWidget(len(rows) + 1, 5, self)
        table.setHorizontalHeaderLabels([self.tr("Search"), self.tr("Value"), self.tr("Nodes"),
                                         self.tr("Leaves"), self.tr("Cutoffs")])
        lines = [[names[key], format_value(result.value), grouped(result.stats.nodes), grouped(result.stats.leaves),
                  grouped(result.stats.cutoffs)] for key, result in rows]
        minimal = counts.minimal_leaves
        last = [self.tr("Minimal tree (Knuth–Moore)"), "", "",
                grouped(minimal) if minimal is not None else self.tr("not uniform"), ""]
        if any(key == "maxn" for key, _ in rows):  # n players: the tree itself is what max^n visits
            last = [self.tr("The whole tree"), "", grouped(counts.nodes), grouped(counts.leaves), ""]
        for r, cells in enumerate([*lines, last]):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:  # numbers line up on their units
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        _fit_to_cells(table)
        table.setAccessibleName(self.tr("Searches compared"))
        table.horizontalHeader().setAccessibleName(self.tr("Column titles"))
        return table

    def _size_for(self, parent: QWidget | None) -> None:
        """Small with the table alone; with trees, as large as the window it compares for."""
        top = parent.window() if parent is not None else None
        if not self.views:
            self.resize(640, 220)
        elif top is not None:
            self.resize(top.width(), top.height())
        else:
            self.resize(1200, 800)


def _fit_to_cells(table: QTableWidget) -> None:
    """No row numbers; each column as wide as its texts (the counts a little wider, to read as columns),
    the rows of one height, and the table as large as its cells (no empty band under or beside them)."""
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    header = table.horizontalHeader()
    table.resizeColumnsToContents()
    least = table.fontMetrics().horizontalAdvance("000,000,000")
    for column in range(1, table.columnCount()):
        table.setColumnWidth(column, max(table.columnWidth(column), least))
    frame = 2 * table.frameWidth()
    table.setFixedHeight(header.sizeHint().height() + table.rowCount() * table.rowHeight(0) + frame)
    table.setFixedWidth(sum(table.columnWidth(c) for c in range(table.columnCount())) + frame)
