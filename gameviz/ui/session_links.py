"""The links between the board, the search tree and the arena of the open game.

The search tree follows the board's position, the computer's moves are
explained in the arena (its strategy) or the tree (its search), and a
position of the tree is shown in the arena.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from gameviz.core.errors import InputError
from gameviz.core.game import AnyGame
from gameviz.games import game_from_spec
from gameviz.games.arena_rules import ArenaRules

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTabWidget, QWidget

    from gameviz.core.session import GameSession
    from gameviz.model import ApplicationModel
    from gameviz.model.document import ArenaDocument
    from gameviz.ui.board_tab import BoardTab
    from gameviz.ui.stepper import Stepper
    from gameviz.ui.tree_tab import TreeTab


class LinkedWindow(Protocol):
    """What links the tabs need of the window: the tabs, the open document and game, the selection."""

    model: ApplicationModel
    tabs: QTabWidget
    arena_page: QWidget
    board_tab: BoardTab
    tree_tab: TreeTab
    stepper: Stepper
    document: ArenaDocument | None
    session: GameSession | None
    selected: Hashable | None

    def on_tree_tab(self) -> bool: ...
    def select(self, vertex: Hashable | None, *, center: bool = False) -> None: ...
    def show_error(self, title: str, error: BaseException) -> None: ...


class SessionLinks(QObject):
    """What connects the tabs: the board's position, the tree's root, the arena's selection."""

    def __init__(self, window: LinkedWindow) -> None:
        super().__init__()  # held by the window, which it serves through a narrow interface
        self.window = window
        #: (game, moves played) where the tree was last rooted by the board
        self._followed: tuple[str, str] | None = None
        #: the tree on the tab belongs to a document opened before (an exercise tree too): replace it
        self._tree_of_earlier_document = False

    def document_opened(self) -> None:
        """A document was opened: the tree follows its board when shown, even over an exercise tree."""
        self._followed = None
        self._tree_of_earlier_document = True

    def tree_of_selected_vertex(self) -> None:
        """Open the search tree of the selected vertex: with the game's rules when the arena was
        generated from a game, with the arena's own otherwise (its moves, its targets)."""
        document = self.window.document
        if document is None or self.window.selected is None:
            return
        game = self._document_game()
        self.window.tabs.setCurrentWidget(self.window.tree_tab)
        self.window.tree_tab.set_position(game, self.window.selected, self.tr("{0} from {1}").format(
            game.spec, document.arena.label(self.window.selected)))

    def _document_game(self) -> AnyGame:
        document = self.window.document
        assert document is not None
        arena = document.arena
        if arena.game:
            try:
                return game_from_spec(arena.game)
            except InputError:
                pass
        return ArenaRules(arena, spec=document.title, heuristic=document.heuristic)

    def show_tree_position(self, state: Hashable) -> None:
        """Show a position of the tree in the arena, when the arena is that game's."""
        source = self.window.tree_tab.source
        document = self.window.document
        if document is None or source is None or source.game is None or document.arena.game != source.game.spec:
            return
        if state in document.arena:
            self.window.select(state, center=True)

    def play_against_computer(self) -> None:
        """The board of the open game, with the computer playing the second player (every player but
        the first in a game of more than two)."""
        if self.window.session is None:
            return
        self.window.tabs.setCurrentWidget(self.window.board_tab)
        if not self.window.board_tab.computers:
            self.window.board_tab.set_computer(2)

    def why_strategy(self, state: Hashable) -> None:
        """Show the computer's strategy move in the arena: the position it played from."""
        self.window.tabs.setCurrentWidget(self.window.arena_page)
        if self.window.document is not None and state in self.window.document.arena:
            self.window.stepper.last()
            self.window.select(state, center=True)

    def search_position(self, game: AnyGame, state: Hashable, title: str) -> None:
        """Search a position of the board (showing the tab roots the tree there already, unless it
        shows an exercise)."""
        tab = self.window.tree_tab
        self.window.tabs.setCurrentWidget(tab)
        rooted = tab.source is not None and tab.source.game is not None and tab.display is not None \
            and tab.source.game.spec == game.spec and tab.display.node(()) == state
        if not rooted:
            tab.set_position(game, state, title)

    def why_search(self, game: AnyGame, state: Hashable, depth: int) -> None:
        """Show the search the computer made, in the tree tab."""
        self.window.tabs.setCurrentWidget(self.window.tree_tab)
        self.window.tree_tab.depth_box.setValue(depth)
        self.window.tree_tab.set_position(game, state, self.tr("{0}: the computer's search").format(game.spec))

    def follow_session(self) -> None:
        """Root the search tree at the board's position when the board has moved since the tree was
        last rooted there, unless the tab shows an exercise tree."""
        window = self.window
        session, tab = window.session, window.tree_tab
        if session is None:
            return
        source = tab.source
        if source is not None and source.game is None and not self._tree_of_earlier_document:
            return  # an exercise: the board has nothing to do with it
        here = (session.game.spec, session.notation())
        if here == self._followed and source is not None:
            return  # the tree was rooted here, or searched from a node the user chose since
        self._followed = here
        self._tree_of_earlier_document = False
        tab.set_position(session.game, session.position, session.title())

    def play_tree_moves(self, game: AnyGame, root: Hashable, moves: list[object]) -> None:
        """*Play to This Position* in the tree: play its moves on the board, when the tree starts from
        the board's position; otherwise say why not."""
        window = self.window
        session = window.session
        if session is None or session.game.spec != game.spec or session.position != root:
            window.show_error(self.tr("Play to This Position"), InputError(self.tr(
                "This tree does not start from the position on the board: search the board's position first "
                "(Search This Position).")))
            return
        for move in moves:
            session.play(move)
        window.board_tab.set_session_changed()
        window.tabs.setCurrentWidget(window.board_tab)

    def board_moved(self) -> None:
        """The board's position changed: the tree follows at once if it is on screen; an arena explored
        around the earlier position says it no longer follows."""
        self.window.model.board_moved()
        if self.window.on_tree_tab():
            self.follow_session()
