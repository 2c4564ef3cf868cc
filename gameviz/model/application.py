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
from typing import Literal

from gameviz.model.events import Evented, EventEmitter

#: The views of a document, as the window's tabs show them.
ViewName = Literal["arena", "board", "tree"]
VIEWS: tuple[ViewName, ...] = ("arena", "board", "tree")
#: What a document can be.
DocumentKind = Literal["game", "arena", "around", "tree", "none"]


@dataclass(eq=False)
class ViewState(Evented):
    """What one view shows: a position in its timeline of ``steps`` steps, its exercise, its selection."""

    step: int = 0
    steps: int = 1
    exercise: bool = False
    selection: Hashable | None = None

    def go(self, step: int) -> None:
        """Move to ``step``, kept within the timeline."""
        self.step = max(0, min(step, self.steps - 1))

    def set_steps(self, steps: int, step: int | None = None) -> None:
        """A timeline of ``steps`` steps (at least one); the position stays (or goes to ``step``), within it."""
        steps = max(1, steps)
        wanted = self.step if step is None else step
        self.update(steps=steps, step=max(0, min(wanted, steps - 1)))

    @property
    def at_end(self) -> bool:
        """Whether the view shows the last step (the result)."""
        return self.step >= self.steps - 1


@dataclass(eq=False)
class ArenaView(ViewState):
    """The arena of ``players`` players: the attractors of ``shown`` players, laid out with ``layout``
    (None: the default); ``editing``: *Edit Mode*, where the arena is changed by hand."""

    shown: tuple[int, ...] = (1,)
    layout: str | None = None
    players: int = 2
    editing: bool = False

    def offered(self) -> list[tuple[int, ...]]:
        """What *Show* offers: each player's attractor, then all of them at once."""
        return [(p,) for p in range(1, self.players + 1)] + [tuple(range(1, self.players + 1))]

    def set_players(self, players: int) -> None:
        """The arena now has ``players`` players (an edit brought one in or took one out): what was shown
        stays if it is still offered, else the first player's attractor."""
        self.players = players
        if self.shown not in self.offered():
            self.shown = (1,)


@dataclass(eq=False)
class BoardView(ViewState):
    """The board of a game of ``players`` players: the players the computer plays (none: everyone plays
    on the board)."""

    computers: tuple[int, ...] = ()
    players: int = 2

    def offered(self) -> list[tuple[int, ...]]:
        """Whom the computer may play: nobody, then one side of a two-player game, or all but J1 and
        everyone in a game of more."""
        if self.players == 2:
            return [(), (2,), (1,)]
        return [(), tuple(range(2, self.players + 1)), tuple(range(1, self.players + 1))]

    def set_players(self, players: int) -> None:
        """The board now plays a game of ``players`` players: the computer keeps its side if it is still
        offered, else it plays nobody."""
        self.players = players
        if self.computers not in self.offered():
            self.computers = ()


@dataclass(eq=False)
class TreeView(ViewState):
    """The search tree."""


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
    #: the board has moved away from the position the partial arena was explored around
    stale: bool = False
    facts: Facts | None = None
    arena: ArenaView = field(default_factory=ArenaView)
    board: BoardView = field(default_factory=BoardView)
    tree: TreeView = field(default_factory=TreeView)

    def view(self, name: ViewName) -> ViewState:
        """The state of view ``name``."""
        views: dict[ViewName, ViewState] = {"arena": self.arena, "board": self.board, "tree": self.tree}
        return views[name]

    def close(self) -> None:
        """Another document replaces this one: every exercise and *Edit mode* end (their widgets follow)."""
        for name in VIEWS:
            self.view(name).exercise = False
        self.arena.editing = False


@dataclass(eq=False)
class Preferences(Evented):
    """The application's preferences: the same for every document."""

    theme: str = "light"
    language: str = "system"
    notation: str = "j1j2"
    presentation: bool = False
    #: the layout of an arena whose document has no choice of its own
    default_layout: str = "auto"


@dataclass(eq=False)
class ApplicationModel(Evented):
    """The window's one model: preferences, the open document, and which view is on screen."""

    preferences: Preferences = field(default_factory=Preferences)
    document: Document = field(default_factory=Document)
    current: ViewName = "arena"

    def __post_init__(self) -> None:
        super().__post_init__()
        #: emitted with the new document when one is opened (its views are at their start)
        self.opened = EventEmitter()

    def open(self, kind: DocumentKind, title: str, source: str = "", *, players: int = 2, partial: bool = False,
             facts: Facts | None = None) -> Document:
        """Open a document: every view at its start, the first player's attractor shown, the computer
        playing nobody, no layout chosen yet, no exercise, not editing (the previous document's modes
        end); the preferences stay as they are."""
        self.document.close()
        document = Document(kind=kind, title=title, source=source, partial=partial, facts=facts,
                            arena=ArenaView(players=players))
        self.document = document
        self.opened.emit(document)
        return document

    def explore_around(self, title: str, facts: Facts | None = None, *, players: int = 2) -> Document:
        """Open the arena explored around the board's position: a partial arena of ``players`` players at
        its start, with the board and the search tree of the game going on (the same views)."""
        previous = self.document
        previous.close()
        document = Document(kind="around", title=title, partial=True, facts=facts, board=previous.board,
                            tree=previous.tree, arena=ArenaView(players=players))
        self.document = document
        self.opened.emit(document)
        return document

    @property
    def view(self) -> ViewState:
        """The state of the view on screen."""
        return self.document.view(self.current)

    def layout(self) -> str:
        """The arena's layout: the document's choice, else the default preference."""
        return self.document.arena.layout or self.preferences.default_layout

    def choose_layout(self, engine: str) -> None:
        """*View → Layout*: lay this document's arena out with ``engine`` (the next document has its own)."""
        self.document.arena.layout = engine

    def board_moved(self) -> None:
        """The board's position changed: a partial arena explored around the old one no longer follows."""
        if self.document.kind == "around":
            self.document.stale = True
