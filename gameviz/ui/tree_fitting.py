"""Fitting the tree tab's picture to its view: the tree folded, turned or opened in place so that its
labels read at the panels' text size (:mod:`gameviz.layout.tree_fit`), fitted again when the view is
resized, and the stepper kept at the same place of the search when the folds change (apart from the
tab's controls, :mod:`gameviz.ui.tree_tab`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QTimer
from PySide6.QtWidgets import QMessageBox

from gameviz.core.search.trace import Path
from gameviz.figure.search_timeline import same_frame
from gameviz.figure.tree_display import DisplayTree, More, tree_bounds
from gameviz.figure.tree_figure import MORE, TreeFigure, tree_node_sizes
from gameviz.layout.tree import tree_layout
from gameviz.layout.tree_fit import SLIDE, fit_tree, readable_zoom
from gameviz.ui.i18n import tr_search
from gameviz.ui.tree_stepping import SteppedTree
from gameviz.ui.workers import Jobs


class FittedTree(SteppedTree):
    """The tree tab's fitting of its tree to its view; the tab builds the controls named below."""

    display: DisplayTree | None
    jobs: Jobs

    def run_search(self, place: set[Path] | None = None) -> None:
        """Search the tree again (the tab)."""
        raise NotImplementedError

    def _show_title(self) -> None:
        """Say what is on show (the tab)."""
        raise NotImplementedError

    def watch_view(self) -> None:
        """Fit the tree again when the view is resized much, and open a subtree in place on a double-click."""
        self.view.nodeDoubleClicked.connect(self._node_double_clicked)
        # the size of the view the tree was last fitted to; a view resized much is fitted again, once settled
        self.fitted_screen = SLIDE
        self.refit_timer = QTimer(self)
        self.refit_timer.setSingleShot(True)
        self.refit_timer.setInterval(200)
        self.refit_timer.timeout.connect(self._refit_resized)
        self.view.installEventFilter(self)

    def _relayout(self, *, fit: bool = False) -> None:
        """Lay the tree out again as it is folded, or, with ``fit``, folded to fit the view at a readable
        size (:mod:`gameviz.layout.tree_fit`), and show it."""
        source, display = self._shown()
        boards = source.game is not None
        sizes, more = self.model.preferences.sizes(), tr_search(MORE)
        if fit:
            self.fitted_screen = self._screen()
            layout = fit_tree(display, self.fitted_screen, boards=boards, sizes=sizes, more_words=more).layout
        else:
            layout = tree_layout(display, tree_node_sizes(display, boards, sizes.scale, more), sizes.scale)
        self.figure = TreeFigure(display, layout, self.figure_palette, shapes=self.tree_view.choices.shapes,
                                 boards=boards, name=source.name, sizes=sizes, translate=tr_search)
        self.view.least_zoom = readable_zoom(sizes)
        self.view.fit_area = QRectF(*tree_bounds(layout, display.sideways, sizes, marks=False))
        focus = layout.nodes[display.focus]
        self.view.home = QPointF(focus.x, focus.y)
        self.view.show_figure(self.figure, fit=True)
        self._show_title()

    def _screen(self) -> tuple[float, float]:
        """The size of the view the tree is fitted to (a slide's, while the view has no size of its own yet)."""
        size = self.view.viewport().size()
        if size.width() < 200 or size.height() < 150:
            return SLIDE
        return float(size.width()), float(size.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self.refit_timer.start()  # once the resizing stops
        return super().eventFilter(watched, event)

    def _refit_resized(self) -> None:
        """Fit the tree again to a view that was resized by more than a tenth, unless the user zoomed."""
        if self.display is None or not self.view.fitted or self.jobs.search.busy:
            return
        (width, height), (old_width, old_height) = self._screen(), self.fitted_screen
        if abs(width - old_width) > old_width / 10 or abs(height - old_height) > old_height / 10:
            self._refold(fit=True)

    def _refold(self, *, fit: bool = False) -> None:
        """Draw the tree as it is folded now (``fit``: folded again to fit the view), at the same place of
        the search: its events are kept for the nodes still drawn, or searched again for new ones."""
        drawn = set(self.figure.paths()) if self.figure is not None else set()  # before the display changed
        self._relayout(fit=fit)
        now = set(self._shown()[1].visible())
        view = self.tree_view
        if view.timeline is None or not now <= drawn:
            self.run_search(place=drawn)
            return
        old, shown = view.timeline, view.event_index()
        kept = old.kept(now)
        view.update(timeline=kept)
        self._go_to_frame(same_frame(old, shown, kept, now))

    def _go_to_frame(self, frame: int) -> None:
        """Show the step of the stepper that shows ``frame`` of the timeline (or the first after it)."""
        stops = self.tree_view.stops()
        self.tree_view.go(next((k for k, stop in enumerate(stops) if stop >= frame), len(stops) - 1))

    def _node_double_clicked(self, path: Path | More) -> None:
        if not isinstance(path, More):
            self.open_in_place(path)

    def open_in_place(self, path: Path) -> None:
        """Draw the subtree of ``path`` alone, fitted to the view, under the path from the root to it (the
        root: the whole tree again)."""
        if self.display is None or (path and not self.display.child_count(path)):
            return
        self.display.open_in_place(path)
        self._refold(fit=True)

    def unfolded(self, done: bool) -> None:
        """Draw the tree after a node was expanded or a "+k more" opened, or say why it was not (``done``)."""
        if done:
            self._refold()
        else:
            QMessageBox.warning(self, QCoreApplication.translate("TreeTab", "Search"), QCoreApplication.translate(
                "TreeTab", "Too many nodes on screen: collapse a branch first."))

    def _collapse(self, path: Path) -> None:
        self._shown()[1].collapse(path)
        self._refold()
