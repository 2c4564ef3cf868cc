"""The search-tree tab: open a tree, search it off the GUI thread, step through the trace.

A tree comes from an exercise (typed, from a file, or random) or from a
position of a built-in game. The search runs in a worker; only the events of
the nodes on screen are kept, so even the whole tic-tac-toe tree (549,946
nodes) can be searched, then explored by expanding nodes ("+N" badges).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import cast

from PySide6.QtCore import QEvent, QPointF, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.errors import InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT, AnyGame
from gameviz.core.search.budget import BudgetExhausted, SearchBudget, collect_within
from gameviz.core.search.options import Algorithm, SearchOptions, has_vectors, searched_tree, start_search
from gameviz.core.search.stats import TreeCounts
from gameviz.core.search.trace import Event, Iteration, Path, SearchResult
from gameviz.core.search.tree import MultiTree, PositionTree, SearchTree, game_tree, node_name
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.figure.style import SIZES, Palette, Sizes
from gameviz.figure.tree_display import FIRST_WIDTH, GAME_FIRST_WIDTH
from gameviz.figure.tree_figure import DisplayTree, TreeFigure, tree_node_sizes
from gameviz.games.full_search import full_search_refusal
from gameviz.io.exercise_tree import AnyExercise, parse_labelled, parse_nested, tree_to_nested
from gameviz.layout.tree import tree_layout
from gameviz.report.search import value_text
from gameviz.ui.figure_view import FigureView
from gameviz.ui.flow_bar import FlowBar
from gameviz.ui.i18n import tr_games, tr_search
from gameviz.ui.tree_dialogs import ComparisonDialog, RandomTreeDialog, TreeTextDialog, random_exercise
from gameviz.ui.tree_heuristic import HeuristicBox
from gameviz.ui.tree_source import Comparison, TreeSource, compare_searches, compares_depths, first_depth
from gameviz.ui.tree_stepping import STEPPING, SteppedTree, algorithm_name
from gameviz.ui.workers import Job, LatestJob

#: The searches the toolbar offers; each is a :class:`SearchOptions` with the tab's settings.
PRESETS = ("minimax", "negamax", "alphabeta", "alphabeta-ordered", "deepening", "maxn", "maxn-shallow", "paranoid")
#: The presets for trees with a score per player (n players).
VECTOR_PRESETS = ("maxn", "maxn-shallow", "paranoid")



class TreeTab(SteppedTree):
    """The tree, the search's options, and the current step's picture."""

    positionSelected = Signal(object)  # noqa: N815  a game state, for the arena view
    playRequested = Signal(object, object, object)  # noqa: N815  (game, root position, moves from the root)
    busyChanged = Signal(bool)  # noqa: N815

    def __init__(self, palette: Palette, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figure_palette = palette
        self.figure_sizes: Sizes = SIZES
        self.source: TreeSource | None = None
        self.display: DisplayTree | None = None
        self.figure: TreeFigure | None = None
        self.timeline: SearchTimeline | None = None
        self.result: SearchResult | None = None
        self.counts: TreeCounts | None = None
        self.searching = LatestJob()
        #: Largest arena the exact heuristic explores (the window sets its preference).
        self.vertex_limit = DEFAULT_VERTEX_LIMIT
        #: The nodes and seconds a search may take (the window sets its preference).
        self.search_budget = SearchBudget()
        self.comparing = LatestJob()
        self.index = 0
        #: the frame of the timeline on show (the stepper's step may span several)
        self.shown_event = 0
        self._stops: tuple[SearchTimeline | None, str, list[int]] = (None, "", [0])
        self.elapsed = 0.0
        self.seed = 1
        #: what a won game is worth: ±∞, or 1 for seed 001's convention +1 / 0 / −1 (View → Values ±1)
        self.win = math.inf
        self.random_shape = (3, 3, 0, 20, 2)  # branching, depth, lowest and highest value, players
        self.view = FigureView(self)
        self.view.nodeClicked.connect(self._node_clicked)
        self.view.edgeClicked.connect(self._edge_clicked)
        self.view.contextRequested.connect(self._context_menu)
        self.exercise_panel = None
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.enter_button = QPushButton(self)
        self.enter_button.clicked.connect(self.enter_tree)
        self.random_button = QPushButton(self)
        self.random_button.clicked.connect(self.new_random_exercise)
        self.algorithm = QComboBox(self)
        for key in PRESETS:
            self.algorithm.addItem("", key)
        self.algorithm.setCurrentIndex(2)
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
        self.stepping.currentIndexChanged.connect(self._stepping_changed)
        self.compare_button = QPushButton(self)
        self.compare_button.clicked.connect(self.compare)
        for combo in (self.algorithm, self.heuristic, self.shapes):
            combo.currentIndexChanged.connect(self._options_changed)
        for check in (self.memo, self.soft):
            check.toggled.connect(self._options_changed)
        self.depth_box.valueChanged.connect(self._options_changed)
        self.paranoid_player.valueChanged.connect(self._options_changed)
        self.depth_label, self.heuristic_label = QLabel(self), QLabel(self)
        top = FlowBar(self)  # wraps onto a second row rather than hiding controls
        tools: tuple[QWidget | None, ...] = (
            self.enter_button, self.random_button, None, self.algorithm, self.paranoid_player, self.depth_label,
            self.depth_box,
            self.heuristic_label, self.heuristic, self.memo, self.soft, self.shapes, self.stepping,
            self.compare_button,
        )
        actions = {}
        for widget in tools:
            if widget is None:
                top.addSeparator()
            else:
                actions[widget] = top.addWidget(widget)
        #: the paranoid player's box (shown with the paranoid search only)
        self.paranoid_action = actions[self.paranoid_player]
        self.paranoid_action.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addWidget(top)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        self.retranslate()

    # ------------------------------------------------------------------- trees
    def set_exercise(self, text: str, *, root_max: bool = True, first: int = 1, title: str = "") -> None:
        """Search an exercise tree written as nested lists or labelled JSON (``first`` plays at the root
        of a tree of vectors written as nested lists; ``title``: the file's name, else the tree written out).

        Raises
        ------
        InputError
            If the text is not a tree (the message gives the character or line).
        """
        tree = parse_labelled(text) if text.lstrip().startswith("{") else \
            parse_nested(text, root_max=root_max, first=first)
        self.set_source(TreeSource(tree, title or tree_to_nested(tree)))

    def set_position(self, game: AnyGame, state: Hashable, title: str) -> None:
        """Search a position of a built-in game (a large tree: a depth bound and ordering by default)."""
        self.set_source(TreeSource(game_tree(game, state), title, game, self.heuristics.heuristic(),
                                   self.seed))

    def set_win(self, win: float) -> None:
        """Value won games ±``win`` (1: seed 001's +1 / 0 / −1; ∞ by default) and search again."""
        self.win = win
        if self.source is not None:
            self.run_search()

    def set_source(self, source: TreeSource) -> None:
        self.source = source
        depth = first_depth(source) if self.depth_box.value() == 0 else None
        if depth is not None:  # a large game's tree: a depth bound, and ordering unless another search is chosen
            with QSignalBlocker(self.depth_box), QSignalBlocker(self.algorithm):
                self.depth_box.setValue(depth)
                if self.algorithm.currentData() == "alphabeta":
                    self.algorithm.setCurrentIndex(PRESETS.index("alphabeta-ordered"))
        self._fit_presets(source.tree)
        self.display = self._new_display(source)
        self._relayout()
        self.run_search()

    def _fit_presets(self, tree: SearchTree | MultiTree) -> None:
        """Offer the searches that fit the tree: max^n and paranoid for a score per player, the others
        for one value per leaf; switch to one that fits if the current one does not."""
        vectors = has_vectors(tree)
        model = cast(QStandardItemModel, self.algorithm.model())  # a QComboBox's own model
        for i, key in enumerate(PRESETS):
            model.item(i).setEnabled((key in VECTOR_PRESETS) == vectors)
        for widget in (self.algorithm, self.paranoid_player):
            widget.blockSignals(True)
        if (self.algorithm.currentData() in VECTOR_PRESETS) != vectors:
            self.algorithm.setCurrentIndex(PRESETS.index("maxn" if vectors else "alphabeta"))
        self.paranoid_player.setMaximum(getattr(tree, "players", 2))
        self.heuristic.setEnabled(not vectors)  # a game scored per player is valued by its own scores
        for widget in (self.algorithm, self.paranoid_player):
            widget.blockSignals(False)
        self._show_preset_settings()

    def _show_preset_settings(self) -> None:
        """The paranoid player's box goes with the paranoid search only."""
        self.paranoid_action.setVisible(self.algorithm.currentData() == "paranoid")

    def _new_display(self, source: TreeSource) -> DisplayTree:
        """What is drawn of ``source``'s tree as the search walks it (paranoid search: its two-player tree)."""
        first_width = GAME_FIRST_WIDTH if isinstance(source.tree, PositionTree) else FIRST_WIDTH
        return DisplayTree(searched_tree(source.tree, self.options()), self._depth(), first_width=first_width)

    def _depth(self) -> int | None:
        return self.depth_box.value() or None

    def _shown(self) -> tuple[TreeSource, DisplayTree]:
        """The tree on show and how much of it is visible (once a tree was set)."""
        if self.source is None or self.display is None:
            raise RuntimeError("no search tree is shown yet")
        return self.source, self.display

    def set_figure_style(self, palette: Palette, sizes: Sizes) -> None:
        """Draw the tree in ``palette`` (a theme) at ``sizes`` (larger in presentation mode)."""
        self.figure_palette, self.figure_sizes = palette, sizes
        if self.source is not None and self.display is not None:
            self._relayout()
            self.show_step(self.index)

    def _relayout(self) -> None:
        source, display = self._shown()
        boards = source.game is not None
        scale = self.figure_sizes.scale
        layout = tree_layout(display, tree_node_sizes(display, boards, scale), scale)
        self.figure = TreeFigure(display, layout, self.figure_palette, shapes=self.shapes.currentData(),
                                 boards=boards, name=source.name, sizes=self.figure_sizes, translate=tr_search)
        self.view.show_figure(self.figure, fit=True)
        self._show_title()

    def _options_changed(self) -> None:
        if (self.sender() is self.heuristic and not self.heuristics.settle()) or self.source is None:
            return
        if self.source.game is not None and self.sender() is self.heuristic:
            game = self.source.game
            self.source = TreeSource(self.source.tree, self.source.title, game, self.heuristics.heuristic(),
                                     self.seed)
        self._show_preset_settings()
        if self.sender() in (self.depth_box, self.heuristic, self.algorithm, self.paranoid_player):
            self.display = self._new_display(self.source)
        self._relayout()
        self.run_search()

    # ------------------------------------------------------------------ search
    def options(self, preset: str | None = None) -> SearchOptions:
        """The search the toolbar describes (or ``preset``, one of :data:`PRESETS`, with its settings)."""
        preset = preset or self.algorithm.currentData()
        depth = self._depth()
        algorithm = cast(Algorithm, {"alphabeta-ordered": "alphabeta", "deepening": "alphabeta",
                                     "maxn-shallow": "maxn"}.get(preset, preset))
        return SearchOptions(
            algorithm,
            depth=depth,
            order=preset in ("alphabeta-ordered", "deepening"),
            memo=self.memo.isChecked() and algorithm != "maxn",
            soft=self.soft.isChecked() and algorithm == "alphabeta",
            deepen=preset == "deepening" and bool(depth),
            shallow=preset == "maxn-shallow",
            player=self.paranoid_player.value() if algorithm == "paranoid" else 1,
        )

    def run_search(self) -> None:
        """Search the tree in a worker, keeping the events of the visible nodes."""
        if self.source is None:
            return
        self.cancel()
        visible = set(self._shown()[1].visible())
        options = self.options()
        source, limit, win = self.source, self.vertex_limit, self.win
        started = time.perf_counter()

        def keep(event: Event) -> bool:
            return isinstance(event, Iteration) or event.path in visible

        budget = self.search_budget
        if options.depth is None:
            hint = self.tr("{0}: give a depth, a larger budget (Edit → Preferences), or memoization")
        else:  # never a depth already given
            hint = self.tr("{0}: give a smaller depth, a larger budget (Edit → Preferences), or memoization")
        playouts = self.tr("{0}: give a smaller depth, a larger budget (Edit → Preferences), or another heuristic")

        def work(report: Callable[[int], bool]) -> tuple[Sequence[Event], SearchResult]:
            if options.depth is None and source.game is not None:  # checked here: it may explore a while
                refusal = full_search_refusal(source.game, source.tree.root, options, budget)
                if refusal:
                    raise InputError(tr_games(refusal))  # (a game's sentence, in the interface's language)
            tree = source.searched_tree(limit, report, win)
            try:
                return collect_within(start_search(tree, options), budget, keep=keep, progress=report)
            except BudgetExhausted as error:
                raise InputError((playouts if error.moves else hint).format(tr_search(error.sentence))) from None

        def finished(value: tuple[Sequence[Event], SearchResult]) -> None:
            self.busyChanged.emit(False)
            events, result = value
            self.elapsed = time.perf_counter() - started
            self.result = result
            self.timeline = SearchTimeline(events, result, options.algorithm)
            self.index = self.shown_event = 0
            if self.exercise_panel is not None:
                self.start_exercise(self.exercise_panel)
            self.stepsChanged.emit(self.step_count())
            self._show_title()

        def failed(error: BaseException) -> None:
            self.busyChanged.emit(False)
            self.timeline = None
            self.stepsChanged.emit(1)
            self._show_error(error)

        self.timeline = None
        self.busyChanged.emit(True)
        self.searching.start(Job(work), finished, failed=failed, cancelled=lambda: self.busyChanged.emit(False),
                             progress=lambda n: self.title.setText(self.tr("Searching: {0:,} nodes…").format(n)))

    def cancel(self) -> None:
        if self.searching.busy:
            self.searching.cancel()
            self.busyChanged.emit(False)
            self._show_title()

    @property
    def job(self) -> Job | None:
        """The search under way, if any."""
        return self.searching.job

    @property
    def busy(self) -> bool:
        return self.searching.busy

    # ----------------------------------------------------------------- clicks
    def _node_clicked(self, path: Path) -> None:
        if self.display is None:
            return
        self.view.select(path)
        if self.exercise_panel is not None:
            self.exercise_panel.select(path)
        if self.display.hidden_children(path):
            if self.display.expand(path):
                self._relayout()
                self.run_search()
            else:
                self._show_error(InputError(self.tr("Too many nodes on screen: collapse a branch first.")))
        if self.source is not None and self.source.game is not None:
            self.positionSelected.emit(self.display.node(path))

    def moves_to(self, path: Path) -> list[object]:
        """The moves from the root of a game tree to the node at ``path``."""
        tree, moves = cast(PositionTree, self._shown()[0].tree), []  # a game's tree
        node = tree.root
        for index in path:
            move = tree.moves(node)[index]
            moves.append(move)
            node = tree.game.play(node, move)
        return moves

    def _context_menu(self, kind: str, item: object, global_pos: QPointF) -> None:
        if kind != "node" or self.display is None:
            return
        path = cast(Path, item)  # a node's item is its path
        menu = QMenu(self)
        if self.display.hidden_children(path):
            menu.addAction(self.tr("Expand"), lambda: self._node_clicked(path))
        elif path in self.display.expanded:
            menu.addAction(self.tr("Collapse"), lambda: self._collapse(path))
        source, display = self._shown()
        if source.game is not None:
            game = source.game
            title = Sentence(QT_TRANSLATE_NOOP("games", "{title}, after {node}"), title=source.title,
                             node=source.name(path))  # (said again in the language of the moment)
            menu.addAction(self.tr("Search from Here"), lambda: self.set_position(game, display.node(path), title))
            if path:
                menu.addAction(self.tr("Play to This Position"), lambda: self.playRequested.emit(
                    game, source.tree.root, self.moves_to(path)))
        if not menu.isEmpty():
            menu.exec(global_pos.toPoint())

    def _collapse(self, path: Path) -> None:
        self._shown()[1].collapse(path)
        self._relayout()
        self.run_search()

    # ------------------------------------------------------------- dialogs
    def enter_tree(self) -> None:
        # (a tree without a game is an exercise)
        dialog = TreeTextDialog(tree_to_nested(cast(AnyExercise, self.source.tree))
                                if self.source and self.source.game is None else "", self)
        if dialog.exec():
            self.set_exercise(dialog.text(), root_max=dialog.root_max(), first=dialog.first())

    def new_random_exercise(self) -> None:
        """A new random tree with the last parameters and the next seed (one click)."""
        self.seed += 1
        self.depth_box.blockSignals(True)
        self.depth_box.setValue(0)
        self.depth_box.blockSignals(False)
        self.set_exercise(random_exercise(*self.random_shape, self.seed))

    def choose_random_exercise(self) -> None:
        """Ask for the branching, depth, values and seed of a random exercise."""
        dialog = RandomTreeDialog(*self.random_shape, self.seed + 1, self)
        if dialog.exec():
            self.random_shape = dialog.shape()
            self.seed = dialog.seed.value() - 1
            self.new_random_exercise()

    def compare(self) -> None:
        """Minimax, alpha-beta in natural order and with ordering on this tree, side by side
        (searched in a worker)."""
        if self.source is None:
            return
        source, depth, limit = self.source, self._depth(), self.vertex_limit
        keys = VECTOR_PRESETS if has_vectors(source.tree) else ("minimax", "alphabeta", "alphabeta-ordered")
        presets = [(key, self.options(key)) for key in keys]
        budget = self.search_budget
        by_depth = compares_depths(source.tree, depth)
        if by_depth and depth is not None:  # minimax's tree is too large: alpha-beta two plies less deep beside it
            presets = [(f"depth {d}", replace(self.options("alphabeta-ordered"), depth=d)) for d in (depth - 2, depth)]

        def work(report: Callable[[int], bool]) -> Comparison:
            return compare_searches(source, presets, budget, limit, depth, report, count_most=5_000 if by_depth else None)

        def show(found: Comparison) -> None:
            labels = {key: self.tr("Alpha-beta at depth {0}: {1}").format(options.depth, node_name(found.tree, (result.best[0],)))
                      for (key, options), (_, result) in zip(presets, found.rows, strict=True) if by_depth and result.best}
            ComparisonDialog(found.rows, found.counts, self, figure=self.figure, timelines=found.timelines,
                             labels=labels).exec()

        self.comparing.start(Job(work), show, failed=self._show_error)

    def _show_error(self, error: BaseException) -> None:
        QMessageBox.warning(self, self.tr("Search"), str(error))

    # ---------------------------------------------------------------- text
    def _show_title(self) -> None:
        if self.source is None:
            self.title.setText(self.tr("Enter a tree, make a random exercise, or open a game position "
                                       "(Search menu)."))
            return
        parts = [tr_games(self.source.title)]  # (a position's title is a sentence: said in today's language)
        if self.result is not None and self.timeline is not None:
            parts.append(self.tr("value {0}").format(value_text(self.result.value)))
            parts.append(self.tr("searched in {0:.0f} ms").format(self.elapsed * 1000))
        if self.display is not None:
            shown = len(self.display.visible())
            parts.append(self.tr("{0:,} nodes drawn", "", shown).format(shown))
        self.title.setText(" · ".join(parts))

    def retranslate(self) -> None:
        self.enter_button.setText(self.tr("Enter a Tree…"))
        self.view.setAccessibleName(self.tr("Search tree picture: Tab goes from node to node, Enter selects"))
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
        self._show_title()
        if self.timeline is not None and self.figure is not None and self.exercise_panel is None:
            self.show_step(self.index)  # the cut marks in the new language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
