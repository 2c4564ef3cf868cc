"""The search-tree tab: the model's search view drawn, its choices on a toolbar, its search run off the GUI
thread.

A tree comes from an exercise (typed, from a file, or random) or from a
position of a built-in game. The tab binds to the open document's search
view (:class:`gameviz.model.TreeView`): the toolbar renders the view's
choices and writes the user's back; a new tree or new choices search again, in
a worker, keeping only the events of the nodes on screen, so even the whole
tic-tac-toe tree (549,946 nodes) can be searched, then explored by expanding
nodes ("+N" badges); the result goes to the view, whose step the tab draws.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import cast

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from gameviz.core.errors import InputError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT, AnyGame
from gameviz.core.numerals import Count
from gameviz.core.search.budget import LOOK_EVERY, BudgetExhausted, SearchBudget, collect_within
from gameviz.core.search.options import SearchOptions, has_vectors, searched_tree, start_search
from gameviz.core.search.trace import Event, Iteration, Path, SearchResult
from gameviz.core.search.tree import PositionTree, node_name
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.figure.search_timeline import SearchTimeline, same_frame
from gameviz.figure.tree_display import FIRST_WIDTH, GAME_FIRST_WIDTH
from gameviz.figure.tree_figure import DisplayTree, More, TreeFigure
from gameviz.games.full_search import full_search_refusal
from gameviz.io.exercise_tree import AnyExercise, tree_to_nested
from gameviz.model import VECTOR_PRESETS, ApplicationModel, Document, SearchChoices, TreeSource, TreeView
from gameviz.model.events import Subscriptions
from gameviz.model.search_source import Comparison, compare_searches, compares_depths, exercise_source
from gameviz.report.search import value_text
from gameviz.ui.figure_view import FigureView
from gameviz.ui.i18n import error_text, tr_games, tr_search, tr_tree
from gameviz.ui.search_toolbar import SearchToolbar
from gameviz.ui.tree_dialogs import ComparisonDialog, RandomTreeDialog, TreeTextDialog, random_exercise
from gameviz.ui.tree_exercise import TreeExercisePanel
from gameviz.ui.tree_fitting import FittedTree
from gameviz.ui.workers import Job, Jobs

#: What the search depends on: a new value of one of these searches again (on a new drawing of the tree
#: for the first four, whose drawn tree differs).
REDRAWN = ("preset", "depth", "heuristic", "player")
#: Nodes between two counts of a search under way said on the tab (a node of chess takes python-chess a move
#: generation, and 20,000 of them seconds: Cancel is heard in between, where the budget looks, every
#: :data:`LOOK_EVERY` nodes).
SAID_EVERY = 20_000
SEARCHED = (*REDRAWN, "memo", "soft", "shapes", "win")



class TreeTab(FittedTree):
    """The search view of the open document: its tree drawn at its step, its choices on the toolbar."""

    positionSelected = Signal(object)  # noqa: N815  a game state, for the arena view
    playRequested = Signal(object, object, object)  # noqa: N815  (game, root position, moves from the root)

    def __init__(self, model: ApplicationModel, jobs: Jobs, exercise_panel: TreeExercisePanel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.jobs = jobs
        self.exercise_panel = exercise_panel
        self.display: DisplayTree | None = None
        self.figure: TreeFigure | None = None
        #: Largest arena the exact heuristic explores (the window sets its preference).
        self.vertex_limit = DEFAULT_VERTEX_LIMIT
        #: The nodes and seconds a search may take (the window sets its preference).
        self.search_budget = SearchBudget()
        self.random_shape = (3, 3, 0, 20, 2)  # branching, depth, lowest and highest value, players
        #: the choices last drawn and searched with (to tell which one the model changed)
        self._choices = SearchChoices()
        self._bound = Subscriptions()
        self._bound_view: TreeView | None = None
        self.view = FigureView(self)
        self.view.nodeClicked.connect(self._node_clicked)
        self.watch_view()
        self.view.edgeClicked.connect(self._edge_clicked)
        self.view.contextRequested.connect(self._context_menu)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.toolbar = SearchToolbar(model, self)
        self.toolbar.enter_button.clicked.connect(self.enter_tree)
        self.toolbar.random_button.clicked.connect(self.new_random_exercise)
        self.toolbar.compare_button.clicked.connect(self.compare)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        self.retranslate()
        model.events.document.connect(self._opened)
        preferences = model.preferences
        for event in (preferences.events.theme, preferences.events.presentation):
            event.connect(lambda _: self._restyle())
        self._opened(model.document)

    # ------------------------------------------------------------ the model
    def _opened(self, document: Document) -> None:
        """A document was opened: render its search view (the same one when its board goes on)."""
        view = document.tree
        if view is self._bound_view:
            return
        self._bound.clear()
        self._bound_view = view
        self._bound.connect(view.events.updated, self._changed)
        self.cancel()
        if self.exercising:
            self.stop_exercise()
        self._choices = view.choices
        self.toolbar.show_choices()
        self._new_tree()

    def _changed(self, names: frozenset[str]) -> None:
        """Render what changed in the search view: a new tree or new choices (drawn and searched again), a new
        search or step (drawn), the exercise, the selection."""
        view = self.tree_view
        if "choices" in names:
            self.toolbar.show_choices()
        if "source" in names:
            self._choices = view.choices
            self._new_tree()
        elif "choices" in names:
            self._new_choices()
        if "exercise" in names:
            self.start_exercise() if view.exercise else self.stop_exercise()
        elif names & {"timeline", "step"}:
            self.show_step()
        if "selection" in names and self.view.selected != view.selection:
            self.view.select(view.selection)
        if names & {"timeline", "seconds"}:
            self._show_title()

    def _new_choices(self) -> None:
        """The view's choices changed: a search that depends on them again (on a new drawing of the tree when
        the drawn tree depends on them too)."""
        view = self.tree_view
        choices, before = view.choices, self._choices
        self._choices = choices
        if not any(getattr(choices, key) != getattr(before, key) for key in SEARCHED):
            return
        fresh = any(getattr(choices, key) != getattr(before, key) for key in REDRAWN) and view.source is not None
        if fresh and view.source is not None:
            self.display = self._new_display(view.source)
        if self.display is not None:
            self._relayout(fit=fresh)
            self.run_search()

    def _restyle(self) -> None:
        """Another theme or presentation mode: the tree drawn again in its colours and sizes."""
        if self.display is not None and self.tree_view.source is not None:
            self._refold(fit=True)

    # ------------------------------------------------------------------- trees
    @property
    def source(self) -> TreeSource | None:
        """What the search view searches."""
        return self.tree_view.source

    @property
    def timeline(self) -> SearchTimeline | None:
        """The search's events, once it is done."""
        return self.tree_view.timeline

    @property
    def result(self) -> SearchResult | None:
        """The search's result, once it is done."""
        return self.tree_view.result

    @property
    def index(self) -> int:
        """The step of the view on show."""
        return self.tree_view.step

    @property
    def shown_event(self) -> int:
        """The frame of the timeline on show (a step may span several events)."""
        return self.tree_view.event_index()

    def set_exercise(self, text: str, *, root_max: bool = True, first: int = 1, title: str = "") -> None:
        """Search an exercise tree written as nested lists or labelled JSON (``first`` plays at the root
        of a tree of vectors written as nested lists; ``title``: the file's name, else the tree written out).

        Raises
        ------
        InputError
            If the text is not a tree (the message gives the character or line).
        """
        self.set_source(exercise_source(text, root_max=root_max, first=first, title=title, tr=tr_tree))

    def set_position(self, game: AnyGame, state: Hashable, title: str) -> None:
        """Search a position of a built-in game (a large tree: a depth bound and ordering by default)."""
        self.set_source(self.position_source(game, state, title))

    def position_source(self, game: AnyGame, state: Hashable, title: str) -> TreeSource:
        """The tree of a position of ``game``, searched with the heuristic chosen."""
        return self.tree_view.position_source(game, state, title, tr_tree)

    def set_source(self, source: TreeSource) -> None:
        """Search ``source`` in the view (its choices fit the tree: a depth for a large game's)."""
        view = self.tree_view
        if source is view.source:
            return
        view.source = source

    def set_win(self, win: float) -> None:
        """Value won games ±``win`` (1: seed 001's +1 / 0 / −1; ∞ by default) and search again."""
        self.tree_view.choices = replace(self.tree_view.choices, win=win)

    def _new_tree(self) -> None:
        """The view's tree, drawn and searched (nothing without one)."""
        source = self.tree_view.source
        if source is None:
            self.display = self.figure = None
            self.view.clear()
            self._show_title()
            return
        self.display = self._new_display(source)
        self._relayout(fit=True)
        self.run_search()

    def _new_display(self, source: TreeSource) -> DisplayTree:
        """What is drawn of ``source``'s tree as the search walks it (paranoid search: its two-player tree)."""
        first_width = GAME_FIRST_WIDTH if isinstance(source.tree, PositionTree) else FIRST_WIDTH
        return DisplayTree(searched_tree(source.tree, self.options()), self.tree_view.choices.depth or None,
                           first_width=first_width)

    def _shown(self) -> tuple[TreeSource, DisplayTree]:
        """The tree on show and how much of it is visible (once a tree was set)."""
        source = self.tree_view.source
        if source is None or self.display is None:
            raise RuntimeError("no search tree is shown yet")
        return source, self.display

    # ------------------------------------------------------------------ search
    def options(self, preset: str | None = None) -> SearchOptions:
        """The search the view's choices describe (or ``preset``, one of :data:`PRESETS`, with its settings)."""
        return self.tree_view.options(preset)

    def run_search(self, place: set[Path] | None = None) -> None:
        """Search the tree in a worker, keeping the events of the visible nodes; the result goes to the view
        (``place``: the nodes drawn before the tree was folded otherwise, for the stepper to stay at the same
        place of the search; else it starts again from the first event)."""
        view = self.tree_view
        if view.source is None:
            return
        self.cancel()
        before = (view.timeline, view.event_index()) if place is not None and view.timeline is not None else None
        visible = set(self._shown()[1].visible())
        options = view.options()
        source, limit, win = view.source, self.vertex_limit, view.choices.win
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

            def told(nodes: int) -> bool:  # Cancel is heard where the budget looks, the count said less often
                return report(nodes) if nodes % SAID_EVERY == 0 else not job.is_cancelled

            try:
                return collect_within(start_search(tree, options), budget, keep=keep, progress=told, every=LOOK_EVERY)
            except BudgetExhausted as error:
                raise InputError((playouts if error.moves else hint).format(tr_search(error.sentence))) from None

        def finished(value: tuple[Sequence[Event], SearchResult]) -> None:
            self.model.busy = ""
            events, result = value
            timeline = SearchTimeline(events, result, options.algorithm)
            view.update(result=result, timeline=timeline, seconds=time.perf_counter() - started)
            if before is not None and place is not None:
                self._go_to_frame(same_frame(before[0], before[1], timeline, place & visible))
            if self.exercising:
                self.start_exercise()

        def failed(error: BaseException) -> None:
            self.model.busy = ""
            self._show_error(error)

        view.update(result=None, timeline=None)
        self.model.busy = self.tr("Searching…")
        job = Job(work)
        self.jobs.search.start(job, finished, failed=failed, cancelled=lambda: self._search_stopped(),
                               progress=lambda n: self.title.setText(self.tr("Searching: {0:,} nodes…").format(Count(n))))

    def _search_stopped(self) -> None:
        self.model.busy = ""
        self._show_title()

    def cancel(self) -> None:
        """Stop the search under way, if any."""
        if self.jobs.search.busy:
            self.jobs.search.cancel()
            self._search_stopped()

    @property
    def job(self) -> Job | None:
        """The search under way, if any."""
        return self.jobs.search.job

    @property
    def busy(self) -> bool:
        return self.jobs.search.busy

    # ----------------------------------------------------------------- clicks
    def _node_clicked(self, path: Path | More) -> None:
        if self.display is None:
            return
        if isinstance(path, More):  # "+k more": the children it stands for
            self.unfolded(self.display.show_more(path))
            return
        self.tree_view.selection = path
        self.view.select(path)
        if self.exercising:
            self.exercise_panel.select(path)
        if self.display.leads_to_focus(path):  # back up the path to the root
            self.open_in_place(path)
        elif self.display.hidden_children(path):
            self.unfolded(self.display.expand(path))
        source = self.tree_view.source
        if source is not None and source.game is not None:
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
        if kind != "node" or self.display is None or isinstance(item, More):
            return
        path = cast(Path, item)  # a node's item is its path
        menu = QMenu(self)
        self._fold_actions(menu, self.display, path)
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

    def _fold_actions(self, menu: QMenu, display: DisplayTree, path: Path) -> None:
        """Expand or Collapse the node, open it in place, or show the whole tree again."""
        on_the_way = display.leads_to_focus(path)
        if display.hidden_children(path) and not on_the_way:
            menu.addAction(self.tr("Expand"), lambda: self._node_clicked(path))
        elif display.opened(path) and not on_the_way:
            menu.addAction(self.tr("Collapse"), lambda: self._collapse(path))
        if display.child_count(path) and path != display.focus:
            menu.addAction(self.tr("Open in Place"), lambda: self.open_in_place(path))
        if display.focus:
            menu.addAction(self.tr("Show the Whole Tree"), lambda: self.open_in_place(()))

    # ------------------------------------------------------------- dialogs
    def enter_tree(self) -> None:
        """*Enter a Tree…*: type an exercise tree (the one on show, if it is one, to start from)."""
        source = self.tree_view.source  # (a tree without a game is an exercise)
        dialog = TreeTextDialog(tree_to_nested(cast(AnyExercise, source.tree))
                                if source and source.game is None else "", self)
        if dialog.exec():
            self.set_exercise(dialog.text(), root_max=dialog.root_max(), first=dialog.first())

    def new_random_exercise(self) -> None:
        """A new random tree with the last parameters and the next seed (one click)."""
        view = self.tree_view
        seed = view.choices.seed + 1
        view.update(choices=replace(view.choices, depth=0, seed=seed), source=exercise_source(
            random_exercise(*self.random_shape, seed), tr=tr_tree))

    def choose_random_exercise(self) -> None:
        """Ask for the branching, depth, values and seed of a random exercise."""
        view = self.tree_view
        dialog = RandomTreeDialog(*self.random_shape, view.choices.seed + 1, self)
        if dialog.exec():
            self.random_shape = dialog.shape()
            view.choices = replace(view.choices, seed=dialog.seed.value() - 1)
            self.new_random_exercise()

    def compare(self) -> None:
        """Minimax, alpha-beta in natural order and with ordering on this tree, side by side
        (searched in a worker)."""
        source = self.tree_view.source
        if source is None:
            return
        depth, limit = self.tree_view.choices.depth or None, self.vertex_limit
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

        self.jobs.compare.start(Job(work), show, failed=self._show_error)

    def _show_error(self, error: BaseException) -> None:
        QMessageBox.warning(self, self.tr("Search"), error_text(error))

    # ---------------------------------------------------------------- text
    def _show_title(self) -> None:
        view = self.tree_view
        if view.source is None:
            self.title.setText(self.tr("Enter a tree, make a random exercise, or open a game position "
                                       "(Search menu)."))
            return
        parts = [tr_games(view.source.title)]  # (a position's title is a sentence: said in today's language)
        if view.result is not None and view.timeline is not None:
            parts.append(self.tr("value {0}").format(value_text(view.result.value)))
            parts.append(self.tr("searched in {0:.0f} ms").format(view.seconds * 1000))
        if self.display is not None:
            shown = len(self.display.visible())
            parts.append(self.tr("{0:,} nodes drawn", "", shown).format(Count(shown)))
        self.title.setText(" · ".join(parts))

    def retranslate(self) -> None:
        self.view.setAccessibleName(self.tr("Search tree picture: Tab goes from node to node, Enter selects"))
        self._show_title()
        if self.tree_view.timeline is not None and self.figure is not None and not self.exercising:
            self.show_step()  # the cut marks in the new language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

