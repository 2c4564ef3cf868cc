"""The Arena tab: the model's arena view drawn at its step, or, for a document without an arena, why not.

The tab binds to the arena view of the open document (:class:`gameviz.model.ArenaView`) and renders it:
its figure once the document is laid out (and again after an edit, a theme or a notation), its timeline
(again when *Show*, the exercise or the solution change), the frame of its step, its selection and Edit
Mode. Clicks on the picture are the window's to route (they change the model, which the tab renders).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QStackedWidget, QWidget

from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, NodeStyle
from gameviz.figure.style import Palette
from gameviz.games import info_of
from gameviz.model import ApplicationModel, ArenaView, Document
from gameviz.model.events import Subscriptions
from gameviz.report.attractor import start_caption
from gameviz.ui.arena_note import ArenaNote
from gameviz.ui.figure_view import FigureView
from gameviz.ui.i18n import tr_attractor, tr_errors
from gameviz.ui.memory import DOCUMENTS

#: The marks an exercise adds to a frame's vertices: (styles, figure, palette) → styles.
Decoration = Callable[[Mapping[Hashable, NodeStyle], ArenaFigure, Palette], dict[Hashable, NodeStyle]]


class ArenaTab(QStackedWidget):
    """The picture of the arena view (:attr:`view`), or a note (:attr:`note`) when there is no arena."""

    def __init__(self, model: ApplicationModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.view = FigureView(self)
        self.note = ArenaNote(self)
        self.addWidget(self.view)
        self.addWidget(self.note)
        self.figure: ArenaFigure | None = None
        self.timeline: AttractorTimeline | None = None
        #: the exercise's marks on the frame (the exercise panel's), while the arena view is in an exercise
        self.decorate: Decoration | None = None
        self._bound = Subscriptions()
        preferences = model.preferences
        preferences.events.theme.connect(lambda _: self._restyle())
        preferences.events.notation.connect(lambda _: self.rebuild_timeline())
        preferences.events.presentation.connect(lambda _: self.note.set_text_scale(preferences.sizes().scale))
        model.events.document.connect(self._opened)
        model.events.current.connect(self._shown)
        self._opened(model.document)

    @property
    def arena_view(self) -> ArenaView:
        """The arena view the tab renders: the open document's."""
        return self.model.document.arena

    def _opened(self, document: Document) -> None:
        """A document was opened: draw its arena once laid out, or say why there is none."""
        self._bound.clear()
        self._bound.connect(document.arena.events.updated, self._arena_changed)
        DOCUMENTS.release()  # the previous arena's objects may be collected again
        self.figure = self.timeline = None
        self.view.clear()
        self.view.editing = False
        arena = document.arena.document
        if arena is None:
            DOCUMENTS.resume()
            self.say_why()
            return
        DOCUMENTS.pause()  # until it is drawn
        self.setCurrentWidget(self.view)

    def say_why(self) -> None:
        """Say on the tab why the document has no arena, and offer the arena around the board's position
        when its game is on the board."""
        document = self.model.document
        if document.arena.document is not None:
            return
        session = document.board.session
        if session is not None:
            self.note.limit_depth(info_of(session.game).around_depth)
        self.note.show_message(self._why, around=document.kind == "game" and session is not None)
        self.setCurrentWidget(self.note)

    def _why(self) -> str:
        """Why there is no arena, in the language of the moment."""
        document = self.model.document
        session = document.board.session
        if document.kind == "tree":
            return self.tr("{0} is an exercise tree: it is searched on the Search Tree tab.").format(document.title)
        if session is None or not document.refusal:
            return ""
        spec, refusal = session.game.spec, tr_errors(document.refusal)  # (a game's refusal or a limit's)
        if not document.never:
            return self.tr("The arena of {0} is not drawn: {1}.\n\nPlay and search it on the Board and Search "
                           "Tree tabs, raise the vertex limit in Edit → Preferences, or explore the arena around "
                           "the board's position.").format(spec, refusal)
        note = self.tr("The arena of {0} is not drawn: {1}.\n\nPlay it on the Board tab, search its positions on "
                       "the Search Tree tab, or explore the arena around the board's position.").format(spec, refusal)
        if info_of(session.game).move_scores is not None:
            note += " " + self.tr("Score the Moves, on the Board tab, solves every move of a position exactly.")
        return note

    def _arena_changed(self, names: frozenset[str]) -> None:
        """Render what changed in the arena view: a new layout or solution (the figure again), the players
        shown or the exercise (the timeline again), the step, the selection, Edit Mode."""
        view = self.arena_view
        if "laid_out" in names:
            self.rebuild_figure(fit=True)
        elif "solution" in names:
            self.rebuild_figure(fit=False)  # an edit: the layout followed it in place
        elif names & {"shown", "exercise", "steps"}:
            self.rebuild_timeline()
        elif "step" in names:
            self.show_frame()
        if "selection" in names:
            self.view.select(view.selection)
        if "editing" in names:
            self.view.editing = view.editing

    def _shown(self, current: str) -> None:
        """The tab came on screen: the selected vertex (the board's position) in view."""
        if current == "arena" and self.arena_view.selection is not None:
            self.view.select(self.arena_view.selection, center=True)

    def _restyle(self) -> None:
        """Another theme: the note's label styled again in its colours, the arena drawn in them."""
        self.note.set_text_scale(self.model.preferences.sizes().scale)
        self.rebuild_figure(fit=False)

    def rebuild_figure(self, *, fit: bool) -> None:
        """Draw the arena again (its layout, the theme's colours), at the view's step."""
        document = self.arena_view.document
        if document is None or document.layout is None:
            return
        DOCUMENTS.settle()  # the arena, its solution and layout live on
        self.figure = ArenaFigure(document.arena, document.layout, self.model.preferences.palette(),
                                  boards=document.boards, sizes=document.figure_sizes)
        selection = self.arena_view.selection
        self.view.selected = selection if selection in document.arena else None
        self.view.show_figure(self.figure, fit=fit)
        self.rebuild_timeline()

    def rebuild_timeline(self) -> None:
        """The timeline of the players the view steps, in today's notation, at the view's step."""
        view = self.arena_view
        if view.document is None or self.figure is None:
            return
        notation = self.model.preferences.names()
        self.timeline = AttractorTimeline(self.figure, view.document.solution, view.stepped,
                                          start_caption(notation, tr_attractor, partial=self.model.document.partial))
        self.show_frame()

    def show_frame(self) -> None:
        """Draw the frame of the view's step (with the exercise's marks during an exercise)."""
        view = self.arena_view
        if self.timeline is None or self.figure is None:
            return
        frame = self.timeline.frame(view.step)
        nodes = frame.nodes
        if view.exercise and self.decorate is not None:
            nodes = self.decorate(nodes, self.figure, self.model.preferences.palette())
        self.view.restyle(nodes, frame.edges)
        self.view.show_whole_if_hidden([v for step in frame.steps for v in step.added])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.rebuild_timeline()  # the start's caption in the new language
        super().changeEvent(event)
