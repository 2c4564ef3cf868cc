"""The application's state, apart from any widget: the open document, its views, the preferences.

One :class:`ApplicationModel` per window. The *document* is what was opened
(a game with or without its arena, an arena file, the arena around a board
position, an exercise tree); each of its three views (arena, board, search
tree) keeps its own position in its timeline, shown players, layout choice,
exercise state and selection. *Preferences* (theme, language, notation,
presentation, default layout) belong to the application: switching one never
moves a view, and opening a document never changes one.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Literal, cast

from gameviz.core.session import GameSession
from gameviz.figure.notation import DEFAULT_NOTATION, NOTATIONS, Notation
from gameviz.figure.style import PALETTES, PRESENTATION_SCALE, SIZES, Palette, Sizes
from gameviz.model.document import ArenaDocument
from gameviz.model.events import Evented, EventEmitter
from gameviz.model.search_source import TreeSource
from gameviz.model.search_view import TreeView
from gameviz.model.views import ArenaView, BoardView, ViewState

#: The views of a document, as the window's tabs show them.
ViewName = Literal["arena", "board", "tree"]
VIEWS: tuple[ViewName, ...] = ("arena", "board", "tree")
#: What a document can be.
DocumentKind = Literal["game", "arena", "around", "tree", "none"]


@dataclass(eq=False)
class Facts:
    """What the status bar says of a document: its size, what is unknown, how long it took."""

    vertices: int = 0
    moves: int = 0
    unexplored: int = 0
    milliseconds: float = 0.0


@dataclass(eq=False)
class Document(Evented):
    """What was opened, and its three views (each at its start when the document opens)."""

    kind: DocumentKind = "none"
    title: str = ""
    source: str = ""
    #: an arena around a board position (its frontier unexplored): who wins there may be unknown
    partial: bool = False
    #: the board's position the arena was explored around (``kind == "around"``)
    around: Hashable | None = None
    #: the board has moved away from the position the partial arena was explored around
    stale: bool = False
    facts: Facts | None = None
    #: why the game's arena is not drawn (a sentence of :mod:`gameviz.games`), if it is not
    refusal: str = ""
    #: no vertex limit would let the arena be drawn (the game's own check refused it)
    never: bool = False
    arena: ArenaView = field(default_factory=ArenaView)
    board: BoardView = field(default_factory=BoardView)
    tree: TreeView = field(default_factory=TreeView)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.kind == "around":
            self.board.events.position.connect(self._board_moved)

    def _board_moved(self, position: Hashable | None) -> None:
        """The rule of an arena around a position: it goes stale when the board leaves that position."""
        self.stale = position != self.around

    def view(self, name: ViewName) -> ViewState:
        """The state of view ``name``."""
        views: dict[ViewName, ViewState] = {"arena": self.arena, "board": self.board, "tree": self.tree}
        return views[name]

    def close(self) -> None:
        """Another document replaces this one: every exercise and *Edit mode* end (their widgets follow),
        and the arena's history of edits goes."""
        for name in VIEWS:
            self.view(name).exercise = False
        self.arena.editing = False
        if self.arena.document is not None:
            self.arena.document.close()


@dataclass(eq=False)
class Preferences(Evented):
    """The application's preferences: the same for every document."""

    theme: str = "light"
    language: str = "system"
    notation: str = "j1j2"
    presentation: bool = False
    #: the layout of an arena whose document has no choice of its own
    default_layout: str = "auto"
    #: the value of h after each move, on the board (*View → Heuristic on the Board*)
    heuristic_on_board: bool = False

    def palette(self) -> Palette:
        """The colours of the figures in the theme chosen."""
        return PALETTES.get(self.theme, PALETTES["light"])

    def sizes(self) -> Sizes:
        """The sizes of the figures' text and shapes: :data:`PRESENTATION_SCALE` times larger in
        presentation mode."""
        return SIZES.scaled(PRESENTATION_SCALE if self.presentation else 1.0)

    def names(self) -> Notation:
        """How players and sets are named: J1/J2, Adam/Ève, Max/Min or Alice/Bob."""
        return NOTATIONS.get(self.notation, DEFAULT_NOTATION)


@dataclass(eq=False)
class ApplicationModel(Evented):
    """The window's one model: preferences, the open document, and which view is on screen."""

    preferences: Preferences = field(default_factory=Preferences)
    document: Document = field(default_factory=Document)
    current: ViewName = "arena"
    #: the work under way the status bar tells, with Cancel (empty: none)
    busy: str = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        #: what the application says for a moment in the status bar: (text, milliseconds)
        self.messages = EventEmitter()
        #: what went wrong, to tell the user in a dialog: (title, error)
        self.errors = EventEmitter()

    def say(self, text: str, milliseconds: int = 5000) -> None:
        """Say ``text`` in the status bar for ``milliseconds``."""
        self.messages.emit((text, milliseconds))

    def error(self, title: str, error: BaseException) -> None:
        """Tell the user that ``error`` happened (``title``: what was being done); nothing they had is lost."""
        self.errors.emit((title, error))

    def open(self, kind: DocumentKind, title: str, source: str = "", *, arena: ArenaDocument | None = None,
             session: GameSession | None = None, search: TreeSource | None = None,
             facts: Facts | None = None, refusal: str = "", never: bool = False) -> Document:
        """Open a document, the one way one opens: ``arena`` (its arena, if drawn), ``session`` (its game on
        the board, if any), ``search`` (the tree to search, if it is known at once: an exercise tree);
        ``refusal``: why the game's arena is not drawn (``never``: whatever the vertex limit). Every view is
        at its start: the first player's attractor shown, the computer playing nobody, no layout chosen yet,
        no search chosen yet, no exercise, not editing (the previous document's modes end); the preferences
        stay as they are.

        ``kind == "around"``: the arena explored around the board's position, whose board and search tree
        go on (the same views), and which goes stale when the board leaves that position.
        """
        previous = self.document
        previous.close()
        if arena is not None and facts is None:
            facts = Facts(vertices=len(arena.arena), moves=arena.arena.edge_count(),
                          unexplored=len(arena.arena.frontier))
        partial = arena is not None and bool(arena.arena.frontier)
        if kind == "around":
            document = Document(kind=kind, title=title, source=source, partial=True, facts=facts,
                                around=previous.board.position, arena=ArenaView(document=arena),
                                board=previous.board, tree=previous.tree)
        else:
            document = Document(kind=kind, title=title, source=source, partial=partial, facts=facts,
                                refusal=refusal, never=never, arena=ArenaView(document=arena),
                                board=BoardView(session=session), tree=TreeView(source=search))
        self.document = document
        return document

    @property
    def view(self) -> ViewState:
        """The state of the view on screen."""
        return self.document.view(self.current)

    def _follow(self, old: dict[str, object]) -> dict[str, object]:
        """Another view on screen: the exercise of the one left ends; the arena, shown again, selects the
        board's position when it has that vertex."""
        if "current" in old and "document" not in old:
            self.document.view(cast(ViewName, old["current"])).exercise = False
            arena, position = self.document.arena, self.document.board.position
            if self.current == "arena" and arena.document is not None and position in arena.document.arena:
                arena.selection = position
        return {}

    def layout(self) -> str:
        """The arena's layout: the document's choice, else the default preference."""
        return self.document.arena.layout or self.preferences.default_layout

    def choose_layout(self, engine: str) -> None:
        """*View → Layout*: lay this document's arena out with ``engine`` (the next document has its own)."""
        self.document.arena.layout = engine
