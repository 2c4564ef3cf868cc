"""The links between the board, the search tree and the arena of the open game, made on the model.

The search tree follows the board's position, the computer's moves are
explained in the arena (its strategy) or the tree (its search), a position of
the tree is selected in the arena, and the moves to a node of the tree are
played on the board: each is a change of the model's views, which the tabs
render.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from gameviz.core.errors import InputError
from gameviz.core.game import AnyGame
from gameviz.games import game_from_spec
from gameviz.games.arena_rules import ArenaRules
from gameviz.model import ApplicationModel, ArenaDocument, Document
from gameviz.ui.i18n import tr_tree


class SessionLinks(QObject):
    """What connects the views: the board's position, the tree's root, the arena's selection."""

    def __init__(self, model: ApplicationModel, parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.parent_widget = parent
        #: (game, moves played) where the tree was last rooted by the board
        self._followed: tuple[str, str] | None = None
        model.events.document.connect(self.document_opened)
        model.events.current.connect(lambda current: self.follow_session() if current == "tree" else None)

    def document_opened(self, document: Document) -> None:
        """A document was opened: the tree follows its board once shown (the board of an arena around a
        position goes on, and so does its tree)."""
        if document.kind != "around":
            self._followed = None
        document.board.events.position.connect(self._board_moved)

    def _board_moved(self, _position: Hashable) -> None:
        """The board's position changed: the tree follows at once if it is on screen."""
        if self.model.current == "tree":
            self.follow_session()

    def tree_of_selected_vertex(self) -> None:
        """Open the search tree of the selected vertex: with the game's rules when the arena was
        generated from a game, with the arena's own otherwise (its moves, its targets)."""
        arena = self.model.document.arena
        document, vertex = arena.document, arena.selection
        if document is None or vertex is None:
            return
        game = document_game(document)
        tree = self.model.document.tree
        tree.source = tree.position_source(game, vertex, self.tr("{0} from {1}").format(
            game.spec, document.arena.label(vertex)), tr_tree)
        self.model.current = "tree"

    def show_tree_position(self, state: Hashable) -> None:
        """Select a position of the tree in the arena, when the arena is that game's."""
        source, document = self.model.document.tree.source, self.model.document.arena.document
        if document is None or source is None or source.game is None or document.arena.game != source.game.spec:
            return
        if state in document.arena:
            self.model.document.arena.selection = state

    def play_against_computer(self) -> None:
        """The board of the open game, with the computer playing the second player (every player but
        the first in a game of more than two)."""
        board = self.model.document.board
        if board.session is None:
            return
        self.model.current = "board"
        if not board.computers:
            board.computers = board.offered()[1]

    def why_strategy(self, state: Hashable) -> None:
        """Show the computer's strategy move in the arena: the result, and the position it played from."""
        self.model.current = "arena"
        arena = self.model.document.arena
        if arena.document is not None and state in arena.document.arena:
            arena.go(arena.steps - 1)
            arena.selection = state

    def search_position(self, game: AnyGame, state: Hashable, title: str) -> None:
        """Search a position of the board (showing the tab roots the tree there already, unless it
        shows an exercise)."""
        self.model.current = "tree"
        tree = self.model.document.tree
        source = tree.source
        rooted = source is not None and source.game is not None and source.game.spec == game.spec \
            and getattr(source.tree, "root", None) == state
        if not rooted:
            tree.source = tree.position_source(game, state, title, tr_tree)

    def why_search(self, game: AnyGame, state: Hashable, depth: int) -> None:
        """Show the search the computer made, in the tree tab: its position at its depth."""
        self.model.current = "tree"
        tree = self.model.document.tree
        tree.update(choices=replace(tree.choices, depth=depth), source=tree.position_source(
            game, state, self.tr("{0}: the computer's search").format(game.spec), tr_tree))

    def follow_session(self) -> None:
        """Root the search tree at the board's position when the board has moved since the tree was
        last rooted there, unless the tab shows an exercise tree of this document."""
        document = self.model.document
        session, tree = document.board.session, document.tree
        if session is None:
            return
        source = tree.source
        if source is not None and source.game is None:
            return  # an exercise: the board has nothing to do with it
        here = (session.game.spec, session.notation())
        if here == self._followed and source is not None:
            return  # the tree was rooted here, or searched from a node the user chose since
        self._followed = here
        tree.source = tree.position_source(session.game, session.position, session.title(), tr_tree)

    def play_tree_moves(self, game: AnyGame, root: Hashable, moves: list[object]) -> None:
        """*Play to This Position* in the tree: play its moves on the board, when the tree starts from
        the board's position; otherwise say why not."""
        board = self.model.document.board
        session = board.session
        if session is None or session.game.spec != game.spec or session.position != root:
            self.model.error(self.tr("Play to This Position"), InputError(self.tr(
                "This tree does not start from the position on the board: search the board's position first "
                "(Search This Position).")))
            return
        for move in moves:
            session.play(move)
        board.moved()
        self.model.current = "board"


def document_game(document: ArenaDocument) -> AnyGame:
    """The rules of ``document``'s arena: its game's when it was generated from one, else the arena's own
    (its moves, its targets, its heuristic)."""
    arena = document.arena
    if arena.game:
        try:
            return game_from_spec(arena.game)
        except InputError:
            pass
    return ArenaRules(arena, spec=document.title, heuristic=document.heuristic)
